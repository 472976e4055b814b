//! Move notation: printing in each variant's style and resolving typed moves.
//!
//! Square boards use numeric notation (`32-28`, `28x19`, the full path `28x19x10` only when two
//! captures share start and end). HexDame has a formal notation (`f4-g5`, `e8xg8xg6`, every
//! landing cell listed; used in files) and Freeling's shorthand for the move list (`f45`, `fg4`,
//! `f4g5`, `e8g6x`, `eg8x`, `f6x`). Resolving a typed move never guesses: input that matches no
//! legal move, or more than one, is an error that says so.

use std::fmt;

use crate::moves::Move;
use crate::position::Position;
use crate::topology::{Square, Topology};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotationError {
    pub input: String,
    pub reason: String,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move '{}': {}", self.input, self.reason)
    }
}

impl std::error::Error for NotationError {}

/// Whether another legal move shares this move's start and end (and so needs its full path).
fn is_ambiguous(mv: &Move, legal: &[Move]) -> bool {
    legal.iter().any(|m| m.from == mv.from && m.to == mv.to && m.captured != mv.captured)
}

fn full_path(topology: &Topology, mv: &Move) -> String {
    let mut out = topology.name(mv.from).to_string();
    for &sq in mv.path() {
        out.push('x');
        out.push_str(&topology.name(sq).to_string());
    }
    out
}

/// The variant's standard notation, as written in PDN files: numeric on square boards (full
/// path only when ambiguous), formal on the hexagon (every landing cell).
pub fn write(mv: &Move, legal: &[Move], topology: &Topology) -> String {
    let name = |sq| topology.name(sq).to_string();
    match (mv.is_capture(), topology.is_hex()) {
        (false, _) => format!("{}-{}", name(mv.from), name(mv.to)),
        (true, true) => full_path(topology, mv),
        (true, false) if is_ambiguous(mv, legal) || mv.from == mv.to => full_path(topology, mv),
        (true, false) => format!("{}x{}", name(mv.from), name(mv.to)),
    }
}

/// The notation for a move list: HexDame shorthand (formal path where two captures share start
/// and end); the standard notation on square boards.
pub fn write_short(mv: &Move, legal: &[Move], topology: &Topology) -> String {
    if !topology.is_hex() {
        return write(mv, legal, topology);
    }
    if mv.is_capture() && is_ambiguous(mv, legal) {
        return full_path(topology, mv);
    }
    let cell = |sq: Square| {
        let (x, y) = topology.coords(sq);
        ((b'a' + x as u8) as char, (b'1' + y as u8) as char)
    };
    let ((l1, d1), (l2, d2)) = (cell(mv.from), cell(mv.to));
    let mut out = if mv.from == mv.to {
        format!("{l1}{d1}")
    } else if l1 == l2 {
        format!("{l1}{d1}{d2}")
    } else if d1 == d2 {
        format!("{l1}{l2}{d1}")
    } else {
        format!("{l1}{d1}{l2}{d2}")
    };
    if mv.is_capture() {
        out.push('x');
    }
    out
}

/// Resolves typed input against the legal moves of `pos`. Accepts every form `write` and
/// `write_short` produce, `-` between the cells of a capture, and any legal route of a capture
/// (which may differ from the route kept in `Move::path`).
pub fn parse(pos: &Position, input: &str) -> Result<Move, NotationError> {
    let legal = pos.legal_moves();
    parse_among(pos, &legal, input)
}

/// As `parse`, with the legal moves already generated.
pub fn parse_among(pos: &Position, legal: &[Move], input: &str) -> Result<Move, NotationError> {
    let topology = &pos.rules().topology;
    let fail = |reason: String| NotationError { input: input.to_string(), reason };
    let text = input.trim();
    let written = Written::read(topology, text).map_err(fail)?;

    let from = written.cells[0];
    let to = *written.cells.last().expect("at least one cell");
    let mut candidates: Vec<&Move> = legal.iter().filter(|m| m.from == from && m.to == to).collect();
    if written.capture {
        candidates.retain(|m| m.is_capture());
    }
    if written.cells.len() > 2 {
        let landings = &written.cells[1..];
        let route = pos.route_captures(from, landings).ok_or_else(|| {
            fail(format!("{} is not a legal capture route", describe_cells(topology, &written.cells)))
        })?;
        let captured = route.iter().fold(0, |acc, sq| acc | sq.bit());
        candidates.retain(|m| m.captured == captured);
    }
    match candidates.as_slice() {
        [mv] => Ok(**mv),
        [] => {
            let from_name = topology.name(from);
            let reason = if pos.piece_at(from).is_none_or(|p| p.side != pos.side_to_move()) {
                format!("no piece of the side to move on {from_name}")
            } else if legal.iter().any(|m| m.is_capture())
                && !legal.iter().any(|m| m.from == from && m.to == to)
            {
                let example = write(&legal[0], legal, topology);
                format!("a capture is compulsory (for example {example})")
            } else {
                format!("no legal move from {from_name} to {}", topology.name(to))
            };
            Err(fail(reason))
        }
        many => {
            let options: Vec<String> = many.iter().map(|m| full_path(topology, m)).collect();
            Err(fail(format!("ambiguous: it could be {}; give the full path", options.join(" or "))))
        }
    }
}

fn describe_cells(topology: &Topology, cells: &[Square]) -> String {
    cells.iter().map(|&sq| topology.name(sq).to_string()).collect::<Vec<_>>().join("x")
}

/// A move as typed: its cells (start first) and whether it was marked as a capture.
struct Written {
    cells: Vec<Square>,
    capture: bool,
}

impl Written {
    fn read(topology: &Topology, text: &str) -> Result<Written, String> {
        if text.is_empty() {
            return Err("empty move".into());
        }
        let cell = |name: &str| {
            topology.parse(name).ok_or_else(|| {
                if topology.is_hex() {
                    format!("'{name}' is not a HexDame cell (a1..i9)")
                } else {
                    format!("'{name}' is not a square number (1..{})", topology.cell_count())
                }
            })
        };
        // Shorthand (hexagon only): no separator, or a single trailing `x`.
        let body = text.strip_suffix('x').unwrap_or(text);
        if topology.is_hex() && !body.contains(['-', 'x', ':']) {
            return Self::read_hex_shorthand(topology, body, body.len() != text.len());
        }
        let capture = text.contains(['x', ':']);
        let parts: Vec<&str> = text.split(['-', 'x', ':']).collect();
        if parts.len() < 2 || parts.iter().any(|p| p.is_empty()) {
            return Err("expected cells separated by '-' or 'x'".into());
        }
        let cells = parts.iter().map(|p| cell(p.trim())).collect::<Result<Vec<_>, _>>()?;
        Ok(Written { cells, capture })
    }

    fn read_hex_shorthand(topology: &Topology, body: &str, capture: bool) -> Result<Written, String> {
        let chars: Vec<char> = body.chars().collect();
        let cell = |l: char, d: char| {
            topology.hex_cell(l, d).ok_or_else(|| format!("'{l}{d}' is not a HexDame cell (a1..i9)"))
        };
        let is_letter = |c: char| c.is_ascii_lowercase();
        let is_digit = |c: char| c.is_ascii_digit();
        let cells = match *chars.as_slice() {
            // `f6x`: a capture that ends on its start.
            [l, d] if capture && is_letter(l) && is_digit(d) => vec![cell(l, d)?, cell(l, d)?],
            // `f45`: along a letter line.
            [l, d1, d2] if is_letter(l) && is_digit(d1) && is_digit(d2) => vec![cell(l, d1)?, cell(l, d2)?],
            // `fg4`: along a number line.
            [l1, l2, d] if is_letter(l1) && is_letter(l2) && is_digit(d) => vec![cell(l1, d)?, cell(l2, d)?],
            // `f4g5`: both change.
            [l1, d1, l2, d2] if is_letter(l1) && is_digit(d1) && is_letter(l2) && is_digit(d2) => {
                vec![cell(l1, d1)?, cell(l2, d2)?]
            }
            _ => {
                return Err(
                    "not a HexDame move: write f4-g5, f4xh6xf6, or shorthand like f45, fg4, f4g5, e8g6x, f6x"
                        .into(),
                );
            }
        };
        Ok(Written { cells, capture })
    }
}
