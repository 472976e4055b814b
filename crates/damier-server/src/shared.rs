//! What the server's parts share: how it is configured, and the state every connection reaches
//! (the games, the addresses' limits, the signal to stop).

use std::path::PathBuf;
use std::time::Duration;

use tokio::sync::watch;

use crate::limits::{Addresses, Limits};
use crate::rooms::Rooms;

/// How the server behaves.
#[derive(Debug, Clone)]
pub struct Config {
    /// How long a player may be gone before the opponent may claim the game.
    pub grace: Duration,
    pub limits: Limits,
    /// Behind a reverse proxy: a client's address is the last one in `X-Forwarded-For`.
    pub behind_proxy: bool,
    /// How long a connection may stay silent before it is closed (clients ping well within it).
    pub idle: Duration,
    /// The web build's folder (`--web`), served at `/` beside the WebSocket; `None`: no page.
    pub web: Option<PathBuf>,
    /// How long a client has to send a request's head (the upgrade, or a file's request).
    pub head_deadline: Duration,
    /// How long one message may take to go out before the client is taken to have stopped
    /// reading, and is closed.
    pub send_deadline: Duration,
    /// How often rooms nobody follows, addresses with nothing to remember and expired games are
    /// swept away.
    pub sweep: Duration,
    /// How long a game may wait for its second player before it is deleted.
    pub waiting_expiry: Duration,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            grace: Duration::from_secs(60),
            limits: Limits::default(),
            behind_proxy: false,
            idle: Duration::from_secs(60),
            web: None,
            head_deadline: Duration::from_secs(10),
            send_deadline: Duration::from_secs(10),
            sweep: Duration::from_secs(30),
            waiting_expiry: Duration::from_secs(24 * 3600),
        }
    }
}

/// What every connection shares.
pub struct Shared {
    pub rooms: Rooms,
    pub addresses: Addresses,
    pub config: Config,
    pub stopping: watch::Receiver<bool>,
}
