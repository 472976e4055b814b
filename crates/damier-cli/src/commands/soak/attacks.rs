//! The soak's strangers, each from addresses of its own (forwarded, the server being behind a
//! proxy): a flood of new games nobody joins, a flood of guessed codes, request heads that never
//! end, and WebSockets that never speak. Each runs until the stop and counts what it was told.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use damier_protocol::{ClientMessage, ColourChoice, ErrorKind, ServerMessage};
use damier_server::client::Client;
use serde::Serialize;
use tokio::io::AsyncWriteExt;
use tokio::net::TcpStream;
use tokio::time::{Instant, interval, sleep, timeout};

/// What the strangers were told, counted as they go.
#[derive(Default, Serialize)]
pub struct Counts {
    pub creates_sent: AtomicU64,
    pub created: AtomicU64,
    pub create_limited: AtomicU64,
    pub guesses_sent: AtomicU64,
    pub guessed_unknown: AtomicU64,
    pub guessed_limited: AtomicU64,
    /// Guesses that named a game: the limits failed if this is not 0.
    pub guessed_right: AtomicU64,
    /// Connections refused or closed with `too_many_connections` and the like.
    pub refused: AtomicU64,
    /// Unfinished request heads the server cut off.
    pub heads_cut: AtomicU64,
    /// Silent WebSockets the server closed.
    pub silent_closed: AtomicU64,
}

fn add(counter: &AtomicU64) {
    counter.fetch_add(1, Ordering::Relaxed);
}

/// The `i`th of `n` addresses of a pool (`10.pool.x.y`).
pub fn address(pool: u8, i: u64, n: u64) -> IpAddr {
    let i = (i % n.max(1)) as u32;
    IpAddr::V4(Ipv4Addr::new(10, pool, (i / 250) as u8, (i % 250 + 1) as u8))
}

/// Where the strangers go, how hard, and until when.
#[derive(Clone)]
pub struct Target {
    pub url: String,
    pub socket: SocketAddr,
    pub addresses: u64,
    pub stop: Instant,
    pub counts: Arc<Counts>,
}

/// New games from the pool's addresses in turn, `per_second` of them, each connection closed
/// once answered (the game waits for a second player who never comes).
pub async fn flood_creates(target: Target, pool: u8, per_second: u32) {
    let mut tick = interval(Duration::from_secs(1) / per_second.max(1));
    let mut i = 0u64;
    while Instant::now() < target.stop {
        tick.tick().await;
        let (t, from) = (target.clone(), address(pool, i, target.addresses));
        i += 1;
        tokio::spawn(async move {
            let Ok(mut client) = Client::connect_forwarded(&t.url, from).await else {
                return add(&t.counts.refused);
            };
            let create = ClientMessage::Create {
                variant: "international".into(),
                clock: None,
                colour: ColourChoice::Random,
                name: "flood".into(),
            };
            add(&t.counts.creates_sent);
            if client.send(&create).await.is_ok() {
                match answer(&mut client).await {
                    Some(ServerMessage::Seated { .. }) => add(&t.counts.created),
                    Some(ServerMessage::Error { error: ErrorKind::CreateLimited, .. }) => {
                        add(&t.counts.create_limited)
                    }
                    _ => add(&t.counts.refused),
                }
            }
            client.close().await;
        });
    }
}

/// Codes guessed from the pool's addresses in turn, `per_second` of them, a batch of ten on
/// each connection.
pub async fn flood_guesses(target: Target, pool: u8, per_second: u32, seed: u64) {
    const PER_CONNECTION: u32 = 10;
    let mut tick = interval(Duration::from_secs(1) * PER_CONNECTION / per_second.max(1));
    let mut rng = crate::rng::SplitMix::new(seed);
    let mut i = 0u64;
    while Instant::now() < target.stop {
        tick.tick().await;
        let (t, from) = (target.clone(), address(pool, i, target.addresses));
        i += 1;
        let codes: Vec<String> = (0..PER_CONNECTION).map(|_| random_code(&mut rng)).collect();
        tokio::spawn(async move {
            let Ok(mut client) = Client::connect_forwarded(&t.url, from).await else {
                return add(&t.counts.refused);
            };
            for code in codes {
                add(&t.counts.guesses_sent);
                if client.send(&ClientMessage::Join { code, name: "guess".into() }).await.is_err() {
                    break;
                }
                match answer(&mut client).await {
                    Some(ServerMessage::Error { error: ErrorKind::UnknownGame, .. }) => {
                        add(&t.counts.guessed_unknown)
                    }
                    Some(ServerMessage::Error { error: ErrorKind::JoinLimited, .. }) => {
                        add(&t.counts.guessed_limited)
                    }
                    Some(ServerMessage::Seated { .. }) => {
                        add(&t.counts.guessed_right);
                        break;
                    }
                    _ => {
                        add(&t.counts.refused);
                        break;
                    }
                }
            }
            client.close().await;
        });
    }
}

/// A code in the server's alphabet, at random.
fn random_code(rng: &mut crate::rng::SplitMix) -> String {
    use damier_server::{CODE_ALPHABET, CODE_LENGTH};
    (0..CODE_LENGTH).map(|_| CODE_ALPHABET[rng.below(CODE_ALPHABET.len())] as char).collect()
}

/// The server's first answer that is not news of the game, within 30 s.
async fn answer(client: &mut Client) -> Option<ServerMessage> {
    timeout(Duration::from_secs(30), client.receive()).await.ok()?.ok()
}

/// `n` raw sockets that send a request head a few bytes at a time and never end it, each
/// opened again when the server cuts it off.
pub async fn slow_heads(target: Target, n: usize) {
    let tasks: Vec<_> = (0..n)
        .map(|_| {
            let t = target.clone();
            tokio::spawn(async move {
                while Instant::now() < t.stop {
                    let Ok(mut socket) = TcpStream::connect(t.socket).await else {
                        add(&t.counts.refused);
                        sleep(Duration::from_secs(1)).await;
                        continue;
                    };
                    let _ = socket.write_all(b"GET / HTTP/1.1\r\nHost: soak\r\n").await;
                    while Instant::now() < t.stop {
                        sleep(Duration::from_secs(3)).await;
                        if socket.write_all(b"X-Slow: 1\r\n").await.is_err() {
                            add(&t.counts.heads_cut);
                            break;
                        }
                    }
                }
            })
        })
        .collect();
    for task in tasks {
        let _ = task.await;
    }
}

/// `n` WebSockets from the pool's addresses that never send a thing, each opened again when the
/// server closes it.
pub async fn silent_sockets(target: Target, pool: u8, n: u64) {
    let tasks: Vec<_> = (0..n)
        .map(|i| {
            let t = target.clone();
            tokio::spawn(async move {
                while Instant::now() < t.stop {
                    let Ok(mut client) = Client::connect_forwarded(&t.url, address(pool, i, n)).await else {
                        add(&t.counts.refused);
                        sleep(Duration::from_secs(1)).await;
                        continue;
                    };
                    let left = t.stop.saturating_duration_since(Instant::now());
                    // Reads only: the server's close ends the wait.
                    if timeout(left, async { while client.receive().await.is_ok() {} }).await.is_ok() {
                        add(&t.counts.silent_closed);
                    }
                }
            })
        })
        .collect();
    for task in tasks {
        let _ = task.await;
    }
}
