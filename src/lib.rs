//! Damier, the game: a Bevy app in layers, each a folder that uses only the layers below it:
//!
//! `base` (states, settings, files) → `game` (the record, input, turns, the computer) →
//! `scene` (board, pieces, animation, camera, sound) → `modes` (game, demos, puzzles, editor,
//! records) → `ui` (egui windows) → `app` (command line, assembly, screenshots).
//!
//! Data flows one way: a pointer on a cell (`scene::picking`) → the move being entered
//! (`game::input`) → a proposed move, refereed by the mode → a chosen move → the record
//! (`game::Match`, the single source of truth) → `MovePlayed` → the animation, which plays the
//! path hop by hop and removes the captured pieces only at the end, then reports `MoveShown`.
//! Piece entities are a view of the record, never its owner. See docs/ARCHITECTURE.md.

#![forbid(unsafe_code)]
// Bevy systems receive their data as parameters; long lists and nested query types are normal.
#![allow(clippy::too_many_arguments, clippy::type_complexity)]

pub mod app;
pub mod base;
pub mod game;
pub mod modes;
pub mod scene;
pub mod ui;

pub use app::{app, logic_plugin};
