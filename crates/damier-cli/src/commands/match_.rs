//! `damier-cli match`: two Hub engines against each other from balanced openings, colours
//! swapped, Damier's rules as the referee. This file reads the command line into an
//! `arena::Config`; the match itself is `crate::arena`.

use std::path::PathBuf;
use std::time::Duration;

use damier_rules::Position;

use super::openings::Balance;
use super::parse_movetime;
use crate::arena::{self, TimeControl};
use crate::openings::{self, Opening};
use crate::{CliError, client};

/// `damier-cli match`.
#[derive(clap::Args)]
pub struct Args {
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
    variant: damier_rules::Variant,
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
    #[arg(long, value_name = "LEVEL", value_parser = TimeControl::parse)]
    tc1: Option<TimeControl>,
    /// Engine 2's own level
    #[arg(long, value_name = "LEVEL", value_parser = TimeControl::parse)]
    tc2: Option<TimeControl>,
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

pub fn run(args: Args) -> Result<(), CliError> {
    let variant = args.variant;
    let rules = variant.rules();
    let control = match (args.movetime, args.time, args.depth, args.nodes) {
        (Some(t), ..) => TimeControl::MoveTime(t),
        (_, Some(time), ..) => TimeControl::GameTime { time, inc: args.inc.unwrap_or_default() },
        (_, _, Some(depth), _) => TimeControl::Depth(depth.clamp(1, 90)),
        (_, _, _, Some(nodes)) => TimeControl::Nodes(nodes.max(1)),
        _ => TimeControl::MoveTime(Duration::from_millis(100)),
    };
    let pairs = args.games.div_ceil(2) as usize;
    let (openings, source) = match &args.openings {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| CliError::Input(format!("{}: {e}", path.display())))?;
            let list = openings::read(rules, &text)
                .map_err(|e| CliError::Input(format!("{}: {e}", path.display())))?;
            (list, path.display().to_string())
        }
        None if args.opening_plies == Some(0) => (
            vec![Opening { start: Position::start(rules), moves: Vec::new(), score: None }],
            "start position".into(),
        ),
        None => {
            let recipe = args.balance.recipe(variant, pairs, args.opening_plies, args.seed);
            let found = openings::generate(rules, &recipe);
            if found.is_empty() {
                return Err(CliError::Input(
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
        |command: String, dir: Option<PathBuf>, name: Option<String>, params, tc: Option<TimeControl>| {
            arena::Entrant {
                spec: client::Spec { command, dir, params },
                name,
                control: tc.unwrap_or(control.clone()),
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
    arena::run(config).map_err(CliError::Input)
}
