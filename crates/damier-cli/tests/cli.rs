//! The command-line contracts other tools rely on: `perft` and `moves`, their JSON, exit codes.

use std::process::{Command, Output};

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_damier-cli")).args(args).output().expect("damier-cli runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

#[test]
fn perft_json_has_the_contract_fields() {
    let out = cli(&["perft", "--variant", "international", "--depth", "4", "--json"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.starts_with("{\"depth\":4,\"nodes\":4265,\"seconds\":"), "{text}");
    assert!(text.contains(",\"nps\":"), "{text}");
    assert_eq!(text.trim().lines().count(), 1);
}

#[test]
fn perft_divide_lists_each_move() {
    let out = cli(&["perft", "--variant", "english", "--depth", "3", "--divide"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert_eq!(text.lines().filter(|l| l.contains(": ") && !l.starts_with("depth")).count(), 7, "{text}");
    assert!(text.contains("depth 3: 302 leaves"), "{text}");
    let sum: u64 = text
        .lines()
        .filter_map(|l| l.split_once(": ").filter(|(mv, _)| !mv.starts_with("depth")))
        .map(|(_, n)| n.parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 302);
}

#[test]
fn moves_json_on_the_hexagon_uses_cell_names() {
    let out = cli(&["moves", "--variant", "hexdame", "--fen", "W:Wc3:Bd3,e4,d4", "--json"]);
    assert!(out.status.success());
    assert_eq!(
        stdout(&out).trim(),
        r#"[{"from":"c3","to":"c3","path":["e3","e5","c3"],"captured":["d3","e4","d4"],"notation":"c3xe3xe5xc3","shorthand":"c3x"}]"#
    );
}

#[test]
fn moves_json_on_square_boards_uses_numbers() {
    let out = cli(&["moves", "--variant", "international", "--fen", "W:WK32:B13,18,21,28", "--json"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(
        text.contains(
            r#"{"from":32,"to":26,"path":[23,12,26],"captured":[28,18,21],"notation":"32x23x12x26"}"#
        ),
        "{text}"
    );
    assert!(text.contains(r#""captured":[28,13,21],"notation":"32x19x8x26""#), "{text}");
}

#[test]
fn frisian_rule_option_reaches_the_rules() {
    let count = |extra: &[&str]| {
        let mut args = vec!["moves", "--variant", "frisian", "--fen", "W:WK28:B3", "--json"];
        args.extend_from_slice(extra);
        stdout(&cli(&args)).matches("\"from\"").count()
    };
    assert_eq!(count(&[]), 17);
    assert_eq!(count(&["--kings-move-straight"]), 25);
}

#[test]
fn bad_fen_fails_with_a_clear_message() {
    let out = cli(&["moves", "--variant", "international", "--fen", "W:W31-51:B1-20", "--json"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("bad FEN at column 4: '51' is not a square number (1..50)"), "{err}");
}

#[test]
fn bad_command_lines_print_usage() {
    for args in
        [&["perft", "--variant", "chess", "--depth", "2"][..], &["perft", "--variant", "english"], &["fly"]]
    {
        let out = cli(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.to_lowercase().contains("usage:"), "{args:?}: {err}");
    }
}

/// Runs `damier-cli hub` with the given input and returns its output lines.
fn hub_session(input: &str) -> Vec<String> {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_damier-cli"))
        .arg("hub")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    stdout(&output).lines().map(String::from).collect()
}

#[test]
fn hub_handshake_search_and_junk() {
    let start = format!("W{}{}{}", "b".repeat(20), "e".repeat(10), "w".repeat(20));
    let input = format!(
        "hub\nset-param name=variant value=normal\ninit\nthis is junk\n\
         pos pos={start} moves=\"32-28 19-23\"\nlevel depth=4\ngo think\n\
         pos pos=Wxyz\npos moves=\"31-26 99-98\"\nlevel move-time=abc\nping\n\
         set-param name=variant value=hexdame\nset-param name=book value=false\npos\nlevel depth=3\ngo think\nquit\n"
    );
    let lines = hub_session(&input);
    assert!(lines[0].starts_with("id name=Damier "), "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with("param name=variant") && l.contains("hexdame")));
    let after = |marker: &str| {
        lines.iter().position(|l| l == marker).unwrap_or_else(|| panic!("{marker}: {lines:?}"))
    };
    assert!(after("wait") < after("ready"));
    // The only legal move after 32-28 19-23 is the capture 28x19 (taking 23).
    assert!(lines.iter().any(|l| l.starts_with("done move=28x19x23")), "{lines:?}");
    let errors: Vec<&String> = lines.iter().filter(|l| l.starts_with("error")).collect();
    assert_eq!(errors.len(), 3, "bad position, bad move, bad level: {lines:?}");
    assert!(lines.contains(&"pong".to_string()));
    // HexDame moves come back in cell names.
    let hex_done = lines.iter().rev().find(|l| l.starts_with("done move=")).unwrap();
    let hex_move = hex_done["done move=".len()..].split(' ').next().unwrap();
    let cells: Vec<&str> = hex_move.split(['-', 'x']).collect();
    assert!(
        cells.iter().all(|c| c.len() == 2 && ('a'..='i').contains(&c.chars().next().unwrap())),
        "{hex_done}"
    );
    assert!(lines.iter().any(|l| l.starts_with("info depth=3 ")), "{lines:?}");
}

#[test]
fn selfplay_reports_every_game_and_the_total() {
    let out = cli(&["selfplay", "--variant", "english", "--games", "2", "--levels", "beginner,casual"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = stdout(&out);
    assert_eq!(text.lines().filter(|l| l.starts_with("game ")).count(), 2, "{text}");
    assert!(text.contains("Beginner vs Casual: +"), "{text}");
}

#[test]
fn bench_prints_figures_per_position() {
    let out = cli(&["bench", "--variant", "brazilian", "--depth", "5"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert_eq!(text.lines().filter(|l| l.starts_with("brazilian")).count(), 3, "{text}");
    assert!(text.contains("nodes/s") && text.contains("time to depth 1:"), "{text}");
}

#[test]
fn pdn_replays_every_game_and_reports_the_first_error() {
    let dir = std::env::temp_dir().join(format!("damier-cli-pdn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.pdn");
    std::fs::write(&good, "[GameType \"21\"]\n1. 11-15 23-19 2. 8-11 1-0\n\n[Event \"b\"]\n1. 32-28 *\n")
        .unwrap();
    let out = cli(&["pdn", good.to_str().unwrap()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert!(lines[0].ends_with("good.pdn game 1: english, 3 moves, result 1-0"), "{text}");
    assert!(lines[1].ends_with("good.pdn game 2: international, 1 move, result *"), "{text}");

    let bad = dir.join("bad.pdn");
    std::fs::write(&bad, "[Event \"x\"]\n1. 32-28 19-23\n2. 28x17 *\n").unwrap();
    let out = cli(&["pdn", good.to_str().unwrap(), bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "a broken game fails the run");
    let text = stdout(&out);
    assert!(
        text.contains("bad.pdn: error: game 1, line 3, move 2. 28x17: ")
            && text.contains("(valid before it: international, 2 moves, result *)"),
        "{text}"
    );
    let missing = cli(&["pdn", dir.join("missing.pdn").to_str().unwrap()]);
    assert_eq!(missing.status.code(), Some(1));
    assert!(stdout(&missing).contains("cannot read"));
    assert_eq!(cli(&["pdn"]).status.code(), Some(2), "no file is a usage error");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn every_demo_file_replays_cleanly() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/demos");
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path().to_string_lossy().into_owned())
        .filter(|p| p.ends_with(".pdn"))
        .collect();
    files.sort();
    let args: Vec<&str> = std::iter::once("pdn").chain(files.iter().map(String::as_str)).collect();
    let out = cli(&args);
    assert!(out.status.success(), "{}", stdout(&out));
    assert_eq!(stdout(&out).lines().count(), files.len());
}

/// `go ponder` thinks without limit; `ponder-hit` gives it the move's time from then on, so a
/// `done` arrives without a `stop`.
#[test]
fn hub_ponder_hit_turns_pondering_into_a_timed_search() {
    use std::io::{BufRead, BufReader, Write};
    use std::sync::mpsc;
    use std::time::Duration;
    let mut child = Command::new(env!("CARGO_BIN_EXE_damier-cli"))
        .arg("hub")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let output = child.stdout.take().unwrap();
    let (lines, received) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(output).lines().map_while(Result::ok) {
            if lines.send(line).is_err() {
                break;
            }
        }
    });
    let wait_for = |prefix: &str, seconds: u64| loop {
        match received.recv_timeout(Duration::from_secs(seconds)) {
            Ok(line) if line.starts_with(prefix) => return Some(line),
            Ok(_) => {}
            Err(_) => return None,
        }
    };
    writeln!(input, "hub\ninit\npos\nlevel move-time=0.3\ngo ponder").unwrap();
    assert!(wait_for("ready", 10).is_some());
    std::thread::sleep(Duration::from_millis(400));
    writeln!(input, "ping").unwrap();
    // The start is in the opening book: pondering still searches, and plays nothing on its own.
    loop {
        let line =
            received.recv_timeout(Duration::from_secs(10)).expect("the engine listens while it ponders");
        assert!(!line.starts_with("done"), "no move while pondering: {line}");
        if line.starts_with("pong") {
            break;
        }
    }
    writeln!(input, "ponder-hit").unwrap();
    let done = wait_for("done", 10).expect("ponder-hit ends the search within the move time");
    assert!(done.starts_with("done move="), "{done}");
    writeln!(input, "quit").unwrap();
    assert!(child.wait().unwrap().success());
}

/// Arguments are read as bytes: one that is not UTF-8 is a usage error (FEN) or just a file name
/// (PDN files), never a panic.
#[cfg(unix)]
#[test]
fn non_utf8_arguments_never_panic() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let bad = OsStr::from_bytes(b"W:W31-50\xff:B1-20");
    let out = Command::new(env!("CARGO_BIN_EXE_damier-cli"))
        .args([
            OsStr::new("moves"),
            OsStr::new("--variant"),
            OsStr::new("international"),
            OsStr::new("--fen"),
            bad,
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("UTF-8") && !err.contains("panicked"), "{err}");
    let file = std::env::temp_dir().join(OsStr::from_bytes(b"damier-cli-\xff-missing.pdn"));
    let out = Command::new(env!("CARGO_BIN_EXE_damier-cli")).arg("pdn").arg(&file).output().unwrap();
    assert_eq!(out.status.code(), Some(1), "a file that cannot be read is bad input");
    assert!(stdout(&out).contains("cannot read"), "{}", stdout(&out));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"));
}

#[test]
fn a_pdn_file_without_games_is_an_error() {
    let file = std::env::temp_dir().join(format!("damier-cli-empty-{}.pdn", std::process::id()));
    std::fs::write(&file, " \r\n\n").unwrap();
    let out = cli(&["pdn", file.to_str().unwrap()]);
    std::fs::remove_file(&file).unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout(&out).contains("error: no games in this file"), "{}", stdout(&out));
}

/// `damier-cli pdn *.pdn | head -1`: once the reader has gone, the next line ends the program
/// quietly, as a Unix tool ends, where `println!` panicked (exit 101).
#[test]
fn a_closed_output_ends_the_program_quietly() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let file = std::env::temp_dir().join(format!("damier-cli-many-{}.pdn", std::process::id()));
    // Far more report lines than a pipe holds, so the program is still writing when it closes.
    std::fs::write(&file, "1. 32-28 *\n\n".repeat(20_000)).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_damier-cli"))
        .arg("pdn")
        .arg(&file)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("damier-cli runs");
    let mut output = BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    output.read_line(&mut first).unwrap();
    assert!(first.contains(" game 1: "), "{first}");
    drop(output);
    let out = child.wait_with_output().unwrap();
    std::fs::remove_file(&file).unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_ne!(out.status.code(), Some(101), "{err}");
    assert!(out.status.success() && err.is_empty(), "{}: {err}", out.status);
}

/// A GUI that closes the engine's output has gone: the Hub ends quietly at its next line
/// instead of searching on for no one.
#[test]
fn the_hub_ends_quietly_when_its_output_is_closed() {
    use std::io::{Read, Write};
    use std::process::Stdio;
    use std::time::{Duration, Instant};
    let mut child = Command::new(env!("CARGO_BIN_EXE_damier-cli"))
        .arg("hub")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("damier-cli runs");
    drop(child.stdout.take());
    let mut input = child.stdin.take().unwrap();
    writeln!(input, "hub").unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            child.kill().unwrap();
            panic!("the hub went on with its output closed");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    drop(input);
    let mut err = String::new();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    assert!(status.success() && err.is_empty(), "{status}: {err}");
}

#[test]
fn times_out_of_range_are_usage_errors() {
    for movetime in ["1e30", "-1", "NaN", "inf", "0", "604801"] {
        let out = cli(&["selfplay", "--variant", "english", "--games", "1", "--movetime", movetime]);
        assert_eq!(out.status.code(), Some(2), "{movetime}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains("--movetime") && !err.contains("panicked"), "{movetime}: {err}");
    }
    let out = cli(&["selfplay", "--variant", "english", "--levels", "club,grandmaster"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr).unwrap().contains("the levels are beginner, casual"));
}

#[test]
fn a_fen_no_game_can_start_from_is_refused() {
    for (fen, why) in [
        ("W:W31:B", "Black has no pieces"),
        ("W:WK1-21:B45", "White has 21 pieces; a game starts with 20"),
        ("W:W46:B41,37", "White is to move but has no legal move"),
    ] {
        let out = cli(&["moves", "--variant", "international", "--fen", fen]);
        assert_eq!(out.status.code(), Some(1), "{fen}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(why), "{fen}: {err}");
    }
}

#[test]
fn bench_replays_a_long_game() {
    let out = cli(&["bench", "--replay", "2000"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = stdout(&out);
    for what in ["through Game::play in", "as PDN", "as a Hub pos read in"] {
        assert!(text.contains(&format!("2000 plies {what}")), "{text}");
    }
}

#[test]
fn endgame_tables_are_generated_then_verified_and_missing_ones_named() {
    let dir = std::env::temp_dir().join(format!("damier-cli-egtb-{}", std::process::id()));
    let dir_arg = dir.to_str().unwrap();
    let out = cli(&["egtb", "generate", "--variant", "english", "--pieces", "3", "--out", dir_arg]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let out = cli(&[
        "egtb",
        "verify",
        "--variant",
        "english",
        "--pieces",
        "3",
        "--dir",
        dir_arg,
        "--sample",
        "500",
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = stdout(&out);
    assert!(text.contains("of 16 tables agree with their moves"), "{text}");
    let out = cli(&["egtb", "verify", "--variant", "english", "--pieces", "4", "--dir", dir_arg]);
    assert!(!out.status.success());
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(error.contains("no table for K-KKK, ") && !error.contains(" K-KK,"), "{error}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn generate_writes_the_manual_and_the_completions() {
    let man = cli(&["generate", "man"]);
    assert!(man.status.success());
    assert!(stdout(&man).contains(".TH damier-cli 1"), "a section-1 page");
    for (shell, mark) in
        [("bash", "complete -F"), ("zsh", "#compdef damier-cli"), ("fish", "complete -c damier-cli")]
    {
        let out = cli(&["generate", shell]);
        assert!(out.status.success(), "{shell}");
        let text = stdout(&out);
        assert!(text.contains(mark) && text.contains("perft"), "{shell} completes the commands: {mark}");
    }
    let dir = std::env::temp_dir().join(format!("damier-cli-man-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pages = cli(&["generate", "man", "--out", dir.to_str().unwrap()]);
    assert!(pages.status.success() && pages.stdout.is_empty());
    for page in ["damier-cli.1", "damier-cli-perft.1", "damier-cli-egtb-generate.1"] {
        assert!(dir.join(page).is_file(), "{page} is written");
    }
    std::fs::remove_dir_all(&dir).unwrap();
    let misplaced = cli(&["generate", "bash", "--out", "/tmp"]);
    assert_eq!(misplaced.status.code(), Some(2), "--out is for the manual pages");
}

#[path = "../../damier-rules/tests/support/endings.rs"]
mod endings;

/// The endings data through `damier-cli pdn`: every game replays, and the line names the end
/// the rules give (none while the game goes on).
#[test]
fn pdn_tells_the_end_the_rules_give_for_every_ending_in_the_data() {
    let dir = std::env::temp_dir().join(format!("damier-cli-endings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cases = endings::read();
    let mut text = String::new();
    for case in &cases {
        assert!(case.fen.starts_with("W:"), "{}: the data starts with White to move", case.name);
        let game_type = match case.variant {
            damier_rules::Variant::International => 20,
            damier_rules::Variant::English => 21,
            damier_rules::Variant::Brazilian => 26,
            damier_rules::Variant::Frisian => 40,
            damier_rules::Variant::HexDame => 60,
        };
        let moves: Vec<String> = case
            .moves
            .chunks(2)
            .enumerate()
            .map(|(i, pair)| format!("{}. {}", i + 1, pair.join(" ")))
            .collect();
        text += &format!(
            "[GameType \"{game_type}\"]\n[SetUp \"1\"]\n[FEN \"{}\"]\n\n{} *\n\n",
            case.fen,
            moves.join(" ")
        );
    }
    let file = dir.join("endings.pdn");
    std::fs::write(&file, text).unwrap();
    let out = cli(&["pdn", file.to_str().unwrap()]);
    let printed = stdout(&out);
    assert!(out.status.success(), "{printed}");
    let lines: Vec<&str> = printed.lines().collect();
    assert_eq!(lines.len(), cases.len(), "{printed}");
    for (case, line) in cases.iter().zip(lines) {
        let rules = case.variant.rules();
        match case.end {
            Some(end) => {
                assert!(
                    line.ends_with(&format!(", over: {}", end.describe(rules))),
                    "{} (line {}): {line}",
                    case.name,
                    case.line
                )
            }
            None => assert!(!line.contains("over:"), "{} (line {}): {line}", case.name, case.line),
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
