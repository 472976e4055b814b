//! `damier-cli puzzles generate`: mines tactics puzzles from Damier's own self-play games. Each
//! game opens with random moves (seeded), then the engine plays itself at a small node budget;
//! every position from the tenth ply on is examined (`damier_train::puzzles::examine`). A puzzle
//! is written as one PDN game: the position as a `[FEN]` setup, the solution as movetext, and
//! `Difficulty` and `Score` tags. `damier-cli puzzles check` confirms puzzle files with a deeper
//! search.

use std::collections::{BTreeMap, HashSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::Subcommand;
use damier_ai::{Engine, Evaluator, Limits, Options};
use damier_rules::pdn::{self, PdnGame};
use damier_rules::{Game, Rules, Variant, fen, notation};
use damier_train::puzzles::{Rejection, Shot, Verdict, confirm, examine};

use crate::CliError;
use crate::rng::SplitMix;

#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: PuzzlesCommand,
}

#[derive(Subcommand)]
pub enum PuzzlesCommand {
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

pub fn run(args: Args) -> Result<(), CliError> {
    match args.command {
        PuzzlesCommand::Generate { variant, count, depth, nodes, seed, out } => {
            let mining = Mining { count: count as usize, seed, depth, nodes };
            generate(variant.rules(), &mining, out.as_deref())
                .map(|_| ())
                .map_err(|e| CliError::Input(format!("cannot write the puzzles: {e}")))
        }
        PuzzlesCommand::Check { files, depth, every, keep } => {
            check(&files, depth, every as usize, keep.as_deref()).map_err(CliError::Input)
        }
    }
}

/// How a mining run went.
#[derive(Debug, Default)]
pub struct Report {
    pub games: u32,
    pub examined: u64,
    pub duplicates: u64,
    pub rejected: BTreeMap<Rejection, u64>,
    pub seconds: f64,
}

pub struct Mining {
    pub count: usize,
    pub seed: u64,
    /// Depth of the search that proves a shot.
    pub depth: u32,
    /// Nodes a move in the self-play games.
    pub nodes: u64,
}

/// Mines `count` puzzles; `found` is called with each as it is found.
pub fn mine(rules: &'static Rules, mining: &Mining, mut found: impl FnMut(&Shot)) -> Report {
    let started = Instant::now();
    let mut report = Report::default();
    let mut seen = HashSet::new();
    // The games must be reproducible from the seed.
    let mut rng = SplitMix::new(mining.seed);
    let mut player = Engine::new(Evaluator::for_rules(rules), 16);
    let mut prover = Engine::new(Evaluator::for_rules(rules), 32);
    let mut shots = 0;
    while shots < mining.count && report.games < 100_000 {
        report.games += 1;
        let mut game = Game::new(rules);
        // Random opening moves make every game new.
        let opening = 4 + rng.next() % 5;
        while game.outcome().is_none() && (game.moves().len() as u64) < opening {
            let legal = game.legal_moves();
            let mv = legal[rng.below(legal.len())];
            game.play(&mv).expect("a legal move");
        }
        let mut skip_until = 10;
        while game.outcome().is_none() && game.moves().len() < 200 && shots < mining.count {
            if game.moves().len() >= skip_until {
                report.examined += 1;
                match examine(&mut prover, &game, mining.depth) {
                    Ok(shot) => {
                        if seen.insert(fen::write(&shot.position)) {
                            found(&shot);
                            shots += 1;
                            // The next positions of this game are the same shot, played on.
                            skip_until = game.moves().len() + 8;
                        } else {
                            report.duplicates += 1;
                        }
                    }
                    Err(why) => *report.rejected.entry(why).or_default() += 1,
                }
            }
            let options = Options { seed: rng.next(), variety: 20, variety_plies: 200, ..Options::default() };
            let outcome = player.search(&game, &Limits::nodes(mining.nodes), &options, |_| {});
            let Some(mv) = outcome.best else { break };
            game.play(&mv).expect("the engine plays legal moves");
        }
    }
    report.seconds = started.elapsed().as_secs_f64();
    report
}

/// A puzzle as a PDN game: the position set up, the solution as the moves.
pub fn record(shot: &Shot, number: usize) -> PdnGame {
    let mut game = Game::from_position(shot.position);
    for mv in &shot.line {
        game.play(mv).expect("the solution is legal");
    }
    let mut record = PdnGame::new(game);
    let solver = shot.position.rules().side_name(shot.position.side_to_move());
    record.set_tag("Event", &format!("Puzzle {number}"));
    record.set_tag("White", "?");
    record.set_tag("Black", "?");
    record.set_tag("Difficulty", &shot.difficulty.to_string());
    record.set_tag("Score", &format!("{} {}", shot.score, shot.second));
    record.intro = format!("{solver} to play and win.");
    record
}

/// Writes the mined puzzles as they come, and the report at the end, to `out` (a file or
/// standard output) and standard error.
pub fn generate(rules: &'static Rules, mining: &Mining, out: Option<&Path>) -> std::io::Result<Report> {
    let mut sink: Box<dyn Write> = match out {
        Some(path) => Box::new(std::fs::File::create(path)?),
        None => Box::new(std::io::stdout().lock()),
    };
    let mut number = 0;
    let mut failure = None;
    let report = mine(rules, mining, |shot| {
        number += 1;
        let text = pdn::write(&record(shot, number));
        // A closed standard output ends the program quietly, as a closed `out!` does.
        if let Err(e) = crate::output::unless_closed(writeln!(sink, "{text}").and_then(|()| sink.flush())) {
            failure.get_or_insert(e);
        }
        eprintln!(
            "puzzle {number}: difficulty {}, {} plies, score {} (next best {})",
            shot.difficulty,
            shot.line.len(),
            shot.score,
            shot.second
        );
    });
    if let Some(e) = failure {
        return Err(e);
    }
    let rejected: Vec<String> =
        report.rejected.iter().map(|(why, n)| format!("{n} {}", why.describe())).collect();
    eprintln!(
        "{number} puzzles from {} games, {} positions examined in {:.0} s; rejected: {}; {} duplicates",
        report.games,
        report.examined,
        report.seconds,
        rejected.join(", "),
        report.duplicates
    );
    Ok(report)
}

/// `damier-cli puzzles check`: every `every`-th puzzle of the files, confirmed by a search
/// `depth` plies deep after each legal move. With `keep`, the puzzles that stand are written
/// there (numbered anew); without, any that does not stand is a failure.
pub fn check(files: &[PathBuf], depth: u32, every: usize, keep: Option<&Path>) -> Result<(), String> {
    let started = Instant::now();
    let (mut checked, mut kept) = (0, Vec::new());
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
        for (i, read) in pdn::read(&text).into_iter().enumerate().step_by(every.max(1)) {
            let (Some(mut record), None) = (read.record, read.error.as_ref()) else {
                return Err(format!("{}: puzzle {} does not read: {:?}", file.display(), i + 1, read.error));
            };
            let start = *record.game.start();
            let Some(solution) = record.game.moves().first().copied() else {
                return Err(format!("{}: puzzle {} has no solution", file.display(), i + 1));
            };
            let mut engine = Engine::new(Evaluator::for_rules(start.rules()), 16);
            checked += 1;
            let legal = start.legal_moves();
            let name = |mv: &damier_rules::Move| notation::write(mv, &legal, &start.rules().topology);
            match confirm(&mut engine, &start, &solution, depth) {
                Verdict::Confirmed => {
                    record.set_tag("Event", &format!("Puzzle {}", kept.len() + 1));
                    kept.push(record);
                }
                Verdict::SolutionFallsShort(score) => out!(
                    "{} puzzle {}: the solution {} scores only {score} in {}",
                    file.display(),
                    i + 1,
                    name(&solution),
                    fen::write(&start)
                ),
                Verdict::AnotherWins(other, score) => out!(
                    "{} puzzle {}: {} wins too ({score}) in {}",
                    file.display(),
                    i + 1,
                    name(&other),
                    fen::write(&start)
                ),
            }
        }
    }
    let failed = checked - kept.len();
    out!(
        "{checked} puzzles checked at depth {depth} in {:.0} s: {} confirmed, {failed} not",
        started.elapsed().as_secs_f64(),
        kept.len()
    );
    match keep {
        Some(path) => {
            let text: Vec<String> = kept.iter().map(pdn::write).collect();
            std::fs::write(path, text.join("\n")).map_err(|e| format!("{}: {e}", path.display()))
        }
        None if failed > 0 => Err(format!("{failed} of {checked} puzzles do not stand")),
        None => Ok(()),
    }
}
