//! `damier-cli bench`: search speed on a fixed set of positions per variant (nodes, speed, time
//! to each depth), or with `--replay N` how long replaying a legal game of N plies takes
//! through the game record, the PDN reader and the Hub's `pos`.
//!
//! The long game: English checkers, four kings a side, making non-capturing moves that never
//! repeat a position and never offer a capture. English has no move-counting draw rule and
//! nothing repeats, so every ply is legal and the game never ends: an honest N-ply game.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use damier_ai::egtb::{MOST_PIECES, Tables};
use damier_ai::{Engine, EvalKind, Evaluator, Limits, Options};
use damier_rules::pdn::{self, PdnGame};
use damier_rules::{Game, Move, Position, Rules, Variant, fen, hub};

use crate::error::CliError;

#[derive(clap::Args)]
pub struct Args {
    #[arg(long, value_name = "V")]
    variant: Option<Variant>,
    #[arg(long, value_name = "N", default_value_t = 9)]
    depth: u32,
    /// Replays a legal game of N plies (Game, PDN and Hub readers) instead of searching
    #[arg(long, value_name = "N")]
    replay: Option<usize>,
    /// The evaluation: classic, learned or network (default: each variant's own)
    #[arg(long, value_name = "E")]
    eval: Option<EvalKind>,
    /// Probes the endgame tables in DIR
    #[arg(long, value_name = "DIR")]
    egtb: Option<PathBuf>,
}

pub fn run(args: Args) -> Result<(), CliError> {
    match args.replay {
        Some(plies) => replay(plies),
        None => {
            let variants = args.variant.map_or(Variant::ALL.to_vec(), |v| vec![v]);
            search(&variants, args.depth.clamp(1, 60), args.eval, args.egtb.as_deref());
        }
    }
    Ok(())
}

/// Positions for the benchmark: the start and two positions reached by fixed play from it.
fn bench_positions(rules: &'static Rules) -> Vec<Position> {
    let mut positions = vec![Position::start(rules)];
    let mut game = Game::new(rules);
    let mut seed = 0x5EEDu64;
    for ply in 1..=24 {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        game.play(&legal[(seed >> 33) as usize % legal.len()]).expect("legal");
        if ply % 12 == 0 {
            positions.push(*game.position());
        }
    }
    positions
}

/// Searches each bench position to `depth` and prints nodes, speed and time to each depth;
/// with the endgame tables of `egtb` when given (to show what probing costs).
fn search(variants: &[Variant], depth: u32, eval: Option<EvalKind>, egtb: Option<&Path>) {
    let (mut all_nodes, mut all_time) = (0u64, Duration::ZERO);
    for &variant in variants {
        let rules = variant.rules();
        let tables = egtb.map(|dir| Arc::new(super::egtb::warned(Tables::load(rules, MOST_PIECES, dir))));
        for (i, pos) in bench_positions(rules).iter().enumerate() {
            let evaluator =
                eval.map_or_else(|| Evaluator::default_for(rules), |k| Evaluator::of_kind(rules, k));
            let mut engine = Engine::new(evaluator, 32);
            engine.set_tables(tables.clone());
            let game = Game::from_position(*pos);
            let mut times = Vec::new();
            let outcome = engine.search(&game, &Limits::depth(depth), &Options::default(), |info| {
                times.push(format!("{}:{:.2}s", info.depth, info.elapsed.as_secs_f64()));
            });
            let (nodes, time) = (outcome.info.nodes, outcome.info.elapsed);
            all_nodes += nodes;
            all_time += time;
            let side = rules.side_name(pos.side_to_move());
            out!(
                "{:<13} #{} ({side} to move) depth {:>2}: {:>10} nodes {:>7.2} s {:>9.0} nodes/s  time to depth {}",
                variant.id(),
                i + 1,
                outcome.info.depth,
                nodes,
                time.as_secs_f64(),
                nodes as f64 / time.as_secs_f64().max(1e-6),
                times.join(" ")
            );
        }
    }
    out!(
        "total: {all_nodes} nodes in {:.2} s, {:.0} nodes/s",
        all_time.as_secs_f64(),
        all_nodes as f64 / all_time.as_secs_f64().max(1e-6)
    );
}

/// The long game is HexDame's: the one variant with no move count, so kings alone play on for
/// as long as no position repeats.
const VARIANT: Variant = Variant::HexDame;
/// The start of the long game: four kings a side on the two home rows.
const START: &str = "B:WKa1,Kb1,Kc1,Kd1:BKf9,Kg9,Kh9,Ki9";

/// `plies` quiet king moves from `start` that never repeat a position and leave the side to
/// move no capture, found by depth-first search (the order of tries is fixed by `seed`).
/// `None` if no such walk exists.
fn quiet_walk(start: &Position, plies: usize, mut seed: u64) -> Option<Vec<Move>> {
    let mut candidates = |pos: &Position| {
        let mut moves: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| m.by_king && !m.is_capture() && !pos.after(m).has_capture())
            .collect();
        // Fisher-Yates with xorshift: a varied walk, the same for the same seed.
        for i in (1..moves.len()).rev() {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            moves.swap(i, (seed % (i as u64 + 1)) as usize);
        }
        moves
    };
    let mut seen = HashSet::from([*start]);
    let mut stack = vec![(*start, candidates(start))];
    let mut line = Vec::with_capacity(plies);
    while line.len() < plies {
        let (pos, tries) = stack.last_mut()?;
        match tries.pop() {
            Some(mv) => {
                let next = pos.after(&mv);
                if seen.insert(next) {
                    line.push(mv);
                    let next_tries = candidates(&next);
                    stack.push((next, next_tries));
                }
            }
            None => {
                stack.pop();
                line.pop();
            }
        }
    }
    Some(line)
}

/// `--replay`: times the three replays and prints one line each.
fn replay(plies: usize) {
    let rules = VARIANT.rules();
    let start = fen::read_setup(rules, START).expect("the bench start is playable");
    let made = Instant::now();
    let Some(line) = quiet_walk(&start, plies, 0x5EED) else {
        out!("replay: no walk of {plies} plies found");
        return;
    };
    out!(
        "replay: a legal game of {plies} plies ({VARIANT}, kings only) made in {:.2} s",
        made.elapsed().as_secs_f64()
    );

    let clock = Instant::now();
    let mut game = Game::from_position(start);
    for mv in &line {
        game.play(mv).expect("every move of the walk is legal");
    }
    let seconds = clock.elapsed().as_secs_f64();
    out!("replay: {plies} plies through Game::play in {seconds:.3} s");

    let text = pdn::write(&PdnGame::new(game));
    let clock = Instant::now();
    let read = pdn::read(&text);
    let seconds = clock.elapsed().as_secs_f64();
    let replayed = read.first().and_then(|g| g.record.as_ref()).map_or(0, |r| r.game.moves().len());
    assert_eq!(replayed, plies, "the PDN reads back whole");
    out!("replay: {plies} plies as PDN ({} KiB) read in {seconds:.3} s", text.len() / 1024);

    let mut replay = Game::from_position(start);
    let moves: Vec<String> = line
        .iter()
        .map(|mv| {
            let text = hub::write_move(rules, mv);
            replay.play(mv).expect("legal");
            text
        })
        .collect();
    let position = hub::write_position(&start);
    let clock = Instant::now();
    let game = crate::hub::read_game(rules, Some(&position), &moves).expect("the Hub reads it");
    let seconds = clock.elapsed().as_secs_f64();
    assert_eq!(game.moves().len(), plies);
    out!("replay: {plies} plies as a Hub pos read in {seconds:.3} s");
}
