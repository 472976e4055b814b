//! `damier-cli library`: the game library the game keeps, at a path: PDN files imported into it,
//! its games listed, exported, deleted and brought back, and the player's statistics (the same
//! numbers the game shows).

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::{Args, Subcommand};
use damier_library::{Filter, GameSummary, Library, Opponent, Outcome, Record, Stats};
use damier_rules::Variant;
use serde::Serialize;

use crate::error::CliError;

#[derive(Subcommand)]
pub enum LibraryCommand {
    /// Imports the games of PDN files; those that do not read are listed with where and why
    Import(ImportArgs),
    /// The player's statistics: per variant, per level or friend, the last results
    Stats(StatsArgs),
    /// The games, newest first, filtered
    List(ListArgs),
    /// The games, filtered, as one PDN on standard output (oldest first)
    Export(ListArgs),
    /// Deletes a game (restore brings it back)
    Delete(IdArgs),
    /// Brings a deleted game back
    Restore(IdArgs),
}

#[derive(Args)]
pub struct ImportArgs {
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
    #[arg(long, value_name = "PATH")]
    db: PathBuf,
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
pub struct StatsArgs {
    #[arg(long, value_name = "PATH")]
    db: PathBuf,
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
pub struct ListArgs {
    #[arg(long, value_name = "PATH")]
    db: PathBuf,
    #[arg(long, value_name = "V")]
    variant: Option<Variant>,
    /// A level's name, `computer`, `online`, `hotseat`, `engines`, `imported`, or a friend's
    /// name as `friend:NAME`
    #[arg(long, value_name = "O")]
    opponent: Option<String>,
    /// The outcome for the player (for White in games without one)
    #[arg(long, value_name = "R", value_parser = ["win", "draw", "loss", "unfinished"])]
    result: Option<String>,
    /// From this date (YYYY.MM.DD)
    #[arg(long, value_name = "DATE")]
    from: Option<String>,
    /// To this date (YYYY.MM.DD)
    #[arg(long, value_name = "DATE")]
    to: Option<String>,
    /// Part of a player's name
    #[arg(long, value_name = "TEXT")]
    name: Option<String>,
    /// The deleted games instead
    #[arg(long)]
    deleted: bool,
    #[arg(long, value_name = "N")]
    limit: Option<u32>,
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
pub struct IdArgs {
    #[arg(value_name = "ID")]
    id: i64,
    #[arg(long, value_name = "PATH")]
    db: PathBuf,
}

pub fn run(command: LibraryCommand) -> Result<(), CliError> {
    match command {
        LibraryCommand::Import(args) => import(args),
        LibraryCommand::Stats(args) => stats(args),
        LibraryCommand::List(args) => list(args, false),
        LibraryCommand::Export(args) => list(args, true),
        LibraryCommand::Delete(args) => change(&args, Library::delete, "deleted", "no game to delete"),
        LibraryCommand::Restore(args) => change(&args, Library::restore, "brought back", "no deleted game"),
    }
}

fn input(e: impl std::fmt::Display) -> CliError {
    CliError::Input(e.to_string())
}

/// The library at `path`, saying so on standard error when a damaged one was set aside.
fn open(path: &Path) -> Result<Library, CliError> {
    let opened = Library::open(path).map_err(input)?;
    if let Some(aside) = opened.set_aside {
        eprintln!(
            "damier-cli: {} was damaged: set aside as {}, a new library begun",
            path.display(),
            aside.display()
        );
    }
    Ok(opened.library)
}

#[derive(Serialize)]
struct FailureJson {
    file: String,
    game: usize,
    line: usize,
    reason: String,
}

#[derive(Serialize)]
struct ImportJson {
    imported: usize,
    failed: Vec<FailureJson>,
    seconds: f64,
}

fn import(args: ImportArgs) -> Result<(), CliError> {
    let mut library = open(&args.db)?;
    let started = Instant::now();
    let mut report = ImportJson { imported: 0, failed: Vec::new(), seconds: 0.0 };
    let terminal = std::io::stderr().is_terminal();
    for file in &args.files {
        let shown = file.display().to_string();
        let bytes = std::fs::read(file).map_err(|e| CliError::Input(format!("{shown}: {e}")))?;
        // PDN files of other programs are often Latin-1: a byte that is not UTF-8 is replaced,
        // never a reason to refuse the file.
        let text = String::from_utf8_lossy(&bytes);
        let mut last_line = Instant::now();
        let done = library
            .import(&text, |done, total| {
                if terminal {
                    eprint!("\r{}", progress_bar(&shown, done, total));
                } else if done == total || last_line.elapsed().as_secs() >= 5 {
                    eprintln!("{}", progress_bar(&shown, done, total));
                    last_line = Instant::now();
                }
            })
            .map_err(|e| CliError::Input(format!("{shown}: {e}")))?;
        if terminal {
            eprintln!();
        }
        report.imported += done.imported;
        report.failed.extend(done.failed.into_iter().map(|f| FailureJson {
            file: shown.clone(),
            game: f.game,
            line: f.line,
            reason: f.reason,
        }));
    }
    report.seconds = started.elapsed().as_secs_f64();
    if args.json {
        out!("{}", serde_json::to_string(&report).expect("plain data serialises"));
    } else {
        out!(
            "{} games imported, {} failed, in {:.1} s",
            report.imported,
            report.failed.len(),
            report.seconds
        );
        for f in &report.failed {
            out!("{}: game {}, line {}: {}", f.file, f.game, f.line, f.reason);
        }
    }
    Ok(())
}

/// `games.pdn [##########----------] 10000/20000`
fn progress_bar(file: &str, done: usize, total: usize) -> String {
    const WIDTH: usize = 30;
    let filled = (done * WIDTH).checked_div(total).unwrap_or(WIDTH);
    format!("{file} [{}{}] {done}/{total}", "#".repeat(filled), "-".repeat(WIDTH - filled))
}

#[derive(Serialize)]
struct RecordJson {
    games: u64,
    wins: u64,
    draws: u64,
    losses: u64,
}

impl From<Record> for RecordJson {
    fn from(r: Record) -> RecordJson {
        RecordJson { games: r.games, wins: r.wins, draws: r.draws, losses: r.losses }
    }
}

#[derive(Serialize)]
struct OpponentJson {
    kind: String,
    name: String,
    #[serde(flatten)]
    record: RecordJson,
}

#[derive(Serialize)]
struct VariantJson {
    variant: String,
    /// Every game kept, from White's side.
    all: RecordJson,
    /// The player's games, from the player's side.
    player: RecordJson,
    opponents: Vec<OpponentJson>,
    hot_seat: u64,
    engines: u64,
    imported: u64,
    last: Vec<&'static str>,
    longest_winning_run: u64,
}

#[derive(Serialize)]
struct StatsJson {
    variants: Vec<VariantJson>,
}

fn stats_json(stats: Stats) -> StatsJson {
    let variants = stats
        .variants
        .into_iter()
        .map(|v| VariantJson {
            variant: v.variant,
            all: v.all.into(),
            player: v.player.into(),
            opponents: v
                .opponents
                .into_iter()
                .map(|(kind, name, record)| OpponentJson { kind, name, record: record.into() })
                .collect(),
            hot_seat: v.hot_seat,
            engines: v.engines,
            imported: v.imported,
            last: v.last.into_iter().map(Outcome::name).collect(),
            longest_winning_run: v.longest_winning_run,
        })
        .collect();
    StatsJson { variants }
}

fn stats(args: StatsArgs) -> Result<(), CliError> {
    let stats = stats_json(open(&args.db)?.stats().map_err(input)?);
    if args.json {
        out!("{}", serde_json::to_string(&stats).expect("plain data serialises"));
        return Ok(());
    }
    if stats.variants.is_empty() {
        out!("no games in {}", args.db.display());
    }
    for v in &stats.variants {
        let p = &v.player;
        out!(
            "{}: {} games kept; yours +{} ={} -{} of {}",
            v.variant,
            v.all.games,
            p.wins,
            p.draws,
            p.losses,
            p.games
        );
        for o in &v.opponents {
            let r = &o.record;
            out!("  {} {}: +{} ={} -{} of {}", o.kind, o.name, r.wins, r.draws, r.losses, r.games);
        }
        out!(
            "  hot-seat {}, computer against itself {}, imported {}; last: {}; longest run of wins {}",
            v.hot_seat,
            v.engines,
            v.imported,
            v.last.join(" "),
            v.longest_winning_run
        );
    }
    Ok(())
}

fn filter_of(args: &ListArgs) -> Filter {
    let opponent = args.opponent.as_deref().map(|o| match o.to_lowercase().as_str() {
        "computer" => Opponent::Computer,
        "online" => Opponent::Online,
        "hotseat" | "hot-seat" => Opponent::HotSeat,
        "engines" => Opponent::Engines,
        "imported" => Opponent::Imported,
        _ => match o.strip_prefix("friend:") {
            Some(name) => Opponent::Friend(name.to_owned()),
            None => Opponent::Level(o.to_owned()),
        },
    });
    // The value parser allows these names only.
    let outcome = args.result.as_deref().and_then(Outcome::from_name);
    Filter {
        variant: args.variant,
        opponent,
        outcome,
        from_date: args.from.clone(),
        to_date: args.to.clone(),
        name: args.name.clone(),
        deleted: args.deleted,
        limit: args.limit,
        offset: 0,
    }
}

#[derive(Serialize)]
struct GameJson {
    id: i64,
    date: String,
    variant: String,
    white: String,
    black: String,
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    opponent: Option<String>,
    result: String,
    outcome: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    ending: Option<String>,
    plies: u32,
}

fn game_json(g: GameSummary) -> GameJson {
    let kind = g.kind.name();
    GameJson {
        id: g.id,
        opponent: g.kind.opponent().map(str::to_owned),
        date: g.date,
        variant: g.variant,
        white: g.white,
        black: g.black,
        kind,
        result: g.result,
        outcome: g.outcome.name(),
        ending: g.ending,
        plies: g.plies,
    }
}

fn list(args: ListArgs, export: bool) -> Result<(), CliError> {
    let library = open(&args.db)?;
    let filter = filter_of(&args);
    if export {
        out!("{}", library.export(&filter).map_err(input)?.trim_end());
        return Ok(());
    }
    let games: Vec<GameJson> = library.list(&filter).map_err(input)?.into_iter().map(game_json).collect();
    if args.json {
        out!("{}", serde_json::to_string(&games).expect("plain data serialises"));
    } else {
        for g in &games {
            out!(
                "{:>6}  {}  {:<13} {} – {}  {}  ({} plies)",
                g.id,
                g.date,
                g.variant,
                g.white,
                g.black,
                g.result,
                g.plies
            );
        }
    }
    Ok(())
}

fn change(
    args: &IdArgs,
    act: fn(&mut Library, i64) -> Result<bool, damier_library::LibraryError>,
    done: &str,
    nothing: &str,
) -> Result<(), CliError> {
    let mut library = open(&args.db)?;
    if act(&mut library, args.id).map_err(input)? {
        out!("game {} {done}", args.id);
        Ok(())
    } else {
        Err(CliError::Input(format!("game {}: {nothing}", args.id)))
    }
}
