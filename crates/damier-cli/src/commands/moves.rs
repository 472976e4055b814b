//! `damier-cli moves`: the legal moves of a position, one a line or as JSON.

use damier_rules::{Move, Square, Topology, notation};
use serde::Serialize;

use super::Board;
use crate::error::CliError;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    board: Board,
    #[arg(long)]
    json: bool,
}

/// A cell in JSON: its number on square boards, its name on the hexagon.
#[derive(Serialize)]
#[serde(untagged)]
enum CellJson {
    Number(u8),
    Name(String),
}

/// One move as JSON.
#[derive(Serialize)]
struct MoveJson {
    from: CellJson,
    to: CellJson,
    path: Vec<CellJson>,
    captured: Vec<CellJson>,
    notation: String,
    /// HexDame only: the move list's shorthand.
    #[serde(skip_serializing_if = "Option::is_none")]
    shorthand: Option<String>,
}

impl MoveJson {
    fn new(mv: &Move, legal: &[Move], topology: &Topology) -> MoveJson {
        let cell = |sq: Square| {
            if topology.is_hex() {
                CellJson::Name(topology.name(sq).to_string())
            } else {
                CellJson::Number(topology.number(sq))
            }
        };
        MoveJson {
            from: cell(mv.from),
            to: cell(mv.to),
            path: mv.path().iter().map(|&sq| cell(sq)).collect(),
            captured: mv.captured_in_order().iter().map(|&sq| cell(sq)).collect(),
            notation: notation::write(mv, legal, topology),
            shorthand: topology.is_hex().then(|| notation::write_short(mv, legal, topology)),
        }
    }
}

pub fn run(args: Args) -> Result<(), CliError> {
    let (rules, position) = args.board.read()?;
    let legal = position.legal_moves();
    let topology = &rules.topology;
    if args.json {
        let entries: Vec<MoveJson> = legal.iter().map(|mv| MoveJson::new(mv, &legal, topology)).collect();
        out!("{}", serde_json::to_string(&entries).expect("plain data serialises"));
    } else {
        for mv in &legal {
            out!("{}", notation::write_short(mv, &legal, topology));
        }
    }
    Ok(())
}
