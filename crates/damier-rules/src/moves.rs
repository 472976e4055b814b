//! The move types: [`Move`], a start, the ordered landing cells and the pieces captured in
//! order; and [`CompactMove`], the same move without its route, for the search's lists.

use crate::topology::{Bits, Square, SquareIter};

/// No capture sequence can take more pieces than this: every captured piece must stand on an
/// inner cell with an empty cell behind it, and the largest board has fewer inner cells.
pub const MAX_CAPTURES: usize = 40;

/// A legal move. Two capture routes with the same start, end and captured set are one move;
/// `path` keeps one of those routes (the one the board animates).
#[derive(Clone, Copy, Debug)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    /// Every piece this move captures.
    pub captured: Bits,
    /// The captured pieces that are kings.
    pub captured_kings: Bits,
    /// The moving piece is a king.
    pub by_king: bool,
    /// A man ends this move on its promotion row and becomes a king.
    pub promotes: bool,
    len: u8,
    landings: [Square; MAX_CAPTURES],
    taken: [Square; MAX_CAPTURES],
}

impl Move {
    pub fn is_capture(&self) -> bool {
        self.captured != 0
    }

    /// The landing cells in order, ending with `to` (just `[to]` for a quiet move).
    pub fn path(&self) -> &[Square] {
        &self.landings[..self.len as usize]
    }

    /// The captured pieces in capture order (empty for a quiet move).
    pub fn captured_in_order(&self) -> &[Square] {
        if self.is_capture() { &self.taken[..self.len as usize] } else { &[] }
    }

    pub fn capture_count(&self) -> u32 {
        self.captured.count_ones()
    }

    /// The captured pieces as a set, lowest cell first.
    pub fn captured_squares(&self) -> SquareIter {
        SquareIter(self.captured)
    }

    /// The move without its route.
    pub fn compact(&self) -> CompactMove {
        CompactMove {
            from: self.from,
            to: self.to,
            captured: self.captured,
            by_king: self.by_king,
            promotes: self.promotes,
        }
    }

    /// Same move by the rules' identity: start, end and captured set.
    pub fn same_move(&self, other: &Move) -> bool {
        self.from == other.from && self.to == other.to && self.captured == other.captured
    }
}

/// A legal move without its capture route: what making it needs, in 32 bytes where a [`Move`]
/// takes 128. A search writes and reads a list of moves at every node and never shows a route,
/// so its lists hold these ([`crate::Position::generate_compact`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CompactMove {
    pub from: Square,
    pub to: Square,
    /// Every piece this move captures.
    pub captured: Bits,
    /// The moving piece is a king.
    pub by_king: bool,
    /// A man ends this move on its promotion row and becomes a king.
    pub promotes: bool,
}

impl CompactMove {
    pub fn is_capture(&self) -> bool {
        self.captured != 0
    }
}

/// What making a move needs, which both [`Move`] and [`CompactMove`] carry: code that makes
/// moves (a position's [`after`](crate::Position::after), a search's key and clock) takes
/// either.
pub trait MoveFacts {
    /// The cell the piece leaves.
    fn start(&self) -> Square;
    /// The cell the piece ends on.
    fn end(&self) -> Square;
    /// Every piece the move captures.
    fn captured(&self) -> Bits;
    fn by_king(&self) -> bool;
    fn promotes(&self) -> bool;
    fn is_capture(&self) -> bool {
        self.captured() != 0
    }
}

/// Both forms name the facts by the same fields.
macro_rules! move_facts_from_fields {
    ($($form:ty),*) => {$(
        impl MoveFacts for $form {
            #[inline(always)]
            fn start(&self) -> Square {
                self.from
            }
            #[inline(always)]
            fn end(&self) -> Square {
                self.to
            }
            #[inline(always)]
            fn captured(&self) -> Bits {
                self.captured
            }
            #[inline(always)]
            fn by_king(&self) -> bool {
                self.by_king
            }
            #[inline(always)]
            fn promotes(&self) -> bool {
                self.promotes
            }
        }
    )*};
}
move_facts_from_fields!(Move, CompactMove);

/// A move the generator can list, in either form (see [`crate::Position::generate_compact`]).
pub(crate) trait Generated: MoveFacts + Copy {
    fn quiet(from: Square, to: Square, by_king: bool, promotes: bool) -> Self;
    /// The capture `mv`, of `len` jumps: its landing cells and captured pieces are the first
    /// `len` of `landings` and `taken` (the capture search's arrays; what lies past `len` is
    /// never read), `captured_kings` the kings among its captured pieces.
    fn capture(
        mv: CompactMove,
        captured_kings: Bits,
        landings: &[Square; MAX_CAPTURES],
        taken: &[Square; MAX_CAPTURES],
        len: usize,
    ) -> Self;
}

impl Generated for Move {
    #[inline(always)]
    fn quiet(from: Square, to: Square, by_king: bool, promotes: bool) -> Move {
        let mut landings = [Square(0); MAX_CAPTURES];
        landings[0] = to;
        Move {
            from,
            to,
            captured: 0,
            captured_kings: 0,
            by_king,
            promotes,
            len: 1,
            landings,
            taken: [Square(0); MAX_CAPTURES],
        }
    }

    /// The arrays are copied whole: a copy of fixed size is a few instructions, one of `len` a
    /// call.
    #[inline(always)]
    fn capture(
        mv: CompactMove,
        captured_kings: Bits,
        landings: &[Square; MAX_CAPTURES],
        taken: &[Square; MAX_CAPTURES],
        len: usize,
    ) -> Move {
        debug_assert!((1..=MAX_CAPTURES).contains(&len), "a capture of {len} jumps");
        debug_assert_eq!(landings[len - 1], mv.to);
        Move {
            from: mv.from,
            to: mv.to,
            captured: mv.captured,
            captured_kings,
            by_king: mv.by_king,
            promotes: mv.promotes,
            len: len as u8,
            landings: *landings,
            taken: *taken,
        }
    }
}

impl Generated for CompactMove {
    #[inline(always)]
    fn quiet(from: Square, to: Square, by_king: bool, promotes: bool) -> CompactMove {
        CompactMove { from, to, captured: 0, by_king, promotes }
    }

    #[inline(always)]
    fn capture(
        mv: CompactMove,
        _captured_kings: Bits,
        _landings: &[Square; MAX_CAPTURES],
        _taken: &[Square; MAX_CAPTURES],
        _len: usize,
    ) -> CompactMove {
        mv
    }
}

impl PartialEq for Move {
    fn eq(&self, other: &Move) -> bool {
        self.same_move(other)
    }
}

impl Eq for Move {}
