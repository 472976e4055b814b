//! The store's tables, created in a new file and brought up to date in an old one.

use rusqlite::Connection;

/// The schema this build writes (`PRAGMA user_version`).
pub const VERSION: i64 = 1;

const TABLES: &str = "
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    added_ms INTEGER NOT NULL,
    date TEXT NOT NULL,
    variant TEXT NOT NULL,
    white TEXT NOT NULL,
    black TEXT NOT NULL,
    kind TEXT NOT NULL,
    side TEXT,
    opponent TEXT,
    time_control TEXT,
    result TEXT NOT NULL,
    ending TEXT,
    plies INTEGER NOT NULL,
    pdn TEXT NOT NULL,
    deleted_ms INTEGER
);
CREATE INDEX games_by_variant ON games (variant, added_ms);
CREATE INDEX games_deleted ON games (deleted_ms);
-- The positions of each game's first plies and the move played there, for the explorer.
CREATE TABLE positions (
    key INTEGER NOT NULL,
    game INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply INTEGER NOT NULL,
    move TEXT NOT NULL,
    PRIMARY KEY (key, game, ply)
) WITHOUT ROWID;
CREATE INDEX positions_by_game ON positions (game);
";

/// Why a file cannot be this build's store.
#[derive(Debug)]
pub enum SchemaError {
    /// Written by a newer Damier: left as it is.
    Newer(i64),
    Sql(rusqlite::Error),
}

impl From<rusqlite::Error> for SchemaError {
    fn from(e: rusqlite::Error) -> SchemaError {
        SchemaError::Sql(e)
    }
}

/// Creates the tables of a new store, checks an old one's version.
pub fn prepare(db: &Connection) -> Result<(), SchemaError> {
    db.pragma_update(None, "journal_mode", "WAL")?;
    db.pragma_update(None, "synchronous", "FULL")?;
    db.pragma_update(None, "foreign_keys", true)?;
    let version: i64 = db.pragma_query_value(None, "user_version", |row| row.get(0))?;
    match version {
        0 => {
            let tx = db.unchecked_transaction()?;
            tx.execute_batch(TABLES)?;
            tx.pragma_update(None, "user_version", VERSION)?;
            tx.commit()?;
            Ok(())
        }
        VERSION => Ok(()),
        newer if newer > VERSION => Err(SchemaError::Newer(newer)),
        _ => Ok(()),
    }
}
