//! `damier-cli perft`: counts the leaf nodes of the move tree to a depth, optionally one line
//! per legal move (`--divide`), as text or JSON.

use std::time::Instant;

use damier_rules::{divide, notation, perft};
use serde::Serialize;

use super::Board;
use crate::error::CliError;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    board: Board,
    #[arg(long, value_name = "N")]
    depth: u32,
    /// One line per legal move with its count
    #[arg(long)]
    divide: bool,
    #[arg(long)]
    json: bool,
}

/// The `--json` output.
#[derive(Serialize)]
struct PerftJson {
    depth: u32,
    nodes: u64,
    seconds: f64,
    nps: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    divide: Option<Vec<DivideJson>>,
}

/// One move of `--divide --json`.
#[derive(Serialize)]
struct DivideJson {
    #[serde(rename = "move")]
    mv: String,
    nodes: u64,
}

pub fn run(args: Args) -> Result<(), CliError> {
    let (rules, position) = args.board.read()?;
    let (depth, divided) = (args.depth, args.divide);
    let clock = Instant::now();
    let (nodes, split) = if divided && depth > 0 {
        let legal = position.legal_moves();
        let split: Vec<(String, u64)> = divide(&position, depth)
            .into_iter()
            .map(|(mv, n)| (notation::write(&mv, &legal, &rules.topology), n))
            .collect();
        (split.iter().map(|(_, n)| n).sum(), split)
    } else {
        (perft(&position, depth), Vec::new())
    };
    let seconds = clock.elapsed().as_secs_f64();
    let nps = if seconds > 0.0 { (nodes as f64 / seconds).round() as u64 } else { 0 };
    if args.json {
        let out = PerftJson {
            depth,
            nodes,
            seconds: (seconds * 1e6).round() / 1e6,
            nps,
            divide: divided.then(|| split.into_iter().map(|(mv, nodes)| DivideJson { mv, nodes }).collect()),
        };
        out!("{}", serde_json::to_string(&out).expect("plain data serialises"));
    } else {
        for (mv, n) in &split {
            out!("{mv}: {n}");
        }
        out!("depth {depth}: {nodes} leaves in {seconds:.3} s ({nps} leaves/s)");
    }
    Ok(())
}
