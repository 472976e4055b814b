//! How every part of Damier writes its files (the game's settings and records, the endgame
//! tables, the trainer's data and weights), with no dependencies:
//!
//! - [`write_atomic`]: a file replaced whole or not at all, and durably: the bytes go to a
//!   temporary file of a unique name beside it, are synced to the disk, the temporary file is
//!   renamed over the target and the folder is synced. On failure the temporary file is removed
//!   and the target is untouched. [`write_atomic_private`] does the same for a file that holds
//!   a secret: readable by its owner only, from the moment it exists.
//! - [`move_aside`]: a damaged file moved out of the way to a name of its own, so that nothing is
//!   lost when a fresh one is written.
//! - [`sync`]: what was written to a file made durable, its entry in its folder included.

#![forbid(unsafe_code)]

use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// Puts `bytes` in the file at `path` whole or not at all. The temporary file
/// (`.<name>.<process id>-<n>.tmp`) is created new, so two writers at once (two games, the game
/// and `egtb generate`) never touch each other's, and nothing already there is opened or
/// removed.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_replacing(path, bytes, &File::options())
}

/// [`write_atomic`] for a file that holds a secret (a seat's token): on Unix its mode is 0600,
/// set as the temporary file is created, so that no other user can read it at any moment. (On
/// Windows a file in the user's profile is the user's alone already.)
pub fn write_atomic_private(path: &Path, bytes: &[u8]) -> io::Result<()> {
    #[cfg(unix)]
    let options = {
        let mut options = File::options();
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
        options
    };
    #[cfg(not(unix))]
    let options = File::options();
    write_replacing(path, bytes, &options)
}

fn write_replacing(path: &Path, bytes: &[u8], options: &fs::OpenOptions) -> io::Result<()> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let mut name = OsString::from(".");
    name.push(path.file_name().ok_or_else(|| io::Error::other("the path names no file"))?);
    name.push(format!(".{}-{}.tmp", std::process::id(), COUNTER.fetch_add(1, Ordering::Relaxed)));
    let temporary = path.with_file_name(name);
    let mut file = options.clone().write(true).create_new(true).open(&temporary)?;
    let written = file.write_all(bytes).and_then(|()| file.sync_all());
    // Closed before the rename, which some systems refuse on an open file.
    drop(file);
    if let Err(e) = written.and_then(|()| fs::rename(&temporary, path)) {
        let _ = fs::remove_file(&temporary);
        return Err(e);
    }
    sync_folder(path);
    Ok(())
}

/// Moves the file (or whatever is) at `path` out of the way, beside it: `settings.json` becomes
/// `settings.json.bad-<seconds since 1970>`, numbered (`-1`, `-2`, ...) when that name is
/// taken, even by a dangling link. Returns the new path.
pub fn move_aside(path: &Path) -> io::Result<PathBuf> {
    let seconds = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".bad-{seconds}"));
    let mut aside = path.with_file_name(&name);
    for n in 1.. {
        if fs::symlink_metadata(&aside).is_err() {
            break;
        }
        let mut numbered = name.clone();
        numbered.push(format!("-{n}"));
        aside = path.with_file_name(numbered);
    }
    fs::rename(path, &aside)?;
    sync_folder(path);
    Ok(aside)
}

/// Makes what was written to `file`, open at `path`, durable: its bytes, and its entry in its
/// folder (a file just created is otherwise lost with the folder's cache).
pub fn sync(file: &File, path: &Path) -> io::Result<()> {
    file.sync_all()?;
    sync_folder(path);
    Ok(())
}

/// Syncs the folder holding `path`, so that a rename or a new name in it survives a crash.
/// Where the system cannot open a folder as a file (Windows), there is nothing to do: errors
/// are ignored, the change itself being made.
fn sync_folder(path: &Path) {
    let folder = match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder,
        _ => Path::new("."),
    };
    if let Ok(folder) = File::open(folder) {
        let _ = folder.sync_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh, empty folder of this test's own.
    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("damier-files-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_write_replaces_the_content_whole_and_leaves_no_temporary_file() {
        let dir = folder("whole");
        let file = dir.join("settings.json");
        write_atomic(&file, &[b'x'; 10_000]).unwrap();
        write_atomic(&file, b"short").unwrap();
        assert_eq!(fs::read(&file).unwrap(), b"short");
        assert_eq!(names(&dir), ["settings.json"]);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_failed_write_removes_its_temporary_file_and_keeps_the_target() {
        let dir = folder("failed");
        // The rename fails: the target is a folder that is not empty.
        let target = dir.join("table.egtb");
        fs::create_dir(&target).unwrap();
        fs::write(target.join("inside"), b"kept").unwrap();
        assert!(write_atomic(&target, b"bytes").is_err());
        assert_eq!(names(&dir), ["table.egtb"]);
        assert_eq!(fs::read(target.join("inside")).unwrap(), b"kept");
        // A folder that does not exist: an error, and nothing made.
        assert!(write_atomic(&dir.join("missing").join("file"), b"bytes").is_err());
        assert_eq!(names(&dir), ["table.egtb"]);
        assert!(write_atomic(Path::new("/"), b"bytes").is_err());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_private_file_is_its_owners_alone_even_over_a_public_one() {
        use std::os::unix::fs::PermissionsExt;
        let dir = folder("private");
        let file = dir.join("seats.json");
        fs::write(&file, b"old").unwrap();
        fs::set_permissions(&file, fs::Permissions::from_mode(0o644)).unwrap();
        write_atomic_private(&file, b"secret").unwrap();
        assert_eq!(fs::read(&file).unwrap(), b"secret");
        assert_eq!(fs::metadata(&file).unwrap().permissions().mode() & 0o777, 0o600);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn files_moved_aside_get_names_of_their_own() {
        let dir = folder("aside");
        let file = dir.join("autosave.pdn");
        let mut asides = Vec::new();
        for content in ["one", "two", "three"] {
            fs::write(&file, content).unwrap();
            asides.push(move_aside(&file).unwrap());
        }
        assert!(!file.exists());
        for (aside, content) in asides.iter().zip(["one", "two", "three"]) {
            assert_eq!(aside.parent(), Some(dir.as_path()));
            assert!(
                aside.file_name().unwrap().to_string_lossy().starts_with("autosave.pdn.bad-"),
                "{aside:?}"
            );
            assert_eq!(fs::read_to_string(aside).unwrap(), content);
        }
        assert_eq!(names(&dir).len(), 3);
        assert!(move_aside(&file).is_err(), "nothing left to move");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_dangling_link_keeps_its_name() {
        let dir = folder("link");
        let file = dir.join("K-K.egtb");
        // The names of this second and the next taken by links to nothing.
        let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_secs();
        let links: Vec<PathBuf> = (now..now + 2).map(|s| dir.join(format!("K-K.egtb.bad-{s}"))).collect();
        for link in &links {
            std::os::unix::fs::symlink(dir.join("nowhere"), link).unwrap();
        }
        fs::write(&file, "damaged").unwrap();
        let aside = move_aside(&file).unwrap();
        assert!(!links.contains(&aside), "{aside:?}");
        for link in &links {
            assert!(fs::symlink_metadata(link).unwrap().file_type().is_symlink());
        }
        assert_eq!(fs::read_to_string(&aside).unwrap(), "damaged");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_synced_file_keeps_what_was_written() {
        let dir = folder("sync");
        let path = dir.join("games.dat");
        let mut file = File::create(&path).unwrap();
        file.write_all(b"record").unwrap();
        sync(&file, &path).unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"record");
        fs::remove_dir_all(&dir).unwrap();
    }
}
