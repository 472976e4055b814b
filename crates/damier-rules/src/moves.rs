//! The move type: a start, the ordered landing cells and the pieces captured in order.

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
    pub(crate) fn quiet(from: Square, to: Square, by_king: bool, promotes: bool) -> Move {
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

    /// A capture of `len` jumps, its landing cells and captured pieces the first `len` of
    /// `landings` and `taken`. The arrays are copied whole (a copy of fixed size is a few
    /// instructions, one of `len` a call); what lies past `len` is never read.
    pub(crate) fn capture(
        from: Square,
        landings: &[Square; MAX_CAPTURES],
        taken: &[Square; MAX_CAPTURES],
        len: usize,
        captured_kings: Bits,
        by_king: bool,
        promotes: bool,
    ) -> Move {
        debug_assert!((1..=MAX_CAPTURES).contains(&len), "a capture of {len} jumps");
        Move {
            from,
            to: landings[len - 1],
            captured: taken[..len].iter().fold(0, |acc, sq| acc | sq.bit()),
            captured_kings,
            by_king,
            promotes,
            len: len as u8,
            landings: *landings,
            taken: *taken,
        }
    }

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

    /// Same move by the rules' identity: start, end and captured set.
    pub fn same_move(&self, other: &Move) -> bool {
        self.from == other.from && self.to == other.to && self.captured == other.captured
    }
}

impl PartialEq for Move {
    fn eq(&self, other: &Move) -> bool {
        self.same_move(other)
    }
}

impl Eq for Move {}
