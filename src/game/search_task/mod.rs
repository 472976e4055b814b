//! Where the engine's searches run, so that the board keeps drawing while it thinks: on the
//! desktop, Bevy's async compute pool (threads of their own); in a page, whose one thread draws
//! the frames, a Web Worker with its own copy of the engine (`damier-worker`). Either way the
//! caller gets a task to poll and a flag that stops it.

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(not(target_arch = "wasm32"))]
use native as platform;
#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
use web as platform;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize};

use bevy::tasks::Task;
use damier_ai::analysis::GameAnalysis;
use damier_ai::egtb::Tables;
use damier_ai::{Info, Level, Limits};
use damier_rules::{Game, Move};

/// What a search found.
pub struct Reply {
    pub best: Option<Move>,
    pub info: Info,
}

/// A search of the game's position at `level`, within `limits`; the tables where the level
/// uses them and the platform has them.
pub struct SearchOrder {
    pub game: Game,
    pub level: Level,
    pub limits: Limits,
    pub seed: u64,
    pub tables: Option<Arc<Tables>>,
}

/// An analysis of the whole line of `game`; `done` counts the positions searched.
pub struct AnalysisOrder {
    pub game: Game,
    pub limits: Limits,
    pub tables: Option<Arc<Tables>>,
    pub done: Arc<AtomicUsize>,
}

/// Starts a search; raising the flag stops it (its reply is then not wanted).
pub fn search(order: SearchOrder) -> (Task<Reply>, Arc<AtomicBool>) {
    let stop = Arc::new(AtomicBool::new(false));
    (platform::search(order, stop.clone()), stop)
}

/// Starts an analysis; `None` when it was stopped before the end.
pub fn analysis(order: AnalysisOrder) -> (Task<Option<GameAnalysis>>, Arc<AtomicBool>) {
    let stop = Arc::new(AtomicBool::new(false));
    (platform::analysis(order, stop.clone()), stop)
}
