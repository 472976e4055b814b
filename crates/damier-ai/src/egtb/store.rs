//! Table files: `DIR/<variant>/<signature>.egtb`, a header line naming what the file holds, then
//! the table's bytes (one a position) compressed as one zlib stream (deflate with an Adler-32
//! check). A file whose header does not match (another format, variant or size), whose stream
//! does not decompress or fails its check, or that holds more or fewer bytes than the table has
//! positions counts as missing: `Tables::open` solves it again, `Tables::load` leaves it out.

use std::fs;
use std::io::{self, ErrorKind};
use std::path::{Path, PathBuf};

use damier_rules::Rules;
use miniz_oxide::inflate::TINFLStatus;
use miniz_oxide::inflate::core::{DecompressorOxide, decompress, inflate_flags};

use super::index::{Layout, Signature};

/// Bumped whenever the numbering, the meaning of a byte or the file's encoding changes
/// (1: uncompressed bytes; 2: zlib).
const FORMAT: u32 = 2;

/// The zlib level (miniz's default): level 9 makes files 2–5 % smaller but compresses three
/// times slower, 1 makes them nearly twice as large (README, "Endgame tables").
const LEVEL: u8 = 6;

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

/// The file that holds the table of `sig` for `rules` in `dir` (whether it exists or not).
pub fn table_file(dir: &Path, rules: &Rules, sig: Signature) -> PathBuf {
    dir.join(folder(rules)).join(format!("{sig}.egtb"))
}

fn header(rules: &Rules, layout: &Layout) -> String {
    format!("damier-egtb {FORMAT} {} {} {}\n", folder(rules), layout.sig, layout.size)
}

/// The table's bytes, or `None` when the file is missing, not this table or not whole.
pub fn read(dir: &Path, rules: &Rules, layout: &Layout) -> io::Result<Option<Vec<u8>>> {
    let bytes = match fs::read(table_file(dir, rules, layout.sig)) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    };
    let head = header(rules, layout);
    Ok(bytes.strip_prefix(head.as_bytes()).and_then(|stream| inflate(stream, layout.size)))
}

/// The `size` bytes `stream` holds, or `None` unless it decompresses, passes its check and
/// holds exactly `size` bytes. Decompressed straight into a buffer of the table's size: no
/// copy, and a stream that would run past it stops there.
fn inflate(stream: &[u8], size: usize) -> Option<Vec<u8>> {
    let mut data = vec![0; size];
    let flags =
        inflate_flags::TINFL_FLAG_PARSE_ZLIB_HEADER | inflate_flags::TINFL_FLAG_USING_NON_WRAPPING_OUTPUT_BUF;
    let mut state = Box::<DecompressorOxide>::default();
    let (status, _, written) = decompress(&mut state, stream, &mut data, 0, flags);
    (status == TINFLStatus::Done && written == size).then_some(data)
}

pub fn write(dir: &Path, rules: &Rules, layout: &Layout, data: &[u8]) -> io::Result<()> {
    let file = table_file(dir, rules, layout.sig);
    if let Some(parent) = file.parent() {
        fs::create_dir_all(parent)?;
    }
    // Written aside, then renamed: an interrupted run leaves no half table behind.
    let partial = file.with_extension("part");
    let mut bytes = header(rules, layout).into_bytes();
    bytes.extend_from_slice(&miniz_oxide::deflate::compress_to_vec_zlib(data, LEVEL));
    fs::write(&partial, bytes)?;
    fs::rename(partial, file)
}
