//! The captured pieces beside the board, as on a real table: each side keeps what it has
//! taken in rows on its own side of the board, in the order taken, kings as kings, so the
//! material count can be seen at a glance. The tray counts the pieces on the board (not the
//! record's), so a captured piece arrives in it when its flight from the board ends, and undo
//! puts it back.

use bevy::prelude::*;
use damier_rules::{Kind, Side};

use crate::base::state::Screen;
use crate::game::{GameSystems, Match};
use crate::scene::animation::{AnimationSystems, Token};
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

/// A piece in the tray: the side it belongs to (not the side that took it), and its kind.
#[derive(Component, PartialEq, Eq)]
struct Taken(Side, Kind);

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
    let record = current.game.captured_pieces();
    for side in [Side::White, Side::Black] {
        let standing = on_board.iter().filter(|t| t.piece.side == side).count();
        let gone = (start.pieces(side).count_ones() as usize).saturating_sub(standing);
        // The record lists the pieces in flight last, so the first `gone` are those set down.
        let mut kinds: Vec<Kind> =
            record.iter().filter(|p| p.side == side).map(|p| p.kind).take(gone).collect();
        kinds.resize(gone, Kind::Man);
        let shown: Vec<(Entity, &Taken)> = tray.iter().filter(|(_, t)| t.0 == side).collect();
        let shown_kings = shown.iter().filter(|(_, t)| t.1 == Kind::King).count();
        if shown.len() == gone && shown_kings == kinds.iter().filter(|&&k| k == Kind::King).count() {
            continue;
        }
        for (e, _) in shown {
            commands.entity(e).despawn();
        }
        let material = &look.pieces[piece_colour(geometry.rules.variant, side)].0;
        for (i, &kind) in kinds.iter().enumerate() {
            let mut piece = commands.spawn((
                Taken(side, kind),
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
