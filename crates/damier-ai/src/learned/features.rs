//! The features of the learned evaluation: which a board has, where each sits in the weight
//! vector, and the visitor that reports a position's.

use damier_rules::topology::{Word, shift};

use super::regions::{REGION_INDICES, Regions};
use damier_rules::{Bits, BoardShape, Position, Rules, Side};

/// Contents a window cell can hold.
pub const STATES: usize = 5;
/// Cells in a window.
pub const WINDOW: usize = 4;
/// Indices of a window: 5⁴.
pub const WINDOW_INDICES: usize = 625;
/// The global terms, in order.
pub const GLOBAL_NAMES: [&str; 11] = [
    "bias",
    "men",
    "kings",
    "own king",
    "enemy king",
    "own 2+ kings",
    "enemy 2+ kings",
    "mobility",
    "own runaways",
    "enemy runaways",
    "balance",
];
pub const GLOBALS: usize = GLOBAL_NAMES.len();

/// The feature sets a weights file can be made for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FeatureSet {
    /// Piece-square tables, the 4-cell windows and the global terms.
    Windows,
    /// All of those and the formation regions: every 3 × 3 rhombus of man steps, each cell
    /// empty, own man or enemy man, one weight per (region, contents). Large enough to hold a
    /// tail, a hook or a wing's structure, which a 4-cell window only sees in pieces.
    Formations,
}

impl FeatureSet {
    pub const ALL: [FeatureSet; 2] = [FeatureSet::Windows, FeatureSet::Formations];

    pub fn name(self) -> &'static str {
        match self {
            FeatureSet::Windows => "windows",
            FeatureSet::Formations => "formations",
        }
    }

    /// Its byte in weights files and checkpoints.
    pub fn id(self) -> u8 {
        match self {
            FeatureSet::Windows => 1,
            FeatureSet::Formations => 2,
        }
    }

    pub fn from_id(id: u8) -> Option<FeatureSet> {
        FeatureSet::ALL.into_iter().find(|f| f.id() == id)
    }
}

impl std::str::FromStr for FeatureSet {
    type Err = String;

    fn from_str(s: &str) -> Result<FeatureSet, String> {
        FeatureSet::ALL
            .into_iter()
            .find(|f| f.name() == s)
            .ok_or_else(|| format!("unknown feature set {s:?} (windows or formations)"))
    }
}

/// Which features a variant's board has and where each sits in the weight vector.
pub struct Layout {
    pub rules: &'static Rules,
    /// Cells on the board.
    pub cells: usize,
    /// Feature cell (0-based official order, as White sees the board) of each bit, per side to
    /// move.
    pub(super) rel: [[u8; 128]; 2],
    /// The bits of each window's cells, per side to move.
    pub(super) windows: [Vec<[u8; WINDOW]>; 2],
    /// The formation regions (none in [`FeatureSet::Windows`]).
    pub(super) regions: Regions,
    /// The cells a man could still pass through on its way to promotion, per side.
    cone: Box<[[Bits; 128]; 2]>,
    halves: [Bits; 2],
    /// Piece count at the start: the phase runs from it (opening) to 0 (endgame).
    pub phase_max: i32,
}

impl Layout {
    pub fn new(rules: &'static Rules, features: FeatureSet) -> Layout {
        let t = &rules.topology;
        let turn = |bit: u8| half_turn(rules, bit);
        let rel = relative_cells(rules);
        let (f0, f1) = (rules.man_steps[0][0], rules.man_steps[0][1]);
        let mut white = Vec::new();
        for &sq in t.squares() {
            let cells = [sq.0 as i16, sq.0 as i16 + f0, sq.0 as i16 + f1, sq.0 as i16 + f0 + f1];
            if cells.iter().all(|&c| t.contains(c)) {
                white.push(cells.map(|c| c as u8));
            }
        }
        let black = white.iter().map(|w| w.map(turn)).collect();
        let regions = match features {
            FeatureSet::Windows => Regions::none(),
            FeatureSet::Formations => Regions::new(rules, turn),
        };
        let mut cone = Box::new([[0 as Bits; 128]; 2]);
        for side in [Side::White, Side::Black] {
            for &sq in t.squares() {
                cone[side.index()][sq.0 as usize] = forward_cone(rules, side, sq.bit()).0;
            }
        }
        let half = |left: bool| -> Bits {
            t.squares()
                .iter()
                .filter(|&&sq| {
                    let (x, y) = t.coords(sq);
                    match t.shape {
                        BoardShape::Hexagon if left => x < y,
                        BoardShape::Hexagon => x > y,
                        BoardShape::Square { size } if left => (x as u8) < size / 2,
                        BoardShape::Square { size } => x as u8 >= size / 2,
                    }
                })
                .fold(0, |acc, sq| acc | sq.bit())
        };
        let phase_max = (rules.start_men[0].count_ones() + rules.start_men[1].count_ones()) as i32;
        Layout {
            rules,
            cells: t.cell_count(),
            rel,
            windows: [white, black],
            regions,
            cone,
            halves: [half(true), half(false)],
            phase_max,
        }
    }

    pub fn window_count(&self) -> usize {
        self.windows[0].len()
    }

    /// Where the pattern weights start.
    pub fn window_base(&self) -> usize {
        4 * self.cells
    }

    pub fn region_count(&self) -> usize {
        self.regions.count()
    }

    /// Where the formation regions' weights start.
    pub fn region_base(&self) -> usize {
        self.window_base() + self.window_count() * WINDOW_INDICES
    }

    /// Where the global terms start.
    pub fn global_base(&self) -> usize {
        self.region_base() + self.region_count() * REGION_INDICES
    }

    /// Features in all (per phase).
    pub fn len(&self) -> usize {
        self.global_base() + GLOBALS
    }

    pub fn is_empty(&self) -> bool {
        false
    }

    /// Calls `f(feature, value)` for every active feature of the position as its side to move
    /// sees it, and returns the phase (pieces on the board, at most [`Layout::phase_max`]).
    #[inline]
    pub fn visit(&self, pos: &Position, f: impl FnMut(usize, i32)) -> i32 {
        self.visit_with_cells(pos, [self.rules.topology.cells; 2], f)
    }

    /// [`Layout::visit`], reporting piece-square features only on the cells in `psq_cells` (per
    /// side to move): the engine folds the others into the windows.
    #[inline]
    pub(super) fn visit_with_cells(
        &self,
        pos: &Position,
        psq_cells: [Bits; 2],
        f: impl FnMut(usize, i32),
    ) -> i32 {
        if self.rules.topology.narrow {
            self.visit_in::<u64>(pos, psq_cells, f)
        } else {
            self.visit_in::<u128>(pos, psq_cells, f)
        }
    }

    /// [`Layout::visit_with_cells`] in the word `W`, which holds the board.
    #[inline]
    fn visit_in<W: Word>(&self, pos: &Position, psq_cells: [Bits; 2], mut f: impl FnMut(usize, i32)) -> i32 {
        let us = pos.side_to_move();
        let them = us.opposite();
        let p = us.index();
        let (own_men, own_kings) = (W::of(pos.men(us)), W::of(pos.kings(us)));
        let (enemy_men, enemy_kings) = (W::of(pos.men(them)), W::of(pos.kings(them)));
        let n = self.cells;
        let rel = &self.rel[p];
        // Indexed by any u8, so the window loop needs no bounds checks.
        let mut contents = [0u8; 256];
        // Men are visited once for both their contents and their cones: the runaways are the men
        // with no enemy man in their cone (counted only where the enemy has no king).
        let mut place_men = |men: W, code: u8, s: usize, enemy: W| -> i32 {
            let mut runaways = 0;
            for sq in men.squares() {
                contents[sq.0 as usize] = code;
                // (`& 127`: a grid bit is below 128, and the compiler then drops the bounds check.)
                runaways += i32::from(W::of(self.cone[s][usize::from(sq.0 & 127)]) & enemy == W::ZERO);
            }
            runaways
        };
        let own_runaways = place_men(own_men, 1, p, enemy_men);
        let enemy_runaways = place_men(enemy_men, 3, 1 - p, own_men);
        for (code, bits) in [(2, own_kings), (4, enemy_kings)] {
            for sq in bits.squares() {
                contents[sq.0 as usize] = code;
            }
        }
        let psq_cells = W::of(psq_cells[p]);
        for (code, bits) in [(1u8, own_men), (2, own_kings), (3, enemy_men), (4, enemy_kings)] {
            let base = (code as usize - 1) * n;
            for sq in (bits & psq_cells).squares() {
                f(base + rel[sq.0 as usize] as usize, 1);
            }
        }
        let mut at = self.window_base();
        for w in &self.windows[p] {
            let index = contents[w[0] as usize] as usize
                + 5 * contents[w[1] as usize] as usize
                + 25 * contents[w[2] as usize] as usize
                + 125 * contents[w[3] as usize] as usize;
            f(at + index, 1);
            at += WINDOW_INDICES;
        }
        self.regions.visit(p, own_men, enemy_men, |i| f(at + i, 1));
        let g = at + self.regions.count() * REGION_INDICES;
        let count = |b: W| b.count() as i32;
        f(g, 1);
        f(g + 1, count(own_men) - count(enemy_men));
        f(g + 2, count(own_kings) - count(enemy_kings));
        f(g + 3, (own_kings != W::ZERO) as i32);
        f(g + 4, (enemy_kings != W::ZERO) as i32);
        f(g + 5, (count(own_kings) >= 2) as i32);
        f(g + 6, (count(enemy_kings) >= 2) as i32);
        let empty = W::of(pos.empty());
        let rules = self.rules;
        let steps = |men: W, s: usize| -> i32 {
            rules.man_steps[s].iter().map(|&d| count(men.shift(d) & empty)).sum()
        };
        f(g + 7, steps(own_men, p) - steps(enemy_men, 1 - p));
        if enemy_kings == W::ZERO {
            f(g + 8, own_runaways);
        }
        if own_kings == W::ZERO {
            f(g + 9, enemy_runaways);
        }
        let halves = self.halves.map(W::of);
        let lean = |men: W| (count(men & halves[0]) - count(men & halves[1])).abs();
        f(g + 10, lean(own_men) - lean(enemy_men));
        count(W::of(pos.occupied())).min(self.phase_max)
    }
}

/// The grid bit a half-turn of the board takes `bit` to: (x, y) -> (8 - x, 8 - y) on the
/// hexagon, (n-1-col, n-1-row) on squares. It maps each side's start onto the other's.
pub(crate) fn half_turn(rules: &Rules, bit: u8) -> u8 {
    let t = &rules.topology;
    let extent = match t.shape {
        BoardShape::Hexagon => 8,
        BoardShape::Square { size } => size as i16 - 1,
    };
    let (x, y) = t.coords(damier_rules::Square(bit));
    t.at(extent - x as i16, extent - y as i16).expect("the half-turn maps cells to cells").0
}

/// Each grid bit's cell (0-based official order) as each side sees the board: White as it is,
/// Black turned half a turn (`u8::MAX` off the board). Both learned evaluations read the board
/// from the side's own view this way, so that a position and its colour-mirrored twin look the
/// same.
pub(crate) fn relative_cells(rules: &Rules) -> [[u8; 128]; 2] {
    let mut rel = [[u8::MAX; 128]; 2];
    for (i, &sq) in rules.topology.squares().iter().enumerate() {
        rel[0][sq.0 as usize] = i as u8;
        rel[1][half_turn(rules, sq.0) as usize] = i as u8;
    }
    rel
}

/// The cells a man of `side` on `from` could pass through on its way to promotion (one man
/// step at a time until the promotion row), and how many steps the longest way takes. Shared
/// by both evaluations' runaway terms.
pub(crate) fn forward_cone(rules: &Rules, side: Side, from: Bits) -> (Bits, u8) {
    let s = side.index();
    let mut front = from;
    let mut reach = 0;
    let mut steps = 0u8;
    while front & rules.promotion[s] == 0 && front != 0 {
        let mut next = 0;
        for &d in &rules.man_steps[s] {
            next |= shift(front, d) & rules.topology.cells;
        }
        reach |= next;
        front = next;
        steps += 1;
    }
    (reach, steps)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learned::samples::random_positions;
    use damier_rules::Variant;

    #[test]
    fn a_square_board_has_the_same_features_in_either_word() {
        for v in Variant::ALL.into_iter().filter(|v| v.rules().topology.narrow) {
            let rules = v.rules();
            let layout = Layout::new(rules, FeatureSet::Formations);
            let cells = [rules.topology.cells; 2];
            for pos in random_positions(rules, 300) {
                let (mut narrow, mut wide) = (Vec::new(), Vec::new());
                let a = layout.visit_in::<u64>(&pos, cells, |i, x| narrow.push((i, x)));
                let b = layout.visit_in::<u128>(&pos, cells, |i, x| wide.push((i, x)));
                assert_eq!((a, narrow), (b, wide), "{v}: {pos:?}");
            }
        }
    }

    #[test]
    fn a_region_index_counts_its_cells_in_base_three() {
        for v in Variant::ALL {
            let rules = v.rules();
            let layout = Layout::new(rules, FeatureSet::Formations);
            let base = layout.region_base();
            for pos in random_positions(rules, 200) {
                let mut seen = Vec::new();
                layout.visit(&pos, |i, _| seen.push(i));
                let found: Vec<usize> =
                    seen.into_iter().filter(|&i| (base..layout.global_base()).contains(&i)).collect();
                let p = pos.side_to_move().index();
                let us = pos.side_to_move();
                let expected: Vec<usize> = layout.regions.cells[p]
                    .iter()
                    .enumerate()
                    .map(|(r, cells)| {
                        let digit = |c: u8| {
                            let bit = 1u128 << c;
                            if pos.men(us) & bit != 0 {
                                1
                            } else if pos.men(us.opposite()) & bit != 0 {
                                2
                            } else {
                                0
                            }
                        };
                        base + r * REGION_INDICES + cells.iter().fold(0, |index, &c| 3 * index + digit(c))
                    })
                    .collect();
                assert_eq!(found, expected, "{v}: {pos:?}");
            }
        }
    }

    #[test]
    fn the_start_has_the_expected_features() {
        for (v, features) in Variant::ALL.into_iter().flat_map(|v| FeatureSet::ALL.map(|f| (v, f))) {
            let rules = v.rules();
            let layout = Layout::new(rules, features);
            let start = Position::start(rules);
            let mut seen = Vec::new();
            let phase = layout.visit(&start, |i, x| seen.push((i, x)));
            assert_eq!(phase, layout.phase_max);
            let pieces = start.occupied().count_ones() as usize;
            let regions = layout.region_count();
            assert_eq!(seen.len(), pieces + layout.window_count() + regions + GLOBALS, "{v}");
            assert!(seen.iter().all(|&(i, _)| i < layout.len()));
            assert!(layout.window_count() >= 18, "{v}: {} windows", layout.window_count());
            match features {
                FeatureSet::Windows => assert_eq!(regions, 0),
                FeatureSet::Formations => assert!(regions >= 8, "{v}: {regions} regions"),
            }
        }
    }
}
