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
//! its colour-mirrored twin get the same score. Training (`damier-train`) and evaluation go
//! through the same feature visitor ([`Layout::visit`]), so they cannot drift apart.
//!
//! Weights files: `DAMIERLW`, a format version, the variant, the layout's sizes, then the
//! opening and endgame weights as little-endian `f32` (logit units). The engine turns them into
//! integer tables once per variant.
//!
//! The parts: the features ([`Layout`]) in `features.rs`, the weights and their files
//! ([`LearnedWeights`]) in `weights.rs`, and the evaluation the search runs ([`Learned`]) in
//! `model.rs`.

mod features;
mod model;
#[cfg(test)]
mod samples;
mod weights;

pub(crate) use features::forward_cone;
pub use features::{GLOBAL_NAMES, GLOBALS, Layout, STATES, WINDOW, WINDOW_INDICES};
pub use model::{Learned, SCALE};
pub use weights::{FORMAT_VERSION, LearnedWeights, WeightsError, shipped_bytes};
