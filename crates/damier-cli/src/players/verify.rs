//! After a run: every game read back from the server and compared with the moves its players
//! were told were stored; the latency percentiles; the server's memory.

use std::collections::HashMap;
use std::time::Duration;

use damier_protocol::{ClientMessage, ErrorKind, ServerMessage};
use tokio::time::{sleep, timeout};

use super::{Endpoint, Shared, lock};

/// What reading every game back found.
#[derive(Debug, Default, Clone, Copy)]
pub struct Verified {
    /// Moves acknowledged and not in the record at their ply.
    pub lost: u64,
    /// Moves in a record never acknowledged, beyond the one that may have been on its way when
    /// the run stopped.
    pub extra: u64,
    /// Games the server would not show (and their acknowledged moves): not found, or refused.
    pub unread_games: u64,
    pub unread_moves: u64,
}

/// Reads every game back and compares its record with the moves acknowledged; game `i` is
/// read through `endpoint(i)`.
pub async fn verify(endpoint: impl Fn(usize) -> Endpoint, tally: &Shared) -> Verified {
    let acknowledged: Vec<(String, HashMap<u32, String>)> =
        lock(tally).acknowledged.clone().into_iter().collect();
    let mut found = Verified::default();
    for (b, batch) in acknowledged.chunks(64).enumerate() {
        let reads =
            batch.iter().enumerate().map(|(i, (code, _))| read_back(endpoint(b * 64 + i), code.clone()));
        let records = futures_util::future::join_all(reads).await;
        for ((_, moves), record) in batch.iter().zip(records) {
            let Some(record) = record else {
                found.unread_games += 1;
                found.unread_moves += moves.len() as u64;
                continue;
            };
            found.lost +=
                moves.iter().filter(|(ply, mv)| record.get(**ply as usize) != Some(*mv)).count() as u64;
            found.extra += (record.len() as u64).saturating_sub(moves.len() as u64 + 1);
        }
    }
    found
}

/// A game's record as the server keeps it; a watch refused for the attempts others spent is
/// tried again, a while.
async fn read_back(endpoint: Endpoint, code: String) -> Option<Vec<String>> {
    for _ in 0..30 {
        let mut client = endpoint.connect().await.ok()?;
        client.send(&ClientMessage::Watch { code: code.clone() }).await.ok()?;
        let message = timeout(Duration::from_secs(30), client.receive()).await.ok()?.ok()?;
        client.close().await;
        match message {
            ServerMessage::Watching { game } => return Some(game.moves),
            ServerMessage::Error { error: ErrorKind::JoinLimited, .. } => sleep(Duration::from_secs(2)).await,
            _ => return None,
        }
    }
    None
}

/// The `p` quantile (0 to 1) of latencies sorted in microseconds, in milliseconds.
pub fn percentile_ms(sorted_us: &[u64], p: f64) -> f64 {
    match sorted_us.len() {
        0 => 0.0,
        n => sorted_us[((n - 1) as f64 * p).round() as usize] as f64 / 1000.0,
    }
}

/// The resident and peak resident memory of process `pid`, in MB (Linux's /proc).
pub fn server_memory(pid: u32) -> Option<(f64, f64)> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))?
            .split_whitespace()
            .nth(1)?
            .parse::<f64>()
            .ok()
            .map(|kb| kb / 1024.0)
    };
    Some((field("VmRSS:")?, field("VmHWM:")?))
}
