//! The captured pieces beside the board, as on a real table: each side keeps what it has
//! taken in rows on its own side of the board, in the order taken, kings as kings, so the
//! material count can be seen at a glance. The tray counts the pieces on the board (not the
//! record's), so a captured piece arrives in it when its flight from the board ends, and undo
//! puts it back.

use bevy::prelude::*;
use damier_rules::{Kind, Side};

use crate::base::state::Screen;
use crate::game::{GameSystems, Match};
use crate::scene::animation::{AnimationSystems, Token, pieces_off};
use crate::scene::geometry::BoardGeometry;
use crate::scene::look::{Look, piece_colour};
use crate::scene::pieces::{PieceMeshes, king_top};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        fill.after(GameSystems::Derive)
            // A piece whose flight ends this frame is in the tray in the same frame.
            .after(AnimationSystems)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<BoardGeometry>)),
    );
}

/// A piece in the tray: the side it belongs to (not the side that took it).
#[derive(Component)]
struct Taken(Side);

fn fill(
    mut commands: Commands,
    current: Res<Match>,
    on_board: Query<&Token>,
    geometry: Res<BoardGeometry>,
    look: Res<Look>,
    meshes: Res<PieceMeshes>,
    tray: Query<(Entity, &Taken)>,
    mut filled_for: Local<Option<u64>>,
) {
    // Before the pieces are set out there is nothing to count.
    if on_board.is_empty() {
        return;
    }
    let start = current.game.start();
    let sides = [Side::White, Side::Black];
    let off =
        sides.map(|side| pieces_off(start, side, on_board.iter().filter(|t| t.piece.side == side).count()));
    let shown = sides.map(|side| tray.iter().filter(|(_, t)| t.0 == side).count());
    // The tray is laid out again when a count changes (a flight landed, a move was undone) or the
    // record was rebuilt (another game, a jump in the line), which can change the kinds alone.
    if off == shown && *filled_for == Some(current.generation) {
        return;
    }
    *filled_for = Some(current.generation);
    let record = current.game.captured_pieces();
    for (side, gone) in sides.into_iter().zip(off) {
        for (e, _) in tray.iter().filter(|(_, t)| t.0 == side) {
            commands.entity(e).despawn();
        }
        // The record lists the pieces in flight last, so the first `gone` are those set down.
        let mut kinds: Vec<Kind> =
            record.iter().filter(|p| p.side == side).map(|p| p.kind).take(gone).collect();
        kinds.resize(gone, Kind::Man);
        let material = &look.pieces[piece_colour(geometry.rules.variant, side)].0;
        for (i, &kind) in kinds.iter().enumerate() {
            let mut piece = commands.spawn((
                Taken(side),
                Mesh3d(meshes.man.clone()),
                MeshMaterial3d(material.clone()),
                Transform::from_translation(geometry.tray_place(side, i)),
                Pickable::IGNORE,
                DespawnOnExit(Screen::Playing),
            ));
            if kind == Kind::King {
                piece.with_child(king_top(&meshes, &look, material, 0.0));
            }
        }
    }
}
