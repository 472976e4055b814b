//! The short run of every check, on stable: each reader gets `DAMIER_FUZZ_CASES` mutated inputs
//! (default 50,000, a few seconds in a debug build; CI runs this), the same ones for the same
//! `DAMIER_FUZZ_SEED`. A long run: docs/FUZZING.md.

use damier_fuzz::mutate::{Rng, mutate_one};
use damier_fuzz::{checks, seeds};

fn cases() -> usize {
    std::env::var("DAMIER_FUZZ_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(50_000)
}

fn seed() -> u64 {
    std::env::var("DAMIER_FUZZ_SEED").ok().and_then(|v| v.parse().ok()).unwrap_or(0xDA31_E12F)
}

/// Runs `check` on `cases` mutations of `seeds`; returns how many it accepted.
fn run(salt: u64, cases: usize, seeds: &[Vec<u8>], check: impl Fn(&[u8]) -> bool) -> usize {
    let mut rng = Rng::new(seed() ^ salt);
    (0..cases).filter(|_| check(&mutate_one(&mut rng, seeds, seeds))).count()
}

#[test]
fn fen_reader() {
    assert!(run(0, cases(), &seeds::fens(), checks::fen) > 0, "some mutated FENs still read");
}

#[test]
fn move_readers() {
    assert!(
        run(0x4D4F_5645, cases() * 4, &seeds::moves(), checks::moves) > 0,
        "some mutated moves still parse"
    );
}

#[test]
fn hub_position_reader() {
    assert!(run(0x4855_4250, cases(), &seeds::hub_positions(), checks::hub_position) > 0);
}

#[test]
fn pdn_reader() {
    assert!(run(0x0050_444E, cases() / 2, &seeds::pdn_files(), checks::pdn) > 0, "some games still read");
}

#[test]
fn egtb_table_loader() {
    let seeds = seeds::egtb_tables();
    assert!(seeds.iter().all(|file| checks::egtb_table(file)), "every table as written loads");
    // Mutated files are nearly all refused; a few changes fall where nothing counts (the
    // padding bits after deflate's last block) and still load with the right checksum.
    let tested = cases() / 10;
    let accepted = run(0x4547_5442, tested, &seeds, checks::egtb_table);
    assert!(accepted * 20 < tested, "{accepted} of {tested} mutated tables loaded");
}
