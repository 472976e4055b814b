//! `damier-cli library` and `damier-cli explore`: the contracts (their JSON), from data; and an
//! import killed in the middle leaving whole games only.

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use damier_library::{Filter, Library};

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_damier-cli")).args(args).output().expect("damier-cli runs")
}

fn json(output: &Output) -> serde_json::Value {
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).expect("one JSON value")
}

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("damier-cli-library-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn own_game(white_level: &str, black_level: &str, moves: &str, result: &str) -> String {
    format!(
        "[Event \"Casual game\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"{result}\"]\n\
         [WhiteLevel \"{white_level}\"]\n[BlackLevel \"{black_level}\"]\n\n{moves} {result}\n\n"
    )
}

#[test]
fn import_stats_list_and_explore_speak_json() {
    let dir = folder("contract");
    let (pdn, db) = (dir.join("games.pdn"), dir.join("library.db"));
    let text = [
        own_game("human", "club", "1. 32-28 18-23", "2-0"),
        own_game("human", "club", "1. 32-28 19-23", "0-2"),
        "[Event \"bad\"]\n\n1. 32-28 50-45 *\n\n".to_owned(),
        own_game("expert", "human", "1. 33-28 18-23", "1-1"),
    ]
    .concat();
    std::fs::write(&pdn, text).unwrap();
    let (pdn, db) = (pdn.to_str().unwrap(), db.to_str().unwrap());
    let report = json(&cli(&["library", "import", pdn, "--db", db, "--json"]));
    assert_eq!(report["imported"], 3);
    assert_eq!(report["failed"][0]["game"], 3);
    assert_eq!(report["failed"][0]["line"], 21, "the move line of the third game");
    assert!(report["failed"][0]["reason"].as_str().unwrap().contains("50-45"));

    let stats = json(&cli(&["library", "stats", "--db", db, "--json"]));
    let international = &stats["variants"][0];
    assert_eq!(international["variant"], "international");
    assert_eq!(international["player"], serde_json::json!({"games": 3, "wins": 1, "draws": 1, "losses": 1}));
    let club = international["opponents"].as_array().unwrap().iter().find(|o| o["name"] == "club").unwrap();
    assert_eq!((club["kind"].as_str(), club["games"].as_u64()), (Some("computer"), Some(2)));
    assert_eq!(international["last"], serde_json::json!(["draw", "loss", "win"]));

    let listed =
        json(&cli(&["library", "list", "--db", db, "--opponent", "club", "--result", "win", "--json"]));
    assert_eq!(listed.as_array().unwrap().len(), 1);
    assert_eq!(listed[0]["result"], "2-0");
    let id = listed[0]["id"].as_i64().unwrap().to_string();

    let explored =
        json(&cli(&["explore", "--variant", "international", "--db", db, "--source", "mine", "--json"]));
    assert_eq!(explored["source"], "mine");
    assert_eq!(
        explored["moves"],
        serde_json::json!([
            {"move": "32-28", "games": 2, "wins": 1, "draws": 0, "losses": 1},
            {"move": "33-28", "games": 1, "wins": 0, "draws": 1, "losses": 0},
        ])
    );
    assert!(cli(&["library", "delete", &id, "--db", db]).status.success());
    assert_eq!(cli(&["library", "delete", &id, "--db", db]).status.code(), Some(1), "deleted already");
    let explored =
        json(&cli(&["explore", "--variant", "international", "--db", db, "--source", "mine", "--json"]));
    assert_eq!(explored["moves"][0]["games"], 1);
    assert!(cli(&["library", "restore", &id, "--db", db]).status.success());
    let exported = cli(&["library", "export", "--db", db]);
    assert_eq!(String::from_utf8_lossy(&exported.stdout).matches("[Event").count(), 3);

    let book = json(&cli(&["explore", "--variant", "international", "--json"]));
    assert_eq!(book["source"], "book");
    assert!(book["moves"][0]["score"].is_i64(), "{book}");
    assert_eq!(cli(&["explore", "--variant", "international", "--source", "mine"]).status.code(), Some(2));
}

/// A whole game, played out by the computer.
fn long_game() -> String {
    let dir = folder("long");
    let file = dir.join("one.pdn");
    let played = cli(&[
        "selfplay",
        "--variant",
        "international",
        "--games",
        "1",
        "--levels",
        "beginner,beginner",
        "--pdn",
        file.to_str().unwrap(),
    ]);
    assert!(played.status.success());
    std::fs::read_to_string(file).unwrap()
}

#[test]
fn an_import_killed_in_the_middle_leaves_whole_games_only() {
    let dir = folder("kill");
    let (pdn, db) = (dir.join("many.pdn"), dir.join("library.db"));
    let game = long_game();
    std::fs::write(&pdn, game.repeat(6_000)).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_damier-cli"))
        .args(["library", "import", pdn.to_str().unwrap(), "--db", db.to_str().unwrap()])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let started = Instant::now();
    let kept = loop {
        std::thread::sleep(Duration::from_millis(20));
        let kept =
            Library::open(&db).ok().and_then(|o| o.library.count(&Filter::default()).ok()).unwrap_or(0);
        if kept > 0 || started.elapsed() > Duration::from_secs(120) {
            break kept;
        }
    };
    child.kill().unwrap();
    let status = child.wait().unwrap();
    assert!(kept > 0, "no batch landed in two minutes");
    assert!(!status.success(), "the import ended before it was killed: make the file longer");
    let opened = Library::open(&db).unwrap();
    assert_eq!(opened.set_aside, None, "the store reads after the kill");
    let library = opened.library;
    let games = library.list(&Filter::default()).unwrap();
    assert!(!games.is_empty() && games.len() < 6_000);
    assert_eq!(games.len() % 500, 0, "whole batches only: {}", games.len());
    let plies = games[0].plies;
    for g in games.iter().step_by(97) {
        let record = library.record(g.id).unwrap().unwrap();
        assert_eq!((g.plies, record.game.moves().len() as u32), (plies, plies));
    }
}
