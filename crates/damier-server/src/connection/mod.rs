//! One client's WebSocket: its messages read, limited and answered; the events of the room it
//! follows passed on; its seat let go when it closes.

mod requests;

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::ws::{Message, WebSocket};
use tokio::sync::{broadcast, watch};
use tokio::time::{Instant, sleep_until};

use crate::limits::{Bucket, Rate, TooMany};
use crate::room::RoomEvent;
use crate::rooms::SharedRoom;
use crate::shared::Shared;
use damier_protocol::{Colour, ErrorKind, MAX_MESSAGE_BYTES, ServerMessage, read_client_frame};

/// How many messages over its rate a connection may send before it is closed; one more is
/// forgiven every ten seconds.
const OVER_RATE: Rate = Rate { per_second: 0.1, burst: 100.0 };
/// How many faulty messages (not JSON, refused requests) a connection may send before it is
/// closed: a client that has lost its way, or one probing. One more is forgiven every second,
/// so that a long game's occasional refusals never add up.
const FAULTS: Rate = Rate { per_second: 1.0, burst: 200.0 };

/// The room a connection follows, with its seat if it has one.
struct Following {
    room: SharedRoom,
    code: String,
    seat: Option<SeatHeld>,
    events: broadcast::Receiver<RoomEvent>,
}

/// A seat a connection holds, and the token that won it (which holds its seat in the rematch
/// too).
struct SeatHeld {
    colour: Colour,
    token: String,
}

pub struct Connection {
    shared: Arc<Shared>,
    peer: IpAddr,
    following: Option<Following>,
    bucket: Bucket,
    over_rate: Bucket,
    faults: Bucket,
    /// Why the connection is to be closed, once a budget above has run out.
    worn_out: Option<WornOut>,
    /// Whether the client was told it is over its rate since it last kept to it.
    told_over_rate: bool,
}

#[derive(Debug, Clone, Copy)]
enum WornOut {
    OverRate,
    Faults,
}

/// Serves one client until it closes, falls silent, misbehaves past bearing, or the server stops.
pub async fn serve(
    mut socket: WebSocket,
    peer: IpAddr,
    shared: Arc<Shared>,
    mut stopping: watch::Receiver<bool>,
) {
    if let Err(refusal) = shared.addresses.open(peer) {
        let message = ServerMessage::error(ErrorKind::TooManyConnections, refusal_words(refusal));
        let _ = send_all(&mut socket, frames(&[message]), shared.config.send_deadline).await;
        return;
    }
    let now = Instant::now();
    let mut connection = Connection {
        shared: shared.clone(),
        peer,
        following: None,
        bucket: Bucket::new(shared.addresses.limits().per_connection, now),
        over_rate: Bucket::new(OVER_RATE, now),
        faults: Bucket::new(FAULTS, now),
        worn_out: None,
        told_over_rate: false,
    };
    let idle = shared.config.idle;
    let deadline = shared.config.send_deadline;
    let mut heard = Instant::now();
    loop {
        let events = connection.following.as_mut().map(|f| &mut f.events);
        tokio::select! {
            frame = socket.recv() => {
                heard = Instant::now();
                let Some(Ok(frame)) = frame else { break };
                let replies = match frame {
                    Message::Text(text) => connection.read(text.as_str()).await,
                    Message::Binary(_) => vec![connection.fault(ErrorKind::BadMessage, "send JSON in text frames")],
                    Message::Close(_) => break,
                    // Answered by the socket itself, but counted like any message.
                    Message::Ping(_) | Message::Pong(_) => {
                        connection.within_rate(Instant::now());
                        Vec::new()
                    }
                };
                if !send_all(&mut socket, frames(&replies), deadline).await {
                    break;
                }
                if let Some(farewell) = connection.past_bearing() {
                    let _ = send_all(&mut socket, frames(&[farewell]), deadline).await;
                    let _ = tokio::time::timeout(deadline, socket.send(Message::Close(None))).await;
                    break;
                }
            }
            event = next_event(events) => {
                let replies = connection.on_event(event).await;
                if !send_all(&mut socket, replies, deadline).await {
                    break;
                }
            }
            () = sleep_until(heard + idle) => {
                let words = format!("nothing heard for {} s: closing", idle.as_secs());
                let message = ServerMessage::error(ErrorKind::Idle, words);
                let _ = send_all(&mut socket, frames(&[message]), deadline).await;
                break;
            }
            _ = stopping.changed() => break,
        }
    }
    connection.leave().await;
    shared.addresses.close(peer);
}

/// Sends text frames in order; false once the socket has gone, or when they could not go out
/// within `deadline` (the client has stopped reading: waiting on it would stop this loop from
/// hearing anything else, its idle timer and the server's stop included).
async fn send_all(socket: &mut WebSocket, frames: Vec<Arc<str>>, deadline: Duration) -> bool {
    let sent = async {
        for frame in frames {
            if socket.send(Message::Text(frame.as_ref().into())).await.is_err() {
                return false;
            }
        }
        true
    };
    tokio::time::timeout(deadline, sent).await.unwrap_or(false)
}

fn frames(messages: &[ServerMessage]) -> Vec<Arc<str>> {
    messages.iter().map(|m| m.to_frame().into()).collect()
}

/// The next event of the room followed; never, when none is.
async fn next_event(
    events: Option<&mut broadcast::Receiver<RoomEvent>>,
) -> Result<RoomEvent, broadcast::error::RecvError> {
    match events {
        Some(events) => events.recv().await,
        None => std::future::pending().await,
    }
}

fn refusal_words(refusal: TooMany) -> &'static str {
    match refusal {
        TooMany::Connections => "too many connections from your address",
        TooMany::Sockets => "the server is full: try again later",
        TooMany::Messages => "too many messages from your address: slow down",
        TooMany::FailedJoins => "too many join attempts that failed: wait a minute",
        TooMany::Creates => "too many new games from your address: wait a few minutes",
    }
}

impl Connection {
    /// One text frame: limited, read, done.
    async fn read(&mut self, text: &str) -> Vec<ServerMessage> {
        if !self.within_rate(Instant::now()) {
            if std::mem::replace(&mut self.told_over_rate, true) {
                return Vec::new();
            }
            return vec![ServerMessage::error(ErrorKind::RateLimited, "too many messages: slow down")];
        }
        self.told_over_rate = false;
        if text.len() > MAX_MESSAGE_BYTES {
            let words = format!("{} bytes: a message may have {MAX_MESSAGE_BYTES}", text.len());
            return vec![self.fault(ErrorKind::TooLarge, words)];
        }
        match read_client_frame(text) {
            Ok(message) => self.request(message).await,
            Err((kind, words)) => vec![self.fault(kind, words)],
        }
    }

    /// Whether one more message (or control frame) keeps to the connection's and the address's
    /// rates; one that does not is counted against the client.
    fn within_rate(&mut self, now: Instant) -> bool {
        let address = self.shared.addresses.message(self.peer);
        if self.bucket.take(now) && address.is_ok() {
            return true;
        }
        if !self.over_rate.take(now) {
            self.worn_out.get_or_insert(WornOut::OverRate);
        }
        false
    }

    /// An error the client caused, counted against it.
    fn fault(&mut self, kind: ErrorKind, words: impl Into<String>) -> ServerMessage {
        if !self.faults.take(Instant::now()) {
            self.worn_out.get_or_insert(WornOut::Faults);
        }
        ServerMessage::error(kind, words)
    }

    /// The last word to a client that will not behave, when it is time to close on it.
    fn past_bearing(&self) -> Option<ServerMessage> {
        self.worn_out.map(|worn_out| match worn_out {
            WornOut::OverRate => ServerMessage::error(
                ErrorKind::RateLimited,
                "still too many messages: closing the connection",
            ),
            WornOut::Faults => ServerMessage::error(
                ErrorKind::BadMessage,
                "too many faulty messages: closing the connection",
            ),
        })
    }

    /// Passes a room's event on, as the frames to send.
    async fn on_event(&mut self, event: Result<RoomEvent, broadcast::error::RecvError>) -> Vec<Arc<str>> {
        match event {
            Ok(RoomEvent::Frame(frame)) => vec![frame],
            Ok(RoomEvent::Rematch { code }) => frames(&self.follow_rematch(code).await),
            // Fallen behind: the game as it is now, or, when what was missed was a rematch, the
            // seat in it.
            Err(broadcast::error::RecvError::Lagged(_)) => {
                let Some(f) = &self.following else { return Vec::new() };
                let (rematch, game) = {
                    let room = f.room.lock().await;
                    (room.rematch().map(str::to_owned), room.view(Instant::now()))
                };
                match rematch {
                    Some(code) => frames(&self.follow_rematch(code).await),
                    None => frames(&[ServerMessage::State { game }]),
                }
            }
            Err(broadcast::error::RecvError::Closed) => {
                self.following = None;
                Vec::new()
            }
        }
    }

    /// Lets go of the room followed: its seat counts one connection fewer.
    async fn leave(&mut self) {
        let Some(following) = self.following.take() else { return };
        match &following.seat {
            Some(seat) => following.room.lock().await.disconnect(seat.colour, Instant::now()),
            None => following.room.lock().await.watched(false),
        }
        let code = following.code;
        // Nothing of the room may be held here while it is asked whether anyone holds it.
        drop((following.room, following.events));
        self.shared.rooms.release_if_deserted(&code).await;
    }
}
