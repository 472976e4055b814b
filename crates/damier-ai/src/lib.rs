//! Damier's computer player, with no dependency on the game's graphics: evaluation
//! ([`Evaluator`]: the classic hand terms, weights in `weights/*.txt`, or the learned patterns of
//! [`learned`], weights in `weights/learned/*.bin`), search ([`Engine`]: iterative-deepening
//! PVS with a transposition table, limits and a stop flag), the opening [`Book`] and playing
//! [`Level`]s. The learned
//! evaluation's training pipeline and puzzle mining live in `damier-train`, which the game does
//! not link.

pub mod analysis;
pub mod book;
pub mod egtb;
pub mod eval;
pub mod learned;
pub mod level;
pub mod network;
mod score;
pub mod search;
mod shipped;
mod table;
mod zobrist;

pub use book::{Book, BookError, BookMove};
pub use eval::{EvalKind, Evaluator, Weights};
pub use learned::{Learned, LearnedWeights};
pub use level::{Level, UnknownLevel};
pub use network::{Network, NetworkWeights};
pub use search::{
    Clock, Engine, Info, Limits, MATE, MATE_BOUND, MAX_THREADS, MAX_TIME, Options, Outcome, TimeError,
    deadline_after, describe_score, mate_in, parse_seconds,
};
pub use zobrist::splitmix;
