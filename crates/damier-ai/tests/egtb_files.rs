//! Endgame-table files that are not what they should be: none is read blindly, each is refused
//! alone (named, with its fault) while the others serve, and `Tables::open` solves it again.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

use damier_ai::egtb::{
    Control, Fault, Layout, Signature, TableProblem, Tables, Value, read_table_bytes, table_file,
};
use damier_rules::{DrawClock, Rules, Variant, fen};

fn sig(text: &str) -> Signature {
    let (white, black) = text.split_once('-').expect("W-B");
    let count = |s: &str, c| s.chars().filter(|&x| x == c).count() as u8;
    Signature([count(white, 'M'), count(white, 'K'), count(black, 'M'), count(black, 'K')])
}

fn english() -> &'static Rules {
    Variant::English.rules()
}

/// A fresh, empty folder path for the test `name`.
fn fresh(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("damier-egtb-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    dir
}

/// A fresh folder `name` holding the English tables of up to `most` pieces.
fn folder(name: &str, most: u32) -> PathBuf {
    let dir = fresh(name);
    let tables =
        Tables::open(english(), most, &dir, &Control::default(), |_, _, _| {}).expect("never stopped");
    assert!(tables.problems().is_empty(), "solved and saved: {:?}", tables.problems());
    dir
}

/// `open` on `dir`, with the signatures it solved rather than read; on a thread of its own, so
/// that a file that blocks fails the test instead of hanging it.
fn open(dir: &Path, most: u32) -> (Tables, Vec<Signature>) {
    let dir = dir.to_path_buf();
    within_a_minute(move || {
        let mut solved = Vec::new();
        let tables = Tables::open(english(), most, &dir, &Control::default(), |_, s, time| {
            solved.extend(time.map(|_| s));
        })
        .expect("never stopped");
        (tables, solved)
    })
}

/// `load` on `dir`, on a thread of its own like [`open`].
fn load(dir: &Path, most: u32) -> Tables {
    let dir = dir.to_path_buf();
    within_a_minute(move || Tables::load(english(), most, &dir))
}

fn within_a_minute<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || send.send(f()));
    receive.recv_timeout(Duration::from_secs(60)).expect("done within a minute (no read blocks)")
}

/// The problem `tables` found with `file`, whose report names it first.
fn problem_with<'a>(tables: &'a Tables, file: &Path) -> &'a TableProblem {
    let problem = tables.problems().iter().find(|p| p.file == file).expect("the file is reported");
    assert!(problem.to_string().starts_with(&format!("{}: ", file.display())), "{problem}");
    problem
}

/// Whether the problem's file was moved aside, to a `.bad-` name beside it.
fn moved_aside(problem: &TableProblem) -> bool {
    let Some(Ok(aside)) = &problem.aside else { return false };
    let beside = aside.parent() == problem.file.parent();
    beside && aside.to_string_lossy().contains(".egtb.bad-") && fs::symlink_metadata(aside).is_ok()
}

/// `problem` was found by `load`: its file is moved aside (gone) when damaged, else kept.
fn left_out(problem: &TableProblem, damaged: bool) -> bool {
    let kept = fs::symlink_metadata(&problem.file).is_ok();
    moved_aside(problem) == damaged && kept != damaged
}

/// `problem` was found by `open`: its file is moved aside and a good one written in its place.
fn solved_again(problem: &TableProblem) -> bool {
    moved_aside(problem) && fs::metadata(&problem.file).is_ok_and(|m| m.is_file())
}

fn probe(tables: &Tables, text: &str) -> Option<Value> {
    let pos = fen::read(english(), text).expect("a position");
    tables.probe(&pos, &DrawClock::start(&pos))
}

/// English: two kings against one (Black's in the double corner) win, White to move.
const KK_K_WIN: &str = "W:WK14,K18:BK1";

#[cfg(unix)]
#[test]
fn a_fifo_or_a_link_to_a_device_is_refused_unread() {
    let dir = folder("fifo", 2);
    let (fifo, zero) = (table_file(&dir, english(), sig("K-K")), table_file(&dir, english(), sig("M-M")));
    let plant = || {
        let _ = fs::remove_file(&fifo);
        assert!(std::process::Command::new("mkfifo").arg(&fifo).status().unwrap().success());
        let _ = fs::remove_file(&zero);
        std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
    };
    // A link to a real table is read like the table.
    let linked = table_file(&dir, english(), sig("K-M"));
    fs::rename(&linked, dir.join("K-M.real")).unwrap();
    std::os::unix::fs::symlink(dir.join("K-M.real"), &linked).unwrap();

    plant();
    let (tables, solved) = open(&dir, 2);
    assert_eq!(solved, [sig("K-K"), sig("M-M")]);
    for file in [&fifo, &zero] {
        let problem = problem_with(&tables, file);
        assert!(matches!(problem.fault, Fault::NotAFile) && solved_again(problem), "{problem}");
    }

    plant();
    let tables = load(&dir, 2);
    assert_eq!(tables.problems().len(), 2);
    for file in [&fifo, &zero] {
        let problem = problem_with(&tables, file);
        assert!(matches!(problem.fault, Fault::NotAFile) && left_out(problem, true), "{problem}");
    }
    assert_eq!(tables.len(), Signature::all(2).len() - 2);
    assert!(tables.contains(sig("K-M")));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_folder_in_place_of_a_table_leaves_the_others_working() {
    let dir = folder("folder", 3);
    let file = table_file(&dir, english(), sig("K-K"));
    fs::remove_file(&file).unwrap();
    let plant = || fs::create_dir_all(file.join("inside")).unwrap();

    plant();
    let tables = load(&dir, 3);
    assert_eq!(tables.problems().len(), 1);
    let problem = problem_with(&tables, &file);
    assert!(matches!(problem.fault, Fault::NotAFile) && left_out(problem, true), "{problem}");
    assert_eq!(tables.len(), Signature::all(3).len() - 1);
    assert!(matches!(probe(&tables, KK_K_WIN), Some(Value::Win(_))));

    plant();
    let (tables, solved) = open(&dir, 3);
    assert_eq!(solved, [sig("K-K")]);
    let problem = problem_with(&tables, &file);
    assert!(matches!(problem.fault, Fault::NotAFile) && solved_again(problem), "{problem}");
    fs::remove_dir_all(&dir).unwrap();
}

/// The bytes of `file` with its header line replaced by `header` (which has its own `\n`).
fn with_header(file: &[u8], header: &str) -> Vec<u8> {
    let end = file.iter().position(|&b| b == b'\n').expect("a header line") + 1;
    [header.as_bytes(), &file[end..]].concat()
}

fn header_line(file: &[u8]) -> String {
    let end = file.iter().position(|&b| b == b'\n').expect("a header line") + 1;
    String::from_utf8(file[..end].to_vec()).expect("text")
}

#[test]
fn a_table_altered_and_recompressed_is_refused() {
    let dir = folder("altered", 3);
    let file = table_file(&dir, english(), sig("KK-K"));
    let bytes = fs::read(&file).unwrap();
    let mut data = read_table_bytes(english(), sig("KK-K"), &bytes).expect("a good table");
    let pos = fen::read(english(), KK_K_WIN).unwrap();
    // A loss in one ply, for a position won: a valid stream, the old checksum.
    data[Layout::new(english(), sig("KK-K")).index(&pos)] = 129;
    let mut altered = header_line(&bytes).into_bytes();
    altered.extend(miniz_oxide::deflate::compress_to_vec_zlib(&data, 6));
    assert!(matches!(read_table_bytes(english(), sig("KK-K"), &altered), Err(Fault::Checksum)));

    fs::write(&file, &altered).unwrap();
    let tables = load(&dir, 3);
    let problem = problem_with(&tables, &file);
    assert!(matches!(problem.fault, Fault::Checksum) && left_out(problem, true), "{problem}");
    assert_eq!(probe(&tables, KK_K_WIN), None, "no table: unknown, not a loss");

    fs::write(&file, &altered).unwrap();
    let (tables, solved) = open(&dir, 3);
    assert_eq!(solved, [sig("KK-K")]);
    assert!(solved_again(problem_with(&tables, &file)));
    assert!(matches!(probe(&tables, KK_K_WIN), Some(Value::Win(_))));
    assert_eq!(fs::read(&file).unwrap(), bytes, "solved and written the same");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_table_under_another_signatures_name_is_refused() {
    let dir = folder("renamed", 3);
    let (file, other) = (table_file(&dir, english(), sig("KK-K")), table_file(&dir, english(), sig("K-KK")));
    assert_eq!(Layout::new(english(), sig("KK-K")).size, Layout::new(english(), sig("K-KK")).size);
    let copied = fs::read(&other).unwrap();
    // As it is, and with its header naming the signature of its new name (the checksum covers
    // the signature: the contents are another table's).
    let renamed = header_line(&copied).replacen(" K-KK ", " KK-K ", 1);
    for (bytes, header) in [(copied.clone(), false), (with_header(&copied, &renamed), true)] {
        fs::write(&file, &bytes).unwrap();
        let tables = load(&dir, 3);
        let problem = problem_with(&tables, &file);
        let fault = &problem.fault;
        assert!(if header { matches!(fault, Fault::Checksum) } else { matches!(fault, Fault::Header(_)) });
        assert!(left_out(problem, true), "{problem}");
        assert!(!tables.contains(sig("KK-K")) && tables.contains(sig("K-KK")));
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_format_2_file_is_outdated_and_solved_again() {
    let dir = folder("outdated", 3);
    let file = table_file(&dir, english(), sig("KK-K"));
    let bytes = fs::read(&file).unwrap();
    let size = Layout::new(english(), sig("KK-K")).size;
    let old = with_header(&bytes, &format!("damier-egtb 2 english KK-K {size}\n"));
    fs::write(&file, &old).unwrap();

    let tables = load(&dir, 3);
    let problem = problem_with(&tables, &file);
    assert!(matches!(problem.fault, Fault::Outdated) && left_out(problem, false), "{problem}");
    assert!(problem.to_string().ends_with("made by an older Damier; run damier-cli egtb generate"));
    assert!(!tables.contains(sig("KK-K")));
    assert_eq!(fs::read(&file).unwrap(), old, "left as it was");

    let (tables, solved) = open(&dir, 3);
    assert_eq!(solved, [sig("KK-K")]);
    assert!(tables.problems().is_empty(), "outdated, not damaged: nothing to report");
    assert_eq!(fs::read(&file).unwrap(), bytes, "written again in this format");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_short_format_2_file_is_outdated_not_damaged() {
    let dir = folder("outdated-short", 3);
    let file = table_file(&dir, english(), sig("KK-K"));
    let bytes = fs::read(&file).unwrap();
    let size = Layout::new(english(), sig("KK-K")).size;
    // Shorter than any format-3 file of this table: judged by its header, not its size.
    let old = format!("damier-egtb 2 english KK-K {size}\nxyz").into_bytes();
    fs::write(&file, &old).unwrap();

    let tables = load(&dir, 3);
    let problem = problem_with(&tables, &file);
    assert!(matches!(problem.fault, Fault::Outdated) && left_out(problem, false), "{problem}");
    assert_eq!(fs::read(&file).unwrap(), old, "left as it was");

    let (_, solved) = open(&dir, 3);
    assert_eq!(solved, [sig("KK-K")]);
    assert_eq!(fs::read(&file).unwrap(), bytes, "written again in this format");
    fs::remove_dir_all(&dir).unwrap();
}

/// The names in `dir`'s variant folder that are neither tables nor the test's own.
fn strays(dir: &Path) -> Vec<String> {
    let names = fs::read_dir(dir.join("english")).unwrap().map(|e| e.unwrap().file_name());
    names.map(|n| n.to_string_lossy().into_owned()).filter(|n| !n.ends_with(".egtb")).collect()
}

/// Every position of `sig` probes the same in `tables` as in tables solved afresh.
fn probes_as_solved(tables: &Tables, sig: Signature) -> bool {
    let solved = Tables::generate(english(), &[sig]);
    let layout = Layout::new(english(), sig);
    (0..layout.size).filter_map(|i| layout.position(i)).all(|pos| {
        let clock = DrawClock::start(&pos);
        tables.probe(&pos, &clock) == solved.probe(&pos, &clock)
    })
}

/// A newer Damier sharing the folder: its file stays as it is, whatever its size (no `.bad-`
/// file, nothing written over it), and this one solves the table in memory.
#[test]
fn a_newer_damiers_table_is_left_as_it_is_and_solved_in_memory() {
    let dir = folder("newer", 3);
    let file = table_file(&dir, english(), sig("KK-K"));
    let bytes = fs::read(&file).unwrap();
    let header = header_line(&bytes).replacen("damier-egtb 4 ", "damier-egtb 5 ", 1);
    let (same_size, short) = (with_header(&bytes, &header), format!("{header}xyz").into_bytes());
    for newer in [same_size, short] {
        fs::write(&file, &newer).unwrap();
        let tables = load(&dir, 3);
        let problem = problem_with(&tables, &file);
        assert!(matches!(problem.fault, Fault::Newer(5)) && left_out(problem, false), "{problem}");
        let text = "made by a newer Damier (table format 5, this one reads 4); left as it is";
        assert!(problem.to_string().ends_with(text), "{problem}");
        assert!(!tables.contains(sig("KK-K")) && tables.contains(sig("K-KK")));
        assert_eq!(fs::read(&file).unwrap(), newer);

        let (tables, solved) = open(&dir, 3);
        assert_eq!(solved, [sig("KK-K")]);
        let problem = problem_with(&tables, &file);
        assert!(matches!(problem.fault, Fault::Newer(5)) && problem.aside.is_none(), "{problem}");
        assert_eq!(tables.problems().len(), 1);
        assert!(probes_as_solved(&tables, sig("KK-K")));
        assert_eq!(fs::read(&file).unwrap(), newer, "not written over");
        assert_eq!(strays(&dir), Vec::<String>::new(), "nothing moved aside, no temporary file");
    }
    fs::remove_dir_all(&dir).unwrap();
}

/// Every table is solved and serves, though none can be saved: a file stands where the
/// variant's folder should be (which stops root too), and each table's problem names its file.
#[test]
fn tables_that_cannot_be_saved_serve_from_memory() {
    let dir = fresh("unsaved");
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("english"), "in the way").unwrap();
    let (tables, solved) = open(&dir, 3);
    assert_eq!(solved, Signature::all(3), "every table solved");
    assert_eq!(tables.len(), Signature::all(3).len());
    assert_eq!(tables.problems().len(), Signature::all(3).len());
    for s in Signature::all(3) {
        let problem = problem_with(&tables, &table_file(&dir, english(), s));
        assert!(matches!(problem.fault, Fault::NotSaved(_)) && problem.aside.is_none(), "{problem}");
        let text = problem.to_string();
        assert!(text.contains(": could not be saved: cannot make the folder "), "{text}");
        assert!(text.ends_with("; solved in memory for this run only"), "{text}");
    }
    assert!(probes_as_solved(&tables, sig("KK-K")) && probes_as_solved(&tables, sig("KM-K")));
    assert_eq!(fs::read(dir.join("english")).unwrap(), b"in the way");
    fs::remove_dir_all(&dir).unwrap();
}

/// One table missing from a folder that cannot be written: the others are read, that one is
/// solved and serves from memory, its problem names its file. (Skipped where the permissions do
/// not stop the process, as for root: the test above covers that case.)
#[cfg(unix)]
#[test]
fn a_table_missing_from_a_read_only_folder_serves_from_memory() {
    use std::os::unix::fs::PermissionsExt;
    let dir = folder("read-only", 3);
    let variant = dir.join("english");
    let file = table_file(&dir, english(), sig("KK-K"));
    fs::remove_file(&file).unwrap();
    let mode = |mode| fs::set_permissions(&variant, fs::Permissions::from_mode(mode)).unwrap();
    mode(0o555);
    if fs::File::create_new(variant.join("probe")).is_ok() {
        mode(0o755);
        fs::remove_dir_all(&dir).unwrap();
        eprintln!("skipped: this process may write in a read-only folder (root)");
        return;
    }
    let (tables, solved) = open(&dir, 3);
    mode(0o755);
    assert_eq!(solved, [sig("KK-K")], "the others are read");
    assert_eq!(tables.len(), Signature::all(3).len());
    assert_eq!(tables.problems().len(), 1);
    let problem = problem_with(&tables, &file);
    assert!(matches!(problem.fault, Fault::NotSaved(_)) && problem.aside.is_none(), "{problem}");
    assert!(problem.to_string().ends_with("; solved in memory for this run only"), "{problem}");
    assert!(matches!(probe(&tables, KK_K_WIN), Some(Value::Win(_))));
    assert!(probes_as_solved(&tables, sig("KK-K")));
    assert!(!file.exists());
    assert_eq!(strays(&dir), Vec::<String>::new(), "no temporary file left");
    fs::remove_dir_all(&dir).unwrap();
}
