//! Damier's game library: every game a player finishes, and every game imported from PDN, kept
//! in one SQLite store (docs/ARCHITECTURE.md says why a database rather than files).
//!
//! The parts: the store and its schema (`store.rs`, `schema.rs`), what a kept game is and whom
//! it was played against (`entry.rs`), the list's filter (`filter.rs`), PDN import in batches
//! (`import.rs`), the statistics (`stats.rs`), and the explorer's counts of the moves played from
//! a position (`explore.rs`, keyed by `position_key.rs`), and the Glicko-2 rating (`rating.rs`).

#![forbid(unsafe_code)]

mod entry;
mod explore;
mod filter;
mod import;
mod position_key;
mod rating;
mod schema;
mod stats;
mod store;

pub use entry::{GameId, GameSummary, Kind, NewGame, Outcome};
pub use explore::ExploredMove;
pub use filter::{Filter, Opponent};
pub use import::{ImportFailure, ImportReport};
pub use position_key::{EXPLORER_PLIES, position_key};
pub use rating::{RatedResult, Rating};
pub use stats::{Record, Stats, VariantStats};
pub use store::{Library, LibraryError, Opened};
