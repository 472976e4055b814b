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
//! - **formation regions** (the [`FeatureSet::Formations`] set only): every 3 × 3 rhombus of man
//!   steps (`c + i·f₀ + j·f₁`, `i, j < 3`), nine cells each empty, own man or enemy man, one
//!   weight per (region, contents): whole tails, hooks and wing structures;
//! - **global terms**: material by kind, king counts (king power), man mobility, runaway men
//!   (breakthroughs), left/right balance.
//!
//! Black to move sees the board turned half a turn (a point reflection through the centre, which
//! maps each side's start onto the other's), so one table serves both sides and a position and
//! its colour-mirrored twin get the same score. Training (`damier-train`) and evaluation go
//! through the same feature visitor ([`Layout::visit`]), so they cannot drift apart.
//!
//! Weights files: `DAMIERLW`, a format version, the variant, the feature set (from version 2;
//! version 1 files are windows), the feature count, then the
//! opening and endgame weights as little-endian `f32` (logit units). The engine turns them into
//! integer tables once per variant.
//!
//! The parts: the features ([`Layout`]) in `features.rs` (the formation regions in
//! `regions.rs`), the weights and their files ([`LearnedWeights`]) in `weights.rs`, and the
//! evaluation the search runs ([`Learned`]) in `model.rs`.

mod features;
mod model;
mod regions;
#[cfg(test)]
pub(crate) mod samples;
mod weights;

pub use features::{FeatureSet, GLOBAL_NAMES, GLOBALS, Layout, STATES, WINDOW, WINDOW_INDICES};
pub(crate) use features::{forward_cone, relative_cells};
pub use model::{Learned, SCALE};
pub use regions::{REGION, REGION_INDICES};
pub use weights::{FORMAT_VERSION, LearnedWeights, WeightsError, shipped_bytes};
