//! The setup editor's panel: tools, side to move, FEN copy and paste, validation, and play.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiClipboard, EguiContexts};
use damier_ai::Level;
use damier_rules::{Game, Position, Side, Variant, fen};

use crate::base::locale::Locale;
use crate::game::{Cue, GameCommand, Match};
use crate::modes::Open;
use crate::modes::editor::{self, EditorProblem, SetupEditor, Tool};
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
    loc: Res<Locale>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let rules = current.rules();
    let pos = *current.game.position();
    let mut replacement: Option<Position> = None;
    let mut play = false;
    let width = theme::side_panel(ctx, "editor", |ui| {
        ui.heading(loc.t("title-set-up"));
        let mut variant = rules.variant;
        egui::ComboBox::from_label(loc.t("new-game-variant")).selected_text(loc.variant(variant)).show_ui(
            ui,
            |ui| {
                for v in Variant::ALL {
                    ui.selectable_value(&mut variant, v, loc.variant(v));
                }
            },
        );
        if variant != rules.variant {
            replacement = Position::new(variant.rules(), variant.rules().first_to_move, []).ok();
        }
        ui.label(loc.t("editor-how"));
        ui.separator();
        for tool in Tool::ALL {
            ui.radio_value(&mut setup.tool, tool, tool.label(&loc, rules));
        }
        ui.separator();
        ui.label(RichText::new(loc.t("editor-side-to-move")).strong());
        ui.horizontal(|ui| {
            for side in [Side::White, Side::Black] {
                if ui.radio(pos.side_to_move() == side, loc.side(rules, side)).clicked() {
                    replacement = Some(editor::with_side(&pos, side));
                }
            }
        });
        ui.horizontal_wrapped(|ui| {
            if ui.button(loc.t("editor-empty-board")).clicked() {
                replacement = Position::new(rules, pos.side_to_move(), []).ok();
            }
            if ui.button(loc.t("editor-start-position")).clicked() {
                replacement = Some(Position::start(rules));
            }
        });
        ui.separator();
        ui.label(RichText::new("FEN").strong());
        ui.add(egui::TextEdit::multiline(&mut setup.fen_text).desired_rows(2).desired_width(250.0));
        ui.horizontal_wrapped(|ui| {
            if ui.button(loc.t("editor-copy")).on_hover_text(loc.t("editor-copy-hover")).clicked() {
                ui.ctx().copy_text(fen::write(&pos));
                cues.write(Cue::FenCopied);
            }
            let pasted =
                ui.button(loc.t("editor-paste")).on_hover_text(loc.t("editor-paste-hover")).clicked();
            let set = ui.button(loc.t("editor-set")).on_hover_text(loc.t("editor-set-hover")).clicked();
            if pasted || set {
                setup.problem = None;
            }
            if pasted {
                match clipboard.as_mut().and_then(|c| c.get_text()) {
                    Some(text) => setup.fen_text = text.trim().to_string(),
                    None => setup.problem = Some(EditorProblem::ClipboardEmpty),
                }
            }
            if (pasted || set) && setup.problem.is_none() {
                match fen::read(rules, &setup.fen_text) {
                    Ok(p) => replacement = Some(p),
                    Err(e) => setup.problem = Some(EditorProblem::Fen(e)),
                }
            }
        });
        ui.separator();
        let playable = editor::validate(&pos);
        match &playable {
            Ok(()) => ui.label(RichText::new(loc.t("editor-playable")).color(theme::GOOD)),
            Err(reason) => ui.label(theme::warning(loc.unplayable(rules, reason))),
        };
        if let Some(problem) = &setup.problem {
            ui.label(theme::warning(problem.words(&loc, rules)));
        }
        if let Some((cue, _)) = &cue.0 {
            ui.label(RichText::new(cue.words(&loc)).small());
        }
        ui.separator();
        let other = loc.side(rules, pos.side_to_move().opposite());
        let mut against = setup.opponent.is_some();
        ui.checkbox(&mut against, loc.tf("editor-computer-plays", &[("side", other.into())]));
        setup.opponent = against.then(|| setup.opponent.unwrap_or(Level::Club));
        if let Some(level) = setup.opponent.as_mut() {
            egui::ComboBox::from_label(loc.t("new-game-level")).selected_text(loc.level(*level)).show_ui(
                ui,
                |ui| {
                    for l in Level::ALL {
                        ui.selectable_value(
                            level,
                            l,
                            format!("{} — {}", loc.level(l), loc.level_strength(l)),
                        );
                    }
                },
            );
        }
        play = ui.add_enabled(playable.is_ok(), egui::Button::new(loc.t("editor-play-from-here"))).clicked();
        if ui.button(loc.t("back-to-menu")).clicked() {
            open_board.write(Open::Title);
        }
    });
    panel_width.set(width);

    if let Some(p) = replacement {
        setup.problem = None;
        game_commands.write(GameCommand::SetUp(p));
    }
    if play && editor::validate(&pos).is_ok() {
        let mut computer = [None, None];
        computer[pos.side_to_move().opposite().index()] = setup.opponent;
        open_board.write(Open::Game(Box::new(Match::with_players(Game::from_position(pos), computer))));
    }
    Ok(())
}
