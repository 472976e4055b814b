//! Table files: `DIR/<variant>/<signature>.egtb`, a header line naming what the file holds and
//! giving a checksum (`damier-egtb 4 english KK-K 3968 crc32=89abcdef`: format, variant folder,
//! signature, positions, then the CRC-32 of everything before it on the line and of the table's
//! bytes), then the table's bytes (one a position) compressed as one zlib stream.
//!
//! Nothing in a file is trusted. It is opened only if it is a regular file (a link to one will
//! do), checked again once open; its header line is read first (at most `LONGEST_HEADER`
//! bytes), then, unless it names another format, the file's size must be one a table of its
//! layout can have, and it is read no further than that size: a FIFO, a device or a folder where
//! a table should be can neither hang nor exhaust the process. Its header must name this format,
//! variant, signature and size, its stream must decompress to exactly the table's positions and
//! nothing may follow it, and the checksum must match: a table copied under another name, cut
//! short or altered is refused. A file that fails is a [`Fault`] of that file alone, kept in
//! `Tables::problems`: a damaged one is moved aside (`<name>.bad-<seconds since 1970>`, by
//! `damier_files::move_aside`), then `Tables::open` solves it again and `Tables::load` goes
//! without it. A file of an older format is outdated, not damaged: `open` solves it again over
//! it, `load` reports it. A file of a newer format (a newer Damier sharing the folder) is
//! neither, whatever its size: it stays as it is, `load` reports it, and `open` reports it and
//! solves its table in memory for the run.
//!
//! A table is saved with `damier_files::write_atomic`: through a temporary file of its own beside
//! its file (`.<name>.<process id>-<n>.tmp`, created new, so that two generators at once never
//! touch each other's), synced to the disk, then renamed over the file, and the folder is synced
//! where the platform allows it: an interrupted run leaves no half table, and a saved one
//! survives a crash. A temporary file that fails is removed. A table that cannot be saved is a
//! [`Fault::NotSaved`] of its file: `open` keeps it in memory for the run and goes on.

use std::fmt;
use std::fs::{self, File, Metadata};
use std::io::{self, ErrorKind, Read};
use std::ops::RangeInclusive;
use std::path::{Path, PathBuf};

use damier_rules::Rules;
use miniz_oxide::inflate::TINFLStatus;
use miniz_oxide::inflate::core::{DecompressorOxide, decompress, inflate_flags};

use super::index::{Layout, Signature};

/// Bumped whenever the numbering, the meaning of a byte or the file's encoding changes
/// (1: uncompressed bytes; 2: zlib; 3: a checksum in the header; 4: the draw rules as the
/// federations state them: Frisian's king against king won by a forced capture, Brazilian's and
/// English's counts, FMJD's counts going on through a capture).
const FORMAT: u32 = 4;

/// The zlib level (miniz's default): level 9 makes files 2–5 % smaller but compresses three
/// times slower, 1 makes them nearly twice as large (docs/ENGINE.md, "Endgame tables").
const LEVEL: u8 = 6;

/// What the header adds after the identity: ` crc32=`, eight hex digits and the line's end.
const CHECKSUM_FIELD: usize = 16;

/// The smallest zlib stream: two bytes of header, an empty block, the Adler-32.
const SMALLEST_STREAM: u64 = 8;

/// Headers are searched for their line's end this far (a real one is under 80 bytes).
const LONGEST_HEADER: usize = 256;

/// Why a table file is not used, or a table not saved.
#[derive(Debug)]
pub enum Fault {
    /// A folder, a FIFO, a device: not a regular file (nor a link to one).
    NotAFile,
    /// A size no file of this table can have.
    Size {
        len: u64,
        sizes: RangeInclusive<u64>,
    },
    Unreadable(io::Error),
    /// No `damier-egtb` header line.
    NotATable,
    /// Made by an older Damier, in a format since replaced.
    Outdated,
    /// Made by a newer Damier, in the format given, which this one cannot read: left as it is.
    Newer(u32),
    /// The header of another table (signature, variant, size).
    Header(String),
    /// A stream that does not decompress, fails its own check or has bytes after its end.
    Stream,
    /// A stream that decompresses to more or fewer bytes than the table's positions.
    Length(usize),
    /// Contents that do not match the header's checksum.
    Checksum,
    /// A table solved but not saved, and why: it serves from memory for this run.
    NotSaved(io::Error),
}

impl Fault {
    /// Whether the file is moved aside (a damaged one), or left where it is: an outdated one
    /// (solved again over it), a newer Damier's, one that could not be read (it may be read
    /// later) or one that could not be written.
    fn is_damage(&self) -> bool {
        match self {
            Fault::NotAFile
            | Fault::Size { .. }
            | Fault::NotATable
            | Fault::Header(_)
            | Fault::Stream
            | Fault::Length(_)
            | Fault::Checksum => true,
            Fault::Unreadable(_) | Fault::Outdated | Fault::Newer(_) | Fault::NotSaved(_) => false,
        }
    }
}

impl From<io::Error> for Fault {
    fn from(e: io::Error) -> Fault {
        Fault::Unreadable(e)
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::NotAFile => write!(f, "not a regular file"),
            Fault::Size { len, sizes } => {
                write!(f, "{len} bytes, where this table's file takes {} to {}", sizes.start(), sizes.end())
            }
            Fault::Unreadable(e) => write!(f, "cannot be read: {e}"),
            Fault::NotATable => write!(f, "not a table file (no damier-egtb header)"),
            Fault::Outdated => write!(f, "made by an older Damier; run damier-cli egtb generate"),
            Fault::Newer(format) => {
                write!(
                    f,
                    "made by a newer Damier (table format {format}, this one reads {FORMAT}); left as it is"
                )
            }
            Fault::Header(text) => write!(f, "not this table: its header reads {text:?}"),
            Fault::Stream => write!(f, "its compressed data is damaged or cut short"),
            Fault::Length(size) => write!(f, "does not decompress to the table's {size} positions"),
            Fault::Checksum => write!(f, "its contents do not match their checksum"),
            Fault::NotSaved(e) => write!(f, "could not be saved: {e}; solved in memory for this run only"),
        }
    }
}

/// A table file that could not be used, or a table that could not be saved, and what became of
/// the file.
#[derive(Debug)]
pub struct TableProblem {
    pub file: PathBuf,
    pub fault: Fault,
    /// Where a damaged file was moved, or why it could not be; `None`: left in place.
    pub aside: Option<io::Result<PathBuf>>,
}

impl TableProblem {
    /// The problem `fault` of `file`, a damaged file being moved aside first.
    pub(super) fn found(file: PathBuf, fault: Fault) -> TableProblem {
        let aside = fault.is_damage().then(|| damier_files::move_aside(&file));
        TableProblem { file, fault, aside }
    }
}

/// `FILE: FAULT`, and where the file went.
impl fmt::Display for TableProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.file.display(), self.fault)?;
        match &self.aside {
            Some(Ok(aside)) => {
                write!(f, "; moved aside to {}", aside.file_name().unwrap_or_default().display())
            }
            Some(Err(e)) => write!(f, "; could not be moved aside: {e}"),
            None => Ok(()),
        }
    }
}

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

/// What the header names before its checksum, which covers it too: format, folder, signature,
/// positions.
fn identity(rules: &Rules, layout: &Layout) -> String {
    format!("damier-egtb {FORMAT} {} {} {}", folder(rules), layout.sig, layout.size)
}

fn checksum(identity: &str, data: &[u8]) -> u32 {
    let mut hasher = crc32fast::Hasher::new();
    hasher.update(identity.as_bytes());
    hasher.update(data);
    hasher.finalize()
}

/// The sizes a file of `layout` can have: its header and at least the smallest stream, at most
/// deflate's worst case (stored blocks, five bytes every 64 KiB: far under a thousandth) and the
/// zlib wrapping.
fn sizes(identity: &str, layout: &Layout) -> RangeInclusive<u64> {
    let (head, size) = ((identity.len() + CHECKSUM_FIELD) as u64, layout.size as u64);
    head + SMALLEST_STREAM..=head + size + size / 1000 + 64
}

/// The table's bytes, `None` when it has no file, or what is wrong with its file.
pub fn read(dir: &Path, rules: &Rules, layout: &Layout) -> Result<Option<Vec<u8>>, Fault> {
    let identity = identity(rules, layout);
    let bytes = match read_bounded(&table_file(dir, rules, layout.sig), sizes(&identity, layout)) {
        Ok(bytes) => bytes,
        // No file, or no folder where the variant's should be: no table.
        Err(Fault::Unreadable(e)) if matches!(e.kind(), ErrorKind::NotFound | ErrorKind::NotADirectory) => {
            return Ok(None);
        }
        Err(fault) => return Err(fault),
    };
    check(&identity, layout.size, &bytes).map(Some)
}

/// The bytes of `file`, which is opened only when it is a regular file (a FIFO would block the
/// opening), checked again once open. Its header line is read first: a file of another format
/// is judged by that alone (its size may be anything); any other is read only when its size is
/// in `sizes`, and no further.
fn read_bounded(file: &Path, sizes: RangeInclusive<u64>) -> Result<Vec<u8>, Fault> {
    regular(&fs::metadata(file)?)?;
    let mut opened = File::open(file)?;
    let len = regular(&opened.metadata()?)?.len();
    let mut bytes = Vec::new();
    (&mut opened).take(LONGEST_HEADER as u64).read_to_end(&mut bytes)?;
    if let Some((line, _)) = header(&bytes) {
        same_format(line)?;
    }
    if !sizes.contains(&len) {
        return Err(Fault::Size { len, sizes });
    }
    opened.take(sizes.end().saturating_sub(bytes.len() as u64)).read_to_end(&mut bytes)?;
    Ok(bytes)
}

fn regular(metadata: &Metadata) -> Result<&Metadata, Fault> {
    if metadata.is_file() { Ok(metadata) } else { Err(Fault::NotAFile) }
}

/// The table of `sig` that `bytes`, a whole file's, hold, or what is wrong with them: the checks
/// of a file's contents, without the file system (what a fuzz test feeds anything).
pub fn read_table_bytes(rules: &'static Rules, sig: Signature, bytes: &[u8]) -> Result<Vec<u8>, Fault> {
    let layout = Layout::new(rules, sig);
    check(&identity(rules, &layout), layout.size, bytes)
}

/// The `size` bytes of the table whose header names `identity`, from its file's `bytes`.
fn check(identity: &str, size: usize, bytes: &[u8]) -> Result<Vec<u8>, Fault> {
    let (stored, stream) = split_header(identity, bytes)?;
    let data = inflate(stream, size)?;
    if checksum(identity, &data) != stored {
        return Err(Fault::Checksum);
    }
    Ok(data)
}

/// The `damier-egtb` header line `bytes` start with, without its end, and where it ends; `None`
/// when there is none (no line's end in the first [`LONGEST_HEADER`] bytes, or not that line).
fn header(bytes: &[u8]) -> Option<(&str, usize)> {
    let end = bytes.iter().take(LONGEST_HEADER).position(|&b| b == b'\n')?;
    let line = std::str::from_utf8(&bytes[..end]).ok()?;
    line.starts_with("damier-egtb ").then_some((line, end))
}

/// Refuses a header `line` of an older or a newer format; one whose format is this one, or
/// reads as no number, goes on to be checked whole.
fn same_format(line: &str) -> Result<(), Fault> {
    let format = line.strip_prefix("damier-egtb ").and_then(|rest| rest.split(' ').next());
    match format.map(str::parse::<u32>) {
        Some(Ok(format)) if format < FORMAT => Err(Fault::Outdated),
        Some(Ok(format)) if format > FORMAT => Err(Fault::Newer(format)),
        _ => Ok(()),
    }
}

/// The checksum a file's header gives, and the stream after the header, which must name
/// `identity`.
fn split_header<'a>(identity: &str, bytes: &'a [u8]) -> Result<(u32, &'a [u8]), Fault> {
    let (line, end) = header(bytes).ok_or(Fault::NotATable)?;
    same_format(line)?;
    let digits = line.strip_prefix(identity).and_then(|rest| rest.strip_prefix(" crc32="));
    match digits.filter(|d| d.len() == 8 && d.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))) {
        Some(digits) => Ok((u32::from_str_radix(digits, 16).expect("eight hex digits"), &bytes[end + 1..])),
        None => Err(Fault::Header(line.to_string())),
    }
}

/// The `size` bytes `stream` holds, unless it does not decompress, fails its check, has bytes
/// after its end or holds more or fewer. Decompressed straight into a buffer of the table's
/// size: no copy, and a stream that would run past it stops there.
fn inflate(stream: &[u8], size: usize) -> Result<Vec<u8>, Fault> {
    let mut data = vec![0; size];
    let flags =
        inflate_flags::TINFL_FLAG_PARSE_ZLIB_HEADER | inflate_flags::TINFL_FLAG_USING_NON_WRAPPING_OUTPUT_BUF;
    let mut state = Box::<DecompressorOxide>::default();
    let (status, read, written) = decompress(&mut state, stream, &mut data, 0, flags);
    match status {
        TINFLStatus::Done if read == stream.len() && written == size => Ok(data),
        TINFLStatus::Done if read == stream.len() => Err(Fault::Length(size)),
        TINFLStatus::HasMoreOutput => Err(Fault::Length(size)),
        _ => Err(Fault::Stream),
    }
}

/// Saves the table `data` of `layout` (the error does not name the file: its problem does).
pub fn write(dir: &Path, rules: &Rules, layout: &Layout, data: &[u8]) -> io::Result<()> {
    let file = table_file(dir, rules, layout.sig);
    if let Some(parent) = file.parent() {
        fs::create_dir_all(parent).map_err(|e| {
            io::Error::new(e.kind(), format!("cannot make the folder {}: {e}", parent.display()))
        })?;
    }
    let identity = identity(rules, layout);
    let mut bytes = format!("{identity} crc32={:08x}\n", checksum(&identity, data)).into_bytes();
    bytes.extend_from_slice(&miniz_oxide::deflate::compress_to_vec_zlib(data, LEVEL));
    damier_files::write_atomic(&file, &bytes)
}
