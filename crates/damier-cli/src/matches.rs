//! `damier-cli selfplay` (engine against engine, levels against each other) and
//! `damier-cli bench` (a fixed set of positions per variant: nodes, speed, time to depth).

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use damier_ai::egtb::{MOST_PIECES, Tables};
use damier_ai::{Engine, EvalKind, Evaluator, Level, Limits, Options, Weights};
use damier_rules::{Game, Position, Rules, Variant};

/// Games longer than this are adjudicated drawn.
const MAX_PLIES: usize = 400;

/// One player of a self-play match.
pub struct Player {
    pub name: String,
    pub level: Option<Level>,
    /// Evaluation weights to try instead of the shipped ones (tuning by self-play).
    pub weights: Option<Weights>,
    pub movetime: Duration,
}

impl Player {
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
/// the total from `a`'s side.
pub fn selfplay(rules: &'static Rules, games: u32, a: &Player, b: &Player, seed: u64) {
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
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
            Some(o) => (o.winner, o.reason.describe()),
            None => (None, "adjudicated after 400 plies"),
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
}

/// Positions for the benchmark: the start and two positions reached by fixed play from it.
fn bench_positions(rules: &'static Rules) -> Vec<Position> {
    let mut positions = vec![Position::start(rules)];
    let mut game = Game::new(rules);
    let mut seed = 0x5EEDu64;
    for ply in 1..=24 {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        game.play(&legal[(seed >> 33) as usize % legal.len()]).expect("legal");
        if ply % 12 == 0 {
            positions.push(*game.position());
        }
    }
    positions
}

/// Searches each bench position to `depth` and prints nodes, speed and time to each depth;
/// with the endgame tables of `egtb` when given (to show what probing costs).
pub fn bench(variants: &[Variant], depth: u32, eval: Option<EvalKind>, egtb: Option<&Path>) {
    let (mut all_nodes, mut all_time) = (0u64, Duration::ZERO);
    for &variant in variants {
        let rules = variant.rules();
        let tables = egtb.map(|dir| Arc::new(crate::egtb::warned(Tables::load(rules, MOST_PIECES, dir))));
        for (i, pos) in bench_positions(rules).iter().enumerate() {
            let evaluator =
                eval.map_or_else(|| Evaluator::default_for(rules), |k| Evaluator::of_kind(rules, k));
            let mut engine = Engine::new(evaluator, 32);
            engine.set_tables(tables.clone());
            let game = Game::from_position(*pos);
            let mut times = Vec::new();
            let outcome = engine.search(&game, &Limits::depth(depth), &Options::default(), |info| {
                times.push(format!("{}:{:.2}s", info.depth, info.elapsed.as_secs_f64()));
            });
            let (nodes, time) = (outcome.info.nodes, outcome.info.elapsed);
            all_nodes += nodes;
            all_time += time;
            let side = rules.side_name(pos.side_to_move());
            out!(
                "{:<13} #{} ({side} to move) depth {:>2}: {:>10} nodes {:>7.2} s {:>9.0} nodes/s  time to depth {}",
                variant.id(),
                i + 1,
                outcome.info.depth,
                nodes,
                time.as_secs_f64(),
                nodes as f64 / time.as_secs_f64().max(1e-6),
                times.join(" ")
            );
        }
    }
    out!(
        "total: {all_nodes} nodes in {:.2} s, {:.0} nodes/s",
        all_time.as_secs_f64(),
        all_nodes as f64 / all_time.as_secs_f64().max(1e-6)
    );
}
