//! The server killed outright in the middle of a game, and started again on the same database:
//! both players come back, every acknowledged move is there, and the clocks go on fairly.

mod common;

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use common::{Player, fresh_db, is_move};
use damier_protocol::{ClientMessage, Colour};
use damier_rules::Variant;

/// `damier-server` on a free loopback port; its URL, read from what it prints.
fn spawn_server(db: &Path) -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_damier-server"))
        .args(["--listen", "127.0.0.1:0", "--db"])
        .arg(db)
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    let url =
        line.split_whitespace().find(|w| w.starts_with("ws://")).expect("the server says where it listens");
    (child, url.to_owned())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_mid_game_loses_no_acknowledged_move() {
    let db = fresh_db("sigkill");
    let (mut server, url) = spawn_server(&db);
    let mut host = Player::host(&url, Variant::International, Some("10+5")).await;
    let mut guest = Player::join(&url, &host.code).await;
    let mut seed = 5;
    for _ in 0..10 {
        let (mover, other) =
            if host.to_move() == host.colour { (&mut host, &mut guest) } else { (&mut guest, &mut host) };
        let ply = mover.game.moves().len();
        let text = mover.some_move(&mut seed);
        mover.play(&text).await;
        mover.until(|m| is_move(m, ply)).await;
        other.until(|m| is_move(m, ply)).await;
    }
    let acknowledged = host.game.moves().to_vec();
    let before = host.clock.as_ref().map(|c| (c.white_ms, c.black_ms)).expect("a clocked game");
    // One more move is on its way when the server dies: it may or may not have been stored.
    let in_flight = host.some_move(&mut seed);
    host.play(&in_flight).await;
    server.kill().unwrap();
    server.wait().unwrap();
    let (code, tokens) = (host.code.clone(), [host.token.clone(), guest.token.clone()]);
    drop((host, guest));
    std::thread::sleep(Duration::from_millis(1500));

    let (mut server, url) = spawn_server(&db);
    let mut host = Player::resume(&url, &code, &tokens[0]).await;
    let mut guest = Player::resume(&url, &code, &tokens[1]).await;
    assert_eq!(host.colour, Colour::White);
    assert_eq!(&host.game.moves()[..acknowledged.len()], &acknowledged[..]);
    assert_eq!(host.game.moves(), guest.game.moves());
    // The in-flight move, sent again, is played once whether or not it was stored.
    let ply = acknowledged.len();
    host.send(ClientMessage::Move { ply: ply as u32, mv: in_flight }).await;
    host.until(|m| is_move(m, ply)).await;
    assert_eq!(host.game.moves().len(), ply + 1);
    // The clocks: the time the server was down was charged to nobody.
    let (white_before, black_before) = before;
    let after = host.clock.clone().expect("a clocked game");
    assert!(
        after.white_ms + 500 >= white_before && after.black_ms + 500 >= black_before,
        "{after:?} after {before:?}"
    );
    // And the game goes on.
    if guest.game.moves().len() == ply {
        guest.until(|m| is_move(m, ply)).await;
    }
    let text = guest.some_move(&mut seed);
    guest.play(&text).await;
    guest.until(|m| is_move(m, ply + 1)).await;
    host.until(|m| is_move(m, ply + 1)).await;
    server.kill().unwrap();
    server.wait().unwrap();
}

/// A game whose last move was stored without its result (as a server that stored them apart
/// could leave it when stopped between the two) ends by the rules when it is read back, and
/// the result is stored.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_read_back_without_its_result_works_out_its_own_end() {
    use damier_protocol::EndReason;
    use damier_rules::{Game, notation};
    use damier_server::store::{Change, NewGame, StoredMove};
    use damier_server::{Config, Store};

    let db = fresh_db("unstored-end");
    let mut game = Game::new(Variant::English.rules());
    let mut seed = 11u64;
    while game.outcome().is_none() {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let legal = game.legal_moves();
        let mv = legal[(seed >> 33) as usize % legal.len()];
        game.play(&mv).unwrap();
    }
    let outcome = game.outcome().unwrap();
    {
        let store = Store::open(&db).unwrap();
        let new = NewGame {
            code: "ACDEFG".into(),
            variant: "english".into(),
            control: None,
            host: Colour::White,
            token: [1; 32],
            name: "Host".into(),
            created_ms: 1,
        };
        let id = store.apply(Change::Create(new)).await.unwrap();
        let seat =
            Change::Seat { game: id, colour: Colour::Black, token: [2; 32], name: "Guest".into(), at_ms: 2 };
        store.apply(seat).await.unwrap();
        let mut replay = Game::new(Variant::English.rules());
        for (ply, mv) in game.moves().iter().enumerate() {
            let legal = replay.legal_moves();
            let text = notation::write(mv, &legal, &replay.rules().topology);
            replay.play(mv).unwrap();
            let stored = StoredMove { ply: ply as u32, text, white_ms: 0, black_ms: 0, at_ms: 3 };
            store.apply(Change::Move { game: id, mv: stored, ends: None }).await.unwrap();
        }
    }
    let (server, url) = common::start(&db, Config::default()).await;
    let mut watcher = damier_server::client::Client::connect(&url).await.unwrap();
    watcher.send(&ClientMessage::Watch { code: "ACDEFG".into() }).await.unwrap();
    let damier_protocol::ServerMessage::Watching { game: view } = common::receive(&mut watcher).await else {
        panic!("not watching")
    };
    let result = view.result.expect("the game read back is over");
    assert_eq!(
        (result.winner, result.reason),
        (outcome.winner.map(Colour::of), EndReason::of(outcome.reason))
    );
    server.stop().await;
    let stored = Store::open(&db).unwrap().load("ACDEFG").await.unwrap().unwrap();
    assert_eq!(stored.result, Some((outcome.winner.map(Colour::of), EndReason::of(outcome.reason))));
}
