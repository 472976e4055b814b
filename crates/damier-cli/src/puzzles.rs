//! `damier-cli puzzles generate`: mines tactics puzzles from Damier's own self-play games. Each
//! game opens with random moves (seeded), then the engine plays itself at a small node budget;
//! every position from the tenth ply on is examined (`damier_ai::puzzles::examine`). A puzzle
//! is written as one PDN game: the position as a `[FEN]` setup, the solution as movetext, and
//! `Difficulty` and `Score` tags.

use std::collections::{BTreeMap, HashSet};
use std::io::Write;
use std::path::Path;
use std::time::Instant;

use damier_ai::puzzles::{Rejection, Shot, Verdict, confirm, examine};
use damier_ai::{Engine, Evaluator, Limits, Options};
use damier_rules::pdn::{self, PdnGame};
use damier_rules::{Game, Rules, fen, notation};

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

/// A small deterministic generator (the games must be reproducible from the seed).
fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Mines `count` puzzles; `found` is called with each as it is found.
pub fn mine(rules: &'static Rules, mining: &Mining, mut found: impl FnMut(&Shot)) -> Report {
    let started = Instant::now();
    let mut report = Report::default();
    let mut seen = HashSet::new();
    let mut rng = mining.seed;
    let mut player = Engine::new(Evaluator::for_rules(rules), 16);
    let mut prover = Engine::new(Evaluator::for_rules(rules), 32);
    let mut shots = 0;
    while shots < mining.count && report.games < 100_000 {
        report.games += 1;
        let mut game = Game::new(rules);
        // Random opening moves make every game new.
        let opening = 4 + next(&mut rng) % 5;
        while game.outcome().is_none() && (game.moves().len() as u64) < opening {
            let legal = game.legal_moves();
            let mv = legal[(next(&mut rng) % legal.len() as u64) as usize];
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
            let options =
                Options { seed: next(&mut rng), variety: 20, variety_plies: 200, ..Options::default() };
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
pub fn check(
    files: &[std::path::PathBuf],
    depth: u32,
    every: usize,
    keep: Option<&Path>,
) -> Result<(), String> {
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
