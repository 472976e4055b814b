//! The Settings window, and the one-time notice that the settings file could not be read.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Align2, RichText};

use crate::base::settings::{AnimationSpeed, Settings, SettingsStore};
use crate::ui::OpenWindow;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SettingsWindow>();
}

#[derive(Resource, Default)]
pub struct SettingsWindow {
    open: bool,
    /// The problem with the settings file has been acknowledged.
    problem_seen: bool,
}

pub fn settings_window(
    mut contexts: EguiContexts,
    mut window: ResMut<SettingsWindow>,
    mut requests: MessageReader<OpenWindow>,
    mut settings: ResMut<Settings>,
    store: Option<Res<SettingsStore>>,
) -> Result {
    if requests.read().any(|w| *w == OpenWindow::Settings) {
        window.open = true;
    }
    let ctx = contexts.ctx_mut()?;
    if let Some(problem) = store.as_ref().and_then(|s| s.problem.clone())
        && !window.problem_seen
    {
        egui::Window::new("Settings were reset")
            .collapsible(false)
            .anchor(Align2::CENTER_TOP, [0.0, 20.0])
            .show(ctx, |ui| {
                ui.label(problem);
                window.problem_seen = ui.button("OK").clicked();
            });
    }

    let mut open = window.open;
    let mut edited = settings.clone();
    egui::Window::new("Settings").open(&mut open).collapsible(false).resizable(false).show(ctx, |ui| {
        ui.label(RichText::new("Animation speed").strong());
        ui.horizontal(|ui| {
            for speed in AnimationSpeed::ALL {
                ui.selectable_value(&mut edited.animation_speed, speed, speed.label());
            }
        });
        ui.separator();
        ui.checkbox(&mut edited.show_legal_moves, "Show legal destinations");
        ui.checkbox(&mut edited.show_last_move, "Highlight the last move");
        ui.checkbox(&mut edited.show_coordinates, "Show coordinates");
        ui.checkbox(&mut edited.turn_board_to_player, "Turn the board to the player to move");
        ui.separator();
        ui.checkbox(&mut edited.sound, "Sound");
        ui.add_enabled(edited.sound, egui::Slider::new(&mut edited.volume, 0.0..=1.0).text("Volume"));
        if let Some(store) = &store {
            ui.label(RichText::new(format!("Saved in {}", store.path.display())).small().weak());
        }
    });
    window.open = open;
    if edited != *settings {
        *settings = edited;
    }
    Ok(())
}
