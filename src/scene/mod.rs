//! The 3D scene, a view of the record: the board and its highlights, the pieces and their
//! animation, the camera, the pointer and the keyboard's cursor, the sounds, and what the board
//! tells a screen reader. It reads the game layer and answers with messages (`CellClicked`,
//! `MoveShown`); it never changes the record.

pub mod animation;
pub mod board;
pub mod camera;
mod camera_keys;
pub mod cursor;
mod cursor_mark;
pub mod environment;
pub mod geometry;
pub mod keyboard;
pub mod lathe;
pub mod look;
pub mod narrator;
pub mod picking;
pub mod pieces;
pub mod routes;
pub mod showcase;
pub mod sound;
pub mod textures;
pub mod tray;

use bevy::prelude::*;

/// What the record's logic needs of the scene, with nothing drawn: the board's geometry, piece
/// entities and their animation, the keyboard's cursor and what the board tells a screen
/// reader. Headless tests run it.
pub(crate) fn logic_plugin(app: &mut App) {
    app.add_message::<sound::Celebrate>().add_plugins((
        geometry::plugin,
        animation::plugin,
        camera::logic_plugin,
        routes::logic_plugin,
        keyboard::plugin,
        cursor::plugin,
        narrator::plugin,
    ));
}

/// Everything that draws, sounds and takes the pointer.
pub(crate) fn view_plugin(app: &mut App) {
    app.add_plugins((
        look::plugin,
        environment::plugin,
        picking::plugin,
        board::plugin,
        cursor_mark::plugin,
        pieces::plugin,
        camera::plugin,
        camera_keys::plugin,
        routes::plugin,
        showcase::plugin,
        tray::plugin,
        sound::plugin,
    ));
}
