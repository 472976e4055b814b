//! Move ordering: the table's move first, then captures, crownings, killers and quiet moves by
//! history (raised by the quiet moves that cut, lowered by those tried before a cut), picked one
//! at a time (no sort); and the late-move reductions of quiet moves.

use std::sync::OnceLock;

use damier_rules::{Bits, CompactMove, Position};

use super::MAX_PLY;
use crate::table::MoveId;

/// The ordering score of the older killer move (the newer one scores one more): under
/// captures and crownings, over any history score. Reductions spare moves scored this high.
pub(super) const KILLER_SCORE: i32 = 1 << 26;
/// The ordering score of the transposition table's move: above everything.
const TABLE_MOVE_SCORE: i32 = i32::MAX;

/// A move's place in the search order: its ordering score and its index in the ply's moves.
#[derive(Clone, Copy)]
pub(super) struct Ranked {
    pub(super) score: i32,
    pub(super) index: u16,
}

/// One thread's ordering tables: two killer moves a ply (quiet moves that cut there last) and
/// the history of quiet cutoffs by squares.
pub(super) struct MoveOrder {
    killers: Vec<[u16; 2]>,
    history: Vec<i32>,
}

fn quiet_id(mv: &CompactMove) -> u16 {
    u16::from(mv.from.0) << 8 | u16::from(mv.to.0)
}

impl MoveOrder {
    pub(super) fn new() -> MoveOrder {
        MoveOrder { killers: vec![[0; 2]; MAX_PLY + 2], history: vec![0; 128 * 128] }
    }

    /// Before a search: forgets the killers and ages the history.
    pub(super) fn prepare(&mut self) {
        self.killers.iter_mut().for_each(|k| *k = [0; 2]);
        self.history.iter_mut().for_each(|h| *h /= 8);
    }

    /// Forgets the history (for a new game).
    pub(super) fn clear_history(&mut self) {
        self.history.iter_mut().for_each(|h| *h = 0);
    }

    /// Remembers the quiet move `mv` that cut at `ply`, searched `depth` plies.
    pub(super) fn remember_cutoff(&mut self, mv: &CompactMove, ply: usize, depth: i32) {
        let id = quiet_id(mv);
        let killers = &mut self.killers[ply];
        if killers[0] != id {
            *killers = [id, killers[0]];
        }
        let h = &mut self.history[mv.from.0 as usize * 128 + mv.to.0 as usize];
        *h = (*h + depth.max(1) * depth.max(1)).min(1 << 20);
    }

    /// Lowers the history of the quiet move `mv`, tried before another cut at a node searched
    /// `depth` plies.
    pub(super) fn remember_failure(&mut self, mv: &CompactMove, depth: i32) {
        let h = &mut self.history[mv.from.0 as usize * 128 + mv.to.0 as usize];
        *h = (*h - depth.max(1) * depth.max(1)).max(-(1 << 20));
    }

    /// Transposition move first, then larger captures (more kings first among equals; `pos` is
    /// the position the moves are played from), crownings, killers, and quiet moves by history.
    /// Returns whether the table's move is among the moves: it is then already in first
    /// place (where [`select_best`] would have put it), and nothing needs selecting there.
    pub(super) fn score_moves(
        &self,
        pos: &Position,
        moves: &[CompactMove],
        ranked: &mut Vec<Ranked>,
        tt_move: Option<MoveId>,
        ply: usize,
    ) -> bool {
        ranked.clear();
        let killers = self.killers[ply];
        let their_kings = pos.kings(pos.side_to_move().opposite());
        let mut table_move = None;
        // A list holds captures only or quiet moves only: one test for the list, not each move.
        let captures = moves.first().is_some_and(CompactMove::is_capture);
        for (index, mv) in moves.iter().enumerate() {
            let score = if table_move.is_none() && tt_move.is_some_and(|t| t.matches(mv)) {
                table_move = Some(index);
                TABLE_MOVE_SCORE
            } else if captures {
                capture_score(mv, their_kings)
            } else if mv.promotes {
                1 << 27 | 1
            } else if quiet_id(mv) == killers[0] {
                KILLER_SCORE + 1
            } else if quiet_id(mv) == killers[1] {
                KILLER_SCORE
            } else {
                self.history[mv.from.0 as usize * 128 + mv.to.0 as usize]
            };
            ranked.push(Ranked { score, index: index as u16 });
        }
        if let Some(index) = table_move {
            ranked.swap(0, index);
        }
        table_move.is_some()
    }
}

/// A capture's ordering score: larger captures first, then those that take more kings; under
/// the table's move, over everything else.
#[inline(always)]
fn capture_score(mv: &CompactMove, their_kings: Bits) -> i32 {
    let kings = (mv.captured & their_kings).count_ones();
    1 << 28 | (mv.captured.count_ones() as i32) << 20 | kings as i32
}

/// The order of a list of captures where no table move is known: [`MoveOrder::score_moves`]'s
/// for them, without its tables.
pub(super) fn capture_order(pos: &Position, moves: &[CompactMove], ranked: &mut Vec<Ranked>) {
    let their_kings = pos.kings(pos.side_to_move().opposite());
    ranked.clear();
    ranked.extend(
        moves
            .iter()
            .enumerate()
            .map(|(index, mv)| Ranked { score: capture_score(mv, their_kings), index: index as u16 }),
    );
}

/// Selection: moves the best remaining move (by ordering score, the first of equals) to `i`.
pub(super) fn select_best(ranked: &mut [Ranked], i: usize) {
    let (mut pick, mut best) = (i, ranked[i].score);
    for (j, r) in ranked.iter().enumerate().skip(i + 1) {
        if r.score > best {
            (pick, best) = (j, r.score);
        }
    }
    ranked.swap(i, pick);
}

/// Late-move reductions, by depth and move number (quiet moves only).
pub(super) fn reductions() -> &'static [[u8; 64]; 64] {
    static TABLE: OnceLock<Box<[[u8; 64]; 64]>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = Box::new([[0u8; 64]; 64]);
        for (depth, row) in table.iter_mut().enumerate().skip(1) {
            for (number, r) in row.iter_mut().enumerate().skip(1) {
                let x = 0.75 + (depth as f64).ln() * (number as f64).ln() / 2.0;
                *r = x.max(0.0) as u8;
            }
        }
        table
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use damier_rules::{Move, Variant};

    #[test]
    fn history_raises_moves_that_cut_and_lowers_those_that_failed_before_a_cut() {
        let pos = Position::start(Variant::International.rules());
        let moves: Vec<CompactMove> = pos.legal_moves().iter().map(Move::compact).collect();
        let mut order = MoveOrder::new();
        // At another ply, so that no killer takes part.
        order.remember_cutoff(&moves[1], 5, 6);
        order.remember_failure(&moves[0], 6);
        let mut ranked = Vec::new();
        order.score_moves(&pos, &moves, &mut ranked, None, 0);
        let scores: Vec<i32> = ranked.iter().map(|r| r.score).collect();
        assert!(scores[1] > 0 && scores[0] < 0, "{scores:?}");
        assert!(scores[2..].iter().all(|&s| s == 0), "{scores:?}");
        select_best(&mut ranked, 0);
        assert_eq!(ranked[0].index, 1);
        // A search's aging keeps the order and shrinks both.
        order.prepare();
        order.score_moves(&pos, &moves, &mut ranked, None, 0);
        assert!(ranked[1].score > 0 && ranked[0].score < 0 && ranked[1].score < scores[1]);
    }

    #[test]
    fn the_table_move_is_put_first_where_selection_would_put_it() {
        let pos = Position::start(Variant::International.rules());
        let moves: Vec<CompactMove> = pos.legal_moves().iter().map(Move::compact).collect();
        let mut order = MoveOrder::new();
        order.remember_cutoff(&moves[5], 5, 6);
        let mut ranked = Vec::new();
        assert!(!order.score_moves(&pos, &moves, &mut ranked, None, 0));
        select_best(&mut ranked, 0);
        assert_eq!(ranked[0].index, 5, "the history's best, selected");
        // Selection from the plain order with the table's score given to that move.
        let mut selected = ranked.clone();
        order.score_moves(&pos, &moves, &mut selected, None, 0);
        selected[3].score = TABLE_MOVE_SCORE;
        select_best(&mut selected, 0);
        assert!(order.score_moves(&pos, &moves, &mut ranked, Some(MoveId::of(&moves[3])), 0));
        let order_of = |r: &[Ranked]| r.iter().map(|r| (r.index, r.score)).collect::<Vec<_>>();
        assert_eq!(ranked[0].index, 3);
        assert_eq!(order_of(&ranked), order_of(&selected));
    }
}
