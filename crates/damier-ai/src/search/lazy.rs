//! Lazy evaluation: a quiet leaf whose men alone clear the search window by a wide margin
//! takes that bound without running the network, the costliest part of a leaf.
//!
//! Measured in the benchmark's searches from the International start: about three quiet leaves
//! in ten are decided so, and the network put fewer than 1 in 5,000 of them on the other side
//! of the window. Not with kings on the board: there the count of pieces says little (three
//! kings against one is a draw).

use damier_rules::topology::Word;
use damier_rules::{Position, Side};

/// How far (centi-men) the men's count must clear the window.
pub(super) const LAZY_MARGIN: i32 = 150;
/// A man, in the evaluation's centi-men.
const MAN: i32 = 100;

/// The score a quiet leaf may take without evaluation within `alpha`..`beta`: the men's count
/// less the margin where that still reaches `beta`, plus it where that still fails `alpha`. The
/// sets are read in the word `W` (one that holds the board: a search compiled for its board).
#[inline(always)]
pub(super) fn material_bound<W: Word>(pos: &Position, alpha: i32, beta: i32) -> Option<i32> {
    if W::of(pos.kings(Side::White) | pos.kings(Side::Black)) != W::ZERO {
        return None;
    }
    let us = pos.side_to_move();
    let men = MAN * (W::of(pos.men(us)).count() as i32 - W::of(pos.men(us.opposite())).count() as i32);
    if men - LAZY_MARGIN >= beta {
        Some(men - LAZY_MARGIN)
    } else if men + LAZY_MARGIN <= alpha {
        Some(men + LAZY_MARGIN)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damier_rules::{Variant, fen};

    #[test]
    fn only_a_count_of_men_far_outside_the_window_is_taken() {
        let rules = Variant::International.rules();
        // White has two men more.
        let white = fen::read(rules, "W:W31,32,33,34:B1,2").unwrap();
        assert_eq!(material_bound::<u64>(&white, -100, -99), Some(50), "fails high by its men");
        assert_eq!(material_bound::<u64>(&white, 49, 50), Some(50), "just clears beta");
        assert_eq!(material_bound::<u64>(&white, 50, 51), None, "too close to the window");
        assert_eq!(material_bound::<u64>(&white, 349, 350), None, "nor from above");
        assert_eq!(material_bound::<u64>(&white, 350, 351), Some(350), "fails low under a window far above");
        // The same board with Black to move: Black's count is two men less.
        let black = fen::read(rules, "B:W31,32,33,34:B1,2").unwrap();
        assert_eq!(material_bound::<u64>(&black, -50, -49), Some(-50), "fails low by its men");
        assert_eq!(material_bound::<u64>(&black, -51, -50), None);
        // Any king: the network decides.
        let king = fen::read(rules, "W:W31,32,33,34:BK1,2").unwrap();
        assert_eq!(material_bound::<u64>(&king, -100, -99), None);
    }
}
