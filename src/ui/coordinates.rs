//! Cell names beside the board's edges: letters and numbers around the hexagon, square numbers
//! on the frame of square boards.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Align2, Color32, LayerId};
use damier_rules::BoardShape;

use crate::base::settings::Settings;
use crate::scene::camera::Orbit;
use crate::scene::geometry::BoardGeometry;
use crate::ui::theme;

/// Cell names beside the hexagon's edges (letters and numbers), square numbers on the squares.
pub fn coordinates(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    geometry: Res<BoardGeometry>,
    camera: Single<(&Camera, &GlobalTransform), With<Orbit>>,
) -> Result {
    if !settings.show_coordinates {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(LayerId::new(egui::Order::Background, "coordinates".into()));
    let (camera, camera_transform) = *camera;
    let zoom = ctx.zoom_factor();
    let label = |world: Vec3, text: String, size: f32, colour: Color32, anchor: Align2| {
        if let Ok(p) = camera.world_to_viewport(camera_transform, world) {
            painter.text(
                egui::pos2(p.x / zoom, p.y / zoom),
                anchor,
                text,
                egui::FontId::proportional(size),
                colour,
            );
        }
    };
    let t = &geometry.rules.topology;
    match t.shape {
        BoardShape::Hexagon => {
            let ink = theme::INK;
            // One step outside the board along a (letter, number) direction.
            let outward = |sq, dx: f32, dy: f32| {
                geometry.cell(sq) + Vec3::new((dx - dy) * 3f32.sqrt() / 2.0, 0.0, -(dx + dy) / 2.0) * 0.85
            };
            for letter in 'a'..='i' {
                // The lowest cell of each letter line gets its letter below it.
                let lowest = ('1'..='9').find_map(|d| t.hex_cell(letter, d)).unwrap();
                label(outward(lowest, 0.0, -1.0), letter.to_string(), 16.0, ink, Align2::CENTER_CENTER);
            }
            for digit in '1'..='9' {
                let first = ('a'..='i').find_map(|l| t.hex_cell(l, digit)).unwrap();
                label(outward(first, -1.0, 0.0), digit.to_string(), 16.0, ink, Align2::CENTER_CENTER);
            }
        }
        BoardShape::Square { size } => {
            // The numbers of the edge squares, on the frame beside them.
            let last = size as i8 - 1;
            for &sq in t.squares() {
                let (col, row) = t.coords(sq);
                let out = if row == 0 {
                    Vec3::new(0.0, 0.0, -0.72)
                } else if row == last {
                    Vec3::new(0.0, 0.0, 0.72)
                } else if col == 0 {
                    Vec3::new(-0.72, 0.0, 0.0)
                } else if col == last {
                    Vec3::new(0.72, 0.0, 0.0)
                } else {
                    continue;
                };
                let ink = theme::INK;
                label(geometry.cell(sq) + out, t.number(sq).to_string(), 14.0, ink, Align2::CENTER_CENTER);
            }
        }
    }
    Ok(())
}
