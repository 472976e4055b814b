//! The explorer's counts from the player's games: the moves played from a position, how often,
//! and how they scored for the side to move. Positions are indexed for each game's first
//! [`EXPLORER_PLIES`](crate::EXPLORER_PLIES) plies (the openings); a position later in a game is found by none.

use damier_rules::{Position, Rules};

use crate::entry::side_name;
use crate::position_key::position_key;
use crate::store::{Library, LibraryError};

/// A move played from the position, and how the games went on, for the side to move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExploredMove {
    /// In the standard notation.
    pub mv: String,
    pub games: u64,
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
}

impl Library {
    /// The moves the library's games (not deleted) played from `position`, most played first.
    pub fn explore(&self, rules: &Rules, position: &Position) -> Result<Vec<ExploredMove>, LibraryError> {
        let mover = side_name(position.side_to_move());
        let mut statement = self.db.prepare_cached(
            "SELECT p.move, g.result, COUNT(DISTINCT g.id) FROM positions p JOIN games g ON g.id = p.game \
             WHERE p.key = ?1 AND g.variant = ?2 AND g.deleted_ms IS NULL GROUP BY p.move, g.result",
        )?;
        let rows = statement
            .query_map(rusqlite::params![position_key(rules, position), rules.variant.id()], |row| {
                Ok((row.get::<_, String>(0)?, row.get::<_, String>(1)?, row.get::<_, i64>(2)? as u64))
            })?;
        let mut moves: Vec<ExploredMove> = Vec::new();
        for row in rows {
            let (mv, result, n) = row?;
            let at = match moves.iter().position(|m| m.mv == mv) {
                Some(at) => at,
                None => {
                    moves.push(ExploredMove { mv, games: 0, wins: 0, draws: 0, losses: 0 });
                    moves.len() - 1
                }
            };
            let entry = &mut moves[at];
            entry.games += n;
            match result.as_str() {
                "draw" => entry.draws += n,
                "unfinished" => {}
                winner if winner == mover => entry.wins += n,
                _ => entry.losses += n,
            }
        }
        moves.sort_by(|a, b| b.games.cmp(&a.games).then_with(|| a.mv.cmp(&b.mv)));
        Ok(moves)
    }
}
