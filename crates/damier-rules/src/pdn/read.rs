//! Reading a PDN text: the games it holds, each as far as it is valid, and the first error.

use std::time::Duration;

use super::comment::{clean_comment, clock_in};
use super::reader::Reader;
use super::{DERIVED_TAGS, HEXDAME_GAME_TYPE, PdnError, PdnGame, PdnResult, ReadGame, move_number};
use crate::fen;
use crate::game::{Game, GameError};
use crate::position::Position;
use crate::variant::{Rules, Variant};

/// Reads every game of a PDN text. Never panics; each game carries what is valid and its first
/// error.
pub fn read(text: &str) -> Vec<ReadGame> {
    let mut reader = Reader { text: text.strip_prefix('\u{feff}').unwrap_or(text), pos: 0, line: 1 };
    let mut games = Vec::new();
    let mut current = Builder::new(1, 1);
    loop {
        reader.skip_whitespace();
        let Some(c) = reader.peek() else { break };
        let line = reader.line;
        match c {
            '[' => {
                if current.in_movetext {
                    games.push(current.finish());
                    current = Builder::new(games.len() + 1, line);
                }
                match reader.tag() {
                    Ok(tag) => current.tags.push(tag),
                    Err(reason) => current.fail(line, None, reason),
                }
            }
            '{' => {
                reader.bump();
                let (text, closed) = reader.until('}');
                if !closed {
                    current.fail(line, None, "a comment opened here is never closed".into());
                }
                current.clock(clock_in(&text));
                current.comment(clean_comment(&text));
            }
            ';' => {
                let (text, _) = reader.until('\n');
                current.comment(clean_comment(&text[1..]));
            }
            '%' if reader.at_line_start() => {
                reader.until('\n');
            }
            '(' => {
                let start = reader.pos;
                if reader.skip_variation() {
                    // Between the brackets, both ASCII.
                    current.variation(&reader.text[start + 1..reader.pos - 1]);
                } else {
                    current.fail(line, None, "a variation opened here is never closed".into());
                }
            }
            ')' | ']' | '}' => {
                reader.bump();
                current.fail(line, None, format!("unexpected '{c}'"));
            }
            _ => {
                let word = reader.word();
                if current.word(word, line) {
                    games.push(current.finish());
                    current = Builder::new(games.len() + 1, reader.line);
                }
            }
        }
    }
    if current.in_movetext || !current.tags.is_empty() || current.error.is_some() {
        games.push(current.finish());
    }
    games
}

/// The game being read.
struct Builder {
    number: usize,
    line: usize,
    tags: Vec<(String, String)>,
    /// Created at the first movetext element, once the tags are known.
    record: Option<PdnGame>,
    /// The setup could not be read.
    unplayable: bool,
    /// A move failed: the rest of the movetext is not played.
    stopped: bool,
    in_movetext: bool,
    result: Option<PdnResult>,
    error: Option<PdnError>,
}

impl Builder {
    fn new(number: usize, line: usize) -> Builder {
        Builder {
            number,
            line,
            tags: Vec::new(),
            record: None,
            unplayable: false,
            stopped: false,
            in_movetext: false,
            result: None,
            error: None,
        }
    }

    fn fail(&mut self, line: usize, at_move: Option<String>, reason: String) {
        if self.error.is_none() {
            self.error = Some(PdnError { game: self.number, line, at_move, reason });
        }
    }

    /// The game record, created from the tags on first use; `None` if the setup is broken.
    fn record(&mut self) -> Option<&mut PdnGame> {
        self.in_movetext = true;
        if self.record.is_none() && !self.unplayable {
            match setup(&self.tags) {
                Ok(start) => {
                    let mut record = PdnGame::new(Game::from_position(start));
                    record.tags = self.tags.clone();
                    self.record = Some(record);
                }
                Err(reason) => {
                    self.unplayable = true;
                    let line = self.line;
                    self.fail(line, None, reason);
                }
            }
        }
        self.record.as_mut()
    }

    /// The clock after the last move read.
    fn clock(&mut self, time: Option<Duration>) {
        let Some(time) = time else { return };
        let Some(record) = self.record() else { return };
        if let Some(last) = record.clocks.last_mut() {
            *last = Some(time);
        }
    }

    fn comment(&mut self, text: String) {
        if text.is_empty() {
            return;
        }
        let Some(record) = self.record() else { return };
        let slot = match record.comments.last_mut() {
            Some(last) => last,
            None => &mut record.intro,
        };
        if !slot.is_empty() {
            slot.push(' ');
        }
        slot.push_str(&text);
    }

    /// Handles a movetext word; true when it ends the game (a result).
    fn word(&mut self, word: &str, line: usize) -> bool {
        if let Some(result) = PdnResult::parse(word) {
            self.record();
            self.result = Some(result);
            return true;
        }
        let (body, mark) = split_move(word);
        if let Some(number) = word.strip_prefix('$') {
            if let Some(record) = self.record()
                && let (Some(last), Some(symbol)) = (record.marks.last_mut(), nag_symbol(number))
                && last.is_empty()
            {
                *last = symbol.to_owned();
            }
            return false;
        }
        if body.is_empty() {
            self.record();
            return false;
        }
        if self.stopped {
            return false;
        }
        let Some(record) = self.record() else { return false };
        let ply = record.game.moves().len();
        let label = format!("{} {body}", move_number(record.game.start(), ply));
        match record.game.play_notation(body) {
            Ok(_) => {
                record.comments.push(String::new());
                record.clocks.push(None);
                record.marks.push(mark);
                record.variations.push(Vec::new());
                false
            }
            Err(e) => {
                let reason = match e {
                    GameError::Notation(e) => e.reason.to_string(),
                    other => other.to_string(),
                };
                self.stopped = true;
                self.fail(line, Some(label), reason);
                false
            }
        }
    }

    /// A variation after the last move read: the line played instead of it, as far as its
    /// moves are legal, kept when that move has none yet (one line a move, as Damier writes
    /// them). Variations inside it, comments and annotations are passed over.
    fn variation(&mut self, inner: &str) {
        if self.stopped {
            return;
        }
        let Some(record) = self.record.as_mut() else { return };
        let Some(ply) = record.game.moves().len().checked_sub(1) else { return };
        if !record.variations[ply].is_empty() {
            return;
        }
        let mut pos = *record.game.position_at(ply);
        let mut line = Vec::new();
        let mut reader = Reader { text: inner, pos: 0, line: 1 };
        loop {
            reader.skip_whitespace();
            match reader.peek() {
                None => break,
                Some('(') => {
                    reader.skip_variation();
                }
                Some('{') => {
                    reader.bump();
                    reader.until('}');
                }
                Some(';') => {
                    reader.until('\n');
                }
                Some(_) => {
                    let word = reader.word();
                    if word.is_empty() {
                        reader.bump();
                        continue;
                    }
                    let Some(body) = move_of(word) else { continue };
                    let Ok(mv) = crate::notation::parse(&pos, body) else { break };
                    pos = pos.after(&mv);
                    line.push(mv);
                }
            }
        }
        record.variations[ply] = line;
    }

    fn finish(mut self) -> ReadGame {
        if self.record.is_none() && !self.unplayable {
            self.record();
        }
        let result = self.result;
        let tag_result = self.tags.iter().find(|(n, _)| n == "Result").and_then(|(_, v)| PdnResult::parse(v));
        if let Some(record) = self.record.as_mut() {
            // `?` is the roster's "unknown", which writing puts back.
            record.tags.retain(|(n, v)| !DERIVED_TAGS.contains(&n.as_str()) && v != "?");
            record.result = result.or(tag_result).unwrap_or(PdnResult::Unfinished);
        }
        ReadGame { record: self.record, error: self.error }
    }
}

/// The starting position the tags describe.
fn setup(tags: &[(String, String)]) -> Result<Position, String> {
    let tag = |name: &str| tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.trim());
    let rules = variant_rules(tag("Variant"), tag("GameType"))?;
    match tag("FEN") {
        // lidraughts writes `?` when a game started from the usual position.
        Some(text) if !text.is_empty() && text != "?" => {
            fen::read_setup(rules, text).map_err(|e| format!("tag FEN: {e}"))
        }
        _ => Ok(Position::start(rules)),
    }
}

fn variant_rules(variant: Option<&str>, game_type: Option<&str>) -> Result<&'static Rules, String> {
    if let Some(name) = variant {
        let known = match name.to_ascii_lowercase().as_str() {
            "standard" | "international" | "draughts" => Some(Variant::International),
            "checkers" | "english" | "american" | "english checkers" => Some(Variant::English),
            other => other.parse::<Variant>().ok(),
        };
        if let Some(v) = known {
            return Ok(v.rules());
        }
    }
    let Some(text) = game_type else { return Ok(Variant::International.rules()) };
    let number = text.split(',').next().unwrap_or("").trim();
    let variant = match number.parse::<u32>() {
        Ok(20) => Variant::International,
        Ok(21) => Variant::English,
        Ok(26) => Variant::Brazilian,
        Ok(40) => Variant::Frisian,
        Ok(HEXDAME_GAME_TYPE) => Variant::HexDame,
        Ok(n) => {
            return Err(format!(
                "GameType {n} is not a variant Damier plays (20 International, 21 English, \
                 26 Brazilian, 40 Frisian, {HEXDAME_GAME_TYPE} HexDame)"
            ));
        }
        Err(_) => return Err(format!("GameType '{text}' is not a number")),
    };
    Ok(variant.rules())
}

/// A movetext word's move, without the number glued before it (`12.32-28`, `12...`), and the
/// mark glued after it (`!?`); the move is empty for a number alone.
fn split_move(word: &str) -> (&str, String) {
    let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let after_number = &word[digits..];
    let body =
        if digits > 0 && after_number.starts_with('.') { after_number.trim_start_matches('.') } else { word };
    let trimmed = body.trim_end_matches(['!', '?', '+', '#']);
    let mark = body[trimmed.len()..].chars().filter(|c| matches!(c, '!' | '?')).collect();
    (trimmed, mark)
}

/// The move a movetext word holds; `None` for a number alone, an annotation (`$1`) or a result.
fn move_of(word: &str) -> Option<&str> {
    if word.starts_with('$') || PdnResult::parse(word).is_some() {
        return None;
    }
    Some(split_move(word).0).filter(|body| !body.is_empty())
}

/// The mark a numeric annotation glyph stands for (PGN's and PDN's `$1` to `$6`).
fn nag_symbol(number: &str) -> Option<&'static str> {
    match number {
        "1" => Some("!"),
        "2" => Some("?"),
        "3" => Some("!!"),
        "4" => Some("??"),
        "5" => Some("!?"),
        "6" => Some("?!"),
        _ => None,
    }
}
