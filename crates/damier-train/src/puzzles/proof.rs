//! The proof that a puzzle has one solution: every legal move searched on its own, as deep as
//! asked, without ProbCut. The solution must win at least a man by a margin, and every other
//! move must stay short of a man by a margin, so that no verdict hangs on a few centi-men that
//! the next ply would move. With endgame tables in the engine, a line that reaches them is
//! scored exactly.

use damier_ai::{Engine, Evaluator, Limits, Options};
use damier_rules::{Game, Move, Position, Rules};

use super::proof_options;

/// The least a solution must score, in centi-men (a man is 100).
pub const SOLUTION_AT_LEAST: i32 = 120;
/// Every other move must score less than this.
pub const OTHERS_BELOW: i32 = 80;

/// What a deeper search says of a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The solution wins at least a man, and no other move comes close.
    Confirmed,
    /// The solution's score falls short of [`SOLUTION_AT_LEAST`].
    SolutionFallsShort,
    /// Another move reaches [`OTHERS_BELOW`] too.
    AnotherWins(Move),
}

/// The engine proofs are made with: the variant's default evaluation and a 32 MB table. A
/// verdict near the margins can depend on the table's size, so whoever checks a proof again
/// uses this one.
pub fn prover(rules: &'static Rules) -> Engine {
    Engine::new(Evaluator::for_rules(rules), 32)
}

/// Whether the solver's score after `mv` reaches `score`, by a search `depth` plies deep after
/// it: one null-window question to the opponent's search, far cheaper than the exact score.
pub fn reaches(engine: &mut Engine, start: &Game, mv: &Move, depth: u32, score: i32) -> bool {
    let mut after = start.clone();
    if after.play(mv).is_err() {
        return false;
    }
    match after.outcome() {
        Some(outcome) => {
            let value = if outcome.winner.is_some() { damier_ai::MATE } else { 0 };
            value >= score
        }
        None => {
            // The solver reaches `score` exactly when the opponent stays at or below `-score`.
            let question = Options { reaches: Some(1 - score), ..proof_options() };
            engine.search(&after, &Limits::depth(depth), &question, |_| {}).info.score <= -score
        }
    }
}

/// Searches every legal move of `start` `depth` plies deep after it: a puzzle stands when its
/// solution wins at least a man and every other move stays clearly short of one.
pub fn confirm(engine: &mut Engine, start: &Position, solution: &Move, depth: u32) -> Verdict {
    let game = Game::from_position(*start);
    if !reaches(engine, &game, solution, depth, SOLUTION_AT_LEAST) {
        return Verdict::SolutionFallsShort;
    }
    for mv in game.legal_moves().iter().filter(|m| !m.same_move(solution)) {
        if reaches(engine, &game, mv, depth, OTHERS_BELOW) {
            return Verdict::AnotherWins(*mv);
        }
    }
    Verdict::Confirmed
}
