//! Headless app tests: the game's logic plugins on `MinimalPlugins`, driven through the same
//! input messages the board's picking sends. One test binary (each links Bevy), a module per
//! concept; the helpers that drive the app are here.

mod board;
mod clock;
mod command_line;
mod computer;
mod files;
mod input;
mod keyboard;
mod language;
mod learn;
#[cfg(not(target_arch = "wasm32"))]
mod library;
mod modes;
mod online;
mod pacing;

use std::collections::BTreeSet;
use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use damier::base::settings::Settings;
use damier::base::state::Mode;
use damier::game::input::Selection;
use damier::game::{CellClicked, GameCommand, Match};
use damier::modes::Open;
use damier::modes::demos::DemoLibrary;
use damier::modes::puzzle::PuzzleSource;
use damier::scene::animation::{MoveAnimation, Token};
use damier_ai::Level;
use damier_rules::{Kind, Piece, Square, Variant, fen};

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

/// The cues the game has given in the last two updates, the newest last, as the game's
/// language puts them.
fn cues(app: &App) -> Vec<String> {
    let messages = app.world().resource::<Messages<damier::game::Cue>>();
    let loc = app.world().resource::<damier::base::locale::Locale>();
    messages.get_cursor().read(messages).map(|cue| cue.words(loc)).collect()
}

fn last_cue(app: &App) -> String {
    cues(app).pop().unwrap_or_default()
}

fn command(app: &mut App, command: GameCommand) {
    app.world_mut().write_message(command);
    app.update();
}

fn moves_on_board(app: &App) -> usize {
    app.world().resource::<Match>().game.moves().len()
}

fn demo_app() -> App {
    logic_app()
}

fn open_demo(app: &mut App, file: &str, puzzle: bool) {
    let library = app.world().resource::<DemoLibrary>();
    let index = library.demos.iter().position(|d| d.file == file).unwrap();
    open(app, if puzzle { Open::Puzzle(PuzzleSource::Demo(index)) } else { Open::Demo { index, ply: 0 } });
}
