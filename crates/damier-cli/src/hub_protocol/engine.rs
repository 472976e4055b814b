//! The lines the engine sends the GUI: written by the engine (`Display`) and read by the GUI
//! side (`EngineMessage::parse`, leniently: an engine's unknown lines and unreadable figures are
//! left out, as a GUI must).

use std::fmt;

use super::{Line, quote, quoted};

/// A line from the engine.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum EngineMessage {
    /// `id name=N version=V author=A`.
    Id { name: Option<String>, version: Option<String>, author: Option<String> },
    /// A parameter the GUI may set.
    Param(Param),
    /// The end of the answer to `hub`.
    Wait,
    /// The answer to `init`.
    Ready,
    /// The answer to `ping`.
    Pong,
    /// The figures of a finished iteration.
    Info(Info),
    /// `done [move=M [ponder=P]]`: the search's move (none when there is no legal move) and
    /// the answer it expects.
    Done { best: Option<String>, ponder: Option<String> },
    /// `error message="..."`.
    Error(String),
}

/// `param name=N value=V type=T` and, by type, `values="A B"` (`enum`) or `min=X max=Y` (`int`).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Param {
    pub(crate) name: String,
    pub(crate) value: String,
    pub(crate) kind: String,
    pub(crate) values: Option<Vec<String>>,
    pub(crate) range: Option<(i64, i64)>,
}

impl Param {
    /// A parameter of one of `values`.
    pub(crate) fn choice(name: &str, value: &str, values: &[&str]) -> Param {
        Param {
            values: Some(values.iter().map(|v| v.to_string()).collect()),
            ..Param::new(name, value, "enum")
        }
    }

    /// A whole number from `min` to `max`.
    pub(crate) fn int(name: &str, value: i64, min: i64, max: i64) -> Param {
        Param { range: Some((min, max)), ..Param::new(name, &value.to_string(), "int") }
    }

    /// `true` or `false`.
    pub(crate) fn boolean(name: &str, value: bool) -> Param {
        Param::new(name, &value.to_string(), "bool")
    }

    /// Any text.
    pub(crate) fn text(name: &str, value: &str) -> Param {
        Param::new(name, value, "string")
    }

    fn new(name: &str, value: &str, kind: &str) -> Param {
        Param { name: name.into(), value: value.into(), kind: kind.into(), values: None, range: None }
    }
}

/// An `info` line's figures (the engine writes them all).
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Info {
    /// `depth=12` (or `depth=12/20`, depth/selective depth: the first number counts).
    pub(crate) depth: Option<f64>,
    /// In men, for the side to move.
    pub(crate) score: Option<f64>,
    pub(crate) nodes: Option<u64>,
    /// Seconds.
    pub(crate) time: Option<f64>,
    pub(crate) nps: Option<f64>,
    /// The principal variation, in the Hub's notation.
    pub(crate) pv: Option<Vec<String>>,
}

impl EngineMessage {
    /// The message a line holds; `None` for a blank line or one a GUI does not read.
    pub(crate) fn parse(text: &str) -> Option<EngineMessage> {
        let line = Line::parse(text)?;
        let value = |name: &str| line.value(name).map(str::to_string);
        Some(match line.command.as_str() {
            "id" => {
                EngineMessage::Id { name: value("name"), version: value("version"), author: value("author") }
            }
            "param" => EngineMessage::Param(Param {
                name: value("name")?,
                value: value("value").unwrap_or_default(),
                kind: value("type").unwrap_or_default(),
                values: line.value("values").map(|v| v.split_whitespace().map(str::to_string).collect()),
                range: line.number("min").zip(line.number("max")).map(|(min, max)| (min as i64, max as i64)),
            }),
            "wait" => EngineMessage::Wait,
            "ready" => EngineMessage::Ready,
            "pong" => EngineMessage::Pong,
            "info" => EngineMessage::Info(Info {
                depth: line.value("depth").and_then(|v| v.split('/').next()?.parse().ok()),
                score: line.number("score"),
                nodes: line.number("nodes").map(|n| n as u64),
                time: line.number("time"),
                nps: line.number("nps"),
                pv: line.value("pv").map(|v| v.split_whitespace().map(str::to_string).collect()),
            }),
            "done" => EngineMessage::Done {
                best: value("move").filter(|m| !m.is_empty()),
                ponder: value("ponder").filter(|m| !m.is_empty()),
            },
            "error" => EngineMessage::Error(value("message").unwrap_or_default()),
            _ => return None,
        })
    }
}

impl fmt::Display for EngineMessage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineMessage::Id { name, version, author } => {
                write!(f, "id")?;
                let fields = [("name", name), ("version", version), ("author", author)];
                for (field, value) in fields.iter().filter_map(|(n, v)| Some((n, v.as_ref()?))) {
                    write!(f, " {field}={}", quote(value))?;
                }
                Ok(())
            }
            EngineMessage::Param(param) => write!(f, "{param}"),
            EngineMessage::Wait => write!(f, "wait"),
            EngineMessage::Ready => write!(f, "ready"),
            EngineMessage::Pong => write!(f, "pong"),
            EngineMessage::Info(info) => write!(f, "{info}"),
            EngineMessage::Done { best, ponder } => {
                write!(f, "done")?;
                if let Some(best) = best {
                    write!(f, " move={}", quote(best))?;
                }
                if let Some(ponder) = ponder {
                    write!(f, " ponder={}", quote(ponder))?;
                }
                Ok(())
            }
            EngineMessage::Error(message) => write!(f, "error message={}", quoted(message)),
        }
    }
}

impl fmt::Display for Param {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "param name={} value={} type={}",
            quote(&self.name),
            quote(&self.value),
            quote(&self.kind)
        )?;
        if let Some(values) = &self.values {
            write!(f, " values={}", quoted(&values.join(" ")))?;
        }
        if let Some((min, max)) = self.range {
            write!(f, " min={min} max={max}")?;
        }
        Ok(())
    }
}

/// `info depth=D score=S nodes=N time=T nps=R pv="..."`: the score to the hundredth, the time
/// to the millisecond, the speed in whole nodes.
impl fmt::Display for Info {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "info")?;
        if let Some(depth) = self.depth {
            write!(f, " depth={depth}")?;
        }
        if let Some(score) = self.score {
            write!(f, " score={score:.2}")?;
        }
        if let Some(nodes) = self.nodes {
            write!(f, " nodes={nodes}")?;
        }
        if let Some(time) = self.time {
            write!(f, " time={time:.3}")?;
        }
        if let Some(nps) = self.nps {
            write!(f, " nps={nps:.0}")?;
        }
        if let Some(pv) = &self.pv {
            write!(f, " pv={}", quoted(&pv.join(" ")))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn messages_are_written_as_the_protocol_has_them_and_read_back() {
        let cases = [
            (
                EngineMessage::Id {
                    name: Some("Damier".into()),
                    version: Some("0.1.0".into()),
                    author: Some("Damier developers".into()),
                },
                "id name=Damier version=0.1.0 author=\"Damier developers\"",
            ),
            (
                EngineMessage::Param(Param::choice("variant", "normal", &["normal", "frisian"])),
                "param name=variant value=normal type=enum values=\"normal frisian\"",
            ),
            (
                EngineMessage::Param(Param::int("hash", 16, 1, 4096)),
                "param name=hash value=16 type=int min=1 max=4096",
            ),
            (EngineMessage::Param(Param::text("egtb", "")), "param name=egtb value=\"\" type=string"),
            (EngineMessage::Wait, "wait"),
            (EngineMessage::Ready, "ready"),
            (EngineMessage::Pong, "pong"),
            (
                EngineMessage::Info(Info {
                    depth: Some(12.0),
                    score: Some(-0.25),
                    nodes: Some(123_456),
                    time: Some(1.5),
                    nps: Some(82_304.0),
                    pv: Some(words("32-28 19-23")),
                }),
                "info depth=12 score=-0.25 nodes=123456 time=1.500 nps=82304 pv=\"32-28 19-23\"",
            ),
            (
                EngineMessage::Done { best: Some("28x19x23".into()), ponder: Some("17x28".into()) },
                "done move=28x19x23 ponder=17x28",
            ),
            (EngineMessage::Done { best: None, ponder: None }, "done"),
            (EngineMessage::Error("no \"pos\" yet".into()), "error message=\"no 'pos' yet\""),
        ];
        for (message, text) in cases {
            assert_eq!(message.to_string(), text);
            let back = if let EngineMessage::Error(_) = message {
                EngineMessage::Error("no 'pos' yet".into())
            } else {
                message
            };
            assert_eq!(EngineMessage::parse(text), Some(back), "{text}");
        }
    }

    #[test]
    fn other_engines_lines_are_read_leniently() {
        let Some(EngineMessage::Info(info)) = EngineMessage::parse("info depth=12/20 nodes=1e3 time=x")
        else {
            panic!("an info line")
        };
        assert_eq!(info, Info { depth: Some(12.0), nodes: Some(1000), ..Info::default() });
        assert_eq!(
            EngineMessage::parse("done move="),
            Some(EngineMessage::Done { best: None, ponder: None })
        );
        assert_eq!(EngineMessage::parse("param value=1"), None);
        assert_eq!(EngineMessage::parse("copyprotection ok"), None);
        assert_eq!(EngineMessage::parse(""), None);
        assert_eq!(EngineMessage::parse("error"), Some(EngineMessage::Error(String::new())));
    }
}
