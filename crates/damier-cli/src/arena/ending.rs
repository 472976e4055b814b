//! How a game of a match ended, as a value: its text (the PDN `Termination` tag, the log, the
//! report's game list) and the kind the summary counts it under.

use std::fmt;
use std::time::Duration;

use damier_rules::{Reason, Rules};

use crate::client::EngineFailure;

/// How a game ended.
#[derive(Debug)]
pub(super) enum Ending {
    /// By the rules (of the variant played): no legal move, a repetition, a draw rule.
    Rules(Reason, &'static Rules),
    /// At the move cap (in plies), adjudicated a draw.
    MoveCap(usize),
    /// The engine named lost by failing.
    Forfeit { engine: String, fault: Fault },
}

/// How an engine lost by failing.
#[derive(Debug)]
pub(super) enum Fault {
    /// It could not be started or told of the new game, and why.
    NoStart(String),
    /// Its move took longer than its clock had left.
    OverTime { took: Duration, left: Duration },
    /// It played a move the rules refuse (its text, and why).
    IllegalMove { text: String, why: String },
    /// It did not answer as it should: a time-out, a crash, an `error`, a malformed reply.
    Engine(EngineFailure),
}

impl Fault {
    /// Whether the engine's state is unknown after it, so that it needs a fresh process.
    pub(super) fn needs_restart(&self) -> bool {
        matches!(self, Fault::Engine(_))
    }

    /// The summary's name for it.
    fn kind(&self) -> &'static str {
        match self {
            Fault::NoStart(_) => "failed to start",
            Fault::OverTime { .. } | Fault::Engine(EngineFailure::Timeout(_)) => "lost on time",
            Fault::IllegalMove { .. } => "illegal move",
            Fault::Engine(EngineFailure::Exited(_)) => "crashed",
            Fault::Engine(EngineFailure::Error(_)) => "error reply",
            Fault::Engine(EngineFailure::Protocol(_)) => "protocol error",
        }
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::NoStart(why) => write!(f, "failed to start: {why}"),
            Fault::OverTime { took, left } => write!(
                f,
                "lost on time ({:.2} s for a move with {:.2} s left)",
                took.as_secs_f64(),
                left.as_secs_f64()
            ),
            Fault::IllegalMove { text, why } => write!(f, "illegal move '{text}': {why}"),
            Fault::Engine(failure) => write!(f, "{failure}"),
        }
    }
}

impl Ending {
    /// What the summary counts it under: the rules' reason without its source, the move cap, or
    /// the engine and the kind of its fault (`engine1: lost on time`).
    pub(super) fn kind(&self) -> String {
        match self {
            Ending::Rules(reason, rules) => rule_name(*reason, rules),
            Ending::MoveCap(_) => self.to_string(),
            Ending::Forfeit { engine, fault } => format!("{engine}: {}", fault.kind()),
        }
    }
}

/// The rules' reason as the summary names it: the variant's sentence without the `(FMJD)` that
/// says whose rule it is.
fn rule_name(reason: Reason, rules: &Rules) -> String {
    let text = reason.describe(rules);
    match text.rfind(" (") {
        Some(at) if text.ends_with(')') => text[..at].to_string(),
        _ => text,
    }
}

impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ending::Rules(reason, rules) => f.write_str(&reason.describe(rules)),
            Ending::MoveCap(plies) => write!(f, "move cap: {plies} plies, adjudicated a draw"),
            Ending::Forfeit { engine, fault } => write!(f, "{engine} {fault}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damier_rules::Variant;

    fn forfeit(fault: Fault) -> Ending {
        Ending::Forfeit { engine: "Fake".into(), fault }
    }

    #[test]
    fn endings_read_as_the_report_and_the_pdn_write_them() {
        let international = Variant::International.rules();
        let cases = [
            (Ending::Rules(Reason::NoLegalMove, international), "no legal move", "no legal move"),
            (
                Ending::Rules(Reason::KingMovesOnly, international),
                "25 moves each with kings only, without a capture or a man moved (FMJD)",
                "25 moves each with kings only, without a capture or a man moved",
            ),
            (
                Ending::Rules(Reason::KingMovesOnly, Variant::English.rules()),
                "40 moves each without a man moved or a piece taken (WCDF)",
                "40 moves each without a man moved or a piece taken",
            ),
            (
                Ending::MoveCap(300),
                "move cap: 300 plies, adjudicated a draw",
                "move cap: 300 plies, adjudicated a draw",
            ),
            (
                forfeit(Fault::NoStart("cannot start 'x': No such file".into())),
                "Fake failed to start: cannot start 'x': No such file",
                "Fake: failed to start",
            ),
            (
                forfeit(Fault::OverTime { took: Duration::from_millis(3250), left: Duration::from_secs(1) }),
                "Fake lost on time (3.25 s for a move with 1.00 s left)",
                "Fake: lost on time",
            ),
            (
                forfeit(Fault::IllegalMove { text: "99-98".into(), why: "no such square".into() }),
                "Fake illegal move '99-98': no such square",
                "Fake: illegal move",
            ),
            (
                forfeit(Fault::Engine(EngineFailure::Timeout(Duration::from_millis(2300)))),
                "Fake lost on time (no move in 2.3 s)",
                "Fake: lost on time",
            ),
            (
                forfeit(Fault::Engine(EngineFailure::Exited("exited, exit status: 3".into()))),
                "Fake crashed (exited, exit status: 3)",
                "Fake: crashed",
            ),
            (
                forfeit(Fault::Engine(EngineFailure::Error("error message=nothing".into()))),
                "Fake error reply: error message=nothing",
                "Fake: error reply",
            ),
            (
                forfeit(Fault::Engine(EngineFailure::Protocol("'done' names no move".into()))),
                "Fake protocol error: 'done' names no move",
                "Fake: protocol error",
            ),
        ];
        for (ending, text, kind) in cases {
            assert_eq!(ending.to_string(), text);
            assert_eq!(ending.kind(), kind);
        }
    }

    #[test]
    fn every_rules_reason_is_counted_under_its_own_text_up_to_its_source() {
        for rules in Variant::ALL.map(Variant::rules) {
            for reason in Reason::ALL {
                let (name, text) = (rule_name(reason, rules), reason.describe(rules));
                assert!(!name.contains(" ("), "{name}");
                assert!(
                    text == name
                        || text.strip_prefix(name.as_str()).is_some_and(|rest| rest.starts_with(" (")),
                    "{text}"
                );
            }
        }
    }
}
