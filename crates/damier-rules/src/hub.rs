//! The Hub protocol's position string and move format (as Scan 3.1 speaks them).
//!
//! A position is the side to move (`W`/`B`; either case is read) followed by one character per cell in the board's
//! official order: `w`/`b` a man, `W`/`B` a king, `e` empty. On 10×10 boards that is the
//! standard 51-character string (squares 1..50); on 8×8 boards 33 characters (squares 1..32);
//! on the hexagon 62 characters, cells in the order a1..a5, b1..b6, c1..c7, d1..d8, e1..e9,
//! f2..f9, g3..g9, h4..h9, i5..i9 (letter by letter, numbers ascending).
//!
//! A move is `from-to`, or for a capture `from x to x captured x captured ...` with the
//! captured pieces in any order and no intermediate landings (`28x19x23`).

use std::fmt;

use crate::moves::Move;
use crate::position::{Kind, Piece, Position, SetupError, Unplayable};
use crate::topology::Square;
use crate::variant::{Rules, Side};

/// Why a Hub position or move was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HubError {
    /// The position string has the wrong length for the variant.
    Length {
        variant: &'static str,
        expected: usize,
        found: usize,
    },
    BadSideToMove(char),
    /// Character `index` (1-based, the side to move is 1) is not one of `w b W B e`.
    BadCharacter {
        index: usize,
        found: char,
    },
    Setup(SetupError),
    /// The position reads but cannot start a game ([`read_setup`] only).
    Unplayable(Unplayable),
    /// A part of a move that is not a cell name.
    NotACell {
        part: String,
        text: String,
    },
    NotAMove(String),
    IllegalMove(String),
    AmbiguousMove(String),
}

impl fmt::Display for HubError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HubError::Length { variant, expected, found } => write!(
                f,
                "a position for {variant} has {expected} characters (side to move and {} cells), not {found}",
                expected - 1
            ),
            HubError::BadSideToMove(c) => {
                write!(f, "the side to move must be w or b, not '{}'", c.escape_debug())
            }
            HubError::BadCharacter { index, found } => {
                write!(f, "character {index} ('{}') must be one of w b W B e", found.escape_debug())
            }
            HubError::Setup(e) => e.fmt(f),
            HubError::Unplayable(e) => write!(f, "the position cannot start a game: {e}"),
            HubError::NotACell { part, text } => write!(f, "'{part}' in move '{text}' is not a cell"),
            HubError::NotAMove(text) => write!(f, "'{text}' is not a move"),
            HubError::IllegalMove(text) => write!(f, "'{text}' is not a legal move here"),
            HubError::AmbiguousMove(text) => write!(f, "'{text}' is ambiguous: list the captured pieces"),
        }
    }
}

impl std::error::Error for HubError {}

/// Reads a Hub position string.
pub fn read_position(rules: &'static Rules, text: &str) -> Result<Position, HubError> {
    let cells = rules.topology.squares();
    let chars: Vec<char> = text.trim().chars().collect();
    if chars.len() != cells.len() + 1 {
        return Err(HubError::Length {
            variant: rules.variant.title(),
            expected: cells.len() + 1,
            found: chars.len(),
        });
    }
    let side = match chars[0] {
        'w' | 'W' => Side::White,
        'b' | 'B' => Side::Black,
        c => return Err(HubError::BadSideToMove(c)),
    };
    let mut pieces = Vec::new();
    for (i, (&sq, &c)) in cells.iter().zip(&chars[1..]).enumerate() {
        let piece = match c {
            'w' => Piece { side: Side::White, kind: Kind::Man },
            'W' => Piece { side: Side::White, kind: Kind::King },
            'b' => Piece { side: Side::Black, kind: Kind::Man },
            'B' => Piece { side: Side::Black, kind: Kind::King },
            'e' | '.' => continue,
            c => return Err(HubError::BadCharacter { index: i + 2, found: c }),
        };
        pieces.push((sq, piece));
    }
    Position::new(rules, side, pieces).map_err(HubError::Setup)
}

/// Reads a Hub position that is to start a game: [`read_position`], then
/// [`Position::check_playable`].
pub fn read_setup(rules: &'static Rules, text: &str) -> Result<Position, HubError> {
    let pos = read_position(rules, text)?;
    pos.check_playable().map_err(HubError::Unplayable)?;
    Ok(pos)
}

/// Writes a Hub position string.
pub fn write_position(pos: &Position) -> String {
    let mut out = String::new();
    out.push(pos.side_to_move().letter());
    for &sq in pos.rules().topology.squares() {
        out.push(match pos.piece_at(sq) {
            None => 'e',
            Some(Piece { side: Side::White, kind: Kind::Man }) => 'w',
            Some(Piece { side: Side::White, kind: Kind::King }) => 'W',
            Some(Piece { side: Side::Black, kind: Kind::Man }) => 'b',
            Some(Piece { side: Side::Black, kind: Kind::King }) => 'B',
        });
    }
    out
}

/// Writes a move in Hub format.
pub fn write_move(rules: &Rules, mv: &Move) -> String {
    let name = |sq: Square| rules.topology.name(sq).to_string();
    if !mv.is_capture() {
        return format!("{}-{}", name(mv.from), name(mv.to));
    }
    let mut out = format!("{}x{}", name(mv.from), name(mv.to));
    for sq in mv.captured_squares() {
        out.push('x');
        out.push_str(&name(sq));
    }
    out
}

/// Finds the legal move a Hub move names.
pub fn read_move(pos: &Position, text: &str) -> Result<Move, HubError> {
    let topology = &pos.rules().topology;
    let parts: Vec<&str> = text.trim().split(['-', 'x']).collect();
    let cells = parts
        .iter()
        .map(|p| {
            topology
                .parse(p)
                .ok_or_else(|| HubError::NotACell { part: p.to_string(), text: text.to_string() })
        })
        .collect::<Result<Vec<Square>, HubError>>()?;
    if cells.len() < 2 {
        return Err(HubError::NotAMove(text.to_string()));
    }
    let captured = cells[2..].iter().fold(0, |acc, sq| acc | sq.bit());
    let legal = pos.legal_moves();
    let matching: Vec<&Move> = legal
        .iter()
        .filter(|m| m.from == cells[0] && m.to == cells[1] && (cells.len() == 2 || m.captured == captured))
        .collect();
    match matching.as_slice() {
        [mv] => Ok(**mv),
        [] => Err(HubError::IllegalMove(text.to_string())),
        _ => Err(HubError::AmbiguousMove(text.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen;
    use crate::variant::Variant;

    #[test]
    fn the_standard_start_string() {
        let rules = Variant::International.rules();
        let start = Position::start(rules);
        let text = write_position(&start);
        assert_eq!(text, format!("W{}{}{}", "b".repeat(20), "e".repeat(10), "w".repeat(20)));
        assert_eq!(read_position(rules, &text).unwrap(), start);
    }

    #[test]
    fn every_variant_round_trips() {
        for v in Variant::ALL {
            let start = Position::start(v.rules());
            let text = write_position(&start);
            assert_eq!(text.len(), v.rules().topology.cell_count() + 1);
            assert_eq!(read_position(v.rules(), &text).unwrap(), start);
        }
        let hex = Variant::HexDame.rules();
        let pos = fen::read(hex, "B:WKe5:Bi9").unwrap();
        assert_eq!(read_position(hex, &write_position(&pos)).unwrap(), pos);
    }

    #[test]
    fn moves_list_captured_pieces() {
        let rules = Variant::International.rules();
        let pos = fen::read(rules, "W:WK32:B13,18,21,28").unwrap();
        let legal = pos.legal_moves();
        let texts: Vec<String> = legal.iter().map(|m| write_move(rules, m)).collect();
        assert!(texts.contains(&"32x26x18x21x28".to_string()), "{texts:?}");
        for (mv, text) in legal.iter().zip(&texts) {
            assert!(read_move(&pos, text).unwrap().same_move(mv));
        }
        assert!(read_move(&pos, "32x26").unwrap_err().to_string().contains("ambiguous"));
        assert!(read_move(&pos, "32x26x28x21x19").is_err());
    }

    #[test]
    fn bad_strings_are_errors() {
        let rules = Variant::International.rules();
        assert!(read_position(rules, "w").unwrap_err().to_string().contains("has 51 characters"));
        let bad = format!("x{}", "e".repeat(50));
        assert!(read_position(rules, &bad).unwrap_err().to_string().contains("side to move"));
        let bad = format!("w{}z{}", "e".repeat(10), "e".repeat(39));
        assert!(read_position(rules, &bad).unwrap_err().to_string().contains("character 12"));
        assert!(read_move(&Position::start(rules), "32-27x").is_err());
    }
}
