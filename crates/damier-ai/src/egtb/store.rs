//! Table files: `DIR/<variant>/<signature>.egtb`, a header line naming what the file holds, then
//! one byte a position. A file whose header does not match (another version, variant or size)
//! counts as missing.

use std::fs;
use std::io::{self, ErrorKind};
use std::path::{Path, PathBuf};

use damier_rules::Rules;

use super::index::Layout;

/// Bumped whenever the numbering or the meaning of a byte changes.
const FORMAT: u32 = 1;

/// Where tables go unless told: `$DAMIER_EGTB`, else the user's cache folder.
pub fn default_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("DAMIER_EGTB") {
        return PathBuf::from(dir);
    }
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cache")))
        .unwrap_or_else(|| PathBuf::from("."));
    cache.join("damier").join("egtb")
}

/// One folder a rule set (Frisian's straight-moving kings play another game).
fn folder(rules: &Rules) -> String {
    let straight = if rules.options.frisian_kings_move_straight { "-straight" } else { "" };
    format!("{}{straight}", rules.variant.id())
}

fn path(dir: &Path, rules: &Rules, layout: &Layout) -> PathBuf {
    dir.join(folder(rules)).join(format!("{}.egtb", layout.sig))
}

fn header(rules: &Rules, layout: &Layout) -> String {
    format!("damier-egtb {FORMAT} {} {} {}\n", folder(rules), layout.sig, layout.size)
}

/// The table's bytes, or `None` when the file is missing or not this table.
pub fn read(dir: &Path, rules: &Rules, layout: &Layout) -> io::Result<Option<Vec<u8>>> {
    let bytes = match fs::read(path(dir, rules, layout)) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    };
    let head = header(rules, layout);
    let fits = bytes.len() == head.len() + layout.size && bytes.starts_with(head.as_bytes());
    Ok(fits.then(|| bytes[head.len()..].to_vec()))
}

pub fn write(dir: &Path, rules: &Rules, layout: &Layout, data: &[u8]) -> io::Result<()> {
    let file = path(dir, rules, layout);
    if let Some(parent) = file.parent() {
        fs::create_dir_all(parent)?;
    }
    // Written aside, then renamed: an interrupted run leaves no half table behind.
    let partial = file.with_extension("part");
    let mut bytes = header(rules, layout).into_bytes();
    bytes.extend_from_slice(data);
    fs::write(&partial, bytes)?;
    fs::rename(partial, file)
}
