//! Damier's rules engine: exact rules for HexDame, International, Brazilian, Frisian and English
//! draughts, with no dependency on the game's graphics.
//!
//! - [`Variant`] and [`Rules`]: each variant described as data.
//! - [`Position`]: pieces and side to move; [`Position::legal_moves`], `make`/`unmake`.
//! - [`Move`]: start, landing cells in order, captured pieces in order; [`CompactMove`], the
//!   same without the route, for a search's lists.
//! - [`Game`]: the record of a game with undo/redo, repetition and the draw rules.
//! - [`fen`], [`notation`]: reading and writing positions and moves.
//! - [`routes`]: every capture route on the board, legal or not, with why not (for teaching).
//! - [`why_not`]: the rule that forbids a tried move, in a form a teacher would word.

#![forbid(unsafe_code)]

pub mod clock;
mod draws;
pub mod fen;
pub mod game;
mod geometry;
pub mod hub;
mod movegen;
mod moves;
pub mod notation;
pub mod pdn;
mod perft;
mod position;
mod reason;
pub mod routes;
pub mod topology;
mod variant;
pub mod why_not;

pub use draws::{DrawClock, Limit, MaterialRule, forced_end};
pub use game::{Game, GameError, Outcome};
pub use geometry::{Board, BoardVisitor, Geometry};
pub use moves::{CompactMove, MAX_CAPTURES, Move, MoveFacts};
pub use perft::{divide, perft};
pub use position::{Kind, KingRun, Piece, Position, SetupError, Undo, Unplayable};
pub use reason::Reason;
pub use routes::{Route, Verdict, all_capture_routes, capture_routes};
pub use topology::{Bits, BoardShape, Cell, Square, Topology};
pub use variant::{EndgameDraws, Precedence, RuleOptions, Rules, Side, UnknownVariant, Variant};
pub use why_not::{Refusal, Tried, why_immobile, why_not, why_not_tried};
