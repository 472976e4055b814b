//! The tables, made on first use and brought up to date from an older server's.

use rusqlite::Connection;

use super::{StoreError, database};

/// The schema this code reads and writes (`PRAGMA user_version`).
const SCHEMA_VERSION: i64 = 2;

/// WAL with full syncs: a commit survives the process being killed and the machine losing
/// power; the schema is created on first use and a newer one is refused.
pub(super) fn prepare(connection: &Connection) -> Result<(), StoreError> {
    connection.pragma_update(None, "journal_mode", "WAL").map_err(database)?;
    connection.pragma_update(None, "synchronous", "FULL").map_err(database)?;
    connection.pragma_update(None, "foreign_keys", "ON").map_err(database)?;
    let version: i64 =
        connection.pragma_query_value(None, "user_version", |row| row.get(0)).map_err(database)?;
    if version > SCHEMA_VERSION {
        return Err(StoreError::Database(format!(
            "the database has schema {version}, newer than this server's {SCHEMA_VERSION}"
        )));
    }
    migrate(connection, version)?;
    connection
        .execute_batch(
            "CREATE TABLE IF NOT EXISTS games (
                id INTEGER PRIMARY KEY,
                code TEXT NOT NULL UNIQUE,
                variant TEXT NOT NULL,
                control TEXT,
                white_token BLOB, white_name TEXT,
                black_token BLOB, black_name TEXT,
                created_ms INTEGER NOT NULL,
                started_ms INTEGER,
                winner TEXT, reason TEXT, ended_ms INTEGER,
                rematch TEXT
            );
            CREATE TABLE IF NOT EXISTS moves (
                game INTEGER NOT NULL REFERENCES games(id),
                ply INTEGER NOT NULL,
                text TEXT NOT NULL,
                white_ms INTEGER NOT NULL, black_ms INTEGER NOT NULL,
                at_ms INTEGER NOT NULL,
                PRIMARY KEY (game, ply)
            ) WITHOUT ROWID;
            PRAGMA user_version = 2;",
        )
        .map_err(database)
}

/// Brings a database of an older schema up to this one, in one transaction.
fn migrate(connection: &Connection, version: i64) -> Result<(), StoreError> {
    if version == 1 {
        connection
            .execute_batch(
                "BEGIN;
                 ALTER TABLE games ADD COLUMN rematch TEXT;
                 PRAGMA user_version = 2;
                 COMMIT;",
            )
            .map_err(database)?;
    }
    Ok(())
}
