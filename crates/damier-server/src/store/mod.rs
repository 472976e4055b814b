//! The games and their moves in SQLite (WAL), written by one thread that commits what has
//! queued up together: a change is answered only once its transaction is on disk, and many
//! games' moves share one disk sync.

use std::path::Path;
use std::sync::mpsc;
use std::thread;

use rusqlite::{Connection, OptionalExtension, params};
use tokio::sync::oneshot;

use crate::secrets::TokenHash;
use damier_protocol::{Colour, EndReason, ResultView};
use schema::prepare;

mod schema;

/// The most changes one transaction carries.
const MOST_PER_COMMIT: usize = 512;

/// A game being created: its host's seat is taken.
#[derive(Debug, Clone)]
pub struct NewGame {
    pub code: String,
    pub variant: String,
    pub control: Option<String>,
    pub host: Colour,
    pub token: TokenHash,
    pub name: String,
    pub created_ms: u64,
}

/// A change to the stored games.
#[derive(Debug, Clone)]
pub enum Change {
    Create(NewGame),
    /// The rematch of game `of`: a new game with both seats taken (the host's in `game`, the
    /// other's in `other`), started when it is created, and the old game pointing to it, in one
    /// change, so that a player who missed the moment finds the new game from the old one.
    Rematch {
        of: i64,
        game: NewGame,
        other: StoredSeat,
    },
    /// The second seat taken: the game starts at `at_ms`.
    Seat {
        game: i64,
        colour: Colour,
        token: TokenHash,
        name: String,
        at_ms: u64,
    },
    /// A move, and the result when it ends the game: one change, so that a move is never stored
    /// without the end it brings.
    Move {
        game: i64,
        mv: StoredMove,
        ends: Option<ResultView>,
    },
    /// The record cut back to its first `moves` moves.
    TakeBack {
        game: i64,
        moves: u32,
    },
    Finish {
        game: i64,
        result: ResultView,
        at_ms: u64,
    },
    /// Deletes the games created before `before_ms` that never started, but those in `except`
    /// (held by the server: a host still waits there); answers how many went.
    ExpireWaiting {
        before_ms: u64,
        except: Vec<String>,
    },
}

/// A move as stored: its ply, text, both clocks after it and when it was played (Unix ms).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredMove {
    pub ply: u32,
    pub text: String,
    pub white_ms: u64,
    pub black_ms: u64,
    pub at_ms: u64,
}

/// A seat as stored: the token's hash and the player's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredSeat {
    pub token: TokenHash,
    pub name: String,
}

/// A game read back.
#[derive(Debug, Clone)]
pub struct StoredGame {
    pub id: i64,
    pub code: String,
    pub variant: String,
    pub control: Option<String>,
    pub white: Option<StoredSeat>,
    pub black: Option<StoredSeat>,
    pub started_ms: Option<u64>,
    pub moves: Vec<StoredMove>,
    pub result: Option<(Option<Colour>, EndReason)>,
    /// The join code of the rematch that followed, once one has.
    pub rematch: Option<String>,
}

/// Why the store could not do what was asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoreError {
    /// A game with this code exists already.
    CodeTaken,
    Database(String),
    /// The store's thread is gone (the server is stopping).
    Closed,
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::CodeTaken => write!(f, "the join code is taken"),
            StoreError::Database(e) => write!(f, "database: {e}"),
            StoreError::Closed => write!(f, "the store has closed"),
        }
    }
}

enum Job {
    Change(Change, oneshot::Sender<Result<i64, StoreError>>),
    Load(String, oneshot::Sender<Result<Option<StoredGame>, StoreError>>),
}

/// The handle the server's tasks share; the thread ends when the last handle is dropped.
#[derive(Clone)]
pub struct Store {
    jobs: mpsc::Sender<Job>,
}

impl Store {
    /// Opens (or creates) the database at `path` and starts its writer thread.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        let connection = Connection::open(path).map_err(database)?;
        prepare(&connection)?;
        let (jobs, queue) = mpsc::channel();
        thread::Builder::new()
            .name("damier-store".into())
            .spawn(move || serve(connection, &queue))
            .map_err(|e| StoreError::Database(e.to_string()))?;
        Ok(Store { jobs })
    }

    /// Makes `change` durable; for `Create`, answers the new game's id.
    pub async fn apply(&self, change: Change) -> Result<i64, StoreError> {
        let (reply, answer) = oneshot::channel();
        self.jobs.send(Job::Change(change, reply)).map_err(|_| StoreError::Closed)?;
        answer.await.map_err(|_| StoreError::Closed)?
    }

    /// Waits until every change asked for before is on disk (or has failed): for a server
    /// stopping, which must not exit in the middle of a batch.
    pub async fn settle(&self) {
        let _ = self.load("").await;
    }

    /// The game with this join code, if any.
    pub async fn load(&self, code: &str) -> Result<Option<StoredGame>, StoreError> {
        let (reply, answer) = oneshot::channel();
        self.jobs.send(Job::Load(code.to_owned(), reply)).map_err(|_| StoreError::Closed)?;
        answer.await.map_err(|_| StoreError::Closed)?
    }
}

fn database(e: rusqlite::Error) -> StoreError {
    StoreError::Database(e.to_string())
}

/// The writer thread: takes what has queued, applies it in one transaction, commits, answers.
fn serve(mut connection: Connection, queue: &mpsc::Receiver<Job>) {
    while let Ok(first) = queue.recv() {
        let mut batch = vec![first];
        while batch.len() < MOST_PER_COMMIT {
            match queue.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        let mut answers = Vec::new();
        let mut loads = Vec::new();
        let committed = connection.transaction().map_err(database).and_then(|tx| {
            for job in batch {
                match job {
                    Job::Change(change, reply) => answers.push((apply(&tx, &change), reply)),
                    Job::Load(code, reply) => loads.push((code, reply)),
                }
            }
            tx.commit().map_err(database)
        });
        for (result, reply) in answers {
            let _ = reply.send(committed.clone().and(result));
        }
        // Read after the commit: a load never sees a change of its batch that then failed.
        for (code, reply) in loads {
            let _ = reply.send(load(&connection, &code));
        }
    }
}

fn colour_id(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "white",
        Colour::Black => "black",
    }
}

/// One change inside the batch's transaction, in a savepoint so that a change refused (a code
/// taken) leaves the others in the batch alone.
fn apply(tx: &rusqlite::Transaction<'_>, change: &Change) -> Result<i64, StoreError> {
    tx.execute_batch("SAVEPOINT change").map_err(database)?;
    let result = apply_inner(tx, change);
    let end = if result.is_ok() { "RELEASE change" } else { "ROLLBACK TO change; RELEASE change" };
    tx.execute_batch(end).map_err(database)?;
    result
}

fn apply_inner(tx: &rusqlite::Transaction<'_>, change: &Change) -> Result<i64, StoreError> {
    match change {
        Change::Create(game) => create(tx, game),
        Change::Rematch { of, game, other } => {
            let id = create(tx, game)?;
            take_seat(tx, id, game.host.opposite(), other, game.created_ms)?;
            tx.execute("UPDATE games SET rematch = ?1 WHERE id = ?2", params![game.code, of])
                .map_err(database)?;
            Ok(id)
        }
        Change::Seat { game, colour, token, name, at_ms } => {
            let seat = StoredSeat { token: *token, name: name.clone() };
            take_seat(tx, *game, *colour, &seat, *at_ms).map(|()| 0)
        }
        Change::Move { game, mv, ends } => {
            store_move(tx, *game, mv)?;
            if let Some(result) = ends {
                finish(tx, *game, result, mv.at_ms)?;
            }
            Ok(0)
        }
        Change::TakeBack { game, moves } => tx
            .execute("DELETE FROM moves WHERE game = ?1 AND ply >= ?2", params![game, moves])
            .map_err(database)
            .map(|_| 0),
        Change::Finish { game, result, at_ms } => finish(tx, *game, result, *at_ms).map(|()| 0),
        Change::ExpireWaiting { before_ms, except } => expire_waiting(tx, *before_ms, except),
    }
}

/// A new game with its host seated; its id, or `CodeTaken`.
fn create(tx: &rusqlite::Transaction<'_>, game: &NewGame) -> Result<i64, StoreError> {
    let (token, name) = match game.host {
        Colour::White => ("white_token", "white_name"),
        Colour::Black => ("black_token", "black_name"),
    };
    let sql = format!(
        "INSERT INTO games (code, variant, control, {token}, {name}, created_ms) VALUES (?1, ?2, ?3, ?4, ?5, ?6)"
    );
    let inserted = tx.execute(
        &sql,
        params![game.code, game.variant, game.control, game.token, game.name, game.created_ms],
    );
    match inserted {
        Ok(_) => Ok(tx.last_insert_rowid()),
        Err(rusqlite::Error::SqliteFailure(e, _)) if e.code == rusqlite::ErrorCode::ConstraintViolation => {
            Err(StoreError::CodeTaken)
        }
        Err(e) => Err(database(e)),
    }
}

/// Seats `colour`: the game starts at `at_ms`.
fn take_seat(
    tx: &rusqlite::Transaction<'_>,
    game: i64,
    colour: Colour,
    seat: &StoredSeat,
    at_ms: u64,
) -> Result<(), StoreError> {
    let c = colour_id(colour);
    let sql = format!("UPDATE games SET {c}_token = ?1, {c}_name = ?2, started_ms = ?3 WHERE id = ?4");
    tx.execute(&sql, params![seat.token, seat.name, at_ms, game]).map_err(database).map(|_| ())
}

/// Stores a move. The same move at the same ply again (a client's resend whose first answer was
/// lost) changes nothing and is no error; another move at a ply taken is.
fn store_move(tx: &rusqlite::Transaction<'_>, game: i64, mv: &StoredMove) -> Result<(), StoreError> {
    let inserted = tx
        .execute(
            "INSERT INTO moves (game, ply, text, white_ms, black_ms, at_ms) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
             ON CONFLICT (game, ply) DO NOTHING",
            params![game, mv.ply, mv.text, mv.white_ms, mv.black_ms, mv.at_ms],
        )
        .map_err(database)?;
    if inserted == 1 {
        return Ok(());
    }
    let stored: String = tx
        .query_row("SELECT text FROM moves WHERE game = ?1 AND ply = ?2", params![game, mv.ply], |row| {
            row.get(0)
        })
        .map_err(database)?;
    if stored == mv.text {
        Ok(())
    } else {
        Err(StoreError::Database(format!("game {game}: move {} is stored already as {stored}", mv.ply)))
    }
}

fn expire_waiting(
    tx: &rusqlite::Transaction<'_>,
    before_ms: u64,
    except: &[String],
) -> Result<i64, StoreError> {
    let except: std::collections::HashSet<&str> = except.iter().map(String::as_str).collect();
    let mut query = tx
        .prepare_cached("SELECT id, code FROM games WHERE started_ms IS NULL AND created_ms < ?1")
        .map_err(database)?;
    let expired: Vec<i64> = query
        .query_map([before_ms], |row| Ok((row.get::<_, i64>(0)?, row.get::<_, String>(1)?)))
        .map_err(database)?
        .filter_map(|row| row.map(|(id, code)| (!except.contains(code.as_str())).then_some(id)).transpose())
        .collect::<Result<_, _>>()
        .map_err(database)?;
    for id in &expired {
        tx.execute("DELETE FROM moves WHERE game = ?1", [id]).map_err(database)?;
        tx.execute("DELETE FROM games WHERE id = ?1", [id]).map_err(database)?;
    }
    Ok(expired.len() as i64)
}

fn finish(
    tx: &rusqlite::Transaction<'_>,
    game: i64,
    result: &ResultView,
    at_ms: u64,
) -> Result<(), StoreError> {
    tx.execute(
        "UPDATE games SET winner = ?1, reason = ?2, ended_ms = ?3 WHERE id = ?4",
        params![result.winner.map(colour_id).unwrap_or("draw"), result.reason.id(), at_ms, game],
    )
    .map_err(database)
    .map(|_| ())
}

fn load(tx: &Connection, code: &str) -> Result<Option<StoredGame>, StoreError> {
    // A seat is taken when it has a token; a token that is not a hash is damage, and the game
    // is refused rather than its seat handed to whoever asks.
    let seat = |colour: &str,
                token: Option<Vec<u8>>,
                name: Option<String>|
     -> rusqlite::Result<Option<StoredSeat>> {
        let Some(token) = token else { return Ok(None) };
        let token = TokenHash::try_from(token.as_slice()).map_err(|_| {
            let words = format!("game {code}: {colour}'s seat token is damaged ({} bytes)", token.len());
            rusqlite::Error::FromSqlConversionFailure(4, rusqlite::types::Type::Blob, words.into())
        })?;
        Ok(Some(StoredSeat { token, name: name.unwrap_or_default() }))
    };
    let game = tx
        .query_row(
            "SELECT id, code, variant, control, white_token, white_name, black_token, black_name,
                    started_ms, winner, reason, rematch FROM games WHERE code = ?1",
            [code],
            |row| {
                let winner: Option<String> = row.get(9)?;
                let reason: Option<String> = row.get(10)?;
                let result = reason.as_deref().and_then(EndReason::from_id).map(|reason| {
                    let winner = match winner.as_deref() {
                        Some("white") => Some(Colour::White),
                        Some("black") => Some(Colour::Black),
                        _ => None,
                    };
                    (winner, reason)
                });
                Ok(StoredGame {
                    id: row.get(0)?,
                    code: row.get(1)?,
                    variant: row.get(2)?,
                    control: row.get(3)?,
                    white: seat("white", row.get(4)?, row.get(5)?)?,
                    black: seat("black", row.get(6)?, row.get(7)?)?,
                    started_ms: row.get(8)?,
                    moves: Vec::new(),
                    result,
                    rematch: row.get(11)?,
                })
            },
        )
        .optional()
        .map_err(database)?;
    let Some(mut game) = game else { return Ok(None) };
    let mut query = tx
        .prepare_cached("SELECT ply, text, white_ms, black_ms, at_ms FROM moves WHERE game = ?1 ORDER BY ply")
        .map_err(database)?;
    let rows = query
        .query_map([game.id], |row| {
            Ok(StoredMove {
                ply: row.get(0)?,
                text: row.get(1)?,
                white_ms: row.get(2)?,
                black_ms: row.get(3)?,
                at_ms: row.get(4)?,
            })
        })
        .map_err(database)?;
    game.moves = rows.collect::<Result<_, _>>().map_err(database)?;
    Ok(Some(game))
}

#[cfg(test)]
mod tests;
