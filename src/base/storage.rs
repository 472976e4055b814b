//! Where the game keeps the player's files, and how it reads them: a file that cannot be read is
//! moved aside, never silently overwritten (the files themselves are `disk`'s).

use std::io;
use std::path::{Path, PathBuf};

use bevy::log::warn;

use crate::base::disk;

/// `$DAMIER_CONFIG_DIR` if set, else the platform's configuration folder for Damier
/// (`~/.config/damier` or `$XDG_CONFIG_HOME/damier` on Linux, `~/Library/Application
/// Support/org.Damier.Damier` on macOS, `%APPDATA%\Damier\Damier\config` on Windows).
#[cfg(not(target_arch = "wasm32"))]
pub fn config_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("DAMIER_CONFIG_DIR").filter(|v| !v.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("org", "Damier", "Damier").map(|dirs| dirs.config_dir().to_path_buf())
}

/// In a page, the prefix of the page's entries in the browser's storage.
#[cfg(target_arch = "wasm32")]
pub fn config_dir() -> Option<PathBuf> {
    Some(PathBuf::from("damier"))
}

/// A player's file that could not be used, told to the player in their language.
#[derive(Clone, Debug, PartialEq)]
pub struct FileProblem {
    pub file: PathBuf,
    pub fault: Fault,
    /// Where the file was moved aside, or why it could not be.
    pub kept: Result<PathBuf, String>,
}

/// What was wrong with a file (the detail in the system's or the parser's words).
#[derive(Clone, Debug, PartialEq)]
pub enum Fault {
    Unreadable(String),
    Corrupt(String),
    /// Not UTF-8 text: the offset of the first bad byte.
    NotText(usize),
    /// Damaged part way: what was valid before the damage is offered.
    Damaged(String),
    HoldsNoGame,
}

/// Reads a JSON file of the player's: `Ok(None)` when there is none, `Ok(Some(value))` when it
/// reads, and when it cannot be read or parsed, the problem, the file having been moved aside so
/// that nothing saved later overwrites it.
pub fn read_json<T: serde::de::DeserializeOwned>(path: &Path) -> Result<Option<T>, FileProblem> {
    let fault = match disk::read(path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => Fault::Unreadable(e.to_string()),
        Ok(bytes) => match serde_json::from_slice(&bytes) {
            Ok(value) => return Ok(Some(value)),
            Err(e) => Fault::Corrupt(e.to_string()),
        },
    };
    Err(FileProblem::set_aside(path, fault))
}

/// Opens a player's JSON file of progress: its value (the default when there is none, or when it
/// is damaged: then it is moved aside and the problem returned), and where to save it: nowhere
/// when a damaged file could not be moved aside, so that nothing is written over it.
pub fn open_json<T: serde::de::DeserializeOwned + Default>(
    path: PathBuf,
) -> (T, Option<PathBuf>, Option<FileProblem>) {
    match read_json::<T>(&path) {
        Ok(found) => (found.unwrap_or_default(), Some(path), None),
        Err(problem) => {
            let saved = problem.kept.is_ok().then_some(path);
            (T::default(), saved, Some(problem))
        }
    }
}

/// Saves a player's JSON file in one atomic replacement, creating its folder; a failure is
/// logged (the game goes on, and the next save tries again).
pub fn save_json<T: serde::Serialize>(path: &Path, value: &T, what: &str) {
    save_json_with(path, value, what, disk::write_atomic);
}

/// [`save_json`] for a file that holds secrets: readable by the player's account only.
pub fn save_private_json<T: serde::Serialize>(path: &Path, value: &T, what: &str) {
    save_json_with(path, value, what, disk::write_private);
}

fn save_json_with<T: serde::Serialize>(
    path: &Path,
    value: &T,
    what: &str,
    write: fn(&Path, &[u8]) -> io::Result<()>,
) {
    let text = match serde_json::to_string_pretty(value) {
        Ok(text) => text,
        Err(e) => return warn!("could not write the {what}: {e}"),
    };
    if let Err(e) = write(path, text.as_bytes()) {
        warn!("could not save the {what} to {}: {e}", path.display());
    }
}

impl FileProblem {
    /// Moves the file aside and describes why.
    pub fn set_aside(file: &Path, fault: Fault) -> FileProblem {
        let kept = disk::move_aside(file).map_err(|e| e.to_string());
        FileProblem { file: file.to_path_buf(), fault, kept }
    }
}
