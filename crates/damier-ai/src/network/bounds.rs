//! What the weights file, the fit and the integer kernels agree on: the largest hidden layer,
//! the weights' bounds and the accumulators' fixed-point step.

/// Most hidden units a network may have: with [`OUTPUT_WEIGHT_LIMIT`], the output layer's
/// 32-bit sum cannot overflow (`2 × 512 × 254 × 4096 < 2³¹`).
pub const MAX_HIDDEN: usize = 512;
/// The hidden layer's weights and biases stay within this, in the fit too: 62 of them (a full
/// hexagon, the largest board, and the bias) then fit a 16-bit accumulator in [`QA`] steps.
pub const HIDDEN_WEIGHT_LIMIT: f32 = 1.98;
/// The output weights stay within this, in the fit too (see [`MAX_HIDDEN`]).
pub const OUTPUT_WEIGHT_LIMIT: f32 = 4.0;
/// Accumulator steps per unit: a hidden unit's activation `clamp(x, 0, 1)` is `0..=QA`.
pub(super) const QA: i32 = 255;
