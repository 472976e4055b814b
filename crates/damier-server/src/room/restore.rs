//! A room read back from the store: after a restart, or for a finished game someone follows.

use std::time::Duration;

use damier_rules::clock::{Clock, TimeControl};
use damier_rules::{Side, Variant};
use tokio::time::Instant;

use super::{Room, Seat};
use crate::store::{StoredGame, StoredMove, StoredSeat};
use damier_protocol::record::replay;
use damier_protocol::{Colour, ResultView};

impl Room {
    /// Rebuilds the game from its stored moves. `now_ms` is the wall clock and `up_since_ms` when
    /// this server started: the side to move is charged the time it has had since its turn
    /// began, but not the time the server was down.
    pub fn restore(
        stored: StoredGame,
        grace: Duration,
        now_ms: u64,
        up_since_ms: u64,
    ) -> Result<Room, String> {
        let variant: Variant = stored.variant.parse().map_err(|e| format!("game {}: {e}", stored.code))?;
        let control = match &stored.control {
            Some(tag) => Some(
                TimeControl::from_tag(tag).map_err(|e| format!("game {}: clock {tag}: {e}", stored.code))?,
            ),
            None => None,
        };
        let mut room = Room::new(stored.id, stored.code.clone(), variant, control, grace);
        room.game = replay(variant, stored.moves.iter().map(|m| m.text.as_str()))
            .map_err(|e| format!("game {}: {e}", stored.code))?;
        room.clock = control.map(|c| clock_after(c, &stored.moves, variant.rules().first_to_move));
        room.history = stored.moves;
        let now = Instant::now();
        for (colour, seat) in [(Colour::White, stored.white), (Colour::Black, stored.black)] {
            if let Some(StoredSeat { token, name }) = seat {
                room.seats[colour.side().index()] =
                    Seat { token: Some(token), name: Some(name), connections: 0, gone_since: Some(now) };
            }
        }
        room.started = stored.started_ms.is_some();
        room.result = stored.result.map(|(winner, reason)| ResultView { winner, reason });
        room.rematch = stored.rematch;
        let turn_began = room.history.last().map(|m| m.at_ms).or(stored.started_ms).unwrap_or(now_ms);
        let charged = now_ms.saturating_sub(turn_began.max(up_since_ms));
        room.turn_started = now.checked_sub(Duration::from_millis(charged)).unwrap_or(now);
        Ok(room)
    }

    /// Cuts the record back to its first `moves` moves (stored already) and tells everyone.
    pub fn commit_takeback(&mut self, moves: u32, now: Instant) {
        self.game.truncate(moves as usize);
        self.history.truncate(moves as usize);
        if let Some(control) = self.control {
            self.clock = Some(clock_after(control, &self.history, self.game.start().side_to_move()));
        }
        self.turn_started = now;
        self.offers.clear();
        self.announce(&damier_protocol::ServerMessage::TakenBack { moves, clock: self.clock_view(now) });
        self.changed.notify_one();
    }
}

/// The clock after the stored moves: each side's time as stored with the last move, and how
/// many moves each has made (a "moves in time" control counts them).
fn clock_after(control: TimeControl, moves: &[StoredMove], first: Side) -> Clock {
    let mut clock = Clock::new(control);
    if let Some(last) = moves.last() {
        let n = moves.len() as u32;
        let made = |side: Side| if side == first { n.div_ceil(2) } else { n / 2 };
        clock.set_remaining(Side::White, Duration::from_millis(last.white_ms), made(Side::White));
        clock.set_remaining(Side::Black, Duration::from_millis(last.black_ms), made(Side::Black));
    }
    clock
}
