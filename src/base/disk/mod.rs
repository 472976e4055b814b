//! The player's files, each read and written whole. On the desktop they are files (one replaced
//! in one rename after its bytes are on disk, a damaged one moved aside beside it); in a page,
//! entries of the browser's local storage named by the same paths, so that everything above
//! this module keeps and finds its files the same way on both.
//!
//! A write that fails is logged and also kept here, for the screen to say (a full disk, a full
//! or refused browser storage, as in a private window): the game goes on either way.

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(target_arch = "wasm32")]
mod web;

use std::io;
use std::path::Path;
use std::sync::Mutex;

#[cfg(not(target_arch = "wasm32"))]
use native as platform;
#[cfg(target_arch = "wasm32")]
use web as platform;

pub use platform::{Lock, list, make_folder, move_aside, read};

/// The last write that failed: the file, and the reason in the system's words.
static LAST_FAILURE: Mutex<Option<(String, String)>> = Mutex::new(None);

/// Replaces the file at `path` with `bytes` whole, creating its folder; a failure is kept for
/// [`take_failure`] as well as returned.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let written = platform::write_atomic(path, bytes);
    if let Err(e) = &written {
        note_failure(path, e);
    }
    written
}

/// [`write_atomic`] for a file that holds a secret (a seat's token): readable by its owner only.
pub fn write_private(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let written = platform::write_private(path, bytes);
    if let Err(e) = &written {
        note_failure(path, e);
    }
    written
}

fn note_failure(path: &Path, error: &io::Error) {
    *LAST_FAILURE.lock().unwrap_or_else(|e| e.into_inner()) =
        Some((path.display().to_string(), error.to_string()));
}

/// The write that failed since the last call, if one did: the file and why.
pub fn take_failure() -> Option<(String, String)> {
    LAST_FAILURE.lock().unwrap_or_else(|e| e.into_inner()).take()
}

/// One entry of a folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub name: String,
    pub is_folder: bool,
}
