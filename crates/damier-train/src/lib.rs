//! Damier's offline tools around the engine, used by `damier-cli` (and its tests) only: the
//! learned evaluation's training pipeline ([`train`]: self-play data, then the fit, giving
//! `damier_ai::learned` its weights), the opening book's growth ([`book`]) and puzzle mining
//! from games ([`puzzles`]). The game does
//! not link this crate: it ships only the engine (`damier-ai`) and the weights trained here.

#![forbid(unsafe_code)]

pub mod book;
pub mod puzzles;
pub mod train;
