//! The title screen's backdrop: a HexDame board at its start, standing on the table, with the
//! camera slowly circling it behind the menu. A new game's camera then sweeps in from above.

use std::f32::consts::FRAC_PI_2;

use bevy::prelude::*;
use damier_rules::{Position, Variant};

use crate::base::state::Screen;
use crate::scene::camera::Orbit;
use crate::scene::geometry::{BoardGeometry, CELL};
use crate::scene::lathe;
use crate::scene::look::{Look, piece_colour};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (spawn, circle).chain().run_if(in_state(Screen::Title)));
}

/// Everything of the backdrop (gone when the title screen is left).
#[derive(Component, Clone)]
struct Showcase;

fn spawn(
    mut commands: Commands,
    look: Option<Res<Look>>,
    shown: Query<(), With<Showcase>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut orbits: Query<&mut Orbit>,
) {
    let Some(look) = look else { return };
    if !shown.is_empty() {
        return;
    }
    let rules = Variant::HexDame.rules();
    let geometry = BoardGeometry::new(rules);
    let scoped = (Showcase, DespawnOnExit(Screen::Title));
    let lay_flat = Quat::from_rotation_x(-FRAC_PI_2);
    commands.spawn((
        Mesh3d(meshes.add(Cuboid::new(40.0, 0.5, 40.0))),
        MeshMaterial3d(look.table.clone()),
        Transform::from_xyz(0.0, -0.6, 0.0),
        scoped.clone(),
    ));
    commands.spawn((
        Mesh3d(meshes.add(Extrusion::new(RegularPolygon::new(5.35 * CELL, 6), 0.3))),
        MeshMaterial3d(look.frame.clone()),
        Transform::from_xyz(0.0, -0.2, 0.0).with_rotation(lay_flat),
        scoped.clone(),
    ));
    let tile = meshes.add(Extrusion::new(RegularPolygon::new(CELL / 3f32.sqrt() * 0.94, 6), 0.12));
    for &sq in rules.topology.squares() {
        let (x, y) = rules.topology.coords(sq);
        commands.spawn((
            Mesh3d(tile.clone()),
            MeshMaterial3d(look.hex_shades[((x + y) % 3) as usize].clone()),
            Transform::from_translation(geometry.cell(sq) - Vec3::Y * 0.06)
                .with_rotation(Quat::from_rotation_y(FRAC_PI_2) * lay_flat),
            scoped.clone(),
        ));
    }
    let man = meshes.add(lathe::draughtsman(
        crate::scene::geometry::DISC_RADIUS,
        crate::scene::geometry::DISC_HEIGHT,
        64,
    ));
    for (sq, piece) in Position::start(rules).all_pieces() {
        commands.spawn((
            Mesh3d(man.clone()),
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
