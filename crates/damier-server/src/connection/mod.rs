//! One client's WebSocket: its messages read, limited and answered; the events of the room it
//! follows passed on; its seat let go when it closes.

mod requests;

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::ws::{Message, WebSocket};
use tokio::sync::{broadcast, watch};
use tokio::time::{Instant, sleep_until};

use crate::limits::{Bucket, TooMany};
use crate::room::RoomEvent;
use crate::rooms::SharedRoom;
use crate::shared::Shared;
use damier_protocol::{Colour, ErrorKind, MAX_MESSAGE_BYTES, ServerMessage, read_client_frame};

/// How many messages over its rate a connection may send before it is closed.
const MOST_OVER_RATE: u32 = 100;
/// How many faulty messages (not JSON, refused requests) a connection may send before it is
/// closed: a client that has lost its way, or one probing.
const MOST_FAULTS: u32 = 200;

/// The room a connection follows, with its seat if it has one.
struct Following {
    room: SharedRoom,
    code: String,
    seat: Option<Colour>,
    events: broadcast::Receiver<RoomEvent>,
}

pub struct Connection {
    shared: Arc<Shared>,
    peer: IpAddr,
    following: Option<Following>,
    bucket: Bucket,
    over_rate: u32,
    faults: u32,
    /// Whether the client was told it is over its rate since it last kept to it.
    told_over_rate: bool,
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
    let bucket = Bucket::new(shared.addresses.limits().per_connection, Instant::now());
    let mut connection = Connection {
        shared: shared.clone(),
        peer,
        following: None,
        bucket,
        over_rate: 0,
        faults: 0,
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
                    Message::Ping(_) | Message::Pong(_) => Vec::new(),
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
    }
}

impl Connection {
    /// One text frame: limited, read, done.
    async fn read(&mut self, text: &str) -> Vec<ServerMessage> {
        let now = Instant::now();
        let address = self.shared.addresses.message(self.peer);
        if !self.bucket.take(now) || address.is_err() {
            self.over_rate += 1;
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

    /// An error the client caused, counted against it.
    fn fault(&mut self, kind: ErrorKind, words: impl Into<String>) -> ServerMessage {
        self.faults += 1;
        ServerMessage::error(kind, words)
    }

    /// The last word to a client that will not behave, when it is time to close on it.
    fn past_bearing(&self) -> Option<ServerMessage> {
        if self.over_rate > MOST_OVER_RATE {
            Some(ServerMessage::error(
                ErrorKind::RateLimited,
                "still too many messages: closing the connection",
            ))
        } else if self.faults > MOST_FAULTS {
            Some(ServerMessage::error(
                ErrorKind::BadMessage,
                "too many faulty messages: closing the connection",
            ))
        } else {
            None
        }
    }

    /// Passes a room's event on, as the frames to send.
    async fn on_event(&mut self, event: Result<RoomEvent, broadcast::error::RecvError>) -> Vec<Arc<str>> {
        match event {
            Ok(RoomEvent::Frame(frame)) => vec![frame],
            Ok(RoomEvent::Rematch { code, tokens }) => frames(&self.follow_rematch(code, tokens).await),
            Err(broadcast::error::RecvError::Lagged(_)) => match &self.following {
                Some(f) => frames(&[ServerMessage::State { game: f.room.lock().await.view(Instant::now()) }]),
                None => Vec::new(),
            },
            Err(broadcast::error::RecvError::Closed) => {
                self.following = None;
                Vec::new()
            }
        }
    }

    /// Lets go of the room followed: its seat counts one connection fewer.
    async fn leave(&mut self) {
        let Some(following) = self.following.take() else { return };
        if let Some(colour) = following.seat {
            following.room.lock().await.disconnect(colour, Instant::now());
        }
        drop(following.events);
        self.shared.rooms.release_if_deserted(&following.code).await;
    }
}
