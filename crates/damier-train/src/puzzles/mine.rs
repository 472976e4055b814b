//! Finding puzzles in games: a position is a candidate when exactly one move wins clearly at
//! the mining depth and its line wins something real ([`super::line`]). Most positions are
//! dismissed by one null-window question ("does any move win a man and a half?"); only the
//! few that pass are searched in full.

use damier_ai::{Engine, Limits, Options};
use damier_rules::{Game, Move, Position};

use super::line::{self, Gain};
use super::proof::reaches;
use super::proof_options;

/// What a winning move must win at the mining depth, in centi-men: a man and a half.
pub const WINS: i32 = 150;
/// What no other move may reach at the mining depth: then only one move wins.
pub const SECOND_BELOW: i32 = 41;
/// The fewest pieces (both sides) a puzzle starts with: fewer is an ending the endgame tables
/// settle, a king against a king and the like, not a combination to find.
pub const FEWEST_PIECES: u32 = 5;

/// Whether the position has enough pieces to be a puzzle ([`FEWEST_PIECES`]).
pub fn enough_pieces(pos: &Position) -> bool {
    pos.occupied().count_ones() >= FEWEST_PIECES
}

/// A candidate: the position, its solution and what it wins.
#[derive(Clone, Debug)]
pub struct Shot {
    pub position: Position,
    /// The winning move, then the replies and the solver's moves until the gain is made.
    pub line: Vec<Move>,
    /// The winning move's score at the mining depth.
    pub score: i32,
    pub gain: Gain,
}

/// Why a position is not a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rejection {
    /// One legal move, or only captures, or too few pieces: nothing to find.
    Trivial,
    /// No move wins clearly.
    NoWin,
    /// More than one move wins.
    NotUnique,
    /// The line wins no material (say, a man walking to the crowning row).
    NoGain,
    /// The line runs into a draw by the variant's rules (say, two pieces against a king).
    EndsInDraw,
}

impl Rejection {
    pub fn describe(self) -> &'static str {
        match self {
            Rejection::Trivial => "trivial (one legal move, only captures, or under five pieces)",
            Rejection::NoWin => "no move wins clearly",
            Rejection::NotUnique => "more than one move wins",
            Rejection::NoGain => "no material won within the line",
            Rejection::EndsInDraw => "the line ends in a draw by rule",
        }
    }
}

/// Examines the position on `game`'s board at `depth`.
pub fn examine(engine: &mut Engine, game: &Game, depth: u32) -> Result<Shot, Rejection> {
    let legal = game.legal_moves();
    if legal.len() < 2 || legal.iter().all(Move::is_capture) || !enough_pieces(game.position()) {
        return Err(Rejection::Trivial);
    }
    let question = Options { reaches: Some(WINS), ..proof_options() };
    if engine.search(game, &Limits::depth(depth), &question, |_| {}).info.score < WINS {
        return Err(Rejection::NoWin);
    }
    let outcome = engine.search(game, &Limits::depth(depth), &proof_options(), |_| {});
    let (Some(best), score) = (outcome.best, outcome.info.score) else { return Err(Rejection::Trivial) };
    if score < WINS {
        return Err(Rejection::NoWin);
    }
    // Every other move, searched a ply less deep: none may come close.
    let others = depth.saturating_sub(1).max(1);
    if legal.iter().any(|mv| !mv.same_move(&best) && reaches(engine, game, mv, others, SECOND_BELOW)) {
        return Err(Rejection::NotUnique);
    }
    let (line, gain) = line::cut(game.position(), &outcome.info.pv).ok_or(Rejection::NoGain)?;
    if ends_in_draw(game.position(), &line) {
        return Err(Rejection::EndsInDraw);
    }
    Ok(Shot { position: *game.position(), line, score, gain })
}

/// Whether the line, played from the puzzle on, ends the game in a draw by the variant's rules
/// (the search sees positions; the game also counts the draw rules' moves).
pub fn ends_in_draw(start: &Position, line: &[Move]) -> bool {
    let mut replay = Game::from_position(*start);
    line.iter().any(|mv| replay.play(mv).is_err()) || replay.outcome().is_some_and(|o| o.winner.is_none())
}
