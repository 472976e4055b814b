//! The board's and the pieces' materials, made from the player's theme and piece set. The
//! material handles never change: a new choice rewrites what they hold, so the board, the
//! pieces and the Settings window's live preview follow at once.

use bevy::prelude::*;
use damier_rules::{Side, Variant};

use crate::base::appearance::{BoardTheme, PieceSet, Quality};
use crate::base::settings::Settings;
use crate::scene::environment::ActiveQuality;
use crate::scene::textures::{self, Grain};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, create).add_systems(PostUpdate, follow_settings);
}

/// Materials of everything themed.
#[derive(Resource)]
pub struct Look {
    /// The cells: light, middle and dark. A square board uses the light and the dark ones,
    /// HexDame's board all three.
    pub cells: [Handle<StandardMaterial>; 3],
    pub frame: Handle<StandardMaterial>,
    pub table: Handle<StandardMaterial>,
    /// Per piece colour (white, black, red): solid, and ghosted for a piece being captured.
    pub pieces: [(Handle<StandardMaterial>, Handle<StandardMaterial>); 3],
    /// The kings' crown mark.
    pub crown: Handle<StandardMaterial>,
    shown: Option<(BoardTheme, PieceSet, bool)>,
}

/// Which of the piece materials a side uses in a variant (English checkers' dark side is red).
pub fn piece_colour(variant: Variant, side: Side) -> usize {
    match (variant, side) {
        (_, Side::White) => 0,
        (Variant::English, Side::Black) => 2,
        (_, Side::Black) => 1,
    }
}

fn rgb(r: f32, g: f32, b: f32) -> Srgba {
    Srgba::new(r, g, b, 1.0)
}

/// A surface: its grain, how rough it is, and how much lacquer is on it.
struct Surface {
    grain: Grain,
    roughness: f32,
    lacquer: f32,
}

fn wood(early: Srgba, late: Srgba, rings: f32, roughness: f32, lacquer: f32) -> Surface {
    Surface { grain: Grain::Wood { early, late, rings }, roughness, lacquer }
}

fn maple() -> Surface {
    wood(rgb(0.87, 0.74, 0.53), rgb(0.74, 0.58, 0.38), 11.0, 0.45, 0.35)
}

fn walnut() -> Surface {
    wood(rgb(0.42, 0.27, 0.16), rgb(0.27, 0.16, 0.09), 13.0, 0.45, 0.35)
}

/// Dark walnut, lacquered: the frame of the walnut and marble boards.
fn walnut_frame() -> Surface {
    wood(rgb(0.30, 0.18, 0.10), rgb(0.18, 0.10, 0.06), 10.0, 0.35, 0.5)
}

fn plain(colour: Srgba, roughness: f32, lacquer: f32) -> Surface {
    Surface { grain: Grain::Plain { colour }, roughness, lacquer }
}

fn marble(base: Srgba, vein: Srgba) -> Surface {
    Surface { grain: Grain::Marble { base, vein }, roughness: 0.25, lacquer: 0.3 }
}

/// The light, middle and dark cells, the frame and the table of a theme.
fn board_surfaces(theme: BoardTheme) -> [Surface; 5] {
    let table_oak = || wood(rgb(0.50, 0.36, 0.23), rgb(0.40, 0.28, 0.17), 5.0, 0.6, 0.0);
    match theme {
        BoardTheme::Walnut => [
            maple(),
            wood(rgb(0.62, 0.43, 0.28), rgb(0.50, 0.33, 0.20), 12.0, 0.45, 0.35),
            walnut(),
            walnut_frame(),
            table_oak(),
        ],
        BoardTheme::Tournament => [
            plain(rgb(0.92, 0.88, 0.74), 0.5, 0.2),
            plain(rgb(0.48, 0.66, 0.44), 0.5, 0.2),
            plain(rgb(0.17, 0.40, 0.24), 0.5, 0.2),
            wood(rgb(0.24, 0.15, 0.09), rgb(0.15, 0.09, 0.05), 10.0, 0.35, 0.5),
            wood(rgb(0.36, 0.22, 0.13), rgb(0.26, 0.15, 0.08), 6.0, 0.6, 0.0),
        ],
        BoardTheme::Marble => [
            marble(rgb(0.90, 0.89, 0.86), rgb(0.55, 0.55, 0.58)),
            marble(rgb(0.60, 0.58, 0.55), rgb(0.34, 0.32, 0.31)),
            marble(rgb(0.20, 0.26, 0.25), rgb(0.55, 0.62, 0.58)),
            walnut_frame(),
            plain(rgb(0.17, 0.18, 0.20), 0.8, 0.0),
        ],
        BoardTheme::Contrast => [
            plain(rgb(0.96, 0.94, 0.86), 0.6, 0.0),
            plain(rgb(0.52, 0.62, 0.80), 0.6, 0.0),
            plain(rgb(0.10, 0.20, 0.42), 0.6, 0.0),
            plain(rgb(0.05, 0.05, 0.06), 0.4, 0.5),
            plain(rgb(0.22, 0.22, 0.24), 0.8, 0.0),
        ],
    }
}

/// The white, black and red pieces of a set.
fn piece_surfaces(set: PieceSet) -> [Surface; 3] {
    match set {
        PieceSet::Ivory => [
            plain(rgb(0.93, 0.89, 0.80), 0.3, 0.7),
            plain(rgb(0.08, 0.07, 0.06), 0.3, 0.7),
            plain(rgb(0.62, 0.08, 0.06), 0.3, 0.7),
        ],
        PieceSet::Wood => [
            wood(rgb(0.90, 0.77, 0.55), rgb(0.78, 0.61, 0.40), 4.0, 0.4, 0.6),
            wood(rgb(0.33, 0.20, 0.12), rgb(0.20, 0.11, 0.06), 5.0, 0.4, 0.6),
            wood(rgb(0.56, 0.14, 0.09), rgb(0.42, 0.09, 0.05), 5.0, 0.4, 0.6),
        ],
        PieceSet::Tournament => [
            plain(rgb(0.96, 0.96, 0.93), 0.35, 0.4),
            plain(rgb(0.74, 0.10, 0.08), 0.35, 0.4),
            plain(rgb(0.74, 0.10, 0.08), 0.35, 0.4),
        ],
    }
}

/// Writes a surface into a material (its texture made with `seed`).
fn apply(
    material: &mut StandardMaterial,
    surface: &Surface,
    seed: u32,
    high: bool,
    images: &mut Assets<Image>,
) {
    if high {
        material.base_color = Color::WHITE;
        material.base_color_texture = Some(images.add(textures::image(surface.grain, seed)));
    } else {
        material.base_color = textures::average(surface.grain).into();
        material.base_color_texture = None;
    }
    material.perceptual_roughness = surface.roughness;
    material.clearcoat = if high { surface.lacquer } else { 0.0 };
    material.clearcoat_perceptual_roughness = 0.15;
    material.reflectance = 0.35;
}

/// A captured piece: a neutral grey, a little transparent, whatever the set, and not tinted by
/// the warm light (it reads as "taken" on light and dark cells alike).
fn ghost_of(material: &mut StandardMaterial) {
    *material = StandardMaterial {
        base_color: Color::srgba(0.6, 0.6, 0.6, 0.88),
        alpha_mode: AlphaMode::Blend,
        unlit: true,
        ..default()
    };
}

fn create(mut commands: Commands, mut materials: ResMut<Assets<StandardMaterial>>) {
    let mut new = || materials.add(StandardMaterial::default());
    commands.insert_resource(Look {
        cells: [new(), new(), new()],
        frame: new(),
        table: new(),
        pieces: [(new(), new()), (new(), new()), (new(), new())],
        crown: new(),
        shown: None,
    });
}

/// Rewrites the materials when the theme or the piece set changes (and once at start-up).
fn follow_settings(
    settings: Res<Settings>,
    quality: Res<ActiveQuality>,
    look: Option<ResMut<Look>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    let Some(mut look) = look else { return };
    // Grain and lacquer (a second specular layer) are High quality's; Low paints each surface
    // in its average colour, as cheap to draw as the old board.
    let lacquer = quality.0 == Some(Quality::High);
    let wanted = (settings.theme, settings.pieces, lacquer);
    if look.shown == Some(wanted) {
        return;
    }
    look.shown = Some(wanted);
    let board = board_surfaces(settings.theme);
    let targets = [&look.cells[0], &look.cells[1], &look.cells[2], &look.frame, &look.table];
    for (i, (handle, surface)) in targets.into_iter().zip(&board).enumerate() {
        if let Some(mut material) = materials.get_mut(handle) {
            apply(&mut material, surface, 11 + i as u32, lacquer, &mut images);
        }
    }
    for (i, ((solid, ghost), surface)) in look.pieces.iter().zip(&piece_surfaces(settings.pieces)).enumerate()
    {
        if let Some(mut material) = materials.get_mut(solid) {
            apply(&mut material, surface, 31 + i as u32, lacquer, &mut images);
        }
        if let Some(mut material) = materials.get_mut(ghost) {
            ghost_of(&mut material);
        }
    }
    if let Some(mut crown) = materials.get_mut(&look.crown) {
        // Brass: it catches the light from any side, on light and dark pieces alike.
        *crown = StandardMaterial {
            base_color: Color::srgb(0.86, 0.66, 0.26),
            metallic: 1.0,
            perceptual_roughness: 0.3,
            ..default()
        };
    }
}
