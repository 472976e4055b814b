//! The online game as this player knows it: what the server last told, and what is asked of it.

use std::net::SocketAddr;

use bevy::platform::time::Instant;
use bevy::prelude::*;
use damier_protocol::{ClientMessage, ClockView, Colour, OfferKind, PendingOffer, PlayerView, ResultView};

use crate::game::Match;
use crate::game::remote::{Connection, RemoteLink};
use crate::modes::online_seats::SeatPlace;

/// The online game as the server tells it, for the panel.
#[derive(Resource, Debug)]
pub struct OnlineGame {
    pub hosting: bool,
    /// Following the game without a seat.
    pub watching: bool,
    /// Where a hosted game listens.
    pub address: Option<SocketAddr>,
    /// The link that opens the game in a browser, when the server serves the web page.
    pub page_link: Option<String>,
    pub connection: Connection,
    /// When the link tries again, while it is reconnecting.
    pub retry_at: Option<Instant>,
    pub code: Option<String>,
    pub colour: Option<Colour>,
    pub players: [PlayerView; 2],
    /// How many watch the game, as last told.
    pub watchers: u32,
    /// The clocks as last told, and when.
    pub clock: Option<(ClockView, Instant)>,
    pub offers: Vec<PendingOffer>,
    pub started: bool,
    pub result: Option<ResultView>,
    /// When the opponent may be claimed against (they left), as told.
    pub claim_at: Option<Instant>,
    /// The last thing the server refused, in its words.
    pub refusal: Option<String>,
    /// The whole game was asked for and has not come yet (it is asked for once, however many
    /// refusals arrive meanwhile).
    pub(super) resyncing: bool,
    /// Where the finished game was saved.
    pub saved: Option<std::path::PathBuf>,
    /// The folder finished games are saved to.
    pub(super) save_to: Option<std::path::PathBuf>,
    /// Where the game is, for the seat kept (a hosted game's port is known once it listens).
    pub(super) place: Option<SeatPlace>,
}

impl OnlineGame {
    pub(super) fn new(hosting: bool) -> OnlineGame {
        let nobody = PlayerView { name: None, connected: false };
        OnlineGame {
            hosting,
            watching: false,
            address: None,
            page_link: None,
            connection: Connection::Connecting,
            retry_at: None,
            code: None,
            colour: None,
            players: [nobody.clone(), nobody],
            watchers: 0,
            clock: None,
            offers: Vec::new(),
            started: false,
            result: None,
            claim_at: None,
            refusal: None,
            resyncing: false,
            saved: None,
            save_to: None,
            place: None,
        }
    }

    /// Whether it is this player's move.
    pub fn my_turn(&self, current: &Match) -> bool {
        let to_move = Colour::of(current.game.position().side_to_move());
        self.started && self.result.is_none() && self.colour == Some(to_move)
    }

    /// Asks the server for the whole game, unless that is already asked.
    pub(super) fn resync(&mut self, link: &RemoteLink) {
        if !std::mem::replace(&mut self.resyncing, true) {
            link.send(ClientMessage::Sync);
        }
    }

    /// An offer of the opponent waiting for this player's answer.
    pub fn offer_to_answer(&self) -> Option<OfferKind> {
        let opponent = self.colour?.opposite();
        self.offers.iter().find(|o| o.by == opponent).map(|o| o.kind)
    }

    /// A side's clock as it stands now (the running one counted down since it was told).
    pub fn clock_ms(&self, colour: Colour) -> Option<u64> {
        let (clock, told) = self.clock.as_ref()?;
        let at_telling = if colour == Colour::White { clock.white_ms } else { clock.black_ms };
        let spent = if clock.running == Some(colour) { told.elapsed().as_millis() as u64 } else { 0 };
        Some(at_telling.saturating_sub(spent))
    }
}
