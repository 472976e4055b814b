//! The 3D scene, a view of the record: the board and its highlights, the pieces and their
//! animation, the camera, the pointer, and the sounds. It reads the game layer and answers with
//! messages (`CellClicked`, `MoveShown`); it never changes the record.

pub mod animation;
pub mod board;
pub mod camera;
pub mod environment;
pub mod geometry;
pub mod lathe;
pub mod look;
pub mod picking;
pub mod pieces;
pub mod routes;
pub mod showcase;
pub mod sound;
pub mod textures;
pub mod tray;

use bevy::prelude::*;

/// What the record's logic needs of the scene, with nothing drawn: the board's geometry, piece
/// entities and their animation. Headless tests run it.
pub(crate) fn logic_plugin(app: &mut App) {
    app.add_message::<sound::Celebrate>().add_plugins((
        geometry::plugin,
        animation::plugin,
        camera::logic_plugin,
        routes::logic_plugin,
    ));
}

/// Everything that draws, sounds and takes the pointer.
pub(crate) fn view_plugin(app: &mut App) {
    app.add_plugins((
        look::plugin,
        environment::plugin,
        picking::plugin,
        board::plugin,
        pieces::plugin,
        camera::plugin,
        routes::plugin,
        showcase::plugin,
        tray::plugin,
        sound::plugin,
    ));
}
