//! PDN files into the library: every game that reads whole is kept, in batches of one
//! transaction each, so that a crash leaves whole games only; the games that do not read are
//! listed with where and why.

use damier_rules::pdn;

use crate::entry::{Kind, NewGame};
use crate::store::{Library, LibraryError, insert, now_ms};

/// Games written in one transaction: few enough that a kill loses little, many enough that the
/// syncs do not dominate.
const BATCH: usize = 500;

/// A game of the file that was not imported.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportFailure {
    /// The game's number in the file, from 1.
    pub game: usize,
    pub line: usize,
    pub reason: String,
}

/// What an import did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ImportReport {
    pub imported: usize,
    pub failed: Vec<ImportFailure>,
}

impl Library {
    /// Imports every game of a PDN text, each as its own tags tell its kind (Damier's own saves
    /// keep theirs, other files' games are `Imported`). `progress(done, total)` is called after
    /// each batch. A game that stops at a move that cannot be played is not imported: it is
    /// listed in the report, with the rest of the file imported.
    pub fn import(
        &mut self,
        text: &str,
        mut progress: impl FnMut(usize, usize),
    ) -> Result<ImportReport, LibraryError> {
        let mut report = ImportReport::default();
        let mut games = Vec::new();
        for (n, read) in pdn::read(text).into_iter().enumerate() {
            match (read.record, read.error) {
                (Some(record), None) => games.push(NewGame { kind: Kind::of_record(&record), record }),
                (_, Some(e)) => {
                    report.failed.push(ImportFailure { game: n + 1, line: e.line, reason: e.to_string() })
                }
                (None, None) => {}
            }
        }
        let total = games.len();
        progress(0, total);
        for batch in games.chunks(BATCH) {
            let tx = self.db.transaction()?;
            let added = now_ms();
            for game in batch {
                insert(&tx, game, added)?;
            }
            tx.commit()?;
            report.imported += batch.len();
            progress(report.imported, total);
        }
        Ok(report)
    }
}
