//! The learned evaluation as the search runs it: the weights as fixed-point tables, blended by
//! the phase.

use std::fmt;
use std::sync::{Arc, OnceLock};

use damier_rules::{Bits, Position, Rules, Variant};

use super::features::{Layout, STATES, WINDOW_INDICES};
use super::weights::{LearnedWeights, shipped_bytes};
use crate::shipped::{PerVariant, once_per_variant};

/// Centi-men per logit unit: the learned score in centi-men is `SCALE × z`, where the model
/// predicts the side to move's expected result as `sigmoid(z)`.
pub const SCALE: f32 = 100.0;
/// Table entries are fixed point with this many steps per centi-man: 16-bit entries then hold
/// ±20 logits, far beyond any weight, and a sum of a hundred roundings stays within a centi-man.
/// Half the size of 32-bit entries (1.5 MB with International's formation regions): the
/// evaluation's cost is mostly these tables' loads (docs/LOG.md, "Where the search's time goes").
const FIXED: i64 = 16;
/// Learned scores stay far from mate scores.
const CLAMP: i32 = 10_000;

/// The learned evaluation of one variant, ready for the search: integer tables, opening and
/// endgame weight of each feature side by side.
pub struct Learned {
    layout: Layout,
    /// Fixed-point (opening, endgame) weights, with the piece-square weight of every cell a
    /// window covers added into that window's entries: the same sums with fewer loads.
    table: Vec<[i16; 2]>,
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
        let layout = Layout::new(rules, weights.features);
        assert_eq!(weights.open.len(), layout.len(), "weights fit the layout");
        let mut table = fixed_point(weights);
        let unfolded = fold_piece_squares(&layout, &mut table);
        Learned { layout, table, unfolded }
    }

    /// The shipped weights of the variant, loaded once; `None` when none ship.
    pub fn shipped(rules: &'static Rules) -> Option<Arc<Learned>> {
        static CACHE: PerVariant<Learned> = [const { OnceLock::new() }; Variant::ALL.len()];
        // Only the default rule options have a cache slot; the layout ignores the options.
        let rules = rules.variant.rules();
        once_per_variant(&CACHE, rules.variant, || {
            let bytes = shipped_bytes(rules.variant);
            if bytes.is_empty() {
                return None;
            }
            let weights = LearnedWeights::from_bytes(rules, bytes).expect("shipped learned weights load");
            Some(Learned::new(rules, &weights))
        })
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
            open = open.wrapping_add(i32::from(w[0]).wrapping_mul(v));
            end = end.wrapping_add(i32::from(w[1]).wrapping_mul(v));
        });
        blend(open, end, phase, self.layout.phase_max)
    }
}

/// The weights as fixed-point (opening, endgame) pairs.
fn fixed_point(weights: &LearnedWeights) -> Vec<[i16; 2]> {
    weights.open.iter().zip(&weights.end).map(|(&o, &e)| [fixed(o), fixed(e)]).collect()
}

/// One weight in fixed point, clamped to the entries' range.
fn fixed(w: f32) -> i16 {
    (w as f64 * SCALE as f64 * FIXED as f64).round().clamp(i16::MIN as f64, i16::MAX as f64) as i16
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
fn fold_piece_squares(layout: &Layout, table: &mut [[i16; 2]]) -> [Bits; 2] {
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
                    *entry = [entry[0].saturating_add(weight[0]), entry[1].saturating_add(weight[1])];
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learned::FeatureSet;
    use crate::learned::samples::{mirrored, random_positions, random_weights};

    #[test]
    fn folding_the_piece_squares_into_the_windows_keeps_every_score() {
        for (variant, features) in Variant::ALL.into_iter().flat_map(|v| FeatureSet::ALL.map(|f| (v, f))) {
            let rules = variant.rules();
            let weights = random_weights(rules, features);
            let learned = Learned::new(rules, &weights);
            let plain = fixed_point(&weights);
            for pos in random_positions(rules, 300) {
                let (mut open, mut end) = (0i32, 0i32);
                let phase = learned.layout.visit(&pos, |i, v| {
                    open = open.wrapping_add(i32::from(plain[i][0]).wrapping_mul(v));
                    end = end.wrapping_add(i32::from(plain[i][1]).wrapping_mul(v));
                });
                let unfolded = blend(open, end, phase, learned.layout.phase_max);
                assert_eq!(learned.evaluate(&pos), unfolded, "{variant}: {pos:?}");
            }
        }
    }

    #[test]
    fn a_position_and_its_colour_mirror_score_the_same() {
        for (v, features) in Variant::ALL.into_iter().flat_map(|v| FeatureSet::ALL.map(|f| (v, f))) {
            let rules = v.rules();
            let learned = Learned::new(rules, &random_weights(rules, features));
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
    fn shipped_weights_load() {
        for v in Variant::ALL {
            if !shipped_bytes(v).is_empty() {
                // No weight, nor any window entry with its folded piece-square weights, reaches
                // the fixed-point range's ends.
                let weights = LearnedWeights::from_bytes(v.rules(), shipped_bytes(v)).unwrap();
                let mut table = fixed_point(&weights);
                fold_piece_squares(&Layout::new(v.rules(), weights.features), &mut table);
                let widest = table.iter().flatten().map(|w| w.unsigned_abs()).max().unwrap();
                assert!(widest < i16::MAX as u16 / 2, "{v}: a weight of {widest}");
                let learned = Learned::shipped(v.rules()).expect("loads");
                let start = learned.evaluate(&Position::start(v.rules()));
                assert!(start.abs() < 300, "{v}: start {start}");
            }
        }
    }
}
