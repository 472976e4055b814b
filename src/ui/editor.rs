//! The setup editor's panel: tools, side to move, FEN copy and paste, validation, and play.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiClipboard, EguiContexts};
use damier_ai::Level;
use damier_rules::{Game, Position, Side, Variant, fen};

use crate::game::{Cue, GameCommand, Match};
use crate::modes::Open;
use crate::modes::editor::{self, SetupEditor, Tool};
use crate::ui::{CueLine, PanelWidth, theme};

pub fn editor_panel(
    mut contexts: EguiContexts,
    cue: Res<CueLine>,
    mut setup: ResMut<SetupEditor>,
    current: Res<Match>,
    mut game_commands: MessageWriter<GameCommand>,
    mut open_board: MessageWriter<Open>,
    mut cues: MessageWriter<Cue>,
    mut panel_width: ResMut<PanelWidth>,
    mut clipboard: Option<ResMut<EguiClipboard>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let rules = current.rules();
    let pos = *current.game.position();
    let mut replacement: Option<Position> = None;
    let mut play = false;
    let width = theme::side_panel(ctx, "editor", |ui| {
        ui.heading("Set up a position");
        let mut variant = rules.variant;
        egui::ComboBox::from_label("Variant").selected_text(variant.title()).show_ui(ui, |ui| {
            for v in Variant::ALL {
                ui.selectable_value(&mut variant, v, v.title());
            }
        });
        if variant != rules.variant {
            replacement = Position::new(variant.rules(), variant.rules().first_to_move, []).ok();
        }
        ui.label("Click a cell to place the chosen piece; click it again to take it away.");
        ui.separator();
        for tool in Tool::ALL {
            ui.radio_value(&mut setup.tool, tool, tool.label(rules));
        }
        ui.separator();
        ui.label(RichText::new("Side to move").strong());
        ui.horizontal(|ui| {
            for side in [Side::White, Side::Black] {
                if ui.radio(pos.side_to_move() == side, rules.side_name(side)).clicked() {
                    replacement = Some(editor::with_side(&pos, side));
                }
            }
        });
        ui.horizontal(|ui| {
            if ui.button("Empty board").clicked() {
                replacement = Position::new(rules, pos.side_to_move(), []).ok();
            }
            if ui.button("Start position").clicked() {
                replacement = Some(Position::start(rules));
            }
        });
        ui.separator();
        ui.label(RichText::new("FEN").strong());
        ui.add(egui::TextEdit::multiline(&mut setup.fen_text).desired_rows(2).desired_width(250.0));
        ui.horizontal(|ui| {
            if ui.button("Copy").on_hover_text("Copies the FEN of this position").clicked() {
                ui.ctx().copy_text(fen::write(&pos));
                cues.write(Cue("FEN copied to the clipboard".into()));
            }
            let pasted = ui.button("Paste").on_hover_text("Sets up the FEN on the clipboard").clicked();
            let set = ui.button("Set").on_hover_text("Sets up the FEN typed above").clicked();
            if pasted || set {
                setup.message = None;
            }
            if pasted {
                match clipboard.as_mut().and_then(|c| c.get_text()) {
                    Some(text) => setup.fen_text = text.trim().to_string(),
                    None => setup.message = Some("The clipboard holds no text".into()),
                }
            }
            if (pasted || set) && setup.message.is_none() {
                match fen::read(rules, &setup.fen_text) {
                    Ok(p) => replacement = Some(p),
                    Err(e) => setup.message = Some(e.to_string()),
                }
            }
        });
        ui.separator();
        let playable = editor::validate(&pos);
        match &playable {
            Ok(()) => ui.label(RichText::new("This position can be played.").color(theme::GOOD)),
            Err(reason) => ui.label(theme::warning(reason.to_string())),
        };
        if let Some(message) = &setup.message {
            ui.label(theme::warning(message));
        }
        if let Some((cue, _)) = &cue.0 {
            ui.label(RichText::new(cue).small());
        }
        ui.separator();
        let other = rules.side_name(pos.side_to_move().opposite());
        let mut against = setup.opponent.is_some();
        ui.checkbox(&mut against, format!("The computer plays {other}"));
        setup.opponent = against.then(|| setup.opponent.unwrap_or(Level::Club));
        if let Some(level) = setup.opponent.as_mut() {
            egui::ComboBox::from_label("Level").selected_text(level.name()).show_ui(ui, |ui| {
                for l in Level::ALL {
                    ui.selectable_value(level, l, format!("{} — {}", l.name(), l.strength()));
                }
            });
        }
        play = ui.add_enabled(playable.is_ok(), egui::Button::new("Play from here")).clicked();
        if ui.button("Back to the menu").clicked() {
            open_board.write(Open::Title);
        }
    });
    panel_width.set(width);

    if let Some(p) = replacement {
        setup.message = None;
        game_commands.write(GameCommand::SetUp(p));
    }
    if play && editor::validate(&pos).is_ok() {
        let mut computer = [None, None];
        computer[pos.side_to_move().opposite().index()] = setup.opponent;
        open_board.write(Open::Game(Box::new(Match::with_players(Game::from_position(pos), computer))));
    }
    Ok(())
}
