//! How pieces look: turned draughts discs, a king a stack of two, jumped pieces ghosted until
//! their capture ends. Clicking or dragging a piece reports its cell.

use bevy::picking::events::{Drag, DragEnd, DragStart, Pointer};
use bevy::prelude::*;
use damier_rules::{Kind, Side, Variant};

use crate::game::input::Selection;
use crate::game::{CellClicked, GameSystems};
use crate::scene::animation::{Captured, Held, MoveAnimation, Token};
use crate::scene::camera::Orbit;
use crate::scene::geometry::{BoardGeometry, DISC_HEIGHT, DISC_RADIUS};
use crate::scene::picking::observe_pointer;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, create_assets).add_systems(
        Update,
        (dress_new_tokens, crown_kings, ghost_captured)
            .after(GameSystems::Derive)
            .run_if(resource_exists::<BoardGeometry>),
    );
}

#[derive(Resource)]
struct PieceAssets {
    disc: Handle<Mesh>,
    groove: Handle<Mesh>,
    /// Per colour: [white, black, red], each (solid, ghost).
    colours: [(Handle<StandardMaterial>, Handle<StandardMaterial>); 3],
}

/// The upper disc of a king.
#[derive(Component)]
struct Crown;

fn create_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let mut pair = |r: f32, g: f32, b: f32| {
        let solid = materials.add(StandardMaterial {
            base_color: Color::srgb(r, g, b),
            perceptual_roughness: 0.32,
            reflectance: 0.4,
            ..default()
        });
        // Washed out towards grey and half transparent: reads as "taken" for light and dark.
        let wash = |c: f32| c * 0.45 + 0.5 * 0.55;
        let ghost = materials.add(StandardMaterial {
            base_color: Color::srgba(wash(r), wash(g), wash(b), 0.4),
            alpha_mode: AlphaMode::Blend,
            perceptual_roughness: 0.6,
            ..default()
        });
        (solid, ghost)
    };
    let colours = [pair(0.93, 0.89, 0.80), pair(0.13, 0.10, 0.09), pair(0.72, 0.10, 0.08)];
    commands.insert_resource(PieceAssets {
        disc: meshes.add(Cylinder::new(DISC_RADIUS, DISC_HEIGHT).mesh().resolution(48)),
        groove: meshes.add(
            Torus::new(DISC_RADIUS * 0.55, DISC_RADIUS * 0.66)
                .mesh()
                .minor_resolution(8)
                .major_resolution(40),
        ),
        colours,
    });
}

fn colour_index(variant: Variant, side: Side) -> usize {
    match (variant, side) {
        (_, Side::White) => 0,
        (Variant::English, Side::Black) => 2,
        (_, Side::Black) => 1,
    }
}

fn dress_new_tokens(
    mut commands: Commands,
    tokens: Query<(Entity, &Token), Added<Token>>,
    assets: Res<PieceAssets>,
    geometry: Res<BoardGeometry>,
) {
    for (entity, token) in &tokens {
        let (solid, _) = &assets.colours[colour_index(geometry.rules.variant, token.piece.side)];
        let mut piece = commands.entity(entity);
        piece
            .insert((Mesh3d(assets.disc.clone()), MeshMaterial3d(solid.clone())))
            .with_child((
                Mesh3d(assets.groove.clone()),
                MeshMaterial3d(solid.clone()),
                Transform::from_xyz(0.0, DISC_HEIGHT * 0.42, 0.0).with_scale(Vec3::new(1.0, 0.35, 1.0)),
            ))
            .observe(drag_start)
            .observe(drag_follow)
            .observe(drag_drop);
        observe_pointer(&mut piece);
    }
}

/// A king is two discs: the crown is added when a man is promoted (or a king appears).
fn crown_kings(
    mut commands: Commands,
    tokens: Query<(Entity, &Token, Option<&Children>), Changed<Token>>,
    crowns: Query<(), With<Crown>>,
    assets: Res<PieceAssets>,
    geometry: Res<BoardGeometry>,
) {
    for (entity, token, children) in &tokens {
        let crowned = children.is_some_and(|c| c.iter().any(|child| crowns.contains(child)));
        if token.piece.kind == Kind::King && !crowned {
            let (solid, _) = &assets.colours[colour_index(geometry.rules.variant, token.piece.side)];
            commands.entity(entity).with_child((
                Crown,
                Mesh3d(assets.disc.clone()),
                MeshMaterial3d(solid.clone()),
                Transform::from_xyz(0.0, DISC_HEIGHT * 1.02, 0.0),
            ));
        }
    }
}

/// Jumped pieces stay on the board, ghosted, until the capture ends.
fn ghost_captured(
    tokens: Query<(Entity, &Token, &Children), Added<Captured>>,
    mut materials: Query<&mut MeshMaterial3d<StandardMaterial>>,
    assets: Res<PieceAssets>,
    geometry: Res<BoardGeometry>,
) {
    for (entity, token, children) in &tokens {
        let (_, ghost) = &assets.colours[colour_index(geometry.rules.variant, token.piece.side)];
        for e in children.iter().chain([entity]) {
            if let Ok(mut material) = materials.get_mut(e) {
                material.0 = ghost.clone();
            }
        }
    }
}

/// Dragging a piece selects it, the piece follows the pointer over the board, and dropping it
/// plays on the cell beneath.
fn drag_start(
    drag: On<Pointer<DragStart>>,
    mut commands: Commands,
    tokens: Query<&Token>,
    mut clicked: MessageWriter<CellClicked>,
) {
    if drag.button == PointerButton::Primary
        && let Ok(token) = tokens.get(drag.event_target())
    {
        commands.entity(drag.event_target()).insert(Held);
        clicked.write(CellClicked(token.square));
    }
}

/// Where the pointer's ray meets the horizontal plane at `height`.
fn pointer_on_board(camera: &(&Camera, &GlobalTransform), pointer: Vec2, height: f32) -> Option<Vec3> {
    let (camera, transform) = camera;
    let ray = camera.viewport_to_world(transform, pointer).ok()?;
    let distance = ray.intersect_plane(Vec3::Y * height, InfinitePlane3d::new(Vec3::Y))?;
    Some(ray.get_point(distance))
}

fn drag_follow(
    drag: On<Pointer<Drag>>,
    mut tokens: Query<(&Token, &mut Transform)>,
    selection: Res<Selection>,
    animation: Res<MoveAnimation>,
    camera: Single<(&Camera, &GlobalTransform), With<Orbit>>,
) {
    let Ok((token, mut transform)) = tokens.get_mut(drag.event_target()) else { return };
    // Only a piece that was selected (one that may move) follows the pointer.
    if drag.button != PointerButton::Primary || animation.is_busy() || selection.from() != Some(token.square)
    {
        return;
    }
    if let Some(at) = pointer_on_board(&camera, drag.pointer_location.position, DISC_HEIGHT * 3.0) {
        transform.translation = at;
    }
}

fn drag_drop(
    drop: On<Pointer<DragEnd>>,
    mut commands: Commands,
    tokens: Query<&Token>,
    geometry: Res<BoardGeometry>,
    camera: Single<(&Camera, &GlobalTransform), With<Orbit>>,
    mut clicked: MessageWriter<CellClicked>,
) {
    let Ok(token) = tokens.get(drop.event_target()) else { return };
    commands.entity(drop.event_target()).remove::<Held>();
    let Some(at) = pointer_on_board(&camera, drop.pointer_location.position, 0.0) else { return };
    let nearest = geometry
        .rules
        .topology
        .squares()
        .iter()
        .copied()
        .min_by(|a, b| geometry.cell(*a).distance(at).total_cmp(&geometry.cell(*b).distance(at)));
    // A drop off the board or back on the start changes nothing (the piece returns).
    if let Some(target) = nearest.filter(|&sq| sq != token.square && geometry.cell(sq).distance(at) < 0.6) {
        clicked.write(CellClicked(target));
    }
}
