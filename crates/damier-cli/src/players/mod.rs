//! Honest players for the load test and the soak: pairs of clients that create or join a game,
//! play random legal moves after a think, and ask for a rematch when a game ends; and the count
//! of what they were told, read back from the server at the end (`verify`).

mod pair;
mod verify;

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

use damier_server::client::{Client, ClientError};

pub use pair::{Pace, play_pair};
pub use verify::{Verified, percentile_ms, server_memory, verify};

/// Where a player connects: the server, and the address a proxy would forward for it (the
/// server started `--behind-proxy`), or none (the socket's own).
#[derive(Clone)]
pub struct Endpoint {
    pub url: String,
    pub forwarded: Option<IpAddr>,
}

impl Endpoint {
    pub async fn connect(&self) -> Result<Client, ClientError> {
        match self.forwarded {
            Some(address) => Client::connect_forwarded(&self.url, address).await,
            None => Client::connect(&self.url).await,
        }
    }
}

/// What the players of all games tell the count.
#[derive(Default)]
pub struct Tally {
    pub latencies_us: Vec<u64>,
    pub moves: u64,
    /// Game ends seen, by both sides of every pair (two per game).
    pub finished: u64,
    /// The same, per pair.
    pub finished_by_pair: HashMap<u64, u64>,
    pub duplicated: u64,
    pub errors: u64,
    /// Pairs that could not take both seats.
    pub unseated: u64,
    /// Per game code, the moves acknowledged to their player, by ply.
    pub acknowledged: HashMap<String, HashMap<u32, String>>,
}

pub type Shared = Arc<Mutex<Tally>>;

/// The tally, even if a player panicked holding it.
pub fn lock(tally: &Shared) -> std::sync::MutexGuard<'_, Tally> {
    tally.lock().unwrap_or_else(|e| e.into_inner())
}
