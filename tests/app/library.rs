//! The game library: a game played to its end on the board is kept once, with whom it was
//! played against; a finished game opened again is not kept a second time.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use damier::game::{Match, Turn};
use damier::modes::Open;
use damier::modes::library::GameLibrary;
use damier_ai::Level;
use damier_library::{Filter, Kind, Library, Outcome};
use damier_rules::{Side, Variant, fen};

use crate::{click, finish_animation, fresh_dir, logic_app, open};

/// The library's games as a second reader sees them, once the writer has had time.
fn kept(path: &std::path::Path, at_least: usize) -> Vec<damier_library::GameSummary> {
    let started = Instant::now();
    loop {
        let games = Library::open(path).unwrap().library.list(&Filter::default()).unwrap();
        if games.len() >= at_least || started.elapsed() > Duration::from_secs(5) {
            return games;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_game_played_to_its_end_is_kept_once_and_an_opened_one_not_again() {
    let path = fresh_dir("library").join("library.db");
    let mut app = logic_app();
    app.insert_resource(GameLibrary::open(path.clone(), true).expect("a library"));
    // White to play the last capture; Black plays nothing: the computer has Black.
    let game =
        damier_rules::Game::from_position(fen::read(Variant::International.rules(), "W:W28,46:B23").unwrap());
    open(&mut app, Open::Game(Box::new(Match::with_players(game, [None, Some(Level::Club)]))));
    click(&mut app, "28");
    click(&mut app, "19");
    finish_animation(&mut app);
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Turn>>().get(), Turn::Over);
    let games = kept(&path, 1);
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].kind, Kind::Computer { side: Side::White, level: "club".into() });
    assert_eq!(games[0].outcome, Outcome::Win);

    let record = Library::open(&path).unwrap().library.record(games[0].id).unwrap().unwrap();
    open(&mut app, Open::Game(Box::new(damier::modes::records::match_of(&record))));
    for _ in 0..10 {
        app.update();
    }
    std::thread::sleep(Duration::from_millis(500));
    assert_eq!(kept(&path, 2).len(), 1, "a finished game opened is not kept again");
}

/// The Games window's import: a PDN file read on a thread of its own, its progress and report
/// kept for the window, the games that read whole in the library and the others listed.
#[test]
fn a_file_imported_from_the_games_window_lands_whole_with_its_failures_listed() {
    let dir = fresh_dir("library-import");
    let (path, file) = (dir.join("library.db"), dir.join("games.pdn"));
    let game =
        |result: &str, moves: &str| format!("[Event \"x\"]\n[Result \"{result}\"]\n\n{moves} {result}\n\n");
    let text = [game("2-0", "1. 32-28 18-23"), game("*", "1. 32-28 18-23 2. 12-13"), game("1-1", "1. 33-29")]
        .concat();
    std::fs::write(&file, text).unwrap();
    let library = GameLibrary::open(path.clone(), true).expect("a library");
    library.import(file);
    let started = Instant::now();
    let report = loop {
        if let Some(finished) = library.import_now().expect("an import begun").finished {
            break finished.expect("the import ran");
        }
        assert!(started.elapsed() < Duration::from_secs(30), "the import ends");
        std::thread::sleep(Duration::from_millis(20));
    };
    assert_eq!(report.imported, 2);
    assert_eq!((report.failed.len(), report.failed[0].game), (1, 2));
    assert_eq!(kept(&path, 2).len(), 2);
}
