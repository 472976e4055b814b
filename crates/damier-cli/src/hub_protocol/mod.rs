//! The Hub protocol (docs/FORMATS.md), shared by both sides: the engine (`hub`) reads what the
//! GUI sends and writes its answers, the GUI side (`client`) writes the one and reads the
//! other. A line is a command and its arguments, `name=value` or a bare flag, separated by
//! blanks; double quotes group a value with blanks. `gui` holds the lines the GUI sends
//! ([`GuiMessage`]), `engine` those the engine sends ([`EngineMessage`]): each reads and
//! writes its lines.

mod engine;
mod gui;

use damier_rules::Variant;

pub(crate) use engine::{EngineMessage, Info, Param};
pub(crate) use gui::{Go, GuiMessage, Level};

/// The Hub's names for the variants (Scan 3.1's `normal` is International).
pub(crate) const VARIANTS: [(&str, Variant); 5] = [
    ("normal", Variant::International),
    ("frisian", Variant::Frisian),
    ("hexdame", Variant::HexDame),
    ("brazilian", Variant::Brazilian),
    ("english", Variant::English),
];

/// The Hub's name for a variant (`normal` is International, as in Scan).
pub fn hub_variant(variant: Variant) -> &'static str {
    VARIANTS.iter().find(|(_, v)| *v == variant).map(|(n, _)| *n).expect("every variant")
}

/// A variant from its Hub name or Damier's.
pub fn parse_variant(name: &str) -> Option<Variant> {
    VARIANTS.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| *v).or_else(|| name.parse().ok())
}

/// One line in words: the command and its `name=value` arguments and flags, in their order.
pub(crate) struct Line {
    pub(crate) command: String,
    args: Vec<(String, Option<String>)>,
}

impl Line {
    /// The line's words; `None` for a blank line. A `"` anywhere in a word starts or ends a
    /// quoted part (blanks kept) and is dropped.
    pub(crate) fn parse(text: &str) -> Option<Line> {
        let mut words = Vec::new();
        let mut chars = text.trim().chars().peekable();
        while chars.peek().is_some() {
            while chars.peek().is_some_and(|c| c.is_whitespace()) {
                chars.next();
            }
            let mut word = String::new();
            let mut quoted = false;
            while let Some(&c) = chars.peek() {
                if c == '"' {
                    quoted = !quoted;
                } else if c.is_whitespace() && !quoted {
                    break;
                } else {
                    word.push(c);
                }
                chars.next();
            }
            if !word.is_empty() {
                words.push(word);
            }
        }
        let (command, rest) = words.split_first()?;
        let args = rest
            .iter()
            .map(|w| match w.split_once('=') {
                Some((k, v)) => (k.to_string(), Some(v.to_string())),
                None => (w.clone(), None),
            })
            .collect();
        Some(Line { command: command.clone(), args })
    }

    /// The value of the first argument called `name` (`None` when it is a bare flag).
    pub(crate) fn value(&self, name: &str) -> Option<&str> {
        self.args.iter().find(|(k, _)| k == name).and_then(|(_, v)| v.as_deref())
    }

    /// Whether `name` is given as a bare flag.
    fn flag(&self, name: &str) -> bool {
        self.args.iter().any(|(k, v)| k == name && v.is_none())
    }

    /// The value of `name` as a number (leniently: what does not read is left out).
    fn number(&self, name: &str) -> Option<f64> {
        self.value(name).and_then(|v| v.parse().ok())
    }
}

/// `value` as an argument's value: quoted when it is empty or holds blanks (a `"` inside becomes
/// `'`, there being no escape).
fn quote(value: &str) -> String {
    if value.is_empty() || value.contains(char::is_whitespace) { quoted(value) } else { value.to_string() }
}

/// `value` always in quotes (a `"` inside becomes `'`).
fn quoted(value: &str) -> String {
    format!("\"{}\"", value.replace('"', "'"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_split_into_words_with_quoted_values() {
        let line = Line::parse("  pos pos=Wbbb moves=\"32-28 19-23\" ponder  ").unwrap();
        assert_eq!(line.command, "pos");
        assert_eq!(line.value("pos"), Some("Wbbb"));
        assert_eq!(line.value("moves"), Some("32-28 19-23"));
        assert!(line.flag("ponder") && !line.flag("pos"));
        assert_eq!(line.value("ponder"), None);
        assert!(Line::parse(" \t ").is_none());
        assert_eq!(Line::parse("set-param value=\"\"").unwrap().value("value"), Some(""));
    }

    #[test]
    fn values_with_blanks_are_quoted() {
        assert_eq!(quote("64"), "64");
        assert_eq!(quote("a b"), "\"a b\"");
        assert_eq!(quote(""), "\"\"");
        assert_eq!(quoted("say \"hi\""), "\"say 'hi'\"");
    }

    #[test]
    fn variant_names() {
        assert_eq!(hub_variant(Variant::International), "normal");
        assert_eq!(hub_variant(Variant::HexDame), "hexdame");
        assert_eq!(parse_variant("normal"), Some(Variant::International));
        assert_eq!(parse_variant("international"), Some(Variant::International));
        assert_eq!(parse_variant("English"), Some(Variant::English));
        assert_eq!(parse_variant("chess"), None);
    }
}
