//! The title screen's backdrop: a HexDame board at its start, standing on the table, with the
//! camera slowly circling it behind the menu. A new game's camera then sweeps in from above.

use bevy::prelude::*;
use damier_rules::{Position, Variant};

use crate::base::state::Screen;
use crate::scene::board;
use crate::scene::camera::Orbit;
use crate::scene::geometry::BoardGeometry;
use crate::scene::look::{Look, piece_colour};
use crate::scene::pieces::PieceMeshes;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (spawn, circle).chain().run_if(in_state(Screen::Title)));
}

/// Everything of the backdrop (gone when the title screen is left).
#[derive(Component, Clone)]
struct Showcase;

fn spawn(
    mut commands: Commands,
    look: Option<Res<Look>>,
    pieces: Option<Res<PieceMeshes>>,
    shown: Query<(), With<Showcase>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut orbits: Query<&mut Orbit>,
) {
    let (Some(look), Some(pieces)) = (look, pieces) else { return };
    if !shown.is_empty() {
        return;
    }
    let rules = Variant::HexDame.rules();
    let geometry = BoardGeometry::new(rules);
    let scoped = (Showcase, DespawnOnExit(Screen::Title));
    commands.spawn((board::table(&mut meshes, &look), scoped.clone()));
    commands.spawn((board::hex_frame(&mut meshes, &look), scoped.clone()));
    let tiles = board::Tiles::new(&mut meshes, rules.topology.shape);
    for (i, &sq) in rules.topology.squares().iter().enumerate() {
        commands.spawn((board::hex_tile(&tiles, &look, &geometry, i, sq), scoped.clone()));
    }
    for (sq, piece) in Position::start(rules).all_pieces() {
        commands.spawn((
            Mesh3d(pieces.man.clone()),
            MeshMaterial3d(look.pieces[piece_colour(Variant::HexDame, piece.side)].0.clone()),
            Transform::from_translation(geometry.rest(sq)),
            scoped.clone(),
        ));
    }
    for mut orbit in &mut orbits {
        *orbit = Orbit::home(geometry.extent(), damier_rules::Side::White);
        orbit.pitch = 0.6;
        orbit.distance *= 1.15;
    }
}

/// One turn every two minutes.
fn circle(time: Res<Time>, mut orbits: Query<&mut Orbit>) {
    for mut orbit in &mut orbits {
        orbit.yaw += time.delta_secs() * std::f32::consts::TAU / 120.0;
        orbit.target_yaw = orbit.yaw;
    }
}
