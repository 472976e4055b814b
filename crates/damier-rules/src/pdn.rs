//! PDN 3.0 game records: reading (several games per file, hostile input tolerated) and writing.
//!
//! The variant comes from the `Variant` tag when it names one Damier plays, otherwise from
//! `GameType` (20 International, 21 English, 26 Brazilian, 40 Frisian, [`HEXDAME_GAME_TYPE`]
//! HexDame), otherwise International (the PDN default). Comments are kept per move; variations,
//! NAGs, `%` escape lines and `;` line comments are skipped. A move that cannot be played stops
//! that game: what came before it is kept and the error says which game, line and move, and why.

use std::fmt;
use std::time::Duration;

use crate::clock::{format_clock, parse_clock};

use crate::fen;
use crate::game::{Game, GameError};
use crate::moves::Move;
use crate::position::Position;
use crate::variant::{Rules, Side, Variant};

/// HexDame has no official PDN GameType. Damier writes 60 (outside the official 20–49 and
/// lidraughts' 96–98) together with `[Variant "HexDame"]`, and reads either.
pub const HEXDAME_GAME_TYPE: u32 = 60;

/// The result of a recorded game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PdnResult {
    Win(Side),
    Draw,
    Unfinished,
}

impl PdnResult {
    /// The token written for this result: `2-0`/`0-2`/`1-1` on 10×10 boards, `1-0`/`0-1`/`1/2-1/2`
    /// otherwise, `*` when unfinished. The first score is always White's.
    pub fn token(self, rules: &Rules) -> &'static str {
        let ten = matches!(rules.variant, Variant::International | Variant::Frisian);
        match (self, ten) {
            (PdnResult::Win(Side::White), true) => "2-0",
            (PdnResult::Win(Side::Black), true) => "0-2",
            (PdnResult::Draw, true) => "1-1",
            (PdnResult::Win(Side::White), false) => "1-0",
            (PdnResult::Win(Side::Black), false) => "0-1",
            (PdnResult::Draw, false) => "1/2-1/2",
            (PdnResult::Unfinished, _) => "*",
        }
    }

    /// Reads any of the result tokens, whatever the board size.
    pub fn parse(token: &str) -> Option<PdnResult> {
        Some(match token {
            "2-0" | "1-0" => PdnResult::Win(Side::White),
            "0-2" | "0-1" => PdnResult::Win(Side::Black),
            "1-1" | "1/2-1/2" | "0-0" => PdnResult::Draw,
            "*" => PdnResult::Unfinished,
            _ => return None,
        })
    }
}

/// One game of a PDN file: its tags, the moves (as a playable [`Game`]), the comments and the
/// result.
#[derive(Clone, Debug)]
pub struct PdnGame {
    /// Tags in file order, without the ones Damier derives when writing (see [`write`]).
    pub tags: Vec<(String, String)>,
    pub game: Game,
    /// The comment before the first move.
    pub intro: String,
    /// `comments[i]` follows move `i` (empty when there is none); as long as the move list.
    pub comments: Vec<String>,
    /// `clocks[i]`: the time the player of move `i` had left after it (`[%clk H:MM:SS]` in its
    /// comment), when the game was played on a clock; as long as the move list.
    pub clocks: Vec<Option<Duration>>,
    /// An annotation glued to move `i` (`!`, `?`, `!?`, `?!`, `??`...); empty when none.
    pub marks: Vec<String>,
    /// A line to play instead of move `i`, written as a variation after it (an analysis's
    /// better move); empty when none. Variations in files read are skipped.
    pub variations: Vec<Vec<Move>>,
    pub result: PdnResult,
}

/// What went wrong in a PDN file: which game (1-based), where, which move, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PdnError {
    pub game: usize,
    pub line: usize,
    /// The move as numbered in the file (`12.` or `12...`) and as written, when a move failed.
    pub at_move: Option<String>,
    pub reason: String,
}

impl fmt::Display for PdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}, line {}", self.game, self.line)?;
        if let Some(mv) = &self.at_move {
            write!(f, ", move {mv}")?;
        }
        write!(f, ": {}", self.reason)
    }
}

impl std::error::Error for PdnError {}

/// A game as read: what is valid, and the first error if the file goes wrong part-way.
#[derive(Debug, Clone)]
pub struct ReadGame {
    /// `None` when not even the setup could be read (unknown variant, broken FEN).
    pub record: Option<PdnGame>,
    pub error: Option<PdnError>,
}

impl PdnGame {
    /// A record of `game` with the result its outcome gives and no other tags.
    pub fn new(game: Game) -> PdnGame {
        let result = match game.outcome() {
            Some(o) => o.winner.map_or(PdnResult::Draw, PdnResult::Win),
            None => PdnResult::Unfinished,
        };
        let comments = vec![String::new(); game.moves().len()];
        let clocks = vec![None; game.moves().len()];
        let (marks, variations) =
            (vec![String::new(); game.moves().len()], vec![Vec::new(); game.moves().len()]);
        PdnGame { tags: Vec::new(), game, intro: String::new(), comments, clocks, marks, variations, result }
    }

    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some(tag) => tag.1 = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }
}

/// The label of move `ply` of a game from `start`: `n.` for the first mover, `n...` otherwise.
pub fn move_number(start: &Position, ply: usize) -> String {
    let first = start.rules().first_to_move;
    let offset = usize::from(start.side_to_move() != first);
    let n = (ply + offset) / 2 + 1;
    if (ply + offset).is_multiple_of(2) { format!("{n}.") } else { format!("{n}...") }
}

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
                if !reader.skip_variation() {
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

/// Tags Damier writes itself from the game (so they are not copied from `PdnGame::tags`).
const DERIVED_TAGS: [&str; 5] = ["Result", "GameType", "Variant", "SetUp", "FEN"];
const ROSTER: [&str; 6] = ["Event", "Site", "Date", "Round", "White", "Black"];

/// Writes one game: the seven-tag roster (`?` where unknown), GameType (and Variant for
/// HexDame), SetUp and FEN when the game does not start from the initial position, the other
/// tags, then the movetext wrapped at 80 columns.
pub fn write(record: &PdnGame) -> String {
    let game = &record.game;
    let rules = game.rules();
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        let value = value.replace('\\', "\\\\").replace('"', "\\\"");
        out.push_str(&format!("[{name} \"{value}\"]\n"));
    };
    for name in ROSTER {
        tag(name, record.tag(name).unwrap_or("?"));
    }
    tag("Result", record.result.token(rules));
    let (game_type, variant_name) = match rules.variant {
        Variant::International => (20, None),
        Variant::English => (21, None),
        Variant::Brazilian => (26, None),
        Variant::Frisian => (40, None),
        Variant::HexDame => (HEXDAME_GAME_TYPE, Some("HexDame")),
    };
    tag("GameType", &game_type.to_string());
    if let Some(name) = variant_name {
        tag("Variant", name);
    }
    if *game.start() != Position::start(rules) {
        tag("SetUp", "1");
        tag("FEN", &fen::write(game.start()));
    }
    for (name, value) in &record.tags {
        if !ROSTER.contains(&name.as_str()) && !DERIVED_TAGS.contains(&name.as_str()) {
            tag(name, value);
        }
    }
    out.push('\n');

    let mut words: Vec<String> = Vec::new();
    if !record.intro.is_empty() {
        words.push(comment_text(&record.intro));
    }
    let mut after_comment = true;
    for ply in 0..game.moves().len() {
        let label = move_number(game.start(), ply);
        if !label.ends_with("...") || after_comment {
            words.push(label);
        }
        let mark = record.marks.get(ply).map_or("", String::as_str);
        words.push(format!("{}{mark}", game.move_text(ply)));
        let comment = record.comments.get(ply).map_or("", String::as_str);
        let comment = match record.clocks.get(ply).copied().flatten() {
            Some(time) if comment.is_empty() => format!("[%clk {}]", format_clock(time)),
            Some(time) => format!("[%clk {}] {comment}", format_clock(time)),
            None => comment.to_string(),
        };
        after_comment = !comment.is_empty();
        if after_comment {
            words.push(comment_text(&comment));
        }
        if let Some(line) = record.variations.get(ply).filter(|line| !line.is_empty()) {
            words.extend(variation_words(game, ply, line));
            after_comment = true;
        }
    }
    words.push(record.result.token(rules).to_string());

    let mut line_len = 0;
    for word in words {
        if line_len > 0 && line_len + 1 + word.len() > 80 {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(&word);
        line_len += word.len();
    }
    out.push('\n');
    out
}

/// A line played instead of move `ply`, as a PDN variation: `(12. 33-29 17-21 ...)`. It stops
/// at the first move that is not legal.
fn variation_words(game: &Game, ply: usize, line: &[Move]) -> Vec<String> {
    let mut words = Vec::new();
    let mut pos = *game.position_at(ply);
    for (i, mv) in line.iter().enumerate() {
        let legal = pos.legal_moves();
        let Some(mv) = legal.iter().find(|m| m.same_move(mv)) else { break };
        let label = move_number(game.start(), ply + i);
        if i == 0 || !label.ends_with("...") {
            words.push(label);
        }
        words.push(crate::notation::write(mv, &legal, &pos.rules().topology));
        pos = pos.after(mv);
    }
    if let Some(first) = words.first_mut() {
        first.insert(0, '(');
    }
    if let Some(last) = words.last_mut() {
        last.push(')');
    }
    words
}

/// Today's date as PDN's `Date` tag writes it (`2026.05.01`, UTC).
pub fn today() -> String {
    let days = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400) as i64;
    // Howard Hinnant's civil-from-days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

/// Writes several games, separated by blank lines.
pub fn write_all(records: &[PdnGame]) -> String {
    records.iter().map(write).collect::<Vec<_>>().join("\n")
}

/// The clock reading of a comment (`[%clk 0:02:57]`), if it holds one.
fn clock_in(text: &str) -> Option<Duration> {
    let start = text.find("[%clk")? + "[%clk".len();
    let end = start + text[start..].find(']')?;
    parse_clock(&text[start..end]).ok()
}

/// PDN comments cannot contain `}`; a brace becomes a parenthesis.
fn comment_text(text: &str) -> String {
    format!("{{{}}}", text.replace('}', ")").replace('{', "("))
}

/// Drops embedded commands such as lidraughts' `[%clock ...]` (from `[%` to the next `]`, or to
/// the end), normalises white space, and turns braces into parentheses as writing does (a
/// comment cannot hold them), so that a comment reads back as it was read. One pass, each
/// character looked at once: a comment of thousands of clock readings costs its length.
fn clean_comment(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_command = false;
    // White space or a dropped command since the last character kept: one space, if more follows.
    let mut gap = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        #[cfg(test)]
        CLEAN_STEPS.set(CLEAN_STEPS.get() + 1);
        if in_command {
            in_command = c != ']';
        } else if c == '[' && chars.peek() == Some(&'%') {
            in_command = true;
            gap = true;
        } else if c.is_whitespace() {
            gap = true;
        } else {
            if gap && !out.is_empty() {
                out.push(' ');
            }
            gap = false;
            out.push(match c {
                '{' => '(',
                '}' => ')',
                c => c,
            });
        }
    }
    out
}

#[cfg(test)]
thread_local! {
    /// The characters `clean_comment` has looked at on this thread, so that a test can bound
    /// its work by counting rather than by timing. Any loop over the text must add its steps.
    static CLEAN_STEPS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

struct Reader<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        if c == '\n' {
            self.line += 1;
        }
        Some(c)
    }

    fn at_line_start(&self) -> bool {
        self.pos == 0 || self.text[..self.pos].ends_with('\n')
    }

    fn skip_whitespace(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    /// The text up to `end` (consumed, not returned) or the end of input; and whether `end` was
    /// found.
    fn until(&mut self, end: char) -> (String, bool) {
        let mut out = String::new();
        while let Some(c) = self.bump() {
            if c == end {
                return (out, true);
            }
            out.push(c);
        }
        (out, false)
    }

    fn word(&mut self) -> &str {
        let start = self.pos;
        while self.peek().is_some_and(|c| !c.is_whitespace() && !"{}()[];".contains(c)) {
            self.bump();
        }
        &self.text[start..self.pos]
    }

    /// Skips a `(...)` variation with nested variations and comments; false if never closed.
    fn skip_variation(&mut self) -> bool {
        let mut depth = 0;
        while let Some(c) = self.bump() {
            match c {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        return true;
                    }
                }
                '{' => {
                    self.until('}');
                }
                _ => {}
            }
        }
        false
    }

    /// `[Name "value"]`, with `\"` and `\\` escapes in the value.
    fn tag(&mut self) -> Result<(String, String), String> {
        self.bump();
        self.skip_whitespace();
        let name: String = self.word().to_string();
        if name.is_empty() {
            self.until(']');
            return Err("a tag without a name".into());
        }
        self.skip_whitespace();
        if self.peek() != Some('"') {
            self.until(']');
            return Err(format!("the value of tag {name} is not in double quotes"));
        }
        self.bump();
        let mut value = String::new();
        loop {
            match self.bump() {
                Some('\\') => {
                    if let Some(c) = self.bump() {
                        value.push(c);
                    }
                }
                Some('"') => break,
                Some('\n') | None => return Err(format!("the value of tag {name} is never closed")),
                Some(c) => value.push(c),
            }
        }
        self.skip_whitespace();
        if self.peek() == Some(']') {
            self.bump();
            Ok((name, value))
        } else {
            Err(format!("tag {name} is not closed with ']'"))
        }
    }
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
        // A move number, possibly glued to its move (`12.32-28`).
        let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let after_number = &word[digits..];
        let body = if digits > 0 && after_number.starts_with('.') {
            after_number.trim_start_matches('.')
        } else {
            word
        };
        let trimmed = body.trim_end_matches(['!', '?', '+', '#']);
        let mark: String = body[trimmed.len()..].chars().filter(|c| matches!(c, '!' | '?')).collect();
        let body = trimmed;
        if word.starts_with('$') || body.is_empty() {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The comment cleaning this module once had (a command at a time, each shifting the rest
    /// of the text): the reference for what cleaning gives.
    fn reference_clean(text: &str) -> String {
        let mut text = text.replace('{', "(").replace('}', ")");
        while let Some(start) = text.find("[%") {
            let end = text[start..].find(']').map_or(text.len(), |end| start + end + 1);
            text.replace_range(start..end, " ");
        }
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn cleaning_gives_what_the_command_at_a_time_cleaning_gave() {
        let cases = [
            "",
            "  good  move ",
            "[%clk 0:02:59] good",
            "a[%clk 1]b",
            "[[%x]%clk 1] [%%]] [%unclosed",
            "{nested} [%eval {0.5}] }{",
            "[% ]]]\t\n\u{3000}x\u{a0}[",
            "[%clk 0:01]\u{e9}t\u{e9} [%",
        ];
        for text in cases {
            assert_eq!(clean_comment(text), reference_clean(text), "{text:?}");
        }
        // Random texts over the characters that matter.
        let alphabet = ['[', '%', ']', '{', '}', ' ', '\n', 'a', '\u{e9}', '\u{3000}'];
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        for _ in 0..2000 {
            let mut text = String::new();
            for _ in 0..(seed % 24) {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                text.push(alphabet[(seed % alphabet.len() as u64) as usize]);
            }
            assert_eq!(clean_comment(&text), reference_clean(&text), "{text:?}");
        }
    }

    #[test]
    fn cleaning_a_megabyte_of_commands_takes_steps_in_proportion_to_its_length() {
        let command = "[%clk 0:02:57] [%eval 0.25,12] ";
        let text: String = command.repeat(33_000) + "a good move";
        assert!(text.len() > 1_000_000);
        CLEAN_STEPS.set(0);
        assert_eq!(clean_comment(&text), "a good move");
        // Every loop of the cleaning over the text counts its steps: at least one a character
        // (so a cleaning that counts none fails here too), and no more than a fixed number.
        let steps = CLEAN_STEPS.get();
        assert!((text.len()..=2 * text.len()).contains(&steps), "{steps} steps for {} bytes", text.len());
    }
}
