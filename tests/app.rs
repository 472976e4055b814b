//! Headless app tests: the game's logic plugins on `MinimalPlugins`, driven through the same
//! input messages the board's picking sends.

use std::collections::BTreeSet;
use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use damier::base::locale::{Language, Locale};
use damier::base::settings::Settings;
use damier::base::state::{Mode, Screen};
use damier::game::computer::Thinking;
use damier::game::input::Selection;
use damier::game::{CellClicked, GameCommand, Match, Turn};
use damier::modes::Open;
use damier::modes::demos::{DemoLibrary, Playback};
use damier::modes::editor::{SetupEditor, Tool};
use damier::modes::puzzle::{Puzzle, PuzzleSource};
use damier::modes::records::{self, Autosave};
use damier::scene::animation::{Captured, MoveAnimation, Token};
use damier::scene::camera::FollowCaptures;
use damier::scene::geometry::{BoardGeometry, CELL};
use damier_ai::Level;
use damier_rules::{Kind, Piece, Side, Square, Variant, fen};

fn game_app(variant: Variant, position: &str) -> App {
    game_app_with(variant, position, [None, None])
}

/// The logic of the game with nothing drawn, on the title screen.
fn logic_app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins.set(damier::app::task_pools()), StatesPlugin, damier::logic_plugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f64(1.0 / 60.0)));
    // Endgame tables are generated only where a test asks for them.
    app.world_mut().resource_mut::<Settings>().endgame_tables = false;
    app.update();
    app
}

/// Asks for something to be shown, as the menus do, and lets the app settle.
fn open(app: &mut App, request: Open) {
    app.world_mut().write_message(request);
    for _ in 0..4 {
        app.update();
    }
}

fn game_app_with(variant: Variant, position: &str, computer: [Option<Level>; 2]) -> App {
    let mut app = logic_app();
    let game = damier_rules::Game::from_position(fen::read(variant.rules(), position).unwrap());
    open(&mut app, Open::Game(Box::new(Match::with_players(game, computer))));
    app
}

fn mode(app: &App) -> Option<Mode> {
    app.world().get_resource::<State<Mode>>().map(|s| *s.get())
}

fn square(app: &App, name: &str) -> Square {
    app.world().resource::<Match>().rules().topology.parse(name).unwrap()
}

fn click(app: &mut App, name: &str) {
    let sq = square(app, name);
    app.world_mut().write_message(CellClicked(sq));
    app.update();
}

fn tokens(app: &mut App) -> BTreeSet<(Square, Kind, u8)> {
    let world = app.world_mut();
    world.query::<&Token>().iter(world).map(|t| (t.square, t.piece.kind, t.piece.side as u8)).collect()
}

fn record(app: &App) -> BTreeSet<(Square, Kind, u8)> {
    let pos = *app.world().resource::<Match>().game.position();
    pos.all_pieces().map(|(sq, p): (Square, Piece)| (sq, p.kind, p.side as u8)).collect()
}

fn busy(app: &App) -> bool {
    app.world().resource::<MoveAnimation>().is_busy()
}

/// Runs frames until `moves` moves are on the board or `within` has passed. The computer
/// searches on another thread: wait in time, not frames, since a loaded machine may run
/// hundreds of frames before its search ends.
fn wait_for_moves(app: &mut App, moves: usize, within: Duration) {
    let clock = std::time::Instant::now();
    while moves_on_board(app) < moves && clock.elapsed() < within {
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
}

fn finish_animation(app: &mut App) {
    for _ in 0..600 {
        if !busy(app) {
            break;
        }
        app.update();
    }
    app.update();
    assert!(!busy(app), "the animation ends");
}

fn targets(app: &App) -> BTreeSet<String> {
    let current = app.world().resource::<Match>();
    let t = &current.rules().topology;
    let legal = current.game.legal_moves();
    app.world().resource::<Selection>().targets(&legal).into_iter().map(|sq| t.name(sq).to_string()).collect()
}

/// An empty folder of its own for a test that writes files.
fn fresh_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("damier-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn names(list: &[&str]) -> BTreeSet<String> {
    list.iter().map(|s| s.to_string()).collect()
}

#[test]
fn selecting_a_piece_offers_its_destinations() {
    let mut app = game_app(
        Variant::HexDame,
        &damier_rules::fen::write(&damier_rules::Position::start(Variant::HexDame.rules())),
    );
    assert_eq!(tokens(&mut app), record(&app), "the pieces are on the board");
    click(&mut app, "d4");
    assert_eq!(app.world().resource::<Selection>().entered, vec![square(&app, "d4")]);
    assert_eq!(targets(&app), names(&["d5", "e4", "e5"]));
    click(&mut app, "e5");
    assert!(busy(&app), "the move is being animated");
    finish_animation(&mut app);
    assert_eq!(app.world().resource::<Match>().game.moves().len(), 1);
    assert_eq!(tokens(&mut app), record(&app));
}

#[test]
fn an_ambiguous_capture_is_resolved_by_clicking_its_landings() {
    let mut app = game_app(Variant::HexDame, "W:WKi6:Bd7,e6,e7,f3");
    click(&mut app, "i6");
    click(&mut app, "f2");
    // Two captures end on f2: nothing is played, and the first landings of both are offered.
    assert_eq!(app.world().resource::<Match>().game.moves().len(), 0);
    assert!(app.world().resource::<Selection>().hint.is_some());
    assert!(targets(&app).is_superset(&names(&["c6", "d6", "f2"])));
    click(&mut app, "c6");
    finish_animation(&mut app);
    let current = app.world().resource::<Match>();
    let played = current.game.moves()[0];
    let t = &current.rules().topology;
    let taken: BTreeSet<String> = played.captured_squares().map(|sq| t.name(sq).to_string()).collect();
    assert_eq!(taken, names(&["d7", "e6", "f3"]));
    assert_eq!(tokens(&mut app), record(&app));
}

#[test]
fn an_illegal_click_changes_nothing() {
    let start = damier_rules::fen::write(&damier_rules::Position::start(Variant::International.rules()));
    let mut app = game_app(Variant::International, &start);
    let before = record(&app);
    click(&mut app, "25"); // empty square, nothing selected
    assert!(app.world().resource::<Selection>().entered.is_empty());
    click(&mut app, "1"); // a piece of the side not to move
    assert!(app.world().resource::<Selection>().entered.is_empty());
    click(&mut app, "46"); // a piece that cannot move
    assert!(app.world().resource::<Selection>().entered.is_empty());
    click(&mut app, "32");
    click(&mut app, "22"); // selected, but no move goes there
    assert_eq!(app.world().resource::<Selection>().entered, vec![square(&app, "32")]);
    assert!(!busy(&app));
    assert_eq!(record(&app), before);
    assert_eq!(tokens(&mut app), before);
    assert!(app.world().resource::<Match>().game.moves().is_empty());
}

#[test]
fn endgame_tables_are_generated_on_first_use_then_loaded() {
    use damier::game::endgames::{Endgames, TableStatus};
    use damier_ai::egtb::Signature;
    let dir = fresh_dir("egtb");
    let prepared = |app: &mut App| {
        let mut endgames = app.world_mut().resource_mut::<Endgames>();
        (endgames.dir, endgames.most_pieces) = (dir.clone(), Some(3));
        app.world_mut().resource_mut::<Settings>().endgame_tables = true;
        let (mut seen_progress, mut bar) = (false, 0.0);
        for _ in 0..6000 {
            app.update();
            let endgames = app.world().resource::<Endgames>();
            match endgames.status(Variant::English.rules()) {
                TableStatus::Ready(count) => return (count, seen_progress),
                TableStatus::Preparing(p) => {
                    seen_progress |= p.total == Signature::all(3).len();
                    assert!(
                        (bar..=1.0).contains(&p.fraction()),
                        "the bar moves forward: {bar}, {}",
                        p.fraction()
                    );
                    bar = p.fraction();
                }
                TableStatus::Failed(why) => panic!("the tables failed: {why}"),
                TableStatus::Absent => {}
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        panic!("the tables were not ready in 30 s");
    };
    let mut app = game_app_with(Variant::English, "B:W18:BK1,K2", [None, Some(Level::Club)]);
    let (count, seen_progress) = prepared(&mut app);
    assert_eq!(count, Signature::all(3).len(), "every signature of up to three pieces");
    assert!(seen_progress, "their progress could be shown");
    let files = std::fs::read_dir(dir.join("english")).unwrap().count();
    assert_eq!(files, count, "each table was saved");
    // The next run finds them in the folder.
    let mut app = game_app(Variant::English, "W:W18:BK1");
    assert_eq!(prepared(&mut app).0, count);
}

#[test]
fn captured_pieces_are_lifted_off_in_capture_order_into_the_tray() {
    use damier::scene::animation::Lifted;
    // White's man takes f6 and then g8: they go to the first and second places of Black's tray.
    let mut app = game_app(Variant::HexDame, "W:We5:Bf6,g8,d5");
    let (f6, g8) = (square(&app, "f6"), square(&app, "g8"));
    click(&mut app, "e5");
    click(&mut app, "g9");
    let geometry = app.world().resource::<BoardGeometry>().clone();
    let (tray_first, tray_second) =
        (geometry.tray_place(Side::Black, 0), geometry.tray_place(Side::Black, 1));
    let mut lift_order = Vec::new();
    let mut nearest_to_tray = [f32::MAX; 2];
    while busy(&app) {
        app.update();
        let world = app.world_mut();
        for (token, transform) in world.query_filtered::<(&Token, &Transform), With<Lifted>>().iter(world) {
            if !lift_order.contains(&token.square) {
                lift_order.push(token.square);
            }
            let (i, place) = if token.square == f6 { (0, tray_first) } else { (1, tray_second) };
            nearest_to_tray[i] = nearest_to_tray[i].min(transform.translation.distance(place));
        }
    }
    assert_eq!(lift_order, [f6, g8], "lifted off in capture order");
    for (i, distance) in nearest_to_tray.into_iter().enumerate() {
        assert!(distance < 0.5 * CELL, "piece {i} came down next to its place in the tray ({distance})");
    }
    assert_eq!(tokens(&mut app), record(&app));
    let world = app.world_mut();
    let scales: Vec<Vec3> =
        world.query_filtered::<&Transform, With<Token>>().iter(world).map(|t| t.scale).collect();
    assert!(scales.iter().all(|&s| s == Vec3::ONE), "the landed piece has settled: {scales:?}");
}

#[test]
fn captured_pieces_stay_until_the_capture_ends() {
    let mut app = game_app(Variant::HexDame, "W:We5:Bf6,g8,d5");
    let f6 = square(&app, "f6");
    let g8 = square(&app, "g8");
    click(&mut app, "e5");
    click(&mut app, "g9");
    assert!(busy(&app));
    // Mid-capture: the record already has the move, and the board still shows both victims;
    // each is marked once it has been jumped.
    let mut marked_over_time = Vec::new();
    for _ in 0..30 {
        app.update();
        let world = app.world_mut();
        let marked: BTreeSet<Square> =
            world.query_filtered::<&Token, With<Captured>>().iter(world).map(|t| t.square).collect();
        let all: Vec<Square> = world.query::<&Token>().iter(world).map(|t| t.square).collect();
        if !busy(&app) {
            break;
        }
        assert!(all.contains(&f6) && all.contains(&g8), "captured pieces stay until the end");
        marked_over_time.push(marked);
    }
    assert_eq!(marked_over_time.first(), Some(&BTreeSet::from([f6])), "first hop: f6 jumped");
    assert!(marked_over_time.contains(&BTreeSet::from([f6, g8])), "second hop: g8 jumped too");
    assert_eq!(app.world().resource::<Match>().game.moves().len(), 1);
    finish_animation(&mut app);
    let world = app.world_mut();
    assert_eq!(world.query_filtered::<(), With<Captured>>().iter(world).count(), 0);
    assert_eq!(tokens(&mut app), record(&app));
    // The man ended on the back rank: it is a king now, on the board too.
    assert!(tokens(&mut app).contains(&(square(&app, "g9"), Kind::King, 0)));
}

#[test]
fn pieces_match_the_record_after_every_move_and_after_undo_and_redo() {
    let start = damier_rules::fen::write(&damier_rules::Position::start(Variant::International.rules()));
    let mut app = game_app(Variant::International, &start);
    for (from, to) in [("32", "28"), ("19", "23"), ("28", "19"), ("14", "23")] {
        click(&mut app, from);
        click(&mut app, to);
        finish_animation(&mut app);
        assert_eq!(tokens(&mut app), record(&app), "after {from}-{to}");
    }
    assert_eq!(app.world().resource::<Match>().game.moves().len(), 4);
    let after_four = record(&app);

    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    app.update();
    assert_eq!(app.world().resource::<Match>().game.moves().len(), 3);
    assert_eq!(tokens(&mut app), record(&app), "after undo");
    assert_ne!(record(&app), after_four);

    app.world_mut().write_message(GameCommand::Redo);
    app.update();
    app.update();
    assert_eq!(record(&app), after_four);
    assert_eq!(tokens(&mut app), after_four, "after redo");
}

#[test]
fn a_typed_move_is_played_like_a_click() {
    let start = damier_rules::fen::write(&damier_rules::Position::start(Variant::HexDame.rules()));
    let mut app = game_app(Variant::HexDame, &start);
    app.world_mut().write_message(GameCommand::Typed("d45".into()));
    app.update();
    finish_animation(&mut app);
    assert_eq!(app.world().resource::<Match>().game.move_text(0), "d4-d5");
    assert_eq!(tokens(&mut app), record(&app));
}

#[test]
fn hexagon_cells_are_one_cell_apart_with_white_nearest() {
    let rules = Variant::HexDame.rules();
    let g = BoardGeometry::new(rules);
    let at = |name| g.cell(rules.topology.parse(name).unwrap());
    assert!(at("e5").length() < 1e-5);
    for (a, b) in [("e5", "f5"), ("e5", "e6"), ("e5", "f6"), ("a1", "b2")] {
        assert!((at(a).distance(at(b)) - CELL).abs() < 1e-5, "{a}-{b}");
    }
    assert!(at("a1").z > at("i9").z, "White's corner is nearer the viewer");
}

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
    progress.record("i-1", 3, true);
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
fn a_piece_in_hand_stays_put_and_returns_when_released_without_a_move() {
    use damier::scene::animation::Held;
    let start = damier_rules::fen::write(&damier_rules::Position::start(Variant::International.rules()));
    let mut app = game_app(Variant::International, &start);
    let sq32 = square(&app, "32");
    let rest = app.world().resource::<BoardGeometry>().rest(sq32);
    let world = app.world_mut();
    let piece = world.query::<(Entity, &Token)>().iter(world).find(|(_, t)| t.square == sq32).unwrap().0;
    let in_hand = rest + Vec3::new(0.4, 0.5, -0.7);
    world.entity_mut(piece).insert(Held).insert(Transform::from_translation(in_hand));
    app.update();
    assert_eq!(app.world().get::<Transform>(piece).unwrap().translation, in_hand, "held: left alone");
    app.world_mut().entity_mut(piece).remove::<Held>();
    app.update();
    assert_eq!(app.world().get::<Transform>(piece).unwrap().translation, rest, "released: back on 32");
    assert_eq!(tokens(&mut app), record(&app));
}

#[test]
fn the_computer_thinks_while_frames_go_on_and_moves_like_a_player() {
    let start = damier_rules::fen::write(&damier_rules::Position::start(Variant::International.rules()));
    let mut app = game_app_with(Variant::International, &start, [None, Some(Level::Maximum)]);
    click(&mut app, "32");
    click(&mut app, "28");
    finish_animation(&mut app);

    // The computer (Black) searches for a few seconds; the app keeps producing frames.
    let clock = std::time::Instant::now();
    let mut frames_while_thinking = 0;
    while app.world().resource::<Match>().game.moves().len() < 2 && clock.elapsed() < Duration::from_secs(20)
    {
        app.update();
        if app.world().resource::<Thinking>().is_thinking() {
            frames_while_thinking += 1;
        }
    }
    assert_eq!(app.world().resource::<Match>().game.moves().len(), 2, "the computer replied");
    assert!(frames_while_thinking > 50, "only {frames_while_thinking} frames while the computer thought");
    // Its move is animated and shown like a player's.
    assert!(busy(&app));
    finish_animation(&mut app);
    assert_eq!(tokens(&mut app), record(&app));

    // A click while it is the computer's turn does nothing; undo takes back both moves.
    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    app.update();
    assert_eq!(app.world().resource::<Match>().game.moves().len(), 0, "your move and its reply");
    assert_eq!(tokens(&mut app), record(&app));
}

fn command(app: &mut App, command: GameCommand) {
    app.world_mut().write_message(command);
    app.update();
}

fn moves_on_board(app: &App) -> usize {
    app.world().resource::<Match>().game.moves().len()
}

#[test]
fn clicking_back_through_the_game_and_playing_a_new_move_asks_before_discarding() {
    let mut app = game_app(Variant::International, "W:W31-50:B1-20");
    for mv in ["32-28", "19-23", "28x19", "14x23"] {
        command(&mut app, GameCommand::Typed(mv.into()));
        finish_animation(&mut app);
    }
    command(&mut app, GameCommand::GoTo(1));
    assert_eq!(moves_on_board(&app), 1);
    assert_eq!(tokens(&mut app), record(&app), "the board shows the position after 32-28");
    command(&mut app, GameCommand::StepForward);
    finish_animation(&mut app);
    assert_eq!(moves_on_board(&app), 2);
    command(&mut app, GameCommand::StepBack);
    // Playing the next move of the line again just goes forward.
    command(&mut app, GameCommand::Typed("19-23".into()));
    finish_animation(&mut app);
    assert_eq!(app.world().resource::<Match>().line_len(), 4);
    // Another move asks first; "keep" changes nothing.
    command(&mut app, GameCommand::GoTo(1));
    command(&mut app, GameCommand::Typed("17-21".into()));
    assert!(app.world().resource::<Match>().pending_branch.is_some());
    assert_eq!(app.world().resource::<Match>().line_len(), 4);
    command(&mut app, GameCommand::CancelBranch);
    assert!(app.world().resource::<Match>().pending_branch.is_none());
    assert_eq!(app.world().resource::<Match>().line_len(), 4);
    // Confirmed, the new move replaces the old line.
    command(&mut app, GameCommand::Typed("17-21".into()));
    command(&mut app, GameCommand::ConfirmBranch);
    app.update();
    finish_animation(&mut app);
    let current = app.world().resource::<Match>();
    assert_eq!(current.line_len(), 2);
    assert_eq!(current.game.move_text(1), "17-21");
}

fn demo_app() -> App {
    logic_app()
}

fn open_demo(app: &mut App, file: &str, puzzle: bool) {
    let library = app.world().resource::<DemoLibrary>();
    let index = library.demos.iter().position(|d| d.file == file).unwrap();
    open(app, if puzzle { Open::Puzzle(PuzzleSource::Demo(index)) } else { Open::Demo { index, ply: 0 } });
}

#[test]
fn every_built_in_demo_is_listed_and_reads() {
    let app = demo_app();
    let library = app.world().resource::<DemoLibrary>();
    let files: BTreeSet<String> = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/demos"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".pdn"))
        .collect();
    let listed: BTreeSet<String> = library.demos.iter().map(|d| d.file.to_string()).collect();
    assert_eq!(files, listed, "every file in assets/demos is built in, and reads without error");
}

/// The Coup Turc demo played back: the king's capture keeps its four victims on the board,
/// marked, until it ends on 24.
#[test]
fn demo_playback_shows_the_coup_turc_with_the_captured_pieces_ghosted() {
    let mut app = demo_app();
    open_demo(&mut app, "01-coup-turc-international.pdn", false);
    assert_eq!(moves_on_board(&app), 0);
    app.world_mut().resource_mut::<Playback>().playing = true;
    // 34-30 plays after a pause, then the king's capture.
    for _ in 0..2000 {
        app.update();
        if moves_on_board(&app) == 2 && busy(&app) {
            break;
        }
    }
    assert_eq!(moves_on_board(&app), 2);
    let mut saw_all_four_ghosted = false;
    while busy(&app) {
        app.update();
        let world = app.world_mut();
        let ghosts = world.query_filtered::<&Token, With<Captured>>().iter(world).count();
        saw_all_four_ghosted |= ghosts == 4;
    }
    assert!(saw_all_four_ghosted, "all four captured men stood on the board, marked, at once");
    assert!(app.world().resource::<FollowCaptures>().0, "the camera follows the captures");
    // Playback runs to the end, then stops.
    for _ in 0..2000 {
        app.update();
    }
    assert_eq!(moves_on_board(&app), 3);
    assert!(!app.world().resource::<Playback>().playing);
}

#[test]
fn a_puzzle_refuses_wrong_moves_plays_the_replies_and_is_solved() {
    let mut app = demo_app();
    open_demo(&mut app, "01-coup-turc-international.pdn", true);
    command(&mut app, GameCommand::Typed("40-35".into()));
    finish_animation(&mut app);
    assert_eq!(moves_on_board(&app), 0, "a wrong move is not played");
    assert_eq!(app.world().resource::<Puzzle>().wrong_tries, 1);
    command(&mut app, GameCommand::Typed("34-30".into()));
    // The king's capture follows by itself.
    for _ in 0..600 {
        app.update();
        if moves_on_board(&app) == 2 && !busy(&app) {
            break;
        }
    }
    assert_eq!(moves_on_board(&app), 2);
    assert!(!app.world().resource::<Puzzle>().solved);
    command(&mut app, GameCommand::Typed("29x20".into()));
    finish_animation(&mut app);
    app.update();
    assert!(app.world().resource::<Puzzle>().solved);
}

#[test]
fn the_setup_editor_places_and_removes_pieces_and_refuses_impossible_ones() {
    let mut app = logic_app();
    open(&mut app, Open::Editor(fen::read(Variant::International.rules(), "W:W31:B20").unwrap()));
    assert_eq!(mode(&app), Some(Mode::Editor));
    assert!(app.world().get_resource::<State<Turn>>().is_none(), "nobody is to move in the editor");
    click(&mut app, "25");
    assert!(record(&app).contains(&(square(&app, "25"), Kind::Man, 0)));
    click(&mut app, "25");
    assert!(!record(&app).iter().any(|p| p.0 == square(&app, "25")), "a second click takes it away");
    app.world_mut().resource_mut::<SetupEditor>().tool =
        Tool::Place(Piece { side: damier_rules::Side::White, kind: Kind::Man });
    click(&mut app, "3");
    assert!(!record(&app).iter().any(|p| p.0 == square(&app, "3")), "no white man on its crowning row");
    assert!(app.world().resource::<SetupEditor>().message.is_some());
    assert!(app.world().resource::<Selection>().entered.is_empty(), "editing selects nothing");
    let pos = *app.world().resource::<Match>().game.position();
    assert!(damier::modes::editor::validate(&pos).is_ok());
    assert_eq!(app.world().resource::<SetupEditor>().fen_text, fen::write(&pos), "the FEN follows the board");
    let lonely = fen::read(Variant::International.rules(), "W:W31:B").unwrap();
    assert!(damier::modes::editor::validate(&lonely).unwrap_err().to_string().contains("no pieces"));
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
    let offer = Autosave::open(path.clone()).offer.expect("the autosave holds the game");
    assert_eq!(offer.game.moves().len(), 1);
    let resumed = records::match_of(&offer);
    assert_eq!(resumed.game.position(), app.world().resource::<Match>().game.position());
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

/// Every mode is entered and left through the states: its resources come and go with it.
#[test]
fn each_mode_is_entered_and_left_cleanly() {
    let mut app = logic_app();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Title);
    assert!(!app.world().contains_resource::<Match>());

    open(&mut app, Open::Demo { index: 0, ply: 1 });
    assert_eq!(mode(&app), Some(Mode::Watch));
    assert!(app.world().contains_resource::<Playback>());
    assert_eq!(moves_on_board(&app), 1, "the demo after one move");
    assert!(app.world().resource::<FollowCaptures>().0);

    open(&mut app, Open::Puzzle(PuzzleSource::Demo(0)));
    assert_eq!(mode(&app), Some(Mode::Puzzle));
    assert!(app.world().contains_resource::<Puzzle>());
    assert!(!app.world().contains_resource::<Playback>(), "leaving Watch ends the playback");
    assert!(!app.world().resource::<FollowCaptures>().0);

    let start = damier_rules::Position::start(Variant::HexDame.rules());
    open(&mut app, Open::Editor(start));
    assert_eq!(mode(&app), Some(Mode::Editor));
    assert!(app.world().contains_resource::<SetupEditor>());
    assert!(!app.world().contains_resource::<Puzzle>(), "leaving Puzzle ends the puzzle");
    assert_eq!(app.world().resource::<BoardGeometry>().rules.variant, Variant::HexDame);

    open(&mut app, Open::Game(Box::new(Match::new(start))));
    assert_eq!(mode(&app), Some(Mode::Game));
    assert!(!app.world().contains_resource::<SetupEditor>(), "leaving Editor ends the editor");
    assert_eq!(*app.world().resource::<State<Turn>>().get(), Turn::Person);
    assert_eq!(tokens(&mut app), record(&app));

    open(&mut app, Open::Title);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Title);
    assert_eq!(mode(&app), None);
    assert!(!app.world().contains_resource::<Match>(), "the board is gone");
    assert!(tokens(&mut app).is_empty(), "and its pieces");
}

/// The computer starts thinking while the hops of the move before are still shown, and plays
/// its move only once they are over.
#[test]
fn the_computer_thinks_during_the_animation_and_moves_after_it() {
    let start = damier_rules::fen::write(&damier_rules::Position::start(Variant::International.rules()));
    let mut app = game_app_with(Variant::International, &start, [None, Some(Level::Beginner)]);
    app.world_mut().resource_mut::<Settings>().animation_speed = damier::base::settings::AnimationSpeed::Slow;
    click(&mut app, "32");
    click(&mut app, "28");
    assert!(busy(&app));
    let mut thought_while_animating = false;
    while busy(&app) {
        app.update();
        thought_while_animating |= app.world().resource::<Thinking>().is_thinking();
        assert_eq!(moves_on_board(&app), 1, "no reply while the move is shown");
    }
    assert!(thought_while_animating, "the search started during the hops");
    wait_for_moves(&mut app, 2, Duration::from_secs(30));
    assert_eq!(moves_on_board(&app), 2, "the reply came after the animation");
}

/// Bad command-line values end the game program with a message and status 2, never a panic.
#[test]
fn bad_command_lines_end_cleanly_with_a_message() {
    use std::ffi::OsString;
    use std::os::unix::ffi::OsStringExt;
    let not_utf8 = OsString::from_vec(b"W:W31-50:B1-\xff20".to_vec());
    let cases: Vec<Vec<OsString>> = vec![
        vec!["--fen".into(), not_utf8.clone()],
        vec![not_utf8],
        vec!["--demo".into(), "01".into(), "--ply".into(), "3".into()],
        vec!["--demo".into(), "01".into(), "--ply".into(), "99".into()],
        vec!["--demo".into(), "01".into(), "--ply".into(), "18446744073709551616".into()],
        vec!["--demo".into(), "no-such-demo".into()],
        vec!["--ply".into(), "2".into()],
        vec!["--frames".into(), "1e30".into()],
        vec!["--frames".into(), "0".into()],
        vec!["--level".into(), "godlike".into(), "--computer".into(), "black".into()],
        vec!["--variant".into(), "chess".into()],
        vec!["--variant".into(), "international".into(), "--fen".into(), "W:W99:B1".into()],
        vec!["--variant".into(), "international".into(), "--moves".into(), "32-28 99-98".into()],
        vec!["--variant".into(), "hexdame".into(), "--select".into(), "z9".into()],
        vec!["--open".into(), "somewhere".into()],
        vec!["--clock".into(), "0+0".into()],
        vec!["--clock".into(), "1e30".into()],
        vec!["--clock".into(), "0.0000001".into()],
        vec!["--clock".into(), "3+2".into(), "--demo".into(), "01".into()],
        vec!["--unknown".into()],
        vec!["--lang".into(), "xx".into()],
    ];
    for args in cases {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_damier"))
            .args(&args)
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(stderr.trim().len() > 10, "{args:?} is explained: {stderr}");
    }
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_damier"))
        .args(["--clock", "0.0000001"])
        .env_remove("DISPLAY")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("at least one second"), "the reason is given: {stderr}");
}

fn clocked_app(control: &str, computer: [Option<Level>; 2]) -> App {
    let mut app = logic_app();
    let mut new = Match::new(damier_rules::Position::start(Variant::International.rules()));
    new.computer = computer;
    new.clock = Some(damier_rules::clock::Clock::new(control.parse().unwrap()));
    open(&mut app, Open::Game(Box::new(new)));
    app
}

fn time_left(app: &App, side: damier_rules::Side) -> Duration {
    app.world().resource::<Match>().clock.as_ref().unwrap().remaining(side)
}

/// The side to move's flag falls when its time is gone, and the game is lost on time.
#[test]
fn the_flag_falls_and_the_game_is_lost_on_time() {
    use damier_rules::{Reason, Side};
    let mut app = clocked_app("0.02+0", [None, None]); // 1.2 s each
    for _ in 0..100 {
        app.update();
    }
    let outcome = app.world().resource::<Match>().game.outcome().expect("the game is over");
    assert_eq!((outcome.winner, outcome.reason), (Some(Side::Black), Reason::Time));
    assert_eq!(time_left(&app, Side::White), Duration::ZERO);
    assert_eq!(time_left(&app, Side::Black), Duration::from_millis(1200), "Black's clock never ran");
    app.update();
    assert_eq!(*app.world().resource::<State<Turn>>().get(), Turn::Over);
}

/// A recorded game opened for analysis shows the times it was played with, and its clock
/// stands.
#[test]
fn a_game_opened_for_analysis_has_no_running_clock() {
    use damier_rules::Side;
    let mut played = clocked_app("3+2", [None, None]);
    command(&mut played, GameCommand::Typed("32-28".into()));
    finish_animation(&mut played);
    let record = records::record_of(played.world().resource::<Match>());
    let mut app = logic_app();
    open(&mut app, Open::Game(Box::new(records::match_for_analysis(&record))));
    let before = [time_left(&app, Side::White), time_left(&app, Side::Black)];
    assert!(before[0] > Duration::from_secs(180), "the record's reading, with its increment: {before:?}");
    for _ in 0..120 {
        app.update();
    }
    assert_eq!([time_left(&app, Side::White), time_left(&app, Side::Black)], before);
}

/// Fischer: each move earns its increment; the clock stops while a move is shown and while a
/// hot-seat game is paused.
#[test]
fn a_move_earns_the_increment_and_a_paused_clock_stands() {
    use damier_rules::Side;
    let mut app = clocked_app("1+5", [None, None]);
    for _ in 0..60 {
        app.update();
    }
    let before_move = time_left(&app, Side::White);
    assert!(
        before_move <= Duration::from_secs(59) && before_move > Duration::from_secs(58),
        "{before_move:?}"
    );
    click(&mut app, "32");
    click(&mut app, "28");
    let after_move = time_left(&app, Side::White);
    assert!(after_move > before_move + Duration::from_secs(4), "+5 s: {before_move:?} -> {after_move:?}");
    let black_before = time_left(&app, Side::Black);
    finish_animation(&mut app);
    assert!(
        time_left(&app, Side::Black) + Duration::from_millis(50) >= black_before,
        "no time runs during the hops"
    );
    command(&mut app, GameCommand::PauseClock(true));
    let paused_at = time_left(&app, Side::Black);
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(time_left(&app, Side::Black), paused_at, "paused");
    command(&mut app, GameCommand::PauseClock(false));
    for _ in 0..30 {
        app.update();
    }
    assert!(time_left(&app, Side::Black) < paused_at, "running again");
    let readings = app.world().resource::<Match>().clock_readings.clone();
    assert_eq!(readings, vec![Some(after_move)], "the move's clock is noted for the record");
}

/// A game on a clock is saved with its time control and each move's clock, and Continue
/// restores both sides' time.
#[test]
fn the_clock_is_saved_in_the_record_and_restored() {
    use damier_rules::Side;
    let dir = fresh_dir("clock");
    let path = dir.join("autosave.pdn");
    let mut app = clocked_app("3+2", [None, None]);
    app.world_mut().insert_resource(Autosave::open(path.clone()));
    for mv in ["32-28", "19-23"] {
        for _ in 0..30 {
            app.update();
        }
        command(&mut app, GameCommand::Typed(mv.into()));
        finish_animation(&mut app);
    }
    let (white, black) = (time_left(&app, Side::White), time_left(&app, Side::Black));
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("[TimeControl \"180+2\"]") && text.contains("[%clk 0:03:0"), "{text}");
    let offer = Autosave::open(path).offer.expect("the autosave holds the game");
    let resumed = records::match_of(&offer);
    let clock = resumed.clock.expect("the clock comes back");
    assert_eq!(clock.control.tag(), "180+2");
    // PDN keeps whole seconds.
    assert_eq!(clock.remaining(Side::White).as_secs(), white.as_secs());
    assert!(black.as_secs().abs_diff(clock.remaining(Side::Black).as_secs()) <= 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The computer plays on the clock: it replies in time, well inside a short control.
#[test]
fn the_computer_plays_on_the_clock() {
    use damier_rules::Side;
    let mut app = clocked_app("0.1+0", [None, Some(Level::Maximum)]); // 6 s each
    click(&mut app, "32");
    click(&mut app, "28");
    finish_animation(&mut app);
    // The engine keeps to wall-clock time, so from here the game clock runs on it too (until
    // now a frame was a sixtieth of a second however fast the test ran them).
    app.insert_resource(TimeUpdateStrategy::Automatic);
    wait_for_moves(&mut app, 2, Duration::from_secs(10));
    assert_eq!(moves_on_board(&app), 2, "the computer replied");
    assert!(app.world().resource::<Match>().game.outcome().is_none(), "without losing on time");
    assert!(time_left(&app, Side::Black) > Duration::from_secs(3), "{:?} left", time_left(&app, Side::Black));
}

/// A game whose seventh-or-later move gives away two men (the worst legal move, found by the
/// engine), then good moves again; and the blunder's ply.
fn game_with_a_blunder() -> (damier_rules::Game, usize) {
    use damier_ai::{Engine, Evaluator, Limits, Options};
    let best = |game: &damier_rules::Game| {
        let mut engine = Engine::new(Evaluator::for_rules(game.rules()), 4);
        let out = engine.search(game, &Limits::depth(4), &Options::default(), |_| {});
        (out.best.unwrap(), out.info.score)
    };
    let mut game = damier_rules::Game::new(Variant::International.rules());
    loop {
        let worst = game
            .legal_moves()
            .into_iter()
            .map(|mv| {
                let mut after = game.clone();
                after.play(&mv).unwrap();
                (best(&after).1, mv)
            })
            .max_by_key(|(score, _)| *score)
            .unwrap();
        if game.moves().len() >= 6 && worst.0 >= 200 {
            let planted = game.moves().len();
            game.play(&worst.1).unwrap();
            for _ in 0..3 {
                let (mv, _) = best(&game);
                game.play(&mv).unwrap();
            }
            return (game, planted);
        }
        let (mv, _) = best(&game);
        game.play(&mv).unwrap();
    }
}

/// The analysis of a game runs in the background while the app goes on, marks the planted
/// blunder with the better move, and the annotated record carries the marks and lines.
#[test]
fn analysis_marks_a_planted_blunder() {
    use damier::game::analysis::{Analysis, AnalysisCommand};
    use damier_ai::analysis::Mark;
    let (game, planted) = game_with_a_blunder();
    let mut app = logic_app();
    open(&mut app, Open::Game(Box::new(Match::with_players(game, [None, None]))));
    app.world_mut().resource_mut::<Analysis>().limits = damier_ai::Limits::depth(6);
    app.world_mut().write_message(AnalysisCommand::Start);
    app.update();
    let clock = std::time::Instant::now();
    let mut frames_while_analysing = 0;
    while app.world().resource::<Analysis>().progress().is_some() && clock.elapsed() < Duration::from_secs(60)
    {
        app.update();
        frames_while_analysing += 1;
    }
    // Run on the frame thread, the analysis would be over after the first frame. (It takes
    // about 25 ms, some twenty frames on an idle machine, but only a few on a loaded one.)
    assert!(frames_while_analysing >= 2, "the app went on while the engine worked");
    let world = app.world();
    let current = world.resource::<Match>();
    let analysis = world.resource::<Analysis>().of(current).expect("the analysis is done");
    let review = &analysis.moves[planted];
    assert_eq!(review.mark, Some(Mark::Blunder), "{review:?}");
    assert!(review.better.is_some());
    let record = records::annotated_record(current, analysis);
    assert_eq!(record.marks[planted], "??");
    assert!(!record.variations[planted].is_empty());
    let text = damier_rules::pdn::write(&record);
    assert!(text.contains("??") && text.contains("[%eval"), "{text}");
    let again = damier_rules::pdn::read(&text);
    assert!(again[0].error.is_none(), "the annotated record reads back: {:?}", again[0].error);
    assert_eq!(again[0].record.as_ref().unwrap().game.moves().len(), current.game.moves().len());
    // Another line on the board: the analysis no longer applies to it.
    command(&mut app, GameCommand::Undo);
    app.update();
    let world = app.world();
    assert!(world.resource::<Analysis>().of(world.resource::<Match>()).is_some(), "undo keeps the same line");
    command(&mut app, GameCommand::NewGame(damier_rules::Position::start(Variant::International.rules())));
    let world = app.world();
    assert!(world.resource::<Analysis>().of(world.resource::<Match>()).is_none());
}

/// Every shipped puzzle reads, and each variant has some.
#[test]
fn the_puzzle_collection_reads() {
    use damier::modes::collection::PuzzleCollection;
    for (variant, text) in [
        ("hexdame", include_str!("../assets/puzzles/hexdame.pdn")),
        ("international", include_str!("../assets/puzzles/international.pdn")),
        ("brazilian", include_str!("../assets/puzzles/brazilian.pdn")),
        ("frisian", include_str!("../assets/puzzles/frisian.pdn")),
        ("english", include_str!("../assets/puzzles/english.pdn")),
    ] {
        let read = damier_rules::pdn::read(text);
        assert!(
            read.iter().all(|g| g.error.is_none()),
            "{variant}: {:?}",
            read.iter().find_map(|g| g.error.as_ref())
        );
        let loaded = PuzzleCollection::load();
        let variant: Variant = variant.parse().unwrap();
        assert_eq!(loaded.of(variant).len(), read.len(), "{variant:?}: every puzzle is loaded");
    }
}

/// A collection puzzle: a wrong move is refused and counted, the solution's moves solve it,
/// and the result moves the rating and is kept on disk.
#[test]
fn a_collection_puzzle_is_refused_on_a_wrong_move_and_solved_on_its_line() {
    use damier::modes::collection::{PuzzleCollection, PuzzleProgress};
    let dir = fresh_dir("puzzles");
    let mut app = logic_app();
    let (progress, problem) = PuzzleProgress::open(dir.join("puzzles.json"));
    assert!(problem.is_none());
    app.world_mut().insert_resource(progress);
    let entry = app.world().resource::<PuzzleCollection>().of(Variant::English)[0].clone();
    open(&mut app, Open::Puzzle(PuzzleSource::Collection { variant: Variant::English, index: 0 }));
    assert_eq!(mode(&app), Some(Mode::Puzzle));
    let line = entry.record.game.moves().to_vec();
    let start = *entry.record.game.start();
    let wrong = start.legal_moves().into_iter().find(|m| !m.same_move(&line[0])).expect("another legal move");
    let topology = &start.rules().topology;
    let text = |pos: &damier_rules::Position, mv: &damier_rules::Move| {
        damier_rules::notation::write(mv, &pos.legal_moves(), topology)
    };
    command(&mut app, GameCommand::Typed(text(&start, &wrong)));
    finish_animation(&mut app);
    assert_eq!(moves_on_board(&app), 0, "a wrong move is not played");
    assert_eq!(app.world().resource::<Puzzle>().wrong_tries, 1);
    // The solver's moves of the line; the replies come by themselves.
    let mut pos = start;
    for (i, mv) in line.iter().enumerate() {
        if i % 2 == 0 {
            for _ in 0..600 {
                if moves_on_board(&app) == i && !busy(&app) {
                    break;
                }
                app.update();
            }
            command(&mut app, GameCommand::Typed(text(&pos, mv)));
        }
        pos = pos.after(mv);
    }
    for _ in 0..600 {
        if app.world().resource::<Puzzle>().solved {
            break;
        }
        app.update();
    }
    assert!(app.world().resource::<Puzzle>().solved);
    let progress = app.world().resource::<PuzzleProgress>();
    assert!(progress.failed.contains(&entry.id), "a wrong try makes it a failure for the rating");
    assert!(progress.rating < 1500.0);
    let (kept, _) = PuzzleProgress::open(dir.join("puzzles.json"));
    assert_eq!(kept.failed, progress.failed, "the result is kept on disk");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The cues the game has given in the last two updates, the newest last.
fn cues(app: &App) -> Vec<String> {
    let messages = app.world().resource::<Messages<damier::game::Cue>>();
    messages.get_cursor().read(messages).map(|cue| cue.0.clone()).collect()
}

#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    assert_eq!(damier::base::locale::catalog_problems(), Vec::<String>::new());
    for (tag, language) in
        [("fr-BE", Language::French), ("de_DE.UTF-8", Language::German), ("nl", Language::Dutch)]
    {
        assert_eq!(Language::of_tag(tag), Some(language));
    }
    assert_eq!(Language::of_tag("es-ES"), None);
}

#[test]
fn every_demo_caption_is_translated() {
    let app = demo_app();
    let library = app.world().resource::<DemoLibrary>();
    let mut locale = Locale::new(Language::English);
    for language in &Language::ALL[1..] {
        locale.set_language(*language);
        for demo in &library.demos {
            let english = Locale::new(Language::English);
            assert_ne!(demo.title(&locale), demo.title(&english), "{} title in {language:?}", demo.file);
            for ply in 0..=demo.record.game.moves().len() {
                let (theirs, ours) = (demo.caption(&locale, ply), demo.caption(&english, ply));
                assert_eq!(theirs.is_empty(), ours.is_empty(), "{} ply {ply} in {language:?}", demo.file);
                assert!(
                    ours.is_empty() || theirs != ours,
                    "{} ply {ply} untranslated in {language:?}",
                    demo.file
                );
            }
        }
    }
}

#[test]
fn switching_the_language_in_the_settings_switches_what_the_game_says() {
    let start = damier_rules::fen::write(&damier_rules::Position::start(Variant::International.rules()));
    let mut app = game_app(Variant::International, &start);
    click(&mut app, "25"); // an empty square, nothing selected
    assert_eq!(cues(&app).last().map(String::as_str), Some("Choose one of your pieces first"));

    app.world_mut().resource_mut::<Settings>().language = Some(Language::French);
    app.update();
    assert_eq!(app.world().resource::<Locale>().language(), Language::French);
    click(&mut app, "25");
    let french = Locale::new(Language::French).t("cue-choose-piece");
    assert_ne!(french, "Choose one of your pieces first");
    assert_eq!(cues(&app).last(), Some(&french));
    let loc = app.world().resource::<Locale>();
    let rules = Variant::International.rules();
    let outcome =
        damier_rules::Outcome { winner: Some(damier_rules::Side::White), reason: damier_rules::Reason::Time };
    assert_eq!(loc.outcome(rules, &outcome), Locale::new(Language::French).outcome(rules, &outcome));
    assert!(!loc.outcome(rules, &outcome).contains("wins"), "{}", loc.outcome(rules, &outcome));

    // Back to the system's language (English in the tests) when the choice is cleared.
    app.world_mut().resource_mut::<Settings>().language = None;
    app.update();
    click(&mut app, "25");
    assert_eq!(cues(&app).last().map(String::as_str), Some("Choose one of your pieces first"));
}

/// The capture-route viewer draws what the rules say: with the capturing piece selected, its
/// legal routes are exactly the legal captures, and the rest are greyed with the reason.
#[test]
fn the_route_viewer_shows_the_legal_captures_and_greys_the_forbidden_ones() {
    use damier::scene::routes::ShownRoutes;
    use damier_rules::Verdict;
    let cases = [
        // The Coup Turc after 34-30: the king on 5 must take four, and stop on 24.
        (Variant::International, "B:W19,29,30,33,37,39,40,43,50:B1,8,13,16,21,K5", "5"),
        // Frisian: two men (worth 200) outweigh the king on 23 (199).
        (Variant::Frisian, "B:W22,31,40,41,42,47,48,K23:B7,10,11,13,18,24", "18"),
    ];
    for (variant, position, piece) in cases {
        let mut app = game_app(variant, position);
        click(&mut app, piece);
        app.update();
        let from = square(&app, piece);
        let shown = app.world().resource::<ShownRoutes>().0.clone();
        let pos = *app.world().resource::<Match>().game.position();
        let legal: Vec<_> = pos.legal_moves().into_iter().filter(|m| m.from == from).collect();
        let drawn_legal: Vec<_> = shown.iter().filter(|r| r.is_legal()).map(|r| r.mv).collect();
        assert_eq!(drawn_legal.len(), legal.len(), "{position}");
        assert!(
            legal.iter().all(|m| drawn_legal.iter().any(|d| d.same_move(m) && d.to == m.to)),
            "{position}"
        );
        let forbidden: Vec<_> = shown.iter().filter(|r| !r.is_legal()).collect();
        assert!(!forbidden.is_empty(), "{position}: the shorter or cheaper routes are shown too");
        match variant {
            Variant::International => {
                assert_eq!(drawn_legal.len(), 1);
                assert!(forbidden.iter().all(|r| r.verdict == Verdict::FewerPieces { most: 4 }));
            }
            _ => assert!(forbidden.iter().all(|r| matches!(r.verdict, Verdict::LowerValue { best: 200 }))),
        }
    }
    // Turned off in the settings, nothing is drawn.
    let mut app = game_app(cases[0].0, cases[0].1);
    app.world_mut().resource_mut::<damier::base::settings::Settings>().show_capture_routes = false;
    click(&mut app, "5");
    app.update();
    assert!(app.world().resource::<ShownRoutes>().0.is_empty());
}

/// Marks of the same shape stay distinguishable for the two commonest colour blindnesses
/// (Machado, Oliveira and Fernandes 2009, full severity, applied in linear light).
#[test]
fn marks_of_one_shape_differ_for_colour_blind_eyes() {
    use damier::scene::board::MARKS;
    let linear = |c: f32| if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) };
    let simulations: [(&str, [[f32; 3]; 3]); 3] = [
        ("normal", [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]),
        (
            "protanopia",
            [
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ],
        ),
        (
            "deuteranopia",
            [
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ],
        ),
    ];
    for (name, m) in simulations {
        let seen: Vec<[f32; 3]> = MARKS
            .iter()
            .map(|(_, c)| {
                let c = c.map(linear);
                [0, 1, 2].map(|row| (m[row][0] * c[0] + m[row][1] * c[1] + m[row][2] * c[2]).clamp(0.0, 1.0))
            })
            .collect();
        for i in 0..MARKS.len() {
            for j in i + 1..MARKS.len() {
                if MARKS[i].0 != MARKS[j].0 {
                    continue;
                }
                let distance = (0..3).map(|k| (seen[i][k] - seen[j][k]).powi(2)).sum::<f32>().sqrt();
                assert!(distance > 0.25, "{name}: marks {i} and {j} look alike ({distance:.2})");
            }
        }
    }
}
