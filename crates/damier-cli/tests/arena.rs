//! `damier-cli match` and `damier-cli openings`: short matches of `damier-cli hub` against itself,
//! and against fake engines (shell scripts) that play an illegal move, hang or crash. The runner
//! itself is watched: a test fails, never hangs, if the runner does.

use std::io::Read;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use damier_rules::pdn;
use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_damier-cli");

/// Our Hub engine's command line.
fn hub() -> String {
    format!("'{BIN}' hub")
}

/// A fake engine: a shell loop that does the handshake and answers `go` with `on_go` (shell
/// commands).
fn fake(on_go: &str) -> String {
    format!(
        "sh -c 'while read -r l; do case \"$l\" in hub) echo \"id name=Fake\"; echo wait;; \
         init) echo ready;; go*) {on_go};; quit) exit 0;; esac; done'"
    )
}

struct Run {
    ok: bool,
    stdout: String,
    stderr: String,
    seconds: f64,
}

/// Runs damier-cli with `args`, killing it after `limit` seconds.
fn run(args: &[&str], limit: f64) -> Run {
    let clock = Instant::now();
    let mut child = Command::new(BIN)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("damier-cli runs");
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        out.read_to_string(&mut text).unwrap();
        text
    });
    let err_reader = std::thread::spawn(move || {
        let mut text = String::new();
        err.read_to_string(&mut text).unwrap();
        text
    });
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if clock.elapsed() > Duration::from_secs_f64(limit) {
            child.kill().unwrap();
            panic!("damier-cli {args:?} ran over {limit} s");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Run {
        ok: status.success(),
        stdout: reader.join().unwrap(),
        stderr: err_reader.join().unwrap(),
        seconds: clock.elapsed().as_secs_f64(),
    }
}

fn temp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("damier-arena-{}-{name}", std::process::id()))
}

fn json(run: &Run) -> Value {
    assert!(run.ok, "stdout: {}\nstderr: {}", run.stdout, run.stderr);
    serde_json::from_str(run.stdout.trim()).unwrap_or_else(|e| panic!("{e}: {}", run.stdout))
}

fn count(v: &Value, field: &str) -> u64 {
    v[field].as_u64().unwrap_or_else(|| panic!("no {field} in {v}"))
}

#[test]
fn the_hub_against_itself_in_english_and_hexdame() {
    for variant in ["english", "hexdame"] {
        let pdn_path = temp(&format!("{variant}.pdn"));
        let path = pdn_path.to_str().unwrap();
        let args = [
            "match",
            "--engine1",
            &hub(),
            "--engine2",
            &hub(),
            "--variant",
            variant,
            "--games",
            "2",
            "--depth",
            "2",
            "--opening-depth",
            "4",
            "--pdn",
            path,
            "--json",
        ];
        let out = run(&args, 60.0);
        let summary = json(&out);
        assert_eq!(count(&summary, "games"), 2);
        assert_eq!(count(&summary, "wins") + count(&summary, "draws") + count(&summary, "losses"), 2);
        assert_eq!(summary["variant"], variant);
        for engine in ["engine1", "engine2"] {
            let e = &summary[engine];
            assert_eq!(e["id"], "Damier 0.1.0", "{summary}");
            assert_eq!(e["level"], "depth=2");
            assert_eq!(e["avg_depth"].as_f64(), Some(2.0), "{summary}");
            assert!(count(e, "moves") > 10 && count(e, "forfeits") == 0, "{summary}");
            assert!(e["avg_nps"].as_f64().is_some());
        }
        assert!(summary["score_pct"].as_f64().is_some() && summary["elo_text"].is_string());
        // One opening, played with colours swapped.
        let games = summary["game_list"].as_array().unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(games[0]["opening"], games[1]["opening"]);
        assert_eq!(games[0]["white"], games[1]["black"]);
        assert_ne!(games[0]["opening"], "start position");
        // The PDN replays through the rules: the moves, the results, the opening noted.
        let text = std::fs::read_to_string(&pdn_path).unwrap();
        let read = pdn::read(&text);
        assert_eq!(read.len(), 2, "{text}");
        for (game, entry) in read.iter().zip(games) {
            assert!(game.error.is_none(), "{:?}\n{text}", game.error);
            let record = game.record.as_ref().unwrap();
            assert_eq!(record.game.rules().variant.id(), variant);
            assert_eq!(record.game.moves().len() as u64, count(entry, "plies"));
            assert_eq!(record.result.token(record.game.rules()), entry["result"].as_str().unwrap());
            assert_eq!(record.tag("White"), entry["white"].as_str());
            assert_eq!(record.tag("Opening"), entry["opening"].as_str());
            assert!(record.comments.iter().any(|c| c == "end of opening"));
        }
        // Progress lines went to stderr.
        assert_eq!(out.stderr.lines().filter(|l| l.starts_with("game ")).count(), 2, "{}", out.stderr);
        std::fs::remove_file(&pdn_path).ok();
    }
}

#[test]
fn the_text_report_has_a_line_per_game_and_a_summary() {
    let args = [
        "match",
        "--engine1",
        &hub(),
        "--engine2",
        &hub(),
        "--name1",
        "new",
        "--name2",
        "old",
        "--variant",
        "brazilian",
        "--games",
        "2",
        "--tc1",
        "depth=3",
        "--depth",
        "1",
        "--opening-plies",
        "0",
        // Book moves are reported at depth 0; the averages below are of searches.
        "--param1",
        "book=false",
        "--param2",
        "book=false",
    ];
    let out = run(&args, 60.0);
    assert!(out.ok, "{}{}", out.stdout, out.stderr);
    let text = &out.stdout;
    assert!(text.contains("opening #1 (start position), White new - Black old: "), "{text}");
    assert!(text.contains("opening #1 (start position), White old - Black new: "), "{text}");
    assert!(text.contains("result: new vs old (brazilian): 2 games, +"), "{text}");
    assert!(text.contains("Elo difference: "), "{text}");
    assert!(text.contains("new [Damier 0.1.0]: depth=3, ") && text.contains("old [Damier 0.1.0]: depth=1, "));
    assert!(text.contains("average depth 3.0"), "{text}");
}

#[cfg(unix)]
#[test]
fn an_illegal_move_loses() {
    let args = [
        "match",
        "--engine1",
        &fake("echo \"done move=99-98\""),
        "--engine2",
        &hub(),
        "--variant",
        "english",
        "--games",
        "2",
        "--depth",
        "2",
        "--opening-plies",
        "0",
        "--json",
    ];
    let summary = json(&run(&args, 60.0));
    assert_eq!((count(&summary, "wins"), count(&summary, "losses")), (0, 2), "{summary}");
    for game in summary["game_list"].as_array().unwrap() {
        let reason = game["reason"].as_str().unwrap();
        assert!(reason.starts_with("Fake illegal move '99-98'"), "{reason}");
        assert_eq!(game["engine1_score"], 0.0);
    }
    assert_eq!(count(&summary["engine1"], "forfeits"), 2);
    assert_eq!(summary["terminations"]["Fake: illegal move"], 2, "{summary}");
    // Every game lost: only a bound (Wilson: 2 games cannot exclude even +113).
    assert!(summary["elo"].is_null() && summary["elo_low95"].is_null(), "{summary}");
    assert_eq!(summary["elo_high95"].as_f64(), Some(113.4), "{summary}");
}

#[cfg(unix)]
#[test]
fn an_engine_that_hangs_loses_on_time_and_is_replaced() {
    // 0.1 s a move: the time-out is 3 × 0.1 + 2 = 2.3 s.
    let args = [
        "match",
        "--engine1",
        &hub(),
        "--engine2",
        &fake(":"),
        "--variant",
        "hexdame",
        "--games",
        "2",
        "--movetime",
        "0.1",
        "--opening-plies",
        "0",
        "--json",
    ];
    let out = run(&args, 30.0);
    let summary = json(&out);
    assert_eq!(count(&summary, "wins"), 2, "{summary}");
    for game in summary["game_list"].as_array().unwrap() {
        let reason = game["reason"].as_str().unwrap();
        assert_eq!(reason, "Fake lost on time (no move in 2.3 s)");
        assert_eq!(summary["terminations"]["Fake: lost on time"], 2, "{summary}");
        let seconds = game["seconds"].as_f64().unwrap();
        assert!((2.3..6.0).contains(&seconds), "{seconds}");
    }
    assert_eq!(count(&summary["engine2"], "restarts"), 1, "{summary}");
    assert!(out.seconds < 15.0, "{}", out.seconds);
}

#[cfg(unix)]
#[test]
fn a_crash_loses_and_the_engine_restarts() {
    let args = [
        "match",
        "--engine1",
        &fake("echo dying >&2; exit 3"),
        "--engine2",
        &hub(),
        "--variant",
        "international",
        "--games",
        "2",
        "--depth",
        "1",
        "--opening-plies",
        "0",
        "--json",
    ];
    let summary = json(&run(&args, 30.0));
    assert_eq!(count(&summary, "losses"), 2, "{summary}");
    let reason = summary["game_list"][0]["reason"].as_str().unwrap();
    assert!(reason.starts_with("Fake crashed (exited, exit status: 3; stderr: dying"), "{reason}");
    assert_eq!(count(&summary["engine1"], "restarts"), 1, "{summary}");
}

#[cfg(unix)]
#[test]
fn an_error_reply_loses() {
    let args = [
        "match",
        "--engine1",
        &fake("echo \"error message=nothing\""),
        "--engine2",
        &hub(),
        "--variant",
        "frisian",
        "--games",
        "1",
        "--depth",
        "1",
        "--opening-plies",
        "0",
        "--json",
    ];
    let summary = json(&run(&args, 30.0));
    let reason = summary["game_list"][0]["reason"].as_str().unwrap();
    assert_eq!(reason, "Fake error reply: error message=nothing");
    assert_eq!(summary["terminations"]["Fake: error reply"], 1, "{summary}");
}

#[test]
fn an_engine_that_cannot_start_fails_the_match() {
    let out = run(
        &[
            "match",
            "--engine1",
            "/nonexistent/engine",
            "--engine2",
            &hub(),
            "--variant",
            "english",
            "--depth",
            "1",
        ],
        30.0,
    );
    assert!(!out.ok);
    assert!(out.stderr.contains("engine 1: cannot start '/nonexistent/engine'"), "{}", out.stderr);
}

#[test]
fn an_openings_file_is_written_and_played_from() {
    let path = temp("openings.json");
    let file = path.to_str().unwrap();
    let out = run(
        &[
            "openings",
            "--variant",
            "international",
            "--count",
            "3",
            "--opening-depth",
            "3",
            "--seed",
            "5",
            "--out",
            file,
        ],
        60.0,
    );
    assert!(out.ok, "{}", out.stderr);
    let written: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(written["variant"], "normal");
    let openings = written["openings"].as_array().unwrap();
    assert_eq!(openings.len(), 3);
    assert!(openings.iter().all(|o| o["moves"].as_str().unwrap().split(' ').count() == 3));
    let args = [
        "match",
        "--engine1",
        &hub(),
        "--engine2",
        &hub(),
        "--variant",
        "international",
        "--games",
        "3",
        "--depth",
        "1",
        "--openings",
        file,
        "--json",
    ];
    let summary = json(&run(&args, 60.0));
    let games = summary["game_list"].as_array().unwrap();
    assert_eq!(games.len(), 3);
    assert_eq!(summary["openings"], 2);
    let first = openings[0]["moves"].as_str().unwrap();
    assert_eq!(games[0]["opening"], first);
    assert_eq!(games[2]["opening"], openings[1]["moves"]);
    // The file is for International: another variant refuses it.
    let out =
        run(&["match", "--engine1", "x", "--engine2", "y", "--variant", "frisian", "--openings", file], 30.0);
    assert!(
        !out.ok && out.stderr.contains("the openings are for international, not frisian"),
        "{}",
        out.stderr
    );
    std::fs::remove_file(&path).ok();
}
