//! PDN 3.0 game records: reading (several games per file, hostile input tolerated) and writing.
//!
//! The variant comes from the `Variant` tag when it names one Damier plays, otherwise from
//! `GameType` (20 International, 21 English, 26 Brazilian, 40 Frisian, [`HEXDAME_GAME_TYPE`]
//! HexDame), otherwise International (the PDN default). Comments are kept per move; a variation
//! is kept as the line played instead of the move before it (the first one a move, its moves as
//! far as they are legal; variations inside it are passed over); the annotation glyphs `$1` to
//! `$6` become marks (`!`, `?`, `!!`, `??`, `!?`, `?!`); `%` escape lines are skipped. A move that cannot be played stops
//! that game: what came before it is kept and the error says which game, line and move, and why.
//!
//! The parts: the record and its types here, [`read()`] in `read.rs` (with the scanner of the
//! text in `reader.rs`), [`write()`] in `write.rs`, comments in `comment.rs` and [`date`] (and `today`) in
//! `date.rs`.

mod comment;
mod date;
mod read;
mod reader;
mod theme;
mod write;

use std::fmt;
use std::time::Duration;

use crate::game::Game;
use crate::moves::Move;
use crate::position::Position;
use crate::variant::{Rules, Side, Variant};

pub use date::date;
#[cfg(not(target_arch = "wasm32"))]
pub use date::today;
pub use read::read;
pub use theme::Theme;
pub use write::{write, write_all};

/// HexDame has no official PDN GameType. Damier writes 60 (outside the official 20–49 and
/// lidraughts' 96–98) together with `[Variant "HexDame"]`, and reads either.
pub const HEXDAME_GAME_TYPE: u32 = 60;

/// The result of a recorded game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PdnResult {
    Win(Side),
    Draw,
    Unfinished,
}

impl PdnResult {
    /// The token written for this result: `2-0`/`0-2`/`1-1` on 10×10 boards, `1-0`/`0-1`/`1/2-1/2`
    /// otherwise, `*` when unfinished. The first score is always White's.
    pub fn token(self, rules: &Rules) -> &'static str {
        let ten = matches!(rules.variant, Variant::International | Variant::Frisian);
        match (self, ten) {
            (PdnResult::Win(Side::White), true) => "2-0",
            (PdnResult::Win(Side::Black), true) => "0-2",
            (PdnResult::Draw, true) => "1-1",
            (PdnResult::Win(Side::White), false) => "1-0",
            (PdnResult::Win(Side::Black), false) => "0-1",
            (PdnResult::Draw, false) => "1/2-1/2",
            (PdnResult::Unfinished, _) => "*",
        }
    }

    /// Reads any of the result tokens, whatever the board size.
    pub fn parse(token: &str) -> Option<PdnResult> {
        Some(match token {
            "2-0" | "1-0" => PdnResult::Win(Side::White),
            "0-2" | "0-1" => PdnResult::Win(Side::Black),
            "1-1" | "1/2-1/2" | "0-0" => PdnResult::Draw,
            "*" => PdnResult::Unfinished,
            _ => return None,
        })
    }
}

/// One game of a PDN file: its tags, the moves (as a playable [`Game`]), the comments and the
/// result.
#[derive(Clone, Debug)]
pub struct PdnGame {
    /// Tags in file order, without the ones Damier derives when writing (see [`write()`]).
    pub tags: Vec<(String, String)>,
    pub game: Game,
    /// The comment before the first move.
    pub intro: String,
    /// `comments[i]` follows move `i` (empty when there is none); as long as the move list.
    pub comments: Vec<String>,
    /// `clocks[i]`: the time the player of move `i` had left after it (`[%clk H:MM:SS]` in its
    /// comment), when the game was played on a clock; as long as the move list.
    pub clocks: Vec<Option<Duration>>,
    /// An annotation glued to move `i` (`!`, `?`, `!?`, `?!`, `??`...); empty when none.
    pub marks: Vec<String>,
    /// A line to play instead of move `i`, written as a variation after it (an analysis's
    /// better move), and read back from the first variation after it; empty when none.
    pub variations: Vec<Vec<Move>>,
    pub result: PdnResult,
}

/// What went wrong in a PDN file: which game (1-based), where, which move, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PdnError {
    pub game: usize,
    pub line: usize,
    /// The move as numbered in the file (`12.` or `12...`) and as written, when a move failed.
    pub at_move: Option<String>,
    pub reason: String,
}

impl fmt::Display for PdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}, line {}", self.game, self.line)?;
        if let Some(mv) = &self.at_move {
            write!(f, ", move {mv}")?;
        }
        write!(f, ": {}", self.reason)
    }
}

impl std::error::Error for PdnError {}

/// A game as read: what is valid, and the first error if the file goes wrong part-way.
#[derive(Debug, Clone)]
pub struct ReadGame {
    /// `None` when not even the setup could be read (unknown variant, broken FEN).
    pub record: Option<PdnGame>,
    pub error: Option<PdnError>,
}

impl PdnGame {
    /// A record of `game` with the result its outcome gives and no other tags.
    pub fn new(game: Game) -> PdnGame {
        let result = match game.outcome() {
            Some(o) => o.winner.map_or(PdnResult::Draw, PdnResult::Win),
            None => PdnResult::Unfinished,
        };
        let comments = vec![String::new(); game.moves().len()];
        let clocks = vec![None; game.moves().len()];
        let (marks, variations) =
            (vec![String::new(); game.moves().len()], vec![Vec::new(); game.moves().len()]);
        PdnGame { tags: Vec::new(), game, intro: String::new(), comments, clocks, marks, variations, result }
    }

    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some(tag) => tag.1 = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }
}

/// The label of move `ply` of a game from `start`: `n.` for the first mover, `n...` otherwise.
pub fn move_number(start: &Position, ply: usize) -> String {
    let first = start.rules().first_to_move;
    let offset = usize::from(start.side_to_move() != first);
    let n = (ply + offset) / 2 + 1;
    if (ply + offset).is_multiple_of(2) { format!("{n}.") } else { format!("{n}...") }
}

/// Tags Damier writes itself from the game (so they are not copied from `PdnGame::tags`).
const DERIVED_TAGS: [&str; 5] = ["Result", "GameType", "Variant", "SetUp", "FEN"];
