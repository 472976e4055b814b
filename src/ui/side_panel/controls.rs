//! The play controls: undo, redo, a draw offered, resignation, and a move typed in notation.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::{self, Ui};
use egui_phosphor::regular as icons;

use crate::game::GameCommand;
use crate::ui::side_panel::PanelContext;

#[derive(SystemParam)]
pub struct Controls<'s> {
    typed_move: Local<'s, String>,
}

impl Controls<'_> {
    pub fn show(&mut self, ui: &mut Ui, cx: &mut PanelContext) {
        let busy = cx.busy();
        let (game, loc, commands) = (&cx.current.game, &cx.loc, &mut cx.game_commands);
        ui.horizontal_wrapped(|ui| {
            let undo = egui::Button::new(format!("{} {}", icons::ARROW_U_UP_LEFT, loc.t("undo")));
            if ui.add_enabled(game.can_undo() && !busy, undo).clicked() {
                commands.write(GameCommand::Undo);
            }
            let redo = egui::Button::new(format!("{} {}", icons::ARROW_U_UP_RIGHT, loc.t("redo")));
            if ui.add_enabled(game.can_redo() && !busy, redo).clicked() {
                commands.write(GameCommand::Redo);
            }
            let playing = game.outcome().is_none();
            let offer = egui::Button::new(format!("{} {}", icons::HANDSHAKE, loc.t("offer-draw")));
            if ui.add_enabled(playing && cx.session.draw_offer.is_none(), offer).clicked() {
                commands.write(GameCommand::OfferDraw);
            }
            let resign = egui::Button::new(format!("{} {}", icons::FLAG, loc.t("resign")));
            if ui.add_enabled(playing, resign).clicked() {
                commands.write(GameCommand::Resign);
            }
        });
        let typed_move = &mut *self.typed_move;
        ui.horizontal(|ui| {
            ui.label(loc.t("typed-move"));
            let edit = ui.add(
                egui::TextEdit::singleline(typed_move)
                    .desired_width(110.0)
                    .hint_text(if cx.current.rules().topology.is_hex() { "f4-g5" } else { "32-28" }),
            );
            let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if (ui.button(loc.t("play")).clicked() || entered) && !typed_move.trim().is_empty() {
                commands.write(GameCommand::Typed(typed_move.trim().to_string()));
                typed_move.clear();
            }
        });
    }
}
