//! The keyboard's cursor drawn on the board: an outline of its cell, a hexagon or a square,
//! above the round marks so that it shows whatever the cell means.

use std::f32::consts::{FRAC_PI_4, TAU};

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use damier_rules::BoardShape;

use crate::base::state::Screen;
use crate::game::GameSystems;
use crate::scene::cursor::BoardCursor;
use crate::scene::geometry::{BoardGeometry, CELL};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (outline_new_board, follow_cursor)
            .chain()
            .after(GameSystems::Derive)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<BoardGeometry>)),
    );
}

#[derive(Component)]
struct CursorMark;

/// A new board gets an outline of its cells' shape.
fn outline_new_board(
    mut commands: Commands,
    geometry: Res<BoardGeometry>,
    old: Query<Entity, With<CursorMark>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    if !geometry.is_changed() && !old.is_empty() {
        return;
    }
    for mark in &old {
        commands.entity(mark).despawn();
    }
    // Flat-topped hexagons (a corner to each side), or squares standing square to the table.
    let (corners, radius, turn) = match geometry.rules.topology.shape {
        BoardShape::Hexagon => (6, CELL / 3f32.sqrt(), 0.0),
        BoardShape::Square { .. } => (4, CELL / 2f32.sqrt(), FRAC_PI_4),
    };
    // A white band inside a dark one: it shows on light cells and dark ones alike.
    for (colour, outer, width) in
        [(Color::srgb(0.08, 0.05, 0.03), radius, 0.05), (Color::WHITE, radius - 0.05, 0.08)]
    {
        commands.spawn((
            CursorMark,
            Mesh3d(meshes.add(outline(corners, outer, width, turn))),
            MeshMaterial3d(materials.add(StandardMaterial {
                base_color: colour,
                unlit: true,
                cull_mode: None,
                ..default()
            })),
            Transform::default(),
            Visibility::Hidden,
            Pickable::IGNORE,
            DespawnOnExit(Screen::Playing),
        ));
    }
}

fn follow_cursor(
    cursor: Res<BoardCursor>,
    geometry: Res<BoardGeometry>,
    mut marks: Query<(&mut Transform, &mut Visibility), With<CursorMark>>,
) {
    for (mut transform, mut visibility) in &mut marks {
        visibility.set_if_neq(if cursor.0.is_some() { Visibility::Inherited } else { Visibility::Hidden });
        if let Some(cell) = cursor.0 {
            // Just above the round marks (which lie 3 mm over the cells).
            let place = geometry.cell(cell) + Vec3::Y * 0.006;
            if transform.translation != place {
                transform.translation = place;
            }
        }
    }
}

/// A band `width` wide inside the edge of a regular polygon lying on the table: `corners`
/// corners at `radius` from its centre, the first at angle `turn` from +x.
fn outline(corners: usize, radius: f32, width: f32, turn: f32) -> Mesh {
    let mut positions = Vec::new();
    for i in 0..corners {
        let (sin, cos) = (turn + TAU * i as f32 / corners as f32).sin_cos();
        for r in [radius - width, radius] {
            positions.push([r * cos, 0.0, r * sin]);
        }
    }
    let mut indices = Vec::new();
    for i in 0..corners as u32 {
        let next = (i + 1) % corners as u32;
        let (inner, outer, next_inner, next_outer) = (2 * i, 2 * i + 1, 2 * next, 2 * next + 1);
        indices.extend([inner, outer, next_inner, next_inner, outer, next_outer]);
    }
    let normals = vec![[0.0, 1.0, 0.0]; positions.len()];
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
        .with_inserted_indices(Indices::U32(indices))
}
