//! How pieces look: turned draughtsmen in the player's piece set, a king two of them stacked with
//! a brass crown ring (the second man comes down onto the first at a promotion), jumped pieces
//! ghosted until their capture ends. Clicking or dragging a piece reports its cell.

use bevy::picking::events::{Drag, DragEnd, DragStart, Pointer};
use bevy::prelude::*;
use damier_rules::Kind;

use crate::base::appearance::Quality;
use crate::game::input::Selection;
use crate::game::{CellClicked, GameSystems};
use crate::scene::animation::{AnimationPace, Captured, Held, Lifted, MoveAnimation, Token};
use crate::scene::camera::Orbit;
use crate::scene::environment::ActiveQuality;
use crate::scene::geometry::{BoardGeometry, DISC_HEIGHT, DISC_RADIUS};
use crate::scene::lathe;
use crate::scene::look::{Look, piece_colour};
use crate::scene::picking::observe_pointer;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, create_meshes).add_systems(Update, follow_quality).add_systems(
        Update,
        (dress_new_tokens, crown_kings, lower_crowns, ghost_captured)
            .after(GameSystems::Derive)
            .run_if(resource_exists::<BoardGeometry>),
    );
}

/// The turned man (a king is two) and the crown ring.
#[derive(Resource)]
pub struct PieceMeshes {
    pub man: Handle<Mesh>,
    crown: Handle<Mesh>,
}

/// The upper man of a king.
#[derive(Component)]
struct Crown;

fn create_meshes(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>) {
    commands.insert_resource(PieceMeshes {
        man: meshes.add(lathe::draughtsman(DISC_RADIUS, DISC_HEIGHT, 64)),
        crown: meshes.add(lathe::ring(DISC_RADIUS * 0.62, DISC_HEIGHT * 0.22)),
    });
}

/// Low quality turns the pieces in 16 steps instead of 64 (fewer triangles to shade and shadow).
fn follow_quality(quality: Res<ActiveQuality>, pieces: Res<PieceMeshes>, mut meshes: ResMut<Assets<Mesh>>) {
    if quality.is_changed()
        && let Some(quality) = quality.0
    {
        let segments = if quality == Quality::High { 64 } else { 16 };
        let _ = meshes.insert(&pieces.man, lathe::draughtsman(DISC_RADIUS, DISC_HEIGHT, segments));
    }
}

fn dress_new_tokens(
    mut commands: Commands,
    tokens: Query<(Entity, &Token), Added<Token>>,
    meshes: Res<PieceMeshes>,
    look: Res<Look>,
    geometry: Res<BoardGeometry>,
) {
    for (entity, token) in &tokens {
        let (solid, _) = &look.pieces[piece_colour(geometry.rules.variant, token.piece.side)];
        let mut piece = commands.entity(entity);
        piece
            .insert((Mesh3d(meshes.man.clone()), MeshMaterial3d(solid.clone())))
            .observe(drag_start)
            .observe(drag_follow)
            .observe(drag_drop);
        observe_pointer(&mut piece);
    }
}

/// The upper man of a king, turned so that the two men's grain does not line up, with a brass
/// ring in its face: the crown, seen from any side. `solid` is its side's material;
/// `lift` raises it above its rest.
pub fn king_top(
    meshes: &PieceMeshes,
    look: &Look,
    solid: &Handle<StandardMaterial>,
    lift: f32,
) -> impl Bundle {
    (
        Crown,
        Mesh3d(meshes.man.clone()),
        MeshMaterial3d(solid.clone()),
        Transform::from_xyz(0.0, CROWN_REST + lift, 0.0).with_rotation(Quat::from_rotation_y(1.3)),
        children![(
            Mesh3d(meshes.crown.clone()),
            MeshMaterial3d(look.crown.clone()),
            Transform::from_xyz(0.0, DISC_HEIGHT * 0.36, 0.0),
        )],
    )
}

/// Where the upper man of a king rests, over the centre of the lower one.
const CROWN_REST: f32 = DISC_HEIGHT * 0.97;
/// How high above its rest the second man appears when a man is promoted.
const CROWN_DROP: f32 = 1.1;

/// A promotion's second man, on its way down onto the first (`t` from 0 to 1).
#[derive(Component)]
struct Lowering(f32);

/// A king is two men stacked. A king set out on the board has its crown at once; a man promoted
/// in play has its moment: the second man comes down onto it from above.
fn crown_kings(
    mut commands: Commands,
    tokens: Query<(Entity, Ref<Token>, Option<&Children>), Changed<Token>>,
    crowns: Query<(), With<Crown>>,
    meshes: Res<PieceMeshes>,
    look: Res<Look>,
    geometry: Res<BoardGeometry>,
) {
    for (entity, token, children) in &tokens {
        let crowned = children.is_some_and(|c| c.iter().any(|child| crowns.contains(child)));
        if token.piece.kind == Kind::King && !crowned {
            let (solid, _) = &look.pieces[piece_colour(geometry.rules.variant, token.piece.side)];
            let top = if token.is_added() {
                commands.spawn(king_top(&meshes, &look, solid, 0.0)).id()
            } else {
                commands.spawn((king_top(&meshes, &look, solid, CROWN_DROP), Lowering(0.0))).id()
            };
            commands.entity(entity).add_child(top);
        }
    }
}

/// The promotion's second man comes down, slowing as it nears the first, in about two hops' time.
fn lower_crowns(
    mut commands: Commands,
    mut crowns: Query<(Entity, &mut Lowering, &mut Transform)>,
    time: Res<Time>,
    pace: AnimationPace,
) {
    let seconds = 2.0 * pace.seconds_per_hop();
    for (entity, mut lowering, mut transform) in &mut crowns {
        lowering.0 = if seconds == 0.0 { 1.0 } else { (lowering.0 + time.delta_secs() / seconds).min(1.0) };
        let left = (1.0 - lowering.0).powi(3);
        transform.translation.y = CROWN_REST + CROWN_DROP * left;
        if lowering.0 >= 1.0 {
            commands.entity(entity).remove::<Lowering>();
        }
    }
}

/// Jumped pieces stay on the board, ghosted, until the capture ends; lifted off for the tray,
/// they are whole pieces again.
fn ghost_captured(
    jumped: Query<(Entity, &Token), Added<Captured>>,
    lifted: Query<(Entity, &Token), Added<Lifted>>,
    children: Query<&Children>,
    mut materials: Query<&mut MeshMaterial3d<StandardMaterial>>,
    look: Res<Look>,
    geometry: Res<BoardGeometry>,
) {
    let swaps = jumped.iter().map(|t| (t, true)).chain(lifted.iter().map(|t| (t, false)));
    for ((entity, token), ghost) in swaps {
        let (solid, ghosted) = &look.pieces[piece_colour(geometry.rules.variant, token.piece.side)];
        let (from, to) = if ghost { (solid, ghosted) } else { (ghosted, solid) };
        for e in children.iter_descendants(entity).chain([entity]) {
            if let Ok(mut material) = materials.get_mut(e)
                && material.0 == *from
            {
                material.0 = to.clone();
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
