//! Headless app tests: the game's logic plugins on `MinimalPlugins`, driven through the same
//! input messages the board's picking sends.

use std::collections::BTreeSet;
use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use damier::animation::{Captured, MoveAnimation, Token};
use damier::computer::Thinking;
use damier::demos::{self, DemoLibrary, Playback, Puzzle};
use damier::editor::{SetupEditor, Tool};
use damier::geometry::{BoardGeometry, CELL};
use damier::play::{CellClicked, GameCommand, Match, Selection};
use damier::records::{self, Autosave};
use damier::screens::Screen;
use damier_ai::Level;
use damier_rules::{Kind, Piece, Square, Variant, fen};

fn game_app(variant: Variant, position: &str) -> App {
    game_app_with(variant, position, [None, None])
}

fn game_app_with(variant: Variant, position: &str, computer: [Option<Level>; 2]) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, damier::logic_plugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f64(1.0 / 60.0)));
    let rules = variant.rules();
    let game = damier_rules::Game::from_position(fen::read(rules, position).unwrap());
    app.insert_resource(Match::with_players(game, computer)).insert_resource(BoardGeometry::new(rules));
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    app.update();
    app.update();
    app
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
    use damier::settings::{self, AnimationSpeed, Settings};
    let dir = fresh_dir("settings");
    let path = dir.join("settings.json");

    // Missing: the defaults, silently.
    assert_eq!(settings::load(&path), (Settings::default(), None));

    let mine =
        Settings { animation_speed: AnimationSpeed::Slow, sound: false, volume: 0.25, ..Settings::default() };
    settings::save(&path, &mine).unwrap();
    assert_eq!(settings::load(&path), (mine.clone(), None));
    let leftovers: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(leftovers, vec![std::ffi::OsString::from("settings.json")], "no temporary file is left");

    // Corrupt: reported, and replaced by the defaults on disk.
    std::fs::write(&path, "{ \"animation_speed\": \"Warp\", ").unwrap();
    let (loaded, problem) = settings::load(&path);
    assert_eq!(loaded, Settings::default());
    let problem = problem.expect("the problem is reported");
    assert!(problem.contains("corrupt") && problem.contains("replaced by the defaults"), "{problem}");
    assert_eq!(settings::load(&path), (Settings::default(), None), "the file now holds the defaults");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_piece_in_hand_stays_put_and_returns_when_released_without_a_move() {
    use damier::animation::Held;
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
    let mut app = game_app_with(Variant::International, &start, [None, Some(Level::Expert)]);
    click(&mut app, "32");
    click(&mut app, "28");
    finish_animation(&mut app);

    // The computer (Black) searches for about a second; the app keeps producing frames.
    let clock = std::time::Instant::now();
    let mut frames_while_thinking = 0;
    while app.world().resource::<Match>().game.moves().len() < 2 && clock.elapsed() < Duration::from_secs(10)
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
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, damier::logic_plugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f64(1.0 / 60.0)));
    app.update();
    app
}

fn open_demo(app: &mut App, file: &str, puzzle: bool) {
    let library = app.world().resource::<DemoLibrary>();
    let index = library.demos.iter().position(|d| d.file == file).unwrap();
    let rules = library.demos[index].record.game.rules();
    let world = app.world_mut();
    let mut queue = bevy::ecs::world::CommandQueue::default();
    let mut commands = Commands::new(&mut queue, world);
    let library = world.resource::<DemoLibrary>();
    let game = if puzzle {
        demos::solve(&mut commands, library, index)
    } else {
        demos::watch(&mut commands, library, index)
    };
    queue.apply(world);
    world.insert_resource(Match::with_players(game, [None, None]));
    world.insert_resource(BoardGeometry::new(rules));
    world.resource_mut::<NextState<Screen>>().set(Screen::Playing);
    app.update();
    app.update();
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
    assert!(app.world().contains_resource::<damier::camera::FollowCaptures>());
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
    let mut app = game_app(Variant::International, "W:W31:B20");
    let pos = *app.world().resource::<Match>().game.position();
    app.world_mut().insert_resource(SetupEditor::new(&pos));
    app.update();
    click(&mut app, "25");
    assert!(record(&app).contains(&(square(&app, "25"), Kind::Man, 0)));
    click(&mut app, "25");
    assert!(!record(&app).iter().any(|p| p.0 == square(&app, "25")), "a second click takes it away");
    app.world_mut().resource_mut::<SetupEditor>().tool =
        Tool::Place(Piece { side: damier_rules::Side::White, kind: Kind::Man });
    click(&mut app, "3");
    assert!(!record(&app).iter().any(|p| p.0 == square(&app, "3")), "no white man on its crowning row");
    assert!(app.world().resource::<SetupEditor>().message.is_some());
    let pos = *app.world().resource::<Match>().game.position();
    assert!(damier::editor::validate(&pos).is_ok());
    let lonely = fen::read(Variant::International.rules(), "W:W31:B").unwrap();
    assert!(damier::editor::validate(&lonely).unwrap_err().contains("no pieces"));
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
fn an_interrupted_save_leaves_the_previous_file_intact() {
    let dir = fresh_dir("save");
    let path = dir.join("game.pdn");
    let mut current = Match::new(damier_rules::Position::start(Variant::International.rules()));
    current.game.play_notation("32-28").unwrap();
    records::save(&current, &path).unwrap();
    let before = std::fs::read_to_string(&path).unwrap();
    // The temporary file cannot be written (a folder is in its way): the save fails part-way.
    std::fs::create_dir(dir.join("game.pdn.tmp")).unwrap();
    current.game.play_notation("19-23").unwrap();
    assert!(records::save(&current, &path).is_err());
    assert_eq!(std::fs::read_to_string(&path).unwrap(), before, "the previous save is untouched");
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
    assert!(loaded.problems[0].contains("game 1, line 2, move 3. 99-98"), "{:?}", loaded.problems);
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
