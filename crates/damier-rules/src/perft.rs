//! Perft: the number of leaf positions at a given depth, counting merged moves (one per start,
//! end and captured set). The standard correctness test for move generators.

use crate::moves::Move;
use crate::position::Position;

/// Counts the leaves `depth` plies below `pos`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<Move>> = (0..=depth).map(|_| Vec::with_capacity(64)).collect();
    perft_with(pos, depth, &mut buffers)
}

/// Perft split by first move: each legal move with the leaf count below it.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let depth = depth.max(1);
    pos.legal_moves().into_iter().map(|mv| (mv, perft(&pos.after(&mv), depth - 1))).collect()
}

fn perft_with(pos: &Position, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves(&mut buffers[0]),
        _ => {
            let (here, below) = buffers.split_last_mut().expect("one buffer per ply");
            pos.generate(here);
            let mut total = 0;
            for mv in here.iter() {
                total += perft_with(&pos.after(mv), depth - 1, below);
            }
            total
        }
    }
}
