//! The questions and the banner over the board: a draw offered, a new line about to replace the
//! later moves, and the end of the game.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Align2, RichText};
use damier_rules::notation;

use crate::base::locale::Locale;
use crate::game::{GameCommand, Match, Session};
use crate::ui::theme::{PANEL_WIDTH, yes_no_dialog};

/// Asks before a move played from an earlier position discards the moves that followed.
pub fn branch_question(
    mut contexts: EguiContexts,
    current: Res<Match>,
    session: Res<Session>,
    mut game_commands: MessageWriter<GameCommand>,
    loc: Res<Locale>,
) -> Result {
    let Some(mv) = session.pending_branch else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let later = current.game.future().count();
    let legal = current.game.legal_moves();
    let text = notation::write_short(&mv, &legal, &current.rules().topology);
    let question = loc.tf("branch-question", &[("move", text.as_str().into()), ("later", later.into())]);
    let (title, play, keep) = (
        loc.t("branch-title"),
        loc.tf("branch-play", &[("move", text.as_str().into())]),
        loc.t("branch-keep"),
    );
    match yes_no_dialog(ctx, &title, &question, &play, &keep) {
        Some(true) => {
            game_commands.write(GameCommand::ConfirmBranch);
        }
        Some(false) => {
            game_commands.write(GameCommand::CancelBranch);
        }
        None => {}
    }
    Ok(())
}

pub fn draw_offer(
    mut contexts: EguiContexts,
    current: Res<Match>,
    session: Res<Session>,
    mut game_commands: MessageWriter<GameCommand>,
    loc: Res<Locale>,
) -> Result {
    let Some(offering) = session.draw_offer else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let rules = current.rules();
    let question = loc.tf(
        "draw-question",
        &[("side", loc.side(rules, offering).into()), ("other", loc.side(rules, offering.opposite()).into())],
    );
    let (title, accept, decline) = (loc.t("draw-title"), loc.t("draw-accept"), loc.t("draw-decline"));
    if let Some(accept) = yes_no_dialog(ctx, &title, &question, &accept, &decline) {
        game_commands.write(GameCommand::AnswerDraw { accept });
    }
    Ok(())
}

/// Who won and why, once the last move has been shown (`Turn::Over`).
pub fn end_banner(mut contexts: EguiContexts, current: Res<Match>, loc: Res<Locale>) -> Result {
    let Some(outcome) = current.game.outcome() else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    egui::Area::new("banner".into()).anchor(Align2::CENTER_TOP, [-PANEL_WIDTH / 2.0, 24.0]).show(ctx, |ui| {
        egui::Frame::popup(ui.style()).inner_margin(16.0).show(ui, |ui| {
            ui.label(RichText::new(loc.outcome(current.rules(), &outcome)).size(28.0).strong());
        });
    });
    Ok(())
}
