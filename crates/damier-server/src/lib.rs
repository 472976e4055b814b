//! Damier's game server: two people on two computers play a game the server referees with
//! `damier-rules`, on its clock, with every move stored in SQLite before it is acknowledged.
//!
//! - [`protocol`]: the JSON messages (docs/ONLINE.md);
//! - [`server::Server`]: the WebSocket server, run stand-alone (`damier-server`) or inside the
//!   game when a player hosts;
//! - [`client::Client`]: a connection to it for programs;
//! - [`record::replay`]: a game from its moves as the server writes them (the store's and a
//!   message's record alike);
//! - `rooms`, `room`: the games held and each game's referee; `store`: the database;
//!   `connection`: one client's socket; `limits`: what a client may ask; `secrets`: join codes
//!   and seat tokens; `shared`: the configuration and what every connection reaches.

#![forbid(unsafe_code)]

pub mod client;
mod connection;
mod limits;
pub mod protocol;
pub mod record;
mod room;
mod rooms;
mod secrets;
pub mod server;
mod shared;
pub mod store;

pub use limits::{Limits, Rate};
pub use server::Server;
pub use shared::Config;
pub use store::Store;
