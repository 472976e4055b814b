//! The capture-route viewer's legend in the side panel: each route of the selected piece, what
//! it takes, and why the rules forbid it when they do.

use bevy_egui::egui::{Color32, RichText, Ui};
use damier_rules::{Route, Rules, Verdict};

use crate::base::locale::Locale;
use crate::ui::theme;

pub fn show(ui: &mut Ui, routes: &[Route], rules: &Rules, loc: &Locale) {
    if routes.is_empty() {
        return;
    }
    ui.label(RichText::new(loc.t("routes-title")).strong());
    for route in routes {
        // The whole path: the landings are what the arcs on the board show.
        let mut text = rules.topology.name(route.mv.from).to_string();
        for &landing in route.mv.path() {
            text.push('x');
            text.push_str(&rules.topology.name(landing).to_string());
        }
        let takes = match route.value {
            Some(value) => loc.tf("route-value", &[("pieces", route.pieces.into()), ("value", value.into())]),
            None => loc.tf("route-pieces", &[("pieces", route.pieces.into())]),
        };
        let why = match route.verdict {
            Verdict::Legal => None,
            Verdict::FewerPieces { most } => Some(loc.tf("route-fewer", &[("most", most.into())])),
            Verdict::LowerValue { best } => Some(loc.tf("route-lower-value", &[("best", best.into())])),
            Verdict::KingPreferred => Some(loc.t("route-king-preferred")),
        };
        match why {
            None => ui.label(RichText::new(format!("{text} — {takes}")).color(theme::GOLD)),
            Some(why) => {
                ui.label(RichText::new(format!("{text} — {takes}; {why}")).small().color(Color32::GRAY))
            }
        };
    }
}
