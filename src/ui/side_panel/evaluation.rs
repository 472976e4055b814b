//! The computer's help: a hint on request, and its evaluation with its expected line.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText, Ui};
use damier_rules::Side;
use egui_phosphor::regular as icons;

use crate::base::settings::Settings;
use crate::game::computer::{HintRequested, Thinking};
use crate::ui::side_panel::PanelContext;

#[derive(SystemParam)]
pub struct Evaluation<'w> {
    thinking: Res<'w, Thinking>,
    hints: MessageWriter<'w, HintRequested>,
}

impl Evaluation<'_> {
    /// `settings` is the panel's copy, whose `show_evaluation` the checkbox edits.
    pub fn show(&mut self, ui: &mut Ui, cx: &PanelContext, settings: &mut Settings) {
        let (current, loc, thinking) = (&cx.current, &cx.loc, &self.thinking);
        let can_hint = current.game.outcome().is_none()
            && !current.computer_to_move()
            && !cx.busy()
            && !thinking.is_thinking();
        if ui
            .add_enabled(can_hint, egui::Button::new(format!("{} {}", icons::LIGHTBULB, loc.t("hint"))))
            .on_hover_text(loc.t("hint-hover"))
            .clicked()
        {
            self.hints.write(HintRequested);
        }
        ui.checkbox(&mut settings.show_evaluation, loc.t("show-evaluation"));
        if settings.show_evaluation
            && let (Some(white_score), Some(line), Some(info)) =
                (thinking.white_score(), thinking.line_text(), thinking.last.as_ref())
        {
            // A bar that fills towards White as White's prospects grow.
            let share = 0.5 + 0.5 * (white_score as f32 / 400.0).tanh();
            ui.add(
                egui::ProgressBar::new(share)
                    .text(format!("{} {}", loc.side(current.rules(), Side::White), loc.score(white_score)))
                    .desired_width(240.0),
            );
            let said = if info.from_book {
                loc.tf("book-line", &[("line", line.into())])
            } else {
                loc.tf("depth-line", &[("depth", info.depth.into()), ("line", line.into())])
            };
            ui.label(RichText::new(said).small());
        }
    }
}
