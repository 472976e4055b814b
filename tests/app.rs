//! Headless app tests: the game's logic plugins on `MinimalPlugins`, driven through the same
//! input messages the board's picking sends.

use std::collections::BTreeSet;
use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use damier::animation::{Captured, MoveAnimation, Token};
use damier::computer::Thinking;
use damier::geometry::{BoardGeometry, CELL};
use damier::play::{CellClicked, GameCommand, Match, Selection};
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
    let dir = std::env::temp_dir().join(format!("damier-settings-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
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
