//! Endgame-table files that cannot be used: `egtb generate` and `probe` warn of each (file and
//! fault) and go on, the Hub says each in an `error` line and plays with the other tables. Every
//! command has a deadline, so a file that blocks fails the test instead of hanging it.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// `damier-cli ARGS` with `input` on stdin: exit status, stdout and stderr, within a minute.
fn cli(args: &[&str], input: &str) -> (bool, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_damier-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("damier-cli runs");
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let (mut out, mut err) = (child.stdout.take().unwrap(), child.stderr.take().unwrap());
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || {
        let (mut stdout, mut stderr) = (String::new(), String::new());
        out.read_to_string(&mut stdout).unwrap();
        err.read_to_string(&mut stderr).unwrap();
        send.send((stdout, stderr))
    });
    let Ok((stdout, stderr)) = receive.recv_timeout(Duration::from_secs(60)) else {
        child.kill().unwrap();
        panic!("damier-cli {args:?} did not end within a minute");
    };
    (child.wait().unwrap().success(), stdout, stderr)
}

/// A fresh folder `name` with the English tables of up to three pieces.
fn english_tables(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("damier-cli-egtb-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out = cli(&["egtb", "generate", "--variant", "english", "--pieces", "3", "--out", dir_arg(&dir)], "");
    assert!(out.0, "{}", out.2);
    dir
}

/// [`english_tables`], the K-K file a folder.
fn tables_with_a_folder_for_k_k(name: &str) -> (PathBuf, PathBuf) {
    let dir = english_tables(name);
    let file = dir.join("english").join("K-K.egtb");
    std::fs::remove_file(&file).unwrap();
    std::fs::create_dir(&file).unwrap();
    (dir, file)
}

fn dir_arg(dir: &Path) -> &str {
    dir.to_str().expect("a UTF-8 temporary folder")
}

#[test]
fn probe_and_generate_warn_of_a_bad_file_and_use_the_others() {
    let (dir, file) = tables_with_a_folder_for_k_k("probe");
    let probe = ["egtb", "probe", "--variant", "english", "--fen", "W:WK14,K18:BK1", "--dir", dir_arg(&dir)];
    let (ok, stdout, stderr) = cli(&probe, "");
    assert!(ok, "{stderr}");
    assert!(stdout.contains("White to move: win"), "{stdout}");
    let warning = format!("warning: {}: not a regular file; moved aside to K-K.egtb.bad-", file.display());
    assert!(stderr.starts_with(&warning), "{stderr}");

    std::fs::create_dir(&file).unwrap();
    let generate = ["egtb", "generate", "--variant", "english", "--pieces", "3", "--out", dir_arg(&dir)];
    let (ok, stdout, stderr) = cli(&generate, "");
    assert!(ok, "{stderr}");
    assert!(stderr.starts_with(&warning), "{stderr}");
    assert_eq!(stdout.lines().filter(|l| !l.contains("on disk") && l.ends_with(" s")).count(), 1, "{stdout}");
    assert!(std::fs::metadata(&file).unwrap().is_file());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn probe_does_not_hang_on_a_fifo() {
    let dir = english_tables("fifo");
    let fifo = dir.join("english").join("KK-K.egtb");
    std::fs::remove_file(&fifo).unwrap();
    assert!(Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    let probe = ["egtb", "probe", "--variant", "english", "--fen", "W:WK14,K18:BK1", "--dir", dir_arg(&dir)];
    let (ok, _, stderr) = cli(&probe, "");
    assert!(!ok, "no KK-K table");
    assert!(stderr.contains(&format!("warning: {}: not a regular file", fifo.display())), "{stderr}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_hub_says_what_is_wrong_and_plays_with_the_other_tables() {
    let (dir, file) = tables_with_a_folder_for_k_k("hub");
    let input = format!(
        "hub\nset-param name=variant value=english\nset-param name=egtb value=\"{}\"\ninit\nquit\n",
        dir.display()
    );
    let (ok, stdout, _) = cli(&["hub"], &input);
    assert!(ok);
    let error = format!("error message=\"endgame table {}: not a regular file; moved aside", file.display());
    assert!(stdout.lines().any(|l| l.starts_with(&error)), "{stdout}");
    assert!(!stdout.contains("no endgame tables"), "{stdout}");
    assert!(stdout.lines().last() == Some("ready"), "{stdout}");
    std::fs::remove_dir_all(&dir).unwrap();
}
