//! Where the game stands: the variant, a result the file recorded, whose turn it is or how the
//! game ended, the captures, the players, the computer thinking, the endgame tables being
//! prepared, and what the player is told (a route to enter, a cue, the capture routes).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::{RichText, Ui};
use damier_rules::Side;

use crate::game::computer::Thinking;
use crate::game::endgames::Endgames;
use crate::game::input::Selection;
use crate::scene::routes::ShownRoutes;
use crate::ui::side_panel::{PanelContext, routes};
use crate::ui::{CueLine, endgames, theme};

#[derive(SystemParam)]
pub struct Status<'w> {
    cue: Res<'w, CueLine>,
    selection: Res<'w, Selection>,
    thinking: Res<'w, Thinking>,
    endgames: Res<'w, Endgames>,
    shown_routes: Res<'w, ShownRoutes>,
}

impl Status<'_> {
    /// The variant, and a result the file recorded.
    pub fn heading(&self, ui: &mut Ui, cx: &PanelContext) {
        let (loc, rules) = (&cx.loc, cx.current.rules());
        ui.heading(loc.variant(rules.variant));
        if rules.options.frisian_kings_move_straight {
            ui.label(RichText::new(loc.t("kings-move-straight")).small());
        }
        ui.separator();
        if let Some(result) = cx.current.recorded_result() {
            ui.label(
                RichText::new(loc.tf("result-in-file", &[("result", result.token(rules).into())])).strong(),
            );
        }
    }

    pub fn show(&self, ui: &mut Ui, cx: &PanelContext) {
        let (loc, current) = (&cx.loc, &cx.current);
        let (rules, game) = (current.rules(), &current.game);
        let pos = game.position();
        match game.outcome() {
            Some(outcome) => ui.label(RichText::new(loc.outcome(rules, &outcome)).strong()),
            None => {
                let side = loc.side(rules, pos.side_to_move());
                ui.label(RichText::new(loc.tf("to-move", &[("side", side.into())])).size(18.0))
            }
        };
        // A draw rule's count, once it runs: how long the stronger side has, or the king moves.
        if let (None, Some((reason, plies))) = (game.outcome(), game.draw_clock().running(pos)) {
            let args = [("plies", plies.into()), ("reason", loc.reason(rules, reason).into())];
            ui.label(RichText::new(loc.tf("draw-count", &args)).color(theme::WARNING));
        }
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
        if self.thinking.is_thinking() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(loc.t("computer-thinking"));
            });
        }
        endgames::progress(ui, &self.endgames, loc);
        if let Some(hint) = self.selection.hint {
            ui.label(RichText::new(loc.t(hint.message_id())).color(theme::GOOD));
        }
        if let Some((cue, _)) = &self.cue.0 {
            ui.label(theme::warning(cue.words(loc)));
        }
        routes::show(ui, &self.shown_routes.0, rules, loc);
    }
}
