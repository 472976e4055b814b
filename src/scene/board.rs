//! The board on screen: tiles for every cell in the theme's woods or stones, a frame, the table,
//! and the marks that follow the move being entered. Clicking or hovering a tile reports its cell.

use std::f32::consts::FRAC_PI_2;

use bevy::mesh::VertexAttributeValues;
use bevy::prelude::*;
use damier_rules::{BoardShape, Square};

use crate::base::settings::Settings;
use crate::base::state::{Mode, Screen};
use crate::game::computer::Hint;
use crate::game::derived::LegalMoves;
use crate::game::input::Selection;
use crate::game::{GameSystems, Match};
use crate::scene::animation::MoveAnimation;
use crate::scene::geometry::{BoardGeometry, CELL, TABLE};
use crate::scene::look::Look;
use crate::scene::picking::{Cell, HoveredCell, observe_pointer};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PointerShown>().add_systems(Startup, create_marks).add_systems(
        Update,
        (rebuild_board, mark_cells)
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

/// A mark lying on a cell: what the cell means now (selected piece, legal destination, ...).
/// Marks are shapes as well as colours, so that they tell apart without colour too.
#[derive(Component, Debug)]
struct Marker(Square);

/// Everything that makes up the board (rebuilt when the variant changes).
#[derive(Component, Clone)]
struct BoardPart;

/// Each mark's shape and colour (sRGB): hovered, selected, target, hint, must capture, last
/// move. Marks of the same shape must stay apart for colour-blind eyes too (a test checks).
pub const MARKS: [(MarkShape, [f32; 3]); 6] = [
    (MarkShape::Ring, [1.0, 0.97, 0.85]),
    (MarkShape::ThickRing, [1.0, 0.80, 0.25]),
    (MarkShape::Dot, [0.35, 0.95, 0.45]),
    (MarkShape::Dot, [0.75, 0.45, 1.0]),
    (MarkShape::Ring, [1.0, 0.45, 0.15]),
    (MarkShape::WideRing, [0.45, 0.65, 1.0]),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MarkShape {
    Dot,
    Ring,
    ThickRing,
    WideRing,
}

/// The marks: a shape and a glowing colour for each meaning.
#[derive(Resource)]
struct Marks {
    dot: Handle<Mesh>,
    ring: Handle<Mesh>,
    thick_ring: Handle<Mesh>,
    wide_ring: Handle<Mesh>,
    hovered: Handle<StandardMaterial>,
    selected: Handle<StandardMaterial>,
    target: Handle<StandardMaterial>,
    last_move: Handle<StandardMaterial>,
    must_capture: Handle<StandardMaterial>,
    hint: Handle<StandardMaterial>,
}

fn create_marks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let mut glow = |[r, g, b]: [f32; 3], alpha: f32| {
        materials.add(StandardMaterial {
            base_color: Color::srgba(r, g, b, alpha),
            emissive: LinearRgba::rgb(r, g, b) * 0.6,
            unlit: true,
            alpha_mode: AlphaMode::Blend,
            ..default()
        })
    };
    commands.insert_resource(Marks {
        dot: meshes.add(Circle::new(0.18 * CELL).mesh().resolution(32)),
        ring: meshes.add(Annulus::new(0.41 * CELL, 0.47 * CELL).mesh().resolution(48)),
        thick_ring: meshes.add(Annulus::new(0.39 * CELL, 0.49 * CELL).mesh().resolution(48)),
        wide_ring: meshes.add(Annulus::new(0.44 * CELL, 0.50 * CELL).mesh().resolution(48)),
        hovered: glow(MARKS[0].1, 0.35),
        selected: glow(MARKS[1].1, 0.95),
        target: glow(MARKS[2].1, 0.9),
        hint: glow(MARKS[3].1, 0.95),
        must_capture: glow(MARKS[4].1, 0.9),
        last_move: glow(MARKS[5].1, 0.8),
    });
}

fn rebuild_board(
    mut commands: Commands,
    geometry: Res<BoardGeometry>,
    parts: Query<Entity, With<BoardPart>>,
    look: Res<Look>,
    marks: Res<Marks>,
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
    let below = |y: f32| Transform::from_xyz(0.0, y, 0.0);

    commands.spawn((table(&mut meshes, &look), scoped.clone()));
    let tiles = Tiles::new(&mut meshes, topology.shape);
    match topology.shape {
        BoardShape::Hexagon => {
            commands.spawn((hex_frame(&mut meshes, &look), scoped.clone()));
            for (i, &sq) in topology.squares().iter().enumerate() {
                observe_pointer(&mut commands.spawn((
                    Cell { square: sq },
                    hex_tile(&tiles, &look, &geometry, i, sq),
                    scoped.clone(),
                )));
            }
        }
        BoardShape::Square { size } => {
            let n = size as f32;
            commands.spawn((
                Mesh3d(meshes.add(with_uvs(Cuboid::new(n + 0.9, 0.3, n + 0.9).into(), Vec2::ZERO, 3.0))),
                MeshMaterial3d(look.frame.clone()),
                below(-0.2),
                Pickable::IGNORE,
                scoped.clone(),
            ));
            let half = (n - 1.0) / 2.0;
            for row in 0..size {
                for col in 0..size {
                    let at =
                        Vec3::new((col as f32 - half) * CELL, -TILE_DEPTH / 2.0, (row as f32 - half) * CELL);
                    if (row + col) % 2 == 0 {
                        commands.spawn((
                            Mesh3d(tiles.for_cell((row * size + col) as usize)),
                            MeshMaterial3d(look.cells[0].clone()),
                            Transform::from_translation(at),
                            Pickable::IGNORE,
                            scoped.clone(),
                        ));
                    }
                }
            }
            for (i, &sq) in topology.squares().iter().enumerate() {
                observe_pointer(&mut commands.spawn((
                    Cell { square: sq },
                    Mesh3d(tiles.for_cell(i * 2 + 1)),
                    MeshMaterial3d(look.cells[2].clone()),
                    Transform::from_translation(geometry.cell(sq) - Vec3::Y * TILE_DEPTH / 2.0),
                    scoped.clone(),
                )));
            }
        }
    }
    for &sq in topology.squares() {
        commands.spawn((
            Marker(sq),
            Mesh3d(marks.ring.clone()),
            MeshMaterial3d(marks.hovered.clone()),
            Transform::from_translation(geometry.cell(sq) + Vec3::Y * 0.003)
                .with_rotation(Quat::from_rotation_x(-FRAC_PI_2)),
            Visibility::Hidden,
            Pickable::IGNORE,
            scoped.clone(),
        ));
    }
}

/// Thickness of a cell's tile.
const TILE_DEPTH: f32 = 0.12;

/// The table: a wide slab of oak (or the theme's), fading into the room.
pub(super) fn table(meshes: &mut Assets<Mesh>, look: &Look) -> impl Bundle {
    (
        Mesh3d(meshes.add(with_uvs(Cuboid::new(40.0, 0.5, 40.0).into(), Vec2::ZERO, 24.0))),
        MeshMaterial3d(look.table.clone()),
        Transform::from_xyz(0.0, TABLE - 0.25, 0.0),
        Pickable::IGNORE,
    )
}

/// HexDame's frame: a pointy-topped hexagon around the flat-topped tiles (neighbours straight
/// ahead).
pub(super) fn hex_frame(meshes: &mut Assets<Mesh>, look: &Look) -> impl Bundle {
    (
        Mesh3d(meshes.add(Extrusion::new(RegularPolygon::new(5.35 * CELL, 6), 0.3))),
        MeshMaterial3d(look.frame.clone()),
        Transform::from_xyz(0.0, -0.2, 0.0).with_rotation(Quat::from_rotation_x(-FRAC_PI_2)),
        Pickable::IGNORE,
    )
}

/// A HexDame cell's tile (the `index`-th of the board), in its shade of the three.
pub(super) fn hex_tile(
    tiles: &Tiles,
    look: &Look,
    geometry: &BoardGeometry,
    index: usize,
    sq: Square,
) -> impl Bundle {
    let (x, y) = geometry.rules.topology.coords(sq);
    let lay_flat = Quat::from_rotation_y(FRAC_PI_2) * Quat::from_rotation_x(-FRAC_PI_2);
    (
        Mesh3d(tiles.for_cell(index)),
        MeshMaterial3d(look.cells[((x + y) % 3) as usize].clone()),
        Transform::from_translation(geometry.cell(sq) - Vec3::Y * TILE_DEPTH / 2.0).with_rotation(lay_flat),
    )
}

/// Tile meshes that show different parts of their texture, so no two cells have the same grain.
pub(super) struct Tiles(Vec<Handle<Mesh>>);

impl Tiles {
    pub(super) fn new(meshes: &mut Assets<Mesh>, shape: BoardShape) -> Tiles {
        let variants = (0..8u32)
            .map(|k| {
                let mesh = match shape {
                    BoardShape::Hexagon => Mesh::from(Extrusion::new(
                        RegularPolygon::new(CELL / 3f32.sqrt() * 0.94, 6),
                        TILE_DEPTH,
                    )),
                    BoardShape::Square { .. } => Mesh::from(Cuboid::new(CELL, TILE_DEPTH, CELL)),
                };
                meshes.add(with_uvs(mesh, Vec2::new(k as f32 * 0.37, k as f32 * 0.61), 0.5))
            })
            .collect();
        Tiles(variants)
    }

    pub(super) fn for_cell(&self, index: usize) -> Handle<Mesh> {
        self.0[(index * 5 + index / 3) % self.0.len()].clone()
    }
}

/// The mesh with its texture coordinates scaled (how much of a texture it spans) and shifted.
fn with_uvs(mut mesh: Mesh, offset: Vec2, scale: f32) -> Mesh {
    if let Some(VertexAttributeValues::Float32x2(uvs)) = mesh.attribute_mut(Mesh::ATTRIBUTE_UV_0) {
        for uv in uvs {
            *uv = [uv[0] * scale + offset.x, uv[1] * scale + offset.y];
        }
    }
    mesh
}

/// Marks each cell by what it means now: selected piece (a thick gold ring), legal destinations
/// (green dots), the hint (violet dots), the hovered cell (a faint ring), pieces that must
/// capture (orange rings) and the last move (wide blue rings).
fn mark_cells(
    mut markers: Query<(&Marker, &mut Mesh3d, &mut MeshMaterial3d<StandardMaterial>, &mut Visibility)>,
    marks: Res<Marks>,
    current: Res<Match>,
    legal: Res<LegalMoves>,
    selection: Res<Selection>,
    hovered: Res<HoveredCell>,
    pointer_shown: Res<PointerShown>,
    settings: Res<Settings>,
    animation: Res<MoveAnimation>,
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
    for (marker, mut mesh, mut material, mut visibility) in &mut markers {
        let sq = marker.0;
        let wanted = if selection.entered.contains(&sq) {
            Some((&marks.thick_ring, &marks.selected))
        } else if targets.contains(&sq) {
            Some((&marks.dot, &marks.target))
        } else if hinted.contains(&sq) {
            Some((&marks.dot, &marks.hint))
        } else if hovered == Some(sq) && !animation.is_busy() {
            Some((&marks.ring, &marks.hovered))
        } else if must_capture.contains(&sq) {
            Some((&marks.ring, &marks.must_capture))
        } else if last.contains(&sq) {
            Some((&marks.wide_ring, &marks.last_move))
        } else {
            None
        };
        let shown = if wanted.is_some() { Visibility::Inherited } else { Visibility::Hidden };
        visibility.set_if_neq(shown);
        if let Some((shape, colour)) = wanted {
            if mesh.0 != *shape {
                mesh.0 = shape.clone();
            }
            if material.0 != *colour {
                material.0 = colour.clone();
            }
        }
    }
}
