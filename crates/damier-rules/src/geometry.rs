//! Each board's directions as compile-time constants, for the move generator's hot loops.
//!
//! [`Rules`](crate::Rules) describes a variant as data, and the rest of the crate reads its directions from
//! there. The move generator runs at every node of a search, where a direction read at run time
//! costs a branch on its sign and a shift by a variable amount at every step. So it is compiled
//! once for each board ([`Geometry`]) and side, where every direction is a constant: a step is
//! one shift. A test (in `variant.rs`) checks that each geometry's directions are its rules'
//! directions, in the same order.

use crate::topology::{Direction, Word};

/// The most directions any piece has (Frisian's: four diagonals and four straight lines).
pub(crate) const MAX_DIRECTIONS: usize = 8;

/// A board's word and its directions, fixed at compile time (see the module's note).
pub(crate) trait Geometry {
    /// The narrowest word that holds the board.
    type W: Word;
    /// Each side's non-capturing steps of a man.
    const MAN_STEPS: [&'static [Direction]; 2];
    /// Each side's capturing directions of a man.
    const MAN_CAPTURES: [&'static [Direction]; 2];
    const KING_STEPS: &'static [Direction];
    const KING_CAPTURES: &'static [Direction];
}

/// Which [`Geometry`] a rule set's board has.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Board {
    HexDame,
    /// International: 10×10, diagonals only.
    International,
    /// Brazilian: 8×8, diagonals only.
    Brazilian,
    /// English: 8×8, men capture forward only.
    English,
    /// Frisian: 10×10, captures straight as well, kings step diagonally.
    Frisian,
    /// Frisian with the option of kings that also move straight.
    FrisianStraightKings,
}

/// Calls `$body` with `$g` naming the [`Geometry`] of `$rules`' board and `$us` the side index
/// `$us_index` (0 White, 1 Black) as constants: the generator's entry points dispatch once,
/// here, to code compiled for that board and side.
macro_rules! on_board {
    ($rules:expr, $us_index:expr, |$g:ident, $us:ident| $body:expr) => {{
        use $crate::geometry::{self, Board};
        macro_rules! with {
            ($geometry:ty, $index:expr) => {{
                type $g = $geometry;
                const $us: usize = $index;
                $body
            }};
        }
        match ($rules.board, $us_index) {
            (Board::HexDame, 0) => with!(geometry::HexDame, 0),
            (Board::HexDame, _) => with!(geometry::HexDame, 1),
            (Board::International, 0) => with!(geometry::International, 0),
            (Board::International, _) => with!(geometry::International, 1),
            (Board::Brazilian, 0) => with!(geometry::Brazilian, 0),
            (Board::Brazilian, _) => with!(geometry::Brazilian, 1),
            (Board::English, 0) => with!(geometry::English, 0),
            (Board::English, _) => with!(geometry::English, 1),
            (Board::Frisian, 0) => with!(geometry::Frisian, 0),
            (Board::Frisian, _) => with!(geometry::Frisian, 1),
            (Board::FrisianStraightKings, 0) => with!(geometry::FrisianStraightKings, 0),
            (Board::FrisianStraightKings, _) => with!(geometry::FrisianStraightKings, 1),
        }
    }};
}
pub(crate) use on_board;

// The hexagon's grid is 10 columns wide: (letter, number) steps of (1, 0), (0, 1) and (1, 1)
// are 1, 10 and 11 bits, White's forward directions.
const HEX_FORWARD: [Direction; 3] = [1, 10, 11];
const HEX_BACKWARD: [Direction; 3] = [-1, -10, -11];
const HEX_ALL: [Direction; 6] = [1, 10, 11, -1, -10, -11];

pub(crate) struct HexDame;

impl Geometry for HexDame {
    type W = u128;
    const MAN_STEPS: [&'static [Direction]; 2] = [&HEX_FORWARD, &HEX_BACKWARD];
    const MAN_CAPTURES: [&'static [Direction]; 2] = [&HEX_ALL, &HEX_ALL];
    const KING_STEPS: &'static [Direction] = &HEX_ALL;
    const KING_CAPTURES: &'static [Direction] = &HEX_ALL;
}

// A 10×10 board's grid is 13 columns wide, a dark square's bit half its grid index: a diagonal
// step of (±1, ±1) squares is 6 or 7 bits, a straight one of two squares 1 or 13. Rows count
// from the top, so White's forward steps are the negative ones.
const TEN_WHITE: [Direction; 2] = [-7, -6];
const TEN_BLACK: [Direction; 2] = [6, 7];
const TEN_DIAGONALS: [Direction; 4] = [-7, -6, 6, 7];
const TEN_WITH_STRAIGHTS: [Direction; 8] = [-7, -6, 6, 7, -1, 1, -13, 13];

// An 8×8 board's grid is 11 columns wide: diagonal steps of 5 or 6 bits.
const EIGHT_WHITE: [Direction; 2] = [-6, -5];
const EIGHT_BLACK: [Direction; 2] = [5, 6];
const EIGHT_DIAGONALS: [Direction; 4] = [-6, -5, 5, 6];

pub(crate) struct International;

impl Geometry for International {
    type W = u64;
    const MAN_STEPS: [&'static [Direction]; 2] = [&TEN_WHITE, &TEN_BLACK];
    const MAN_CAPTURES: [&'static [Direction]; 2] = [&TEN_DIAGONALS, &TEN_DIAGONALS];
    const KING_STEPS: &'static [Direction] = &TEN_DIAGONALS;
    const KING_CAPTURES: &'static [Direction] = &TEN_DIAGONALS;
}

pub(crate) struct Brazilian;

impl Geometry for Brazilian {
    type W = u64;
    const MAN_STEPS: [&'static [Direction]; 2] = [&EIGHT_WHITE, &EIGHT_BLACK];
    const MAN_CAPTURES: [&'static [Direction]; 2] = [&EIGHT_DIAGONALS, &EIGHT_DIAGONALS];
    const KING_STEPS: &'static [Direction] = &EIGHT_DIAGONALS;
    const KING_CAPTURES: &'static [Direction] = &EIGHT_DIAGONALS;
}

pub(crate) struct English;

impl Geometry for English {
    type W = u64;
    const MAN_STEPS: [&'static [Direction]; 2] = [&EIGHT_WHITE, &EIGHT_BLACK];
    const MAN_CAPTURES: [&'static [Direction]; 2] = [&EIGHT_WHITE, &EIGHT_BLACK];
    const KING_STEPS: &'static [Direction] = &EIGHT_DIAGONALS;
    const KING_CAPTURES: &'static [Direction] = &EIGHT_DIAGONALS;
}

pub(crate) struct Frisian;

impl Geometry for Frisian {
    type W = u64;
    const MAN_STEPS: [&'static [Direction]; 2] = [&TEN_WHITE, &TEN_BLACK];
    const MAN_CAPTURES: [&'static [Direction]; 2] = [&TEN_WITH_STRAIGHTS, &TEN_WITH_STRAIGHTS];
    const KING_STEPS: &'static [Direction] = &TEN_DIAGONALS;
    const KING_CAPTURES: &'static [Direction] = &TEN_WITH_STRAIGHTS;
}

pub(crate) struct FrisianStraightKings;

impl Geometry for FrisianStraightKings {
    type W = u64;
    const MAN_STEPS: [&'static [Direction]; 2] = [&TEN_WHITE, &TEN_BLACK];
    const MAN_CAPTURES: [&'static [Direction]; 2] = [&TEN_WITH_STRAIGHTS, &TEN_WITH_STRAIGHTS];
    const KING_STEPS: &'static [Direction] = &TEN_WITH_STRAIGHTS;
    const KING_CAPTURES: &'static [Direction] = &TEN_WITH_STRAIGHTS;
}
