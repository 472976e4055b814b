//! What each request does. A change is stored before the room applies it and the players hear
//! of it: an acknowledged move is a stored move.

use tokio::time::Instant;

use super::{Connection, Following, SeatHeld, refusal_words};
use crate::room::{Answer, MovePlan, PlannedMove, Room};
use crate::rooms::{SharedRoom, unix_ms};
use crate::secrets::{hash_token, normalise_code};
use crate::store::{Change, StoreError};
use damier_protocol::{
    Claim, ClientMessage, Colour, ColourChoice, ErrorKind, MAX_NAME_CHARS, OfferKind, ResultView,
    ServerMessage,
};

type Replies = Vec<ServerMessage>;

/// How many rematches a resume follows from the game it names. A client keeps the latest game's
/// code, so one step is the most it needs; the bound keeps a resume from reading a whole
/// evening's games into memory.
const REMATCH_STEPS: usize = 64;

/// Why a code named no room.
enum Missing {
    /// The client's: no such game, or no code at all.
    Failed(ErrorKind, String),
    /// The store could not look.
    Storage(StoreError),
}

impl Connection {
    pub(super) async fn request(&mut self, message: ClientMessage) -> Replies {
        match message {
            ClientMessage::Ping { id } => vec![ServerMessage::Pong { id }],
            ClientMessage::Create { variant, clock, colour, name } => {
                self.create(&variant, clock.as_deref(), colour, &name).await
            }
            ClientMessage::Join { code, name } => self.join(&code, &name).await,
            ClientMessage::Resume { code, token } => self.resume(&code, &token).await,
            ClientMessage::Watch { code } => self.watch(&code).await,
            ClientMessage::Move { ply, mv } => self.play(ply, &mv).await,
            ClientMessage::Offer { kind } => self.offer(kind).await,
            ClientMessage::Accept { kind } => self.accept(kind).await,
            ClientMessage::Decline { kind } => self.decline(kind).await,
            ClientMessage::Resign => self.resign().await,
            ClientMessage::Claim { claim } => self.claim(claim).await,
            ClientMessage::Sync => match &self.following {
                Some(f) => vec![ServerMessage::State { game: f.room.lock().await.view(Instant::now()) }],
                None => vec![self.fault(ErrorKind::NotSeated, "follow a game first")],
            },
        }
    }

    async fn create(
        &mut self,
        variant: &str,
        clock: Option<&str>,
        colour: ColourChoice,
        name: &str,
    ) -> Replies {
        if self.following.is_some() {
            return vec![self.fault(ErrorKind::AlreadySeated, "this connection follows a game already")];
        }
        let variant = match variant.parse::<damier_rules::Variant>() {
            Ok(v) => v,
            Err(e) => return vec![self.fault(ErrorKind::BadRequest, e.to_string())],
        };
        let control = match clock.map(str::parse::<damier_rules::clock::TimeControl>).transpose() {
            Ok(c) => c,
            Err(e) => return vec![self.fault(ErrorKind::BadRequest, format!("clock: {e}"))],
        };
        if let Err(refusal) = self.shared.addresses.create(self.peer) {
            return vec![self.fault(ErrorKind::CreateLimited, refusal_words(refusal))];
        }
        match self.shared.rooms.create(variant, control, colour, clean_name(name)).await {
            Ok(seat) => self.sit(seat.room, seat.colour, seat.token).await,
            Err(e) => vec![storage(&e)],
        }
    }

    async fn join(&mut self, code: &str, name: &str) -> Replies {
        let room = match self.find(code).await {
            Ok(room) => room,
            Err(reply) => return vec![reply],
        };
        let token = crate::secrets::new_token();
        let colour = {
            let mut r = room.lock().await;
            let Some(colour) = r.free_seat() else {
                return vec![self.fault(ErrorKind::GameFull, "both seats are taken: you may watch")];
            };
            let name = clean_name(name);
            let change = Change::Seat {
                game: r.id,
                colour,
                token: hash_token(&token),
                name: name.clone(),
                at_ms: unix_ms(),
            };
            if let Err(e) = self.shared.rooms.store.apply(change).await {
                return vec![storage(&e)];
            }
            r.take_seat(colour, hash_token(&token), name);
            r.start(Instant::now());
            r.announce(&ServerMessage::Started { game: r.view(Instant::now()) });
            colour
        };
        self.sit(room, colour, token).await
    }

    /// A seat taken back with its token. The token is checked before anything is charged: a
    /// player's own resume is never refused for the bad guesses of others behind the same
    /// address. Only a failure is charged, and once the address has nothing left, every failure
    /// reads the same (`join_limited`), so a resume tells a guesser no more than a join would.
    async fn resume(&mut self, code: &str, token: &str) -> Replies {
        if self.following.is_some() {
            return vec![self.fault(ErrorKind::AlreadySeated, "this connection follows a game already")];
        }
        let failure = match self.look_up(code).await {
            Ok(room) => {
                let seat = room.lock().await.seat_of(token);
                match seat {
                    Some(colour) => return self.sit_latest(room, colour, token).await,
                    None => (ErrorKind::BadToken, "that token holds no seat in this game".to_owned()),
                }
            }
            Err(Missing::Storage(e)) => return vec![storage(&e)],
            Err(Missing::Failed(kind, words)) => (kind, words),
        };
        match self.shared.addresses.join_failed(self.peer) {
            Ok(()) => vec![self.fault(failure.0, failure.1)],
            Err(refusal) => vec![self.fault(ErrorKind::JoinLimited, refusal_words(refusal))],
        }
    }

    async fn watch(&mut self, code: &str) -> Replies {
        match self.find(code).await {
            Ok(room) => self.watch_room(room).await,
            Err(reply) => vec![reply],
        }
    }

    async fn watch_room(&mut self, room: SharedRoom) -> Replies {
        let (code, events, game) = {
            let mut r = room.lock().await;
            // Told to the others; this watcher sees the count in its view.
            r.watched(true);
            (r.code.clone(), r.subscribe(), r.view(Instant::now()))
        };
        self.following = Some(Following { room, code, seat: None, events });
        vec![ServerMessage::Watching { game }]
    }

    /// The room a code names, for a connection that follows none yet (a join or a watch, where
    /// the code is the secret). The attempt is charged before the look-up and given back when
    /// the code names a game.
    async fn find(&mut self, code: &str) -> Result<SharedRoom, ServerMessage> {
        if self.following.is_some() {
            return Err(self.fault(ErrorKind::AlreadySeated, "this connection follows a game already"));
        }
        let ticket = match self.shared.addresses.begin_join(self.peer) {
            Ok(ticket) => ticket,
            Err(refusal) => return Err(self.fault(ErrorKind::JoinLimited, refusal_words(refusal))),
        };
        match self.look_up(code).await {
            Ok(room) => {
                self.shared.addresses.join_succeeded(self.peer, ticket);
                Ok(room)
            }
            Err(Missing::Storage(e)) => {
                // The server's fault, not the guess's.
                self.shared.addresses.join_succeeded(self.peer, ticket);
                Err(storage(&e))
            }
            Err(Missing::Failed(kind, words)) => Err(self.fault(kind, words)),
        }
    }

    /// The room a code names, held or read back, charging nothing.
    async fn look_up(&mut self, code: &str) -> Result<SharedRoom, Missing> {
        let Some(code) = normalise_code(code) else {
            return Err(Missing::Failed(
                ErrorKind::BadRequest,
                "a join code is six letters and digits".into(),
            ));
        };
        match self.shared.rooms.find(&code).await {
            Ok(Some(room)) => Ok(room),
            Ok(None) => Err(Missing::Failed(ErrorKind::UnknownGame, format!("no game has the code {code}"))),
            Err(e) => Err(Missing::Storage(e)),
        }
    }

    /// Takes back the seat `token` holds in `room` or, when a rematch has followed it, in the
    /// latest rematch: a player who was away when it was agreed finds his next game.
    async fn sit_latest(&mut self, mut room: SharedRoom, mut colour: Colour, token: &str) -> Replies {
        for _ in 0..REMATCH_STEPS {
            let rematch = room.lock().await.rematch().map(str::to_owned);
            let Some(code) = rematch else { break };
            let next = match self.shared.rooms.find(&code).await {
                Ok(Some(next)) => next,
                Ok(None) => break,
                Err(e) => return vec![storage(&e)],
            };
            let Some(seat) = next.lock().await.seat_of(token) else { break };
            (room, colour) = (next, seat);
        }
        self.sit(room, colour, token.to_owned()).await
    }

    /// Takes `colour`'s seat in `room` on this connection.
    async fn sit(&mut self, room: SharedRoom, colour: Colour, token: String) -> Replies {
        let (code, events, game) = {
            let mut r = room.lock().await;
            let events = r.subscribe();
            r.connect(colour);
            (r.code.clone(), events, r.view(Instant::now()))
        };
        let seat = SeatHeld { colour, token: token.clone() };
        self.following = Some(Following { room, code: code.clone(), seat: Some(seat), events });
        vec![ServerMessage::Seated { code, token, colour, game, page: self.shared.config.web.is_some() }]
    }

    /// The room and seat of this connection, or the error to answer.
    fn seated(&mut self) -> Result<(SharedRoom, Colour), Replies> {
        match &self.following {
            Some(Following { room, seat: Some(seat), .. }) => Ok((room.clone(), seat.colour)),
            _ => Err(vec![self.fault(ErrorKind::NotSeated, "take a seat first (create, join or resume)")]),
        }
    }

    async fn play(&mut self, ply: u32, text: &str) -> Replies {
        let (room, colour) = match self.seated() {
            Ok(seated) => seated,
            Err(replies) => return replies,
        };
        let mut r = room.lock().await;
        let now = Instant::now();
        match r.plan_move(colour, ply, text, now, unix_ms()) {
            Ok(MovePlan::Play(planned)) => {
                let PlannedMove { mv, stored, clock, result } = *planned;
                let change = Change::Move { game: r.id, mv: stored.clone(), ends: result.clone() };
                if let Err(e) = self.shared.rooms.store.apply(change).await {
                    return vec![storage(&e)];
                }
                r.commit_move(&mv, stored, clock, result, Instant::now());
                Vec::new()
            }
            Ok(MovePlan::Repeat(stored)) => {
                vec![ServerMessage::Moved { ply, mv: stored.text, clock: r.clock_view(now) }]
            }
            Ok(MovePlan::Flagged(result)) => {
                let mut replies = self.finish(&mut r, result).await;
                if replies.is_empty() {
                    replies.push(ServerMessage::error(
                        ErrorKind::GameOver,
                        "your time ran out before the move arrived",
                    ));
                }
                replies
            }
            Err((kind, words)) => vec![self.fault(kind, words)],
        }
    }

    async fn offer(&mut self, kind: OfferKind) -> Replies {
        let (room, colour) = match self.seated() {
            Ok(seated) => seated,
            Err(replies) => return replies,
        };
        let mut r = room.lock().await;
        if let Some(code) = rematch_made(&r, kind) {
            drop(r);
            return self.follow_rematch(code).await;
        }
        match r.offer(colour, kind) {
            Ok(None) => Vec::new(),
            Ok(Some(answer)) => self.carry_out(&mut r, answer).await,
            Err((kind, words)) => vec![self.fault(kind, words)],
        }
    }

    async fn accept(&mut self, kind: OfferKind) -> Replies {
        let (room, colour) = match self.seated() {
            Ok(seated) => seated,
            Err(replies) => return replies,
        };
        let mut r = room.lock().await;
        if let Some(code) = rematch_made(&r, kind) {
            drop(r);
            return self.follow_rematch(code).await;
        }
        match r.plan_accept(colour, kind) {
            Ok(answer) => self.carry_out(&mut r, answer).await,
            Err((kind, words)) => vec![self.fault(kind, words)],
        }
    }

    /// Stores an accepted offer's consequence, then lets the room apply it.
    async fn carry_out(&mut self, room: &mut Room, answer: Answer) -> Replies {
        let store = &self.shared.rooms.store;
        let now = Instant::now();
        match answer {
            Answer::End(result) => return self.finish(room, result).await,
            Answer::TakeBack { moves } => {
                match store.apply(Change::TakeBack { game: room.id, moves }).await {
                    Ok(_) => room.commit_takeback(moves, now),
                    Err(e) => return vec![storage(&e)],
                }
            }
            Answer::Rematch(plan) => match self.shared.rooms.create_rematch(plan).await {
                Ok(rematch) => {
                    let code = rematch.lock().await.code.clone();
                    room.hand_over(code);
                }
                Err(e) => return vec![storage(&e)],
            },
        }
        Vec::new()
    }

    async fn decline(&mut self, kind: OfferKind) -> Replies {
        let (room, colour) = match self.seated() {
            Ok(seated) => seated,
            Err(replies) => return replies,
        };
        let declined = room.lock().await.decline(colour, kind);
        match declined {
            Ok(()) => Vec::new(),
            Err((kind, words)) => vec![self.fault(kind, words)],
        }
    }

    async fn resign(&mut self) -> Replies {
        self.end_by(|room, colour, _| room.plan_resign(colour)).await
    }

    async fn claim(&mut self, claim: Claim) -> Replies {
        self.end_by(move |room, colour, now| room.plan_claim(colour, claim, now)).await
    }

    /// Ends the game as `plan` decides for this seat, once the result is stored.
    async fn end_by(
        &mut self,
        plan: impl FnOnce(&Room, Colour, Instant) -> Result<ResultView, (ErrorKind, String)>,
    ) -> Replies {
        let (room, colour) = match self.seated() {
            Ok(seated) => seated,
            Err(replies) => return replies,
        };
        let mut r = room.lock().await;
        let now = Instant::now();
        match plan(&r, colour, now) {
            Ok(result) => self.finish(&mut r, result).await,
            Err((kind, words)) => vec![self.fault(kind, words)],
        }
    }

    /// Ends the game with `result` once it is stored; nothing to answer but a storage failure
    /// (everyone hears of the end from the room).
    async fn finish(&self, room: &mut Room, result: ResultView) -> Replies {
        let change = Change::Finish { game: room.id, result: result.clone(), at_ms: unix_ms() };
        match self.shared.rooms.store.apply(change).await {
            Ok(_) => {
                room.finish(result, Instant::now());
                Vec::new()
            }
            Err(e) => vec![storage(&e)],
        }
    }

    /// A rematch was agreed in the room followed: take this seat's place in the new game (or
    /// watch it, for a watcher). Until the new game is found, the old one is still followed.
    pub(super) async fn follow_rematch(&mut self, code: String) -> Replies {
        let room = match self.shared.rooms.find(&code).await {
            Ok(Some(room)) => room,
            Ok(None) => {
                return vec![ServerMessage::error(
                    ErrorKind::UnknownGame,
                    format!("the rematch {code} is gone"),
                )];
            }
            Err(e) => return vec![storage(&e)],
        };
        let token = self.following.as_ref().and_then(|f| f.seat.as_ref()).map(|seat| seat.token.clone());
        self.leave().await;
        let seat = match &token {
            Some(token) => room.lock().await.seat_of(token),
            None => None,
        };
        match (seat, token) {
            (Some(colour), Some(token)) => self.sit(room, colour, token).await,
            _ => self.watch_room(room).await,
        }
    }
}

/// The code of the rematch that has followed this game already, when `kind` asks for one: the
/// seat is there.
fn rematch_made(room: &Room, kind: OfferKind) -> Option<String> {
    (kind == OfferKind::Rematch).then(|| room.rematch().map(str::to_owned)).flatten()
}

/// A player's name as shown to the other: no control characters, trimmed, at most 40 characters.
fn clean_name(name: &str) -> String {
    let name: String = name.chars().filter(|c| !c.is_control()).take(MAX_NAME_CHARS).collect();
    let name = name.trim();
    if name.is_empty() { "Player".to_owned() } else { name.to_owned() }
}

/// A change the store could not make: it was not made, and the client may try again.
fn storage(error: &StoreError) -> ServerMessage {
    ServerMessage::error(ErrorKind::Storage, format!("not stored, so not done: {error}"))
}
