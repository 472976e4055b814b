//! Searches on the desktop: tasks of Bevy's async compute pool, each with an engine of its own.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use bevy::tasks::{AsyncComputeTaskPool, Task};
use damier_ai::analysis::{GameAnalysis, analyse};
use damier_ai::{Book, Engine, Evaluator};

use super::{AnalysisOrder, Reply, SearchOrder};

/// The transposition table's size, in MB.
const TABLE_MB: usize = 16;

pub fn search(order: SearchOrder, stop: Arc<AtomicBool>) -> Task<Reply> {
    let SearchOrder { game, level, limits, seed, tables } = order;
    AsyncComputeTaskPool::get().spawn(async move {
        // Built here, off the main thread: the transposition table is megabytes to fill.
        let mut engine = Engine::new(level.evaluator(game.rules()), TABLE_MB).with_stop_flag(stop);
        engine.set_tables(tables.filter(|_| level.uses_endgame_tables()));
        engine.set_book(Book::shipped(game.rules()).filter(|_| level.uses_book()));
        let outcome = engine.search(&game, &limits, &level.options(seed), |_| {});
        Reply { best: outcome.best, info: outcome.info }
    })
}

pub fn analysis(order: AnalysisOrder, stop: Arc<AtomicBool>) -> Task<Option<GameAnalysis>> {
    let AnalysisOrder { game, limits, tables, done } = order;
    AsyncComputeTaskPool::get().spawn(async move {
        let mut engine = Engine::new(Evaluator::default_for(game.rules()), TABLE_MB);
        engine.set_tables(tables);
        analyse(&game, engine, &limits, stop, |n, _| done.store(n, Ordering::Relaxed))
    })
}
