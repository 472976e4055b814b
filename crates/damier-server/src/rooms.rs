//! Every game the server holds, by join code: new games, games read back from the store after a
//! restart, and the watcher that lets a flag fall when nobody moves.

use std::collections::HashMap;
use std::sync::{Arc, Weak};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use damier_rules::Variant;
use damier_rules::clock::TimeControl;
use tokio::sync::Mutex;
use tokio::time::Instant;

use crate::room::{RematchPlan, Room};
use crate::secrets::{hash_token, new_code, new_token};
use crate::store::{Change, NewGame, Store, StoreError, StoredSeat};
use damier_protocol::{Colour, ColourChoice};

/// A room, shared by the connections that follow it.
pub type SharedRoom = Arc<Mutex<Room>>;

/// How many codes to draw before giving up when every one drawn is taken.
const CODE_TRIES: usize = 8;

pub struct Rooms {
    pub store: Store,
    grace: Duration,
    /// Unix ms when this server started: time the server was down is charged to nobody.
    up_since_ms: u64,
    table: Mutex<HashMap<String, SharedRoom>>,
}

/// A seat just made: the room, the colour and the token its player must keep.
pub struct NewSeat {
    pub room: SharedRoom,
    pub colour: Colour,
    pub token: String,
}

impl Rooms {
    pub fn new(store: Store, grace: Duration) -> Rooms {
        Rooms { store, grace, up_since_ms: unix_ms(), table: Mutex::new(HashMap::new()) }
    }

    /// Hosts a new game: stored first, then held.
    pub async fn create(
        &self,
        variant: Variant,
        control: Option<TimeControl>,
        choice: ColourChoice,
        name: String,
    ) -> Result<NewSeat, StoreError> {
        let colour = match choice {
            ColourChoice::White => Colour::White,
            ColourChoice::Black => Colour::Black,
            ColourChoice::Random if new_token().as_bytes()[0].is_multiple_of(2) => Colour::White,
            ColourChoice::Random => Colour::Black,
        };
        let token = new_token();
        let host = StoredSeat { token: hash_token(&token), name };
        let (id, code) = self
            .store_with_new_code(|code| Change::Create(new_game(code, variant, control, colour, &host)))
            .await?;
        let mut room = Room::new(id, code.clone(), variant, control, self.grace);
        room.take_seat(colour, host.token, host.name);
        Ok(NewSeat { room: self.hold(code, room).await, colour, token })
    }

    /// The rematch of a finished game: both seats taken with the tokens the players had, colours
    /// as planned, started at once, and stored as the old game's rematch.
    pub async fn create_rematch(&self, plan: RematchPlan) -> Result<SharedRoom, StoreError> {
        let [white, black] = plan.seats;
        let (variant, control) = (plan.variant, plan.control);
        let (id, code) = self
            .store_with_new_code(|code| Change::Rematch {
                of: plan.of,
                game: new_game(code, variant, control, Colour::White, &white),
                other: black.clone(),
            })
            .await?;
        let mut room = Room::new(id, code.clone(), variant, control, self.grace);
        room.take_seat(Colour::White, white.token, white.name);
        room.take_seat(Colour::Black, black.token, black.name);
        room.start(Instant::now());
        Ok(self.hold(code, room).await)
    }

    /// Stores the new game `make` describes under a code drawn afresh, drawing again while the
    /// code is taken: the game's id and code.
    async fn store_with_new_code(
        &self,
        make: impl Fn(String) -> Change,
    ) -> Result<(i64, String), StoreError> {
        for _ in 0..CODE_TRIES {
            let code = new_code();
            match self.store.apply(make(code.clone())).await {
                Ok(id) => return Ok((id, code)),
                Err(StoreError::CodeTaken) => continue,
                Err(e) => return Err(e),
            }
        }
        Err(StoreError::CodeTaken)
    }

    async fn hold(&self, code: String, room: Room) -> SharedRoom {
        hold_in(&mut *self.table.lock().await, &self.store, code, room)
    }

    /// The game with this code: held, or read back from the store.
    pub async fn find(&self, code: &str) -> Result<Option<SharedRoom>, StoreError> {
        let mut table = self.table.lock().await;
        if let Some(room) = table.get(code) {
            return Ok(Some(room.clone()));
        }
        let Some(stored) = self.store.load(code).await? else { return Ok(None) };
        let mut room =
            Room::restore(stored, self.grace, unix_ms(), self.up_since_ms).map_err(StoreError::Database)?;
        if let Some(result) = room.unstored_end() {
            let finish = Change::Finish { game: room.id, result: result.clone(), at_ms: unix_ms() };
            self.store.apply(finish).await?;
            room.finish(result, Instant::now());
        }
        Ok(Some(hold_in(&mut table, &self.store, code.to_owned(), room)))
    }

    /// Lets a game nobody follows any more go from memory. The store keeps it, and reads it back
    /// when a player returns: its clock then charges the side to move for the time it had.
    pub async fn release_if_deserted(&self, code: &str) {
        let mut table = self.table.lock().await;
        if table.get(code).is_some_and(may_go) {
            table.remove(code);
        }
    }

    /// Lets go of every room nobody follows.
    pub async fn release_deserted(&self) {
        self.table.lock().await.retain(|_, room| !may_go(room));
    }

    /// Deletes the games that have waited longer than `expiry` for their second player, except
    /// those a host still waits in; how many.
    pub async fn expire_waiting(&self, expiry: Duration) -> Result<usize, StoreError> {
        let before_ms = unix_ms().saturating_sub(u64::try_from(expiry.as_millis()).unwrap_or(u64::MAX));
        let held: Vec<String> = self.table.lock().await.keys().cloned().collect();
        self.store.apply(Change::ExpireWaiting { before_ms, except: held }).await.map(|n| n as usize)
    }

    /// How many games are held in memory.
    pub async fn held(&self) -> usize {
        self.table.lock().await.len()
    }
}

/// Whether nobody but the table holds `room` (no connection follows it, and no request that has
/// found it is about to), so that it may be let go; if so, its flag's watcher is woken to find
/// it gone and end. Called with the table locked: a request finds a room only under that lock,
/// so none can find it between this look and its removal.
fn may_go(room: &SharedRoom) -> bool {
    if Arc::strong_count(room) > 1 {
        return false;
    }
    match room.try_lock() {
        Ok(r) => {
            r.changed.notify_one();
            true
        }
        Err(_) => false,
    }
}

/// Puts `room` in the table under `code`, with the watcher of its flag.
fn hold_in(table: &mut HashMap<String, SharedRoom>, store: &Store, code: String, room: Room) -> SharedRoom {
    let changed = room.changed.clone();
    let shared = Arc::new(Mutex::new(room));
    table.insert(code, shared.clone());
    tokio::spawn(watch_flag(Arc::downgrade(&shared), changed, store.clone()));
    shared
}

/// How often a flag's watcher looks again when nothing wakes it.
const STILL_HELD: Duration = Duration::from_secs(30);

/// Waits for the side to move's flag and ends the game when it falls; sleeps again whenever
/// the room says its deadline may have moved; stops when the game is over, or when the room has
/// been let go (the watcher holds no reference of its own: a room let go is freed at once, and
/// one read back later has its own watcher).
async fn watch_flag(room: Weak<Mutex<Room>>, changed: Arc<tokio::sync::Notify>, store: Store) {
    loop {
        let deadline = {
            let Some(room) = room.upgrade() else { return };
            let room = room.lock().await;
            if room.is_over() {
                return;
            }
            room.flag_deadline()
        };
        let look_again = Instant::now() + STILL_HELD;
        tokio::select! {
            () = tokio::time::sleep_until(deadline.unwrap_or(look_again).min(look_again)) => {}
            () = changed.notified() => continue,
        }
        let Some(room) = room.upgrade() else { return };
        let mut room = room.lock().await;
        let now = Instant::now();
        if let Some(result) = room.flag_fallen(now) {
            match store
                .apply(Change::Finish { game: room.id, result: result.clone(), at_ms: unix_ms() })
                .await
            {
                Ok(_) => room.finish(result, now),
                // Not stored, not ended: try again in a moment rather than spin.
                Err(_) => {
                    drop(room);
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
            }
        }
    }
}

/// A game as stored when it is created, `host` seated.
fn new_game(
    code: String,
    variant: Variant,
    control: Option<TimeControl>,
    colour: Colour,
    host: &StoredSeat,
) -> NewGame {
    NewGame {
        code,
        variant: variant.id().to_owned(),
        control: control.map(TimeControl::tag),
        host: colour,
        token: host.token,
        name: host.name.clone(),
        created_ms: unix_ms(),
    }
}

pub fn unix_ms() -> u64 {
    let since = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default();
    u64::try_from(since.as_millis()).unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rooms(name: &str) -> (Rooms, std::path::PathBuf) {
        let dir = std::env::temp_dir().join(format!("damier-rooms-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        (Rooms::new(Store::open(&dir.join("games.db")).unwrap(), Duration::from_secs(60)), dir)
    }

    #[tokio::test]
    async fn a_room_let_go_is_freed_at_once_and_a_rematch_nobody_followed_is_swept() {
        let (rooms, dir) = rooms("freed");
        let seat =
            rooms.create(Variant::International, None, ColourChoice::White, "Ada".into()).await.unwrap();
        let (code, id) = {
            let room = seat.room.lock().await;
            (room.code.clone(), room.id)
        };
        let freed = Arc::downgrade(&seat.room);
        drop(seat);
        rooms.release_if_deserted(&code).await;
        tokio::task::yield_now().await;
        assert!(freed.upgrade().is_none(), "the flag's watcher kept the room alive");

        let plan = RematchPlan {
            of: id,
            variant: Variant::International,
            control: Some("5+3".parse().unwrap()),
            seats: [
                StoredSeat { token: [1; 32], name: "Ada".into() },
                StoredSeat { token: [2; 32], name: "Bo".into() },
            ],
        };
        let rematch = rooms.create_rematch(plan).await.unwrap();
        let freed = Arc::downgrade(&rematch);
        drop(rematch);
        assert_eq!(rooms.held().await, 1);
        rooms.release_deserted().await;
        tokio::task::yield_now().await;
        assert_eq!(rooms.held().await, 0);
        assert!(freed.upgrade().is_none());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[tokio::test]
    async fn a_room_found_but_not_yet_followed_is_not_let_go() {
        let (rooms, dir) = rooms("found");
        let seat = rooms.create(Variant::Brazilian, None, ColourChoice::White, "Ada".into()).await.unwrap();
        let code = seat.room.lock().await.code.clone();
        drop(seat);
        // A resume has found the room and not yet subscribed to it when a sweep comes by.
        let found = rooms.find(&code).await.unwrap().unwrap();
        rooms.release_deserted().await;
        rooms.release_if_deserted(&code).await;
        let again = rooms.find(&code).await.unwrap().unwrap();
        assert!(Arc::ptr_eq(&found, &again), "a second copy of the game was read back beside the first");
        drop((found, again));
        rooms.release_deserted().await;
        assert_eq!(rooms.held().await, 0);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[tokio::test]
    async fn games_never_joined_expire_but_not_while_their_host_waits() {
        let (rooms, dir) = rooms("expiry");
        let waiting = rooms.create(Variant::English, None, ColourChoice::Black, "Ada".into()).await.unwrap();
        let gone = rooms.create(Variant::English, None, ColourChoice::Black, "Bo".into()).await.unwrap();
        let (waiting_code, gone_code) =
            (waiting.room.lock().await.code.clone(), gone.room.lock().await.code.clone());
        drop(gone);
        rooms.release_if_deserted(&gone_code).await;
        tokio::time::sleep(Duration::from_millis(20)).await;
        assert_eq!(rooms.expire_waiting(Duration::from_millis(10)).await, Ok(1));
        assert!(rooms.find(&gone_code).await.unwrap().is_none());
        assert!(rooms.find(&waiting_code).await.unwrap().is_some());
        assert_eq!(rooms.expire_waiting(Duration::from_secs(3600)).await, Ok(0));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
