//! The player's statistics: per variant, the games against the computer and online counted
//! from the player's side (in all and per opponent), the last results and the longest run of
//! wins; and of every game kept, how many, and how they ended from White's side.

use crate::entry::{Kind, Outcome, result_of_name};
use crate::store::{Library, LibraryError};

/// Games won, drawn and lost (unfinished ones count in `games` only).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Record {
    pub games: u64,
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
}

impl Record {
    fn count(&mut self, outcome: Outcome) {
        self.games += 1;
        match outcome {
            Outcome::Win => self.wins += 1,
            Outcome::Draw => self.draws += 1,
            Outcome::Loss => self.losses += 1,
            Outcome::Unfinished => {}
        }
    }
}

/// One variant's figures.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct VariantStats {
    pub variant: String,
    /// Every game kept, of any kind, from White's side.
    pub all: Record,
    /// The player's games (against the computer or a friend), from the player's side.
    pub player: Record,
    /// The same per opponent: `(kind, name, record)`, kind `computer` (name a level) or `online`.
    pub opponents: Vec<(String, String, Record)>,
    pub hot_seat: u64,
    pub engines: u64,
    pub imported: u64,
    /// The player's last results, the latest first (ten at most).
    pub last: Vec<Outcome>,
    pub longest_winning_run: u64,
}

/// Every variant with a game kept.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Stats {
    pub variants: Vec<VariantStats>,
}

const LAST: usize = 10;

impl Library {
    pub fn stats(&self) -> Result<Stats, LibraryError> {
        let mut statement = self.db.prepare(
            "SELECT variant, kind, side, opponent, result FROM games WHERE deleted_ms IS NULL \
             ORDER BY variant, added_ms, id",
        )?;
        let rows = statement.query_map([], |row| {
            let side: Option<String> = row.get(2)?;
            let kind = Kind::from_columns(&row.get::<_, String>(1)?, side.as_deref(), row.get(3)?);
            Ok((row.get::<_, String>(0)?, kind, result_of_name(&row.get::<_, String>(4)?)))
        })?;
        let mut stats = Stats::default();
        let mut run = 0;
        for row in rows {
            let (variant, kind, result) = row?;
            if stats.variants.last().is_none_or(|v| v.variant != variant) {
                stats.variants.push(VariantStats { variant, ..VariantStats::default() });
                run = 0;
            }
            let figures = stats.variants.last_mut().expect("pushed above");
            figures.all.count(Outcome::of(result, damier_rules::Side::White));
            match &kind {
                Kind::HotSeat => figures.hot_seat += 1,
                Kind::Engines => figures.engines += 1,
                Kind::Imported => figures.imported += 1,
                Kind::Computer { side, .. } | Kind::Online { side, .. } => {
                    let outcome = Outcome::of(result, *side);
                    figures.player.count(outcome);
                    let (kind_name, name) = (kind.name(), kind.opponent().unwrap_or_default());
                    match figures.opponents.iter_mut().find(|(k, n, _)| k == kind_name && n == name) {
                        Some((_, _, record)) => record.count(outcome),
                        None => {
                            let mut record = Record::default();
                            record.count(outcome);
                            figures.opponents.push((kind_name.to_owned(), name.to_owned(), record));
                        }
                    }
                    if outcome != Outcome::Unfinished {
                        figures.last.insert(0, outcome);
                        figures.last.truncate(LAST);
                        run = if outcome == Outcome::Win { run + 1 } else { 0 };
                        figures.longest_winning_run = figures.longest_winning_run.max(run);
                    }
                }
            }
        }
        Ok(stats)
    }
}
