//! Where the endgame tables stand: the generation in progress, whichever variant's, with the time
//! it has left (the side panel and Settings); Settings adds its pause button, how many tables of
//! the game's variant are ready and where they are kept.

use bevy_egui::egui::{self, RichText};
use damier_rules::Rules;

use crate::base::locale::Locale;
use crate::game::endgames::{Endgames, EndgamesCommand, Remaining, TableStatus};

/// The progress of the tables being prepared and the time left; nothing otherwise.
pub fn progress(ui: &mut egui::Ui, endgames: &Endgames, loc: &Locale) {
    let Some(preparing) = endgames.preparing() else { return };
    let (done, total) = (preparing.done(), preparing.total);
    let text = loc.tf(
        "endgame-tables-preparing",
        &[
            ("variant", loc.variant(preparing.rules.variant).into()),
            ("done", done.into()),
            ("total", total.into()),
        ],
    );
    ui.label(RichText::new(text).small());
    ui.add(egui::ProgressBar::new(preparing.fraction()).desired_height(6.0));
    let left = match preparing.remaining() {
        Remaining::Paused => loc.t("endgame-tables-paused"),
        Remaining::Estimating => loc.t("endgame-tables-estimating"),
        Remaining::About(time) if time.as_secs() < 60 => loc.t("endgame-tables-left-less"),
        // A busy machine leaves the idle-priority work little: hours then read better.
        Remaining::About(time) if time.as_secs() >= 2 * 3600 => {
            loc.tf("endgame-tables-left-hours", &[("hours", time.as_secs().div_ceil(3600).into())])
        }
        Remaining::About(time) => {
            loc.tf("endgame-tables-left", &[("minutes", time.as_secs().div_ceil(60).into())])
        }
    };
    ui.label(RichText::new(left).small().weak());
}

/// Everything about them: the generation in progress and its pause button, the readiness of the
/// tables of `rules` (the game's variant) or their problem, and the folder. The command the
/// button asks for, if clicked.
pub fn status(
    ui: &mut egui::Ui,
    endgames: &Endgames,
    rules: Option<&'static Rules>,
    loc: &Locale,
) -> Option<EndgamesCommand> {
    match rules.map(|rules| (rules, endgames.status(rules))) {
        Some((rules, TableStatus::Ready(count))) => {
            let args = [("variant", loc.variant(rules.variant).into()), ("count", count.into())];
            ui.label(loc.tf("endgame-tables-ready", &args));
        }
        Some((_, TableStatus::Failed(why))) => {
            ui.label(
                RichText::new(loc.tf("endgame-tables-failed", &[("why", why.to_string().into())])).small(),
            );
        }
        _ => {}
    }
    let mut command = None;
    if let Some(preparing) = endgames.preparing() {
        progress(ui, endgames, loc);
        let (label, wanted) = if preparing.is_paused() {
            ("endgame-tables-resume", EndgamesCommand::Resume)
        } else {
            ("endgame-tables-pause", EndgamesCommand::Pause)
        };
        if ui.button(loc.t(label)).clicked() {
            command = Some(wanted);
        }
        ui.label(RichText::new(loc.t("endgame-tables-background")).small().weak());
    }
    let path = endgames.dir.display().to_string();
    ui.label(RichText::new(loc.tf("endgame-tables-folder", &[("path", path.into())])).small().weak());
    command
}
