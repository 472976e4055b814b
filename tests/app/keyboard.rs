//! The board from the keyboard alone, and what a screen reader is told: the cursor moves cell by
//! cell the way the arrows point, Enter picks a piece and puts it down, Escape lets go; the
//! board's AccessKit nodes say what was played and where the cursor is, and they reach the
//! AccessKit tree egui sends for the window.

use bevy::a11y::AccessibilityNode;
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::input::{ButtonState, InputPlugin};
use bevy::prelude::*;
use bevy_egui::egui;
use damier::game::input::Selection;
use damier::scene::cursor::BoardCursor;
use damier::scene::narrator::{BoardNews, CursorCell};
use damier_rules::Variant;

use crate::{finish_animation, game_app, moves_on_board, names, targets};

/// A game on the board, with keys.
fn keyboard_app(variant: Variant, position: &str) -> App {
    let mut app = game_app(variant, position);
    app.add_plugins(InputPlugin);
    app.update();
    app
}

fn key(app: &mut App, key_code: KeyCode, state: ButtonState) {
    send(app, key_code, state, false);
}

/// A key's message; `repeat` as the system sends while the key is held down.
fn send(app: &mut App, key_code: KeyCode, state: ButtonState, repeat: bool) {
    let logical_key = Key::Unidentified(NativeKey::Unidentified);
    let window = Entity::PLACEHOLDER;
    app.world_mut().write_message(KeyboardInput { key_code, logical_key, state, text: None, repeat, window });
}

/// Presses the keys together (modifiers first), then lets them go.
fn press(app: &mut App, keys: &[KeyCode]) {
    for &k in keys {
        key(app, k, ButtonState::Pressed);
    }
    app.update();
    for &k in keys.iter().rev() {
        key(app, k, ButtonState::Released);
    }
    app.update();
}

fn cursor(app: &App) -> String {
    let cell = app.world().resource::<BoardCursor>().0.expect("the cursor is shown");
    app.world().resource::<damier::game::Match>().rules().topology.name(cell).to_string()
}

/// The label of the board's node marked `M`.
fn spoken<M: Component>(app: &mut App) -> String {
    let world = app.world_mut();
    let mut nodes = world.query_filtered::<&AccessibilityNode, With<M>>();
    nodes.single(world).unwrap().label().unwrap_or_default().to_string()
}

const UP_LEFT: &[KeyCode] = &[KeyCode::ShiftLeft, KeyCode::ArrowLeft];
const UP_RIGHT: &[KeyCode] = &[KeyCode::ShiftLeft, KeyCode::ArrowRight];
const DOWN_LEFT: &[KeyCode] = &[KeyCode::ControlLeft, KeyCode::ArrowLeft];
const DOWN_RIGHT: &[KeyCode] = &[KeyCode::ControlLeft, KeyCode::ArrowRight];

#[test]
fn a_square_board_is_played_with_the_keys_alone_and_told_in_words() {
    let mut app = keyboard_app(Variant::International, "W:W32:B21");
    // The first key shows the cursor on a piece that can move.
    press(&mut app, &[KeyCode::ArrowUp]);
    assert_eq!(cursor(&app), "32");
    assert_eq!(spoken::<CursorCell>(&mut app), "32: White man");
    // The arrows go straight to the next cell that way: two columns or two rows on.
    for (keys, cell) in [
        ([KeyCode::ArrowLeft], "31"),
        ([KeyCode::ArrowRight], "32"),
        ([KeyCode::ArrowUp], "22"),
        ([KeyCode::ArrowDown], "32"),
    ] {
        press(&mut app, &keys);
        assert_eq!(cursor(&app), cell);
    }
    // An arrow held down repeats: each repeat is a step, the release none.
    key(&mut app, KeyCode::ArrowRight, ButtonState::Pressed);
    app.update();
    assert_eq!(cursor(&app), "33");
    send(&mut app, KeyCode::ArrowRight, ButtonState::Pressed, true);
    app.update();
    assert_eq!(cursor(&app), "34");
    key(&mut app, KeyCode::ArrowRight, ButtonState::Released);
    app.update();
    assert_eq!(cursor(&app), "34");
    press(&mut app, &[KeyCode::ArrowLeft]);
    press(&mut app, &[KeyCode::ArrowLeft]);
    assert_eq!(cursor(&app), "32");
    // Picked, let go with Escape, picked again.
    press(&mut app, &[KeyCode::Enter]);
    assert_eq!(targets(&app), names(&["27", "28"]));
    assert_eq!(spoken::<CursorCell>(&mut app), "32: White man, picked up");
    press(&mut app, &[KeyCode::Escape]);
    assert!(app.world().resource::<Selection>().entered.is_empty());
    press(&mut app, &[KeyCode::Space]);
    press(&mut app, UP_LEFT);
    assert_eq!(spoken::<CursorCell>(&mut app), "27: empty, a move can end here");
    press(&mut app, &[KeyCode::Enter]);
    assert_eq!(moves_on_board(&app), 1);
    assert_eq!(spoken::<BoardNews>(&mut app), "White played 32-27; Black to move; 21 can capture");
    finish_animation(&mut app);

    // Black takes: up to its man, then down over White's, landing by landing.
    press(&mut app, UP_LEFT);
    assert_eq!(cursor(&app), "21");
    press(&mut app, &[KeyCode::Enter]);
    press(&mut app, DOWN_RIGHT);
    press(&mut app, DOWN_RIGHT);
    assert_eq!(cursor(&app), "32");
    press(&mut app, &[KeyCode::Enter]);
    assert_eq!(moves_on_board(&app), 2);
    assert_eq!(
        spoken::<BoardNews>(&mut app),
        "Black played 21x32, taking one man; Black wins: White has no legal move"
    );
    the_news_reaches_egui_accesskit_tree(&mut app);
}

#[test]
fn hexdame_is_played_with_the_keys_along_its_three_lines() {
    let mut app = keyboard_app(Variant::HexDame, "W:We5:Bf6,i9");
    press(&mut app, &[KeyCode::ArrowUp]);
    assert_eq!(cursor(&app), "e5");
    // A capture straight ahead, landing on g7.
    press(&mut app, &[KeyCode::Enter]);
    press(&mut app, &[KeyCode::ArrowUp]);
    assert_eq!(cursor(&app), "f6");
    press(&mut app, &[KeyCode::ArrowUp]);
    press(&mut app, &[KeyCode::Enter]);
    assert_eq!(moves_on_board(&app), 1);
    assert_eq!(spoken::<BoardNews>(&mut app), "White played e5xg7, taking one man; Black to move");
    finish_animation(&mut app);

    // The diagonals follow the slanting lines (a letter's, a number's); ← and → keep to the row.
    assert_eq!(cursor(&app), "g7");
    for (keys, cell) in [
        (UP_LEFT, "g8"),
        (DOWN_RIGHT, "g7"),
        (UP_RIGHT, "h7"),
        (DOWN_LEFT, "g7"),
        (&[KeyCode::ArrowLeft][..], "f8"),
        (&[KeyCode::ArrowRight][..], "g7"),
        (&[KeyCode::ArrowDown][..], "f6"),
    ] {
        press(&mut app, keys);
        assert_eq!(cursor(&app), cell, "after {keys:?}");
    }
    the_news_reaches_egui_accesskit_tree(&mut app);
}

/// The board's nodes, copied into egui's pass as the interface does every frame, are in the
/// AccessKit tree update egui hands to the window's adapter.
fn the_news_reaches_egui_accesskit_tree(app: &mut App) {
    let news = spoken::<BoardNews>(app);
    let world = app.world_mut();
    let nodes: Vec<(Entity, AccessibilityNode)> =
        world.query::<(Entity, &AccessibilityNode)>().iter(world).map(|(e, n)| (e, n.clone())).collect();
    let ctx = egui::Context::default();
    ctx.enable_accesskit();
    ctx.begin_pass(egui::RawInput::default());
    damier::ui::accessibility::copy_nodes(&ctx, nodes.iter().map(|(entity, node)| (*entity, &node.0)));
    let mut output = ctx.end_pass();
    output.textures_delta.clear();
    let tree = output.platform_output.accesskit_update.expect("egui's AccessKit is on");
    let labels: Vec<&str> = tree.nodes.iter().filter_map(|(_, node)| node.label()).collect();
    assert!(labels.contains(&news.as_str()), "{labels:?}");
}
