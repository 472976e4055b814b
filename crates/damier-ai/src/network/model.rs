//! The network as the engine runs it: the weights in fixed point, the accumulators' sums and
//! the output layer in integers, so that a sum updated piece by piece equals one made afresh.

use std::fmt;
use std::sync::{Arc, OnceLock};

use damier_rules::{Position, Rules, Variant};

use super::blocks::{Block, LANES, Source, Update, blocks_of};
use super::bounds::{HIDDEN_WEIGHT_LIMIT, MAX_HIDDEN, OUTPUT_WEIGHT_LIMIT, QA};
use super::inputs::{Boards, Inputs};
use super::kernel::Kernel;
use super::weights::{NetworkWeights, shipped_network_bytes};
use crate::learned::SCALE;
use crate::shipped::{PerVariant, once_per_variant};

/// Output weight steps per logit.
const QB: i32 = 1024;
/// A squared activation `c²` (`c ≤ QA`) is kept as `c² / 256`, rounded: at most this.
const SQUARED_ONE: i64 = (QA as i64 * QA as i64 + 128) >> 8;
/// Network scores stay far from mate scores.
const CLAMP: i64 = 10_000;

/// A variant's network, ready for the search.
pub struct Network {
    pub inputs: Inputs,
    pub hidden: usize,
    pub buckets: usize,
    /// `hidden` fixed-point weights per input, in blocks.
    w1: Vec<Block>,
    b1: Vec<Block>,
    /// For each side to move, per bucket: the output weights of White's view's `hidden` units,
    /// then of Black's (the side to move's and the other's weights, in the order of the views'
    /// sums), so both views' sums take one pass and one final addition.
    w2: [Vec<Block>; 2],
    /// Per bucket, in the output sum's units.
    b2: Vec<i64>,
    /// The output bucket of each number of pieces.
    bucket_of: Vec<u8>,
    /// The instructions the loops run in.
    kernel: Kernel,
}

impl fmt::Debug for Network {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Network({}, {} hidden, {} buckets)", self.inputs.rules.variant, self.hidden, self.buckets)
    }
}

/// The output weights in fixed point for each side to move (see [`Network`]'s `w2`), from the
/// file's order: per bucket, the side to move's `hidden` weights, then the other side's.
fn output_weights_by_side(w2: &[f32], hidden: usize) -> [Vec<Block>; 2] {
    let white_to_move: Vec<i16> = w2.iter().map(|&x| fixed(x, OUTPUT_WEIGHT_LIMIT, QB)).collect();
    let black_to_move: Vec<i16> = white_to_move
        .chunks_exact(2 * hidden)
        .flat_map(|bucket| [&bucket[hidden..], &bucket[..hidden]].concat())
        .collect();
    [blocks_of(&white_to_move), blocks_of(&black_to_move)]
}

/// `w` in `steps` a unit, rounded and held within `limit` units.
fn fixed(w: f32, limit: f32, steps: i32) -> i16 {
    (w.clamp(-limit, limit) * steps as f32).round() as i16
}

impl Network {
    pub fn new(rules: &'static Rules, weights: &NetworkWeights) -> Network {
        let inputs = Inputs::new(rules);
        assert_eq!(weights.w1.len(), inputs.len() * weights.hidden, "the weights fit the board");
        assert!(NetworkWeights::hidden_fits(weights.hidden) && NetworkWeights::buckets_fit(weights.buckets));
        let hidden_fixed =
            |w: &[f32]| blocks_of(&w.iter().map(|&x| fixed(x, HIDDEN_WEIGHT_LIMIT, QA)).collect::<Vec<_>>());
        Network {
            bucket_of: (0..=inputs.start_pieces).map(|n| inputs.bucket(n, weights.buckets) as u8).collect(),
            inputs,
            hidden: weights.hidden,
            buckets: weights.buckets,
            w1: hidden_fixed(&weights.w1),
            b1: hidden_fixed(&weights.b1),
            w2: output_weights_by_side(&weights.w2, weights.hidden),
            b2: weights
                .b2
                .iter()
                .map(|&b| (b as f64 * QB as f64 * SQUARED_ONE as f64).round() as i64)
                .collect(),
            kernel: Kernel::available(weights.hidden / LANES)[0],
        }
    }

    /// The shipped network of the variant, loaded once; `None` when none ships.
    pub fn shipped(rules: &'static Rules) -> Option<Arc<Network>> {
        static CACHE: PerVariant<Network> = [const { OnceLock::new() }; Variant::ALL.len()];
        let rules = rules.variant.rules();
        once_per_variant(&CACHE, rules.variant, || {
            let bytes = shipped_network_bytes(rules.variant);
            if bytes.is_empty() {
                return None;
            }
            let weights = NetworkWeights::from_bytes(rules, bytes).expect("the shipped network loads");
            Some(Network::new(rules, &weights))
        })
    }

    /// The position's value for the side to move, in centi-men, from fresh sums (the search
    /// keeps its sums instead: [`super::Accumulators`]).
    pub fn evaluate(&self, pos: &Position) -> i32 {
        let boards = Inputs::boards(pos);
        let mut sums = [Block::default(); 2 * MAX_HIDDEN / LANES];
        let sums = &mut sums[..2 * self.blocks()];
        self.refresh(&boards, sums);
        self.output(sums, pos)
    }

    /// Blocks of one accumulator.
    pub(super) fn blocks(&self) -> usize {
        self.hidden / LANES
    }

    /// Both views' accumulators of `boards` (White's, then Black's), made afresh.
    #[inline(always)]
    pub(super) fn refresh(&self, boards: &Boards, sums: &mut [Block]) {
        let mut present = [[0u16; 64]; 2];
        let mut count = [0; 2];
        for view in 0..2 {
            self.inputs.visit(boards, view, |input| {
                present[view][count[view] & 63] = input as u16;
                count[view] += 1;
            });
        }
        let come = [&present[0][..count[0].min(64)], &present[1][..count[1].min(64)]];
        self.apply(sums, Source::Other(&self.b1), Update { gone: [&[], &[]], come });
    }

    /// Sets each view's accumulator (the halves of `sums`) to `source`'s sums less the rows of
    /// its inputs in `update.gone`, plus those in `update.come`. Always inlined: a call of its
    /// own, only to choose the kernel, cost 1.6 % of the search's instructions.
    #[inline(always)]
    pub(super) fn apply(&self, sums: &mut [Block], source: Source, update: Update) {
        self.kernel.apply(sums, source, &self.w1, update);
    }

    /// The score of `pos` for the side to move from both views' sums (White's, then Black's).
    #[inline(always)]
    pub(super) fn output(&self, sums: &[Block], pos: &Position) -> i32 {
        let pieces = pos.occupied().count_ones() as usize;
        let bucket = usize::from(self.bucket_of[pieces.min(self.bucket_of.len() - 1)]);
        let width = 2 * self.blocks();
        let weights = &self.w2[pos.side_to_move().index()][bucket * width..][..width];
        let sum = i64::from(self.kernel.squared_dot(sums, weights)) + self.b2[bucket];
        let score = sum * SCALE as i64 / (QB as i64 * SQUARED_ONE);
        score.clamp(-CLAMP, CLAMP) as i32
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::learned::samples::random_positions;
    use crate::network::Accumulators;
    use crate::splitmix;

    /// A network of the given shape with weights drawn from `seed`, large enough to reach the
    /// clipping of the units at both ends.
    pub(crate) fn random_network(
        rules: &'static Rules,
        hidden: usize,
        buckets: usize,
        seed: u64,
    ) -> NetworkWeights {
        let mut w = NetworkWeights::zero(rules, hidden, buckets);
        let mut state = seed;
        let mut draw = |scale: f32| {
            state = splitmix(state);
            ((state >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0) as f32 * scale
        };
        w.w1.iter_mut().for_each(|x| *x = draw(0.3));
        w.b1.iter_mut().for_each(|x| *x = draw(0.5) + 0.3);
        w.w2.iter_mut().for_each(|x| *x = draw(1.0));
        w.b2.iter_mut().for_each(|x| *x = draw(0.2));
        w
    }

    /// The network in floating point, as the fit computes it, in centi-men.
    pub(crate) fn float_score(w: &NetworkWeights, pos: &Position) -> f32 {
        let inputs = Inputs::new(pos.rules());
        let boards = Inputs::boards(pos);
        let h = w.hidden;
        let sum = |view: usize| {
            let mut acc = w.b1.clone();
            inputs.visit(&boards, view, |i| {
                for (a, x) in acc.iter_mut().zip(&w.w1[i * h..(i + 1) * h]) {
                    *a += x;
                }
            });
            acc
        };
        let (us, them) = (sum(pos.side_to_move().index()), sum(1 - pos.side_to_move().index()));
        let bucket = inputs.bucket(pos.occupied().count_ones(), w.buckets);
        let out = &w.w2[bucket * 2 * h..(bucket + 1) * 2 * h];
        let unit = |x: f32| x.clamp(0.0, 1.0).powi(2);
        let z = w.b2[bucket]
            + us.iter().zip(&out[..h]).map(|(&x, &o)| unit(x) * o).sum::<f32>()
            + them.iter().zip(&out[h..]).map(|(&x, &o)| unit(x) * o).sum::<f32>();
        z * SCALE
    }

    #[test]
    fn the_integer_network_follows_the_floating_point_one() {
        for v in Variant::ALL {
            let rules = v.rules();
            let weights = random_network(rules, 64, 2, 3);
            let network = Network::new(rules, &weights);
            let mut worst = 0f32;
            for pos in random_positions(rules, 200) {
                let exact = float_score(&weights, &pos);
                let fixed = network.evaluate(&pos) as f32;
                if exact.abs() < CLAMP as f32 {
                    worst = worst.max((exact - fixed).abs());
                }
            }
            // The hidden weights' rounding (1/255 each, a unit's sum of about forty of them)
            // moves each of 128 units a little: about 5-10 centi-men at most with these large
            // random output weights. A wrong scale, sign or bucket is off by hundreds.
            assert!(worst < 12.0, "{v}: off by {worst} centi-men");
        }
    }

    #[test]
    fn every_kernel_gets_the_same_scores() {
        // In blocks: 9 (odd: no AVX-512; AVX2: a tile and one register), 16 (two AVX2 tiles,
        // one AVX-512 tile), 24 (AVX-512: a tile and four registers), 10 (AVX-512: five
        // registers), 4 (AVX-512: two registers).
        for (v, hidden) in Variant::ALL.into_iter().zip([144, 256, 384, 160, 64]) {
            let rules = v.rules();
            let mut portable = Network::new(rules, &random_network(rules, hidden, 2, 4));
            portable.kernel = Kernel::Portable;
            let mut portable_sums = Accumulators::new(&portable, 2);
            for kernel in Kernel::available(hidden / LANES) {
                let mut network = Network::new(rules, &random_network(rules, hidden, 2, 4));
                network.kernel = kernel;
                let mut sums = Accumulators::new(&network, 2);
                for (i, pos) in random_positions(rules, 300).iter().enumerate() {
                    let score = portable.evaluate(pos);
                    assert_eq!(score, network.evaluate(pos), "{v}, {kernel:?}: {pos:?}");
                    assert_eq!(score, network.evaluate_in(pos, &mut sums, i % 2), "{v}, {kernel:?}: {pos:?}");
                    assert_eq!(score, portable.evaluate_in(pos, &mut portable_sums, i % 2), "{v}: {pos:?}");
                }
            }
        }
    }

    #[test]
    fn a_position_and_its_colour_mirror_score_the_same() {
        for v in Variant::ALL {
            let rules = v.rules();
            let network = Network::new(rules, &random_network(rules, 32, 3, 5));
            for pos in random_positions(rules, 200) {
                let twin = crate::learned::samples::mirrored(&pos);
                assert_eq!(network.evaluate(&pos), network.evaluate(&twin), "{v}: {pos:?}");
            }
        }
    }
}
