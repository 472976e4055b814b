//! The record of a game: its moves, undo/redo, and how it ended.

use std::collections::HashMap;
use std::fmt;

use crate::draws::DrawClock;
use crate::moves::Move;
use crate::notation::{self, NotationError};
use crate::position::{Piece, Position};
pub use crate::reason::Reason;
use crate::variant::{Rules, Side, Variant};

/// How a game ended: the winner (none for a draw) and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub winner: Option<Side>,
    pub reason: Reason,
}

impl Outcome {
    /// A sentence for a player, using the variant's side names.
    pub fn describe(&self, rules: &Rules) -> String {
        match (self.winner, self.reason) {
            (Some(w), Reason::NoLegalMove) => {
                format!("{} wins: {} has no legal move", rules.side_name(w), rules.side_name(w.opposite()))
            }
            (Some(w), Reason::Resignation) => {
                format!("{} wins: {} resigned", rules.side_name(w), rules.side_name(w.opposite()))
            }
            (Some(w), Reason::Time) => {
                format!("{} wins on time: {}'s flag fell", rules.side_name(w), rules.side_name(w.opposite()))
            }
            (Some(w), reason) => format!("{} wins ({})", rules.side_name(w), reason.describe(rules)),
            (None, reason) => format!("Draw by {}", reason.describe(rules)),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// The game has ended, in this variant (whose words the error uses).
    Over(Outcome, Variant),
    IllegalMove,
    Notation(NotationError),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Over(o, variant) => write!(f, "the game is over: {}", o.describe(variant.rules())),
            GameError::IllegalMove => write!(f, "that move is not legal here"),
            GameError::Notation(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for GameError {}

/// A game from a starting position: the moves played, a redo stack, and the result.
///
/// The draw clock and the repetition count are kept up to date move by move (a clock per
/// position, a count per distinct position), so playing, undoing and replaying a game of any
/// length costs time in proportion to its moves.
#[derive(Clone, Debug)]
pub struct Game {
    /// `positions[i]` is the position before move `i`; the last is the current one.
    positions: Vec<Position>,
    /// `clocks[i]` is the draw clock at `positions[i]`.
    clocks: Vec<DrawClock>,
    /// How many times each position of `positions` occurs in it.
    seen: HashMap<Position, usize>,
    moves: Vec<Move>,
    redo: Vec<Move>,
    /// A result the players declared (resignation, agreed draw).
    declared: Option<Outcome>,
    outcome: Option<Outcome>,
}

impl Game {
    pub fn new(rules: &'static Rules) -> Game {
        Game::from_position(Position::start(rules))
    }

    pub fn from_position(start: Position) -> Game {
        Game::from_position_with_clock(start, DrawClock::start(&start))
    }

    /// A game from a position whose draw counts already run (a lesson that begins late in a
    /// count): `clock` is the draw clock at the start.
    pub fn from_position_with_clock(start: Position, clock: DrawClock) -> Game {
        let mut game = Game {
            positions: vec![start],
            clocks: vec![clock],
            seen: HashMap::from([(start, 1)]),
            moves: Vec::new(),
            redo: Vec::new(),
            declared: None,
            outcome: None,
        };
        game.outcome = game.compute_outcome();
        game
    }

    pub fn rules(&self) -> &'static Rules {
        self.positions[0].rules()
    }

    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game has a start")
    }

    /// The position before move `index` (`index == moves().len()` is the current position).
    pub fn position_at(&self, index: usize) -> &Position {
        &self.positions[index]
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Every piece taken so far, in the order taken, as it was when taken (a captured king is a
    /// king): what lies beside a real board.
    pub fn captured_pieces(&self) -> Vec<Piece> {
        self.moves
            .iter()
            .zip(&self.positions)
            .flat_map(|(mv, before)| mv.captured_in_order().iter().filter_map(|&sq| before.piece_at(sq)))
            .collect()
    }

    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() { Vec::new() } else { self.position().legal_moves() }
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Plays a legal move; clears the redo stack unless it is the move that was undone. Refuses
    /// an illegal move, and any move once the game is over (a draw rule included).
    ///
    /// ```
    /// use damier_rules::{Game, GameError, Variant, notation};
    /// let mut game = Game::new(Variant::English.rules());
    /// let mv = notation::parse(game.position(), "11-15").unwrap();
    /// game.play(&mv).unwrap();
    /// assert_eq!(game.move_text(0), "11-15");
    /// // The same move again is not legal: it is the other side's turn.
    /// assert_eq!(game.play(&mv), Err(GameError::IllegalMove));
    /// game.undo();
    /// assert!(game.moves().is_empty() && game.can_redo());
    /// ```
    pub fn play(&mut self, mv: &Move) -> Result<(), GameError> {
        if let Some(outcome) = self.outcome {
            return Err(GameError::Over(outcome, self.rules().variant));
        }
        let legal = self.position().legal_moves();
        let mv = *legal.iter().find(|m| m.same_move(mv)).ok_or(GameError::IllegalMove)?;
        match self.redo.last() {
            Some(next) if next.same_move(&mv) => {
                self.redo.pop();
            }
            _ => self.redo.clear(),
        }
        self.push(mv);
        Ok(())
    }

    /// Plays a legal move even when the game is already over by a rule (threefold repetition, a
    /// draw rule, or a declared result): for a caller that referees the game itself, such as a
    /// Hub GUI sending a position with its moves. The outcome is then that of the new position.
    pub fn play_past_end(&mut self, mv: &Move) -> Result<(), GameError> {
        let legal = self.position().legal_moves();
        let mv = *legal.iter().find(|m| m.same_move(mv)).ok_or(GameError::IllegalMove)?;
        self.redo.clear();
        self.declared = None;
        self.push(mv);
        Ok(())
    }

    /// Resolves typed notation against the current position and plays it.
    pub fn play_notation(&mut self, text: &str) -> Result<Move, GameError> {
        if let Some(outcome) = self.outcome {
            return Err(GameError::Over(outcome, self.rules().variant));
        }
        let mv = notation::parse(self.position(), text).map_err(GameError::Notation)?;
        self.play(&mv)?;
        Ok(mv)
    }

    fn push(&mut self, mv: Move) {
        let before = self.position();
        let next = before.after(&mv);
        let clock = self.draw_clock().after(before, &mv, &next);
        self.moves.push(mv);
        self.positions.push(next);
        self.clocks.push(clock);
        *self.seen.entry(next).or_insert(0) += 1;
        self.outcome = self.compute_outcome();
    }

    /// Drops the last position (never the start) from the record and the counts.
    fn pop_position(&mut self) {
        debug_assert!(self.positions.len() > 1);
        let Some(pos) = self.positions.pop() else { return };
        self.clocks.pop();
        if let Some(count) = self.seen.get_mut(&pos) {
            *count -= 1;
            if *count == 0 {
                self.seen.remove(&pos);
            }
        }
    }

    pub fn can_undo(&self) -> bool {
        !self.moves.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Takes back the last move (and any declared result).
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.pop_position();
        self.redo.push(mv);
        self.declared = None;
        self.outcome = self.compute_outcome();
        Some(mv)
    }

    pub fn redo(&mut self) -> Option<Move> {
        let mv = self.redo.pop()?;
        self.declared = None;
        self.push(mv);
        Some(mv)
    }

    /// The undone moves that `redo` would replay, in the order they were played.
    pub fn future(&self) -> impl Iterator<Item = &Move> {
        self.redo.iter().rev()
    }

    /// Steps back or forward along the line (undo/redo) until `ply` moves are on the board;
    /// stops at either end.
    pub fn go_to(&mut self, ply: usize) {
        while self.moves.len() > ply && self.undo().is_some() {}
        while self.moves.len() < ply && self.redo().is_some() {}
    }

    /// Drops every move after the first `len` (used to branch from an earlier position).
    pub fn truncate(&mut self, len: usize) {
        while self.moves.len() > len {
            self.moves.pop();
            self.pop_position();
        }
        self.redo.clear();
        self.declared = None;
        self.outcome = self.compute_outcome();
    }

    pub fn resign(&mut self, side: Side) {
        if self.outcome.is_none() {
            self.declared = Some(Outcome { winner: Some(side.opposite()), reason: Reason::Resignation });
            self.outcome = self.declared;
        }
    }

    /// `side`'s time ran out: it loses, unless its opponent could not win with what it has left
    /// (a lone king against a side that has a king), when it is a draw.
    pub fn flag(&mut self, side: Side) {
        if self.outcome.is_none() {
            let winner = side.opposite();
            let outcome = if self.position().can_win(winner) {
                Outcome { winner: Some(winner), reason: Reason::Time }
            } else {
                Outcome { winner: None, reason: Reason::TimeWithoutMating }
            };
            self.declared = Some(outcome);
            self.outcome = self.declared;
        }
    }

    pub fn agree_draw(&mut self) {
        if self.outcome.is_none() {
            self.declared = Some(Outcome { winner: None, reason: Reason::Agreement });
            self.outcome = self.declared;
        }
    }

    /// How many times the current position (same side to move) has occurred.
    pub fn repetitions(&self) -> usize {
        self.seen.get(self.position()).copied().unwrap_or(0)
    }

    /// Move `index` in the variant's standard notation (formal on the hexagon).
    pub fn move_text(&self, index: usize) -> String {
        let legal = self.positions[index].legal_moves();
        notation::write(&self.moves[index], &legal, &self.rules().topology)
    }

    /// Move `index` as a move list shows it (HexDame shorthand).
    pub fn move_text_short(&self, index: usize) -> String {
        let legal = self.positions[index].legal_moves();
        notation::write_short(&self.moves[index], &legal, &self.rules().topology)
    }

    fn compute_outcome(&self) -> Option<Outcome> {
        if self.declared.is_some() {
            return self.declared;
        }
        let pos = self.position();
        let mut scratch = Vec::new();
        if pos.count_legal_moves(&mut scratch) == 0 {
            return Some(Outcome {
                winner: Some(pos.side_to_move().opposite()),
                reason: Reason::NoLegalMove,
            });
        }
        let draw = |reason| Some(Outcome { winner: None, reason });
        if self.repetitions() >= 3 {
            return draw(Reason::ThreefoldRepetition);
        }
        self.draw_clock().expired(pos).map(|reason| Outcome { winner: None, reason })
    }

    /// Where the game stands with the draw rules that count moves.
    pub fn draw_clock(&self) -> DrawClock {
        *self.clocks.last().expect("a game has a start")
    }
}
