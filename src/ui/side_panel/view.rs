//! How the board is shown: the legal moves and the last move marked or not, the board turned
//! round, the view reset.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::Ui;
use egui_phosphor::regular as icons;

use crate::base::settings::Settings;
use crate::scene::camera::CameraCommand;
use crate::ui::side_panel::PanelContext;

#[derive(SystemParam)]
pub struct ViewControls<'w> {
    camera: MessageWriter<'w, CameraCommand>,
}

impl ViewControls<'_> {
    /// `settings` is the panel's copy, whose marks the checkboxes edit.
    pub fn show(&mut self, ui: &mut Ui, cx: &PanelContext, settings: &mut Settings) {
        let loc = &cx.loc;
        ui.checkbox(&mut settings.show_legal_moves, loc.t("show-legal-moves"));
        ui.checkbox(&mut settings.show_last_move, loc.t("show-last-move"));
        ui.horizontal_wrapped(|ui| {
            if ui.button(format!("{} {}", icons::ARROWS_DOWN_UP, loc.t("flip-board"))).clicked() {
                self.camera.write(CameraCommand::Flip);
            }
            if ui.button(loc.t("reset-view")).clicked() {
                self.camera.write(CameraCommand::Reset);
            }
        });
    }
}
