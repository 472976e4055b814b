//! The interface's look in one place: its colours, the right-hand panel every board screen
//! uses, and the yes/no dialog.

use bevy_egui::egui::{self, Align2, Color32, LayerId, RichText, Ui, UiBuilder};

/// Warnings, refusals and problems.
pub const WARNING: Color32 = Color32::from_rgb(240, 180, 120);
/// Titles and labels drawn over the board.
pub const INK: Color32 = Color32::from_rgb(235, 220, 185);
/// The title's lettering.
pub const TITLE: Color32 = Color32::from_rgb(240, 225, 190);
/// Good news: a playable position, a solved puzzle, a route to follow.
pub const GOOD: Color32 = Color32::from_rgb(120, 220, 120);
/// A clock that is about to fall.
pub const WARNING_STRONG: Color32 = Color32::from_rgb(255, 110, 90);
/// The frame of the clock that is running.
pub const CLOCK_RUNNING: Color32 = Color32::from_rgb(60, 80, 60);
/// A celebration (a solved puzzle's banner).
pub const GOLD: Color32 = Color32::from_rgb(250, 215, 90);
/// A caption's heading.
pub const CAPTION_TITLE: Color32 = Color32::from_rgb(220, 200, 150);
/// The width of the side panel, in points.
pub const PANEL_WIDTH: f32 = 270.0;

pub fn warning(text: impl Into<String>) -> RichText {
    RichText::new(text).color(WARNING)
}

/// The panel on the right of a board screen; returns its width in physical pixels.
pub fn side_panel(ctx: &egui::Context, id: &str, contents: impl FnOnce(&mut Ui)) -> f32 {
    let mut root = Ui::new(
        ctx.clone(),
        "root".into(),
        UiBuilder::new().layer_id(LayerId::background()).max_rect(ctx.viewport_rect()),
    );
    let panel =
        egui::Panel::right(id.to_string()).resizable(false).exact_size(PANEL_WIDTH).show(&mut root, contents);
    panel.response.rect.width() * ctx.pixels_per_point()
}

/// A question with two answers, in the middle of the window: `Some(true)` for the first.
pub fn yes_no_dialog(ctx: &egui::Context, title: &str, question: &str, yes: &str, no: &str) -> Option<bool> {
    let mut answer = None;
    egui::Window::new(title)
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.label(question);
            ui.horizontal(|ui| {
                if ui.button(yes).clicked() {
                    answer = Some(true);
                }
                if ui.button(no).clicked() {
                    answer = Some(false);
                }
            });
        });
    answer
}
