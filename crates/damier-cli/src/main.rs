//! `damier-cli`: Damier's rules engine and computer player on the command line.
//!
//! The command lines and output formats are contracts other tools rely on (see tests/cli.rs).
//! Usage errors exit with 2, bad input (a FEN, a file) with 1. A closed standard output
//! (`| head`) ends a command quietly (see `output`).

#![forbid(unsafe_code)]

// First, so that every module below may print with `out!`.
#[macro_use]
mod output;

mod arena;
mod client;
mod egtb;
mod elo;
mod hub;
mod matches;
mod openings;
mod puzzles;
mod replay;
mod training;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::error::ErrorKind;
use clap::{Args, CommandFactory, Parser, Subcommand};
use damier_ai::{EvalKind, Level, Weights};
use damier_rules::{
    Move, Position, RuleOptions, Rules, Square, Topology, Variant, divide, fen, notation, pdn, perft,
};
use serde::Serialize;

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

#[derive(Subcommand)]
enum Command {
    /// Counts the leaf nodes of the move tree to a depth
    Perft {
        #[command(flatten)]
        board: Board,
        #[arg(long, value_name = "N")]
        depth: u32,
        /// One line per legal move with its count
        #[arg(long)]
        divide: bool,
        #[arg(long)]
        json: bool,
    },
    /// Lists the legal moves
    Moves {
        #[command(flatten)]
        board: Board,
        #[arg(long)]
        json: bool,
    },
    /// Replays every game of PDN files through the rules
    Pdn {
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
    },
    /// The Hub engine protocol on stdin/stdout
    Hub,
    /// Engine against engine (levels, or the full engine with two weight files)
    Selfplay {
        #[arg(long, value_name = "V")]
        variant: Variant,
        #[arg(long, value_name = "N", default_value_t = 2)]
        games: u32,
        /// Seconds a move (more than 0, at most a week)
        #[arg(long, value_name = "S", default_value = "0.5", value_parser = parse_movetime, allow_negative_numbers = true)]
        movetime: Duration,
        /// Two levels: A,B
        #[arg(long, value_name = "A,B", value_delimiter = ',', conflicts_with = "weights")]
        levels: Option<Vec<Level>>,
        /// Two weight files: A.txt,B.txt (- for the shipped ones)
        #[arg(long, value_name = "A.txt,B.txt", value_delimiter = ',')]
        weights: Option<Vec<PathBuf>>,
        #[arg(long, value_name = "X", default_value_t = 1)]
        seed: u64,
    },
    /// Two Hub engines against each other from balanced openings, colours swapped, Damier's
    /// rules as the referee: W/D/L, Elo with its error bar, and a PDN of the games
    Match(Box<MatchArgs>),
    /// Balanced openings for matches, found by Damier's own search, as a JSON file
    Openings {
        #[arg(long, value_name = "V")]
        variant: Variant,
        #[arg(long, value_name = "N", default_value_t = 50)]
        count: usize,
        /// Plies per opening (default: 2 on 8×8 boards, 3 on 10×10 and HexDame)
        #[arg(long, value_name = "K")]
        plies: Option<usize>,
        #[arg(long, value_name = "X", default_value_t = 1)]
        seed: u64,
        #[command(flatten)]
        balance: Balance,
        /// The file to write (default: standard output)
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// Tactics puzzles mined from Damier's self-play
    Puzzles {
        #[command(subcommand)]
        command: PuzzlesCommand,
    },
    /// Search speed on fixed positions; with --replay, the time to replay a long game
    Bench {
        #[arg(long, value_name = "V")]
        variant: Option<Variant>,
        #[arg(long, value_name = "N", default_value_t = 9)]
        depth: u32,
        /// Replays a legal game of N plies (Game, PDN and Hub readers) instead of searching
        #[arg(long, value_name = "N")]
        replay: Option<usize>,
        /// The evaluation: classic or learned (default: each variant's own)
        #[arg(long, value_name = "E")]
        eval: Option<EvalKind>,
        /// Probes the endgame tables in DIR
        #[arg(long, value_name = "DIR")]
        egtb: Option<PathBuf>,
    },
    /// The learned evaluation's training pipeline: self-play data, then the fit
    #[command(subcommand)]
    Train(training::TrainCommand),
    /// Endgame tables: solve them, or look a position up
    #[command(subcommand)]
    Egtb(egtb::EgtbCommand),
}

#[derive(Subcommand)]
enum PuzzlesCommand {
    /// Mines positions where exactly one move wins clearly, proven by the engine's search, and
    /// writes them as PDN (one game a puzzle: a FEN setup and the solution)
    Generate {
        #[arg(long, value_name = "V")]
        variant: Variant,
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=100_000))]
        count: u32,
        /// Depth of the search that proves each puzzle
        #[arg(long, value_name = "D", default_value_t = 8, value_parser = clap::value_parser!(u32).range(2..=30))]
        depth: u32,
        /// Nodes a move in the self-play games the positions come from
        #[arg(long, value_name = "N", default_value_t = 3000, value_parser = clap::value_parser!(u64).range(1..=100_000_000))]
        nodes: u64,
        #[arg(long, value_name = "X", default_value_t = 1)]
        seed: u64,
        /// The PDN file to write (default: standard output)
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// Checks puzzle files with a deeper search: each solution's first move must win a man and
    /// every other move less; prints each puzzle that fails and a summary (exit 1 if any fails)
    Check {
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Depth of the search after each legal move
        #[arg(long, value_name = "D", default_value_t = 9, value_parser = clap::value_parser!(u32).range(1..=30))]
        depth: u32,
        /// Check every Nth puzzle only
        #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=100_000))]
        every: u32,
        /// Writes the puzzles that stand to this PDN file, numbered anew (and exits 0)
        #[arg(long, value_name = "FILE")]
        keep: Option<PathBuf>,
    },
}

/// How openings are found balanced.
#[derive(Args, Clone)]
struct Balance {
    /// Depth of the search that checks an opening is balanced
    #[arg(long, value_name = "N", default_value_t = 6, value_parser = clap::value_parser!(u32).range(1..=30))]
    opening_depth: u32,
    /// The largest score (centi-men, a man is 100) a kept opening may have
    #[arg(long, value_name = "CP", default_value_t = 40)]
    balance: i32,
}

/// `damier-cli match`.
#[derive(Args)]
struct MatchArgs {
    /// Engine 1's command line (split as a shell splits words; no expansion)
    #[arg(long, value_name = "CMD")]
    engine1: String,
    /// Engine 2's command line
    #[arg(long, value_name = "CMD")]
    engine2: String,
    /// A name for engine 1 (default: from its id line)
    #[arg(long, value_name = "N")]
    name1: Option<String>,
    /// A name for engine 2
    #[arg(long, value_name = "N")]
    name2: Option<String>,
    /// Working directory of engine 1
    #[arg(long, value_name = "D")]
    dir1: Option<PathBuf>,
    /// Working directory of engine 2
    #[arg(long, value_name = "D")]
    dir2: Option<PathBuf>,
    /// One of hexdame, international, brazilian, frisian, english
    #[arg(long, value_name = "V")]
    variant: Variant,
    /// Games in all; each opening is played twice, engine 1 White first
    #[arg(long, value_name = "N", default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..))]
    games: u32,
    /// Seconds a move, both engines (the default, 0.1, when no level is given)
    #[arg(long, value_name = "S", value_parser = parse_movetime, allow_negative_numbers = true,
          conflicts_with_all = ["time", "depth", "nodes"])]
    movetime: Option<Duration>,
    /// A clock: seconds for the game, each engine
    #[arg(long, value_name = "S", value_parser = parse_positive, conflicts_with_all = ["depth", "nodes"])]
    time: Option<Duration>,
    /// Increment per move on the clock
    #[arg(long, value_name = "S", value_parser = parse_time, requires = "time")]
    inc: Option<Duration>,
    /// A fixed depth, both engines
    #[arg(long, value_name = "N", conflicts_with = "nodes")]
    depth: Option<u32>,
    /// A fixed node count, both engines
    #[arg(long, value_name = "N")]
    nodes: Option<u64>,
    /// Engine 1's own level: move-time=S, depth=N, nodes=N or "time=S inc=S"
    #[arg(long, value_name = "LEVEL", value_parser = arena::Level::parse)]
    tc1: Option<arena::Level>,
    /// Engine 2's own level
    #[arg(long, value_name = "LEVEL", value_parser = arena::Level::parse)]
    tc2: Option<arena::Level>,
    /// An openings file: JSON (as `openings` writes it) or one FEN and/or move list a line
    #[arg(long, value_name = "FILE", conflicts_with = "opening_plies")]
    openings: Option<PathBuf>,
    /// Plies of the generated openings (default: 2 on 8×8, 3 on 10×10 and HexDame; 0: the
    /// start position only)
    #[arg(long, value_name = "K")]
    opening_plies: Option<usize>,
    #[command(flatten)]
    balance: Balance,
    /// Seed of the opening generator
    #[arg(long, value_name = "X", default_value_t = 1)]
    seed: u64,
    /// A set-param for engine 1: NAME=VALUE (repeatable)
    #[arg(long, value_name = "NAME=VALUE", value_parser = parse_param)]
    param1: Vec<(String, String)>,
    /// A set-param for engine 2
    #[arg(long, value_name = "NAME=VALUE", value_parser = parse_param)]
    param2: Vec<(String, String)>,
    /// Plies after which a game is adjudicated a draw (opening included)
    #[arg(long, value_name = "N", default_value_t = 400)]
    max_plies: usize,
    /// The longest a move may take before it is lost on time (default: 3 × the move time + 2
    /// s; the time left + 2 s on a clock; 60 s at a fixed depth or node count)
    #[arg(long, value_name = "S", value_parser = parse_positive)]
    timeout: Option<Duration>,
    /// Writes every game to this PDN file
    #[arg(long, value_name = "FILE")]
    pdn: Option<PathBuf>,
    /// The PDN Event tag
    #[arg(long, value_name = "TEXT")]
    event: Option<String>,
    /// Prints the summary as one JSON object (progress goes to stderr)
    #[arg(long)]
    json: bool,
}

fn parse_positive(text: &str) -> Result<Duration, String> {
    match damier_ai::parse_seconds(text) {
        Ok(time) if !time.is_zero() => Ok(time),
        Ok(_) => Err("needs a positive number of seconds".into()),
        Err(e) => Err(e.to_string()),
    }
}

fn parse_time(text: &str) -> Result<Duration, String> {
    damier_ai::parse_seconds(text).map_err(|e| e.to_string())
}

fn parse_param(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((name, value)) if !name.trim().is_empty() => Ok((name.trim().to_string(), value.to_string())),
        _ => Err(format!("'{text}' is not NAME=VALUE")),
    }
}

/// The position options `perft` and `moves` share.
#[derive(Args)]
struct Board {
    #[arg(long, value_name = "V")]
    variant: Variant,
    #[arg(long, value_name = "F")]
    fen: Option<String>,
    /// Frisian rule option (seed 002): kings also move along straight lines
    #[arg(long)]
    kings_move_straight: bool,
}

fn parse_movetime(text: &str) -> Result<Duration, String> {
    match damier_ai::parse_seconds(text) {
        Ok(time) if !time.is_zero() => Ok(time),
        Ok(_) => Err("--movetime needs a positive number of seconds".into()),
        Err(e) => Err(e.to_string()),
    }
}

fn main() -> ExitCode {
    // Reads the arguments as OsString: a byte that is not UTF-8 is a usage error, never a panic.
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => usage_error(e),
    };
    match run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(message)) => {
            let mut command = subcommand();
            usage_error(command.error(ErrorKind::ValueValidation, message))
        }
        Err(Failure::Input(message)) => {
            eprintln!("damier-cli: {message}");
            ExitCode::FAILURE
        }
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

enum Failure {
    /// The command line itself is wrong (exit 2).
    Usage(String),
    /// The command line is fine but its input (a FEN, a file) is not (exit 1).
    Input(String),
}

fn run(command: Command) -> Result<(), Failure> {
    match command {
        Command::Perft { board, depth, divide, json } => perft_command(&board.read()?, depth, divide, json),
        Command::Moves { board, json } => moves_command(&board.read()?, json),
        Command::Pdn { files } => pdn_command(&files),
        Command::Hub => {
            hub::run();
            Ok(())
        }
        Command::Selfplay { variant, games, movetime, levels, weights, seed } => {
            selfplay_command(variant, games, movetime, levels, weights, seed)
        }
        Command::Match(args) => match_command(*args),
        Command::Openings { variant, count, plies, seed, balance, out } => {
            openings_command(variant, count, plies, seed, &balance, out)
        }
        Command::Puzzles {
            command: PuzzlesCommand::Generate { variant, count, depth, nodes, seed, out },
        } => {
            let mining = puzzles::Mining { count: count as usize, seed, depth, nodes };
            puzzles::generate(variant.rules(), &mining, out.as_deref())
                .map(|_| ())
                .map_err(|e| Failure::Input(format!("cannot write the puzzles: {e}")))
        }
        Command::Puzzles { command: PuzzlesCommand::Check { files, depth, every, keep } } => {
            puzzles::check(&files, depth, every as usize, keep.as_deref()).map_err(Failure::Input)
        }
        Command::Train(command) => training::run(command).map_err(Failure::Input),
        Command::Egtb(command) => egtb::run(command).map_err(Failure::Input),
        Command::Bench { variant, depth, replay, eval, egtb } => {
            match replay {
                Some(plies) => replay::bench(plies),
                None => {
                    let variants = variant.map_or(Variant::ALL.to_vec(), |v| vec![v]);
                    matches::bench(&variants, depth.clamp(1, 60), eval, egtb.as_deref());
                }
            }
            Ok(())
        }
    }
}

impl Board {
    /// The rules and the position (checked to be one a game can start from).
    fn read(&self) -> Result<(&'static Rules, Position), Failure> {
        let options = RuleOptions { frisian_kings_move_straight: self.kings_move_straight };
        let rules = Rules::get(self.variant, options);
        let position = match &self.fen {
            Some(text) => fen::read_setup(rules, text).map_err(|e| Failure::Input(e.to_string()))?,
            None => Position::start(rules),
        };
        Ok((rules, position))
    }
}

/// One line per game: `FILE game N: variant, M moves, result R`, or the first error (game, line,
/// move, reason) after what was valid. Fails when a file cannot be read, holds no game, or any
/// game is broken.
fn pdn_command(files: &[PathBuf]) -> Result<(), Failure> {
    let mut broken = 0;
    for path in files {
        let file = path.display();
        let text = match std::fs::read(path) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(e) => {
                out!("{file}: cannot read: {e}");
                broken += 1;
                continue;
            }
        };
        let games = pdn::read(&text);
        if games.is_empty() {
            out!("{file}: error: no games in this file");
            broken += 1;
        }
        for (i, read) in games.iter().enumerate() {
            let summary = read.record.as_ref().map(|r| {
                let moves = r.game.moves().len();
                let result = r.result.token(r.game.rules());
                format!(
                    "{}, {moves} move{}, result {result}",
                    r.game.rules().variant,
                    if moves == 1 { "" } else { "s" }
                )
            });
            match (&read.error, summary) {
                (None, Some(summary)) => out!("{file} game {}: {summary}", i + 1),
                (error, summary) => {
                    broken += 1;
                    let error = error.as_ref().map_or("no playable game".to_string(), |e| e.to_string());
                    let valid = summary.map(|s| format!(" (valid before it: {s})")).unwrap_or_default();
                    out!("{file}: error: {error}{valid}");
                }
            }
        }
    }
    if broken > 0 {
        Err(Failure::Input(format!("{broken} game(s) or file(s) could not be replayed")))
    } else {
        Ok(())
    }
}

#[derive(Serialize)]
struct PerftJson {
    depth: u32,
    nodes: u64,
    seconds: f64,
    nps: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    divide: Option<Vec<DivideJson>>,
}

#[derive(Serialize)]
struct DivideJson {
    #[serde(rename = "move")]
    mv: String,
    nodes: u64,
}

fn perft_command(
    (rules, position): &(&'static Rules, Position),
    depth: u32,
    divided: bool,
    json: bool,
) -> Result<(), Failure> {
    let clock = Instant::now();
    let (nodes, split) = if divided && depth > 0 {
        let legal = position.legal_moves();
        let split: Vec<(String, u64)> = divide(position, depth)
            .into_iter()
            .map(|(mv, n)| (notation::write(&mv, &legal, &rules.topology), n))
            .collect();
        (split.iter().map(|(_, n)| n).sum(), split)
    } else {
        (perft(position, depth), Vec::new())
    };
    let seconds = clock.elapsed().as_secs_f64();
    let nps = if seconds > 0.0 { (nodes as f64 / seconds).round() as u64 } else { 0 };
    if json {
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

fn moves_command((rules, position): &(&'static Rules, Position), json: bool) -> Result<(), Failure> {
    let legal = position.legal_moves();
    let topology = &rules.topology;
    if json {
        let entries: Vec<MoveJson> = legal.iter().map(|mv| MoveJson::new(mv, &legal, topology)).collect();
        out!("{}", serde_json::to_string(&entries).expect("plain data serialises"));
    } else {
        for mv in &legal {
            out!("{}", notation::write_short(mv, &legal, topology));
        }
    }
    Ok(())
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

fn selfplay_command(
    variant: Variant,
    games: u32,
    movetime: Duration,
    levels: Option<Vec<Level>>,
    weights: Option<Vec<PathBuf>>,
    seed: u64,
) -> Result<(), Failure> {
    let (a, b) = match levels {
        Some(levels) => {
            let [a, b] = levels[..] else {
                return Err(Failure::Usage("--levels needs two levels: A,B".into()));
            };
            let player = |level: Level| matches::Player {
                name: level.name().into(),
                level: Some(level),
                weights: None,
                movetime,
            };
            (player(a), player(b))
        }
        None => {
            // Tuning: A plays with the first weights file, B with the second ("-": shipped).
            let files = weights.unwrap_or_else(|| vec![PathBuf::from("-"), PathBuf::from("-")]);
            let [first, second] = &files[..] else {
                return Err(Failure::Usage(
                    "--weights needs two files: A.txt,B.txt (- for the shipped ones)".into(),
                ));
            };
            let load = |file: &PathBuf| -> Result<Option<Weights>, Failure> {
                if file.as_os_str() == "-" {
                    return Ok(None);
                }
                let name = file.display();
                let text =
                    std::fs::read_to_string(file).map_err(|e| Failure::Input(format!("{name}: {e}")))?;
                Weights::parse(&text).map(Some).map_err(|e| Failure::Input(format!("{name}: {e}")))
            };
            let player = |name: String, weights| matches::Player { name, level: None, weights, movetime };
            (
                player(format!("engine A ({})", first.display()), load(first)?),
                player(format!("engine B ({})", second.display()), load(second)?),
            )
        }
    };
    matches::selfplay(variant.rules(), games, &a, &b, seed);
    Ok(())
}

fn recipe(
    variant: Variant,
    count: usize,
    plies: Option<usize>,
    seed: u64,
    balance: &Balance,
) -> openings::Recipe {
    openings::Recipe {
        count,
        plies: plies.unwrap_or_else(|| openings::default_plies(variant)),
        seed,
        depth: balance.opening_depth,
        window: balance.balance,
    }
}

fn openings_command(
    variant: Variant,
    count: usize,
    plies: Option<usize>,
    seed: u64,
    balance: &Balance,
    out: Option<PathBuf>,
) -> Result<(), Failure> {
    let recipe = recipe(variant, count, plies, seed, balance);
    let found = openings::generate(variant.rules(), &recipe);
    if found.len() < count {
        eprintln!("damier-cli: only {} distinct balanced openings found (of {count} asked)", found.len());
    }
    if found.is_empty() {
        return Err(Failure::Input("no balanced opening found: widen --balance or change --plies".into()));
    }
    let text = openings::to_json(variant, &recipe, &found);
    match out {
        Some(path) => {
            std::fs::write(&path, text).map_err(|e| Failure::Input(format!("{}: {e}", path.display())))
        }
        None => {
            out!("{}", text.trim_end());
            Ok(())
        }
    }
}

fn match_command(args: MatchArgs) -> Result<(), Failure> {
    let variant = args.variant;
    let rules = variant.rules();
    let level = match (args.movetime, args.time, args.depth, args.nodes) {
        (Some(t), ..) => arena::Level::MoveTime(t),
        (_, Some(time), ..) => arena::Level::Clock { time, inc: args.inc.unwrap_or_default() },
        (_, _, Some(depth), _) => arena::Level::Depth(depth.clamp(1, 90)),
        (_, _, _, Some(nodes)) => arena::Level::Nodes(nodes.max(1)),
        _ => arena::Level::MoveTime(Duration::from_millis(100)),
    };
    let pairs = args.games.div_ceil(2) as usize;
    let (openings, source) = match &args.openings {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| Failure::Input(format!("{}: {e}", path.display())))?;
            let list = openings::read(rules, &text)
                .map_err(|e| Failure::Input(format!("{}: {e}", path.display())))?;
            (list, path.display().to_string())
        }
        None if args.opening_plies == Some(0) => (
            vec![openings::Opening { start: Position::start(rules), moves: Vec::new(), score: None }],
            "start position".into(),
        ),
        None => {
            let recipe = recipe(variant, pairs, args.opening_plies, args.seed, &args.balance);
            let found = openings::generate(rules, &recipe);
            if found.is_empty() {
                return Err(Failure::Input(
                    "no balanced opening found: widen --balance or change --opening-plies".into(),
                ));
            }
            let source = format!(
                "generated: {} plies, |score| <= {} at depth {}, seed {}",
                recipe.plies, recipe.window, recipe.depth, recipe.seed
            );
            (found, source)
        }
    };
    let entrant =
        |command: String, dir: Option<PathBuf>, name: Option<String>, params, tc: Option<arena::Level>| {
            arena::Entrant {
                spec: client::Spec { command, dir, params },
                name,
                level: tc.unwrap_or(level.clone()),
            }
        };
    let config = arena::Config {
        rules,
        entrants: [
            entrant(args.engine1, args.dir1, args.name1, args.param1, args.tc1),
            entrant(args.engine2, args.dir2, args.name2, args.param2, args.tc2),
        ],
        games: args.games,
        openings,
        openings_source: source,
        max_plies: args.max_plies.max(1),
        timeout: args.timeout,
        pdn: args.pdn,
        json: args.json,
        event: args.event,
    };
    arena::run(config).map_err(Failure::Input)
}
