//! A game the server referees: the record, the clock, the two seats and who is connected, the
//! offers waiting for an answer, and the channel its connections follow. A room decides; the
//! connection that asked stores the change and only then lets the room apply it.

mod moves;
mod offers;
#[cfg(test)]
mod referee_tests;
mod restore;

use std::sync::Arc;
use std::time::Duration;

use damier_rules::clock::{Clock, TimeControl};
use damier_rules::{Game, Variant};
use tokio::sync::{Notify, broadcast};
use tokio::time::Instant;

use crate::secrets::{TokenHash, token_matches};
use crate::store::StoredMove;
use damier_protocol::{ClockView, Colour, GameView, PendingOffer, PlayerView, ResultView, ServerMessage};

pub use moves::{MovePlan, PlannedMove};
pub use offers::{Answer, RematchPlan};

/// How many events a slow connection may fall behind before it is sent the whole game again.
const EVENTS_QUEUED: usize = 64;

/// What a room tells the connections that follow it.
#[derive(Debug, Clone)]
pub enum RoomEvent {
    /// A message for everyone, already written.
    Frame(Arc<str>),
    /// A rematch was agreed: each seat's connections take their seat in the new game (each
    /// player's token holds its seat there too).
    Rematch { code: String },
}

#[derive(Debug, Default)]
struct Seat {
    token: Option<TokenHash>,
    name: Option<String>,
    connections: u32,
    /// When its last connection closed, while none is open.
    gone_since: Option<Instant>,
}

pub struct Room {
    pub id: i64,
    pub code: String,
    pub variant: Variant,
    game: Game,
    control: Option<TimeControl>,
    /// Both clocks as they stood when the side to move began its turn.
    clock: Option<Clock>,
    /// When the side to move began its turn (the clock runs from here once the game started).
    turn_started: Instant,
    /// Each move as stored, with the clocks after it (a takeback puts them back).
    history: Vec<StoredMove>,
    seats: [Seat; 2],
    started: bool,
    offers: Vec<PendingOffer>,
    result: Option<ResultView>,
    /// The join code of the rematch that followed this game, once one has.
    rematch: Option<String>,
    /// How long a player may be gone before the other may claim the game.
    grace: Duration,
    /// Connections following the game without a seat.
    watchers: u32,
    events: broadcast::Sender<RoomEvent>,
    /// Woken whenever the clock's deadline may have moved (the flag's watcher waits on it).
    pub changed: Arc<Notify>,
}

impl Room {
    /// A new game with its host seated.
    pub fn new(
        id: i64,
        code: String,
        variant: Variant,
        control: Option<TimeControl>,
        grace: Duration,
    ) -> Room {
        Room {
            id,
            code,
            variant,
            game: Game::new(variant.rules()),
            control,
            clock: control.map(Clock::new),
            turn_started: Instant::now(),
            history: Vec::new(),
            seats: Default::default(),
            started: false,
            offers: Vec::new(),
            result: None,
            rematch: None,
            grace,
            watchers: 0,
            events: broadcast::channel(EVENTS_QUEUED).0,
            changed: Arc::new(Notify::new()),
        }
    }

    pub fn subscribe(&self) -> broadcast::Receiver<RoomEvent> {
        self.events.subscribe()
    }

    /// Sends `message` to every connection following the room.
    pub fn announce(&self, message: &ServerMessage) {
        let _ = self.events.send(RoomEvent::Frame(message.to_frame().into()));
    }

    fn announce_event(&self, event: RoomEvent) {
        let _ = self.events.send(event);
    }

    /// The join code of the rematch that followed this game, once one has.
    pub fn rematch(&self) -> Option<&str> {
        self.rematch.as_deref()
    }

    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }

    /// The seat nobody has taken yet.
    pub fn free_seat(&self) -> Option<Colour> {
        [Colour::White, Colour::Black].into_iter().find(|c| self.seat(*c).token.is_none())
    }

    /// Seats a player with the hash of the token they were given.
    pub fn take_seat(&mut self, colour: Colour, token: TokenHash, name: String) {
        let seat = self.seat_mut(colour);
        seat.token = Some(token);
        seat.name = Some(name);
    }

    /// The second seat was taken: the first move's clock starts now. A seat nobody is connected
    /// to (a rematch's player who was away) counts as gone from now, so that it can be claimed.
    pub fn start(&mut self, now: Instant) {
        for seat in &mut self.seats {
            if seat.connections == 0 && seat.gone_since.is_none() {
                seat.gone_since = Some(now);
            }
        }
        self.started = true;
        self.turn_started = now;
        self.changed.notify_one();
    }

    /// The seat `token` belongs to; both seats are compared, each in constant time.
    pub fn seat_of(&self, token: &str) -> Option<Colour> {
        let matches = |c: Colour| self.seat(c).token.as_ref().is_some_and(|hash| token_matches(token, hash));
        let (white, black) = (matches(Colour::White), matches(Colour::Black));
        match (white, black) {
            (true, _) => Some(Colour::White),
            (_, true) => Some(Colour::Black),
            _ => None,
        }
    }

    /// A connection took `colour`'s seat; the others hear of it when the seat was empty.
    pub fn connect(&mut self, colour: Colour) {
        let seat = self.seat_mut(colour);
        seat.connections += 1;
        seat.gone_since = None;
        if seat.connections == 1 {
            self.announce(&ServerMessage::Presence { colour, connected: true, claim_in_ms: None });
        }
    }

    /// A connection of `colour`'s seat closed; when it was the last, the grace period starts.
    pub fn disconnect(&mut self, colour: Colour, now: Instant) {
        let seat = self.seat_mut(colour);
        seat.connections = seat.connections.saturating_sub(1);
        if seat.connections == 0 {
            seat.gone_since = Some(now);
            let claim_in_ms = (self.started && !self.is_over()).then(|| millis(self.grace));
            self.announce(&ServerMessage::Presence { colour, connected: false, claim_in_ms });
        }
    }

    fn seat(&self, colour: Colour) -> &Seat {
        &self.seats[colour.side().index()]
    }

    fn seat_mut(&mut self, colour: Colour) -> &mut Seat {
        &mut self.seats[colour.side().index()]
    }

    /// The side to move.
    pub fn to_move(&self) -> Colour {
        Colour::of(self.game.position().side_to_move())
    }

    /// The clocks as they stand at `now`.
    pub fn clock_view(&self, now: Instant) -> Option<ClockView> {
        let clock = self.clock.as_ref()?;
        let running = self.clock_running().then(|| self.to_move());
        let mut clock = clock.clone();
        if let Some(colour) = running {
            clock.run(colour.side(), now.saturating_duration_since(self.turn_started));
        }
        Some(ClockView {
            control: clock.control.short(),
            white_ms: millis(clock.remaining(damier_rules::Side::White)),
            black_ms: millis(clock.remaining(damier_rules::Side::Black)),
            running,
        })
    }

    fn clock_running(&self) -> bool {
        self.started && !self.is_over() && self.clock.is_some()
    }

    /// The whole game as a client needs it.
    pub fn view(&self, now: Instant) -> GameView {
        let player = |c: Colour| PlayerView {
            name: self.seat(c).name.clone(),
            connected: self.seat(c).connections > 0,
        };
        GameView {
            code: self.code.clone(),
            variant: self.variant.id().to_owned(),
            moves: self.history.iter().map(|m| m.text.clone()).collect(),
            clock: self.clock_view(now),
            white: player(Colour::White),
            black: player(Colour::Black),
            result: self.result.clone(),
            offers: self.offers.clone(),
            watchers: self.watchers,
        }
    }

    /// A watcher came (`true`) or went: everyone following is told how many watch now.
    pub fn watched(&mut self, came: bool) {
        self.watchers = if came { self.watchers.saturating_add(1) } else { self.watchers.saturating_sub(1) };
        self.announce(&ServerMessage::Watchers { count: self.watchers });
    }
}

pub fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}
