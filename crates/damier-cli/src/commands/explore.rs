//! `damier-cli explore`: the moves played from a position and how they scored, from the shipped
//! opening book or from the games of a library; one JSON object with `--json`.

use std::path::PathBuf;

use damier_ai::Book;
use damier_library::Library;
use damier_rules::{fen, notation};
use serde::Serialize;

use super::Board;
use crate::error::CliError;

/// Where the moves come from.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum Source {
    /// The opening book Damier plays from (its moves and their scores)
    Book,
    /// The games of the library at --db
    Mine,
}

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    board: Board,
    /// The library, for --source mine
    #[arg(long, value_name = "PATH")]
    db: Option<PathBuf>,
    #[arg(long, value_enum, default_value_t = Source::Book)]
    source: Source,
    #[arg(long)]
    json: bool,
}

/// One move as JSON: counted for the side to move; `score` (centi-men) the book's.
#[derive(Serialize)]
struct ExploredJson {
    #[serde(rename = "move")]
    mv: String,
    games: u64,
    wins: u64,
    draws: u64,
    losses: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    score: Option<i32>,
}

#[derive(Serialize)]
struct ExplorationJson {
    variant: &'static str,
    fen: String,
    source: &'static str,
    moves: Vec<ExploredJson>,
}

pub fn run(args: Args) -> Result<(), CliError> {
    let (rules, position) = args.board.read()?;
    let moves = match args.source {
        Source::Book => {
            let legal = position.legal_moves();
            let book = Book::shipped(rules);
            let entries = book.as_ref().map(|b| b.moves(&position).to_vec()).unwrap_or_default();
            entries
                .iter()
                .map(|m| ExploredJson {
                    mv: notation::write(&m.mv, &legal, &rules.topology),
                    games: 0,
                    wins: 0,
                    draws: 0,
                    losses: 0,
                    score: Some(m.score),
                })
                .collect()
        }
        Source::Mine => {
            let path =
                args.db.as_ref().ok_or_else(|| CliError::Usage("--source mine needs --db PATH".into()))?;
            let opened = Library::open(path).map_err(|e| CliError::Input(e.to_string()))?;
            if let Some(aside) = opened.set_aside {
                eprintln!("damier-cli: {} was damaged: set aside as {}", path.display(), aside.display());
            }
            let found =
                opened.library.explore(rules, &position).map_err(|e| CliError::Input(e.to_string()))?;
            found
                .into_iter()
                .map(|m| ExploredJson {
                    mv: m.mv,
                    games: m.games,
                    wins: m.wins,
                    draws: m.draws,
                    losses: m.losses,
                    score: None,
                })
                .collect()
        }
    };
    let exploration = ExplorationJson {
        variant: rules.variant.id(),
        fen: fen::write(&position),
        source: if args.source == Source::Book { "book" } else { "mine" },
        moves,
    };
    if args.json {
        out!("{}", serde_json::to_string(&exploration).expect("plain data serialises"));
    } else if exploration.moves.is_empty() {
        out!("no moves known from this position ({})", exploration.source);
    } else {
        for m in &exploration.moves {
            match m.score {
                Some(score) => out!("{:<12} {score:+}", m.mv),
                None => out!("{:<12} {:>6} games  +{} ={} -{}", m.mv, m.games, m.wins, m.draws, m.losses),
            }
        }
    }
    Ok(())
}
