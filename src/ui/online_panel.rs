//! The side panel of an online game: the code and address to give the friend, the connection,
//! both players with the server's clocks, whose move it is, the friend's offers to answer, and
//! what a player may ask: a draw, a takeback, resigning, claiming a game the friend left, a
//! rematch.

use std::time::Duration;

use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};
use damier_protocol::{Claim, ClientMessage, Colour, EndReason, OfferKind};
use damier_rules::clock::format_clock;

use crate::base::locale::Locale;
use crate::game::remote::{Connection, RemoteLink};
use crate::game::{Match, Turn};
use crate::modes::Open;
use crate::modes::online::OnlineGame;
use crate::ui::{CueLine, PanelWidth, theme};

pub fn online_panel(
    mut contexts: EguiContexts,
    online: Res<OnlineGame>,
    link: Res<RemoteLink>,
    current: Res<Match>,
    turn: Res<State<Turn>>,
    cue: Res<CueLine>,
    mut open_board: MessageWriter<Open>,
    mut panel_width: ResMut<PanelWidth>,
    loc: Res<Locale>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let rules = current.rules();
    let width = theme::side_panel(ctx, "online", |ui| {
        ui.label(RichText::new(loc.t("online-title")).small());
        ui.heading(loc.variant(rules.variant));
        connection(ui, &online, &loc);
        if online.watching {
            ui.label(loc.t("cue-only-watching"));
        }
        if online.hosting && !online.started {
            waiting_room(ui, &online, &loc);
        }
        ui.separator();
        for colour in [Colour::White, Colour::Black] {
            player_line(ui, &online, colour, &current, &loc);
        }
        // Before the friend comes there is no move, offer or request to show.
        if online.started {
            ui.separator();
            status(ui, &online, &current, *turn.get(), &loc);
            if let Some((cue, _)) = &cue.0 {
                ui.label(theme::warning(cue.words(&loc)));
            }
            if let Some(refusal) = &online.refusal {
                ui.label(theme::warning(loc.tf("online-refused", &[("why", refusal.clone().into())])));
            }
            ui.separator();
            requests(ui, &online, &link, &loc);
        }
        if let Some(path) = &online.saved {
            ui.label(
                RichText::new(loc.tf("online-saved", &[("path", path.display().to_string().into())])).small(),
            );
        }
        ui.separator();
        if ui.button(loc.t("online-leave")).clicked() {
            open_board.write(Open::Title);
        }
    });
    // The friend's offer waits in a dialog over the board.
    if let Some(kind) = online.offer_to_answer() {
        answer_offer(ctx, kind, &link, &loc);
    }
    // The clocks and the reconnection countdown move on their own.
    ctx.request_repaint_after(Duration::from_millis(200));
    panel_width.set(width);
    Ok(())
}

fn connection(ui: &mut egui::Ui, online: &OnlineGame, loc: &Locale) {
    let text = match &online.connection {
        Connection::Connecting => loc.t("online-connecting"),
        Connection::Connected => loc.t("online-connected"),
        Connection::Reconnecting { attempt, .. } => {
            let left =
                online.retry_at.map_or(0, |at| at.saturating_duration_since(Instant::now()).as_secs() + 1);
            loc.tf("online-reconnecting", &[("attempt", (*attempt).into()), ("seconds", left.into())])
        }
        Connection::Failed(why) => loc.tf("online-failed", &[("why", why.clone().into())]),
    };
    match online.connection {
        Connection::Connected => ui.label(RichText::new(text).color(theme::GOOD)),
        _ => ui.label(theme::warning(text)),
    };
    if online.watchers > 0 {
        ui.label(RichText::new(loc.tf("online-watchers", &[("count", online.watchers.into())])).small());
    }
}

/// The host's wait: what to tell the friend.
fn waiting_room(ui: &mut egui::Ui, online: &OnlineGame, loc: &Locale) {
    ui.label(loc.t("online-waiting"));
    if let Some(code) = &online.code {
        ui.label(loc.t("online-give-code"));
        ui.label(RichText::new(code).size(34.0).strong().monospace());
    }
    if let Some(address) = online.address {
        ui.label(loc.t("online-give-address"));
        ui.label(RichText::new(address.to_string()).size(20.0).monospace());
    }
    if let Some(link) = &online.page_link {
        ui.label(loc.t("online-give-link"));
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(link).monospace());
            if ui.small_button(loc.t("online-copy-link")).clicked() {
                ui.ctx().copy_text(link.clone());
            }
        });
    }
}

fn player_line(ui: &mut egui::Ui, online: &OnlineGame, colour: Colour, current: &Match, loc: &Locale) {
    let player = &online.players[colour.side().index()];
    let side = loc.side(current.rules(), colour.side());
    let name = player.name.clone().unwrap_or_else(|| loc.t("online-seat-free"));
    let you =
        if online.colour == Some(colour) { format!(" ({})", loc.t("online-you")) } else { String::new() };
    ui.horizontal(|ui| {
        let dot =
            if player.connected { RichText::new("●").color(theme::GOOD) } else { RichText::new("○") };
        ui.label(dot);
        ui.label(RichText::new(format!("{side}: {name}{you}")).strong());
        if let Some(ms) = online.clock_ms(colour) {
            let running = online.clock.as_ref().is_some_and(|(c, _)| c.running == Some(colour));
            let time = RichText::new(format_clock(Duration::from_millis(ms))).monospace().size(18.0);
            ui.label(if running { time.strong() } else { time.weak() });
        }
    });
}

fn status(ui: &mut egui::Ui, online: &OnlineGame, current: &Match, turn: Turn, loc: &Locale) {
    if let Some(result) = &online.result {
        let why = loc.t(reason_id(result.reason));
        let text = match result.winner {
            Some(winner) if Some(winner) == online.colour => loc.tf("online-you-won", &[("why", why.into())]),
            Some(_) => loc.tf("online-you-lost", &[("why", why.into())]),
            None => loc.tf("online-draw", &[("why", why.into())]),
        };
        ui.label(RichText::new(text).size(18.0).strong());
    } else if online.started && turn != Turn::Animating {
        let id = if online.my_turn(current) { "online-your-move" } else { "online-their-move" };
        ui.label(RichText::new(loc.t(id)).size(18.0));
    }
    if let Some(claim_at) = online.claim_at.filter(|_| online.result.is_none()) {
        let left = claim_at.saturating_duration_since(Instant::now()).as_secs();
        if left > 0 {
            ui.label(theme::warning(loc.tf("online-friend-gone", &[("seconds", left.into())])));
        }
    }
}

fn answer_offer(ctx: &egui::Context, kind: OfferKind, link: &RemoteLink, loc: &Locale) {
    let id = match kind {
        OfferKind::Draw => "online-offer-draw-received",
        OfferKind::Takeback => "online-offer-takeback-received",
        OfferKind::Rematch => "online-offer-rematch-received",
    };
    let (accept, decline) = (loc.t("online-accept"), loc.t("online-decline"));
    match theme::yes_no_dialog(ctx, &loc.t("online-title"), &loc.t(id), &accept, &decline) {
        Some(true) => link.send(ClientMessage::Accept { kind }),
        Some(false) => link.send(ClientMessage::Decline { kind }),
        None => {}
    }
}

/// What this player may ask: during the game a draw, a takeback, resigning, a claim when the
/// friend has been gone long enough; after it a rematch.
fn requests(ui: &mut egui::Ui, online: &OnlineGame, link: &RemoteLink, loc: &Locale) {
    let Some(me) = online.colour else { return };
    let asked = |kind| online.offers.iter().any(|o| o.kind == kind && o.by == me);
    if online.result.is_some() {
        let label = if asked(OfferKind::Rematch) { "online-rematch-asked" } else { "online-rematch" };
        if ui.add_enabled(!asked(OfferKind::Rematch), egui::Button::new(loc.t(label))).clicked() {
            link.send(ClientMessage::Offer { kind: OfferKind::Rematch });
        }
        return;
    }
    ui.horizontal_wrapped(|ui| {
        if ui.add_enabled(!asked(OfferKind::Draw), egui::Button::new(loc.t("online-offer-draw"))).clicked() {
            link.send(ClientMessage::Offer { kind: OfferKind::Draw });
        }
        if ui
            .add_enabled(!asked(OfferKind::Takeback), egui::Button::new(loc.t("online-ask-takeback")))
            .clicked()
        {
            link.send(ClientMessage::Offer { kind: OfferKind::Takeback });
        }
        if ui.button(loc.t("online-resign")).clicked() {
            link.send(ClientMessage::Resign);
        }
    });
    let opponent = &online.players[me.opposite().side().index()];
    let claimable = online.claim_at.is_some_and(|at| Instant::now() >= at) && !opponent.connected;
    if claimable {
        ui.horizontal(|ui| {
            if ui.button(loc.t("online-claim-win")).clicked() {
                link.send(ClientMessage::Claim { claim: Claim::Win });
            }
            if ui.button(loc.t("online-claim-draw")).clicked() {
                link.send(ClientMessage::Claim { claim: Claim::Draw });
            }
        });
    }
}

/// The message id of why a game ended.
fn reason_id(reason: EndReason) -> &'static str {
    match reason {
        EndReason::NoLegalMove => "online-end-no-legal-move",
        EndReason::Resignation => "online-end-resignation",
        EndReason::Agreement => "online-end-agreement",
        EndReason::ThreefoldRepetition => "online-end-repetition",
        EndReason::KingMovesOnly
        | EndReason::ThreePiecesAgainstKing
        | EndReason::TwoPiecesAgainstKing
        | EndReason::LoneKingOnLongDiagonal
        | EndReason::UnchangedMaterial
        | EndReason::TwoKingsAgainstKing
        | EndReason::KingAgainstKing => "online-end-draw-rule",
        EndReason::Time | EndReason::TimeWithoutMating => "online-end-time",
        EndReason::Abandoned => "online-end-abandoned",
    }
}
