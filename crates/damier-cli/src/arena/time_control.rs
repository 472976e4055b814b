//! How long an engine may think in a match: the Hub `level` each engine gets, and how long a
//! move may take before it is lost on time.

use std::time::Duration;

use crate::hub_protocol::{Level, Line};

/// How long an engine may think (`--movetime`, `--time`, `--depth`, `--nodes`, `--tc1`): the Hub
/// `level` it gets.
#[derive(Clone, Debug, PartialEq)]
pub enum TimeControl {
    MoveTime(Duration),
    Depth(u32),
    Nodes(u64),
    /// A game clock: the time for the whole game and the increment per move.
    GameTime {
        time: Duration,
        inc: Duration,
    },
}

/// Time-outs at a fixed depth or node count (no time budget to scale from).
const FIXED_TIMEOUT: Duration = Duration::from_secs(60);
/// What a move may take beyond its budget before it is lost on time (pipes, a loaded machine).
pub(super) const GRACE: Duration = Duration::from_secs(2);

impl TimeControl {
    /// Reads `move-time=S`, `depth=N`, `nodes=N` or `time=S [inc=S]` (the Hub's `level`
    /// arguments).
    pub fn parse(text: &str) -> Result<TimeControl, String> {
        let line = Line::parse(&format!("level {text}")).ok_or("an empty level")?;
        let seconds = |name: &str| -> Result<Option<Duration>, String> {
            line.value(name)
                .map(|v| damier_ai::parse_seconds(v).map_err(|e| format!("{name}: {e}")))
                .transpose()
        };
        let number = |name: &str| -> Result<Option<u64>, String> {
            line.value(name)
                .map(|v| v.parse::<u64>().map_err(|_| format!("{name} needs a whole number, not '{v}'")))
                .transpose()
        };
        let level = if let Some(t) = seconds("move-time")?.or(seconds("movetime")?) {
            TimeControl::MoveTime(t)
        } else if let Some(time) = seconds("time")? {
            TimeControl::GameTime { time, inc: seconds("inc")?.unwrap_or_default() }
        } else if let Some(d) = number("depth")? {
            TimeControl::Depth(d.clamp(1, 90) as u32)
        } else if let Some(n) = number("nodes")? {
            TimeControl::Nodes(n.max(1))
        } else {
            return Err(format!("'{text}' is not a level: move-time=S, depth=N, nodes=N or time=S [inc=S]"));
        };
        if matches!(level, TimeControl::MoveTime(t) | TimeControl::GameTime { time: t, .. } if t.is_zero()) {
            return Err(format!("'{text}': the time must be more than 0"));
        }
        Ok(level)
    }

    /// The `level` for a move, with `left` on the engine's clock.
    pub(super) fn level(&self, left: Duration) -> Level {
        match *self {
            TimeControl::MoveTime(t) => Level { move_time: Some(t), ..Level::default() },
            TimeControl::Depth(d) => Level { depth: Some(d), ..Level::default() },
            TimeControl::Nodes(n) => Level { nodes: Some(n), ..Level::default() },
            TimeControl::GameTime { inc, .. } => {
                Level { time: Some(left), inc: Some(inc), ..Level::default() }
            }
        }
    }

    /// The longest a move may take: 3 × the move time + 2 s; the time left + 2 s on a clock;
    /// a minute at a fixed depth or node count. `cap` (the --timeout option) replaces it.
    pub(super) fn timeout(&self, left: Duration, cap: Option<Duration>) -> Duration {
        if let Some(cap) = cap {
            return cap;
        }
        match self {
            TimeControl::MoveTime(t) => t.saturating_mul(3).saturating_add(GRACE),
            TimeControl::GameTime { .. } => left.saturating_add(GRACE),
            TimeControl::Depth(_) | TimeControl::Nodes(_) => FIXED_TIMEOUT,
        }
    }
}

/// The `level` arguments, with the whole game's time on a clock: `time=60 inc=0.5`.
impl std::fmt::Display for TimeControl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let time = match self {
            TimeControl::GameTime { time, .. } => *time,
            _ => Duration::ZERO,
        };
        write!(f, "{}", self.level(time))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_read_and_write_as_the_hub_does() {
        assert_eq!(
            TimeControl::parse("move-time=0.05").unwrap(),
            TimeControl::MoveTime(Duration::from_millis(50))
        );
        assert_eq!(TimeControl::parse("depth=4").unwrap(), TimeControl::Depth(4));
        assert_eq!(TimeControl::parse("nodes=10000").unwrap(), TimeControl::Nodes(10_000));
        let clock = TimeControl::parse("time=60 inc=0.5").unwrap();
        assert_eq!(
            clock,
            TimeControl::GameTime { time: Duration::from_secs(60), inc: Duration::from_millis(500) }
        );
        assert_eq!(clock.to_string(), "time=60 inc=0.5");
        assert_eq!(clock.level(Duration::from_millis(12_345)).to_string(), "time=12.345 inc=0.5");
        assert_eq!(TimeControl::MoveTime(Duration::from_millis(100)).to_string(), "move-time=0.1");
        assert!(TimeControl::parse("fast").is_err());
        assert!(TimeControl::parse("move-time=-1").is_err());
        assert!(TimeControl::parse("move-time=0").is_err());
        assert!(TimeControl::parse("depth=x").is_err());
    }

    #[test]
    fn time_outs_are_generous() {
        let t = TimeControl::MoveTime(Duration::from_millis(100)).timeout(Duration::ZERO, None);
        assert_eq!(t, Duration::from_millis(2300));
        assert_eq!(TimeControl::Depth(3).timeout(Duration::ZERO, None), FIXED_TIMEOUT);
        let clock = TimeControl::GameTime { time: Duration::from_secs(10), inc: Duration::ZERO };
        assert_eq!(clock.timeout(Duration::from_secs(4), None), Duration::from_secs(6));
        assert_eq!(
            TimeControl::Depth(3).timeout(Duration::ZERO, Some(Duration::from_secs(1))),
            Duration::from_secs(1)
        );
    }
}
