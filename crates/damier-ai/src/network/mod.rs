//! The network evaluation: a small neural network over the whole board, fitted to Damier's own
//! self-play games (`damier-train`).
//!
//! Its inputs are one per (cell, own man / own king / enemy man / enemy king), read from one
//! side's view ([`Inputs`]: Black sees the board turned half a turn, as in [`crate::learned`]).
//! A hidden layer of `hidden` units sums the weights of the present inputs for each side's view
//! into that side's *accumulator*; each unit then goes through a squared clipped ReLU
//! (`clamp(x, 0, 1)²`), and the output is a weighted sum of both accumulators' units, the side
//! to move's first, plus a bias: the side to move's expected result as `sigmoid(z)`, scored
//! `SCALE × z` centi-men like the learned model. One layer of weights serves both views, so a
//! position and its colour-mirrored twin score the same. The output weights may come in
//! *buckets* chosen by the number of pieces left.
//!
//! Every unit of the hidden layer sees every cell, so the network can learn whole formations
//! (a tail, a hook, a locked wing) and how they matter together, where the learned model's
//! windows and regions see fixed groups of cells one at a time.
//!
//! The engine runs it in integers ([`Network`]): 16-bit accumulators, which the search keeps
//! from one evaluation to the next and updates by the pieces that changed ([`Accumulators`]),
//! so a leaf costs a few rows of additions and the output layer instead of the whole board, in
//! the widest vector instructions the processor has (`kernel`).
//!
//! Weights files ([`NetworkWeights`]): `DAMIERNN`, a format version, the variant, the input,
//! hidden and bucket counts, then the weights as little-endian `f32`.

mod accumulators;
#[cfg(target_arch = "x86_64")]
mod avx2;
#[cfg(target_arch = "x86_64")]
mod avx512;
mod blocks;
mod bounds;
mod inputs;
mod kernel;
mod model;
mod weights;

pub use accumulators::Accumulators;
pub use bounds::{HIDDEN_WEIGHT_LIMIT, MAX_HIDDEN, OUTPUT_WEIGHT_LIMIT};
pub use inputs::{Boards, Inputs};
pub use model::Network;
pub use weights::{NETWORK_FORMAT_VERSION, NetworkError, NetworkWeights, shipped_network_bytes};
