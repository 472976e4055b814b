//! Who has the keyboard: the board (its cursor and the camera's keys) or a menu. A text field
//! being typed in, or a button reached with Tab, keeps the keys for itself; the interface says
//! when that changes.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<MenusHaveKeyboard>().init_resource::<MenusHaveKeys>().add_systems(
        PreUpdate,
        |mut told: MessageReader<MenusHaveKeyboard>, mut keys: ResMut<MenusHaveKeys>| {
            if let Some(&MenusHaveKeyboard(now)) = told.read().last() {
                keys.0 = now;
            }
        },
    );
}

/// A menu took the keyboard (true) or gave it back (false).
#[derive(Message, Clone, Copy, Debug)]
pub struct MenusHaveKeyboard(pub bool);

#[derive(Resource, Default)]
pub(super) struct MenusHaveKeys(bool);

/// Run condition: the keys are the board's, and there are keys (headless tests may have none).
pub(super) fn board_has_keys(menus: Res<MenusHaveKeys>, keys: Option<Res<ButtonInput<KeyCode>>>) -> bool {
    !menus.0 && keys.is_some()
}
