//! Zobrist keys: a 64-bit fingerprint of a position (pieces, side to move, Frisian king-move
//! counters) for the transposition table and repetition checks.

use std::sync::OnceLock;

use damier_rules::topology::{SquareIter, Word};
use damier_rules::{Bits, Geometry, MoveFacts, Position, Side};

struct Keys {
    /// [white man, white king, black man, black king][bit]
    pieces: [[u64; 128]; 4],
    black_to_move: u64,
    /// [side][count 0..=3][bit] of the king that made the last successive moves.
    king_runs: [[[u64; 128]; 4]; 2],
}

fn keys() -> &'static Keys {
    static KEYS: OnceLock<Box<Keys>> = OnceLock::new();
    KEYS.get_or_init(|| {
        let mut seed = 0x0DA3_1E12_u64;
        let mut next = || {
            seed = splitmix(seed);
            seed
        };
        let mut keys =
            Box::new(Keys { pieces: [[0; 128]; 4], black_to_move: 0, king_runs: [[[0; 128]; 4]; 2] });
        keys.pieces.iter_mut().flatten().for_each(|k| *k = next());
        keys.black_to_move = next();
        keys.king_runs.iter_mut().flatten().flatten().for_each(|k| *k = next());
        keys
    })
}

/// The position's key.
pub fn key(pos: &Position) -> u64 {
    let k = keys();
    let mut key = 0;
    for (i, bits) in
        [pos.men(Side::White), pos.kings(Side::White), pos.men(Side::Black), pos.kings(Side::Black)]
            .into_iter()
            .enumerate()
    {
        for sq in SquareIter(bits) {
            key ^= k.pieces[i][sq.0 as usize];
        }
    }
    if pos.side_to_move() == Side::Black {
        key ^= k.black_to_move;
    }
    key ^ runs(k, pos)
}

/// The part of the key that the Frisian king-move counters give (0 in other variants).
#[inline]
fn runs(k: &Keys, pos: &Position) -> u64 {
    if pos.rules().king_move_limit.is_none() {
        return 0;
    }
    let mut key = 0;
    for side in [Side::White, Side::Black] {
        let run = pos.king_run(side);
        if let Some(sq) = run.square.filter(|_| run.count > 0) {
            key ^= k.king_runs[side.index()][run.count.min(3) as usize][sq.0 as usize];
        }
    }
    key
}

/// The key of `after`, the position `mv` leads to from `before` (whose key is `key`), updated
/// from the move instead of recomputed: the same value as [`key`]`(after)`.
// Always inlined: the search calls it for every child it makes (-0.4 % instructions).
#[inline(always)]
pub fn after(key: u64, before: &Position, mv: &impl MoveFacts, after: &Position) -> u64 {
    after_in::<Bits>(key, before, mv, after)
}

/// [`after`] for a search compiled for the position's board `G`: the captured pieces read in
/// the board's own word.
#[inline(always)]
pub fn after_on<G: Geometry>(key: u64, before: &Position, mv: &impl MoveFacts, after: &Position) -> u64 {
    after_in::<G::W>(key, before, mv, after)
}

/// [`after`], the captured pieces read in the word `W` (one that holds the board).
#[inline(always)]
fn after_in<W: Word>(key: u64, before: &Position, mv: &impl MoveFacts, after: &Position) -> u64 {
    let k = keys();
    let us = before.side_to_move().index();
    let them = 1 - us;
    let mover = if mv.by_king() { us * 2 + 1 } else { us * 2 };
    let lands = if mv.promotes() { us * 2 + 1 } else { mover };
    // A capture that ends where it started cancels out, as it should. (The masks only spare
    // the bounds checks: a kind is below 4, a cell's bit below 128.)
    let mut key = key
        ^ k.pieces[mover & 3][usize::from(mv.start().0 & 127)]
        ^ k.pieces[lands & 3][usize::from(mv.end().0 & 127)];
    if mv.is_capture() {
        let captured = W::of(mv.captured());
        let captured_kings = captured & W::of(before.kings(before.side_to_move().opposite()));
        for sq in (captured & !captured_kings).squares() {
            key ^= k.pieces[them * 2][usize::from(sq.0 & 127)];
        }
        for sq in captured_kings.squares() {
            key ^= k.pieces[them * 2 + 1][usize::from(sq.0 & 127)];
        }
    }
    key ^= k.black_to_move;
    if before.rules().king_move_limit.is_some() {
        key ^= runs(k, before) ^ runs(k, after);
    }
    key
}

/// SplitMix64: the keys' generator, and the search's source of opening variety. Public for the
/// training pipeline (`damier-train`), whose self-play and fits draw their randomness from it.
pub fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = x;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use damier_rules::{BoardVisitor, Game, Move, Variant};

    /// [`after_on`] for the board of a variant known only at run time.
    struct OnBoard<'a>(u64, &'a Position, &'a Move, &'a Position);

    impl BoardVisitor for OnBoard<'_> {
        type Output = u64;
        fn visit<G: Geometry>(self) -> u64 {
            after_on::<G>(self.0, self.1, self.2, self.3)
        }
    }

    #[test]
    fn updated_keys_equal_computed_keys_in_every_variant() {
        let mut seed = 11u64;
        for variant in Variant::ALL {
            for _ in 0..20 {
                let mut game = Game::new(variant.rules());
                let mut k = key(game.position());
                for _ in 0..200 {
                    let legal = game.legal_moves();
                    if legal.is_empty() || game.outcome().is_some() {
                        break;
                    }
                    seed = splitmix(seed);
                    let mv = legal[(seed % legal.len() as u64) as usize];
                    let before = *game.position();
                    let next = before.after(&mv);
                    let compact = after(k, &before, &mv.compact(), &next);
                    let on_board = variant.rules().visit_board(OnBoard(k, &before, &mv, &next));
                    k = after(k, &before, &mv, &next);
                    assert_eq!(k, key(&next), "{variant}");
                    assert_eq!(compact, k, "{variant}: the compact move's key");
                    assert_eq!(on_board, k, "{variant}: the key in the board's word");
                    game.play(&mv).unwrap();
                }
            }
        }
    }
}
