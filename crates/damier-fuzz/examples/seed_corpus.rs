//! Writes the seeds of each check into `DIR/<target>/` as libFuzzer's starting corpus:
//! `cargo run -p damier-fuzz --example seed_corpus fuzz/corpus` (docs/FUZZING.md).

use std::path::PathBuf;

use damier_fuzz::seeds;

fn main() -> std::io::Result<()> {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "fuzz/corpus".into()));
    let sets = [
        ("fen", seeds::fens()),
        ("moves", seeds::moves()),
        ("hub_position", seeds::hub_positions()),
        ("pdn", seeds::pdn_files()),
        ("egtb_table", seeds::egtb_tables()),
    ];
    for (target, inputs) in sets {
        let folder = dir.join(target);
        std::fs::create_dir_all(&folder)?;
        for (i, input) in inputs.iter().enumerate() {
            std::fs::write(folder.join(format!("seed-{i:04}")), input)?;
        }
        println!("{}: {} seeds", folder.display(), inputs.len());
    }
    Ok(())
}
