//! Random weights and positions for the unit tests.

use damier_rules::{Kind, Piece, Position, Rules, Side, Square};

use super::features::{FeatureSet, half_turn};
use super::weights::LearnedWeights;

pub(super) fn random_weights(rules: &'static Rules, features: FeatureSet) -> LearnedWeights {
    let mut w = LearnedWeights::zero(rules, features);
    let mut seed = 7u64;
    for x in w.open.iter_mut().chain(w.end.iter_mut()) {
        seed = crate::zobrist::splitmix(seed);
        *x = ((seed % 2001) as f32 - 1000.0) / 1000.0;
    }
    w
}

pub(crate) fn random_positions(rules: &'static Rules, count: usize) -> Vec<Position> {
    let mut out = Vec::new();
    let mut seed = 11u64;
    let mut pos = Position::start(rules);
    while out.len() < count {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            pos = Position::start(rules);
            continue;
        }
        seed = crate::zobrist::splitmix(seed);
        pos = pos.after(&moves[seed as usize % moves.len()]);
        out.push(pos);
    }
    // Kings too.
    let t = &rules.topology;
    let sq = |i: usize| t.squares()[i];
    let kings = Position::new(
        rules,
        Side::White,
        [
            (sq(3), Piece { side: Side::White, kind: Kind::King }),
            (sq(20), Piece { side: Side::Black, kind: Kind::King }),
            (sq(15), Piece { side: Side::Black, kind: Kind::Man }),
            (sq(25), Piece { side: Side::White, kind: Kind::Man }),
        ],
    )
    .unwrap();
    out.push(kings);
    out
}

/// The position turned half a turn with colours and the side to move swapped.
pub(crate) fn mirrored(pos: &Position) -> Position {
    let rules = pos.rules();
    let pieces: Vec<(Square, Piece)> = pos
        .all_pieces()
        .map(|(sq, p)| (Square(half_turn(rules, sq.0)), Piece { side: p.side.opposite(), kind: p.kind }))
        .collect();
    Position::new(rules, pos.side_to_move().opposite(), pieces).expect("a mirrored position")
}
