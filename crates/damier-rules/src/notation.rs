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
use crate::routes::Verdict;
use crate::topology::{Cell, Square, Topology};
use crate::why_not::{Refusal, Tried, why_not_tried};

/// A typed move that names no legal move: the input and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotationError {
    pub input: String,
    pub reason: NotationReason,
}

/// Why typed input names no legal move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotationReason {
    Empty,
    /// Not cells separated by `-` or `x`.
    Malformed,
    /// Not a HexDame move in any form (formal or shorthand).
    NotAHexMove,
    /// A name that is not a cell of the board.
    NotACell {
        text: String,
        hexagon: bool,
        cells: usize,
    },
    /// The landing cells given do not make a legal capture route.
    NotACaptureRoute(Vec<Cell>),
    /// A move from one cell to another that the rules forbid, and the rule; `example` is the
    /// capture that must be preferred, in the board's notation, when a capture is compulsory.
    Refused {
        from: Cell,
        to: Cell,
        why: Refusal,
        example: Option<String>,
    },
    /// Several legal captures fit; their full paths.
    Ambiguous(Vec<String>),
}

impl fmt::Display for NotationReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationReason::Empty => write!(f, "empty move"),
            NotationReason::Malformed => write!(f, "expected cells separated by '-' or 'x'"),
            NotationReason::NotAHexMove => write!(
                f,
                "not a HexDame move: write f4-g5, f4xh6xf6, or shorthand like f45, fg4, f4g5, e8g6x, f6x"
            ),
            NotationReason::NotACell { text, hexagon: true, .. } => {
                write!(f, "'{text}' is not a HexDame cell (a1..i9)")
            }
            NotationReason::NotACell { text, cells, .. } => {
                write!(f, "'{text}' is not a square number (1..{cells})")
            }
            NotationReason::NotACaptureRoute(cells) => {
                let names: Vec<String> = cells.iter().map(Cell::to_string).collect();
                write!(f, "{} is not a legal capture route", names.join("x"))
            }
            NotationReason::Refused { from, to, why, example } => {
                write_refusal(f, *from, *to, why, example.as_deref().unwrap_or("?"))
            }
            NotationReason::Ambiguous(options) => {
                write!(f, "ambiguous: it could be {}; give the full path", options.join(" or "))
            }
        }
    }
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

/// A line of moves played from `start`, each as a move list shows it (`write_short` in the
/// position it is played in).
pub fn line_short(start: &Position, line: &[Move]) -> Vec<String> {
    let mut pos = *start;
    line.iter()
        .map(|mv| {
            let text = write_short(mv, &pos.legal_moves(), &pos.rules().topology);
            pos = pos.after(mv);
            text
        })
        .collect()
}

/// Resolves typed input against the legal moves of `pos`. Accepts every form `write` and
/// `write_short` produce, `-` between the cells of a capture, and any legal route of a capture
/// (which may differ from the route kept in `Move::path`).
///
/// ```
/// use damier_rules::{Position, Variant, notation};
/// let start = Position::start(Variant::International.rules());
/// let mv = notation::parse(&start, "32-28").unwrap();
/// assert_eq!(notation::write(&mv, &start.legal_moves(), &start.rules().topology), "32-28");
/// let e = notation::parse(&start, "32-23").unwrap_err();
/// assert_eq!(e.to_string(), "move '32-23': a man moves one cell at a time");
/// ```
pub fn parse(pos: &Position, input: &str) -> Result<Move, NotationError> {
    let legal = pos.legal_moves();
    parse_among(pos, &legal, input)
}

/// As `parse`, with the legal moves already generated.
pub fn parse_among(pos: &Position, legal: &[Move], input: &str) -> Result<Move, NotationError> {
    let topology = &pos.rules().topology;
    let fail = |reason: NotationReason| NotationError { input: input.to_string(), reason };
    let text = input.trim();
    let written = Written::read(topology, text).map_err(fail)?;

    let from = written.cells[0];
    let landings = &written.cells[1..];
    let to = *written.cells.last().expect("at least one cell");
    let mut candidates: Vec<&Move> = legal.iter().filter(|m| m.from == from && m.to == to).collect();
    if written.capture {
        candidates.retain(|m| m.is_capture());
    }
    if landings.len() > 1 {
        match pos.route_captures(from, landings) {
            Some(route) => {
                let captured = route.iter().fold(0, |acc, sq| acc | sq.bit());
                candidates.retain(|m| m.captured == captured);
            }
            None => candidates.clear(),
        }
    }
    match candidates.as_slice() {
        [mv] => Ok(**mv),
        [] => {
            let cell = |sq| Cell::new(topology, sq);
            let tried = Tried { from, landings, capture: written.capture };
            let why = why_not_tried(pos, &tried).unwrap_or(Refusal::Immobile);
            if why == Refusal::NotACaptureRoute {
                return Err(fail(NotationReason::NotACaptureRoute(
                    written.cells.iter().map(|&sq| cell(sq)).collect(),
                )));
            }
            let example = capture_example(legal, topology);
            Err(fail(NotationReason::Refused { from: cell(from), to: cell(to), why, example }))
        }
        many => Err(fail(NotationReason::Ambiguous(many.iter().map(|m| full_path(topology, m)).collect()))),
    }
}

/// A refusal in English, for the CLI and the Hub (the game words it in the player's language).
fn write_refusal(
    f: &mut fmt::Formatter<'_>,
    from: Cell,
    to: Cell,
    why: &Refusal,
    example: &str,
) -> fmt::Result {
    let cell = |sq: Square| Cell::new(from.topology(), sq);
    match why {
        Refusal::NoPieceToMove => write!(f, "no piece of the side to move on {from}"),
        Refusal::CaptureCompulsory { .. } => write!(f, "a capture is compulsory (for example {example})"),
        Refusal::CaptureNotOver => {
            write!(f, "the capture from {from} cannot stop on {to}: a capture goes on while it can")
        }
        Refusal::Outranked { tried, written, .. } => match tried.verdict {
            Verdict::FewerPieces { most } => write!(
                f,
                "{written} takes {} but {example} takes {most}: the capture that takes the most is compulsory",
                tried.pieces
            ),
            Verdict::LowerValue { best } => write!(
                f,
                "{written} is worth {} but {example} is worth {best}: the capture of the highest value is compulsory",
                tried.value.unwrap_or(0)
            ),
            Verdict::KingPreferred | Verdict::Legal => {
                write!(f, "{example} takes as much with a king, and then the king must capture")
            }
        },
        Refusal::ManForwardOnly { captures_backwards: true } => {
            write!(f, "a man moves forwards only (it may still capture backwards)")
        }
        Refusal::ManForwardOnly { captures_backwards: false } => write!(f, "a man moves forwards only"),
        Refusal::ManCapturesForwardOnly => write!(f, "a man captures forwards only"),
        Refusal::PlainMoveDiagonal => {
            write!(f, "a plain move goes diagonally: rows and columns are for captures only")
        }
        Refusal::NothingToCapture => write!(f, "the piece on {from} has nothing to capture there"),
        Refusal::NotACaptureRoute => write!(f, "that is not a capture route of the piece on {from}"),
        Refusal::ManOneStep => write!(f, "a man moves one cell at a time"),
        Refusal::KingOneStep => write!(f, "a king moves one cell at a time"),
        Refusal::NotALine => write!(f, "{to} is not on a line from {from}"),
        Refusal::Blocked { at } => write!(f, "the way from {from} to {to} is blocked on {}", cell(*at)),
        Refusal::KingMoveLimit { limit } => {
            write!(f, "the king on {from} has made {limit} moves in a row: another piece must move")
        }
        Refusal::Immobile => write!(f, "no legal move from {from} to {to}"),
    }
}

/// A capture the side to move must play, in the board's notation, when one is compulsory: the
/// first legal one, which is also the best route a refused capture is compared with.
pub fn capture_example(legal: &[Move], topology: &Topology) -> Option<String> {
    legal.iter().find(|m| m.is_capture()).map(|m| write(m, legal, topology))
}

/// A move as typed: its cells (start first) and whether it was marked as a capture.
struct Written {
    cells: Vec<Square>,
    capture: bool,
}

impl Written {
    fn read(topology: &Topology, text: &str) -> Result<Written, NotationReason> {
        if text.is_empty() {
            return Err(NotationReason::Empty);
        }
        let cell = |name: &str| {
            topology.parse(name).ok_or_else(|| NotationReason::NotACell {
                text: name.to_string(),
                hexagon: topology.is_hex(),
                cells: topology.cell_count(),
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
            return Err(NotationReason::Malformed);
        }
        let cells = parts.iter().map(|p| cell(p.trim())).collect::<Result<Vec<_>, _>>()?;
        Ok(Written { cells, capture })
    }

    fn read_hex_shorthand(topology: &Topology, body: &str, capture: bool) -> Result<Written, NotationReason> {
        let chars: Vec<char> = body.chars().collect();
        let cell = |l: char, d: char| {
            topology.hex_cell(l, d).ok_or_else(|| NotationReason::NotACell {
                text: format!("{l}{d}"),
                hexagon: true,
                cells: topology.cell_count(),
            })
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
            _ => return Err(NotationReason::NotAHexMove),
        };
        Ok(Written { cells, capture })
    }
}
