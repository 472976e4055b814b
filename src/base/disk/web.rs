//! The player's files in a page: the browser's local storage, an entry a path holding the file's
//! text (every file the game keeps is UTF-8 text). A folder is the paths that begin with it.

use std::io;
use std::path::{Path, PathBuf};

use web_sys::Storage;

use super::Entry;

/// The page's storage, or why there is none (a private window, or storage refused).
fn storage() -> io::Result<Storage> {
    let refused = || io::Error::other("the browser refuses this page its storage (a private window?)");
    web_sys::window().ok_or_else(refused)?.local_storage().map_err(|_| refused())?.ok_or_else(refused)
}

fn key(path: &Path) -> String {
    path.to_string_lossy().into_owned()
}

/// A storage refused reads as no file (the game starts afresh), and is said like a failed write.
pub fn read(path: &Path) -> io::Result<Vec<u8>> {
    let storage = match storage() {
        Ok(storage) => storage,
        Err(refused) => {
            super::note_failure(path, &refused);
            return Err(io::ErrorKind::NotFound.into());
        }
    };
    match storage.get_item(&key(path)) {
        Ok(Some(text)) => Ok(text.into_bytes()),
        Ok(None) => Err(io::ErrorKind::NotFound.into()),
        Err(_) => Err(io::Error::other("the browser would not read its storage")),
    }
}

/// One `setItem`: the browser replaces an entry whole or not at all.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let text = std::str::from_utf8(bytes).map_err(|_| io::Error::other("not text"))?;
    storage()?
        .set_item(&key(path), text)
        .map_err(|_| io::Error::other("the browser's storage for this page is full"))
}

/// A page's storage is its origin's alone already: a secret is kept like anything else.
pub fn write_private(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomic(path, bytes)
}

/// Keeps a damaged entry under `NAME.bad-<milliseconds since 1970>`.
pub fn move_aside(path: &Path) -> io::Result<PathBuf> {
    let storage = storage()?;
    let text = read(path)?;
    let mut aside = path.as_os_str().to_owned();
    aside.push(format!(".bad-{}", js_sys::Date::now() as u64));
    let aside = PathBuf::from(aside);
    write_atomic(&aside, &text)?;
    storage
        .remove_item(&key(path))
        .map_err(|_| io::Error::other("the browser would not remove the entry"))?;
    Ok(aside)
}

/// Folders need not be made: a path's entry is its own.
pub fn make_folder(_: &Path) -> io::Result<()> {
    storage().map(drop)
}

/// The files directly in `dir`, and the folders below it that hold any.
pub fn list(dir: &Path) -> io::Result<Vec<Entry>> {
    let storage = storage()?;
    let unreadable = |_| io::Error::other("the browser would not list its storage");
    let mut entries: Vec<Entry> = Vec::new();
    for i in 0..storage.length().map_err(unreadable)? {
        let Some(name) = storage.key(i).map_err(unreadable)? else { continue };
        let Ok(inside) = Path::new(&name).strip_prefix(dir) else { continue };
        let mut parts = inside.iter();
        let (Some(first), rest) = (parts.next(), parts.next()) else { continue };
        let entry = Entry { name: first.to_string_lossy().into_owned(), is_folder: rest.is_some() };
        if !entries.contains(&entry) {
            entries.push(entry);
        }
    }
    Ok(entries)
}

/// One page's storage is written one call at a time: nothing to hold.
pub struct Lock;

impl Lock {
    pub fn take(_: &Path) -> io::Result<Lock> {
        storage().map(|_| Lock)
    }
}
