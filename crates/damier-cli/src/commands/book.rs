//! `damier-cli book build`: grows a variant's opening book from Damier's own searches (see
//! `damier_train::book` and docs/ENGINE.md).

use std::path::PathBuf;
use std::thread;
use std::time::Instant;

use clap::{Args, Subcommand};
use damier_ai::Book;
use damier_rules::Variant;
use damier_train::book::{self, BookParams, Entries};

use crate::error::CliError;

#[derive(Subcommand)]
pub enum BookCommand {
    /// Analyses positions ply by ply from the start (a search to a depth, and a question for
    /// every other move: is it within the margin?) and writes the book to FILE (a book already
    /// there is continued)
    Build(BuildArgs),
}

#[derive(Args)]
pub struct BuildArgs {
    #[arg(long, value_name = "V")]
    variant: Variant,
    /// Positions the book should hold
    #[arg(long, value_name = "N")]
    positions: usize,
    /// Search depth of each position
    #[arg(long, value_name = "D", default_value_t = 12)]
    depth: u32,
    /// Moves within this many centi-men of the best are book moves
    #[arg(long, value_name = "C", default_value_t = 10)]
    margin: i32,
    /// At most this many book moves a position
    #[arg(long, value_name = "K", default_value_t = 3)]
    moves: usize,
    /// Positions analysed at once (default: every core)
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
    #[arg(long, value_name = "FILE")]
    out: PathBuf,
}

pub fn run(command: BookCommand) -> Result<(), CliError> {
    match command {
        BookCommand::Build(args) => build(args),
    }
    .map_err(CliError::Input)
}

fn build(args: BuildArgs) -> Result<(), String> {
    let rules = args.variant.rules();
    let shown = args.out.display().to_string();
    if !(1..=30).contains(&args.depth) || args.moves == 0 || !(0..=1000).contains(&args.margin) {
        return Err("--depth must be 1..30, --moves at least 1 and --margin 0..1000".into());
    }
    let threads = args.threads.unwrap_or_else(|| thread::available_parallelism().map_or(1, |n| n.get()));
    let params = BookParams {
        positions: args.positions,
        depth: args.depth,
        margin: args.margin,
        moves: args.moves,
        threads: threads.max(1),
    };
    let mut entries = if args.out.exists() {
        let text = std::fs::read_to_string(&args.out).map_err(|e| format!("{shown}: {e}"))?;
        Book::parse(rules, &text).map_err(|e| format!("{shown}: {e}"))?;
        let mut entries = book::read_entries(&text).map_err(|e| format!("{shown}: {e}"))?;
        book::drop_transpositions(rules, &mut entries);
        entries
    } else {
        Entries::new()
    };
    let kept = entries.len();
    let started = Instant::now();
    let mut failure = None;
    book::build(rules, &mut entries, &params, |entries, line| {
        let added = entries.len() - kept;
        let seconds = started.elapsed().as_secs_f64();
        let moves: Vec<String> = entries[line].iter().map(|(m, s)| format!("{m} {s:+}")).collect();
        eprintln!(
            "{}/{}: ply {}: {} ({:.1} s a position)",
            entries.len(),
            args.positions,
            line.len(),
            moves.join(" "),
            seconds / added as f64
        );
        // Saved after every position: a run stopped at any moment keeps what it found.
        let text = book::write_entries(rules, &params, entries);
        if let Err(e) = damier_files::write_atomic(&args.out, text.as_bytes()) {
            failure.get_or_insert(format!("{shown}: {e}"));
        }
    });
    if let Some(e) = failure {
        return Err(e);
    }
    let text = book::write_entries(rules, &params, &entries);
    damier_files::write_atomic(&args.out, text.as_bytes()).map_err(|e| format!("{shown}: {e}"))?;
    out!(
        "{shown}: {} positions ({} kept, {} added), {:.1} s",
        entries.len(),
        kept,
        entries.len() - kept,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
