//! What all threads of one search share: the stop signals, deadline and node count
//! ([`Shared`]), and the root position with what is known of the game before it ([`Root`]).

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64};
use web_time::Instant;

use damier_rules::{DrawClock, Position};

use crate::egtb::Tables;

/// What every thread of one search shares.
pub(super) struct Shared<'a> {
    /// The caller's stop flag.
    pub(super) stop: &'a AtomicBool,
    /// Set when the main thread has its answer: the helpers stop.
    pub(super) done: AtomicBool,
    /// The time the search must never pass.
    pub(super) deadline: Option<Instant>,
    pub(super) node_limit: Option<u64>,
    /// Nodes of all threads, added in batches.
    pub(super) nodes: AtomicU64,
}

/// The root position and what every thread needs to know about the game before it.
pub(super) struct Root {
    pub(super) pos: Position,
    pub(super) key: u64,
    pub(super) clock: DrawClock,
    pub(super) variety: Vec<i32>,
    /// Whether ProbCut may cut ([`Options::prune`](super::Options::prune)).
    pub(super) prune: bool,
    /// A null window at this score instead of aspiration ([`Options::reaches`](super::Options::reaches)).
    pub(super) reaches: Option<i32>,
    /// Endgame tables, probed at every node with few enough pieces.
    pub(super) tables: Option<Arc<Tables>>,
    /// Keys of the game's positions since its last irreversible move, before the root: a set,
    /// since a long game of king moves (English has no rule that ends it) can hold thousands.
    pub(super) game_keys: HashSet<u64, BuildHasherDefault<KeyHasher>>,
}

/// Zobrist keys are random already: the set uses them as their own hash.
#[derive(Default)]
pub(super) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }
}
