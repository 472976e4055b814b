//! The game clock in the side panel: both sides' time, the one to move lit, red when low, and a
//! pause button for hot-seat games.

use std::time::Duration;

use bevy_egui::egui::{self, Color32, RichText, Ui};
use damier_rules::Side;

use crate::game::GameCommand;
use crate::ui::side_panel::PanelContext;
use crate::ui::theme;

/// Shows the clock of a game played on one, and asks for it to be paused or resumed.
pub fn show(ui: &mut Ui, cx: &mut PanelContext) {
    let (current, session, loc) = (&cx.current, &cx.session, &cx.loc);
    let Some(clock) = current.clock.as_ref() else { return };
    let rules = current.rules();
    let to_move = current.game.position().side_to_move();
    let running = current.game.outcome().is_none() && !session.clock_paused;
    let mut command = None;
    // Two equal boxes side by side, the running one lit.
    ui.columns(2, |columns| {
        for (ui, side) in columns.iter_mut().zip([Side::White, Side::Black]) {
            let left = clock.remaining(side);
            let low = left <= Duration::from_secs(10).min(clock.control.base() / 5);
            let lit = side == to_move && running;
            let colour = if low {
                theme::WARNING_STRONG
            } else if lit {
                Color32::WHITE
            } else {
                Color32::GRAY
            };
            let fill = if lit { theme::CLOCK_RUNNING } else { Color32::TRANSPARENT };
            egui::Frame::group(ui.style()).fill(fill).show(ui, |ui| {
                ui.set_min_width(ui.available_width());
                ui.vertical_centered(|ui| {
                    ui.label(RichText::new(loc.side(rules, side)).small().color(colour));
                    ui.label(RichText::new(reading(left)).size(20.0).monospace().color(colour));
                });
            });
        }
    });
    ui.horizontal(|ui| {
        ui.label(RichText::new(loc.time_control(&clock.control)).small());
        if current.hot_seat() && current.game.outcome().is_none() {
            let (label, pause) = if session.clock_paused {
                (format!("▶ {}", loc.t("clock-resume")), false)
            } else {
                (format!("⏸ {}", loc.t("clock-pause")), true)
            };
            if ui.small_button(label).clicked() {
                command = Some(GameCommand::PauseClock(pause));
            }
        }
    });
    if let Some(command) = command {
        cx.game_commands.write(command);
    }
}

/// `m:ss`, with tenths under ten seconds (`0:07.3`), hours when there are some.
fn reading(time: Duration) -> String {
    let total = time.as_secs();
    if total >= 3600 {
        format!("{}:{:02}:{:02}", total / 3600, total / 60 % 60, total % 60)
    } else if time < Duration::from_secs(10) {
        format!("0:{:02}.{}", total, time.subsec_millis() / 100)
    } else {
        format!("{}:{:02}", total / 60, total % 60)
    }
}
