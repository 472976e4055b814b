//! The board on screen: tiles for every cell, a frame, light, and the highlights that follow the
//! move being entered. Clicking or hovering a tile reports its cell.

use std::f32::consts::FRAC_PI_2;

use bevy::prelude::*;
use damier_rules::{BoardShape, Square};

use crate::base::settings::Settings;
use crate::base::state::{Mode, Screen};
use crate::game::computer::Hint;
use crate::game::derived::LegalMoves;
use crate::game::input::Selection;
use crate::game::{GameSystems, Match};
use crate::scene::animation::MoveAnimation;
use crate::scene::geometry::{BoardGeometry, CELL};
use crate::scene::picking::{Cell, HoveredCell, observe_pointer};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PointerShown>().add_systems(Startup, (create_materials, spawn_lights)).add_systems(
        Update,
        (rebuild_board, highlight_cells)
            .chain()
            .after(GameSystems::Derive)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<BoardGeometry>)),
    );
}

/// Whether the cell under the pointer is lit. A screenshot shows the scene, not wherever the
/// virtual pointer happens to rest.
#[derive(Resource)]
pub struct PointerShown(pub bool);

impl Default for PointerShown {
    fn default() -> PointerShown {
        PointerShown(true)
    }
}

/// The shade of a hexagon tile (0, 1 or 2: the three shades of HexDame's board).
#[derive(Component, Debug)]
struct Shade(usize);

/// Everything that makes up the board (rebuilt when the variant changes).
#[derive(Component, Clone)]
struct BoardPart;

#[derive(Resource)]
struct CellMaterials {
    hex_shades: [Handle<StandardMaterial>; 3],
    dark_square: Handle<StandardMaterial>,
    light_square: Handle<StandardMaterial>,
    frame: Handle<StandardMaterial>,
    table: Handle<StandardMaterial>,
    hovered: Handle<StandardMaterial>,
    selected: Handle<StandardMaterial>,
    target: Handle<StandardMaterial>,
    last_move: Handle<StandardMaterial>,
    must_capture: Handle<StandardMaterial>,
    hint: Handle<StandardMaterial>,
}

fn create_materials(mut commands: Commands, mut materials: ResMut<Assets<StandardMaterial>>) {
    let mut matte = |r: f32, g: f32, b: f32| {
        materials.add(StandardMaterial {
            base_color: Color::srgb(r, g, b),
            perceptual_roughness: 0.7,
            ..default()
        })
    };
    commands.insert_resource(CellMaterials {
        hex_shades: [matte(0.87, 0.77, 0.58), matte(0.66, 0.49, 0.31), matte(0.42, 0.28, 0.17)],
        dark_square: matte(0.42, 0.27, 0.16),
        light_square: matte(0.88, 0.79, 0.62),
        frame: matte(0.25, 0.14, 0.08),
        table: matte(0.10, 0.16, 0.13),
        hovered: matte(0.95, 0.85, 0.55),
        selected: matte(0.95, 0.75, 0.20),
        target: matte(0.35, 0.75, 0.35),
        last_move: matte(0.45, 0.55, 0.75),
        must_capture: matte(0.90, 0.45, 0.20),
        hint: matte(0.62, 0.42, 0.85),
    });
}

fn spawn_lights(mut commands: Commands) {
    commands.insert_resource(GlobalAmbientLight { color: Color::WHITE, brightness: 350.0, ..default() });
    commands.spawn((
        DirectionalLight { illuminance: 9_000.0, shadow_maps_enabled: true, ..default() },
        Transform::from_xyz(-4.0, 12.0, 6.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
}

fn rebuild_board(
    mut commands: Commands,
    geometry: Res<BoardGeometry>,
    parts: Query<Entity, With<BoardPart>>,
    materials: Res<CellMaterials>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    if !geometry.is_changed() && !parts.is_empty() {
        return;
    }
    for part in &parts {
        commands.entity(part).despawn();
    }
    let topology = &geometry.rules.topology;
    let scoped = (BoardPart, DespawnOnExit(Screen::Playing));
    let tile_depth = 0.12;
    let below = |y: f32| Transform::from_xyz(0.0, y, 0.0);

    commands.spawn((
        Mesh3d(meshes.add(Plane3d::default().mesh().size(60.0, 60.0))),
        MeshMaterial3d(materials.table.clone()),
        below(-0.45),
        Pickable::IGNORE,
        scoped.clone(),
    ));

    match topology.shape {
        BoardShape::Hexagon => {
            // Tiles are flat-topped hexagons (neighbours straight ahead); the board is a
            // pointy-topped hexagon around them.
            let tile =
                meshes.add(Extrusion::new(RegularPolygon::new(CELL / 3f32.sqrt() * 0.94, 6), tile_depth));
            let frame = meshes.add(Extrusion::new(RegularPolygon::new(5.35 * CELL, 6), 0.3));
            let lay_flat = Quat::from_rotation_x(-FRAC_PI_2);
            commands.spawn((
                Mesh3d(frame),
                MeshMaterial3d(materials.frame.clone()),
                Transform::from_xyz(0.0, -0.2, 0.0).with_rotation(lay_flat),
                Pickable::IGNORE,
                scoped.clone(),
            ));
            for &sq in topology.squares() {
                let (x, y) = topology.coords(sq);
                let shade = ((x + y) % 3) as usize;
                observe_pointer(
                    &mut commands.spawn((
                        Cell { square: sq },
                        Shade(shade),
                        Mesh3d(tile.clone()),
                        MeshMaterial3d(materials.hex_shades[shade].clone()),
                        Transform::from_translation(geometry.cell(sq) - Vec3::Y * tile_depth / 2.0)
                            .with_rotation(Quat::from_rotation_y(FRAC_PI_2) * lay_flat),
                        scoped.clone(),
                    )),
                );
            }
        }
        BoardShape::Square { size } => {
            let n = size as f32;
            let tile = meshes.add(Cuboid::new(CELL, tile_depth, CELL));
            commands.spawn((
                Mesh3d(meshes.add(Cuboid::new(n + 0.9, 0.3, n + 0.9))),
                MeshMaterial3d(materials.frame.clone()),
                below(-0.2),
                Pickable::IGNORE,
                scoped.clone(),
            ));
            let half = (n - 1.0) / 2.0;
            for row in 0..size {
                for col in 0..size {
                    let at =
                        Vec3::new((col as f32 - half) * CELL, -tile_depth / 2.0, (row as f32 - half) * CELL);
                    if (row + col) % 2 == 0 {
                        commands.spawn((
                            Mesh3d(tile.clone()),
                            MeshMaterial3d(materials.light_square.clone()),
                            Transform::from_translation(at),
                            Pickable::IGNORE,
                            scoped.clone(),
                        ));
                    }
                }
            }
            for &sq in topology.squares() {
                observe_pointer(&mut commands.spawn((
                    Cell { square: sq },
                    Shade(0),
                    Mesh3d(tile.clone()),
                    MeshMaterial3d(materials.dark_square.clone()),
                    Transform::from_translation(geometry.cell(sq) - Vec3::Y * tile_depth / 2.0),
                    scoped.clone(),
                )));
            }
        }
    }
}

/// Colours each tile by what it means now: selected piece, legal destinations, hovered cell,
/// last move, pieces that must capture.
fn highlight_cells(
    mut cells: Query<(&Cell, &Shade, &mut MeshMaterial3d<StandardMaterial>)>,
    materials: Res<CellMaterials>,
    current: Res<Match>,
    legal: Res<LegalMoves>,
    selection: Res<Selection>,
    hovered: Res<HoveredCell>,
    pointer_shown: Res<PointerShown>,
    settings: Res<Settings>,
    animation: Res<MoveAnimation>,
    geometry: Res<BoardGeometry>,
    hint: Res<Hint>,
    mode: Res<State<Mode>>,
) {
    let hinted: Vec<Square> = hint.current(&current).map(|mv| vec![mv.from, mv.to]).unwrap_or_default();
    let hovered = if pointer_shown.0 { hovered.0 } else { None };
    let legal = &legal.0;
    let targets = if settings.show_legal_moves { selection.targets(legal) } else { Vec::new() };
    // The setup editor shows the bare position: nobody is about to move.
    let marks_captures = *mode.get() != Mode::Editor && !animation.is_busy();
    let must_capture: Vec<Square> = if marks_captures && legal.iter().any(|m| m.is_capture()) {
        legal.iter().map(|m| m.from).collect()
    } else {
        Vec::new()
    };
    let last: Vec<Square> = match (settings.show_last_move, current.last_move()) {
        (true, Some(mv)) if !animation.is_busy() => [mv.from, mv.to].to_vec(),
        _ => Vec::new(),
    };
    let square_board = !geometry.rules.topology.is_hex();
    for (cell, shade, mut material) in &mut cells {
        let sq = cell.square;
        let wanted = if selection.entered.contains(&sq) {
            &materials.selected
        } else if targets.contains(&sq) {
            &materials.target
        } else if hinted.contains(&sq) {
            &materials.hint
        } else if hovered == Some(sq) && !animation.is_busy() {
            &materials.hovered
        } else if must_capture.contains(&sq) {
            &materials.must_capture
        } else if last.contains(&sq) {
            &materials.last_move
        } else if square_board {
            &materials.dark_square
        } else {
            &materials.hex_shades[shade.0]
        };
        if material.0 != *wanted {
            material.0 = wanted.clone();
        }
    }
}
