//! Where each cell of a board lies in the 3D world (board in the XZ plane, +Y up, White's side
//! towards +Z), shared by the board, the pieces and the animations.

use bevy::prelude::*;
use damier_rules::{BoardShape, Rules, Side, Square};

use crate::game::{GameSystems, Match, MatchStarted};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, follow_the_match.in_set(GameSystems::Derive));
}

/// A new match gets its board's geometry (views rebuild the board and frame it when it changes).
fn follow_the_match(
    mut commands: Commands,
    mut started: MessageReader<MatchStarted>,
    current: Option<Res<Match>>,
    geometry: Option<Res<BoardGeometry>>,
) {
    let Some(current) = current else { return };
    let other_board = geometry.is_none_or(|g| !std::ptr::eq(g.rules, current.rules()));
    if started.read().count() > 0 || other_board {
        commands.insert_resource(BoardGeometry::new(current.rules()));
    }
}

/// Distance between neighbouring cell centres, in world units.
pub const CELL: f32 = 1.0;
/// Height of the playing surface.
pub const SURFACE: f32 = 0.0;
/// Thickness of one draughts disc.
pub const DISC_HEIGHT: f32 = 0.14;
pub const DISC_RADIUS: f32 = 0.38;
/// Height of the table top the board stands on.
pub const TABLE: f32 = -0.35;

#[derive(Resource, Clone)]
pub struct BoardGeometry {
    pub rules: &'static Rules,
    positions: Vec<Vec3>,
}

impl BoardGeometry {
    pub fn new(rules: &'static Rules) -> BoardGeometry {
        let t = &rules.topology;
        let mut positions = vec![Vec3::ZERO; 128];
        for &sq in t.squares() {
            let (a, b) = t.coords(sq);
            let (a, b) = (a as f32, b as f32);
            positions[sq.0 as usize] = match t.shape {
                // Letter lines rise to the right, number lines to the left, and the central
                // column a1-e5-i9 points straight away from White; e5 is the centre.
                BoardShape::Hexagon => {
                    Vec3::new((a - b) * 3f32.sqrt() / 2.0 * CELL, SURFACE, -((a + b) / 2.0 - 4.0) * CELL)
                }
                // Row 0 is the far side as White sees it.
                BoardShape::Square { size } => {
                    let half = (size as f32 - 1.0) / 2.0;
                    Vec3::new((a - half) * CELL, SURFACE, (b - half) * CELL)
                }
            };
        }
        BoardGeometry { rules, positions }
    }

    /// The centre of a cell's top face.
    pub fn cell(&self, sq: Square) -> Vec3 {
        self.positions[sq.0 as usize]
    }

    /// Where a piece resting on `sq` stands (its centre).
    pub fn rest(&self, sq: Square) -> Vec3 {
        self.cell(sq) + Vec3::Y * DISC_HEIGHT / 2.0
    }

    /// Where the `index`-th piece of `side` taken off the board lies: on the table beside the
    /// board, in rows of five on the side of the player who took it (Black's pieces on White's
    /// side, towards +Z, and the other way).
    pub fn tray_place(&self, side: Side, index: usize) -> Vec3 {
        const ROW: usize = 5;
        let (row, col) = ((index / ROW) as f32, (index % ROW) as f32);
        let towards = if side == Side::Black { 1.0 } else { -1.0 };
        Vec3::new(
            self.extent() + (0.9 + row * 0.85) * CELL,
            TABLE + DISC_HEIGHT / 2.0,
            towards * (0.9 + col * 0.85) * CELL,
        )
    }

    /// How far the board reaches from its centre, frame included (for framing the view).
    pub fn extent(&self) -> f32 {
        match self.rules.topology.shape {
            BoardShape::Hexagon => 5.35 * CELL,
            BoardShape::Square { size } => (size as f32 / 2.0 * 1.15 + 0.45) * CELL,
        }
    }
}
