//! Capture routes for teaching: every complete capture sequence on the board, legal or not, and
//! why the rules forbid the ones they forbid.
//!
//! A route is forbidden only because some other capture of the side to move, possibly by
//! another piece, ranks higher under the variant's precedence rule; so every verdict is given
//! against the best capture on the whole board. Routes come from the legal generator's own
//! search with its precedence filter switched off, so the legal routes are exactly
//! [`Position::legal_moves`], in the same order and with the same paths.

use crate::moves::Move;
use crate::position::Position;
use crate::topology::{Direction, Square};
use crate::variant::{Precedence, Rules};

/// One complete capture route: it cannot be extended (or, in English, a crowning ended it).
/// `mv.path()` gives the landing cells in order, `mv.captured_in_order()` the taken pieces.
/// Routes that are one move by the rules' identity (start, end, captured set) appear once, as
/// in the legal move list; each landing cell of a flying king after its last capture is its own
/// route.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Route {
    pub mv: Move,
    /// Pieces taken (a king counts as one).
    pub pieces: u32,
    /// Kings among the pieces taken.
    pub kings: u32,
    /// The capture's value, in a variant that ranks captures by value (Frisian).
    pub value: Option<u32>,
    pub verdict: Verdict,
}

impl Route {
    pub fn is_legal(&self) -> bool {
        self.verdict == Verdict::Legal
    }
}

/// Whether a route may be played, and if not, what the rules prefer instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Legal,
    /// Majority by number: another capture takes `most` pieces.
    FewerPieces {
        most: u32,
    },
    /// Majority by value: another capture is worth `best`.
    LowerValue {
        best: u32,
    },
    /// Majority by value: this man's capture is worth the most, but a king can take as much,
    /// and at equal value the king must capture.
    KingPreferred,
}

/// Every complete capture route of the piece on `from`, legal or not, judged against every
/// capture of the side to move. Empty when that piece cannot capture or is not the mover's.
pub fn capture_routes(pos: &Position, from: Square) -> Vec<Route> {
    let mut routes = all_capture_routes(pos);
    routes.retain(|r| r.mv.from == from);
    routes
}

/// Every complete capture route of every piece of the side to move, legal or not, in the
/// legal generator's order. Empty when the side to move has no capture.
pub fn all_capture_routes(pos: &Position) -> Vec<Route> {
    let precedence = pos.rules.precedence;
    let mut moves = Vec::new();
    pos.all_capture_sequences(&mut moves);
    let rank = |m: &Move| precedence.rank(m.capture_count(), m.captured_kings.count_ones(), m.by_king);
    let best_rank = moves.iter().map(rank).max().unwrap_or(0);
    let most = moves.iter().map(Move::capture_count).max().unwrap_or(0);
    let best_value = moves
        .iter()
        .filter_map(|m| precedence.value(m.capture_count(), m.captured_kings.count_ones()))
        .max()
        .unwrap_or(0);
    moves
        .iter()
        .map(|&mv| {
            let (pieces, kings) = (mv.capture_count(), mv.captured_kings.count_ones());
            let value = precedence.value(pieces, kings);
            let verdict = if rank(&mv) == best_rank {
                Verdict::Legal
            } else {
                match precedence {
                    Precedence::Number => Verdict::FewerPieces { most },
                    Precedence::Value { .. } if value < Some(best_value) => {
                        Verdict::LowerValue { best: best_value }
                    }
                    Precedence::Value { .. } => Verdict::KingPreferred,
                    // Free choice ranks every capture equal: never reached.
                    Precedence::Free => Verdict::Legal,
                }
            };
            Route { mv, pieces, kings, value, verdict }
        })
        .collect()
}

// Checking one route the player typed or drew: the other half of "capture routes".
impl Position {
    /// Follows a capture route given by its landing cells and returns the pieces it captures in
    /// order, or `None` if the route is not a sequence of legal jumps for the piece on `from`.
    /// Used to resolve typed routes (which may be another route of the same move).
    pub fn route_captures(&self, from: Square, landings: &[Square]) -> Option<Vec<Square>> {
        let rules = self.rules;
        let us = self.side.index();
        let piece_bits = self.men[us] | self.kings[us];
        if piece_bits & from.bit() == 0 || landings.is_empty() {
            return None;
        }
        let king = self.kings[us] & from.bit() != 0;
        let enemy = self.men[1 - us] | self.kings[1 - us];
        let occupied = self.occupied() & !from.bit();
        let dirs = if king { &rules.king_captures } else { &rules.man_captures[us] };
        let mut captured: Vec<Square> = Vec::new();
        let mut at = from;
        for (i, &land) in landings.iter().enumerate() {
            let dir = dirs.iter().copied().find(|&d| lies_along(rules, at, land, d))?;
            let mut over = None;
            let mut sq = at;
            while let Some(next) = rules.topology.step(sq, dir) {
                if next == land {
                    break;
                }
                if occupied & next.bit() != 0 {
                    if over.is_some() || enemy & next.bit() == 0 || captured.contains(&next) {
                        return None;
                    }
                    over = Some(next);
                }
                sq = next;
            }
            let over = over?;
            if occupied & land.bit() != 0 {
                return None;
            }
            let (dist_before, dist_after) =
                (distance(rules, at, over, dir), distance(rules, over, land, dir));
            let short_jump = dist_before == 1 && dist_after == 1;
            if (!rules.flying_kings || !king) && !short_jump {
                return None;
            }
            captured.push(over);
            at = land;
            let crowned = !king && rules.crowning_ends_capture && rules.promotion[us] & land.bit() != 0;
            if crowned && i + 1 != landings.len() {
                return None;
            }
        }
        Some(captured)
    }
}

/// Whether `to` lies strictly beyond `from` along `dir` on the board.
fn lies_along(rules: &Rules, from: Square, to: Square, dir: Direction) -> bool {
    let mut sq = from;
    while let Some(next) = rules.topology.step(sq, dir) {
        if next == to {
            return true;
        }
        sq = next;
    }
    false
}

fn distance(rules: &Rules, from: Square, to: Square, dir: Direction) -> usize {
    let mut steps = 0;
    let mut sq = from;
    while sq != to {
        sq = rules.topology.step(sq, dir).expect("caller checked the line");
        steps += 1;
    }
    steps
}
