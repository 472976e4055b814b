//! The endings data (`data/endings.cases`), read once for every test that plays it: the rules
//! crate's, `damier-cli pdn`'s and the server referee's (included there with `#[path]`).

use damier_rules::{Outcome, Reason, Side, Variant};

pub const TEXT: &str = include_str!("../data/endings.cases");

pub struct Ending {
    pub name: String,
    pub line: usize,
    pub variant: Variant,
    pub fen: String,
    pub moves: Vec<String>,
    /// The end the rules give after the last move; `None` while the game goes on.
    pub end: Option<Outcome>,
}

pub fn read() -> Vec<Ending> {
    let mut cases: Vec<Ending> = Vec::new();
    for (index, raw) in TEXT.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = index + 1;
        let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
        if key == "case" {
            let blank = Ending {
                name: rest.to_string(),
                line: at,
                variant: Variant::International,
                fen: String::new(),
                moves: Vec::new(),
                end: None,
            };
            cases.push(blank);
            continue;
        }
        let case = cases.last_mut().unwrap_or_else(|| panic!("line {at}: '{key}' before any case"));
        match key {
            "variant" => case.variant = rest.parse().unwrap_or_else(|e| panic!("line {at}: {e}")),
            "fen" => case.fen = rest.to_string(),
            "moves" => case.moves = rest.split_whitespace().map(String::from).collect(),
            "end" => case.end = read_end(rest).unwrap_or_else(|| panic!("line {at}: bad end '{rest}'")),
            other => panic!("line {at}: unknown key '{other}'"),
        }
    }
    cases
}

fn read_end(text: &str) -> Option<Option<Outcome>> {
    if text == "none" {
        return Some(None);
    }
    let (who, reason) = text.split_once(' ')?;
    let winner = match who {
        "draw" => None,
        "white" => Some(Side::White),
        "black" => Some(Side::Black),
        _ => return None,
    };
    Some(Some(Outcome { winner, reason: Reason::from_id(reason)? }))
}
