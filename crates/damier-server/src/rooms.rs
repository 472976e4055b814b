//! Every game the server holds, by join code: new games, games read back from the store after a
//! restart, and the watcher that lets a flag fall when nobody moves.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use damier_rules::Variant;
use damier_rules::clock::TimeControl;
use tokio::sync::Mutex;
use tokio::time::Instant;

use crate::room::{RematchPlan, Room};
use crate::secrets::{hash_token, new_code, new_token};
use crate::store::{Change, NewGame, Store, StoreError};
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
        let (mut room, code) = self.store_new(variant, control, colour, &token, &name).await?;
        room.take_seat(colour, hash_token(&token), name);
        Ok(NewSeat { room: self.hold(code, room).await, colour, token })
    }

    /// The rematch of a finished game: both seats taken, colours as planned, started at once.
    pub async fn create_rematch(&self, plan: RematchPlan) -> Result<(SharedRoom, [String; 2]), StoreError> {
        let tokens = [new_token(), new_token()];
        let [white_name, black_name] = plan.names;
        let (mut room, code) =
            self.store_new(plan.variant, plan.control, Colour::White, &tokens[0], &white_name).await?;
        let seat = Change::Seat {
            game: room.id,
            colour: Colour::Black,
            token: hash_token(&tokens[1]),
            name: black_name.clone(),
            at_ms: unix_ms(),
        };
        self.store.apply(seat).await?;
        room.take_seat(Colour::White, hash_token(&tokens[0]), white_name);
        room.take_seat(Colour::Black, hash_token(&tokens[1]), black_name);
        room.start(Instant::now());
        Ok((self.hold(code, room).await, tokens))
    }

    async fn store_new(
        &self,
        variant: Variant,
        control: Option<TimeControl>,
        host: Colour,
        token: &str,
        name: &str,
    ) -> Result<(Room, String), StoreError> {
        for _ in 0..CODE_TRIES {
            let code = new_code();
            let game = NewGame {
                code: code.clone(),
                variant: variant.id().to_owned(),
                control: control.map(TimeControl::tag),
                host,
                token: hash_token(token),
                name: name.to_owned(),
                created_ms: unix_ms(),
            };
            match self.store.apply(Change::Create(game)).await {
                Ok(id) => return Ok((Room::new(id, code.clone(), variant, control, self.grace), code)),
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
        let deserted = match table.get(code) {
            Some(room) => room.try_lock().is_ok_and(|r| r.is_deserted()),
            None => false,
        };
        if deserted {
            table.remove(code);
        }
    }

    /// How many games are held in memory.
    pub async fn held(&self) -> usize {
        self.table.lock().await.len()
    }
}

/// Puts `room` in the table under `code`, with the watcher of its flag.
fn hold_in(table: &mut HashMap<String, SharedRoom>, store: &Store, code: String, room: Room) -> SharedRoom {
    let shared = Arc::new(Mutex::new(room));
    table.insert(code, shared.clone());
    tokio::spawn(watch_flag(shared.clone(), store.clone()));
    shared
}

/// How often a flag's watcher looks whether its room is still held.
const STILL_HELD: Duration = Duration::from_secs(30);

/// Waits for the side to move's flag and ends the game when it falls; sleeps again whenever
/// the room says its deadline may have moved; stops when the game is over, or when the room has
/// been let go (the watcher holds the last reference: a room read back later has its own).
async fn watch_flag(room: SharedRoom, store: Store) {
    let changed = room.lock().await.changed.clone();
    loop {
        if Arc::strong_count(&room) == 1 {
            return;
        }
        let deadline = {
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
        if Arc::strong_count(&room) == 1 {
            return;
        }
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

pub fn unix_ms() -> u64 {
    let since = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default();
    u64::try_from(since.as_millis()).unwrap_or(u64::MAX)
}
