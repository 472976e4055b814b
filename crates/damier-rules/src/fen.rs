//! FEN for every variant (see docs/FORMATS.md).
//!
//! `W:W31-50:B1-20` on square boards (`K` marks a king, ranges allowed); `W:Wa1,a2:Bi9,Ke5` on
//! the hexagon. Optional extra fields: `H<halfmoves>` and `F<fullmove>` (accepted and checked,
//! not used), and for Frisian the king-move counters `+<count><square>+<count><square>`, Black's
//! then White's, written only when one is non-zero.

use std::fmt;

use crate::position::{Kind, KingRun, Piece, Position, SetupError, Unplayable};
use crate::topology::{BoardShape, Cell, Square, Topology};
use crate::variant::{Rules, Side};

/// What is wrong with a FEN, and where: `column` is the 1-based character column, or 0 when the
/// problem is the position as a whole (two pieces on one cell come with the column of the
/// second; a position that cannot start a game with 0).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FenError {
    pub column: usize,
    pub reason: FenReason,
}

/// Why a FEN was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FenReason {
    Empty,
    /// The first field is not `W` or `B`.
    BadSideToMove(String),
    EmptyField,
    PiecesListedTwice(Side),
    /// `H` or `F` without a number after it.
    BadCounter(String),
    UnexpectedField(String),
    /// No `W` field or no `B` field.
    MissingSide,
    EmptyEntry,
    /// A name that is not a cell of the board (`51` on 10×10, `a9` on the hexagon).
    NotACell {
        text: String,
        hexagon: bool,
        cells: usize,
    },
    BackwardsRange(String),
    GivenTwice(Cell),
    ManOnPromotionRow {
        side: Side,
        cell: Cell,
    },
    /// The Frisian king-move field is malformed.
    KingRuns(String),
    Setup(SetupError),
    /// The position reads but cannot start a game ([`read_setup`] only).
    Unplayable(Unplayable),
}

impl fmt::Display for FenReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenReason::Empty => write!(f, "empty FEN"),
            FenReason::BadSideToMove(t) => write!(f, "the side to move must be W or B, not '{t}'"),
            FenReason::EmptyField => write!(f, "empty field"),
            FenReason::PiecesListedTwice(side) => write!(f, "the pieces of {side:?} are listed twice"),
            FenReason::BadCounter(t) => write!(f, "'{t}' needs a number after its letter"),
            FenReason::UnexpectedField(t) => write!(f, "unexpected field '{t}'"),
            FenReason::MissingSide => write!(f, "a FEN needs a W field and a B field (either may be empty)"),
            FenReason::EmptyEntry => write!(f, "empty entry in a piece list"),
            FenReason::NotACell { text, hexagon: true, .. } => {
                write!(f, "'{text}' is not a HexDame cell (a1..i9)")
            }
            FenReason::NotACell { text, cells, .. } => {
                write!(f, "'{text}' is not a square number (1..{cells})")
            }
            FenReason::BackwardsRange(t) => write!(f, "the range {t} runs backwards"),
            FenReason::GivenTwice(cell) => write!(f, "{cell} is given twice"),
            FenReason::ManOnPromotionRow { side, cell } => {
                write!(f, "a {side:?} man on {cell} stands on its own promotion row")
            }
            FenReason::KingRuns(t) => f.write_str(t),
            FenReason::Setup(e) => e.fmt(f),
            FenReason::Unplayable(e) => write!(f, "the position cannot start a game: {e}"),
        }
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.column == 0 {
            write!(f, "bad FEN: {}", self.reason)
        } else {
            write!(f, "bad FEN at column {}: {}", self.column, self.reason)
        }
    }
}

impl std::error::Error for FenError {}

/// `column` is 0-based here.
fn error(column: usize, reason: FenReason) -> FenError {
    FenError { column: column + 1, reason }
}

fn whole(reason: FenReason) -> FenError {
    FenError { column: 0, reason }
}

fn not_a_cell(topology: &Topology, text: &str) -> FenReason {
    FenReason::NotACell { text: text.to_string(), hexagon: topology.is_hex(), cells: topology.cell_count() }
}

/// Reads a FEN that is to start a game: [`read`], then [`Position::check_playable`] (each side
/// has pieces, no more than a game starts with, and the side to move can move). Command-line
/// `--fen`, PDN `[FEN]` tags and the Hub's `pos` read with this.
///
/// ```
/// use damier_rules::{Variant, fen};
/// let rules = Variant::International.rules();
/// assert!(fen::read_setup(rules, "W:W31-50:B1-20").is_ok());
/// // Reads as a position (for analysis), but no game can start from it.
/// assert!(fen::read(rules, "W:W31:B").is_ok());
/// let e = fen::read_setup(rules, "W:W31:B").unwrap_err();
/// assert_eq!(e.to_string(), "bad FEN: the position cannot start a game: Black has no pieces");
/// ```
pub fn read_setup(rules: &'static Rules, text: &str) -> Result<Position, FenError> {
    let pos = read(rules, text)?;
    pos.check_playable().map_err(|e| whole(FenReason::Unplayable(e)))?;
    Ok(pos)
}

/// Reads a FEN for the given rules: any arrangement of pieces [`Position::new`] accepts, even one
/// no game could start from (no pieces for a side, no legal move), since analysis, perft and
/// tests use such positions. Loaders of starting positions use [`read_setup`].
///
/// ```
/// use damier_rules::{Position, Variant, fen};
/// let rules = Variant::International.rules();
/// let pos = fen::read(rules, "W:W31-50:B1-20").unwrap();
/// assert_eq!(pos, Position::start(rules));
/// assert_eq!(fen::write(&pos), "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20");
/// let e = fen::read(rules, "W:W31-51:B1-20").unwrap_err();
/// assert_eq!(e.column, 4);
/// assert_eq!(e.to_string(), "bad FEN at column 4: '51' is not a square number (1..50)");
/// ```
pub fn read(rules: &'static Rules, text: &str) -> Result<Position, FenError> {
    let trimmed_start = text.len() - text.trim_start().len();
    let body = text.trim().trim_matches('"');
    let offset = trimmed_start + text.trim().find(body).unwrap_or(0);
    let body = body.strip_suffix('.').unwrap_or(body);
    if body.is_empty() {
        return Err(error(0, FenReason::Empty));
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
        other => return Err(error(col, FenReason::BadSideToMove(other.to_string()))),
    };

    let mut pieces: Vec<(Square, Piece, usize)> = Vec::new();
    let mut seen_sides = [false, false];
    let mut runs: Option<[KingRun; 2]> = None;
    for &(col, field) in &fields[1..] {
        let field_trim = field.trim();
        let col = col + (field.len() - field.trim_start().len());
        let Some(first) = field_trim.chars().next() else {
            return Err(error(col, FenReason::EmptyField));
        };
        match first {
            'W' | 'B' => {
                let side = if first == 'W' { Side::White } else { Side::Black };
                if std::mem::replace(&mut seen_sides[side.index()], true) {
                    return Err(error(col, FenReason::PiecesListedTwice(side)));
                }
                read_pieces(rules, side, &field_trim[1..], col + 1, &mut pieces)?;
            }
            'H' | 'F' => {
                if field_trim[1..].parse::<u32>().is_err() {
                    return Err(error(col, FenReason::BadCounter(field_trim.to_string())));
                }
            }
            '+' if rules.king_move_limit.is_some() => {
                runs = Some(read_king_runs(rules, field_trim, col)?);
            }
            _ => return Err(error(col, FenReason::UnexpectedField(field_trim.to_string()))),
        }
    }
    if !seen_sides[0] || !seen_sides[1] {
        return Err(error(body.len() + offset, FenReason::MissingSide));
    }

    for (i, &(sq, piece, col)) in pieces.iter().enumerate() {
        if pieces[..i].iter().any(|&(other, _, _)| other == sq) {
            return Err(error(col, FenReason::GivenTwice(Cell::new(&rules.topology, sq))));
        }
        if piece.kind == Kind::Man && rules.promotion[piece.side.index()] & sq.bit() != 0 {
            let cell = Cell::new(&rules.topology, sq);
            return Err(error(col, FenReason::ManOnPromotionRow { side: piece.side, cell }));
        }
    }
    let mut pos = Position::new(rules, side, pieces.iter().map(|&(sq, p, _)| (sq, p)))
        .map_err(|e| whole(FenReason::Setup(e)))?;
    if let Some(runs) = runs {
        for side in [Side::White, Side::Black] {
            pos.set_king_run(side, runs[side.index()]).map_err(|e| whole(FenReason::Setup(e)))?;
        }
    }
    Ok(pos)
}

fn read_pieces(
    rules: &'static Rules,
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
            return Err(error(this_col, FenReason::EmptyEntry));
        }
        let (kind, name) = match item.strip_prefix('K') {
            Some(rest) => (Kind::King, rest),
            None => (Kind::Man, item),
        };
        let piece = Piece { side, kind };
        let cell =
            |name: &str| topology.parse(name).ok_or_else(|| error(this_col, not_a_cell(topology, name)));
        match (topology.shape, name.split_once('-')) {
            (BoardShape::Square { .. }, Some((lo, hi))) => {
                let (a, b) = (cell(lo)?, cell(hi)?);
                let (a, b) = (topology.number(a), topology.number(b));
                if a > b {
                    return Err(error(this_col, FenReason::BackwardsRange(item.to_string())));
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
    let fail = |text: String| error(col, FenReason::KingRuns(text));
    let parts: Vec<&str> = field.split('+').skip(1).collect();
    if parts.len() != 2 {
        return Err(fail("the king-move field needs two counters: +<count><square>+<count><square>".into()));
    }
    let mut runs = [KingRun::default(); 2];
    // Black's counter comes first.
    for (part, side) in parts.into_iter().zip([Side::Black, Side::White]) {
        let mut chars = part.chars();
        let count = chars
            .next()
            .and_then(|c| c.to_digit(10))
            .ok_or_else(|| fail(format!("'+{part}' must start with a count")))?;
        let rest = chars.as_str();
        let rest = rest.strip_prefix('K').unwrap_or(rest);
        let square = if rest.is_empty() {
            None
        } else {
            Some(rules.topology.parse(rest).ok_or_else(|| fail(format!("'{rest}' is not a square")))?)
        };
        if count > 0 && square.is_none() {
            return Err(fail(format!("the counter '+{part}' names no king")));
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

/// A position shows itself as its FEN.
impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", write(self))
    }
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
        assert!(e.to_string().contains("'51'"), "{e}");
        let e = read(rules, "X:W31:B1").unwrap_err();
        assert_eq!(e.column, 1);
        let e = read(rules, "W:W31,31:B1").unwrap_err();
        assert!(e.to_string().contains("twice"), "{e}");
        let e = read(rules, "W:W3:B1").unwrap_err();
        assert!(e.to_string().contains("promotion row"), "{e}");
        let e = read(rules, "W:W31").unwrap_err();
        assert!(e.to_string().contains("B field"), "{e}");
        let e = read(rules, "W:W40-31:B1").unwrap_err();
        assert!(e.to_string().contains("backwards"), "{e}");
        let hex = Variant::HexDame.rules();
        let e = read(hex, "W:Wa1,a9:Bi9").unwrap_err();
        assert_eq!(e.column, 7);
        assert!(e.to_string().contains("'a9'"), "{e}");
        assert!(read(hex, "W:Wa1-a4:Bi9").is_err(), "no ranges on the hexagon");
    }
}
