//! The key a position is found by in the explorer: its FEN (which names the side to move) and
//! its variant, hashed with FNV-1a so that the key never changes between builds.

use damier_rules::{Position, Rules, fen};

/// The plies of each game whose positions are kept for the explorer (the openings).
pub const EXPLORER_PLIES: usize = 40;

/// The position's key, as the store keeps it.
pub fn position_key(rules: &Rules, position: &Position) -> i64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let text = format!("{}:{}", rules.variant.id(), fen::write(position));
    for byte in text.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash as i64
}
