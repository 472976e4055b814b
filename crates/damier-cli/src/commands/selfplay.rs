//! `damier-cli selfplay`: engine against engine, levels against each other, or the full engine
//! with two weight files (the way the weights are tuned).

use std::path::PathBuf;
use std::time::{Duration, Instant};

use damier_ai::{Engine, Evaluator, Level, Limits, Options, Weights};
use damier_rules::pdn::{self, PdnGame, PdnResult};
use damier_rules::{Game, Rules, Side, Variant};

use super::parse_movetime;
use crate::error::CliError;

#[derive(clap::Args)]
pub struct Args {
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
    /// Also writes the games to FILE as PDN (levels in Damier's `WhiteLevel`/`BlackLevel` tags)
    #[arg(long, value_name = "FILE")]
    pdn: Option<PathBuf>,
}

pub fn run(args: Args) -> Result<(), CliError> {
    let movetime = args.movetime;
    let (a, b) = match args.levels {
        Some(levels) => {
            let [a, b] = levels[..] else {
                return Err(CliError::Usage("--levels needs two levels: A,B".into()));
            };
            let setup = |level: Level| EngineSetup {
                name: level.name().into(),
                level: Some(level),
                weights: None,
                movetime,
            };
            (setup(a), setup(b))
        }
        None => {
            // Tuning: A plays with the first weights file, B with the second ("-": shipped).
            let files = args.weights.unwrap_or_else(|| vec![PathBuf::from("-"), PathBuf::from("-")]);
            let [first, second] = &files[..] else {
                return Err(CliError::Usage(
                    "--weights needs two files: A.txt,B.txt (- for the shipped ones)".into(),
                ));
            };
            let load = |file: &PathBuf| -> Result<Option<Weights>, CliError> {
                if file.as_os_str() == "-" {
                    return Ok(None);
                }
                let name = file.display();
                let text =
                    std::fs::read_to_string(file).map_err(|e| CliError::Input(format!("{name}: {e}")))?;
                Weights::parse(&text).map(Some).map_err(|e| CliError::Input(format!("{name}: {e}")))
            };
            let setup = |name: String, weights| EngineSetup { name, level: None, weights, movetime };
            (
                setup(format!("engine A ({})", first.display()), load(first)?),
                setup(format!("engine B ({})", second.display()), load(second)?),
            )
        }
    };
    let records = selfplay(args.variant.rules(), args.games, &a, &b, args.seed);
    if let Some(path) = &args.pdn {
        damier_files::write_atomic(path, pdn::write_all(&records).as_bytes())
            .map_err(|e| CliError::Input(format!("{}: {e}", path.display())))?;
    }
    Ok(())
}

/// Games longer than this are adjudicated drawn.
const MAX_PLIES: usize = 400;

/// One side of a self-play match: a level, or the full engine with its weights.
pub struct EngineSetup {
    pub name: String,
    pub level: Option<Level>,
    /// Evaluation weights to try instead of the shipped ones (tuning by self-play).
    pub weights: Option<Weights>,
    pub movetime: Duration,
}

impl EngineSetup {
    fn engine(&self, rules: &'static Rules) -> Engine {
        let evaluator = match (self.level, &self.weights) {
            (Some(level), _) => level.evaluator(rules),
            (None, Some(weights)) => Evaluator::new(rules, weights.clone()),
            (None, None) => Evaluator::classic(rules),
        };
        Engine::new(evaluator, 32)
    }

    fn limits(&self) -> Limits {
        self.level.map_or_else(|| Limits::movetime(self.movetime), Level::limits)
    }

    fn options(&self, seed: u64) -> Options {
        self.level.map_or(Options { seed, variety: 8, variety_plies: 10, ..Options::default() }, |l| {
            l.options(seed)
        })
    }
}

/// Plays `games` games between `a` and `b`, alternating colours, and prints each result and
/// the total from `a`'s side; the games' records.
fn selfplay(rules: &'static Rules, games: u32, a: &EngineSetup, b: &EngineSetup, seed: u64) -> Vec<PdnGame> {
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    let mut records = Vec::new();
    for number in 0..games {
        // `a` takes the side that moves first in even games.
        let first = rules.first_to_move;
        let a_side = if number % 2 == 0 { first } else { first.opposite() };
        let mut engines = [a.engine(rules), b.engine(rules)];
        let mut game = Game::new(rules);
        let clock = Instant::now();
        while game.outcome().is_none() && game.moves().len() < MAX_PLIES {
            let mover = usize::from(game.position().side_to_move() != a_side);
            let player = if mover == 0 { a } else { b };
            let options = player.options(seed.wrapping_add(number as u64 * 2 + mover as u64));
            let outcome = engines[mover].search(&game, &player.limits(), &options, |_| {});
            let Some(mv) = outcome.best else { break };
            game.play(&mv).expect("the engine plays legal moves");
        }
        let (result, why) = match game.outcome() {
            Some(o) => (o.winner, o.reason.describe(game.rules())),
            None => (None, "adjudicated after 400 plies".to_string()),
        };
        match result {
            Some(side) if side == a_side => wins += 1,
            Some(_) => losses += 1,
            None => draws += 1,
        }
        let a_colour = rules.side_name(a_side);
        let verdict = match result {
            Some(side) => format!("{} wins", rules.side_name(side)),
            None => "draw".into(),
        };
        let (white, black) = if a_side == Side::White { (a, b) } else { (b, a) };
        records.push(record(game.clone(), number + 1, [white, black], result, &why));
        out!(
            "game {:>3}: {} as {a_colour}: {verdict} ({why}, {} plies, {:.1} s)",
            number + 1,
            a.name,
            game.moves().len(),
            clock.elapsed().as_secs_f64()
        );
    }
    let played = wins + draws + losses;
    let score = if played > 0 { (wins as f64 + draws as f64 / 2.0) / played as f64 * 100.0 } else { 0.0 };
    out!("{} vs {}: +{wins} ={draws} -{losses} ({score:.0}% for {})", a.name, b.name, a.name);
    records
}

/// A game's record, its players' levels in the tags Damier's own saves carry.
fn record(game: Game, number: u32, players: [&EngineSetup; 2], winner: Option<Side>, why: &str) -> PdnGame {
    let adjudicated = game.outcome().is_none();
    let mut record = PdnGame::new(game);
    record.set_tag("Event", "damier-cli selfplay");
    record.set_tag("Date", &pdn::today());
    record.set_tag("Round", &number.to_string());
    record.set_tag("White", &players[0].name);
    record.set_tag("Black", &players[1].name);
    if let [Some(white), Some(black)] = players.map(|p| p.level) {
        record.set_tag("WhiteLevel", &white.name().to_lowercase());
        record.set_tag("BlackLevel", &black.name().to_lowercase());
    }
    record.set_tag("Termination", why);
    if adjudicated {
        record.result = winner.map_or(PdnResult::Draw, PdnResult::Win);
    }
    record
}
