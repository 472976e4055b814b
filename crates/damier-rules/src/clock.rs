//! Game clocks: the time controls of over-the-board and online play, and a clock that runs down
//! for the side to move, falls when it reaches zero, and gives time back after each move as the
//! control says.
//!
//! ```
//! use std::time::Duration;
//! use damier_rules::Side;
//! use damier_rules::clock::{Clock, TimeControl};
//!
//! let control: TimeControl = "3+2".parse().unwrap(); // three minutes, two seconds a move
//! let mut clock = Clock::new(control);
//! clock.run(Side::White, Duration::from_secs(10));
//! clock.moved(Side::White);
//! assert_eq!(clock.remaining(Side::White), Duration::from_secs(180 - 10 + 2));
//! ```

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use crate::variant::Side;

/// The shortest base time a control may give: less is gone before a move can be made.
pub const LEAST_BASE: Duration = Duration::from_secs(1);
/// The longest base time a control may give (a day), and the longest increment or delay.
pub const MOST_BASE: Duration = Duration::from_secs(24 * 60 * 60);
pub const MOST_BONUS: Duration = Duration::from_secs(60 * 60);
/// The most moves a "moves in time" period may ask for.
pub const MOST_MOVES: u32 = 200;

/// How much time each side gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeControl {
    /// The whole game in `base`.
    SuddenDeath { base: Duration },
    /// `base`, and `increment` added after each move (Fischer).
    Fischer { base: Duration, increment: Duration },
    /// `base`; the time a move takes is given back after it, up to `delay` (Bronstein).
    Bronstein { base: Duration, delay: Duration },
    /// `time` for every `moves` moves: after each period, `time` is added again.
    MovesIn { moves: u32, time: Duration },
}

/// The usual online presets, in minutes + seconds.
pub const PRESETS: [&str; 6] = ["1+0", "3+0", "3+2", "5+5", "15+10", "30+20"];

impl TimeControl {
    /// Each side's time at the start.
    pub fn base(self) -> Duration {
        match self {
            TimeControl::SuddenDeath { base }
            | TimeControl::Fischer { base, .. }
            | TimeControl::Bronstein { base, .. } => base,
            TimeControl::MovesIn { time, .. } => time,
        }
    }

    /// The PGN/PDN `TimeControl` tag: `300` (sudden death, seconds), `180+2` (Fischer),
    /// `40/5400` (moves in seconds); Bronstein, which PGN does not name, is written `300d2`.
    pub fn tag(self) -> String {
        let secs = |d: Duration| format_seconds(d);
        match self {
            TimeControl::SuddenDeath { base } => secs(base),
            TimeControl::Fischer { base, increment } => format!("{}+{}", secs(base), secs(increment)),
            TimeControl::Bronstein { base, delay } => format!("{}d{}", secs(base), secs(delay)),
            TimeControl::MovesIn { moves, time } => format!("{moves}/{}", secs(time)),
        }
    }

    /// Reads a `TimeControl` tag (see [`TimeControl::tag`]).
    pub fn from_tag(text: &str) -> Result<TimeControl, ClockError> {
        let text = text.trim();
        let seconds = |t: &str| parse_amount(t, 1.0);
        let control = if let Some((moves, time)) = text.split_once('/') {
            TimeControl::MovesIn { moves: parse_moves(moves)?, time: seconds(time)? }
        } else if let Some((base, increment)) = text.split_once('+') {
            TimeControl::Fischer { base: seconds(base)?, increment: seconds(increment)? }
        } else if let Some((base, delay)) = text.split_once('d') {
            TimeControl::Bronstein { base: seconds(base)?, delay: seconds(delay)? }
        } else {
            TimeControl::SuddenDeath { base: seconds(text)? }
        };
        control.checked()
    }

    /// The control as players write it: minutes, then seconds (`3+2`, `5d2`, `40/90`).
    pub fn short(self) -> String {
        let minutes = |d: Duration| format_amount(d.as_secs_f64() / 60.0);
        let secs = |d: Duration| format_seconds(d);
        match self {
            TimeControl::SuddenDeath { base } => format!("{}+0", minutes(base)),
            TimeControl::Fischer { base, increment } => format!("{}+{}", minutes(base), secs(increment)),
            TimeControl::Bronstein { base, delay } => format!("{}d{}", minutes(base), secs(delay)),
            TimeControl::MovesIn { moves, time } => format!("{moves}/{}", minutes(time)),
        }
    }

    /// Refuses a control no clock can run: no time at all, under a second, or absurd amounts.
    fn checked(self) -> Result<TimeControl, ClockError> {
        let (base, bonus) = match self {
            TimeControl::SuddenDeath { base } => (base, Duration::ZERO),
            TimeControl::Fischer { base, increment } => (base, increment),
            TimeControl::Bronstein { base, delay } => (base, delay),
            TimeControl::MovesIn { moves, time } => {
                if !(1..=MOST_MOVES).contains(&moves) {
                    return Err(ClockError::Moves(moves));
                }
                (time, Duration::ZERO)
            }
        };
        if base.is_zero() {
            return Err(ClockError::NoTime);
        }
        if base < LEAST_BASE {
            return Err(ClockError::TooShort);
        }
        if base > MOST_BASE || bonus > MOST_BONUS {
            return Err(ClockError::TooLong);
        }
        Ok(self)
    }
}

/// Reads the short form players use: minutes for the base, seconds for the increment or delay
/// (`3+2`, `1+0`, `15+10`, `5d2` for a Bronstein delay, `40/90` for 40 moves in 90 minutes, or
/// `10` for ten minutes sudden death).
impl FromStr for TimeControl {
    type Err = ClockError;

    fn from_str(text: &str) -> Result<TimeControl, ClockError> {
        let text = text.trim();
        let minutes = |t: &str| parse_amount(t, 60.0);
        let seconds = |t: &str| parse_amount(t, 1.0);
        let control = if let Some((moves, time)) = text.split_once('/') {
            TimeControl::MovesIn { moves: parse_moves(moves)?, time: minutes(time)? }
        } else if let Some((base, increment)) = text.split_once('+') {
            let increment = seconds(increment)?;
            if increment.is_zero() {
                TimeControl::SuddenDeath { base: minutes(base)? }
            } else {
                TimeControl::Fischer { base: minutes(base)?, increment }
            }
        } else if let Some((base, delay)) = text.split_once('d') {
            TimeControl::Bronstein { base: minutes(base)?, delay: seconds(delay)? }
        } else {
            TimeControl::SuddenDeath { base: minutes(text)? }
        };
        control.checked()
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TimeControl::SuddenDeath { .. } | TimeControl::Fischer { .. } => write!(f, "{}", self.short()),
            TimeControl::Bronstein { delay, .. } => {
                write!(f, "{} ({} s delay)", self.short(), format_seconds(delay))
            }
            TimeControl::MovesIn { moves, time } => {
                write!(f, "{moves} moves in {} min", format_amount(time.as_secs_f64() / 60.0))
            }
        }
    }
}

/// Why a time control or a clock reading was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClockError {
    /// Not a number (or a negative one).
    NotANumber(String),
    /// A control that gives no time.
    NoTime,
    /// A base time under [`LEAST_BASE`].
    TooShort,
    /// More than a day, or an increment or delay over an hour.
    TooLong,
    /// A period of no moves, or of more than [`MOST_MOVES`].
    Moves(u32),
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockError::NotANumber(text) => write!(f, "'{text}' is not a time (write 3+2, 5d2, 40/90 or 10)"),
            ClockError::NoTime => write!(f, "a clock needs some time to start with"),
            ClockError::TooShort => write!(f, "a clock needs at least one second"),
            ClockError::TooLong => write!(f, "at most a day, and at most an hour a move"),
            ClockError::Moves(moves) => write!(f, "a period of {moves} moves: it takes 1 to {MOST_MOVES}"),
        }
    }
}

impl std::error::Error for ClockError {}

fn parse_amount(text: &str, unit_seconds: f64) -> Result<Duration, ClockError> {
    let text = text.trim();
    // Plain decimals only: no sign, exponent, `inf` or `NaN`.
    if !text.chars().all(|c| c.is_ascii_digit() || c == '.') {
        return Err(ClockError::NotANumber(text.to_string()));
    }
    let value: f64 = text.parse().map_err(|_| ClockError::NotANumber(text.to_string()))?;
    if !value.is_finite() || value < 0.0 {
        return Err(ClockError::NotANumber(text.to_string()));
    }
    let seconds = value * unit_seconds;
    // Anything over a day is refused by `checked`; saturating here keeps the conversion safe.
    Duration::try_from_secs_f64(seconds.min(MOST_BASE.as_secs_f64() * 2.0))
        .map_err(|_| ClockError::NotANumber(text.to_string()))
}

fn parse_moves(text: &str) -> Result<u32, ClockError> {
    let text = text.trim();
    let moves: u32 = text.parse().map_err(|_| ClockError::NotANumber(text.to_string()))?;
    if (1..=MOST_MOVES).contains(&moves) { Ok(moves) } else { Err(ClockError::Moves(moves)) }
}

/// An amount of minutes or seconds: two decimals at most, none when whole (`3`, `0.5`, `1.67`);
/// a small positive amount gets the decimals it needs not to read as nothing (`0.001`), down to
/// the nanoseconds a `Duration` counts.
pub fn format_amount(value: f64) -> String {
    let mut decimals = 2;
    while decimals < 9 && value > 0.0 && value < 0.5 / 10f64.powi(decimals as i32) {
        decimals += 1;
    }
    let text = format!("{value:.decimals$}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

fn format_seconds(d: Duration) -> String {
    format_amount(d.as_secs_f64())
}

/// A clock's reading as `H:MM:SS` (PDN's `[%clk ...]`), tenths when under a minute.
pub fn format_clock(d: Duration) -> String {
    let total = d.as_secs();
    format!("{}:{:02}:{:02}", total / 3600, total / 60 % 60, total % 60)
}

/// Reads `H:MM:SS`, `MM:SS` or `SS` (with optional decimals on the seconds).
pub fn parse_clock(text: &str) -> Result<Duration, ClockError> {
    let bad = || ClockError::NotANumber(text.to_string());
    let mut seconds = 0.0;
    for part in text.trim().split(':') {
        let value: f64 = part.parse().map_err(|_| bad())?;
        if !value.is_finite() || value < 0.0 {
            return Err(bad());
        }
        seconds = seconds * 60.0 + value;
    }
    if seconds > MOST_BASE.as_secs_f64() * 2.0 {
        return Err(ClockError::TooLong);
    }
    Duration::try_from_secs_f64(seconds).map_err(|_| bad())
}

/// Both sides' time, as a game goes on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    pub control: TimeControl,
    remaining: [Duration; 2],
    /// Moves each side has completed.
    moves: [u32; 2],
    /// The time the side to move has used on its current move (Bronstein gives it back).
    used: Duration,
    flagged: Option<Side>,
}

impl Clock {
    pub fn new(control: TimeControl) -> Clock {
        let base = control.base();
        Clock { control, remaining: [base, base], moves: [0, 0], used: Duration::ZERO, flagged: None }
    }

    /// The time `side` has left.
    pub fn remaining(&self, side: Side) -> Duration {
        self.remaining[side.index()]
    }

    /// The side whose time ran out, if any.
    pub fn flagged(&self) -> Option<Side> {
        self.flagged
    }

    /// Sets a side's time (a clock restored from a record); a positive time lifts its flag.
    pub fn set_remaining(&mut self, side: Side, time: Duration, moves_made: u32) {
        self.remaining[side.index()] = time.min(MOST_BASE * 2);
        self.moves[side.index()] = moves_made;
        if self.flagged == Some(side) && !time.is_zero() {
            self.flagged = None;
        }
    }

    /// `side`, to move, has thought for `elapsed` more; its flag falls when its time is gone.
    pub fn run(&mut self, side: Side, elapsed: Duration) {
        if self.flagged.is_some() {
            return;
        }
        let left = &mut self.remaining[side.index()];
        *left = left.saturating_sub(elapsed);
        self.used = self.used.saturating_add(elapsed);
        if left.is_zero() {
            self.flagged = Some(side);
        }
    }

    /// `side` completed a move: the control's bonus is added.
    pub fn moved(&mut self, side: Side) {
        if self.flagged.is_some() {
            return;
        }
        let i = side.index();
        self.moves[i] += 1;
        let bonus = match self.control {
            TimeControl::SuddenDeath { .. } => Duration::ZERO,
            TimeControl::Fischer { increment, .. } => increment,
            TimeControl::Bronstein { delay, .. } => self.used.min(delay),
            TimeControl::MovesIn { moves, time } => {
                if self.moves[i].is_multiple_of(moves) {
                    time
                } else {
                    Duration::ZERO
                }
            }
        };
        self.remaining[i] = self.remaining[i].saturating_add(bonus).min(MOST_BASE * 2);
        self.used = Duration::ZERO;
    }

    /// For the computer: the increment a move earns, and the moves to the next period.
    pub fn increment(&self) -> Duration {
        match self.control {
            TimeControl::Fischer { increment, .. } => increment,
            TimeControl::Bronstein { delay, .. } => delay,
            TimeControl::SuddenDeath { .. } | TimeControl::MovesIn { .. } => Duration::ZERO,
        }
    }

    pub fn moves_to_go(&self, side: Side) -> Option<u32> {
        match self.control {
            TimeControl::MovesIn { moves, .. } => Some(moves - self.moves[side.index()] % moves),
            _ => None,
        }
    }
}
