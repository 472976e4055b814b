//! Hostile clients against a running game server: `DAMIER_FUZZ_MESSAGES` (default 10,000)
//! mutations of every kind of message, over several connections at once, while two players
//! play a game beside them. Nothing panics, every bad message is answered or dropped, and the
//! game goes on undisturbed, with every move where it should be.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use damier_fuzz::mutate::{Rng, mutate_one};
use damier_protocol::{ClientMessage, ColourChoice, OfferKind, ServerMessage};
use damier_rules::{Game, Variant, notation};
use damier_server::client::{Client, ClientError};
use damier_server::{Config, Limits, Rate, Server, Store};

static PANICS: AtomicUsize = AtomicUsize::new(0);

fn messages() -> usize {
    std::env::var("DAMIER_FUZZ_MESSAGES").ok().and_then(|v| v.parse().ok()).unwrap_or(10_000)
}

/// One valid message of every kind, the game's own code among them.
fn seeds(code: &str) -> Vec<Vec<u8>> {
    let kinds = [OfferKind::Draw, OfferKind::Takeback, OfferKind::Rematch];
    let mut all = vec![
        ClientMessage::Create {
            variant: "hexdame".into(),
            clock: Some("5+3".into()),
            colour: ColourChoice::Random,
            name: "Eve".into(),
        },
        ClientMessage::Create {
            variant: "frisian".into(),
            clock: None,
            colour: ColourChoice::Black,
            name: "".into(),
        },
        ClientMessage::Join { code: code.into(), name: "Eve".into() },
        ClientMessage::Resume { code: code.into(), token: "0123456789abcdef0123456789abcdef".into() },
        ClientMessage::Watch { code: code.into() },
        ClientMessage::Move { ply: 0, mv: "32-28".into() },
        ClientMessage::Move { ply: 4_000_000_000, mv: "f4xh6xf6".into() },
        ClientMessage::Resign,
        ClientMessage::Claim { claim: damier_protocol::Claim::Win },
        ClientMessage::Ping { id: 7 },
    ];
    for kind in kinds {
        all.extend([
            ClientMessage::Offer { kind },
            ClientMessage::Accept { kind },
            ClientMessage::Decline { kind },
        ]);
    }
    all.iter().map(|m| m.to_frame().into_bytes()).collect()
}

/// The next message, or `None` after a second of silence.
async fn next(client: &mut Client) -> Option<ServerMessage> {
    tokio::time::timeout(Duration::from_secs(1), client.receive()).await.ok()?.ok()
}

async fn seat(url: &str, first: ClientMessage) -> (Client, String, String) {
    let mut client = Client::connect(url).await.unwrap();
    client.send(&first).await.unwrap();
    loop {
        if let Some(ServerMessage::Seated { code, token, .. }) = next(&mut client).await {
            return (client, code, token);
        }
    }
}

/// Sends `count` mutated messages on one connection (a new one when the server closes it),
/// reading what comes back as it goes.
async fn attack(url: String, seeds: Vec<Vec<u8>>, seed: u64, count: usize) -> usize {
    let mut rng = Rng::new(seed);
    let mut client = Client::connect(&url).await.unwrap();
    let mut reconnections = 0;
    for i in 0..count {
        let bytes = mutate_one(&mut rng, &seeds, &seeds);
        let text = String::from_utf8_lossy(&bytes).into_owned();
        if let Err(ClientError::Closed) = client.send_text(text).await {
            client = Client::connect(&url).await.unwrap();
            reconnections += 1;
        }
        if i % 50 == 0 {
            while tokio::time::timeout(Duration::from_millis(5), client.receive())
                .await
                .is_ok_and(|r| r.is_ok())
            {}
        }
    }
    reconnections
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_messages_neither_crash_the_server_nor_disturb_a_game() {
    std::panic::set_hook(Box::new(|info| {
        PANICS.fetch_add(1, Ordering::SeqCst);
        eprintln!("panic: {info}");
    }));
    let dir = std::env::temp_dir().join(format!("damier-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("games.db");
    let _ = std::fs::remove_file(&db);
    // The per-connection limit high enough that the messages reach the parser and the rooms.
    let open = Rate { per_second: 1e6, burst: 1e6 };
    let limits = Limits { per_connection: open, per_address: open, failed_joins: open, ..Limits::default() };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let server =
        Server::start(listener, Store::open(&db).unwrap(), Config { limits, ..Config::default() }).unwrap();
    let url = format!("ws://{}", server.address());

    let create = ClientMessage::Create {
        variant: "international".into(),
        clock: None,
        colour: ColourChoice::White,
        name: "Ann".into(),
    };
    let (mut white, code, _) = seat(&url, create).await;
    let (mut black, _, _) = seat(&url, ClientMessage::Join { code: code.clone(), name: "Bob".into() }).await;

    let attackers: Vec<_> = (0..4u64)
        .map(|i| tokio::spawn(attack(url.clone(), seeds(&code), 0x5EED ^ i, messages() / 4)))
        .collect();

    // The game beside them: forty moves, each heard by both players within a second.
    let mut game = Game::new(Variant::International.rules());
    let mut seed = 1u64;
    for ply in 0..40u32 {
        if game.outcome().is_some() {
            break;
        }
        let legal = game.legal_moves();
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let mv = legal[(seed >> 33) as usize % legal.len()];
        let text = notation::write(&mv, &legal, &game.rules().topology);
        let (mover, other) = if ply % 2 == 0 { (&mut white, &mut black) } else { (&mut black, &mut white) };
        mover.send(&ClientMessage::Move { ply, mv: text }).await.unwrap();
        for client in [mover, other] {
            loop {
                match next(client).await.expect("a player waited more than a second") {
                    ServerMessage::Moved { ply: p, .. } if p == ply => break,
                    ServerMessage::Error { error, message } => {
                        panic!("the game was disturbed: {error:?} {message}")
                    }
                    _ => {}
                }
            }
        }
        game.play(&mv).unwrap();
    }
    let mut reconnections = 0;
    for attacker in attackers {
        reconnections += attacker.await.unwrap();
    }
    // The server still serves, and kept the game's every move.
    let mut watcher = Client::connect(&url).await.unwrap();
    watcher.send(&ClientMessage::Watch { code }).await.unwrap();
    let Some(ServerMessage::Watching { game: view }) = next(&mut watcher).await else {
        panic!("no game to watch")
    };
    assert_eq!(view.moves.len(), game.moves().len());
    assert_eq!(PANICS.load(Ordering::SeqCst), 0, "the server panicked");
    eprintln!("{} hostile messages, {reconnections} connections closed by the server", messages());
    server.stop().await;
    let _ = std::fs::remove_dir_all(&dir);
}
