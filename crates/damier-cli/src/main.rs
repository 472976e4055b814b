//! `damier-cli`: Damier's rules engine and computer player on the command line.
//!
//! The command lines and output formats are contracts other tools rely on (see tests/cli.rs).
//! Usage errors exit with 2, bad input (a FEN, a file) with 1. A closed standard output
//! (`| head`) ends a command quietly (see `output`).
//!
//! Each command is one file of `commands/` that owns its arguments (`Args`) and its `run`; the
//! modules beside it are what the commands share: the Hub engine (`hub`), the engine runner and
//! its client (`arena`, `client`), the Hub protocol's lines both sides speak (`hub_protocol`),
//! the Elo figures (`elo`), the honest players of the load test and the soak (`players`), the
//! balanced openings (`openings`), the seeded generator of openings and puzzles (`rng`), and
//! the error every command returns (`error`).

#![forbid(unsafe_code)]

// First, so that every module below may print with `out!`.
#[macro_use]
mod output;

mod arena;
mod client;
mod commands;
mod elo;
mod error;
mod hub;
mod hub_protocol;
mod openings;
mod players;
mod rng;

use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser, Subcommand};

use crate::error::CliError;

use crate::commands::{bench, book, egtb, hub as hub_command, match_, moves, openings as openings_command};
use crate::commands::{explore, generate, library, loadtest, pdn, perft, puzzles, selfplay, soak, train};

const NOTES: &str = "\
V is one of hexdame, international, brazilian, frisian, english.
F is a FEN (default: the variant's start position), for example W:W31-50:B1-20 or
  W:Wa1,b2,Kc3:Bf6,g7 for HexDame; it must be a position a game can start from.
Levels: beginner, casual, intermediate, club, expert, maximum. Without --levels, selfplay pits
  the full engine against itself at --movetime seconds a move (default 0.5), each side with its
  --weights file (- for the shipped weights): the way the weights are tuned.
match plays two Hub engines (command lines) against each other, for example
  damier-cli match --engine1 \"target/release/damier-cli hub\" --engine2 \"old/damier-cli hub\" \\
    --variant frisian --games 20 --movetime 0.1 --pdn games.pdn";

/// Damier's rules engine and computer player on the command line.
#[derive(Parser)]
#[command(name = "damier-cli", version, after_help = NOTES)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The commands, each with its own arguments (in `commands/`).
#[derive(Subcommand)]
enum Command {
    /// Counts the leaf nodes of the move tree to a depth
    Perft(perft::Args),
    /// Lists the legal moves
    Moves(moves::Args),
    /// Replays every game of PDN files through the rules
    Pdn(pdn::Args),
    /// The Hub engine protocol on stdin/stdout
    Hub(hub_command::Args),
    /// Engine against engine (levels, or the full engine with two weight files)
    Selfplay(selfplay::Args),
    /// Two Hub engines against each other from balanced openings, colours swapped, Damier's
    /// rules as the referee: W/D/L, Elo with its error bar, and a PDN of the games
    Match(Box<match_::Args>),
    /// Balanced openings for matches, found by Damier's own search, as a JSON file
    Openings(openings_command::Args),
    /// Tactics puzzles mined from Damier's self-play
    Puzzles(puzzles::Args),
    /// Search speed on fixed positions; with --replay, the time to replay a long game
    Bench(bench::Args),
    /// The learned evaluation's training pipeline: self-play data, then the fit
    #[command(subcommand)]
    Train(train::TrainCommand),
    /// Endgame tables: solve them, or look a position up
    #[command(subcommand)]
    Egtb(egtb::EgtbCommand),
    /// The opening book: grow it from Damier's own searches
    #[command(subcommand)]
    Book(book::BookCommand),
    /// The moves played from a position and how they scored: the opening book's, or a library's
    Explore(explore::Args),
    /// The game library: PDN imported, games listed, exported, deleted and brought back, the
    /// player's statistics
    #[command(subcommand)]
    Library(library::LibraryCommand),
    /// The manual page or a shell's completions, on standard output
    Generate(generate::Args),
    /// Many games at once against a running damier-server: moves/s, latency percentiles, and
    /// every acknowledged move checked against the server's record
    Loadtest(loadtest::Args),
    /// Honest games for a long while beside floods from many addresses against a damier-server
    /// behind a proxy: the server's memory each minute, every game finished and checked
    Soak(soak::Args),
}

fn main() -> ExitCode {
    // Reads the arguments as OsString: a byte that is not UTF-8 is a usage error, never a panic.
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => usage_error(e),
    };
    match run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::Usage(message)) => {
            let mut command = subcommand();
            usage_error(command.error(ErrorKind::ValueValidation, message))
        }
        Err(CliError::Input(message)) => {
            eprintln!("damier-cli: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run(command: Command) -> Result<(), CliError> {
    match command {
        Command::Perft(args) => perft::run(args),
        Command::Moves(args) => moves::run(args),
        Command::Pdn(args) => pdn::run(args),
        Command::Hub(args) => hub_command::run(args),
        Command::Selfplay(args) => selfplay::run(args),
        Command::Match(args) => match_::run(*args),
        Command::Openings(args) => openings_command::run(args),
        Command::Puzzles(args) => puzzles::run(args),
        Command::Bench(args) => bench::run(args),
        Command::Train(command) => train::run(command),
        Command::Egtb(command) => egtb::run(command),
        Command::Book(command) => book::run(command),
        Command::Explore(args) => explore::run(args),
        Command::Library(command) => library::run(command),
        Command::Generate(args) => generate::run(args),
        Command::Loadtest(args) => loadtest::run(args),
        Command::Soak(args) => soak::run(args),
    }
}

/// Prints a command-line error (with the usage of the command it concerns) and exits with 2;
/// help and version go to stdout and exit with 0.
fn usage_error(e: clap::Error) -> ! {
    if !e.use_stderr() {
        e.exit();
    }
    let rendered = e.render().to_string();
    eprint!("{rendered}");
    if !rendered.contains("Usage:") {
        eprintln!("\n{}", subcommand().render_usage());
    }
    std::process::exit(2)
}

/// The command line's definition for the subcommand named on the command line (the whole tool
/// when it names none).
fn subcommand() -> clap::Command {
    let mut command = Cli::command();
    command.build();
    let name = std::env::args_os().nth(1).and_then(|a| a.into_string().ok());
    match name.as_deref().and_then(|n| command.find_subcommand(n)) {
        Some(sub) => sub.clone(),
        None => command,
    }
}
