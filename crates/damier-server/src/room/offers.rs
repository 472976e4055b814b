//! What the players ask of each other (a draw, a takeback, a rematch), and what ends a game
//! without a move: resigning, and claiming it when the opponent has gone.

use damier_rules::Variant;
use damier_rules::clock::TimeControl;
use tokio::time::Instant;

use super::moves::Refused;
use super::{Room, RoomEvent};
use crate::store::StoredSeat;
use damier_protocol::{
    Claim, Colour, EndReason, ErrorKind, OfferKind, PendingOffer, ResultView, ServerMessage,
};

/// An offer accepted: what to store, then do.
#[derive(Debug, Clone)]
pub enum Answer {
    /// The game ends (a draw agreed).
    End(ResultView),
    /// The record goes back to its first `moves` moves.
    TakeBack { moves: u32 },
    /// A new game with the colours swapped.
    Rematch(RematchPlan),
}

/// The next game between the same two players.
#[derive(Debug, Clone)]
pub struct RematchPlan {
    /// The game it follows.
    pub of: i64,
    pub variant: Variant,
    pub control: Option<TimeControl>,
    /// The seats of the players who will play White and Black: each keeps the token it had, so
    /// that the token which won back a seat in this game wins back its seat in the next.
    pub seats: [StoredSeat; 2],
}

impl Room {
    /// `colour` offers `kind`. When the other side has made the same offer, it is an agreement:
    /// the answer to carry out comes back.
    pub fn offer(&mut self, colour: Colour, kind: OfferKind) -> Result<Option<Answer>, Refused> {
        self.check_offer_allowed(colour, kind)?;
        let other = PendingOffer { kind, by: colour.opposite() };
        if kind != OfferKind::Takeback && self.offers.contains(&other) {
            return self.plan_accept(colour, kind).map(Some);
        }
        let offer = PendingOffer { kind, by: colour };
        if !self.offers.contains(&offer) {
            self.offers.push(offer);
            self.announce(&ServerMessage::Offered { kind, by: colour });
        }
        Ok(None)
    }

    fn check_offer_allowed(&self, colour: Colour, kind: OfferKind) -> Result<(), Refused> {
        match kind {
            OfferKind::Rematch if !self.is_over() => {
                Err((ErrorKind::NotOver, "a rematch follows a finished game".into()))
            }
            OfferKind::Draw | OfferKind::Takeback if self.is_over() => {
                Err((ErrorKind::GameOver, "the game is over".into()))
            }
            OfferKind::Draw | OfferKind::Takeback if !self.started => {
                Err((ErrorKind::NotStarted, "the game waits for its second player".into()))
            }
            OfferKind::Takeback if self.takeback_length(colour).is_none() => {
                Err((ErrorKind::NothingToTakeBack, "you have no move to take back".into()))
            }
            _ => Ok(()),
        }
    }

    /// `colour` accepts the other side's offer of `kind`: what to store and do.
    pub fn plan_accept(&self, colour: Colour, kind: OfferKind) -> Result<Answer, Refused> {
        let by = colour.opposite();
        if !self.offers.contains(&PendingOffer { kind, by }) {
            return Err((ErrorKind::NoOffer, format!("there is no {kind:?} offer to answer").to_lowercase()));
        }
        self.check_offer_allowed(by, kind)?;
        Ok(match kind {
            OfferKind::Draw => Answer::End(ResultView { winner: None, reason: EndReason::Agreement }),
            OfferKind::Takeback => {
                let moves = self
                    .takeback_length(by)
                    .ok_or((ErrorKind::NothingToTakeBack, "nothing to take back".into()))?;
                Answer::TakeBack { moves }
            }
            OfferKind::Rematch => {
                let seat = |c: Colour| {
                    let seat = self.seat(c);
                    let token =
                        seat.token.ok_or((ErrorKind::NotStarted, "both seats must be taken".into()))?;
                    Ok::<_, Refused>(StoredSeat { token, name: seat.name.clone().unwrap_or_default() })
                };
                // The colours swap: the one who had Black plays White.
                Answer::Rematch(RematchPlan {
                    of: self.id,
                    variant: self.variant,
                    control: self.control,
                    seats: [seat(Colour::Black)?, seat(Colour::White)?],
                })
            }
        })
    }

    /// `colour` turns down the other side's offer.
    pub fn decline(&mut self, colour: Colour, kind: OfferKind) -> Result<(), Refused> {
        let offer = PendingOffer { kind, by: colour.opposite() };
        let before = self.offers.len();
        self.offers.retain(|o| *o != offer);
        if self.offers.len() == before {
            return Err((
                ErrorKind::NoOffer,
                format!("there is no {kind:?} offer to decline").to_lowercase(),
            ));
        }
        self.announce(&ServerMessage::Declined { kind, by: colour });
        Ok(())
    }

    /// The rematch was created (and stored as this game's): each seat's connections move to
    /// their seat in it.
    pub fn hand_over(&mut self, code: String) {
        self.offers.clear();
        self.rematch = Some(code.clone());
        self.announce_event(RoomEvent::Rematch { code });
    }

    pub fn plan_resign(&self, colour: Colour) -> Result<ResultView, Refused> {
        if self.is_over() {
            return Err((ErrorKind::GameOver, "the game is over".into()));
        }
        Ok(ResultView { winner: Some(colour.opposite()), reason: EndReason::Resignation })
    }

    /// `colour` claims the game because the other side has been gone past the grace period.
    pub fn plan_claim(&self, colour: Colour, claim: Claim, now: Instant) -> Result<ResultView, Refused> {
        if self.is_over() {
            return Err((ErrorKind::GameOver, "the game is over".into()));
        }
        if !self.started {
            return Err((ErrorKind::NotStarted, "the game has not started".into()));
        }
        let gone =
            self.seat(colour.opposite()).gone_since.filter(|_| self.seat(colour.opposite()).connections == 0);
        match gone {
            Some(since) if now >= since + self.grace => Ok(ResultView {
                winner: (claim == Claim::Win).then_some(colour),
                reason: EndReason::Abandoned,
            }),
            Some(since) => {
                let left = (since + self.grace).saturating_duration_since(now);
                Err((
                    ErrorKind::CannotClaim,
                    format!("the opponent may come back for {} s more", left.as_secs() + 1),
                ))
            }
            None => Err((ErrorKind::CannotClaim, "the opponent is connected".into())),
        }
    }

    /// The record's length after `colour` takes back its last move (and the reply to it, when
    /// the other side has answered): `None` when `colour` has not moved.
    fn takeback_length(&self, colour: Colour) -> Option<u32> {
        let played = self.history.len();
        let last_own = (0..played).rev().find(|&ply| self.mover_at(ply) == colour)?;
        u32::try_from(last_own).ok()
    }
}
