//! Game analysis: the engine's view of every position of a game, what each move played cost
//! against the best one, the marks a reader expects (`?!` inaccuracy, `?` mistake, `??`
//! blunder) with the better move and its line, and each side's accuracy.
//!
//! Costs are measured in expected score, not in centi-men: losing a man in an equal position is
//! a blunder, losing one when ten men up is not. Scores become an expected score through a
//! logistic curve on which a man up is a 70 % chance.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use damier_rules::{Game, Move, Side};

use crate::score::MATE_BOUND;
use crate::search::{Engine, Limits, MATE, Options};

/// How bad a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mark {
    /// Lost 10 % or more of the expected score.
    Inaccuracy,
    /// Lost 20 % or more.
    Mistake,
    /// Lost 30 % or more.
    Blunder,
}

impl Mark {
    /// The annotation symbol, as PDN and the move list write it.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }

    fn of(expected_loss: f64) -> Option<Mark> {
        match expected_loss {
            x if x >= 0.30 => Some(Mark::Blunder),
            x if x >= 0.20 => Some(Mark::Mistake),
            x if x >= 0.10 => Some(Mark::Inaccuracy),
            _ => None,
        }
    }
}

/// One move of the game, reviewed.
#[derive(Clone, Debug)]
pub struct MoveReview {
    pub played: Move,
    /// The side that played it.
    pub side: Side,
    /// The expected score the mover gave away (0 to 1).
    pub loss: f64,
    pub mark: Option<Mark>,
    /// The engine's move, and its line from the position before the move, when it differs.
    pub better: Option<(Move, Vec<Move>)>,
    /// How well the move kept the mover's chances (0 to 100).
    pub accuracy: f64,
}

/// The whole game, reviewed.
#[derive(Clone, Debug)]
pub struct GameAnalysis {
    /// The evaluation of every position from White's side, in centi-men (a man is 100), from
    /// the start to the end (one more than the moves); decided positions are ±`DECIDED`.
    pub scores: Vec<i32>,
    pub moves: Vec<MoveReview>,
}

/// The value shown for a position the engine found won or lost.
pub const DECIDED: i32 = 2000;

impl GameAnalysis {
    /// A side's accuracy over its moves (0 to 100), if it made any.
    pub fn accuracy(&self, side: Side) -> Option<f64> {
        let own: Vec<f64> = self.moves.iter().filter(|m| m.side == side).map(|m| m.accuracy).collect();
        (!own.is_empty()).then(|| own.iter().sum::<f64>() / own.len() as f64)
    }

    /// How many moves of a side got a mark.
    pub fn count(&self, side: Side, mark: Mark) -> usize {
        self.moves.iter().filter(|m| m.side == side && m.mark == Some(mark)).count()
    }
}

/// The chance of the side to move from its score (0 to 1): a man up is about 70 %.
pub fn expected_score(score: i32) -> f64 {
    1.0 / (1.0 + (-0.0085 * f64::from(score)).exp())
}

/// One move's accuracy from the expected score lost (the curve online sites use).
fn move_accuracy(loss: f64) -> f64 {
    (103.1668 * (-4.354 * loss).exp() - 3.1669).clamp(0.0, 100.0)
}

fn clamp_decided(score: i32) -> i32 {
    if score.abs() > MATE_BOUND { DECIDED * score.signum() } else { score.clamp(-DECIDED, DECIDED) }
}

/// Analyses a game with `engine` (its evaluation, and its endgame tables if it has them):
/// searches every position with `limits`. `progress(done, total)` is called after each
/// position. Returns `None` when `stop` is raised before the end.
pub fn analyse(
    game: &Game,
    engine: Engine,
    limits: &Limits,
    stop: Arc<AtomicBool>,
    mut progress: impl FnMut(usize, usize),
) -> Option<GameAnalysis> {
    let moves: Vec<Move> = game.moves().iter().chain(game.future()).copied().collect();
    let mut engine = engine.with_stop_flag(stop.clone());
    let mut line = Game::from_position(*game.start());
    let total = moves.len() + 1;
    // Per position: the score for the side to move, and the engine's best move and line.
    let mut searched: Vec<(i32, Option<Move>, Vec<Move>)> = Vec::with_capacity(total);
    let mut to_move: Vec<Side> = Vec::with_capacity(total);
    for ply in 0..total {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        to_move.push(line.position().side_to_move());
        searched.push(search_one(&mut engine, &line, limits));
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        if let Some(mv) = moves.get(ply) {
            // A record may run past a draw rule's end; the analysis follows it all.
            if line.play_past_end(mv).is_err() {
                break;
            }
        }
        progress(ply + 1, total);
    }

    let mut scores = Vec::with_capacity(searched.len());
    for (&(score, _, _), &side) in searched.iter().zip(&to_move) {
        let white = if side == Side::White { score } else { -score };
        scores.push(clamp_decided(white));
    }
    let mut reviews = Vec::with_capacity(moves.len());
    for (ply, &played) in moves.iter().enumerate().take(searched.len().saturating_sub(1)) {
        let side = to_move[ply];
        let (best_score, best, best_line) = &searched[ply];
        let before = expected_score(clamp_decided(*best_score));
        let after = expected_score(-clamp_decided(searched[ply + 1].0));
        let loss = (before - after).max(0.0);
        let better = best.filter(|b| !b.same_move(&played)).map(|b| (b, best_line.clone()));
        // A move that was the engine's own choice is never marked.
        let mark = if better.is_some() { Mark::of(loss) } else { None };
        reviews.push(MoveReview { played, side, loss, mark, better, accuracy: move_accuracy(loss) });
    }
    Some(GameAnalysis { scores, moves: reviews })
}

fn search_one(engine: &mut Engine, game: &Game, limits: &Limits) -> (i32, Option<Move>, Vec<Move>) {
    let pos = game.position();
    let mut scratch = Vec::new();
    if pos.count_legal_moves(&mut scratch) == 0 {
        // No move: the side to move has lost.
        return (-MATE, None, Vec::new());
    }
    let outcome = engine.search(game, limits, &Options::default(), |_| {});
    (outcome.info.score, outcome.best, outcome.info.pv)
}
