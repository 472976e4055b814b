//! The lines the GUI sends the engine: read by the engine (`GuiMessage::parse`, which checks
//! them) and written by the GUI side (`Display`).

use std::fmt;
use std::time::Duration;

use damier_ai::{TimeError, parse_seconds};

use super::{Line, quote};

/// The deepest search a `level` may ask for, and the most moves to the next time control.
const MOST_DEPTH: u32 = 90;
const MOST_MOVES: u32 = 1000;

/// A line from the GUI.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum GuiMessage {
    /// `hub`: the engine answers `id`, its `param`s and `wait`.
    Hub,
    /// `set-param name=N value=V`.
    SetParam {
        name: String,
        value: String,
    },
    /// `init`: the engine answers `ready`.
    Init,
    /// `ping`: the engine answers `pong`.
    Ping,
    NewGame,
    /// `pos [pos=POSITION] [moves="M1 M2 ..."]`, in the Hub's notation, not yet checked against
    /// the rules; no `pos=` is the variant's start.
    Pos {
        pos: Option<String>,
        moves: Vec<String>,
    },
    Level(Level),
    Go(Go),
    PonderHit,
    Stop,
    Quit,
}

/// What `go` asks for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Go {
    /// `go think` (or a plain `go`): a move within the level's limits.
    Think,
    /// `go ponder`: searching without a limit on the opponent's time, until `ponder-hit`.
    Ponder,
    /// `go analyze` (or `analyse`): searching without a limit until `stop`.
    Analyze,
}

/// The limits `level` sets, each checked: times from 0 to a week, numbers in their range (never
/// wrapped nor clamped into it), `inc` and `moves` only with `time`, `infinite` alone, and at
/// least one limit.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Level {
    /// The time left on the clock, its increment, and the moves to the next time control.
    pub(crate) time: Option<Duration>,
    pub(crate) inc: Option<Duration>,
    pub(crate) moves: Option<u32>,
    pub(crate) move_time: Option<Duration>,
    pub(crate) depth: Option<u32>,
    pub(crate) nodes: Option<u64>,
    /// No limit at all.
    pub(crate) infinite: bool,
}

/// Why a line from the GUI is refused: the engine answers `error` with this text.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum LineError {
    /// `set-param` without `name=` or `value=`.
    SetParamIncomplete,
    /// `level infinite` with a limit (its name).
    InfiniteWithLimit(&'static str),
    /// `level` with `inc=` or `moves=` (the name) but no `time=`.
    WithoutTime(&'static str),
    /// A `level` number that is not a whole number in `least..=most`.
    Number { name: &'static str, least: u64, most: u64, text: String },
    /// A `level` time that is not a number of seconds from 0 to a week.
    Seconds { name: &'static str, error: TimeError },
    /// A `level` without any limit.
    NoLimit,
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::SetParamIncomplete => write!(f, "set-param needs name=... value=..."),
            LineError::InfiniteWithLimit(name) => write!(f, "infinite goes alone, not with {name}="),
            LineError::WithoutTime(name) => write!(f, "{name}= goes with time= (the time left on the clock)"),
            LineError::Number { name, least, most, text } => {
                let range = if *most == u64::MAX {
                    format!("of at least {least}")
                } else {
                    format!("{least}..{most}")
                };
                write!(f, "{name} must be a whole number {range}, not '{text}'")
            }
            LineError::Seconds { name, error } => write!(f, "{name}: {error}"),
            LineError::NoLimit => write!(
                f,
                "a level needs time=, move-time=, depth=, nodes= or infinite (inc= and moves= go with time=)"
            ),
        }
    }
}

impl GuiMessage {
    /// The message a line holds; `None` for a blank line or a command the protocol does not
    /// know (ignored, as the protocol asks), an error for a line it refuses.
    pub(crate) fn parse(text: &str) -> Result<Option<GuiMessage>, LineError> {
        let Some(line) = Line::parse(text) else { return Ok(None) };
        Ok(Some(match line.command.as_str() {
            "hub" => GuiMessage::Hub,
            "set-param" => match (line.value("name"), line.value("value")) {
                (Some(name), Some(value)) => {
                    GuiMessage::SetParam { name: name.to_string(), value: value.to_string() }
                }
                _ => return Err(LineError::SetParamIncomplete),
            },
            "init" => GuiMessage::Init,
            "ping" => GuiMessage::Ping,
            "new-game" => GuiMessage::NewGame,
            "pos" => GuiMessage::Pos {
                pos: line.value("pos").map(str::to_string),
                moves: line.value("moves").unwrap_or("").split_whitespace().map(str::to_string).collect(),
            },
            "level" => GuiMessage::Level(Level::read(&line)?),
            "go" => GuiMessage::Go(if line.flag("ponder") {
                Go::Ponder
            } else if line.flag("analyze") || line.flag("analyse") {
                Go::Analyze
            } else {
                Go::Think
            }),
            "ponder-hit" => GuiMessage::PonderHit,
            "stop" => GuiMessage::Stop,
            "quit" => GuiMessage::Quit,
            _ => return Ok(None),
        }))
    }
}

impl fmt::Display for GuiMessage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GuiMessage::Hub => write!(f, "hub"),
            GuiMessage::SetParam { name, value } => {
                write!(f, "set-param name={} value={}", quote(name), quote(value))
            }
            GuiMessage::Init => write!(f, "init"),
            GuiMessage::Ping => write!(f, "ping"),
            GuiMessage::NewGame => write!(f, "new-game"),
            GuiMessage::Pos { pos, moves } => {
                write!(f, "pos")?;
                if let Some(pos) = pos {
                    write!(f, " pos={}", quote(pos))?;
                }
                if !moves.is_empty() {
                    write!(f, " moves=\"{}\"", moves.join(" "))?;
                }
                Ok(())
            }
            GuiMessage::Level(level) => write!(f, "level {level}"),
            GuiMessage::Go(Go::Think) => write!(f, "go think"),
            GuiMessage::Go(Go::Ponder) => write!(f, "go ponder"),
            GuiMessage::Go(Go::Analyze) => write!(f, "go analyze"),
            GuiMessage::PonderHit => write!(f, "ponder-hit"),
            GuiMessage::Stop => write!(f, "stop"),
            GuiMessage::Quit => write!(f, "quit"),
        }
    }
}

impl Level {
    /// The limits of a `level` line, checked in this order: `infinite` alone, `inc` and `moves`
    /// with `time`, the numbers, the times, at least one limit.
    fn read(line: &Line) -> Result<Level, LineError> {
        const LIMITS: [&str; 6] = ["time", "inc", "moves", "move-time", "depth", "nodes"];
        if line.flag("infinite") {
            return match LIMITS.into_iter().find(|name| line.value(name).is_some()) {
                Some(name) => Err(LineError::InfiniteWithLimit(name)),
                None => Ok(Level { infinite: true, ..Level::default() }),
            };
        }
        if line.value("time").is_none()
            && let Some(name) = ["inc", "moves"].into_iter().find(|name| line.value(name).is_some())
        {
            return Err(LineError::WithoutTime(name));
        }
        let seconds = |name: &'static str| {
            line.value(name)
                .map(|v| parse_seconds(v).map_err(|error| LineError::Seconds { name, error }))
                .transpose()
        };
        let number = |name: &'static str, least: u64, most: u64| {
            line.value(name)
                .map(|v| {
                    let n = v.parse::<u64>().ok().filter(|n| (least..=most).contains(n));
                    n.ok_or_else(|| LineError::Number { name, least, most, text: v.to_string() })
                })
                .transpose()
        };
        // Both within their range: the casts keep every value.
        let depth = number("depth", 1, MOST_DEPTH.into())?.map(|d| d as u32);
        let moves = number("moves", 1, MOST_MOVES.into())?.map(|m| m as u32);
        let nodes = number("nodes", 1, u64::MAX)?;
        let move_time = seconds("move-time")?;
        let inc = seconds("inc")?;
        let time = seconds("time")?;
        if depth.is_none() && nodes.is_none() && move_time.is_none() && time.is_none() {
            return Err(LineError::NoLimit);
        }
        Ok(Level { time, inc, moves, move_time, depth, nodes, infinite: false })
    }
}

/// The arguments, as `level` carries them: `time=60 inc=0.5`, `move-time=0.1`, `depth=12`.
impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut args = Vec::new();
        let times = [("time", self.time), ("inc", self.inc)];
        args.extend(times.iter().filter_map(|(name, t)| Some(format!("{name}={}", seconds((*t)?)))));
        args.extend(self.moves.map(|m| format!("moves={m}")));
        args.extend(self.move_time.map(|t| format!("move-time={}", seconds(t))));
        args.extend(self.depth.map(|d| format!("depth={d}")));
        args.extend(self.nodes.map(|n| format!("nodes={n}")));
        if self.infinite {
            args.push("infinite".into());
        }
        write!(f, "{}", args.join(" "))
    }
}

/// Seconds as the Hub writes them: `0.05`, `2`, `1.5` (to the millisecond).
fn seconds(t: Duration) -> String {
    let text = format!("{:.3}", t.as_secs_f64());
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<Option<GuiMessage>, LineError> {
        GuiMessage::parse(text)
    }

    fn level(text: &str) -> Result<Level, String> {
        match read(&format!("level {text}")) {
            Ok(Some(GuiMessage::Level(level))) => Ok(level),
            Ok(other) => panic!("{other:?}"),
            Err(e) => Err(e.to_string()),
        }
    }

    #[test]
    fn messages_read_back_as_written() {
        let messages = [
            GuiMessage::Hub,
            GuiMessage::SetParam { name: "egtb".into(), value: "/tmp/my tables".into() },
            GuiMessage::SetParam { name: "egtb".into(), value: String::new() },
            GuiMessage::Init,
            GuiMessage::Ping,
            GuiMessage::NewGame,
            GuiMessage::Pos { pos: Some("Wbe".into()), moves: vec![] },
            GuiMessage::Pos { pos: None, moves: vec!["32-28".into(), "19-23".into()] },
            GuiMessage::Level(Level {
                time: Some(Duration::from_millis(12_345)),
                inc: Some(Duration::ZERO),
                moves: Some(40),
                ..Level::default()
            }),
            GuiMessage::Level(Level { infinite: true, ..Level::default() }),
            GuiMessage::Go(Go::Think),
            GuiMessage::Go(Go::Ponder),
            GuiMessage::Go(Go::Analyze),
            GuiMessage::PonderHit,
            GuiMessage::Stop,
            GuiMessage::Quit,
        ];
        for message in messages {
            assert_eq!(read(&message.to_string()), Ok(Some(message.clone())), "{message}");
        }
    }

    #[test]
    fn lines_are_written_as_the_protocol_has_them() {
        let pos = GuiMessage::Pos { pos: Some("Wbe".into()), moves: vec!["32-28".into()] };
        assert_eq!(pos.to_string(), "pos pos=Wbe moves=\"32-28\"");
        let param = GuiMessage::SetParam { name: "variant".into(), value: "normal".into() };
        assert_eq!(param.to_string(), "set-param name=variant value=normal");
        let clock = Level {
            time: Some(Duration::from_secs(60)),
            inc: Some(Duration::from_millis(500)),
            ..Level::default()
        };
        assert_eq!(clock.to_string(), "time=60 inc=0.5");
        assert_eq!(
            Level { move_time: Some(Duration::from_millis(50)), ..Level::default() }.to_string(),
            "move-time=0.05"
        );
        assert_eq!(Level { time: Some(Duration::ZERO), ..Level::default() }.to_string(), "time=0");
    }

    #[test]
    fn go_unknown_and_blank_lines() {
        assert_eq!(read("go"), Ok(Some(GuiMessage::Go(Go::Think))));
        assert_eq!(read("go analyse"), Ok(Some(GuiMessage::Go(Go::Analyze))));
        assert_eq!(read("go analyze ponder"), Ok(Some(GuiMessage::Go(Go::Ponder))));
        assert_eq!(read("go ponder=1"), Ok(Some(GuiMessage::Go(Go::Think))));
        assert_eq!(read("  "), Ok(None));
        assert_eq!(read("fly away"), Ok(None));
        assert_eq!(read("pos"), Ok(Some(GuiMessage::Pos { pos: None, moves: vec![] })));
    }

    #[test]
    fn refused_lines_say_why() {
        assert_eq!(
            read("set-param name=hash").unwrap_err().to_string(),
            "set-param needs name=... value=..."
        );
        assert_eq!(level("infinite depth=3").unwrap_err(), "infinite goes alone, not with depth=");
        assert_eq!(level("inc=1").unwrap_err(), "inc= goes with time= (the time left on the clock)");
        assert_eq!(level("depth=91").unwrap_err(), "depth must be a whole number 1..90, not '91'");
        assert_eq!(level("depth=-1").unwrap_err(), "depth must be a whole number 1..90, not '-1'");
        assert_eq!(level("nodes=0").unwrap_err(), "nodes must be a whole number of at least 1, not '0'");
        assert_eq!(
            level("time=60 moves=1001").unwrap_err(),
            "moves must be a whole number 1..1000, not '1001'"
        );
        assert!(level("move-time=-1").unwrap_err().starts_with("move-time: "));
        assert!(level("time=NaN").unwrap_err().starts_with("time: "));
        assert_eq!(
            level("depth").unwrap_err(),
            "a level needs time=, move-time=, depth=, nodes= or infinite (inc= and moves= go with time=)"
        );
        // Numbers are checked before times.
        assert!(level("move-time=x depth=0").unwrap_err().starts_with("depth "));
        assert_eq!(level("infinite depth").unwrap(), Level { infinite: true, ..Level::default() });
        assert_eq!(
            level("nodes=5 depth=90").unwrap(),
            Level { nodes: Some(5), depth: Some(90), ..Level::default() }
        );
    }
}
