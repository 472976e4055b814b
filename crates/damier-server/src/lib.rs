//! Damier's game server: two people on two computers play a game the server referees with
//! `damier-rules`, on its clock, with every move stored in SQLite before it is acknowledged.
//!
//! - the JSON messages are `damier-protocol`'s (docs/ONLINE.md), which every client links too;
//! - [`server::Server`]: the WebSocket server, run stand-alone (`damier-server`) or inside the
//!   game when a player hosts;
//! - [`client::Client`]: a connection to it for programs;
//! - `rooms`, `room`: the games held and each game's referee; `store`: the database;
//!   `accept`: the listener's loop; `connection`: one client's WebSocket; `limits`: what a client may ask; `secrets`: join codes
//!   and seat tokens; `shared`: the configuration and what every connection reaches.

#![forbid(unsafe_code)]

mod accept;
pub mod client;
mod connection;
mod limits;
mod room;
mod rooms;
mod secrets;
pub mod server;
mod shared;
pub mod store;

pub use limits::{Limits, Rate};
pub use secrets::{CODE_ALPHABET, CODE_LENGTH};
pub use server::Server;
pub use shared::Config;
pub use store::Store;
