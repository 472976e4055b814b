//! The store: one SQLite file in WAL mode with full syncs, each game written whole in one
//! transaction (with its explorer positions), deleted games kept until brought back.

use std::fmt;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use damier_rules::notation;
use damier_rules::pdn::{self, PdnGame};
use rusqlite::{Connection, OptionalExtension, Transaction, params};

use crate::entry::{GameId, GameSummary, Kind, NewGame, Outcome, result_name, result_of_name, side_name};
use crate::filter::Filter;
use crate::position_key::{EXPLORER_PLIES, position_key};
use crate::schema::{self, SchemaError};

/// A player's library.
pub struct Library {
    pub(crate) db: Connection,
}

/// A library opened, and the damaged file set aside to open it, if there was one.
pub struct Opened {
    pub library: Library,
    pub set_aside: Option<PathBuf>,
}

/// Why the library could not do what was asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LibraryError {
    /// The file is a library of a newer Damier: left as it is.
    Newer { path: PathBuf, version: i64 },
    /// The file or its folder could not be used.
    File { path: PathBuf, reason: String },
    /// The database refused (a full disk, say).
    Store(String),
    /// A game the library holds does not read back.
    Damaged { id: GameId, reason: String },
}

impl fmt::Display for LibraryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LibraryError::Newer { path, version } => {
                write!(f, "{}: a library of a newer Damier (schema {version}), left as it is", path.display())
            }
            LibraryError::File { path, reason } => write!(f, "{}: {reason}", path.display()),
            LibraryError::Store(reason) => write!(f, "the library: {reason}"),
            LibraryError::Damaged { id, reason } => {
                write!(f, "game {id} of the library does not read: {reason}")
            }
        }
    }
}

impl std::error::Error for LibraryError {}

impl From<rusqlite::Error> for LibraryError {
    fn from(e: rusqlite::Error) -> LibraryError {
        LibraryError::Store(e.to_string())
    }
}

pub(crate) fn now_ms() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64)
}

impl Library {
    /// Opens the library at `path`, creating it (and its folder) when missing. A file that is
    /// not a library, or is damaged, is moved aside (`NAME.bad-<seconds>`) and a new one begun;
    /// one of a newer Damier is refused and left alone.
    pub fn open(path: &Path) -> Result<Opened, LibraryError> {
        let file_error =
            |e: &dyn fmt::Display| LibraryError::File { path: path.to_owned(), reason: e.to_string() };
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder).map_err(|e| file_error(&e))?;
        }
        match Library::open_as_is(path) {
            Ok(library) => Ok(Opened { library, set_aside: None }),
            Err(SchemaError::Newer(version)) => Err(LibraryError::Newer { path: path.to_owned(), version }),
            Err(SchemaError::Sql(_)) if path.exists() => {
                let aside = damier_files::move_aside(path).map_err(|e| file_error(&e))?;
                for suffix in ["-wal", "-shm"] {
                    let mut side_file = path.as_os_str().to_owned();
                    side_file.push(suffix);
                    let _ = std::fs::remove_file(side_file);
                }
                let library = Library::open_as_is(path).map_err(|e| file_error(&format!("{e:?}")))?;
                Ok(Opened { library, set_aside: Some(aside) })
            }
            Err(SchemaError::Sql(e)) => Err(file_error(&e)),
        }
    }

    fn open_as_is(path: &Path) -> Result<Library, SchemaError> {
        let db = Connection::open(path)?;
        db.busy_timeout(std::time::Duration::from_secs(5))?;
        schema::prepare(&db)?;
        let check: String = db.query_row("PRAGMA quick_check", [], |row| row.get(0))?;
        if check != "ok" {
            return Err(SchemaError::Sql(rusqlite::Error::InvalidQuery));
        }
        Ok(Library { db })
    }

    /// Keeps a game; its number.
    pub fn add(&mut self, game: &NewGame) -> Result<GameId, LibraryError> {
        let tx = self.db.transaction()?;
        let id = insert(&tx, game, now_ms())?;
        tx.commit()?;
        Ok(id)
    }

    /// The games the filter lets through, newest first.
    pub fn list(&self, filter: &Filter) -> Result<Vec<GameSummary>, LibraryError> {
        let (clause, values) = filter.sql();
        let sql = format!(
            "SELECT id, date, added_ms, variant, white, black, kind, side, opponent, result, ending, \
             time_control, plies FROM games WHERE {clause} \
             ORDER BY added_ms DESC, id DESC LIMIT {} OFFSET {}",
            filter.limit.unwrap_or(u32::MAX),
            filter.offset
        );
        let mut statement = self.db.prepare(&sql)?;
        let rows = statement.query_map(rusqlite::params_from_iter(values.iter()), summary_of_row)?;
        Ok(rows.collect::<Result<Vec<_>, _>>()?)
    }

    /// How many games the filter lets through.
    pub fn count(&self, filter: &Filter) -> Result<u64, LibraryError> {
        let (clause, values) = filter.sql();
        let sql = format!("SELECT COUNT(*) FROM games WHERE {clause}");
        let n: i64 = self.db.query_row(&sql, rusqlite::params_from_iter(values.iter()), |row| row.get(0))?;
        Ok(n as u64)
    }

    /// A game's record, deleted or not; `None` when the library never had it.
    pub fn record(&self, id: GameId) -> Result<Option<PdnGame>, LibraryError> {
        let text: Option<String> =
            self.db.query_row("SELECT pdn FROM games WHERE id = ?1", [id], |row| row.get(0)).optional()?;
        let Some(text) = text else { return Ok(None) };
        let mut read = pdn::read(&text).into_iter();
        match read.next() {
            Some(pdn::ReadGame { record: Some(record), error: None }) => Ok(Some(record)),
            Some(pdn::ReadGame { error: Some(e), .. }) => {
                Err(LibraryError::Damaged { id, reason: e.to_string() })
            }
            _ => Err(LibraryError::Damaged { id, reason: "no game in the record".into() }),
        }
    }

    /// Deletes a game, which [`Library::restore`] brings back; false when there is no such
    /// game, or it was deleted already.
    pub fn delete(&mut self, id: GameId) -> Result<bool, LibraryError> {
        let changed = self.db.execute(
            "UPDATE games SET deleted_ms = ?2 WHERE id = ?1 AND deleted_ms IS NULL",
            params![id, now_ms()],
        )?;
        Ok(changed == 1)
    }

    /// Brings a deleted game back; false when it was not deleted.
    pub fn restore(&mut self, id: GameId) -> Result<bool, LibraryError> {
        let changed = self
            .db
            .execute("UPDATE games SET deleted_ms = NULL WHERE id = ?1 AND deleted_ms IS NOT NULL", [id])?;
        Ok(changed == 1)
    }

    /// The games the filter lets through as one PDN text, oldest first.
    pub fn export(&self, filter: &Filter) -> Result<String, LibraryError> {
        let mut games = self.list(filter)?;
        games.reverse();
        let mut records = Vec::with_capacity(games.len());
        for game in games {
            records.extend(self.record(game.id)?);
        }
        Ok(pdn::write_all(&records))
    }
}

/// Writes one game and its explorer positions inside `tx`.
pub(crate) fn insert(tx: &Transaction, game: &NewGame, added_ms: i64) -> Result<GameId, LibraryError> {
    let record = &game.record;
    let rules = record.game.rules();
    let tag = |name: &str| record.tag(name).map(str::to_owned);
    let ending = tag("Termination").or_else(|| record.game.outcome().map(|o| o.reason.name().to_owned()));
    let plies = record.game.moves().len();
    tx.execute(
        "INSERT INTO games (added_ms, date, variant, white, black, kind, side, opponent, time_control, \
         result, ending, plies, pdn) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
        params![
            added_ms,
            tag("Date").unwrap_or_else(|| "?".into()),
            rules.variant.id(),
            tag("White").unwrap_or_else(|| "?".into()),
            tag("Black").unwrap_or_else(|| "?".into()),
            game.kind.name(),
            game.kind.side().map(side_name),
            game.kind.opponent(),
            tag("TimeControl"),
            result_name(record.result),
            ending,
            plies as i64,
            pdn::write(record),
        ],
    )?;
    let id = tx.last_insert_rowid();
    let mut add_position =
        tx.prepare_cached("INSERT OR IGNORE INTO positions (key, game, ply, move) VALUES (?1, ?2, ?3, ?4)")?;
    for (ply, mv) in record.game.moves().iter().enumerate().take(EXPLORER_PLIES) {
        let position = record.game.position_at(ply);
        let legal = position.legal_moves();
        let text = notation::write(mv, &legal, &rules.topology);
        add_position.execute(params![position_key(rules, position), id, ply as i64, text])?;
    }
    Ok(id)
}

fn summary_of_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<GameSummary> {
    let side: Option<String> = row.get(7)?;
    let kind = Kind::from_columns(&row.get::<_, String>(6)?, side.as_deref(), row.get(8)?);
    let result = result_of_name(&row.get::<_, String>(9)?);
    let variant: String = row.get(3)?;
    let token = variant
        .parse::<damier_rules::Variant>()
        .map_or("*", |v| result.token(damier_rules::Rules::get(v, Default::default())));
    // As `OUTCOME_SQL` counts it for the filter: from the player's side, or White's.
    let outcome = Outcome::of(result, kind.side().unwrap_or(damier_rules::Side::White));
    Ok(GameSummary {
        id: row.get(0)?,
        date: row.get(1)?,
        added_ms: row.get(2)?,
        variant,
        white: row.get(4)?,
        black: row.get(5)?,
        kind,
        result: token.to_owned(),
        outcome,
        ending: row.get(10)?,
        time_control: row.get(11)?,
        plies: row.get::<_, i64>(12)? as u32,
    })
}
