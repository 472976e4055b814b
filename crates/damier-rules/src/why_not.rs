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
    /// `best` is a capture that must be preferred.
    Outranked { tried: Box<Route>, best: Box<Route> },
    /// A man moves forward only (it may capture backwards where the variant allows it).
    ManForwardOnly,
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
            Refusal::ManForwardOnly => "man-forward-only",
            Refusal::ManOneStep => "man-one-step",
            Refusal::KingOneStep => "king-one-step",
            Refusal::NotALine => "not-a-line",
            Refusal::Blocked { .. } => "blocked",
            Refusal::KingMoveLimit { .. } => "king-move-limit",
            Refusal::Immobile => "immobile",
        }
    }
}

/// Why the piece on `from` may not move to `to`, or `None` when a legal move does just that.
/// A capture is named by its start and end: the best route between the two is judged.
pub fn why_not(pos: &Position, from: Square, to: Square) -> Option<Refusal> {
    let legal = pos.legal_moves();
    if legal.iter().any(|m| m.from == from && m.to == to) {
        return None;
    }
    if !is_movers(pos, from) {
        return Some(Refusal::NoPieceToMove);
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
        return Refusal::Outranked { tried: Box::new(*tried), best: Box::new(best) };
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
        Some(tried) if !own_legal => Refusal::Outranked { tried: Box::new(*tried), best: Box::new(best) },
        _ => Refusal::CaptureCompulsory { capturers: capturers(legal) },
    }
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
        return Refusal::NotALine;
    };
    if !is_king && !rules.man_steps[us].contains(&dir) {
        return Refusal::ManForwardOnly;
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
