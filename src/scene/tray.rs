//! The captured pieces beside the board, as on a real table: each side keeps what it has
//! taken in rows on its own side of the board, so the material count can be seen at a glance.
//! The tray counts the pieces on the board (not the record's), so a captured piece arrives in it
//! when it leaves the board at the end of the capture, and undo puts it back.

use bevy::prelude::*;
use damier_rules::Side;

use crate::base::state::Screen;
use crate::game::{GameSystems, Match};
use crate::scene::animation::Token;
use crate::scene::geometry::{BoardGeometry, CELL, DISC_HEIGHT};
use crate::scene::look::{Look, piece_colour};
use crate::scene::pieces::PieceMeshes;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        fill.after(GameSystems::Derive)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<BoardGeometry>)),
    );
}

/// A piece in the tray: the side it belongs to (not the side that took it).
#[derive(Component)]
struct Taken(Side);

/// Pieces a row.
const ROW: usize = 5;

fn fill(
    mut commands: Commands,
    current: Res<Match>,
    on_board: Query<&Token>,
    geometry: Res<BoardGeometry>,
    look: Res<Look>,
    meshes: Res<PieceMeshes>,
    tray: Query<(Entity, &Taken)>,
) {
    // Before the pieces are set out there is nothing to count.
    if on_board.is_empty() {
        return;
    }
    let start = current.game.start();
    for side in [Side::White, Side::Black] {
        let standing = on_board.iter().filter(|t| t.piece.side == side).count();
        let gone = (start.pieces(side).count_ones() as usize).saturating_sub(standing);
        let shown: Vec<Entity> = tray.iter().filter(|(_, t)| t.0 == side).map(|(e, _)| e).collect();
        if shown.len() == gone {
            continue;
        }
        for e in shown {
            commands.entity(e).despawn();
        }
        // White's captures (Black's pieces) lie on White's side of the table, and the other way.
        let towards = if side == Side::Black { 1.0 } else { -1.0 };
        let beside = geometry.extent() + 0.9 * CELL;
        let material = look.pieces[piece_colour(geometry.rules.variant, side)].0.clone();
        for i in 0..gone {
            let (row, col) = ((i / ROW) as f32, (i % ROW) as f32);
            let at = Vec3::new(
                beside + row * 0.85 * CELL,
                DISC_HEIGHT / 2.0 - 0.35,
                towards * (0.9 + col * 0.85) * CELL,
            );
            commands.spawn((
                Taken(side),
                Mesh3d(meshes.man.clone()),
                MeshMaterial3d(material.clone()),
                Transform::from_translation(at),
                Pickable::IGNORE,
                DespawnOnExit(Screen::Playing),
            ));
        }
    }
}
