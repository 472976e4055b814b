//! Where the game keeps the player's files, and how it writes them: a file is replaced in one
//! rename after its bytes are on disk, and a file that cannot be read is moved aside, never
//! silently overwritten.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// `$DAMIER_CONFIG_DIR` if set, else the platform's configuration folder for Damier
/// (`~/.config/damier` or `$XDG_CONFIG_HOME/damier` on Linux, `~/Library/Application
/// Support/org.Damier.Damier` on macOS, `%APPDATA%\Damier\Damier\config` on Windows).
pub fn config_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("DAMIER_CONFIG_DIR").filter(|v| !v.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("org", "Damier", "Damier").map(|dirs| dirs.config_dir().to_path_buf())
}

/// Writes a file so that a crash never leaves it half written and two running games never
/// collide: the bytes go to a temporary file of a unique name beside it, are flushed to disk,
/// and the temporary file then replaces the target in one rename. On failure the temporary file
/// is removed and the target is untouched.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let mut name = std::ffi::OsString::from(".");
    name.push(path.file_name().ok_or_else(|| io::Error::other("the path names no file"))?);
    name.push(format!(".{}-{}.tmp", std::process::id(), COUNTER.fetch_add(1, Ordering::Relaxed)));
    let temporary = path.with_file_name(name);
    let written = (|| {
        let mut file = File::create_new(&temporary)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        fs::rename(&temporary, path)
    })();
    if written.is_err() {
        let _ = fs::remove_file(&temporary);
        return written;
    }
    // The rename itself is made durable by syncing the folder (where the platform allows it).
    if let Some(dir) =
        path.parent().and_then(|d| File::open(if d.as_os_str().is_empty() { Path::new(".") } else { d }).ok())
    {
        let _ = dir.sync_all();
    }
    Ok(())
}

/// Moves a file that cannot be read out of the way (`settings.json` becomes
/// `settings.json.bad-<seconds since 1970>`), so that nothing the player had is lost when the
/// game writes a fresh one. Returns the new path.
pub fn move_aside(path: &Path) -> io::Result<PathBuf> {
    let seconds = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".bad-{seconds}"));
    let mut aside = path.with_file_name(&name);
    let mut n = 1;
    while aside.exists() {
        let mut numbered = name.clone();
        numbered.push(format!("-{n}"));
        aside = path.with_file_name(numbered);
        n += 1;
    }
    fs::rename(path, &aside)?;
    Ok(aside)
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
    let fault = match fs::read(path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => Fault::Unreadable(e.to_string()),
        Ok(bytes) => match serde_json::from_slice(&bytes) {
            Ok(value) => return Ok(Some(value)),
            Err(e) => Fault::Corrupt(e.to_string()),
        },
    };
    Err(FileProblem::set_aside(path, fault))
}

impl FileProblem {
    /// Moves the file aside and describes why.
    pub fn set_aside(file: &Path, fault: Fault) -> FileProblem {
        let kept = move_aside(file).map_err(|e| e.to_string());
        FileProblem { file: file.to_path_buf(), fault, kept }
    }
}
