//! The record of a game: its moves, undo/redo, and how it ended.

use std::fmt;

use crate::moves::Move;
use crate::notation::{self, NotationError};
use crate::position::{Kind, Position};
use crate::variant::{EndgameDraws, Rules, Side};

/// Why a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The side to move has no legal move (no pieces, or all blocked).
    NoLegalMove,
    Resignation,
    Agreement,
    ThreefoldRepetition,
    /// FMJD: 25 successive moves by each side with kings only, no capture, no man moved.
    KingMovesOnly,
    /// FMJD: three pieces (one a king at least) against a lone king, 16 moves each.
    ThreePiecesAgainstKing,
    /// FMJD: one or two pieces (one a king at least) against a lone king, 5 moves each.
    TwoPiecesAgainstKing,
    /// Frisian: two kings against one king, and the stronger side did not win in seven moves.
    TwoKingsAgainstKing,
    /// Frisian: one king against one king.
    KingAgainstKing,
}

impl Reason {
    pub fn describe(self) -> &'static str {
        match self {
            Reason::NoLegalMove => "no legal move",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
            Reason::ThreefoldRepetition => "threefold repetition",
            Reason::KingMovesOnly => "25 king moves each without capture or man move (FMJD)",
            Reason::ThreePiecesAgainstKing => "16 moves each with three pieces against a king (FMJD)",
            Reason::TwoPiecesAgainstKing => "5 moves each with two pieces against a king (FMJD)",
            Reason::TwoKingsAgainstKing => "two kings against one not winning in seven moves",
            Reason::KingAgainstKing => "one king against one king",
        }
    }
}

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
            (Some(w), reason) => format!("{} wins ({})", rules.side_name(w), reason.describe()),
            (None, reason) => format!("Draw by {}", reason.describe()),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    Over(Outcome),
    IllegalMove,
    Notation(NotationError),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Over(o) => write!(f, "the game is over ({:?}, {})", o.winner, o.reason.describe()),
            GameError::IllegalMove => write!(f, "that move is not legal here"),
            GameError::Notation(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for GameError {}

/// A game from a starting position: the moves played, a redo stack, and the result.
#[derive(Clone, Debug)]
pub struct Game {
    /// `positions[i]` is the position before move `i`; the last is the current one.
    positions: Vec<Position>,
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
        let mut game = Game {
            positions: vec![start],
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

    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() { Vec::new() } else { self.position().legal_moves() }
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Plays a legal move; clears the redo stack unless it is the move that was undone.
    pub fn play(&mut self, mv: &Move) -> Result<(), GameError> {
        if let Some(outcome) = self.outcome {
            return Err(GameError::Over(outcome));
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

    /// Resolves typed notation against the current position and plays it.
    pub fn play_notation(&mut self, text: &str) -> Result<Move, GameError> {
        if let Some(outcome) = self.outcome {
            return Err(GameError::Over(outcome));
        }
        let mv = notation::parse(self.position(), text).map_err(GameError::Notation)?;
        self.play(&mv)?;
        Ok(mv)
    }

    fn push(&mut self, mv: Move) {
        let next = self.position().after(&mv);
        self.moves.push(mv);
        self.positions.push(next);
        self.outcome = self.compute_outcome();
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
        self.positions.pop();
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

    /// Drops every move after the first `len` (used to branch from an earlier position).
    pub fn truncate(&mut self, len: usize) {
        self.moves.truncate(len);
        self.positions.truncate(len + 1);
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

    pub fn agree_draw(&mut self) {
        if self.outcome.is_none() {
            self.declared = Some(Outcome { winner: None, reason: Reason::Agreement });
            self.outcome = self.declared;
        }
    }

    /// How many times the current position (same side to move) has occurred.
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        self.positions.iter().filter(|p| *p == now).count()
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
        match pos.rules().endgame_draws {
            EndgameDraws::None => None,
            EndgameDraws::Fmjd => {
                let king_moves = self.moves.iter().rev().take_while(|m| m.by_king && !m.is_capture()).count();
                if king_moves >= 50 {
                    return draw(Reason::KingMovesOnly);
                }
                let (strong, plies) = self.trailing_lone_king_plies(|p| material(p).pieces_vs_lone_king())?;
                match strong {
                    3 if plies >= 32 => draw(Reason::ThreePiecesAgainstKing),
                    1 | 2 if plies >= 10 => draw(Reason::TwoPiecesAgainstKing),
                    _ => None,
                }
            }
            EndgameDraws::Frisian => {
                let m = material(pos);
                if m.men == [0, 0] && m.kings == [1, 1] {
                    return draw(Reason::KingAgainstKing);
                }
                let two_vs_one = |p: &Position| {
                    let m = material(p);
                    (m.men == [0, 0] && (m.kings == [2, 1] || m.kings == [1, 2])).then_some(2)
                };
                let (_, plies) = self.trailing_lone_king_plies(two_vs_one)?;
                // The stronger side has had seven moves: its moves are every other ply.
                let strong_moves = self.moves[self.moves.len() - plies..]
                    .iter()
                    .zip(&self.positions[self.positions.len() - 1 - plies..])
                    .filter(|(_, before)| material(before).kings[before.side_to_move().index()] == 2)
                    .count();
                (strong_moves >= 7).then_some(Outcome { winner: None, reason: Reason::TwoKingsAgainstKing })
            }
        }
    }

    /// For an endgame condition (returning the stronger side's piece count), that count now and
    /// for how many plies the condition has held without a break.
    fn trailing_lone_king_plies(&self, condition: impl Fn(&Position) -> Option<u32>) -> Option<(u32, usize)> {
        let strong = condition(self.position())?;
        let held = self.positions.iter().rev().take_while(|p| condition(p) == Some(strong)).count();
        Some((strong, held - 1))
    }
}

/// Piece counts per side.
struct Material {
    men: [u32; 2],
    kings: [u32; 2],
}

impl Material {
    /// FMJD endgames: when one side has a lone king and the other 1..=3 pieces, one a king at
    /// least, the other side's piece count.
    fn pieces_vs_lone_king(&self) -> Option<u32> {
        for (weak, strong) in [(0, 1), (1, 0)] {
            let lone_king = self.men[weak] == 0 && self.kings[weak] == 1;
            let pieces = self.men[strong] + self.kings[strong];
            if lone_king && self.kings[strong] >= 1 && (1..=3).contains(&pieces) {
                return Some(pieces);
            }
        }
        None
    }
}

fn material(pos: &Position) -> Material {
    let count = |side, kind| pos.squares_of(side, kind).count() as u32;
    Material {
        men: [count(Side::White, Kind::Man), count(Side::Black, Kind::Man)],
        kings: [count(Side::White, Kind::King), count(Side::Black, Kind::King)],
    }
}
