//! The opponent over the network: a thread with its own async runtime that holds the connection
//! to the game server (and, when this player hosts, the server itself), reconnects by itself
//! with the seat's token when the connection drops, and passes messages both ways.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::mpsc;
use std::time::Duration;

use bevy::prelude::*;
use damier_protocol::{ClientMessage, ServerMessage};
use damier_server::client::Client;
use damier_server::{Config, Server, Store};
use tokio::sync::mpsc as async_mpsc;

/// The port a hosted game listens on when it is free (another is chosen when it is not).
pub const DEFAULT_PORT: u16 = 7777;
/// How often the connection says it is alive (the server closes silent ones after a minute).
const PING_EVERY: Duration = Duration::from_secs(15);
/// The longest wait between two attempts to reconnect.
const MOST_BACKOFF: Duration = Duration::from_secs(5);

/// How to begin: send `first` (create, join or resume) to a server started inside this game, or
/// to the server at `url`.
#[derive(Debug, Clone)]
pub enum Opening {
    Host { db: PathBuf, port: u16, first: ClientMessage },
    Remote { url: String, first: ClientMessage },
}

/// The connection, as the player sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Connection {
    Connecting,
    Connected,
    /// Lost; the next attempt in `next_in`.
    Reconnecting {
        attempt: u32,
        next_in: Duration,
    },
    /// Given up: the server could not be reached at all, or the hosted server would not start.
    Failed(String),
}

/// What the link reports.
#[derive(Debug, Clone)]
pub enum LinkEvent {
    Message(Box<ServerMessage>),
    Connection(Connection),
    /// The game is hosted here, listening on this address.
    Hosting(SocketAddr),
}

/// The link to the server, a resource while an online game is on the board. Dropping it closes
/// the connection and stops a hosted server.
#[derive(Resource)]
pub struct RemoteLink {
    commands: async_mpsc::UnboundedSender<ClientMessage>,
    events: Mutex<mpsc::Receiver<LinkEvent>>,
}

impl RemoteLink {
    pub fn open(opening: Opening) -> RemoteLink {
        let (commands, queue) = async_mpsc::unbounded_channel();
        let (report, events) = mpsc::channel();
        let started = std::thread::Builder::new().name("damier-online".into()).spawn(move || {
            match tokio::runtime::Builder::new_current_thread().enable_all().build() {
                Ok(runtime) => runtime.block_on(run(opening, queue, report)),
                Err(e) => {
                    let _ = report.send(LinkEvent::Connection(Connection::Failed(e.to_string())));
                }
            }
        });
        let link = RemoteLink { commands, events: Mutex::new(events) };
        if let Err(e) = started {
            error!("could not start the online thread: {e}");
        }
        link
    }

    pub fn send(&self, message: ClientMessage) {
        let _ = self.commands.send(message);
    }

    /// What has arrived since the last call.
    pub fn events(&self) -> Vec<LinkEvent> {
        let events = self.events.lock().unwrap_or_else(|e| e.into_inner());
        events.try_iter().collect()
    }
}

/// The link's life: start the hosted server if asked, connect, take the seat, pass messages,
/// and reconnect with the token whenever the connection drops, until the game leaves it.
async fn run(
    opening: Opening,
    mut queue: async_mpsc::UnboundedReceiver<ClientMessage>,
    report: mpsc::Sender<LinkEvent>,
) {
    let tell = |event| {
        let _ = report.send(event);
    };
    let (server, url, mut first) = match opening {
        Opening::Host { db, port, first } => match host(&db, port).await {
            Ok(server) => {
                tell(LinkEvent::Hosting(server.address()));
                let url = format!("ws://127.0.0.1:{}", server.address().port());
                (Some(server), url, first)
            }
            Err(e) => return tell(LinkEvent::Connection(Connection::Failed(e))),
        },
        Opening::Remote { url, first } => (None, url, first),
    };
    let mut seated = false;
    // A move sent and not yet acknowledged: sent again after a reconnection (the server plays
    // a move it already has only once); and what was asked while the connection was down.
    let mut unacknowledged: Option<ClientMessage> = None;
    let mut backlog: Vec<ClientMessage> = Vec::new();
    let mut attempt = 0u32;
    tell(LinkEvent::Connection(Connection::Connecting));
    loop {
        if let Ok(mut client) = Client::connect(&url).await {
            let mut again: Vec<ClientMessage> = vec![first.clone()];
            if seated {
                again.extend(unacknowledged.clone());
            }
            again.append(&mut backlog);
            let mut ready = true;
            for message in &again {
                ready = ready && client.send(message).await.is_ok();
            }
            if ready {
                attempt = 0;
                tell(LinkEvent::Connection(Connection::Connected));
                let mut ping = tokio::time::interval(PING_EVERY);
                loop {
                    tokio::select! {
                        command = queue.recv() => match command {
                            Some(message) => {
                                if matches!(message, ClientMessage::Move { .. }) {
                                    unacknowledged = Some(message.clone());
                                }
                                if client.send(&message).await.is_err() {
                                    break;
                                }
                            }
                            None => {
                                client.close().await;
                                return stop(server).await;
                            }
                        },
                        received = client.receive() => match received {
                            Ok(message) => {
                                if let ServerMessage::Seated { code, token, .. } = &message {
                                    first = ClientMessage::Resume { code: code.clone(), token: token.clone() };
                                    seated = true;
                                }
                                if let (ServerMessage::Moved { ply, .. }, Some(ClientMessage::Move { ply: sent, .. })) =
                                    (&message, &unacknowledged) && ply == sent
                                {
                                    unacknowledged = None;
                                }
                                tell(LinkEvent::Message(Box::new(message)));
                            }
                            Err(_) => break,
                        },
                        _ = ping.tick() => {
                            let _ = client.send(&ClientMessage::Ping { id: 0 }).await;
                        }
                    }
                }
            }
        } else if attempt == 0 && !seated {
            return tell(LinkEvent::Connection(Connection::Failed(format!("no server answers at {url}"))));
        }
        attempt += 1;
        let wait = (Duration::from_millis(250) * 2u32.saturating_pow(attempt.min(5))).min(MOST_BACKOFF);
        tell(LinkEvent::Connection(Connection::Reconnecting { attempt, next_in: wait }));
        let retry_at = tokio::time::Instant::now() + wait;
        loop {
            tokio::select! {
                () = tokio::time::sleep_until(retry_at) => break,
                command = queue.recv() => match command {
                    Some(message @ ClientMessage::Move { .. }) => unacknowledged = Some(message),
                    Some(message) => backlog.push(message),
                    None => return stop(server).await,
                },
            }
        }
    }
}

/// Starts the server inside the game on every interface, on `port` or another when it is taken.
async fn host(db: &std::path::Path, port: u16) -> Result<Server, String> {
    if let Some(folder) = db.parent() {
        std::fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
    }
    let store = Store::open(db).map_err(|e| format!("{}: {e}", db.display()))?;
    let listener = match tokio::net::TcpListener::bind(("0.0.0.0", port)).await {
        Ok(listener) => listener,
        Err(_) => tokio::net::TcpListener::bind(("0.0.0.0", 0)).await.map_err(|e| e.to_string())?,
    };
    Server::start(listener, store, Config::default()).map_err(|e| e.to_string())
}

/// Where a friend on the same network reaches this computer: the address of the interface the
/// system would send outside traffic through (asking sends nothing), or loopback without one.
pub fn lan_address(port: u16) -> SocketAddr {
    let outward = std::net::UdpSocket::bind(("0.0.0.0", 0)).and_then(|socket| {
        socket.connect(("192.0.2.1", 9))?;
        socket.local_addr()
    });
    let ip = outward.map_or(std::net::Ipv4Addr::LOCALHOST.into(), |a| a.ip());
    SocketAddr::new(ip, port)
}

async fn stop(server: Option<Server>) {
    if let Some(server) = server {
        server.stop().await;
    }
}
