//! The buttons that lead away from the board: the game saved or loaded, its position copied as
//! FEN or taken into the editor; a new game, the rules, the settings, the title screen.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::Ui;
use damier_rules::{Position, fen};
use egui_phosphor::regular as icons;

use crate::game::{Cue, GameCommand};
use crate::modes::Open;
use crate::ui::OpenWindow;
use crate::ui::side_panel::PanelContext;

#[derive(SystemParam)]
pub struct Menu<'w> {
    open: MessageWriter<'w, Open>,
    cues: MessageWriter<'w, Cue>,
}

impl Menu<'_> {
    /// Save, load, copy the FEN, edit the position.
    pub fn records(&mut self, ui: &mut Ui, cx: &mut PanelContext) {
        let (loc, pos) = (&cx.loc, cx.current.game.position());
        ui.horizontal_wrapped(|ui| {
            if ui.button(format!("{} {}", icons::FLOPPY_DISK, loc.t("save"))).clicked() {
                cx.windows.write(OpenWindow::Save);
            }
            if ui.button(format!("{} {}", icons::FOLDER_OPEN, loc.t("load"))).clicked() {
                cx.windows.write(OpenWindow::Load);
            }
            if ui.button(loc.t("copy-fen")).on_hover_text(loc.t("copy-fen-hover")).clicked() {
                ui.ctx().copy_text(fen::write(pos));
                self.cues.write(Cue::FenCopied);
            }
            if ui.button(loc.t("edit")).on_hover_text(loc.t("edit-hover")).clicked() {
                self.open.write(Open::Editor(*pos));
            }
        });
    }

    /// A new game, the settings, the title screen.
    pub fn exits(&mut self, ui: &mut Ui, cx: &mut PanelContext) {
        let (loc, rules) = (&cx.loc, cx.current.rules());
        ui.horizontal_wrapped(|ui| {
            if ui.button(loc.t("new-game")).clicked() {
                cx.game_commands.write(GameCommand::NewGame(Position::start(rules)));
            }
            if ui
                // Not BOOK_OPEN: Inter, the text font that egui asks first, has a glyph of its own
                // at that private-use code point, and it showed instead of the book.
                .button(format!("{} {}", icons::BOOK_OPEN_TEXT, loc.t("rules")))
                .on_hover_text(loc.t("rules-hover"))
                .clicked()
            {
                cx.windows.write(OpenWindow::Rules(rules.variant));
            }
            if ui.button(format!("{} {}", icons::GEAR, loc.t("settings"))).clicked() {
                cx.windows.write(OpenWindow::Settings);
            }
            if ui.button(format!("{} {}", icons::HOUSE, loc.t("menu"))).clicked() {
                self.open.write(Open::Title);
            }
        });
    }
}
