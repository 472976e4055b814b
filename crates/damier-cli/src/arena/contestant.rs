//! One engine of a match: its process (started on demand, restarted after a crash or a
//! time-out) and the figures of its moves.

use std::time::Duration;

use super::Entrant;
use crate::client::{Client, SearchFigures};

/// One engine's process (when running) and its figures.
pub(super) struct Contestant {
    pub(super) entrant: Entrant,
    pub(super) name: String,
    pub(super) id: Option<String>,
    pub(super) client: Option<Client>,
    pub(super) stats: Stats,
}

#[derive(Default)]
pub(super) struct Stats {
    pub(super) moves: u64,
    pub(super) depth_sum: f64,
    pub(super) depth_moves: u64,
    pub(super) nodes: u64,
    pub(super) seconds: f64,
    pub(super) nps_sum: f64,
    pub(super) nps_moves: u64,
    pub(super) restarts: u32,
    pub(super) forfeits: u32,
    pub(super) move_seconds: f64,
}

impl Stats {
    pub(super) fn add(&mut self, info: &SearchFigures, took: Duration) {
        self.moves += 1;
        self.move_seconds += took.as_secs_f64();
        if let Some(depth) = info.depth {
            self.depth_sum += depth;
            self.depth_moves += 1;
        }
        if let (Some(nodes), Some(time)) = (info.nodes, info.time) {
            self.nodes += nodes;
            self.seconds += time;
        }
        if let Some(nps) = info.nps {
            self.nps_sum += nps;
            self.nps_moves += 1;
        }
    }

    pub(super) fn avg_depth(&self) -> Option<f64> {
        (self.depth_moves > 0).then(|| self.depth_sum / self.depth_moves as f64)
    }

    /// Nodes over time from the `info` lines (the mean `nps` field where they give no time).
    pub(super) fn nps(&self) -> Option<f64> {
        if self.seconds > 0.0 {
            Some(self.nodes as f64 / self.seconds)
        } else {
            (self.nps_moves > 0).then(|| self.nps_sum / self.nps_moves as f64)
        }
    }
}

impl Contestant {
    /// Starts the engine if it is not running.
    pub(super) fn ensure_started(
        &mut self,
        variant: &str,
        log: &mut dyn FnMut(String),
    ) -> Result<(), String> {
        if self.client.is_some() {
            return Ok(());
        }
        let name = self.name.clone();
        let mut warn = |w: String| log(format!("{name}: {w}"));
        let client = Client::start(&self.entrant.spec, variant, &mut warn)?;
        if self.id.is_none() {
            self.id = client.id();
        }
        self.client = Some(client);
        Ok(())
    }
}
