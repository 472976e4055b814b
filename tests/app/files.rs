//! The player's files: settings, puzzle progress, the autosave, saved and loaded games; what is
//! written, when, and what happens to a damaged file.

use std::time::Duration;

use bevy::prelude::*;
use damier::base::locale::{Language, Locale};
use damier::base::settings::Settings;
use damier::base::state::Mode;
use damier::game::{GameCommand, Match};
use damier::modes::records::{self, Autosave};
use damier_ai::Level;
use damier_rules::{Variant, fen};

use crate::{command, finish_animation, fresh_dir, game_app, game_app_with, mode};

#[test]
fn settings_survive_a_round_trip_and_a_corrupt_file_is_replaced() {
    use damier::base::settings::{self, AnimationSpeed};
    use damier::base::storage::Fault;
    let dir = fresh_dir("settings");
    let path = dir.join("settings.json");

    // Missing: the defaults, silently.
    assert_eq!(settings::load(&path), (Settings::default(), None));

    let mine =
        Settings { animation_speed: AnimationSpeed::Slow, sound: false, volume: 0.25, ..Settings::default() };
    std::fs::write(&path, serde_json::to_string_pretty(&mine).unwrap()).unwrap();
    assert_eq!(settings::load(&path), (mine.clone(), None));
    let leftovers: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(leftovers, vec![std::ffi::OsString::from("settings.json")], "no temporary file is left");

    // Corrupt (or from a newer version, or not text): reported, the defaults used, and the file
    // moved aside so that nothing is lost.
    for (i, bad) in
        [&b"{ \"animation_speed\": \"Warp\", "[..], b"{\"sound\": 7}", b"\xff\xfe{}"].into_iter().enumerate()
    {
        std::fs::write(&path, bad).unwrap();
        let (loaded, problem) = settings::load(&path);
        assert_eq!(loaded, Settings::default());
        let problem = problem.expect("the problem is reported");
        assert!(matches!(problem.fault, Fault::Corrupt(_)) && problem.kept.is_ok(), "{problem:?}");
        assert!(!path.exists(), "the bad file is moved aside");
        let kept: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.to_string_lossy().contains("settings.json.bad-"))
            .collect();
        assert_eq!(kept.len(), i + 1, "each bad file is kept: {kept:?}");
        assert!(kept.iter().any(|p| std::fs::read(p).unwrap() == bad), "with its bytes");
        assert_eq!(settings::load(&path), (Settings::default(), None), "then: the defaults, silently");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A copy of the game on the config folder `dir`, started with the command line `args`, its
/// player's files opened as `damier::app` opens them, with a game on the board.
fn copy_of_the_game(dir: &std::path::Path, args: &[&str]) -> App {
    let options = damier::app::launch::parse(args.iter().copied()).unwrap();
    let start = fen::write(&damier_rules::Position::start(Variant::International.rules()));
    let mut app = game_app(Variant::International, &start);
    damier::app::open_player_files(&mut app, Some(dir), &options);
    app.update();
    app
}

/// Settings are written only when the player changes one, never every frame and never with the
/// command line's choices for this run; and two copies of the game on one config folder keep
/// each other's choices.
#[test]
fn settings_are_saved_only_as_the_player_changes_them() {
    use damier::base::appearance::BoardTheme;
    let dir = fresh_dir("settings-writes");
    let path = dir.join("settings.json");
    // The player's own file, compact: any rewrite would pretty-print it.
    let theirs =
        format!("{{\"sound\":false,\"theme\":{}}}", serde_json::to_string(&BoardTheme::ALL[1]).unwrap());
    std::fs::write(&path, &theirs).unwrap();

    let other_theme = BoardTheme::ALL[2].name();
    let mut first = copy_of_the_game(&dir, &["--theme", other_theme, "--lang", "fr"]);
    let mut second = copy_of_the_game(&dir, &[]);
    assert_eq!(first.world().resource::<Settings>().theme, BoardTheme::ALL[2], "the run's theme is used");
    // Five seconds of play in both, with a system borrowing the settings mutably every frame
    // (as the side panel's checkboxes once did).
    first.world_mut().resource_mut::<Match>().computer = [Some(Level::Beginner), Some(Level::Beginner)];
    for _ in 0..300 {
        for app in [&mut first, &mut second] {
            app.world_mut().resource_mut::<Settings>().set_changed();
            app.update();
        }
    }
    std::thread::sleep(Duration::from_millis(600));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), theirs, "nothing was written");

    // The player changes the volume in the first copy, then the animation speed in the second,
    // which still holds the old file's values in memory.
    first.world_mut().resource_mut::<Settings>().volume = 0.3;
    first.update();
    drop(first);
    second.world_mut().resource_mut::<Settings>().animation_speed =
        damier::base::settings::AnimationSpeed::Fast;
    second.update();
    drop(second);

    let saved: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert!(saved["volume"].as_f64().is_some_and(|v| (v - 0.3).abs() < 1e-6), "{saved}");
    assert_eq!(saved["animation_speed"], "Fast", "{saved}");
    assert_eq!(saved["sound"], false, "the player's choice is kept: {saved}");
    assert_eq!(
        saved["theme"],
        serde_json::to_value(BoardTheme::ALL[1]).unwrap(),
        "--theme is not saved: {saved}"
    );
    assert!(saved.get("language").is_none(), "--lang is not saved: {saved}");
    let left: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(left.iter().all(|name| !name.starts_with('.')), "no temporary file is left: {left:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A puzzle progress file that cannot be read or is corrupt is moved aside and reported, and
/// the next result goes to a fresh file.
#[test]
fn a_damaged_puzzle_progress_file_is_kept_aside_and_reported() {
    use damier::base::storage::Fault;
    use damier::modes::collection::PuzzleProgress;
    let dir = fresh_dir("progress");
    let path = dir.join("puzzles.json");
    // A folder in its place cannot be read; then a file that is not what it should be.
    std::fs::create_dir(&path).unwrap();
    std::fs::write(path.join("inside"), "mine").unwrap();
    let (mut progress, problem) = PuzzleProgress::open(path.clone());
    let problem = problem.expect("reported");
    assert!(matches!(problem.fault, Fault::Unreadable(_)), "{problem:?}");
    assert_eq!(progress.problem.as_ref(), Some(&problem), "kept for the Puzzles window");
    let aside = problem.kept.clone().expect("moved aside");
    assert!(aside.join("inside").exists(), "what was there is kept");
    progress.record(Variant::International, "i-1", 3, true);
    assert!(path.is_file(), "the next result goes to a fresh file");

    std::fs::write(&path, "{\"rating\": \"high\"}").unwrap();
    let (progress, problem) = PuzzleProgress::open(path.clone());
    assert!(matches!(problem.expect("reported").fault, Fault::Corrupt(_)));
    assert!(progress.solved.is_empty() && !path.exists());
    let kept = std::fs::read_dir(&dir).unwrap().count();
    assert_eq!(kept, 2, "both damaged files are kept");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_game_is_autosaved_after_every_move_and_continues_from_there() {
    let dir = fresh_dir("autosave");
    let path = dir.join("autosave.pdn");
    let mut app = game_app_with(
        Variant::HexDame,
        &fen::write(&damier_rules::Position::start(Variant::HexDame.rules())),
        [None, Some(Level::Club)],
    );
    app.world_mut().insert_resource(Autosave::open(path.clone()));
    assert_eq!(mode(&app), Some(Mode::Game));
    app.world_mut().resource_mut::<Match>().computer = [None, None];
    command(&mut app, GameCommand::Typed("d4e5".into()));
    finish_animation(&mut app);
    // Written by the autosave's own thread a moment after the move, the game still running.
    let clock = std::time::Instant::now();
    while records::load(&path).games.first().is_none_or(|g| g.game.moves().len() != 1) {
        assert!(clock.elapsed() < Duration::from_secs(10), "the move reaches the autosave");
        std::thread::sleep(Duration::from_millis(10));
    }
    let offer = Autosave::open(path.clone()).offer.expect("the autosave holds the game");
    assert_eq!(offer.game.moves().len(), 1);
    let resumed = records::match_of(&offer);
    assert_eq!(resumed.game.position(), app.world().resource::<Match>().game.position());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_damaged_autosave_is_moved_aside_and_reported() {
    let dir = fresh_dir("bad-autosave");
    let path = dir.join("autosave.pdn");
    for bad in [&b"1. 32-28 \xff\xfe 19-23 *"[..], b"1. 32-28 19-23 2. 99-98 *"] {
        std::fs::write(&path, bad).unwrap();
        let autosave = Autosave::open(path.clone());
        let problem = autosave.problem.expect("reported");
        assert!(problem.kept.as_ref().is_ok_and(|aside| aside.exists()), "{problem:?}");
        assert!(!path.exists(), "moved aside, so the next autosave cannot overwrite it");
    }
    let kept = std::fs::read_dir(&dir).unwrap().count();
    assert_eq!(kept, 2, "both damaged files are kept");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_failed_save_leaves_the_previous_file_intact_and_nothing_behind() {
    let dir = fresh_dir("save");
    let path = dir.join("game.pdn");
    let mut current = Match::new(damier_rules::Position::start(Variant::International.rules()));
    current.game.play_notation("32-28").unwrap();
    records::save(&current, &path).unwrap();
    let before = std::fs::read_to_string(&path).unwrap();
    current.game.play_notation("19-23").unwrap();
    // The rename cannot replace a folder: the write is done, then the save fails at its end.
    let blocked = dir.join("blocked.pdn");
    std::fs::create_dir_all(blocked.join("inside")).unwrap();
    assert!(records::save(&current, &blocked).is_err());
    assert!(blocked.join("inside").is_dir(), "what stood there is untouched");
    // A folder that is a file: the save fails at its start.
    assert!(records::save(&current, &path.join("game.pdn")).is_err());
    assert_eq!(std::fs::read_to_string(&path).unwrap(), before, "the previous save is untouched");
    let mut left: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    left.sort();
    assert_eq!(left, ["blocked.pdn", "game.pdn"], "no temporary file is left behind");
    let loaded = records::load(&path);
    assert!(loaded.problems.is_empty());
    assert_eq!(loaded.games[0].game.moves().len(), 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn loading_a_broken_file_keeps_the_valid_moves_and_says_why() {
    let dir = fresh_dir("load");
    let path = dir.join("broken.pdn");
    std::fs::write(&path, "[Event \"x\"]\n1. 32-28 19-23 2. 28x19 14x23 3. 99-98 *\n").unwrap();
    let loaded = records::load(&path);
    assert_eq!(loaded.games.len(), 1);
    assert_eq!(loaded.games[0].game.moves().len(), 4);
    let english = Locale::new(Language::English);
    let why = records::describe_problem(&english, &loaded.problems[0]);
    assert!(why.contains("Game 1, line 2, move 3. 99-98") && why.contains("The 4 valid moves"), "{why}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_result_from_a_file_is_kept_until_the_game_goes_on() {
    let read = damier_rules::pdn::read("[Result \"0-2\"]\n1. 32-28 19-23 0-2\n");
    let record = read[0].record.clone().unwrap();
    let mut current = records::match_of(&record);
    assert_eq!(current.recorded_result(), Some(damier_rules::pdn::PdnResult::Win(damier_rules::Side::Black)));
    assert_eq!(records::record_of(&current).result.token(current.rules()), "0-2", "saved again as it was");
    current.game.play_notation("28x19").unwrap();
    assert_eq!(current.recorded_result(), None, "a move played after it makes it void");
}
