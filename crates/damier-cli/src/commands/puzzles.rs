//! `damier-cli puzzles generate`: mines puzzle candidates from Damier's own self-play games.
//! Each game opens with random moves (seeded), then the engine plays itself at a small node
//! budget; every position from the tenth ply on is examined
//! (`damier_train::puzzles::mine::examine`). A candidate is written as one PDN game: the
//! position as a `[FEN]` setup, the solution as movetext, and a `Score` tag.
//! `damier-cli puzzles check` proves candidates with a deeper search and, with `--keep`, grades
//! the ones that stand: their themes, the engine's effort and the difficulty levels.

use std::collections::{BTreeMap, HashSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use clap::Subcommand;
use damier_ai::egtb::{MOST_PIECES, Tables};
use damier_ai::{Engine, Evaluator, Level, Limits, Options};
use damier_rules::pdn::{self, PdnGame};
use damier_rules::{Game, Position, Rules, Variant, fen, notation};
use damier_train::puzzles::difficulty::{self, Effort};
use damier_train::puzzles::line::{self, Gain};
use damier_train::puzzles::mine::{FEWEST_PIECES, Rejection, Shot, ends_in_draw, enough_pieces, examine};
use damier_train::puzzles::proof::{SOLUTION_AT_LEAST, Verdict, confirm, prover};
use damier_train::puzzles::themes::{self, Theme};

use crate::error::CliError;
use crate::rng::SplitMix;

#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: PuzzlesCommand,
}

#[derive(Subcommand)]
pub enum PuzzlesCommand {
    /// Mines positions where exactly one move wins clearly and wins material, and writes them
    /// as PDN candidates (one game a puzzle: a FEN setup and the solution)
    Generate {
        #[arg(long, value_name = "V")]
        variant: Variant,
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=100_000))]
        count: u32,
        /// Depth of the search that finds each candidate
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
    /// Proves puzzles with a deeper search: each solution's first move must win a man and every
    /// other move stay short of one, and the line must win material; prints each puzzle that
    /// fails and a summary (exit 1 if any fails). With --keep, grades the ones that stand
    /// (themes, effort, difficulty 1-5) and writes them
    Check {
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Depth of the search after each legal move (the proof is one ply more)
        #[arg(long, value_name = "D", default_value_t = 11, value_parser = clap::value_parser!(u32).range(1..=30))]
        depth: u32,
        /// Check every Nth puzzle only
        #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=100_000))]
        every: u32,
        /// Endgame tables that score exactly the lines reaching them (a folder, as for egtb)
        #[arg(long, value_name = "DIR")]
        egtb: Option<PathBuf>,
        /// Writes the puzzles that stand to this PDN file, graded and numbered anew (exits 0)
        #[arg(long, value_name = "FILE")]
        keep: Option<PathBuf>,
    },
    /// Ranks graded puzzles of one variant (check --keep's files, proven apart) into difficulty
    /// levels 1-5 as one collection, from their tags, without proving them again; writes them
    /// easiest first, leaving out repeats and any whose tags no longer stand, and prints the
    /// levels' make-up
    Rank {
        #[arg(required = true)]
        files: Vec<PathBuf>,
        #[arg(long, value_name = "FILE")]
        out: PathBuf,
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
        PuzzlesCommand::Check { files, depth, every, egtb, keep } => {
            let proof = Proof { depth, every: every as usize, egtb };
            check(&files, &proof, keep.as_deref()).map_err(CliError::Input)
        }
        PuzzlesCommand::Rank { files, out } => rank(&files, &out).map_err(CliError::Input),
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
    let mut examiner = prover(rules);
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
                match examine(&mut examiner, &game, mining.depth) {
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
    record.set_tag("Score", &shot.score.to_string());
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
        eprintln!("puzzle {number}: {} plies, score {}, wins {:?}", shot.line.len(), shot.score, shot.gain);
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

/// How `check` proves: the depth after each legal move, which puzzles, and the endgame tables.
pub struct Proof {
    pub depth: u32,
    pub every: usize,
    pub egtb: Option<PathBuf>,
}

/// The game's levels named by a depth, which the calibration's check lets solve every puzzle.
const SHALLOW_SOLVERS: [Level; 3] = [Level::Beginner, Level::Casual, Level::Intermediate];

/// A puzzle that stood and was graded.
struct Graded {
    record: PdnGame,
    hardness: f64,
    themes: Vec<Theme>,
    effort: Effort,
}

/// `damier-cli puzzles check`: every `every`-th puzzle of the files, proven by a search
/// `depth` plies deep after each legal move, and its stored line checked to win material.
/// With `keep`, the line is found anew, the puzzle graded, and the ones that stand written
/// there with their levels (the files are one variant's); without, any failure is an error.
pub fn check(files: &[PathBuf], proof: &Proof, keep: Option<&Path>) -> Result<(), String> {
    let started = Instant::now();
    let (mut checked, mut failed, mut repeats, mut kept, mut seen) = (0, 0, 0, Vec::new(), HashSet::new());
    let mut tables: Vec<(&'static Rules, Option<Arc<Tables>>)> = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
        for (i, read) in pdn::read(&text).into_iter().enumerate().step_by(proof.every.max(1)) {
            let (Some(record), None) = (read.record, read.error.as_ref()) else {
                return Err(format!("{}: puzzle {} does not read: {:?}", file.display(), i + 1, read.error));
            };
            let start = *record.game.start();
            let Some(solution) = record.game.moves().first().copied() else {
                return Err(format!("{}: puzzle {} has no solution", file.display(), i + 1));
            };
            let rules = start.rules();
            // Each rule set's tables are read once, at its first puzzle.
            let at = tables.iter().position(|(r, _)| std::ptr::eq(*r, rules)).unwrap_or_else(|| {
                let dir = proof.egtb.as_deref();
                let loaded =
                    dir.map(|dir| Arc::new(super::egtb::warned(Tables::load(rules, MOST_PIECES, dir))));
                tables.push((rules, loaded));
                tables.len() - 1
            });
            let mut engine = prover(rules);
            engine.set_tables(tables[at].1.clone());
            checked += 1;
            let legal = start.legal_moves();
            let name = |mv: &damier_rules::Move| notation::write(mv, &legal, &rules.topology);
            let verdict = match confirm(&mut engine, &start, &solution, proof.depth) {
                Verdict::Confirmed if keep.is_some() => grade(&mut engine, &record, proof.depth),
                Verdict::Confirmed => stands(&record),
                Verdict::SolutionFallsShort => {
                    Err(format!("the solution {} does not win a man", name(&solution)))
                }
                Verdict::AnotherWins(other) => Err(format!("{} wins too", name(&other))),
            };
            match verdict {
                Ok(graded) if seen.insert(fen::write(&start)) => kept.push(graded),
                Ok(_) => {
                    repeats += 1;
                    out!("{} puzzle {}: a repeat of an earlier puzzle", file.display(), i + 1);
                }
                Err(why) => {
                    failed += 1;
                    out!("{} puzzle {}: {why} in {}", file.display(), i + 1, fen::write(&start));
                }
            }
            if checked % 25 == 0 {
                eprintln!(
                    "{checked} checked, {} stand, {:.0} s",
                    kept.len(),
                    started.elapsed().as_secs_f64()
                );
            }
        }
    }
    out!(
        "{checked} puzzles checked at depth {} in {:.0} s: {} stand, {repeats} repeat others, {failed} do not stand",
        proof.depth,
        started.elapsed().as_secs_f64(),
        kept.len()
    );
    match keep {
        Some(path) => write_graded(path, kept),
        None if failed > 0 => Err(format!("{failed} of {checked} puzzles do not stand")),
        None => Ok(()),
    }
}

/// Whether the puzzle has enough pieces to be one ([`FEWEST_PIECES`]), and why not.
fn enough_pieces_for(start: &Position) -> Result<(), String> {
    if enough_pieces(start) {
        Ok(())
    } else {
        Err(format!("under {FEWEST_PIECES} pieces: an ending for the tables"))
    }
}

/// A graded puzzle read back from its tags: a line that wins material without running into a
/// draw, themes that read, the engine's effort and the plies of its proof.
fn from_tags(record: &PdnGame) -> Result<Graded, String> {
    let start = *record.game.start();
    let moves = record.game.moves();
    enough_pieces_for(&start)?;
    match line::cut(&start, moves) {
        Some((line, _)) if line.len() == moves.len() => {}
        Some(_) => return Err("its line goes on past its gain".into()),
        None => return Err("its line wins no material".into()),
    }
    if ends_in_draw(&start, moves) {
        return Err("its line ends in a draw by rule".into());
    }
    let themes = Theme::read_tag(record.tag("Themes").unwrap_or_default())
        .map_err(|t| format!("'{t}' is no theme"))?;
    let effort = record.tag("Search").and_then(Effort::read_tag).ok_or("no Search tag")?;
    record.tag("Proof").and_then(|p| p.parse::<u32>().ok()).ok_or("no Proof tag")?;
    let hardness = difficulty::hardness(effort, moves);
    Ok(Graded { record: record.clone(), hardness, themes, effort })
}

/// A shipped puzzle's record as the game needs it: graded, with a difficulty from 1 to 5.
fn stands(record: &PdnGame) -> Result<Graded, String> {
    if !matches!(record.tag("Difficulty"), Some("1" | "2" | "3" | "4" | "5")) {
        return Err("no difficulty from 1 to 5".into());
    }
    from_tags(record)
}

/// `damier-cli puzzles rank`: graded files of one variant, merged and ranked as one collection.
pub fn rank(files: &[PathBuf], out: &Path) -> Result<(), String> {
    let (mut kept, mut seen) = (Vec::new(), HashSet::new());
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
        for (i, read) in pdn::read(&text).into_iter().enumerate() {
            let at = || format!("{}: puzzle {}", file.display(), i + 1);
            let (Some(record), None) = (read.record, read.error.as_ref()) else {
                return Err(format!("{} does not read: {:?}", at(), read.error));
            };
            match from_tags(&record) {
                Ok(graded) if seen.insert(fen::write(record.game.start())) => kept.push(graded),
                Ok(_) => out!("{}: a repeat of an earlier puzzle", at()),
                Err(why) => out!("{}: {why}, left out", at()),
            }
        }
    }
    out!("{} puzzles ranked", kept.len());
    write_graded(out, kept)
}

/// Finds the line anew, checks its gain, and grades the puzzle: themes, effort and hardness.
fn grade(engine: &mut Engine, record: &PdnGame, depth: u32) -> Result<Graded, String> {
    let start = *record.game.start();
    enough_pieces_for(&start)?;
    let solution = record.game.moves()[0];
    let (effort, pv) = difficulty::measure(engine, &start, &solution);
    let (line, gain) = line::cut(&start, &pv).ok_or("its line wins no material")?;
    if ends_in_draw(&start, &line) {
        return Err("its line ends in a draw by rule".into());
    }
    let themes = themes::detect(&start, &line);
    let hardness = difficulty::hardness(effort, &line);
    let mut game = Game::from_position(start);
    for mv in &line {
        game.play(mv).map_err(|e| format!("its line does not replay: {e}"))?;
    }
    let mut graded = PdnGame::new(game);
    graded.set_tag("White", "?");
    graded.set_tag("Black", "?");
    if let Some(score) = record.tag("Score") {
        // Older candidates carried the best other move's score too.
        graded.set_tag("Score", score.split_whitespace().next().unwrap_or(score));
    }
    graded.set_tag("Proof", &(depth + 1).to_string());
    graded.set_tag("Search", &effort.tag());
    graded.set_tag("Themes", &Theme::tag(&themes));
    let gained = match gain {
        Gain::Material(n) => format!("wins {n}"),
        Gain::Breakthrough => "breaks through".to_string(),
    };
    graded.set_tag("Gain", &gained);
    graded.intro = record.intro.clone();
    Ok(Graded { record: graded, hardness, themes, effort })
}

/// Whether the game's `level` plays the solution's first move, and whether it sees the win.
fn shallow_solves(level: Level, start: &Position, solution: &damier_rules::Move) -> (bool, bool) {
    let rules = start.rules();
    let mut engine = Engine::new(level.evaluator(rules), 4);
    let limits = Limits::depth(level.limits().depth.unwrap_or(6));
    let options = Options { variety: 0, ..level.options(1) };
    let outcome = engine.search(&Game::from_position(*start), &limits, &options, |_| {});
    let plays = outcome.best.is_some_and(|m| m.same_move(solution));
    (plays, plays && outcome.info.score >= SOLUTION_AT_LEAST)
}

/// Ranks the graded puzzles into levels, writes them easiest first, and prints the levels'
/// make-up and the calibration's check.
fn write_graded(path: &Path, mut kept: Vec<Graded>) -> Result<(), String> {
    let hardness: Vec<f64> = kept.iter().map(|g| g.hardness).collect();
    let levels = difficulty::levels(&hardness);
    let mut order: Vec<usize> = (0..kept.len()).collect();
    order.sort_by(|&a, &b| levels[a].cmp(&levels[b]).then(hardness[a].total_cmp(&hardness[b])));
    for (i, graded) in kept.iter_mut().enumerate() {
        graded.record.set_tag("Difficulty", &levels[i].to_string());
    }
    // The calibration's check: what the shallow levels make of each puzzle.
    let shallow: Vec<[(bool, bool); 3]> = kept
        .iter()
        .map(|g| {
            let (start, solution) = (g.record.game.start(), &g.record.game.moves()[0]);
            SHALLOW_SOLVERS.map(|level| shallow_solves(level, start, solution))
        })
        .collect();
    out!(
        "level  puzzles  mean depth  median nodes  mean line  men given  move found (win seen) at depth 2 / 3 / 6"
    );
    for level in 1..=5u8 {
        let at: Vec<usize> = (0..kept.len()).filter(|&i| levels[i] == level).collect();
        let of: Vec<&Graded> = at.iter().map(|&i| &kept[i]).collect();
        let n = of.len().max(1) as f64;
        let mut nodes: Vec<u64> = of.iter().map(|g| g.effort.nodes).collect();
        nodes.sort_unstable();
        let share = |k: usize, seen: bool| {
            let count = at.iter().filter(|&&i| if seen { shallow[i][k].1 } else { shallow[i][k].0 }).count();
            format!("{:.0}", 100.0 * count as f64 / n)
        };
        let given: u32 = of.iter().map(|g| line::given(g.record.game.moves())).sum();
        out!(
            "{level}      {:>7}  {:>10.1}  {:>12}  {:>9.1}  {:>9.2}  {} ({}) / {} ({}) / {} ({}) %",
            of.len(),
            of.iter().map(|g| f64::from(g.effort.depth)).sum::<f64>() / n,
            nodes.get(nodes.len() / 2).copied().unwrap_or(0),
            of.iter().map(|g| g.record.game.moves().len() as f64).sum::<f64>() / n,
            f64::from(given) / n,
            share(0, false),
            share(0, true),
            share(1, false),
            share(1, true),
            share(2, false),
            share(2, true)
        );
    }
    let mut themes: BTreeMap<Theme, usize> = BTreeMap::new();
    for theme in kept.iter().flat_map(|g| g.themes.iter()) {
        *themes.entry(*theme).or_default() += 1;
    }
    let counts: Vec<String> = themes.iter().map(|(t, n)| format!("{} {n}", t.name())).collect();
    out!("themes: {}", counts.join(", "));
    let text: Vec<String> = order
        .iter()
        .enumerate()
        .map(|(number, &i)| {
            let mut record = kept[i].record.clone();
            record.set_tag("Event", &format!("Puzzle {}", number + 1));
            pdn::write(&record)
        })
        .collect();
    std::fs::write(path, text.join("\n")).map_err(|e| format!("{}: {e}", path.display()))
}
