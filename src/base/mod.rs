//! The bottom layer, used by every other: the screens and modes as Bevy states, the player's
//! settings, and where and how the game's files are kept.

pub mod appearance;
pub mod calendar;
pub mod disk;
pub mod locale;
#[cfg(target_arch = "wasm32")]
pub mod page_address;
#[cfg(target_arch = "wasm32")]
pub mod page_files;
pub mod settings;
pub mod state;
pub mod storage;
pub mod writer;
