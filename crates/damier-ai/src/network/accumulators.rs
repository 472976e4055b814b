//! The search's accumulators: one pair of sums (White's view, Black's) for each ply from the
//! root, kept from one evaluation to the next and brought to the next position by the pieces
//! that changed.
//!
//! Consecutive evaluations at one ply are close relatives in the tree (siblings, cousins) a few
//! pieces apart (about six changes a leaf from the International start, eleven over the
//! benchmark's three International positions): each changed piece costs one row of additions
//! per view, where fresh sums cost one a piece on the board. The sums are integers, so brought
//! sums equal fresh ones. (Measured no cheaper: bringing the sums down the path from the root,
//! each ply one move, since most nodes whose sums that prepares are never evaluated; and
//! starting from the parent's sums or from the nearest of the neighbouring plies' sums: a sixth
//! fewer rows, but more instructions and memory than it saves.)

use damier_rules::Position;
use damier_rules::topology::Word;

use super::blocks::{Block, Source, Update};
use super::inputs::{Boards, Inputs};
use super::model::Network;

/// One thread's accumulators for one network.
pub struct Accumulators {
    hidden: usize,
    slots: Vec<Slot>,
    /// The changed pieces' inputs, kept from one evaluation to the next: a fresh list would
    /// zero its 256 bytes at every evaluation (measured 1.6 % of the search's instructions).
    changes: Changes,
}

struct Slot {
    /// The pieces the sums hold (`None`: nothing yet).
    boards: Option<Boards>,
    /// White's view's sums, then Black's.
    sums: Box<[Block]>,
}

impl Accumulators {
    /// Accumulators for `plies` plies from the root (0 to `plies - 1`).
    pub fn new(network: &Network, plies: usize) -> Accumulators {
        let slot =
            || Slot { boards: None, sums: vec![Block::default(); 2 * network.blocks()].into_boxed_slice() };
        Accumulators {
            hidden: network.hidden,
            slots: (0..plies).map(|_| slot()).collect(),
            changes: Changes { inputs: [[0; 64]; 2], gone: 0, count: 0 },
        }
    }

    /// Whether these accumulators were made for `network`'s shape.
    pub fn fit(&self, network: &Network) -> bool {
        self.hidden == network.hidden
    }
}

impl Network {
    /// The position's value for the side to move, in centi-men, from the sums of its ply
    /// brought up to date (the same score as [`Network::evaluate`]).
    pub fn evaluate_in(&self, pos: &Position, accumulators: &mut Accumulators, ply: usize) -> i32 {
        debug_assert!(accumulators.fit(self));
        let boards = Inputs::boards(pos);
        let Accumulators { slots, changes, .. } = accumulators;
        let Slot { boards: held, sums } = &mut slots[ply];
        // Each changed piece is a row for each view; fresh sums are one for each piece.
        let brought = held.as_ref().is_some_and(|old| self.list_changes(old, &boards, pos, changes));
        if brought {
            self.apply(sums, Source::Itself, changes.update());
        } else {
            self.refresh(&boards, sums);
        }
        *held = Some(boards);
        self.output(sums, pos)
    }

    /// Lists in `changes` each view's inputs of the pieces gone from `old` and come in `new`
    /// (`pos`'s pieces), and says whether bringing the sums is cheaper than making them afresh:
    /// fewer changes than pieces on the board (a piece that moved is two changes).
    #[inline(always)]
    fn list_changes(&self, old: &Boards, new: &Boards, pos: &Position, changes: &mut Changes) -> bool {
        if self.inputs.rules.topology.narrow {
            self.list_changes_in::<u64>(old, new, pos, changes)
        } else {
            self.list_changes_in::<u128>(old, new, pos, changes)
        }
    }

    /// [`Network::list_changes`] in the word `W` (the narrowest that holds the board).
    #[inline(always)]
    fn list_changes_in<W: Word>(
        &self,
        old: &Boards,
        new: &Boards,
        pos: &Position,
        changes: &mut Changes,
    ) -> bool {
        let old = old.map(W::of);
        let new = new.map(W::of);
        let differ: [W; 4] = std::array::from_fn(|board| old[board] ^ new[board]);
        let count: u32 = differ.iter().map(|d| d.count()).sum();
        if count >= W::of(pos.occupied()).count() {
            return false;
        }
        changes.count = 0;
        for board in 0..4 {
            for sq in (differ[board] & old[board]).squares() {
                changes.push(self.inputs.input(0, board, sq.0), self.inputs.input(1, board, sq.0));
            }
        }
        changes.gone = changes.count;
        for board in 0..4 {
            for sq in (differ[board] & new[board]).squares() {
                changes.push(self.inputs.input(0, board, sq.0), self.inputs.input(1, board, sq.0));
            }
        }
        true
    }
}

/// The inputs of changed pieces as each view sees them: those gone, then those come.
struct Changes {
    inputs: [[u16; 64]; 2],
    gone: usize,
    count: usize,
}

impl Changes {
    #[inline(always)]
    fn push(&mut self, white_view: usize, black_view: usize) {
        let at = self.count & 63;
        self.inputs[0][at] = white_view as u16;
        self.inputs[1][at] = black_view as u16;
        self.count += 1;
    }

    /// Each view's inputs gone, and come.
    #[inline(always)]
    fn update(&self) -> Update<'_> {
        let (gone, count) = (self.gone.min(64), self.count.min(64));
        let [white, black] = &self.inputs;
        Update { gone: [&white[..gone], &black[..gone]], come: [&white[gone..count], &black[gone..count]] }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learned::samples::random_positions;
    use crate::network::model::tests::random_network;
    use damier_rules::Variant;

    #[test]
    fn sums_carried_from_position_to_position_give_the_fresh_score() {
        for v in Variant::ALL {
            let rules = v.rules();
            let network = Network::new(rules, &random_network(rules, 48, 2, 9));
            let mut accumulators = Accumulators::new(&network, 3);
            // Consecutive positions of random games (small changes), and jumps between games.
            for (i, pos) in random_positions(rules, 400).iter().enumerate() {
                let carried = network.evaluate_in(pos, &mut accumulators, i % 3);
                assert_eq!(carried, network.evaluate(pos), "{v}: position {i}");
            }
        }
    }
}
