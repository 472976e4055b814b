//! What the server's tests share: a server on a loopback port with a fresh database, and a
//! player that keeps its own copy of the game from what the server tells it.

#![allow(dead_code)] // each test binary uses part of it

use std::path::PathBuf;
use std::time::Duration;

use damier_protocol::{ClientMessage, ClockView, Colour, ColourChoice, GameView, ServerMessage};
use damier_rules::{Game, Variant, notation};
use damier_server::client::Client;
use damier_server::{Config, Server, Store};

/// How long a test waits for any one message.
const PATIENCE: Duration = Duration::from_secs(10);

/// A fresh database file in a folder of its own.
pub fn fresh_db(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("damier-server-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("games.db")
}

/// A server on a loopback port; its URL.
pub async fn start(db: &std::path::Path, config: Config) -> (Server, String) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let server = Server::start(listener, Store::open(db).unwrap(), config).unwrap();
    let url = format!("ws://{}", server.address());
    (server, url)
}

/// A seated player and the game as it has heard it.
pub struct Player {
    pub client: Client,
    pub code: String,
    pub token: String,
    pub colour: Colour,
    pub game: Game,
    pub ended: bool,
    /// The clocks as the server last told them.
    pub clock: Option<ClockView>,
}

impl Player {
    /// Hosts a game of `variant` as White.
    pub async fn host(url: &str, variant: Variant, clock: Option<&str>) -> Player {
        let mut client = Client::connect(url).await.unwrap();
        let create = ClientMessage::Create {
            variant: variant.id().into(),
            clock: clock.map(str::to_owned),
            colour: ColourChoice::White,
            name: "Host".into(),
        };
        client.send(&create).await.unwrap();
        Player::seated(client).await
    }

    pub async fn join(url: &str, code: &str) -> Player {
        let mut client = Client::connect(url).await.unwrap();
        client.send(&ClientMessage::Join { code: code.into(), name: "Guest".into() }).await.unwrap();
        Player::seated(client).await
    }

    pub async fn resume(url: &str, code: &str, token: &str) -> Player {
        let mut client = Client::connect(url).await.unwrap();
        client.send(&ClientMessage::Resume { code: code.into(), token: token.into() }).await.unwrap();
        Player::seated(client).await
    }

    async fn seated(mut client: Client) -> Player {
        match receive(&mut client).await {
            ServerMessage::Seated { code, token, colour, game, .. } => {
                let mut player = Player {
                    client,
                    code,
                    token,
                    colour,
                    game: Game::new(Variant::International.rules()),
                    ended: false,
                    clock: None,
                };
                player.rebuild(&game);
                player
            }
            other => panic!("expected a seat, got {other:?}"),
        }
    }

    fn rebuild(&mut self, view: &GameView) {
        self.game = view.game().unwrap();
        self.ended = view.result.is_some();
        self.clock = view.clock.clone();
    }

    /// The next message, applied to this player's copy of the game.
    pub async fn next(&mut self) -> ServerMessage {
        let message = receive(&mut self.client).await;
        match &message {
            ServerMessage::Moved { ply, mv, clock } if *ply as usize == self.game.moves().len() => {
                let parsed = notation::parse(self.game.position(), mv).unwrap();
                self.game.play_past_end(&parsed).unwrap();
                self.clock = clock.clone();
            }
            ServerMessage::TakenBack { moves, clock } => {
                self.game.truncate(*moves as usize);
                self.clock = clock.clone();
            }
            ServerMessage::State { game } | ServerMessage::Started { game } => self.rebuild(game),
            ServerMessage::Seated { game, token, colour, code, .. } => {
                self.rebuild(game);
                (self.token, self.colour, self.code) = (token.clone(), *colour, code.clone());
            }
            ServerMessage::Ended { .. } => self.ended = true,
            _ => {}
        }
        message
    }

    /// Reads messages until one that `wanted` accepts.
    pub async fn until(&mut self, wanted: impl Fn(&ServerMessage) -> bool) -> ServerMessage {
        loop {
            let message = self.next().await;
            if wanted(&message) {
                return message;
            }
        }
    }

    pub async fn send(&mut self, message: ClientMessage) {
        self.client.send(&message).await.unwrap();
    }

    /// Sends `text` as the next move.
    pub async fn play(&mut self, text: &str) {
        let ply = self.game.moves().len() as u32;
        self.send(ClientMessage::Move { ply, mv: text.into() }).await;
    }

    /// A legal move chosen by `seed`, in the variant's notation.
    pub fn some_move(&self, seed: &mut u64) -> String {
        *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let legal = self.game.legal_moves();
        let mv = legal[(*seed >> 33) as usize % legal.len()];
        notation::write(&mv, &legal, &self.game.rules().topology)
    }

    pub fn to_move(&self) -> Colour {
        Colour::of(self.game.position().side_to_move())
    }
}

/// The next message on `client`, or the test fails after a while.
pub async fn receive(client: &mut Client) -> ServerMessage {
    tokio::time::timeout(PATIENCE, client.receive()).await.expect("the server said nothing").unwrap()
}

/// Whether `message` is the move number `ply`.
pub fn is_move(message: &ServerMessage, ply: usize) -> bool {
    matches!(message, ServerMessage::Moved { ply: p, .. } if *p as usize == ply)
}
