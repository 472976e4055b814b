//! The learned evaluation: a logistic model of the game result over sparse features of the
//! position, seen from the side to move, with an opening and an endgame weight per feature
//! blended by the number of pieces on the board.
//!
//! The features are generic over the board (square boards and the hexagon alike):
//!
//! - **piece-square tables**: one weight per (cell, own man / own king / enemy man / enemy king);
//! - **patterns**: every 4-cell window `c, c+f₀, c+f₁, c+f₀+f₁` (`f₀`, `f₁` the first two
//!   forward steps of a man: a diamond spanning three rows on square boards, a rhombus on the
//!   hexagon) indexed by its contents in base 5 (empty, own man, own king, enemy man, enemy king),
//!   one weight per (window, contents) — formations, outposts, locks, holes;
//! - **global terms**: material by kind, king counts (king power), man mobility, runaway men
//!   (breakthroughs), left/right balance.
//!
//! Black to move sees the board turned half a turn (a point reflection through the centre, which
//! maps each side's start onto the other's), so one table serves both sides and a position and
//! its colour-mirrored twin get the same score. Training (`crate::train`) and evaluation go
//! through the same feature visitor ([`Layout::visit`]), so they cannot drift apart.
//!
//! Weights files: `DAMIERLW`, a format version, the variant, the layout's sizes, then the
//! opening and endgame weights as little-endian `f32` (logit units). The engine turns them into
//! integer tables once per variant.

use std::fmt;
use std::sync::{Arc, OnceLock};

use damier_rules::topology::{Word, shift};
use damier_rules::{Bits, BoardShape, Position, Rules, Side, Variant};

/// The weights file format this build reads and writes.
pub const FORMAT_VERSION: u32 = 1;
const MAGIC: &[u8; 8] = b"DAMIERLW";
/// Centi-men per logit unit: the learned score in centi-men is `SCALE × z`, where the model
/// predicts the side to move's expected result as `sigmoid(z)`.
pub const SCALE: f32 = 100.0;
/// Table entries are fixed point with this many steps per centi-man.
const FIXED: i64 = 64;
/// Learned scores stay far from mate scores.
const CLAMP: i32 = 10_000;
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

/// Which features a variant's board has and where each sits in the weight vector.
pub struct Layout {
    pub rules: &'static Rules,
    /// Cells on the board.
    pub cells: usize,
    /// Feature cell (0-based official order, as White sees the board) of each bit, per side to
    /// move.
    rel: [[u8; 128]; 2],
    /// The bits of each window's cells, per side to move.
    windows: [Vec<[u8; WINDOW]>; 2],
    /// The cells a man could still pass through on its way to promotion, per side.
    cone: Box<[[Bits; 128]; 2]>,
    halves: [Bits; 2],
    /// Piece count at the start: the phase runs from it (opening) to 0 (endgame).
    pub phase_max: i32,
}

impl Layout {
    pub fn new(rules: &'static Rules) -> Layout {
        let t = &rules.topology;
        // The half-turn: (x, y) -> (8 - x, 8 - y) on the hexagon, (n-1-col, n-1-row) on squares.
        let extent = match t.shape {
            BoardShape::Hexagon => 8,
            BoardShape::Square { size } => size as i16 - 1,
        };
        let turn = |bit: u8| -> u8 {
            let (x, y) = t.coords(damier_rules::Square(bit));
            t.at(extent - x as i16, extent - y as i16).expect("the half-turn maps cells to cells").0
        };
        let mut rel = [[u8::MAX; 128]; 2];
        for (i, &sq) in t.squares().iter().enumerate() {
            rel[0][sq.0 as usize] = i as u8;
            rel[1][turn(sq.0) as usize] = i as u8;
        }
        let (f0, f1) = (rules.man_steps[0][0], rules.man_steps[0][1]);
        let mut white = Vec::new();
        for &sq in t.squares() {
            let cells = [sq.0 as i16, sq.0 as i16 + f0, sq.0 as i16 + f1, sq.0 as i16 + f0 + f1];
            if cells.iter().all(|&c| t.contains(c)) {
                white.push(cells.map(|c| c as u8));
            }
        }
        let black = white.iter().map(|w| w.map(turn)).collect();
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

    /// Where the global terms start.
    pub fn global_base(&self) -> usize {
        self.window_base() + self.window_count() * WINDOW_INDICES
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
    fn visit_with_cells(&self, pos: &Position, psq_cells: [Bits; 2], f: impl FnMut(usize, i32)) -> i32 {
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
        let g = at;
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

/// Why a weights file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WeightsError {
    NotAWeightsFile,
    Version(u32),
    Variant { expected: Variant, found: String },
    Layout { expected: usize, found: usize },
    Truncated,
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsError::NotAWeightsFile => write!(f, "not a Damier learned-weights file"),
            WeightsError::Version(v) => {
                write!(f, "weights format version {v}; this build reads version {FORMAT_VERSION}")
            }
            WeightsError::Variant { expected, found } => {
                write!(f, "weights for {found}, not {expected}")
            }
            WeightsError::Layout { expected, found } => {
                write!(f, "weights for {found} features; this build's layout has {expected}")
            }
            WeightsError::Truncated => write!(f, "the weights file is cut short"),
        }
    }
}

impl std::error::Error for WeightsError {}

/// A variant's learned weights in logit units: `open[i]` and `end[i]` for feature `i`.
#[derive(Clone, Debug, PartialEq)]
pub struct LearnedWeights {
    pub variant: Variant,
    pub open: Vec<f32>,
    pub end: Vec<f32>,
}

impl LearnedWeights {
    /// All zero: the start of a fit.
    pub fn zero(rules: &'static Rules) -> LearnedWeights {
        let n = Layout::new(rules).len();
        LearnedWeights { variant: rules.variant, open: vec![0.0; n], end: vec![0.0; n] }
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(32 + 8 * self.open.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        let id = self.variant.id().as_bytes();
        out.push(id.len() as u8);
        out.extend_from_slice(id);
        out.extend_from_slice(&(self.open.len() as u32).to_le_bytes());
        for w in self.open.iter().chain(&self.end) {
            out.extend_from_slice(&w.to_le_bytes());
        }
        out
    }

    /// Reads a weights file for `rules`' variant, checking the format version and the layout.
    pub fn from_bytes(rules: &'static Rules, bytes: &[u8]) -> Result<LearnedWeights, WeightsError> {
        let mut rest = bytes;
        let mut take = |n: usize| -> Result<&[u8], WeightsError> {
            if rest.len() < n {
                return Err(WeightsError::Truncated);
            }
            let (head, tail) = rest.split_at(n);
            rest = tail;
            Ok(head)
        };
        if take(8).map_err(|_| WeightsError::NotAWeightsFile)? != MAGIC {
            return Err(WeightsError::NotAWeightsFile);
        }
        let u32_at = |b: &[u8]| u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
        let version = u32_at(take(4)?);
        if version != FORMAT_VERSION {
            return Err(WeightsError::Version(version));
        }
        let id_len = take(1)?[0] as usize;
        let id = String::from_utf8_lossy(take(id_len)?).into_owned();
        if id != rules.variant.id() {
            return Err(WeightsError::Variant { expected: rules.variant, found: id });
        }
        let count = u32_at(take(4)?) as usize;
        let expected = Layout::new(rules).len();
        if count != expected {
            return Err(WeightsError::Layout { expected, found: count });
        }
        let mut floats = |n: usize| -> Result<Vec<f32>, WeightsError> {
            Ok(take(4 * n)?.chunks_exact(4).map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect())
        };
        let open = floats(count)?;
        let end = floats(count)?;
        Ok(LearnedWeights { variant: rules.variant, open, end })
    }
}

/// The shipped weights file of a variant (empty if none was trained).
pub fn shipped_bytes(variant: Variant) -> &'static [u8] {
    match variant {
        Variant::HexDame => include_bytes!("../weights/learned/hexdame.bin"),
        Variant::International => include_bytes!("../weights/learned/international.bin"),
        Variant::Brazilian => include_bytes!("../weights/learned/brazilian.bin"),
        Variant::Frisian => include_bytes!("../weights/learned/frisian.bin"),
        Variant::English => include_bytes!("../weights/learned/english.bin"),
    }
}

/// The learned evaluation of one variant, ready for the search: integer tables, opening and
/// endgame weight of each feature side by side.
pub struct Learned {
    layout: Layout,
    /// Fixed-point (opening, endgame) weights, with the piece-square weight of every cell a
    /// window covers added into that window's entries: the same sums with fewer loads.
    table: Vec<[i32; 2]>,
    /// The cells (grid bits, per side to move) whose piece-square weights stay separate.
    unfolded: [Bits; 2],
}

impl fmt::Debug for Learned {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Learned({}, {} features)", self.layout.rules.variant, self.table.len())
    }
}

impl Learned {
    pub fn new(rules: &'static Rules, weights: &LearnedWeights) -> Learned {
        let layout = Layout::new(rules);
        assert_eq!(weights.open.len(), layout.len(), "weights fit the layout");
        let mut table = fixed_point(weights);
        let unfolded = fold_piece_squares(&layout, &mut table);
        Learned { layout, table, unfolded }
    }

    /// The shipped weights of the variant, loaded once; `None` when none ship.
    pub fn shipped(rules: &'static Rules) -> Option<Arc<Learned>> {
        static CACHE: [OnceLock<Option<Arc<Learned>>>; 5] =
            [OnceLock::new(), OnceLock::new(), OnceLock::new(), OnceLock::new(), OnceLock::new()];
        // Only the default rule options have a cache slot; the layout ignores the options.
        let slot = Variant::ALL.iter().position(|&v| v == rules.variant).expect("a variant");
        let rules = rules.variant.rules();
        CACHE[slot]
            .get_or_init(|| {
                let bytes = shipped_bytes(rules.variant);
                if bytes.is_empty() {
                    return None;
                }
                let weights = LearnedWeights::from_bytes(rules, bytes).expect("shipped learned weights load");
                Some(Arc::new(Learned::new(rules, &weights)))
            })
            .clone()
    }

    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The position's value for the side to move, in centi-men.
    #[inline]
    pub fn evaluate(&self, pos: &Position) -> i32 {
        let (mut open, mut end) = (0i32, 0i32);
        let table = &self.table[..];
        let phase = self.layout.visit_with_cells(pos, self.unfolded, |i, v| {
            let w = table[i];
            open = open.wrapping_add(w[0].wrapping_mul(v));
            end = end.wrapping_add(w[1].wrapping_mul(v));
        });
        blend(open, end, phase, self.layout.phase_max)
    }
}

/// The weights as fixed-point (opening, endgame) pairs.
fn fixed_point(weights: &LearnedWeights) -> Vec<[i32; 2]> {
    let fixed = |w: f32| (w as f64 * SCALE as f64 * FIXED as f64).round().clamp(-1e9, 1e9) as i32;
    weights.open.iter().zip(&weights.end).map(|(&o, &e)| [fixed(o), fixed(e)]).collect()
}

/// The opening and endgame sums mixed by the phase, in centi-men.
#[inline]
fn blend(open: i32, end: i32, phase: i32, phase_max: i32) -> i32 {
    let max = phase_max as i64;
    let mixed = (open as i64 * phase as i64 + end as i64 * (max - phase as i64)) / (max * FIXED);
    mixed.clamp(-CLAMP as i64, CLAMP as i64) as i32
}

/// Adds the piece-square weight of each cell into the entries of the first window holding it
/// (every contents index with that piece at that place), zeroes it, and returns the cells (grid
/// bits, per side to move) no window holds. Sums of integers, so every score stays exact.
fn fold_piece_squares(layout: &Layout, table: &mut [[i32; 2]]) -> [Bits; 2] {
    let mut folded = vec![false; layout.cells];
    for (w, window) in layout.windows[0].iter().enumerate() {
        for (place, &bit) in window.iter().enumerate() {
            let cell = layout.rel[0][bit as usize] as usize;
            if std::mem::replace(&mut folded[cell], true) {
                continue;
            }
            let digit = 5usize.pow(place as u32);
            for code in 1..STATES {
                let psq = (code - 1) * layout.cells + cell;
                let weight = std::mem::take(&mut table[psq]);
                for index in (0..WINDOW_INDICES).filter(|i| i / digit % 5 == code) {
                    let entry = &mut table[layout.window_base() + w * WINDOW_INDICES + index];
                    *entry = [entry[0].wrapping_add(weight[0]), entry[1].wrapping_add(weight[1])];
                }
            }
        }
    }
    let mut unfolded = [0; 2];
    for &sq in layout.rules.topology.squares() {
        for (p, cells) in unfolded.iter_mut().enumerate() {
            if !folded[layout.rel[p][sq.0 as usize] as usize] {
                *cells |= sq.bit();
            }
        }
    }
    unfolded
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
    use damier_rules::{Kind, Piece, Square};

    /// The position turned half a turn with colours and the side to move swapped.
    pub(crate) fn mirrored(pos: &Position) -> Position {
        let rules = pos.rules();
        let t = &rules.topology;
        let extent = match t.shape {
            BoardShape::Hexagon => 8,
            BoardShape::Square { size } => size as i16 - 1,
        };
        let pieces: Vec<(Square, Piece)> = pos
            .all_pieces()
            .map(|(sq, p)| {
                let (x, y) = t.coords(sq);
                let turned = t.at(extent - x as i16, extent - y as i16).expect("a cell");
                (turned, Piece { side: p.side.opposite(), kind: p.kind })
            })
            .collect();
        Position::new(rules, pos.side_to_move().opposite(), pieces).expect("a mirrored position")
    }

    #[test]
    fn folding_the_piece_squares_into_the_windows_keeps_every_score() {
        for variant in Variant::ALL {
            let rules = variant.rules();
            let weights = random_weights(rules);
            let learned = Learned::new(rules, &weights);
            let plain = fixed_point(&weights);
            for pos in random_positions(rules, 300) {
                let (mut open, mut end) = (0i32, 0i32);
                let phase = learned.layout.visit(&pos, |i, v| {
                    open = open.wrapping_add(plain[i][0].wrapping_mul(v));
                    end = end.wrapping_add(plain[i][1].wrapping_mul(v));
                });
                let unfolded = blend(open, end, phase, learned.layout.phase_max);
                assert_eq!(learned.evaluate(&pos), unfolded, "{variant}: {pos:?}");
            }
        }
    }

    fn random_weights(rules: &'static Rules) -> LearnedWeights {
        let mut w = LearnedWeights::zero(rules);
        let mut seed = 7u64;
        for x in w.open.iter_mut().chain(w.end.iter_mut()) {
            seed = crate::zobrist::splitmix(seed);
            *x = ((seed % 2001) as f32 - 1000.0) / 1000.0;
        }
        w
    }

    fn random_positions(rules: &'static Rules, count: usize) -> Vec<Position> {
        let mut out = Vec::new();
        let mut seed = 11u64;
        let mut pos = Position::start(rules);
        while out.len() < count {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                pos = Position::start(rules);
                continue;
            }
            seed = crate::zobrist::splitmix(seed);
            pos = pos.after(&moves[seed as usize % moves.len()]);
            out.push(pos);
        }
        // Kings too.
        let t = &rules.topology;
        let sq = |i: usize| t.squares()[i];
        let kings = Position::new(
            rules,
            Side::White,
            [
                (sq(3), Piece { side: Side::White, kind: Kind::King }),
                (sq(20), Piece { side: Side::Black, kind: Kind::King }),
                (sq(15), Piece { side: Side::Black, kind: Kind::Man }),
                (sq(25), Piece { side: Side::White, kind: Kind::Man }),
            ],
        )
        .unwrap();
        out.push(kings);
        out
    }

    #[test]
    fn a_square_board_has_the_same_features_in_either_word() {
        for v in Variant::ALL.into_iter().filter(|v| v.rules().topology.narrow) {
            let rules = v.rules();
            let layout = Layout::new(rules);
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
    fn a_position_and_its_colour_mirror_score_the_same() {
        for v in Variant::ALL {
            let rules = v.rules();
            let learned = Learned::new(rules, &random_weights(rules));
            for pos in random_positions(rules, 300) {
                let twin = mirrored(&pos);
                assert_eq!(learned.evaluate(&pos), learned.evaluate(&twin), "{v}");
                let (mut a, mut b) = (Vec::new(), Vec::new());
                learned.layout.visit(&pos, |i, x| a.push((i, x)));
                learned.layout.visit(&twin, |i, x| b.push((i, x)));
                a.sort();
                b.sort();
                assert_eq!(a, b, "{v}: the same features");
            }
        }
    }

    #[test]
    fn the_start_has_the_expected_features() {
        for v in Variant::ALL {
            let rules = v.rules();
            let layout = Layout::new(rules);
            let start = Position::start(rules);
            let mut seen = Vec::new();
            let phase = layout.visit(&start, |i, x| seen.push((i, x)));
            assert_eq!(phase, layout.phase_max);
            let pieces = start.occupied().count_ones() as usize;
            assert_eq!(seen.len(), pieces + layout.window_count() + GLOBALS, "{v}");
            assert!(seen.iter().all(|&(i, _)| i < layout.len()));
            assert!(layout.window_count() >= 18, "{v}: {} windows", layout.window_count());
        }
    }

    #[test]
    fn weights_files_round_trip_and_are_checked() {
        let rules = Variant::Brazilian.rules();
        let w = random_weights(rules);
        let bytes = w.to_bytes();
        assert_eq!(LearnedWeights::from_bytes(rules, &bytes), Ok(w.clone()));
        let mut old = bytes.clone();
        old[8] = 0;
        assert_eq!(LearnedWeights::from_bytes(rules, &old), Err(WeightsError::Version(0)));
        assert!(matches!(
            LearnedWeights::from_bytes(Variant::English.rules(), &bytes),
            Err(WeightsError::Variant { .. })
        ));
        assert_eq!(
            LearnedWeights::from_bytes(rules, &bytes[..bytes.len() - 1]),
            Err(WeightsError::Truncated)
        );
        assert_eq!(LearnedWeights::from_bytes(rules, b"hello"), Err(WeightsError::NotAWeightsFile));
    }

    #[test]
    fn shipped_weights_load() {
        for v in Variant::ALL {
            if !shipped_bytes(v).is_empty() {
                let learned = Learned::shipped(v.rules()).expect("loads");
                let start = learned.evaluate(&Position::start(v.rules()));
                assert!(start.abs() < 300, "{v}: start {start}");
            }
        }
    }
}
