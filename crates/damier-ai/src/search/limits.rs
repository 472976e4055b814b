//! How long a search may run: the limits a caller gives (depth, nodes, move time, game clock)
//! and the time budget planned from them, with the reading of times in seconds.

use std::time::Duration;

use web_time::Instant;

/// How long a search may run. Every given limit applies; none means "until stopped".
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime: Option<Duration>,
    /// A game clock: time left for the side to move, increment per move, moves to the next
    /// time control (if any).
    pub clock: Option<Clock>,
    /// Search threads (lazy SMP); `None`: the engine's own setting ([`Engine::set_threads`](super::Engine::set_threads)).
    pub threads: Option<usize>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Clock {
    pub remaining: Duration,
    pub increment: Duration,
    pub moves_to_go: Option<u32>,
}

/// The longest time a limit may name: one week. Readers of times (the Hub's `level`, the
/// command line) refuse more with [`TimeError`]; the engine itself saturates, so even a larger
/// `Duration` built by hand only means "no time limit in practice" and never overflows.
pub const MAX_TIME: Duration = Duration::from_secs(7 * 24 * 60 * 60);

/// Why a number of seconds was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TimeError {
    NotANumber(String),
    /// Negative, or not finite.
    OutOfRange(String),
    /// Over [`MAX_TIME`].
    TooLong(String),
}

impl std::fmt::Display for TimeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TimeError::NotANumber(t) => write!(f, "'{t}' is not a number of seconds"),
            TimeError::OutOfRange(t) => write!(f, "'{t}' is not a time: seconds must be 0 or more"),
            TimeError::TooLong(t) => {
                write!(f, "'{t}' seconds is more than a week (604800 s), the longest time allowed")
            }
        }
    }
}

impl std::error::Error for TimeError {}

/// Reads a number of seconds (`1.5`, `30`, `2e2`) as a time from 0 to [`MAX_TIME`]; refuses
/// negative, NaN, infinite and longer times.
pub fn parse_seconds(text: &str) -> Result<Duration, TimeError> {
    let t = text.trim();
    let seconds: f64 = t.parse().map_err(|_| TimeError::NotANumber(t.to_string()))?;
    if !seconds.is_finite() || seconds < 0.0 {
        return Err(TimeError::OutOfRange(t.to_string()));
    }
    if seconds > MAX_TIME.as_secs_f64() {
        return Err(TimeError::TooLong(t.to_string()));
    }
    Ok(Duration::from_secs_f64(seconds))
}

/// What a move on a game clock costs beyond the search: reading the position, starting the
/// search's threads, and the answer's way back to the GUI (measured at 0.1–8 ms through the Hub
/// on two threads; more on a loaded machine).
const MOVE_OVERHEAD: Duration = Duration::from_millis(5);

/// The least time a move on a game clock is planned to take: enough for a shallow search,
/// so that even a nearly spent clock answers with a searched move.
const MIN_BUDGET: Duration = Duration::from_millis(1);

/// `Instant + Duration`, or `None` when the sum is past what the clock can represent (a time
/// that far away is never reached).
pub fn deadline_after(start: Instant, time: Duration) -> Option<Instant> {
    start.checked_add(time)
}

impl Limits {
    pub fn depth(depth: u32) -> Limits {
        Limits { depth: Some(depth), ..Limits::default() }
    }

    pub fn movetime(time: Duration) -> Limits {
        Limits { movetime: Some(time), ..Limits::default() }
    }

    pub fn nodes(nodes: u64) -> Limits {
        Limits { nodes: Some(nodes), ..Limits::default() }
    }

    /// Whether nothing but a stop ends the search (pondering, analysis): such a search neither
    /// plays a book move nor returns a forced move at once, and answers only when stopped.
    pub fn until_stopped(&self) -> bool {
        self.depth.is_none() && self.nodes.is_none() && self.movetime.is_none() && self.clock.is_none()
    }

    /// Whether every time in these limits is within [`MAX_TIME`] (what readers of limits
    /// accept).
    pub fn check(&self) -> Result<(), TimeError> {
        let times = [
            self.movetime,
            self.clock.as_ref().map(|c| c.remaining),
            self.clock.as_ref().map(|c| c.increment),
        ];
        match times.into_iter().flatten().find(|t| *t > MAX_TIME) {
            Some(t) => Err(TimeError::TooLong(format!("{}", t.as_secs_f64()))),
            None => Ok(()),
        }
    }

    /// The time this move may take (from a move time or the game clock). Saturating: any
    /// `Duration`, however large, gives an answer without overflow.
    pub fn budget(&self) -> Option<Duration> {
        let from_clock = self.clock.as_ref().map(|c| {
            let moves = c.moves_to_go.unwrap_or(30).max(1);
            let increment = c.increment.checked_mul(3).map_or(c.increment / 4 * 3, |t| t / 4);
            // The moves to come each cost their overhead whatever is searched: keep it aside,
            // or a sudden-death clock runs down to where the overhead alone loses on time.
            let overhead = MOVE_OVERHEAD.saturating_mul(moves);
            let share = (c.remaining.saturating_sub(overhead) / moves).saturating_add(increment);
            // Never plan to use more than half of what is left, nor less than a depth-one search.
            share.max(MIN_BUDGET).min(c.remaining / 2)
        });
        match (self.movetime, from_clock) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// The search's two times: the target (no new iteration starts past about half of it) and
    /// the hard limit it never passes. With a game clock the hard limit keeps a safety margin
    /// for the answer to reach the GUI and never takes more than half of what is left, so the
    /// engine cannot lose on time however short the clock (each move leaves at least half).
    pub fn time_plan(&self) -> (Option<Duration>, Option<Duration>) {
        let hard_clock = self.clock.as_ref().map(|c| {
            let margin = (c.remaining / 10).min(Duration::from_millis(50));
            let usable = c.remaining.saturating_sub(margin);
            let target = self.budget().unwrap_or(usable);
            target.saturating_mul(4).min(usable / 2)
        });
        let hard = match (self.movetime, hard_clock) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        let soft = match (self.budget(), hard) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        (soft, hard)
    }
}
