//! A move asked for, checked against the rules and the clock; and the flag that falls on its own.

use damier_rules::clock::Clock;
use damier_rules::{Move, notation};
use tokio::time::Instant;

use super::{Room, millis};
use crate::store::StoredMove;
use damier_protocol::{Colour, EndReason, ErrorKind, OfferKind, ResultView, ServerMessage};

/// What a move asked for comes to.
#[derive(Debug)]
pub enum MovePlan {
    /// A new move: store it (and the result, if it ends the game), then `commit` it.
    Play(Box<PlannedMove>),
    /// The same move at the same ply was played already (sent again after a reconnection): it is
    /// acknowledged again and not played twice.
    Repeat(StoredMove),
    /// The player's time ran out before the move arrived: the game ends with this result.
    Flagged(ResultView),
}

/// A move checked and ready to store: the clocks after it, and the result if it ends the game.
#[derive(Debug)]
pub struct PlannedMove {
    pub mv: Move,
    pub stored: StoredMove,
    pub clock: Option<Clock>,
    pub result: Option<ResultView>,
}

/// How the rules end `game`, if they do.
fn rules_result(game: &damier_rules::Game) -> Option<ResultView> {
    game.outcome().map(|o| ResultView { winner: o.winner.map(Colour::of), reason: EndReason::of(o.reason) })
}

/// A request the room refuses, and why.
pub type Refused = (ErrorKind, String);

impl Room {
    /// Checks `text` as `colour`'s move number `ply` at `now`, changing nothing.
    pub fn plan_move(
        &self,
        colour: Colour,
        ply: u32,
        text: &str,
        now: Instant,
        at_ms: u64,
    ) -> Result<MovePlan, Refused> {
        let played = self.history.len();
        if let Some(stored) = usize::try_from(ply).ok().and_then(|p| self.history.get(p)) {
            let own = self.mover_at(ply as usize) == colour;
            return if own && self.same_move_text(ply as usize, text) {
                Ok(MovePlan::Repeat(stored.clone()))
            } else {
                Err((
                    ErrorKind::StalePly,
                    format!("move {ply} was played already; the game has {played} moves"),
                ))
            };
        }
        if let Some(result) = &self.result {
            return Err((ErrorKind::GameOver, format!("the game is over ({:?})", result.reason)));
        }
        if !self.started {
            return Err((ErrorKind::NotStarted, "the game waits for its second player".into()));
        }
        if ply as usize != played {
            return Err((ErrorKind::StalePly, format!("the next move is number {played}, not {ply}")));
        }
        if self.to_move() != colour {
            return Err((ErrorKind::NotYourTurn, "it is the other side's turn".into()));
        }
        let position = self.game.position();
        // One list of legal moves reads the move and writes it back.
        let legal = position.legal_moves();
        let mv = notation::parse_among(position, &legal, text)
            .map_err(|e| (ErrorKind::IllegalMove, e.to_string()))?;
        let mut clock = self.clock.clone();
        if let Some(clock) = &mut clock {
            clock.run(colour.side(), now.saturating_duration_since(self.turn_started));
            if clock.flagged().is_some() {
                return Ok(MovePlan::Flagged(self.flag_result(colour)));
            }
            clock.moved(colour.side());
        }
        let written = notation::write(&mv, &legal, &position.rules().topology);
        let (white_ms, black_ms) = match &clock {
            Some(c) => (
                millis(c.remaining(damier_rules::Side::White)),
                millis(c.remaining(damier_rules::Side::Black)),
            ),
            None => (0, 0),
        };
        let stored = StoredMove { ply, text: written, white_ms, black_ms, at_ms };
        let mut after = self.game.clone();
        after.play(&mv).map_err(|e| (ErrorKind::IllegalMove, e.to_string()))?;
        let result = rules_result(&after);
        Ok(MovePlan::Play(Box::new(PlannedMove { mv, stored, clock, result })))
    }

    /// The end the rules give a game read back with no result stored (a server stopped between
    /// a game's last move and its result, by a version that stored them apart): to store, then
    /// [`Room::finish`].
    pub fn unstored_end(&self) -> Option<ResultView> {
        if self.result.is_some() { None } else { rules_result(&self.game) }
    }

    /// Plays a planned move once it is stored, and tells everyone. The clock is the one planned:
    /// the time the store took is not the mover's.
    pub fn commit_move(
        &mut self,
        mv: &Move,
        stored: StoredMove,
        clock: Option<Clock>,
        result: Option<ResultView>,
        now: Instant,
    ) {
        let mover = self.to_move();
        if self.game.play(mv).is_err() {
            return;
        }
        self.clock = clock;
        self.turn_started = now;
        // Moving answers the other side's offers, and leaves one's own takeback request behind.
        self.offers.retain(|o| o.by == mover && o.kind == OfferKind::Draw);
        let (ply, text) = (stored.ply, stored.text.clone());
        self.history.push(stored);
        self.announce(&ServerMessage::Moved { ply, mv: text, clock: self.clock_view(now) });
        if let Some(result) = result {
            self.finish(result, now);
        }
        self.changed.notify_one();
    }

    /// Ends the game with `result` (already stored) and tells everyone.
    pub fn finish(&mut self, result: ResultView, now: Instant) {
        if self.result.is_some() {
            return;
        }
        // The clock stops where it stood.
        if let (Some(clock), true) = (&mut self.clock, self.started) {
            clock.run(self.game.position().side_to_move(), now.saturating_duration_since(self.turn_started));
        }
        self.turn_started = now;
        self.result = Some(result.clone());
        self.offers.retain(|o| o.kind == OfferKind::Rematch);
        self.announce(&ServerMessage::Ended { result, clock: self.clock_view(now) });
        self.changed.notify_one();
    }

    /// When the side to move's flag falls if it does not move, while a clock runs.
    pub fn flag_deadline(&self) -> Option<Instant> {
        if !self.clock_running() {
            return None;
        }
        let clock = self.clock.as_ref()?;
        Some(self.turn_started + clock.remaining(self.game.position().side_to_move()))
    }

    /// The result if the side to move's time is gone at `now`.
    pub fn flag_fallen(&self, now: Instant) -> Option<ResultView> {
        let deadline = self.flag_deadline()?;
        (now >= deadline).then(|| self.flag_result(self.to_move()))
    }

    /// `colour` ran out of time: it loses, or draws when the other side could not have won.
    fn flag_result(&self, colour: Colour) -> ResultView {
        let mut game = self.game.clone();
        game.flag(colour.side());
        let outcome = game.outcome();
        ResultView {
            winner: outcome.and_then(|o| o.winner).map(Colour::of),
            reason: outcome.map_or(EndReason::Time, |o| EndReason::of(o.reason)),
        }
    }

    /// Who played move number `ply` (draughts has no passes: the sides alternate).
    pub(super) fn mover_at(&self, ply: usize) -> Colour {
        let first = self.game.start().side_to_move();
        Colour::of(if ply.is_multiple_of(2) { first } else { first.opposite() })
    }

    /// Whether `text` names the move stored at `ply` in the position it was played in.
    fn same_move_text(&self, ply: usize, text: &str) -> bool {
        let position = self.game.position_at(ply);
        let played = &self.game.moves()[ply];
        notation::parse(position, text).is_ok_and(|mv| mv.same_move(played))
    }
}
