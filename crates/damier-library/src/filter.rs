//! Which games the list shows: by variant, opponent, result and date, a name searched for, the
//! deleted games or the others, a page at a time.

use damier_rules::Variant;
use rusqlite::types::Value;

use crate::entry::{OUTCOME_SQL, Outcome};

/// Whom the games were played against.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Opponent {
    /// The computer at this level (its name, in any case).
    Level(String),
    /// Any game against the computer.
    Computer,
    /// A friend of this name, online.
    Friend(String),
    /// Any game online.
    Online,
    HotSeat,
    Engines,
    Imported,
}

/// A filter of the game list; the default lets every game through that is not deleted.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    pub variant: Option<Variant>,
    pub opponent: Option<Opponent>,
    /// The outcome for the player (for White in games without one).
    pub outcome: Option<Outcome>,
    /// From and to this `Date` (`YYYY.MM.DD`), both included.
    pub from_date: Option<String>,
    pub to_date: Option<String>,
    /// Part of a player's or opponent's name, in any case.
    pub name: Option<String>,
    /// The deleted games instead of the others.
    pub deleted: bool,
    pub limit: Option<u32>,
    pub offset: u32,
}

impl Filter {
    /// The `WHERE` clause and its values, in order.
    pub(crate) fn sql(&self) -> (String, Vec<Value>) {
        let mut terms =
            vec![if self.deleted { "deleted_ms IS NOT NULL" } else { "deleted_ms IS NULL" }.to_owned()];
        let mut values = Vec::new();
        let text = |t: &str| Value::Text(t.to_owned());
        let mut term = |sql: &str, with: Vec<Value>| {
            terms.push(sql.to_owned());
            values.extend(with);
        };
        if let Some(variant) = self.variant {
            term("variant = ?", vec![text(variant.id())]);
        }
        match &self.opponent {
            Some(Opponent::Level(level)) => {
                term("kind = 'computer' AND lower(opponent) = lower(?)", vec![text(level)])
            }
            Some(Opponent::Friend(name)) => {
                term("kind = 'online' AND lower(opponent) = lower(?)", vec![text(name)])
            }
            Some(Opponent::Computer) => term("kind = 'computer'", vec![]),
            Some(Opponent::Online) => term("kind = 'online'", vec![]),
            Some(Opponent::HotSeat) => term("kind = 'hotseat'", vec![]),
            Some(Opponent::Engines) => term("kind = 'engines'", vec![]),
            Some(Opponent::Imported) => term("kind = 'imported'", vec![]),
            None => {}
        }
        if let Some(outcome) = self.outcome {
            term(&format!("({OUTCOME_SQL}) = ?"), vec![text(outcome.name())]);
        }
        if let Some(from) = &self.from_date {
            term("date >= ?", vec![text(from)]);
        }
        if let Some(to) = &self.to_date {
            term("date <= ?", vec![text(to)]);
        }
        if let Some(name) = &self.name {
            let pattern = format!("%{}%", name.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_"));
            term(
                "(white LIKE ? ESCAPE '\\' OR black LIKE ? ESCAPE '\\' OR opponent LIKE ? ESCAPE '\\')",
                vec![text(&pattern), text(&pattern), text(&pattern)],
            );
        }
        (terms.join(" AND "), values)
    }
}
