//! The side panel of a game: whose turn, captures, players, the buttons, typed moves, the move
//! list, the evaluation and the view controls; and the keys that step through the game.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};
use damier_ai::analysis::Mark;
use damier_rules::{Position, Side, fen};
use egui_phosphor::regular as icons;

use crate::base::locale::Locale;
use crate::base::settings::Settings;
use crate::game::analysis::{Analysis, AnalysisCommand};
use crate::game::computer::{HintRequested, Thinking};
use crate::game::derived::LineNotation;
use crate::game::endgames::Endgames;
use crate::game::input::Selection;
use crate::game::{Cue, GameCommand, Match, Turn};
use crate::modes::Open;
use crate::scene::camera::CameraCommand;
use crate::scene::routes::ShownRoutes;
use crate::ui::{CueLine, OpenWindow, PanelWidth, analysis, clock, endgames, move_list, routes, theme};

pub fn side_panel(
    mut contexts: EguiContexts,
    cue: Res<CueLine>,
    current: Res<Match>,
    line: Res<LineNotation>,
    selection: Res<Selection>,
    turn: Option<Res<State<Turn>>>,
    mut settings: ResMut<Settings>,
    mut game_commands: MessageWriter<GameCommand>,
    mut camera: MessageWriter<CameraCommand>,
    mut open: MessageWriter<Open>,
    mut windows: MessageWriter<OpenWindow>,
    mut cues: MessageWriter<Cue>,
    mut panel_width: ResMut<PanelWidth>,
    (thinking, mut hints): (Res<Thinking>, MessageWriter<HintRequested>),
    (analysis, mut analysis_commands): (Res<Analysis>, MessageWriter<AnalysisCommand>),
    (mut typed_move, loc, shown_routes, endgames): (
        Local<String>,
        Res<Locale>,
        Res<ShownRoutes>,
        Res<Endgames>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let rules = current.rules();
    let game = &current.game;
    let pos = game.position();
    let busy = turn.is_some_and(|t| *t.get() == Turn::Animating);
    // Edited on a copy: borrowing the settings mutably every frame would change them every frame.
    let mut edited = settings.clone();
    let width = theme::side_panel(ctx, "game", |ui| {
        ui.heading(loc.variant(rules.variant));
        if rules.options.frisian_kings_move_straight {
            ui.label(RichText::new(loc.t("kings-move-straight")).small());
        }
        ui.separator();
        if let Some(result) = current.recorded_result() {
            ui.label(
                RichText::new(loc.tf("result-in-file", &[("result", result.token(rules).into())])).strong(),
            );
        }
        if let Some(command) = clock::show(ui, &current, &loc) {
            game_commands.write(command);
        }
        match game.outcome() {
            Some(outcome) => ui.label(RichText::new(loc.outcome(rules, &outcome)).strong()),
            None => {
                let side = loc.side(rules, pos.side_to_move());
                ui.label(RichText::new(loc.tf("to-move", &[("side", side.into())])).size(18.0))
            }
        };
        let per_side = |value: &dyn Fn(Side) -> String| {
            let [white, black] =
                [Side::White, Side::Black].map(|side| format!("{}: {}", loc.side(rules, side), value(side)));
            format!("{white}   {black}")
        };
        let start = game.start();
        // What each side has taken: the other side's pieces that are gone.
        let taken = |side: Side| {
            let other = side.opposite();
            (start.pieces(other).count_ones().saturating_sub(pos.pieces(other).count_ones())).to_string()
        };
        ui.label(loc.tf("captured", &[("counts", per_side(&taken).into())]));
        ui.label(per_side(&|side: Side| match current.computer[side.index()] {
            Some(level) => loc.tf("player-computer", &[("level", loc.level(level).into())]),
            None => loc.t("player-person"),
        }));
        if thinking.is_thinking() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(loc.t("computer-thinking"));
            });
        }
        endgames::progress(ui, &endgames, rules, &loc);
        if let Some(hint) = &selection.hint {
            ui.label(RichText::new(hint).color(theme::GOOD));
        }
        if let Some((cue, _)) = &cue.0 {
            ui.label(theme::warning(cue));
        }
        routes::show(ui, &shown_routes.0, rules, &loc);
        ui.separator();

        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(
                    game.can_undo() && !busy,
                    egui::Button::new(format!("{} {}", icons::ARROW_U_UP_LEFT, loc.t("undo"))),
                )
                .clicked()
            {
                game_commands.write(GameCommand::Undo);
            }
            if ui
                .add_enabled(
                    game.can_redo() && !busy,
                    egui::Button::new(format!("{} {}", icons::ARROW_U_UP_RIGHT, loc.t("redo"))),
                )
                .clicked()
            {
                game_commands.write(GameCommand::Redo);
            }
            let playing = game.outcome().is_none();
            if ui
                .add_enabled(
                    playing && current.draw_offer.is_none(),
                    egui::Button::new(format!("{} {}", icons::HANDSHAKE, loc.t("offer-draw"))),
                )
                .clicked()
            {
                game_commands.write(GameCommand::OfferDraw);
            }
            if ui
                .add_enabled(playing, egui::Button::new(format!("{} {}", icons::FLAG, loc.t("resign"))))
                .clicked()
            {
                game_commands.write(GameCommand::Resign);
            }
        });
        ui.horizontal(|ui| {
            ui.label(loc.t("typed-move"));
            let edit = ui.add(
                egui::TextEdit::singleline(&mut *typed_move)
                    .desired_width(110.0)
                    .hint_text(if rules.topology.is_hex() { "f4-g5" } else { "32-28" }),
            );
            let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if (ui.button(loc.t("play")).clicked() || entered) && !typed_move.trim().is_empty() {
                game_commands.write(GameCommand::Typed(typed_move.trim().to_string()));
                typed_move.clear();
            }
        });
        ui.separator();

        ui.label(RichText::new(loc.t("moves")).strong()).on_hover_text(loc.t("moves-hover"));
        let first_moved = game.start().side_to_move() == rules.first_to_move;
        let marks: Vec<Option<Mark>> =
            analysis.of(&current).map_or_else(Vec::new, |a| a.moves.iter().map(|m| m.mark).collect());
        // Room under the list for the analysis (its graph once done) and the buttons.
        let below = match (analysis.of(&current), analysis.progress()) {
            (Some(_), _) => 420.0,
            (None, Some(_)) => 250.0,
            (None, None) => 235.0,
        };
        if let Some(ply) = move_list::show(ui, &line.texts, &marks, game.moves().len(), first_moved, below)
            && !busy
        {
            game_commands.write(GameCommand::GoTo(ply));
        }
        match analysis::show(ui, &current, &analysis, &loc) {
            Some(analysis::Request::Analysis(command)) => {
                analysis_commands.write(command);
            }
            Some(analysis::Request::Game(commands)) if !busy => {
                game_commands.write_batch(commands);
            }
            Some(analysis::Request::Window(window)) => {
                windows.write(window);
            }
            _ => {}
        }
        if let Some(comment) = game.moves().len().checked_sub(1).and_then(|i| current.comments.get(i))
            && !comment.is_empty()
        {
            ui.label(RichText::new(comment).italics().small());
        }
        ui.horizontal_wrapped(|ui| {
            if ui.button(format!("{} {}", icons::FLOPPY_DISK, loc.t("save"))).clicked() {
                windows.write(OpenWindow::Save);
            }
            if ui.button(format!("{} {}", icons::FOLDER_OPEN, loc.t("load"))).clicked() {
                windows.write(OpenWindow::Load);
            }
            if ui.button(loc.t("copy-fen")).on_hover_text(loc.t("copy-fen-hover")).clicked() {
                ui.ctx().copy_text(fen::write(pos));
                cues.write(Cue(loc.t("fen-copied")));
            }
            if ui.button(loc.t("edit")).on_hover_text(loc.t("edit-hover")).clicked() {
                open.write(Open::Editor(*pos));
            }
        });
        ui.separator();
        let can_hint =
            game.outcome().is_none() && !current.computer_to_move() && !busy && !thinking.is_thinking();
        if ui
            .add_enabled(can_hint, egui::Button::new(format!("{} {}", icons::LIGHTBULB, loc.t("hint"))))
            .on_hover_text(loc.t("hint-hover"))
            .clicked()
        {
            hints.write(HintRequested);
        }
        ui.checkbox(&mut edited.show_evaluation, loc.t("show-evaluation"));
        if edited.show_evaluation
            && let (Some(white_score), Some(line), Some(info)) =
                (thinking.white_score(), thinking.line_text(), thinking.last.as_ref())
        {
            // A bar that fills towards White as White's prospects grow.
            let share = 0.5 + 0.5 * (white_score as f32 / 400.0).tanh();
            ui.add(
                egui::ProgressBar::new(share)
                    .text(format!("{} {}", loc.side(rules, Side::White), loc.score(white_score)))
                    .desired_width(240.0),
            );
            ui.label(
                RichText::new(loc.tf("depth-line", &[("depth", info.depth.into()), ("line", line.into())]))
                    .small(),
            );
        }
        ui.checkbox(&mut edited.show_legal_moves, loc.t("show-legal-moves"));
        ui.checkbox(&mut edited.show_last_move, loc.t("show-last-move"));
        ui.horizontal_wrapped(|ui| {
            if ui.button(format!("{} {}", icons::ARROWS_DOWN_UP, loc.t("flip-board"))).clicked() {
                camera.write(CameraCommand::Flip);
            }
            if ui.button(loc.t("reset-view")).clicked() {
                camera.write(CameraCommand::Reset);
            }
        });
        ui.horizontal_wrapped(|ui| {
            if ui.button(loc.t("new-game")).clicked() {
                game_commands.write(GameCommand::NewGame(Position::start(rules)));
            }
            if ui.button(format!("{} {}", icons::GEAR, loc.t("settings"))).clicked() {
                windows.write(OpenWindow::Settings);
            }
            if ui.button(format!("{} {}", icons::HOUSE, loc.t("menu"))).clicked() {
                open.write(Open::Title);
            }
        });
    });
    settings.set_if_neq(edited);
    panel_width.set(width);
    Ok(())
}

/// ← and → step through the game, Home and End jump to its ends (not while typing).
pub fn step_with_keys(
    mut contexts: EguiContexts,
    keys: Res<ButtonInput<KeyCode>>,
    mut game_commands: MessageWriter<GameCommand>,
) -> Result {
    if contexts.ctx_mut()?.egui_wants_keyboard_input() {
        return Ok(());
    }
    let steps = [
        (KeyCode::ArrowLeft, GameCommand::StepBack),
        (KeyCode::ArrowRight, GameCommand::StepForward),
        (KeyCode::Home, GameCommand::GoTo(0)),
        (KeyCode::End, GameCommand::GoTo(usize::MAX)),
    ];
    for (key, command) in steps {
        if keys.just_pressed(key) {
            game_commands.write(command);
        }
    }
    Ok(())
}
