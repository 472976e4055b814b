//! Writing PDN: the tags, then the movetext with its comments, clocks, marks and variations.

use super::comment::comment_text;
use super::{DERIVED_TAGS, HEXDAME_GAME_TYPE, PdnGame, move_number};
use crate::clock::format_clock;
use crate::fen;
use crate::game::Game;
use crate::moves::Move;
use crate::position::Position;
use crate::variant::Variant;

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

/// Writes several games, separated by blank lines.
pub fn write_all(records: &[PdnGame]) -> String {
    records.iter().map(write).collect::<Vec<_>>().join("\n")
}
