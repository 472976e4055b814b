//! Past the horizon: a quiet leaf's score (no move loses, then the draw rules, the men's bound
//! and the evaluation), and the resolution of captures, which goes on until a quiet position.
//! Most nodes are one or the other, so each has a small function of its own instead of the
//! full search's set-up.

use damier_rules::Geometry;

use super::{INFINITY, MAX_PLY, Node, Worker, material_bound};
use crate::score::MATE;
use crate::search::ordering::{Ranked, capture_order, select_best};
use crate::search::shared::{Root, Shared};
use crate::zobrist;

impl Worker {
    /// A quiet leaf's score within `alpha`..`beta`: no move at all loses; the draw rules come
    /// next; then a count of men far outside the window; else the evaluation.
    #[inline(always)]
    pub(super) fn quiet_leaf_score<G: Geometry>(&mut self, node: &Node, alpha: i32, beta: i32) -> i32 {
        let pos = node.pos;
        if !pos.has_quiet_move_on::<G>() {
            return -MATE + node.ply as i32;
        }
        if node.clock.expired(pos).is_some() {
            return 0;
        }
        // The bound from the men (`lazy.rs`) only stands in for a network, the one evaluation
        // costly enough to skip (and the one with sums).
        if self.accumulators.is_some()
            && let Some(bound) = material_bound::<G::W>(pos, alpha, beta)
        {
            return bound;
        }
        self.evaluate(pos, node.key, node.ply)
    }

    /// [`Worker::negamax`] for a node known to be a quiet leaf (no depth left, no capture): the
    /// same score and count, in a small function (most nodes are such leaves, and the search's
    /// large frame and set-up cost more than the leaf's own work).
    pub(super) fn quiet_leaf<G: Geometry>(
        &mut self,
        shared: &Shared,
        root: &Root,
        node: Node,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        debug_assert!(node.depth <= 0 && node.known_capture == Some(false));
        if let Some(score) = self.enter::<G>(shared, root, &node) {
            return score;
        }
        self.quiet_leaf_score::<G>(&node, alpha, beta)
    }

    /// [`Worker::negamax`] for a node known to be past the horizon with a capture to make: the
    /// same score and count, in a function of its own (capture resolution neither probes the
    /// table nor prunes, reduces or learns history, so it needs little of the full search's
    /// set-up and frame).
    pub(super) fn capture_leaf<G: Geometry>(
        &mut self,
        shared: &Shared,
        root: &Root,
        node: Node,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        debug_assert!(node.depth <= 0 && node.known_capture == Some(true));
        if let Some(score) = self.enter::<G>(shared, root, &node) {
            return score;
        }
        self.resolve_captures::<G>(shared, root, node, alpha, beta)
    }

    /// Capture resolution after [`Worker::enter`]: every capture, the largest and those that
    /// take the most kings first, the first with the whole window and the rest with a null
    /// window first.
    pub(super) fn resolve_captures<G: Geometry>(
        &mut self,
        shared: &Shared,
        root: &Root,
        node: Node,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        let Node { pos, key, clock, ply, .. } = node;
        self.keys[ply] = key;
        if clock.expired(pos).is_some() {
            // (A position with a capture has a legal move, so the rule decides.)
            return 0;
        }
        if ply >= MAX_PLY {
            return self.evaluate(pos, key, ply);
        }
        let mut moves = std::mem::take(&mut self.moves[ply]);
        let mut ranked = std::mem::take(&mut self.ranked[ply]);
        pos.generate_compact_on::<G>(&mut moves, true);
        // A single capture (the common case) needs no order.
        let single = moves.len() == 1;
        if single {
            ranked.clear();
            ranked.push(Ranked { score: 0, index: 0 });
        } else {
            capture_order(pos, &moves, &mut ranked);
        }
        let mut best_score = -INFINITY;
        for i in 0..moves.len() {
            if !single {
                select_best(&mut ranked, i);
            }
            let mv = &moves[usize::from(ranked[i].index)];
            let child = pos.after_on::<G>(mv);
            let child_key = zobrist::after_on::<G>(key, pos, mv, &child);
            let child_clock = clock.after(pos, mv, &child);
            let child_capture = child.has_capture_on::<G>();
            let search = |w: &mut Worker, a: i32, b: i32| {
                let node = Node {
                    pos: &child,
                    key: child_key,
                    clock: child_clock,
                    depth: 0,
                    ply: ply + 1,
                    reversible: 0,
                    known_capture: Some(child_capture),
                };
                if child_capture {
                    -w.capture_leaf::<G>(shared, root, node, -b, -a)
                } else {
                    -w.quiet_leaf::<G>(shared, root, node, -b, -a)
                }
            };
            let score = self.principal_variation(i == 0, alpha, beta, search);
            if self.aborted {
                break;
            }
            best_score = best_score.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        self.moves[ply] = moves;
        self.ranked[ply] = ranked;
        if self.aborted { 0 } else { best_score }
    }
}
