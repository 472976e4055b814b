//! Each board's directions as compile-time constants, for the move generator's hot loops.
//!
//! [`Rules`](crate::Rules) describes a variant as data, and the rest of the crate reads its directions from
//! there. The move generator runs at every node of a search, where a direction read at run time
//! costs a branch on its sign and a shift by a variable amount at every step. So it is compiled
//! once for each board ([`Geometry`]) and side, where every direction is a constant: a step is
//! one shift. A test (in `variant.rs`) checks that each geometry's directions are its rules'
//! directions, in the same order.
//!
//! A search can be compiled for one board as well (`Rules::visit_board`): it then calls the
//! `_on` forms of the hot methods (`Position::has_capture_on`, `generate_compact_on`,
//! `has_quiet_move_on`, `after_on`), which skip the dispatch on the board and work in the
//! board's own word.

use crate::topology::{Direction, Word};

/// The most directions any piece has (Frisian's: four diagonals and four straight lines).
pub(crate) const MAX_DIRECTIONS: usize = 8;

/// A board's word and its directions, fixed at compile time (see the module's note). Public so
/// that a search can be compiled for one board too (`Rules::visit_board`); only this crate
/// implements it.
pub trait Geometry: sealed::Sealed {
    /// The board these constants are for (the board-generic methods check it against the
    /// position's own in debug builds).
    const BOARD: Board;
    /// The narrowest word that holds the board.
    type W: Word;
    /// Each side's non-capturing steps of a man.
    const MAN_STEPS: [&'static [Direction]; 2];
    /// Each side's capturing directions of a man.
    const MAN_CAPTURES: [&'static [Direction]; 2];
    const KING_STEPS: &'static [Direction];
    const KING_CAPTURES: &'static [Direction];
}

/// Only this crate's boards are geometries: the move generator's constants must agree with the
/// rules' own directions, which a test checks for each.
mod sealed {
    pub trait Sealed {}
}

/// Which [`Geometry`] a rule set's board has.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Board {
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

/// Code generic over a board's [`Geometry`], run by `Rules::visit_board` for a rule set's
/// board: a closure that is generic over a type, which Rust's closures cannot be.
pub trait BoardVisitor {
    type Output;
    fn visit<G: Geometry>(self) -> Self::Output;
}

/// A unit type for a board and its [`Geometry`]: its word, each side's man steps and captures,
/// the kings' steps and captures.
macro_rules! geometry {
    (
        $name:ident: $word:ty,
        men [$white:ident, $black:ident],
        captures [$white_takes:ident, $black_takes:ident],
        kings $king:ident,
        captures $king_takes:ident
    ) => {
        pub(crate) struct $name;

        impl sealed::Sealed for $name {}

        impl Geometry for $name {
            const BOARD: Board = Board::$name;
            type W = $word;
            const MAN_STEPS: [&'static [Direction]; 2] = [&$white, &$black];
            const MAN_CAPTURES: [&'static [Direction]; 2] = [&$white_takes, &$black_takes];
            const KING_STEPS: &'static [Direction] = &$king;
            const KING_CAPTURES: &'static [Direction] = &$king_takes;
        }
    };
}

// The hexagon's grid is 10 columns wide: (letter, number) steps of (1, 0), (0, 1) and (1, 1)
// are 1, 10 and 11 bits, White's forward directions.
const HEX_FORWARD: [Direction; 3] = [1, 10, 11];
const HEX_BACKWARD: [Direction; 3] = [-1, -10, -11];
const HEX_ALL: [Direction; 6] = [1, 10, 11, -1, -10, -11];

geometry!(
    HexDame: u128,
    men [HEX_FORWARD, HEX_BACKWARD],
    captures [HEX_ALL, HEX_ALL],
    kings HEX_ALL,
    captures HEX_ALL
);

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

geometry!(
    International: u64,
    men [TEN_WHITE, TEN_BLACK],
    captures [TEN_DIAGONALS, TEN_DIAGONALS],
    kings TEN_DIAGONALS,
    captures TEN_DIAGONALS
);

geometry!(
    Brazilian: u64,
    men [EIGHT_WHITE, EIGHT_BLACK],
    captures [EIGHT_DIAGONALS, EIGHT_DIAGONALS],
    kings EIGHT_DIAGONALS,
    captures EIGHT_DIAGONALS
);

geometry!(
    English: u64,
    men [EIGHT_WHITE, EIGHT_BLACK],
    captures [EIGHT_WHITE, EIGHT_BLACK],
    kings EIGHT_DIAGONALS,
    captures EIGHT_DIAGONALS
);

geometry!(
    Frisian: u64,
    men [TEN_WHITE, TEN_BLACK],
    captures [TEN_WITH_STRAIGHTS, TEN_WITH_STRAIGHTS],
    kings TEN_DIAGONALS,
    captures TEN_WITH_STRAIGHTS
);

geometry!(
    FrisianStraightKings: u64,
    men [TEN_WHITE, TEN_BLACK],
    captures [TEN_WITH_STRAIGHTS, TEN_WITH_STRAIGHTS],
    kings TEN_WITH_STRAIGHTS,
    captures TEN_WITH_STRAIGHTS
);
