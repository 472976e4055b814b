//! Puzzles from Damier's own games. [`mine`] finds positions where exactly one move wins
//! clearly; [`proof`] confirms each with a deeper search of every legal move; [`line`] cuts the
//! solution where the gain is made and refuses a "gain" that is not one; [`themes`] names what
//! the combination does; [`difficulty`] measures how hard the engine found it and ranks the
//! collection into levels 1–5.

pub mod difficulty;
pub mod line;
pub mod mine;
pub mod proof;
pub mod themes;

use damier_ai::Options;

/// The search options of a proof: no ProbCut, so a verdict never rests on a shallow search.
fn proof_options() -> Options {
    Options { prune: false, ..Options::default() }
}
