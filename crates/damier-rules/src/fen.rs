//! FEN for every variant (see FORMATS.md).
//!
//! `W:W31-50:B1-20` on square boards (`K` marks a king, ranges allowed); `W:Wa1,a2:Bi9,Ke5` on
//! the hexagon. Optional extra fields: `H<halfmoves>` and `F<fullmove>` (accepted and checked,
//! not used), and for Frisian the king-move counters `+<count><square>+<count><square>`, Black's
//! then White's, written only when one is non-zero.

use std::fmt;

use crate::position::{Kind, KingRun, Piece, Position};
use crate::topology::{BoardShape, Square};
use crate::variant::{Rules, Side};

/// What is wrong with a FEN, and where (a 1-based character column).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FenError {
    pub column: usize,
    pub reason: String,
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad FEN at column {}: {}", self.column, self.reason)
    }
}

impl std::error::Error for FenError {}

fn error(column: usize, reason: impl Into<String>) -> FenError {
    FenError { column: column + 1, reason: reason.into() }
}

/// Reads a FEN for the given rules.
pub fn read(rules: &'static Rules, text: &str) -> Result<Position, FenError> {
    let trimmed_start = text.len() - text.trim_start().len();
    let body = text.trim().trim_matches('"');
    let offset = trimmed_start + text.trim().find(body).unwrap_or(0);
    let body = body.strip_suffix('.').unwrap_or(body);
    if body.is_empty() {
        return Err(error(0, "empty FEN"));
    }

    // Split into fields, remembering where each starts.
    let mut fields = Vec::new();
    let mut start = 0;
    for (i, c) in body.char_indices() {
        if c == ':' {
            fields.push((offset + start, &body[start..i]));
            start = i + 1;
        }
    }
    fields.push((offset + start, &body[start..]));

    let (col, turn) = fields[0];
    let side = match turn.trim() {
        "W" | "w" => Side::White,
        "B" | "b" => Side::Black,
        other => return Err(error(col, format!("the side to move must be W or B, not '{other}'"))),
    };

    let mut pieces: Vec<(Square, Piece, usize)> = Vec::new();
    let mut seen_sides = [false, false];
    let mut runs: Option<[KingRun; 2]> = None;
    for &(col, field) in &fields[1..] {
        let field_trim = field.trim();
        let col = col + (field.len() - field.trim_start().len());
        let Some(first) = field_trim.chars().next() else {
            return Err(error(col, "empty field"));
        };
        match first {
            'W' | 'B' => {
                let side = if first == 'W' { Side::White } else { Side::Black };
                if std::mem::replace(&mut seen_sides[side.index()], true) {
                    return Err(error(col, format!("the pieces of {side:?} are listed twice")));
                }
                read_pieces(rules, side, &field_trim[1..], col + 1, &mut pieces)?;
            }
            'H' | 'F' => {
                if field_trim[1..].parse::<u32>().is_err() {
                    return Err(error(col, format!("'{field_trim}' needs a number after {first}")));
                }
            }
            '+' if rules.king_move_limit.is_some() => {
                runs = Some(read_king_runs(rules, field_trim, col)?);
            }
            _ => return Err(error(col, format!("unexpected field '{field_trim}'"))),
        }
    }
    if !seen_sides[0] || !seen_sides[1] {
        return Err(error(body.len() + offset, "a FEN needs a W field and a B field (either may be empty)"));
    }

    for (i, &(sq, piece, col)) in pieces.iter().enumerate() {
        if pieces[..i].iter().any(|&(other, _, _)| other == sq) {
            return Err(error(col, format!("{} is given twice", rules.topology.name(sq))));
        }
        if piece.kind == Kind::Man && rules.promotion[piece.side.index()] & sq.bit() != 0 {
            return Err(error(
                col,
                format!(
                    "a {:?} man on {} stands on its own promotion row",
                    piece.side,
                    rules.topology.name(sq)
                ),
            ));
        }
    }
    let mut pos = Position::new(rules, side, pieces.iter().map(|&(sq, p, _)| (sq, p)))
        .map_err(|e| error(0, e.to_string()))?;
    if let Some(runs) = runs {
        for side in [Side::White, Side::Black] {
            pos.set_king_run(side, runs[side.index()]).map_err(|e| error(0, e.to_string()))?;
        }
    }
    Ok(pos)
}

fn read_pieces(
    rules: &Rules,
    side: Side,
    list: &str,
    col: usize,
    out: &mut Vec<(Square, Piece, usize)>,
) -> Result<(), FenError> {
    let topology = &rules.topology;
    let mut item_col = col;
    for item in list.split(',') {
        let this_col = item_col + (item.len() - item.trim_start().len());
        item_col += item.len() + 1;
        let item = item.trim();
        if item.is_empty() {
            if list.trim().is_empty() {
                break;
            }
            return Err(error(this_col, "empty entry in a piece list"));
        }
        let (kind, name) = match item.strip_prefix('K') {
            Some(rest) => (Kind::King, rest),
            None => (Kind::Man, item),
        };
        let piece = Piece { side, kind };
        let cell = |name: &str| {
            topology.parse(name).ok_or_else(|| match topology.shape {
                BoardShape::Hexagon => error(this_col, format!("'{name}' is not a HexDame cell (a1..i9)")),
                BoardShape::Square { .. } => {
                    error(this_col, format!("'{name}' is not a square number (1..{})", topology.cell_count()))
                }
            })
        };
        match (topology.shape, name.split_once('-')) {
            (BoardShape::Square { .. }, Some((lo, hi))) => {
                let (a, b) = (cell(lo)?, cell(hi)?);
                let (a, b) = (topology.number(a), topology.number(b));
                if a > b {
                    return Err(error(this_col, format!("the range {item} runs backwards")));
                }
                for n in a..=b {
                    let sq = topology.from_number(n as u32).expect("inside the range");
                    out.push((sq, piece, this_col));
                }
            }
            _ => out.push((cell(name)?, piece, this_col)),
        }
    }
    Ok(())
}

fn read_king_runs(rules: &Rules, field: &str, col: usize) -> Result<[KingRun; 2], FenError> {
    let parts: Vec<&str> = field.split('+').skip(1).collect();
    if parts.len() != 2 {
        return Err(error(col, "the king-move field needs two counters: +<count><square>+<count><square>"));
    }
    let mut runs = [KingRun::default(); 2];
    // Black's counter comes first.
    for (part, side) in parts.into_iter().zip([Side::Black, Side::White]) {
        let mut chars = part.chars();
        let count = chars
            .next()
            .and_then(|c| c.to_digit(10))
            .ok_or_else(|| error(col, format!("'+{part}' must start with a count")))?;
        let rest = chars.as_str();
        let rest = rest.strip_prefix('K').unwrap_or(rest);
        let square = if rest.is_empty() {
            None
        } else {
            Some(rules.topology.parse(rest).ok_or_else(|| error(col, format!("'{rest}' is not a square")))?)
        };
        if count > 0 && square.is_none() {
            return Err(error(col, format!("the counter '+{part}' names no king")));
        }
        runs[side.index()] = KingRun { square, count: count as u8 };
    }
    Ok(runs)
}

/// Writes the position's FEN.
pub fn write(pos: &Position) -> String {
    let rules = pos.rules();
    let topology = &rules.topology;
    let mut out = String::new();
    out.push(pos.side_to_move().letter());
    for side in [Side::White, Side::Black] {
        out.push(':');
        out.push(side.letter());
        let mut first = true;
        for (sq, piece) in pos.all_pieces().filter(|(_, p)| p.side == side) {
            if !first {
                out.push(',');
            }
            first = false;
            if piece.kind == Kind::King {
                out.push('K');
            }
            out.push_str(&topology.name(sq).to_string());
        }
    }
    let runs = [pos.king_run(Side::Black), pos.king_run(Side::White)];
    if runs.iter().any(|r| r.count > 0) {
        out.push(':');
        for run in runs {
            out.push('+');
            out.push_str(&run.count.to_string());
            if let Some(sq) = run.square.filter(|_| run.count > 0) {
                out.push_str(&topology.name(sq).to_string());
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::Variant;

    #[test]
    fn start_positions_read_and_write() {
        let cases = [
            (Variant::International, "W:W31-50:B1-20"),
            (Variant::Frisian, "W:W31-50:B1-20"),
            (Variant::Brazilian, "W:W21-32:B1-12"),
            (Variant::English, "B:W21-32:B1-12"),
        ];
        for (variant, fen) in cases {
            let rules = variant.rules();
            let pos = read(rules, fen).unwrap();
            assert_eq!(pos, Position::start(rules), "{variant}");
            assert_eq!(read(rules, &write(&pos)).unwrap(), pos);
        }
        let hex = Variant::HexDame.rules();
        let start = Position::start(hex);
        assert_eq!(
            write(&start),
            "W:Wa1,a2,a3,a4,b1,b2,b3,b4,c1,c2,c3,c4,d1,d2,d3,d4:Bf6,f7,f8,f9,g6,g7,g8,g9,h6,h7,h8,h9,i6,i7,i8,i9"
        );
        assert_eq!(read(hex, &write(&start)).unwrap(), start);
    }

    #[test]
    fn kings_empty_sides_and_extra_fields() {
        let rules = Variant::International.rules();
        let pos = read(rules, "B:WK50:B").unwrap();
        assert_eq!(pos.kings(Side::White).count_ones(), 1);
        assert_eq!(pos.pieces(Side::Black), 0);
        assert_eq!(write(&pos), "B:WK50:B");
        assert!(read(rules, "W:W31-50:B1-20:H0:F1").is_ok());
        assert!(read(rules, " \"W:W31-50:B1-20.\" ").is_ok());
    }

    #[test]
    fn frisian_king_counters_round_trip() {
        let rules = Variant::Frisian.rules();
        let pos = read(rules, "W:W31,K45:BK3,20:+0+245").unwrap();
        assert_eq!(pos.king_run(Side::White).count, 2);
        assert_eq!(write(&pos), "W:W31,K45:BK3,20:+0+245");
        assert!(read(rules, "W:W31,K45:BK3,20:+0+244").is_err(), "no white king on 44");
        assert!(read(rules, "W:W31,K45:BK3,20:+0+445").is_err(), "four is over the limit");
    }

    #[test]
    fn errors_say_what_and_where() {
        let rules = Variant::International.rules();
        let e = read(rules, "W:W31-51:B1-20").unwrap_err();
        assert_eq!(e.column, 4);
        assert!(e.reason.contains("'51'"), "{e}");
        let e = read(rules, "X:W31:B1").unwrap_err();
        assert_eq!(e.column, 1);
        let e = read(rules, "W:W31,31:B1").unwrap_err();
        assert!(e.reason.contains("twice"), "{e}");
        let e = read(rules, "W:W3:B1").unwrap_err();
        assert!(e.reason.contains("promotion row"), "{e}");
        let e = read(rules, "W:W31").unwrap_err();
        assert!(e.reason.contains("B field"), "{e}");
        let e = read(rules, "W:W40-31:B1").unwrap_err();
        assert!(e.reason.contains("backwards"), "{e}");
        let hex = Variant::HexDame.rules();
        let e = read(hex, "W:Wa1,a9:Bi9").unwrap_err();
        assert_eq!(e.column, 7);
        assert!(e.reason.contains("'a9'"), "{e}");
        assert!(read(hex, "W:Wa1-a4:Bi9").is_err(), "no ranges on the hexagon");
    }
}
