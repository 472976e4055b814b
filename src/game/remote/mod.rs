//! The opponent over the network: the connection to the game server (and, on the desktop when
//! this player hosts, the server itself), which reconnects by itself with the seat's token when
//! it drops, and passes messages both ways. On the desktop it is a thread with its own async
//! runtime (`native`); in a page, the browser's WebSocket (`web`), which cannot host.

mod resend;

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(target_arch = "wasm32")]
mod web;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use damier_protocol::{ClientMessage, ServerMessage};

#[cfg(not(target_arch = "wasm32"))]
pub use native::{RemoteLink, lan_address};
#[cfg(target_arch = "wasm32")]
pub use web::{RemoteLink, lan_address};

/// The port a hosted game listens on when it is free (another is chosen when it is not).
pub const DEFAULT_PORT: u16 = 7777;

/// A game's address as typed: one without a port is the hosting game's usual one.
pub fn with_default_port(address: &str) -> String {
    if address.contains(':') { address.to_owned() } else { format!("{address}:{DEFAULT_PORT}") }
}
/// How often the connection says it is alive (the server closes silent ones after a minute).
const PING_EVERY: Duration = Duration::from_secs(15);
/// The longest wait between two attempts to reconnect.
const MOST_BACKOFF: Duration = Duration::from_secs(5);

/// How to begin: send `first` (create, join or resume) to a server started inside this game, or
/// to the server at `url`.
#[derive(Debug, Clone)]
pub enum Opening {
    Host { db: PathBuf, port: u16, first: ClientMessage },
    Remote { url: String, first: ClientMessage },
}

/// The connection, as the player sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Connection {
    Connecting,
    Connected,
    /// Lost; the next attempt in `next_in`.
    Reconnecting {
        attempt: u32,
        next_in: Duration,
    },
    /// Given up: the server could not be reached at all, or the hosted server would not start.
    Failed(String),
}

/// What the link reports.
#[derive(Debug, Clone)]
pub enum LinkEvent {
    Message(Box<ServerMessage>),
    Connection(Connection),
    /// The game is hosted here, listening on this address.
    Hosting(SocketAddr),
}

/// The wait before reconnection attempt `attempt` (1 onwards): doubling from half a second, at
/// most `MOST_BACKOFF`.
fn backoff(attempt: u32) -> Duration {
    (Duration::from_millis(250) * 2u32.saturating_pow(attempt.min(5))).min(MOST_BACKOFF)
}
