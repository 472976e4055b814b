//! Board geometry: which cells exist, what they are called, and how directions map to bit shifts.
//!
//! Every board lives in a padded grid of `width` columns: a cell at grid coordinates (column,
//! row) has grid index `row * width + column`. The padding columns are never cells, so a step off
//! the edge always lands on a non-cell (or falls off the integer) and a direction is one constant
//! shift on every board. On the hexagon the grid index is the bit. Square boards are played on
//! their dark squares only, so their bit is half the grid index: with an odd width every dark
//! square has an odd grid index and every step an even one. Their padding columns (three, for
//! an odd width of at least the size plus two) stop Frisian straight steps (two columns) from
//! wrapping, and a 10×10 board then fits in 63 bits, an 8×8 one in 42.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not};

/// A set of cells, one bit per cell of the padded grid.
pub type Bits = u128;

/// A machine word that holds a board's bit set. The positions and moves carry [`Bits`]; the
/// move generator and the evaluation work in the narrowest word that holds their board (a
/// `u64` for every square board, a `u128` for the hexagon), where every operation is one
/// instruction instead of two.
pub trait Word:
    Copy
    + Eq
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
{
    const ZERO: Self;
    type Squares: Iterator<Item = Square>;
    /// The word holding `bits` (a set of the board this word was chosen for).
    fn of(bits: Bits) -> Self;
    fn bits(self) -> Bits;
    /// Shifted one step along `dir` (bits leaving the word are dropped).
    fn shift(self, dir: Direction) -> Self;
    fn count(self) -> u32;
    /// Its cells, lowest bit first.
    fn squares(self) -> Self::Squares;
    /// Its lowest cell; the word is not empty.
    fn first(self) -> Square;
    /// The set of one cell.
    fn cell(sq: Square) -> Self;
    /// The 32 bits from cell `low` up (a cell of this word's board).
    fn bits_from(self, low: Square) -> u32;
}

impl Word for u64 {
    const ZERO: u64 = 0;
    type Squares = Squares64;

    #[inline]
    fn of(bits: Bits) -> u64 {
        debug_assert!(bits >> 64 == 0, "a set wider than a 64-bit word");
        bits as u64
    }

    #[inline]
    fn bits(self) -> Bits {
        Bits::from(self)
    }

    #[inline]
    fn shift(self, dir: Direction) -> u64 {
        debug_assert!(dir.unsigned_abs() < 64, "a step of {dir} bits");
        if dir >= 0 { self << (dir as u32 & 63) } else { self >> (dir.unsigned_abs() as u32 & 63) }
    }

    #[inline]
    fn count(self) -> u32 {
        self.count_ones()
    }

    #[inline]
    fn squares(self) -> Squares64 {
        Squares64(self)
    }

    #[inline]
    fn first(self) -> Square {
        Square(self.trailing_zeros() as u8)
    }

    #[inline]
    fn cell(sq: Square) -> u64 {
        1 << (sq.0 & 63)
    }

    #[inline]
    fn bits_from(self, low: Square) -> u32 {
        (self >> (low.0 & 63)) as u32
    }
}

impl Word for u128 {
    const ZERO: u128 = 0;
    type Squares = SquareIter;

    #[inline]
    fn of(bits: Bits) -> u128 {
        bits
    }

    #[inline]
    fn bits(self) -> Bits {
        self
    }

    #[inline]
    fn shift(self, dir: Direction) -> u128 {
        shift(self, dir)
    }

    #[inline]
    fn count(self) -> u32 {
        self.count_ones()
    }

    #[inline]
    fn squares(self) -> SquareIter {
        SquareIter(self)
    }

    #[inline]
    fn first(self) -> Square {
        Square(self.trailing_zeros() as u8)
    }

    #[inline]
    fn cell(sq: Square) -> u128 {
        sq.bit()
    }

    #[inline]
    fn bits_from(self, low: Square) -> u32 {
        (self >> (low.0 & 127)) as u32
    }
}

/// A cell of the board: its bit index in the variant's padded grid.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(pub u8);

impl Square {
    #[inline]
    pub const fn bit(self) -> Bits {
        1u128 << self.0
    }
}

/// A direction: the signed bit shift that moves one step along it.
pub type Direction = i16;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BoardShape {
    /// Freeling's hexagon: 61 cells named `a1`..`i9`.
    Hexagon,
    /// An N×N board played on its dark squares, which are numbered 1..N²/2.
    Square { size: u8 },
}

/// The cells of one board and their names.
#[derive(Debug)]
pub struct Topology {
    pub shape: BoardShape,
    /// Grid columns, padding included.
    width: i16,
    /// Every cell of the board.
    pub cells: Bits,
    /// Every cell is below bit 64: the board's sets fit a `u64` [`Word`].
    pub narrow: bool,
    /// The cells in their official order: square 1..N for square boards, `a1, a2, .., i9`
    /// (letter by letter, numbers ascending) for HexDame.
    order: Vec<Square>,
    /// 1-based position of each bit in `order`, 0 for a non-cell.
    ordinal: [u8; 128],
    /// (column, row) of each bit: for HexDame the letter and number indices (a=0, 1=0), for
    /// square boards the file (a=0) and the row counted from the top as White sees it.
    coords: [(i8, i8); 128],
}

impl Topology {
    pub fn hexagon() -> Topology {
        let width = 10;
        let mut cells = 0;
        let mut coords = [(-1, -1); 128];
        let mut order = Vec::new();
        for x in 0..9i8 {
            for y in 0..9i8 {
                if (x - y).abs() <= 4 {
                    let sq = Square((y as i16 * width + x as i16) as u8);
                    cells |= sq.bit();
                    coords[sq.0 as usize] = (x, y);
                    order.push(sq);
                }
            }
        }
        Self::finish(BoardShape::Hexagon, width, cells, order, coords)
    }

    pub fn square(size: u8) -> Topology {
        let width = size as i16 + 3;
        let mut cells = 0;
        let mut coords = [(-1, -1); 128];
        let mut order = Vec::new();
        for row in 0..size as i8 {
            for col in 0..size as i8 {
                // Square 1 is b10 (or b8): dark squares are those with row + column odd.
                if (row + col) % 2 == 1 {
                    let sq = Square(((row as i16 * width + col as i16) / 2) as u8);
                    cells |= sq.bit();
                    coords[sq.0 as usize] = (col, row);
                    order.push(sq);
                }
            }
        }
        Self::finish(BoardShape::Square { size }, width, cells, order, coords)
    }

    fn finish(
        shape: BoardShape,
        width: i16,
        cells: Bits,
        order: Vec<Square>,
        coords: [(i8, i8); 128],
    ) -> Topology {
        let mut ordinal = [0; 128];
        for (i, sq) in order.iter().enumerate() {
            ordinal[sq.0 as usize] = i as u8 + 1;
        }
        Topology { shape, width, cells, narrow: cells >> 64 == 0, order, ordinal, coords }
    }

    /// The shift of a step by (dx, dy) grid units (on a square board, from dark square to dark
    /// square: dx + dy even).
    pub fn direction(&self, dx: i16, dy: i16) -> Direction {
        match self.shape {
            BoardShape::Hexagon => dy * self.width + dx,
            BoardShape::Square { .. } => {
                debug_assert!((dx + dy) % 2 == 0, "({dx}, {dy}) leaves the dark squares");
                (dy * self.width + dx) / 2
            }
        }
    }

    /// The cell at grid coordinates (column, row), if there is one; see `coords`.
    pub fn at(&self, x: i16, y: i16) -> Option<Square> {
        let size = match self.shape {
            BoardShape::Hexagon => 9,
            BoardShape::Square { size } => size as i16,
        };
        if !(0..size).contains(&x) || !(0..size).contains(&y) {
            return None;
        }
        let index = match self.shape {
            BoardShape::Hexagon => y * self.width + x,
            // The light squares are not cells.
            BoardShape::Square { .. } if (x + y) % 2 == 0 => return None,
            BoardShape::Square { .. } => (y * self.width + x) / 2,
        };
        self.contains(index).then_some(Square(index as u8))
    }

    pub fn cell_count(&self) -> usize {
        self.order.len()
    }

    /// The cells in official order (square numbers 1..N, or `a1..i9` letter by letter).
    pub fn squares(&self) -> &[Square] {
        &self.order
    }

    #[inline]
    pub fn contains(&self, sq: i16) -> bool {
        (0..128).contains(&sq) && self.cells & (1u128 << sq) != 0
    }

    /// The neighbour of `sq` one step along `dir`, if it is a cell.
    #[inline]
    pub fn step(&self, sq: Square, dir: Direction) -> Option<Square> {
        let next = sq.0 as i16 + dir;
        self.contains(next).then_some(Square(next as u8))
    }

    /// 1-based ordinal: the square number on square boards.
    pub fn number(&self, sq: Square) -> u8 {
        self.ordinal[sq.0 as usize]
    }

    pub fn from_number(&self, n: u32) -> Option<Square> {
        (n >= 1).then(|| self.order.get(n as usize - 1).copied()).flatten()
    }

    /// (column, row) in the grid; see `coords`.
    pub fn coords(&self, sq: Square) -> (i8, i8) {
        self.coords[sq.0 as usize]
    }

    pub fn is_hex(&self) -> bool {
        self.shape == BoardShape::Hexagon
    }

    /// The cell's name: `e5` on the hexagon, the square number on square boards.
    pub fn name(&self, sq: Square) -> CellName<'_> {
        CellName { topology: self, sq }
    }

    /// Reads a cell name (`e5`, or a square number), strictly.
    pub fn parse(&self, text: &str) -> Option<Square> {
        match self.shape {
            BoardShape::Hexagon => {
                let mut chars = text.chars();
                let (letter, digit) = (chars.next()?, chars.next()?);
                if chars.next().is_some() {
                    return None;
                }
                self.hex_cell(letter, digit)
            }
            BoardShape::Square { .. } => {
                if text.is_empty() || text.len() > 2 || !text.bytes().all(|b| b.is_ascii_digit()) {
                    return None;
                }
                self.from_number(text.parse().ok()?)
            }
        }
    }

    /// The hexagon cell at letter `letter` (a..i) and number `digit` (1..9).
    pub fn hex_cell(&self, letter: char, digit: char) -> Option<Square> {
        if !self.is_hex() || !letter.is_ascii_lowercase() || !digit.is_ascii_digit() {
            return None;
        }
        self.at(letter as i16 - 'a' as i16, digit as i16 - '1' as i16)
    }
}

/// Displays a cell by its name.
pub struct CellName<'a> {
    topology: &'a Topology,
    sq: Square,
}

impl fmt::Display for CellName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.topology.shape {
            BoardShape::Hexagon => {
                let (x, y) = self.topology.coords(self.sq);
                write!(f, "{}{}", (b'a' + x as u8) as char, y + 1)
            }
            BoardShape::Square { .. } => write!(f, "{}", self.topology.number(self.sq)),
        }
    }
}

/// A cell of a particular board, as errors carry it: the [`Square`] and the board that names it.
/// `Display` writes the board's own name for it (the square number, or `e5` on the hexagon);
/// a bit index never reaches a reader.
#[derive(Copy, Clone)]
pub struct Cell {
    pub square: Square,
    topology: &'static Topology,
}

impl Cell {
    pub fn new(topology: &'static Topology, square: Square) -> Cell {
        Cell { square, topology }
    }

    pub fn topology(&self) -> &'static Topology {
        self.topology
    }
}

impl PartialEq for Cell {
    fn eq(&self, other: &Cell) -> bool {
        self.square == other.square && std::ptr::eq(self.topology, other.topology)
    }
}

impl Eq for Cell {}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.square.0 >= 128 || self.topology.cells & self.square.bit() == 0 {
            // Only a caller building positions by hand can get here.
            return f.write_str("a cell that is not on this board");
        }
        self.topology.name(self.square).fmt(f)
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Cell({self})")
    }
}

/// Iterates over the squares of a bit set, lowest bit first.
#[derive(Clone, Copy)]
pub struct SquareIter(pub Bits);

impl Iterator for SquareIter {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        // Word by word: the 128-bit count and borrow cost twice the instructions.
        let low = self.0 as u64;
        if low != 0 {
            self.0 ^= u128::from(low & low.wrapping_neg());
            return Some(Square(low.trailing_zeros() as u8));
        }
        let high = (self.0 >> 64) as u64;
        if high != 0 {
            self.0 = u128::from(high & (high - 1)) << 64;
            return Some(Square(64 + high.trailing_zeros() as u8));
        }
        None
    }
}

/// Iterates over the squares of a 64-bit word, lowest bit first.
#[derive(Clone, Copy)]
pub struct Squares64(u64);

impl Iterator for Squares64 {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let sq = Square(self.0.trailing_zeros() as u8);
        self.0 &= self.0 - 1;
        Some(sq)
    }
}

/// Shifts a bit set one step along `dir` (bits leaving the integer are dropped).
#[inline]
pub fn shift(bits: Bits, dir: Direction) -> Bits {
    // A step is shorter than a 64-bit word on every board: masked, the compiler leaves out the
    // 128-bit shift's wide case.
    debug_assert!(dir.unsigned_abs() < 64, "a step of {dir} bits");
    if dir >= 0 { bits << (dir as u32 & 63) } else { bits >> (dir.unsigned_abs() as u32 & 63) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hexagon_has_61_cells_named_like_freeling() {
        let t = Topology::hexagon();
        assert_eq!(t.cell_count(), 61);
        assert_eq!(t.cells.count_ones(), 61);
        for name in ["a1", "a5", "e1", "e5", "e9", "i5", "i9", "b6", "h4"] {
            let sq = t.parse(name).unwrap_or_else(|| panic!("{name} exists"));
            assert_eq!(t.name(sq).to_string(), name);
        }
        for name in ["a6", "f1", "i4", "j5", "a0", "e10", "E5", "5e"] {
            assert_eq!(t.parse(name), None, "{name} is not a cell");
        }
    }

    #[test]
    fn square_boards_fit_a_64_bit_word_and_the_hexagon_does_not() {
        for size in [8, 10] {
            let t = Topology::square(size);
            assert!(t.narrow && t.cells >> 63 == 0, "{size}×{size}: {:#x}", t.cells);
            for &sq in t.squares() {
                let (x, y) = t.coords(sq);
                assert_eq!(t.at(x as i16, y as i16), Some(sq));
                assert_eq!(t.at(x as i16 + 1, y as i16), None, "a light square");
            }
        }
        assert!(!Topology::hexagon().narrow);
    }

    #[test]
    fn square_numbering_follows_pdn() {
        let t = Topology::square(10);
        assert_eq!(t.cell_count(), 50);
        // Square 1 = b10, 5 = j10, 6 = a9, 46 = a1, 50 = i1.
        let at = |n| t.coords(t.from_number(n).unwrap());
        assert_eq!(at(1), (1, 0));
        assert_eq!(at(5), (9, 0));
        assert_eq!(at(6), (0, 1));
        assert_eq!(at(46), (0, 9));
        assert_eq!(at(50), (8, 9));
        let e = Topology::square(8);
        let at8 = |n| e.coords(e.from_number(n).unwrap());
        assert_eq!(at8(1), (1, 0));
        assert_eq!(at8(4), (7, 0));
        assert_eq!(at8(5), (0, 1));
        assert_eq!(at8(29), (0, 7));
        assert_eq!(at8(32), (6, 7));
        assert_eq!(e.parse("33"), None);
        assert_eq!(e.parse("0"), None);
        assert_eq!(e.parse("+1"), None);
    }

    #[test]
    fn steps_never_wrap_around_an_edge() {
        for t in [Topology::hexagon(), Topology::square(10), Topology::square(8)] {
            // (A square board's steps go from dark square to dark square.)
            let dirs: Vec<_> = [(1, 0), (0, 1), (1, 1), (2, 0), (0, 2), (1, -1), (-1, 1)]
                .into_iter()
                .filter(|&(x, y)| t.is_hex() || (x + y) % 2 == 0)
                .flat_map(|(x, y)| [(x, y), (-x, -y)])
                .collect();
            for &sq in t.squares() {
                for &(dx, dy) in &dirs {
                    if let Some(next) = t.step(sq, t.direction(dx, dy)) {
                        let (a, b) = (t.coords(sq), t.coords(next));
                        assert_eq!((b.0 - a.0, b.1 - a.1), (dx as i8, dy as i8));
                    }
                }
            }
        }
    }
}
