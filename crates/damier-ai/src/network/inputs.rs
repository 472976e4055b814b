//! The network's inputs: which a position has, seen from each side.

use damier_rules::topology::SquareIter;
use damier_rules::{Bits, Position, Rules, Side};

use crate::learned::relative_cells;

/// A position's pieces as four bit sets: White's men, Black's men, White's kings, Black's kings.
pub type Boards = [Bits; 4];

/// The inputs of a variant's board: `4 × cells`, one per (kind of piece as the viewing side
/// sees it, cell from its view).
pub struct Inputs {
    pub rules: &'static Rules,
    pub cells: usize,
    /// Input of each (view, board, grid bit): a view is a side (0 White, 1 Black), a board one
    /// of [`Boards`]' four.
    index: Box<[[[u16; 128]; 4]; 2]>,
    /// Pieces at the start: the buckets divide 1..=this.
    pub start_pieces: u32,
}

impl Inputs {
    pub fn new(rules: &'static Rules) -> Inputs {
        let rel = relative_cells(rules);
        let cells = rules.topology.cell_count();
        let mut index = Box::new([[[u16::MAX; 128]; 4]; 2]);
        for view in 0..2 {
            for (board, slots) in index[view].iter_mut().enumerate() {
                // Boards: men then kings, White's then Black's: own man 0, own king 1, enemy man
                // 2, enemy king 3 from the view's side.
                let (kind, side) = (board / 2, board % 2);
                let code = kind + 2 * usize::from(side != view);
                for &sq in rules.topology.squares() {
                    let bit = sq.0 as usize;
                    slots[bit] = (code * cells + rel[view][bit] as usize) as u16;
                }
            }
        }
        let start_pieces = rules.start_men[0].count_ones() + rules.start_men[1].count_ones();
        Inputs { rules, cells, index, start_pieces }
    }

    /// Inputs in all.
    pub fn len(&self) -> usize {
        4 * self.cells
    }

    pub fn is_empty(&self) -> bool {
        false
    }

    pub fn boards(pos: &Position) -> Boards {
        [pos.men(Side::White), pos.men(Side::Black), pos.kings(Side::White), pos.kings(Side::Black)]
    }

    /// The input of a piece on grid bit `bit` of `board`, from `view`'s side.
    #[inline(always)]
    pub fn input(&self, view: usize, board: usize, bit: u8) -> usize {
        usize::from(self.index[view][board][usize::from(bit & 127)])
    }

    /// Calls `f` with every present input from `view`'s side.
    #[inline(always)]
    pub fn visit(&self, boards: &Boards, view: usize, mut f: impl FnMut(usize)) {
        for (board, &bits) in boards.iter().enumerate() {
            for sq in SquareIter(bits) {
                f(self.input(view, board, sq.0));
            }
        }
    }

    /// The output bucket of a position with `pieces` pieces, of `buckets`.
    #[inline(always)]
    pub fn bucket(&self, pieces: u32, buckets: usize) -> usize {
        let pieces = pieces.clamp(1, self.start_pieces) as usize;
        ((pieces - 1) * buckets / self.start_pieces as usize).min(buckets - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damier_rules::Variant;

    #[test]
    fn every_piece_has_its_own_input_in_each_view_and_the_views_mirror() {
        for v in Variant::ALL {
            let rules = v.rules();
            let inputs = Inputs::new(rules);
            for view in 0..2 {
                let mut seen = vec![false; inputs.len()];
                for board in 0..4 {
                    for &sq in rules.topology.squares() {
                        let i = inputs.input(view, board, sq.0);
                        assert!(i < inputs.len() && !std::mem::replace(&mut seen[i], true), "{v}");
                    }
                }
            }
            // A White man seen by White is a Black man seen by Black on the turned cell.
            let start = Position::start(rules);
            let (mut white, mut black) = (Vec::new(), Vec::new());
            inputs.visit(&Inputs::boards(&start), 0, |i| white.push(i));
            inputs.visit(&Inputs::boards(&start), 1, |i| black.push(i));
            white.sort();
            black.sort();
            assert_eq!(white, black, "{v}: the start looks the same from both sides");
            assert_eq!(inputs.bucket(inputs.start_pieces, 4), 3);
            assert_eq!(inputs.bucket(1, 4), 0);
            assert_eq!(inputs.bucket(0, 1), 0);
        }
    }
}
