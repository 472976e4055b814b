//! The formation regions of the learned evaluation's `formations` feature set: every 3 × 3
//! rhombus of man steps on the board, `c + i·f₀ + j·f₁` for `i, j < 3` (`f₀`, `f₁` a man's two
//! forward steps), whose nine cells each hold nothing, an own man or an enemy man (kings count
//! as nothing here: they have their own features). A region is large enough to hold a tail, a
//! hook or a wing's structure, which a 4-cell window sees only in pieces.

use damier_rules::topology::Word;
use damier_rules::{Rules, Square};

/// Cells in a region.
pub const REGION: usize = 9;
/// Indices of a region: 3⁹, its first cell the most significant digit (0 empty or a king, 1 own
/// man, 2 enemy man).
pub const REGION_INDICES: usize = 19_683;
/// A region's span in bits is read in chunks of this many bits (HexDame's spans 27 bits).
const CHUNK: u32 = 10;
const CHUNKS: usize = 3;

/// The regions of a board, per side to move (Black's are White's turned half a turn).
pub(super) struct Regions {
    /// The bits of each region's cells, in digit order.
    pub(super) cells: [Vec<[u8; REGION]>; 2],
    /// Each region's lowest bit: the cells sit at the same offsets from it in every region, so
    /// a region's men are read with one shift and a table lookup a chunk.
    low: [Vec<u8>; 2],
    /// The index digits of the men in each chunk of a region's span, shifted to its lowest bit.
    digits: Box<[[[u16; 1 << CHUNK]; CHUNKS]; 2]>,
}

impl Regions {
    /// No regions (the `windows` feature set).
    pub(super) fn none() -> Regions {
        Regions {
            cells: [Vec::new(), Vec::new()],
            low: [Vec::new(), Vec::new()],
            digits: Box::new([[[0; 1 << CHUNK]; CHUNKS]; 2]),
        }
    }

    /// Every region wholly on the board; `turn` maps a cell to its image under the half-turn.
    pub(super) fn new(rules: &'static Rules, turn: impl Fn(u8) -> u8) -> Regions {
        let t = &rules.topology;
        let (f0, f1) = (rules.man_steps[0][0], rules.man_steps[0][1]);
        let mut white = Vec::new();
        for &sq in t.squares() {
            let cells: [i16; REGION] =
                std::array::from_fn(|k| sq.0 as i16 + (k / 3) as i16 * f0 + (k % 3) as i16 * f1);
            // Off the board a step may land on a cell of another row in the grid's numbering:
            // every cell must lie within two steps of the first.
            let (x0, y0) = t.coords(sq);
            let near = |c: i16| {
                let (x, y) = t.coords(Square(c as u8));
                (x as i16 - x0 as i16).abs() <= 4 && (y as i16 - y0 as i16).abs() <= 4
            };
            if cells.iter().all(|&c| t.contains(c) && near(c)) {
                white.push(cells.map(|c| c as u8));
            }
        }
        let black = white.iter().map(|r| r.map(&turn)).collect();
        let cells = [white, black];
        let low: [Vec<u8>; 2] =
            std::array::from_fn(|p| cells[p].iter().map(|r| *r.iter().min().expect("cells")).collect());
        let mut digits = Box::new([[[0u16; 1 << CHUNK]; CHUNKS]; 2]);
        for (p, tables) in digits.iter_mut().enumerate() {
            let Some(first) = cells[p].first() else { continue };
            let offsets = |r: &[u8; REGION], low: u8| r.map(|c| u32::from(c - low));
            let shape = offsets(first, low[p][0]);
            for (r, &l) in cells[p].iter().zip(&low[p]) {
                assert_eq!(offsets(r, l), shape, "every region has the same shape in bits");
            }
            assert!(shape.iter().all(|&o| o < CHUNKS as u32 * CHUNK), "a region spans {shape:?} bits");
            for (chunk, table) in tables.iter_mut().enumerate() {
                for (value, entry) in table.iter_mut().enumerate() {
                    *entry = shape
                        .iter()
                        .enumerate()
                        .filter(|&(_, &o)| o / CHUNK == chunk as u32 && value >> (o % CHUNK) & 1 == 1)
                        .map(|(k, _)| 3u16.pow((REGION - 1 - k) as u32))
                        .sum();
                }
            }
        }
        Regions { cells, low, digits }
    }

    pub(super) fn count(&self) -> usize {
        self.cells[0].len()
    }

    /// Calls `f(region × REGION_INDICES + index)` for every region, as side `p` to move sees it.
    #[inline]
    pub(super) fn visit<W: Word>(&self, p: usize, own_men: W, enemy_men: W, mut f: impl FnMut(usize)) {
        let digits = &self.digits[p];
        let index = |men: W, low: u8| -> usize {
            let span = men.bits_from(Square(low));
            let chunk =
                |c: usize| usize::from(digits[c][(span >> (c as u32 * CHUNK) & ((1 << CHUNK) - 1)) as usize]);
            chunk(0) + chunk(1) + chunk(2)
        };
        for (r, &low) in self.low[p].iter().enumerate() {
            f(r * REGION_INDICES + index(own_men, low) + 2 * index(enemy_men, low));
        }
    }
}
