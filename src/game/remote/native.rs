//! The link on the desktop: a thread with its own async runtime that holds the connection to the
//! game server (and, when this player hosts, the server itself).

use std::net::SocketAddr;
use std::sync::Mutex;
use std::sync::mpsc;

use bevy::prelude::*;
use damier_protocol::{ClientMessage, Liveness};
use damier_server::client::Client;
use damier_server::{Config, Server, Store};
use tokio::sync::mpsc as async_mpsc;

use super::resend::Resend;
use super::{Connection, LinkEvent, Opening, PING_EVERY, backoff};

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
    let (server, url, first) = match opening {
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
    let mut resend = Resend::new(first);
    let mut attempt = 0u32;
    tell(LinkEvent::Connection(Connection::Connecting));
    loop {
        match Client::connect(&url).await {
            Ok(client) => match converse(client, &mut resend, &mut queue, &tell).await {
                Ended::Lost { was_live } => {
                    if was_live {
                        attempt = 0;
                    }
                }
                Ended::Refused(why) => {
                    tell(LinkEvent::Connection(Connection::Failed(why)));
                    return stop(server).await;
                }
                Ended::Left => return stop(server).await,
            },
            Err(e) if attempt == 0 && !resend.seated() => {
                return tell(LinkEvent::Connection(Connection::Failed(format!("{url}: {e}"))));
            }
            Err(_) => {}
        }
        attempt += 1;
        let wait = backoff(attempt);
        tell(LinkEvent::Connection(Connection::Reconnecting { attempt, next_in: wait }));
        let retry_at = tokio::time::Instant::now() + wait;
        loop {
            tokio::select! {
                () = tokio::time::sleep_until(retry_at) => break,
                command = queue.recv() => match command {
                    Some(message) => resend.while_down(message),
                    None => return stop(server).await,
                },
            }
        }
    }
}

/// How a connection ended.
enum Ended {
    /// It dropped, or the server fell silent; `was_live`: the seat's messages had gone out.
    Lost { was_live: bool },
    /// The server refused the seat for good: why, in its words.
    Refused(String),
    /// The game let go of the link.
    Left,
}

/// One connection's life: the seat's messages sent, then messages passed both ways and the
/// server pinged, until it drops, goes silent, refuses the seat, or the game leaves.
async fn converse(
    mut client: Client,
    resend: &mut Resend,
    queue: &mut async_mpsc::UnboundedReceiver<ClientMessage>,
    tell: &impl Fn(LinkEvent),
) -> Ended {
    for message in &resend.on_connect() {
        if client.send(message).await.is_err() {
            return Ended::Lost { was_live: false };
        }
    }
    tell(LinkEvent::Connection(Connection::Connected));
    let mut ping = tokio::time::interval(PING_EVERY);
    ping.tick().await;
    let mut liveness = Liveness::default();
    loop {
        tokio::select! {
            command = queue.recv() => match command {
                Some(message) => {
                    resend.on_send(&message);
                    if client.send(&message).await.is_err() {
                        return Ended::Lost { was_live: true };
                    }
                }
                None => {
                    client.close().await;
                    return Ended::Left;
                }
            },
            received = client.receive() => match received {
                Ok(message) => {
                    liveness.heard();
                    let refused = resend.refusal(&message);
                    resend.on_receive(&message);
                    tell(LinkEvent::Message(Box::new(message)));
                    if let Some(why) = refused {
                        client.close().await;
                        return Ended::Refused(why);
                    }
                }
                Err(e) => {
                    warn!("the online game's connection: {e}");
                    return Ended::Lost { was_live: true };
                }
            },
            _ = ping.tick() => {
                if !liveness.tick() {
                    warn!("the server has said nothing for {} s: connecting again", (PING_EVERY * damier_protocol::DEAD_AFTER).as_secs());
                    return Ended::Lost { was_live: true };
                }
                let _ = client.send(&ClientMessage::Ping { id: 0 }).await;
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
