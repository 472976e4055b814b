//! Why a move the player tried is not allowed, in terms of the rule that forbids it: the answer a
//! teacher gives ("a capture is compulsory", "another capture takes more", "a man does not move
//! backwards"), for the game's side panel and its lessons.

use crate::moves::Move;
use crate::position::Position;
use crate::routes::{Route, Verdict, all_capture_routes};
use crate::topology::{Direction, Square};

/// The rule a tried move breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// No piece of the side to move stands on the start cell.
    NoPieceToMove,
    /// The side to move can capture and this move does not: the pieces that can capture.
    CaptureCompulsory { capturers: Vec<Square> },
    /// The piece stopped on a landing cell while it could still capture: a capture goes on as
    /// long as it can.
    CaptureNotOver,
    /// This capture is a real route, but the variant's precedence rule prefers another: `tried`
    /// carries the verdict (fewer pieces, lower value, or a king that must capture instead),
    /// `best` is a capture that must be preferred; `written` is the tried route as the board's
    /// notation writes it (its full path when another route shares its start and end).
    Outranked { tried: Box<Route>, best: Box<Route>, written: String },
    /// A man's plain move goes forward only; `captures_backwards` where its captures may still
    /// go backwards (every variant but English).
    ManForwardOnly { captures_backwards: bool },
    /// A man jumped backwards where men capture forwards only (English).
    ManCapturesForwardOnly,
    /// A plain move along a line on which pieces only capture (Frisian's rows and columns): a
    /// plain move is diagonal.
    PlainMoveDiagonal,
    /// A capture was asked for (`x`) where the piece has nothing to capture.
    NothingToCapture,
    /// The landing cells given are not a capture route of the piece: no jump over one enemy
    /// piece at a time reaches them in that order.
    NotACaptureRoute,
    /// A man moves one cell.
    ManOneStep,
    /// A king that does not fly moves one cell.
    KingOneStep,
    /// The destination is not on any line the piece moves along.
    NotALine,
    /// A piece stands on the way or on the destination.
    Blocked { at: Square },
    /// Frisian: this king made its side's last `limit` non-capturing moves in a row, while its
    /// side still has men; another piece must move.
    KingMoveLimit { limit: u8 },
    /// The piece has no move at all: every cell it could go to is taken.
    Immobile,
}

impl Refusal {
    /// The rule's name in data files (the rule cases, the courses): `capture-compulsory`,
    /// `fewer-pieces`, `man-forward-only`, ...
    pub fn name(&self) -> &'static str {
        match self {
            Refusal::NoPieceToMove => "no-piece",
            Refusal::CaptureCompulsory { .. } => "capture-compulsory",
            Refusal::CaptureNotOver => "capture-not-over",
            Refusal::Outranked { tried, .. } => match tried.verdict {
                Verdict::FewerPieces { .. } => "fewer-pieces",
                Verdict::LowerValue { .. } => "lower-value",
                Verdict::KingPreferred | Verdict::Legal => "king-preferred",
            },
            Refusal::ManForwardOnly { .. } => "man-forward-only",
            Refusal::ManCapturesForwardOnly => "man-captures-forward-only",
            Refusal::PlainMoveDiagonal => "plain-move-diagonal",
            Refusal::NothingToCapture => "nothing-to-capture",
            Refusal::NotACaptureRoute => "not-a-capture-route",
            Refusal::ManOneStep => "man-one-step",
            Refusal::KingOneStep => "king-one-step",
            Refusal::NotALine => "not-a-line",
            Refusal::Blocked { .. } => "blocked",
            Refusal::KingMoveLimit { .. } => "king-move-limit",
            Refusal::Immobile => "immobile",
        }
    }
}

/// A move as the player gave it: the piece's cell, the cells it lands on in order (the last is
/// where it ends; one cell for a plain move or a capture named by its ends), and whether it was
/// marked as a capture (`x`).
#[derive(Clone, Copy, Debug)]
pub struct Tried<'a> {
    pub from: Square,
    pub landings: &'a [Square],
    pub capture: bool,
}

/// Why the piece on `from` may not move to `to`, or `None` when a legal move does just that.
/// A capture named by its start and end is judged by the best route between the two.
pub fn why_not(pos: &Position, from: Square, to: Square) -> Option<Refusal> {
    why_not_tried(pos, &Tried { from, landings: &[to], capture: false })
}

/// Why the move `tried` is not allowed, or `None` when it is a legal move. A route given by its
/// landings is judged as given, not by its ends: a real capture route that the precedence rule
/// refuses is refused as that route, even when a legal capture shares its start and end.
pub fn why_not_tried(pos: &Position, tried: &Tried) -> Option<Refusal> {
    let (from, landings) = (tried.from, tried.landings);
    let to = *landings.last()?;
    let legal = pos.legal_moves();
    if !is_movers(pos, from) {
        return Some(Refusal::NoPieceToMove);
    }
    if landings.len() > 1 {
        return why_not_route(pos, &legal, from, landings);
    }
    let ends_here: Vec<&Move> = legal.iter().filter(|m| m.from == from && m.to == to).collect();
    if ends_here.iter().any(|m| m.is_capture() || !tried.capture) {
        return None;
    }
    if let Some(refusal) = backward_jump(pos, from, to) {
        return Some(refusal);
    }
    if !ends_here.is_empty() || (tried.capture && !legal.iter().any(Move::is_capture)) {
        // A plain move marked as a capture, or a capture asked for where there is none.
        return Some(Refusal::NothingToCapture);
    }
    if legal.iter().any(Move::is_capture) {
        return Some(refuse_while_capturing(pos, &legal, from, Some(to)));
    }
    if let Some(refusal) = king_limit(pos, from) {
        return Some(refusal);
    }
    Some(refuse_quiet(pos, from, to))
}

/// Why the piece on `from` cannot move at all, or `None` when it has a legal move.
pub fn why_immobile(pos: &Position, from: Square) -> Option<Refusal> {
    let legal = pos.legal_moves();
    if legal.iter().any(|m| m.from == from) {
        return None;
    }
    if !is_movers(pos, from) {
        return Some(Refusal::NoPieceToMove);
    }
    if legal.iter().any(Move::is_capture) {
        return Some(refuse_while_capturing(pos, &legal, from, None));
    }
    Some(king_limit(pos, from).unwrap_or(Refusal::Immobile))
}

/// A route given by two or more landings: not a route at all, a route cut short, or a complete
/// route that another capture outranks.
fn why_not_route(pos: &Position, legal: &[Move], from: Square, landings: &[Square]) -> Option<Refusal> {
    let to = *landings.last()?;
    let Some(taken) = pos.route_captures(from, landings) else {
        return Some(backward_jump(pos, from, landings[0]).unwrap_or(Refusal::NotACaptureRoute));
    };
    let captured = taken.iter().fold(0, |acc, sq| acc | sq.bit());
    if legal.iter().any(|m| m.from == from && m.to == to && m.captured == captured) {
        return None;
    }
    let routes = all_capture_routes(pos);
    let best = *routes.iter().find(|r| r.is_legal()).expect("a real route means a legal capture exists");
    match routes.iter().find(|r| r.mv.from == from && r.mv.to == to && r.mv.captured == captured) {
        Some(route) => Some(outranked(pos, &routes, route, &best)),
        // A real sequence of jumps that is no complete route: it stopped while it could go on.
        None => Some(Refusal::CaptureNotOver),
    }
}

/// A man's jump over an enemy piece in a direction its captures do not take (English men
/// capture forwards only): the rule it breaks, whatever else the position asks.
fn backward_jump(pos: &Position, from: Square, to: Square) -> Option<Refusal> {
    let rules = pos.rules();
    let side = pos.side_to_move();
    if pos.men(side) & from.bit() == 0 {
        return None;
    }
    let topology = &rules.topology;
    let enemy = pos.pieces(side.opposite());
    let jumps = rules.king_captures.iter().any(|&dir| {
        let over = topology.step(from, dir);
        let landing = over.and_then(|sq| topology.step(sq, dir));
        landing == Some(to)
            && over.is_some_and(|sq| enemy & sq.bit() != 0)
            && pos.occupied() & to.bit() == 0
            && !rules.man_captures[side.index()].contains(&dir)
    });
    jumps.then_some(Refusal::ManCapturesForwardOnly)
}

fn is_movers(pos: &Position, sq: Square) -> bool {
    pos.piece_at(sq).is_some_and(|p| p.side == pos.side_to_move())
}

/// The side to move must capture: explains a move from `from` (to `to`, if one was tried) that
/// is not one of the legal captures.
fn refuse_while_capturing(pos: &Position, legal: &[Move], from: Square, to: Option<Square>) -> Refusal {
    let routes = all_capture_routes(pos);
    let best = *routes.iter().find(|r| r.is_legal()).expect("a legal capture exists");
    // The tried route first, then any route of this piece: the first in the list that ranks
    // highest is the one the player most likely meant.
    let mine: Vec<&Route> = routes.iter().filter(|r| r.mv.from == from).collect();
    let tried = match to {
        Some(to) => mine.iter().filter(|r| r.mv.to == to).copied().max_by_key(|r| (r.pieces, r.value)),
        None => None,
    };
    if let Some(tried) = tried {
        return outranked(pos, &routes, tried, &best);
    }
    // Stopping on a landing cell, or short of one (a flying king that must land where it can
    // go on), cuts a capture short.
    if let Some(to) = to
        && pos.piece_at(to).is_none()
        && mine.iter().any(|r| passes(pos, r, to))
    {
        return Refusal::CaptureNotOver;
    }
    let own_legal = legal.iter().any(|m| m.from == from);
    match mine.iter().copied().max_by_key(|r| (r.pieces, r.value)) {
        Some(tried) if !own_legal => outranked(pos, &routes, tried, &best),
        _ => Refusal::CaptureCompulsory { capturers: capturers(legal) },
    }
}

/// `tried` refused for `best`, with the tried route written as the board's notation writes it
/// among all the routes: `37x45` alone, `37x23x45` when another route also runs from 37 to 45.
fn outranked(pos: &Position, routes: &[Route], tried: &Route, best: &Route) -> Refusal {
    let topology = &pos.rules().topology;
    let shared_ends = routes
        .iter()
        .any(|r| r.mv.from == tried.mv.from && r.mv.to == tried.mv.to && r.mv.captured != tried.mv.captured);
    let mut written = topology.name(tried.mv.from).to_string();
    let shown: &[Square] = if shared_ends || topology.is_hex() { tried.mv.path() } else { &[tried.mv.to] };
    for &sq in shown {
        written.push('x');
        written.push_str(&topology.name(sq).to_string());
    }
    Refusal::Outranked { tried: Box::new(*tried), best: Box::new(*best), written }
}

/// The pieces with a legal capture, each once, in the legal generator's order.
fn capturers(legal: &[Move]) -> Vec<Square> {
    let mut cells: Vec<Square> = Vec::new();
    for m in legal.iter().filter(|m| m.is_capture()) {
        if !cells.contains(&m.from) {
            cells.push(m.from);
        }
    }
    cells
}

fn king_limit(pos: &Position, from: Square) -> Option<Refusal> {
    let limit = pos.rules().king_move_limit?;
    let side = pos.side_to_move();
    let run = pos.king_run(side);
    let restricted = run.square == Some(from) && run.count >= limit && pos.men(side) != 0;
    restricted.then_some(Refusal::KingMoveLimit { limit })
}

/// No capture on the board: what keeps the piece on `from` from stepping to `to`.
fn refuse_quiet(pos: &Position, from: Square, to: Square) -> Refusal {
    let rules = pos.rules();
    let us = pos.side_to_move().index();
    let is_king = pos.kings(pos.side_to_move()) & from.bit() != 0;
    // A man is told about the lines it may not take as well: backwards, and a king's long moves.
    let mut lines: Vec<Direction> = rules.king_steps.clone();
    if !is_king {
        for &d in rules.man_steps.iter().flatten() {
            if !lines.contains(&d) {
                lines.push(d);
            }
        }
    }
    let Some((dir, steps, blocker)) = lines.iter().find_map(|&d| walk(pos, from, to, d)) else {
        // Not a line of plain moves; perhaps one that only captures go along.
        let capture_line = rules.king_captures.iter().any(|&d| walk(pos, from, to, d).is_some());
        return if capture_line { Refusal::PlainMoveDiagonal } else { Refusal::NotALine };
    };
    if !is_king && !rules.man_steps[us].contains(&dir) {
        let captures_backwards = rules.man_captures[us].contains(&dir);
        return Refusal::ManForwardOnly { captures_backwards };
    }
    if steps > 1 && !is_king {
        return Refusal::ManOneStep;
    }
    if steps > 1 && !rules.flying_kings {
        return Refusal::KingOneStep;
    }
    match blocker {
        Some(at) => Refusal::Blocked { at },
        None => Refusal::Immobile,
    }
}

/// Walks from `from` along `dir`: if it reaches `to`, the number of steps and the first
/// occupied cell on the way (the destination included).
fn walk(
    pos: &Position,
    from: Square,
    to: Square,
    dir: Direction,
) -> Option<(Direction, usize, Option<Square>)> {
    let occupied = pos.occupied();
    let (mut sq, mut steps, mut blocker) = (from, 0, None);
    while let Some(next) = pos.rules().topology.step(sq, dir) {
        steps += 1;
        if blocker.is_none() && occupied & next.bit() != 0 {
            blocker = Some(next);
        }
        if next == to {
            return Some((dir, steps, blocker));
        }
        sq = next;
    }
    None
}

/// Whether a route lands on `to`, or passes over it between a captured piece and the landing
/// after it.
fn passes(pos: &Position, route: &Route, to: Square) -> bool {
    let topology = &pos.rules().topology;
    let mut at = route.mv.from;
    for (&landing, &taken) in route.mv.path().iter().zip(route.mv.captured_in_order()) {
        for &dir in &pos.rules().king_captures {
            let (mut sq, mut behind_taken) = (at, Vec::new());
            let mut seen_taken = false;
            while let Some(next) = topology.step(sq, dir) {
                if seen_taken {
                    behind_taken.push(next);
                }
                seen_taken |= next == taken;
                if next == landing {
                    break;
                }
                sq = next;
            }
            if behind_taken.last() == Some(&landing) && behind_taken.contains(&to) {
                return true;
            }
        }
        at = landing;
    }
    false
}
