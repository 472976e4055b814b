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
