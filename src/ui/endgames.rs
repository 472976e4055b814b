//! Where the endgame tables of the game on the board stand: their progress while they are
//! prepared (the side panel and Settings), how many are ready and where they are kept (Settings).

use bevy_egui::egui::{self, RichText};
use damier_rules::Rules;

use crate::base::locale::Locale;
use crate::game::endgames::{Endgames, TableStatus};

/// The progress bar while the tables are loaded or generated; nothing otherwise.
pub fn progress(ui: &mut egui::Ui, endgames: &Endgames, rules: &'static Rules, loc: &Locale) {
    if let TableStatus::Preparing(preparing) = endgames.status(rules) {
        let (done, total) = (preparing.done(), preparing.total);
        let text = loc.tf(
            "endgame-tables-preparing",
            &[("variant", loc.variant(rules.variant).into()), ("done", done.into()), ("total", total.into())],
        );
        ui.label(RichText::new(text).small());
        ui.add(egui::ProgressBar::new(preparing.fraction()).desired_height(6.0));
    }
}

/// Everything about them: progress, readiness or the problem, and the folder.
pub fn status(ui: &mut egui::Ui, endgames: &Endgames, rules: &'static Rules, loc: &Locale) {
    match endgames.status(rules) {
        TableStatus::Ready(count) => {
            let args = [("variant", loc.variant(rules.variant).into()), ("count", count.into())];
            ui.label(loc.tf("endgame-tables-ready", &args));
        }
        TableStatus::Preparing(_) => progress(ui, endgames, rules, loc),
        TableStatus::Failed(why) => {
            ui.label(
                RichText::new(loc.tf("endgame-tables-failed", &[("why", why.to_string().into())])).small(),
            );
        }
        TableStatus::Absent => {}
    }
    let path = endgames.dir.display().to_string();
    ui.label(RichText::new(loc.tf("endgame-tables-folder", &[("path", path.into())])).small().weak());
}
