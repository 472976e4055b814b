//! The training pipeline of the learned evaluation ([`damier_ai::learned`]), from Damier's own play
//! only:
//!
//! 1. [`generate`]: self-play games by the engine at a fixed depth or node count, the first
//!    plies random and a few random moves early on, each game seeded by (seed, game number) so
//!    that a run can be resumed or extended and gives the same file. Every quiet position (no
//!    capture pending) after the random opening is kept with its search score; the game's result
//!    is stored once per game.
//! 2. [`fit`]: logistic regression of the side to move's result (blended with the search score
//!    seen through a sigmoid) on the sparse features, mini-batch Adam with L2, one game in ten
//!    held out for validation, a checkpoint after every epoch; the same seed gives the same
//!    weights, and a run resumed from a checkpoint ends where an uninterrupted one would.
//!
//! Data files: a 64-byte header (`DMRDATA1`, the variant, the generation parameters) and then
//! one record per game: its number (`u32`), result (`u8`: 0 draw, 1 White won, 2 Black won),
//! position count (`u16`) and the positions (four `u128` bit sets — White men, Black men, White
//! kings, Black kings — the side to move as a `u8` and the search score as an `i16`), all
//! little-endian.

mod data;
mod fit;
mod generate;
mod network;

pub use data::{Data, GameRecord, GenParams, Sample, read_data};
pub use fit::{Checkpoint, EpochReport, Example, FitParams, examples, fit, validation_loss};
pub use generate::{GenReport, generate, play_game};
pub use network::{
    NetworkCheckpoint, NetworkExample, NetworkParams, NetworkReport, engine_validation_loss, fit_network,
    network_examples, network_validation_loss,
};

#[cfg(test)]
mod testing {
    use damier_ai::EvalKind;
    use damier_rules::Variant;

    use super::GenParams;

    pub(super) fn tiny(variant: Variant) -> GenParams {
        GenParams {
            variant,
            seed: 3,
            depth: 1,
            nodes: 0,
            random_plies: 4,
            epsilon_permille: 100,
            epsilon_plies: 20,
            max_plies: 60,
            eval: EvalKind::Classic,
        }
    }

    pub(super) fn temp(name: &str) -> std::path::PathBuf {
        std::env::temp_dir().join(format!("damier-train-{}-{name}", std::process::id()))
    }
}
