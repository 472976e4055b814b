//! The player's files on the desktop: the file system.

use std::fs::{self, File};
use std::io;
use std::path::{Path, PathBuf};

use super::Entry;

pub fn read(path: &Path) -> io::Result<Vec<u8>> {
    fs::read(path)
}

pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    damier_files::write_atomic(path, bytes)
}

/// [`write_atomic`] for a file that holds a secret: its owner's alone.
pub fn write_private(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    damier_files::write_atomic_private(path, bytes)
}

/// Moves a damaged file aside (`NAME.bad-<seconds since 1970>`) so that nothing overwrites it.
pub fn move_aside(path: &Path) -> io::Result<PathBuf> {
    damier_files::move_aside(path)
}

pub fn make_folder(path: &Path) -> io::Result<()> {
    fs::create_dir_all(path)
}

/// The folder's entries, in no order.
pub fn list(dir: &Path) -> io::Result<Vec<Entry>> {
    let mut entries = Vec::new();
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        let is_folder = entry.file_type()?.is_dir();
        entries.push(Entry { name: entry.file_name().to_string_lossy().into_owned(), is_folder });
    }
    Ok(entries)
}

/// A lock file beside a file (`NAME.lock`), held while a read and the write after it must not
/// be interleaved with another copy of the game's.
pub struct Lock(#[expect(dead_code, reason = "held: the lock is let go when it is dropped")] File);

impl Lock {
    pub fn take(path: &Path) -> io::Result<Lock> {
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir)?;
        }
        let mut name = path.as_os_str().to_owned();
        name.push(".lock");
        let file = File::create(PathBuf::from(name))?;
        file.lock()?;
        Ok(Lock(file))
    }
}
