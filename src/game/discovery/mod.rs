//! Games hosted on the local network: a hosting game announces itself over multicast DNS
//! (DNS-SD, `_damier._tcp.local.`) with its code, variant and host's name, and the "Play a
//! friend" window lists the games it hears of. A network without multicast simply shows none,
//! and neither does a page, which can send no multicast at all.

#[cfg(not(target_arch = "wasm32"))]
mod mdns;
#[cfg(target_arch = "wasm32")]
mod unheard;

use std::net::SocketAddr;

#[cfg(not(target_arch = "wasm32"))]
pub use mdns::{Announcement, LanSearch};
#[cfg(target_arch = "wasm32")]
pub use unheard::{Announcement, LanSearch};

/// A game found on the network.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LanGame {
    pub code: String,
    pub variant: String,
    pub host: String,
    pub address: SocketAddr,
}
