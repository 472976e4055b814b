//! The keyboard's cursor on the board. An arrow key moves it to the nearest cell in the
//! direction the arrow points on the screen, whichever way the camera is turned; Shift with ←
//! or → moves it diagonally up, Ctrl diagonally down. On HexDame's board ↑ and ↓ follow its
//! straight lines and the diagonals its two slanting ones; an arrow held down repeats. Enter or
//! Space clicks its cell as the pointer does, so the modes referee it alike; Escape lets go of
//! the piece picked.

use bevy::input::ButtonState;
use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;
use damier_rules::Square;

use crate::base::state::Screen;
use crate::game::derived::LegalMoves;
use crate::game::input::{CancelSelection, Selection};
use crate::game::{CellClicked, GameSystems, Match};
use crate::scene::camera::Orbit;
use crate::scene::geometry::BoardGeometry;
use crate::scene::keyboard::board_has_keys;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardCursor>().add_systems(
        Update,
        (forget_other_board, follow_keys.run_if(board_has_keys))
            .chain()
            .after(GameSystems::Commands)
            .before(GameSystems::Input)
            .run_if(in_state(Screen::Playing))
            .run_if(resource_exists::<BoardGeometry>.and_then(resource_exists::<Match>)),
    );
}

/// The cell the keyboard's cursor is on: none until a key asks for it, so that a player who
/// uses the pointer never sees it.
#[derive(Resource, Default, Debug)]
pub struct BoardCursor(pub Option<Square>);

/// A new board may not have the cursor's cell: the next key puts the cursor back.
fn forget_other_board(geometry: Res<BoardGeometry>, mut cursor: ResMut<BoardCursor>) {
    if geometry.is_changed() {
        cursor.0 = None;
    }
}

fn follow_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut typed: MessageReader<KeyboardInput>,
    mut cursor: ResMut<BoardCursor>,
    geometry: Res<BoardGeometry>,
    selection: Res<Selection>,
    legal: Res<LegalMoves>,
    orbits: Query<&Orbit>,
    mut clicks: MessageWriter<CellClicked>,
    mut cancels: MessageWriter<CancelSelection>,
) {
    if keys.just_pressed(KeyCode::Escape) {
        cancels.write(CancelSelection);
    }
    let pick = keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]);
    // The key's messages, not its button state: a held key sends repeats, which are no new
    // press for the button.
    let arrow = typed.read().filter(|k| k.state == ButtonState::Pressed).find_map(|k| arrow_step(k.key_code));
    let step = arrow.map(|step| with_modifiers(&keys, step));
    if !pick && step.is_none() {
        return;
    }
    let Some(mut cell) = cursor.0 else {
        // The first key shows the cursor where play is likely: the piece picked, or one that
        // can move.
        let squares = geometry.rules.topology.squares();
        let likely = selection.from().or(legal.0.first().map(|m| m.from));
        cursor.0 = Some(likely.unwrap_or(squares[squares.len() / 2]));
        return;
    };
    if let Some(step) = step {
        let yaw = orbits.iter().next().map_or(0.0, |orbit| orbit.target_yaw);
        cell = nearest_towards(&geometry, cell, on_the_table(step, yaw)).unwrap_or(cell);
        cursor.0 = Some(cell);
    }
    if pick {
        clicks.write(CellClicked(cell));
    }
}

/// The way an arrow key points on the screen (x to the right, y up).
fn arrow_step(key: KeyCode) -> Option<Vec2> {
    match key {
        KeyCode::ArrowLeft => Some(Vec2::NEG_X),
        KeyCode::ArrowRight => Some(Vec2::X),
        KeyCode::ArrowUp => Some(Vec2::Y),
        KeyCode::ArrowDown => Some(Vec2::NEG_Y),
        _ => None,
    }
}

/// ← and → turned diagonal by Shift (up) or Ctrl (down).
fn with_modifiers(keys: &ButtonInput<KeyCode>, step: Vec2) -> Vec2 {
    // A modifier let go within the same frame as the arrow still counts (a slow frame, or keys
    // sent by a program).
    let held = |pair: [KeyCode; 2]| keys.any_pressed(pair) || keys.any_just_released(pair);
    let up_or_down = if held([KeyCode::ShiftLeft, KeyCode::ShiftRight]) {
        1.0
    } else if held([KeyCode::ControlLeft, KeyCode::ControlRight]) {
        -1.0
    } else {
        0.0
    };
    if step.y == 0.0 { Vec2::new(step.x, up_or_down) } else { step }
}

/// A direction on the screen as a direction on the table (x, z), seen from the camera's yaw
/// (yaw 0 looks from White's side, towards -z).
fn on_the_table(step: Vec2, yaw: f32) -> Vec2 {
    let (sin, cos) = yaw.sin_cos();
    let up = Vec2::new(-sin, -cos);
    let right = Vec2::new(cos, -sin);
    (right * step.x + up * step.y).normalize()
}

/// The cell nearest to `from` that lies within about 37° of `direction`: the closer it lies to
/// the direction, the farther it may be (a square board's next cell on the row is two columns
/// away, and nearer diagonal neighbours must not win over it).
fn nearest_towards(geometry: &BoardGeometry, from: Square, direction: Vec2) -> Option<Square> {
    let here = geometry.cell(from).xz();
    let cost = |sq: Square| {
        let offset = geometry.cell(sq).xz() - here;
        let distance = offset.length();
        let alignment = offset.dot(direction) / distance;
        (sq != from && alignment > 0.8).then(|| distance / alignment.powi(6))
    };
    let squares = geometry.rules.topology.squares().iter().copied();
    squares.filter_map(|sq| Some((sq, cost(sq)?))).min_by(|a, b| a.1.total_cmp(&b.1)).map(|(sq, _)| sq)
}
