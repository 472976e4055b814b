//! Two people play through the server: a whole game, a lost connection, intruders, offers,
//! the clock and a claim.

mod common;

use std::time::Duration;

use common::{Player, fresh_db, is_move, receive, start};
use damier_protocol::{Claim, ClientMessage, Colour, EndReason, ErrorKind, OfferKind, ServerMessage};
use damier_rules::Variant;
use damier_server::client::Client;
use damier_server::{Config, Limits, Rate};

/// `mover` plays a move and both players hear it.
async fn one_move(mover: &mut Player, other: &mut Player, seed: &mut u64) {
    let ply = mover.game.moves().len();
    let text = mover.some_move(seed);
    mover.play(&text).await;
    mover.until(|m| is_move(m, ply)).await;
    other.until(|m| is_move(m, ply)).await;
}

/// Both players, the one to move first.
fn by_turn<'a>(a: &'a mut Player, b: &'a mut Player) -> (&'a mut Player, &'a mut Player) {
    if a.to_move() == a.colour { (a, b) } else { (b, a) }
}

fn error_kind(message: &ServerMessage) -> Option<ErrorKind> {
    match message {
        ServerMessage::Error { error, .. } => Some(*error),
        _ => None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_clients_play_a_whole_game_and_the_record_is_the_servers() {
    // The two clients play as fast as loopback answers, faster than a person's ten messages a
    // second: this test is about the record, not the rate.
    let per_connection = Rate { per_second: 1000.0, burst: 1000.0 };
    let config = Config { limits: Limits { per_connection, ..Limits::default() }, ..Config::default() };
    let (server, url) = start(&fresh_db("whole"), config).await;
    let mut host = Player::host(&url, Variant::International, Some("5+3")).await;
    let mut guest = Player::join(&url, &host.code).await;
    assert_eq!((host.colour, guest.colour), (Colour::White, Colour::Black));
    let mut seed = 7;
    while host.game.outcome().is_none() {
        let (mover, other) = by_turn(&mut host, &mut guest);
        one_move(mover, other, &mut seed).await;
        assert!(host.game.moves().len() < 3000, "a random game should end by a rule");
    }
    host.until(|m| matches!(m, ServerMessage::Ended { .. })).await;
    guest.until(|m| matches!(m, ServerMessage::Ended { .. })).await;
    assert_eq!(host.game.moves(), guest.game.moves());
    let outcome = host.game.outcome().expect("the rules ended the game");
    // A watcher, coming late, reads the same record and result from the server.
    let mut watcher = Client::connect(&url).await.unwrap();
    watcher.send(&ClientMessage::Watch { code: host.code.to_lowercase() }).await.unwrap();
    let ServerMessage::Watching { game } = receive(&mut watcher).await else { panic!("not watching") };
    assert_eq!(game.moves.len(), host.game.moves().len());
    let result = game.result.unwrap();
    assert_eq!(result.reason, EndReason::of(outcome.reason));
    assert_eq!(result.winner, outcome.winner.map(Colour::of));
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cut_connection_resumes_with_its_token_and_catches_up() {
    let (server, url) = start(&fresh_db("resume"), Config::default()).await;
    let mut host = Player::host(&url, Variant::HexDame, None).await;
    let mut guest = Player::join(&url, &host.code).await;
    let mut seed = 3;
    for _ in 0..4 {
        let (mover, other) = by_turn(&mut host, &mut guest);
        one_move(mover, other, &mut seed).await;
    }
    // The guest's connection drops without a word; the host hears it is gone.
    let (code, token) = (guest.code.clone(), guest.token.clone());
    drop(guest);
    host.until(|m| matches!(m, ServerMessage::Presence { colour: Colour::Black, connected: false, .. }))
        .await;
    // The host moves meanwhile.
    let ply = host.game.moves().len();
    let text = host.some_move(&mut seed);
    host.play(&text).await;
    host.until(|m| is_move(m, ply)).await;
    // The guest comes back with its token and finds every move, the one it missed included.
    let mut guest = Player::resume(&url, &code, &token).await;
    assert_eq!(guest.colour, Colour::Black);
    assert_eq!(guest.game.moves(), host.game.moves());
    host.until(|m| matches!(m, ServerMessage::Presence { colour: Colour::Black, connected: true, .. })).await;
    one_move(&mut guest, &mut host, &mut seed).await;
    // A move sent twice (the answer was lost with the connection) is played once.
    let ply = guest.game.moves().len() - 1;
    let last = guest.game.move_text(ply);
    guest.send(ClientMessage::Move { ply: ply as u32, mv: last }).await;
    assert!(is_move(&guest.next().await, ply));
    assert_eq!(guest.game.moves().len(), ply + 1);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn strangers_and_wrong_moves_are_refused() {
    let (server, url) = start(&fresh_db("refused"), Config::default()).await;
    let mut host = Player::host(&url, Variant::English, None).await;
    // Before the guest comes, nobody moves.
    host.play("11-15").await;
    assert_eq!(error_kind(&host.until(|m| error_kind(m).is_some()).await), Some(ErrorKind::NotStarted));
    let mut guest = Player::join(&url, &host.code).await;
    // English: Black (the guest, Red on the board) moves first; White may not.
    host.play("22-18").await;
    assert_eq!(error_kind(&host.until(|m| error_kind(m).is_some()).await), Some(ErrorKind::NotYourTurn));
    guest.play("11-18").await;
    assert_eq!(error_kind(&guest.until(|m| error_kind(m).is_some()).await), Some(ErrorKind::IllegalMove));
    guest.send(ClientMessage::Move { ply: 5, mv: "11-15".into() }).await;
    assert_eq!(error_kind(&guest.until(|m| error_kind(m).is_some()).await), Some(ErrorKind::StalePly));
    // A third client: no seat left, a wrong token, and a watcher cannot move.
    let mut third = Client::connect(&url).await.unwrap();
    third.send(&ClientMessage::Join { code: host.code.clone(), name: "Eve".into() }).await.unwrap();
    assert_eq!(error_kind(&receive(&mut third).await), Some(ErrorKind::GameFull));
    let forged = "0".repeat(32);
    third.send(&ClientMessage::Resume { code: host.code.clone(), token: forged }).await.unwrap();
    assert_eq!(error_kind(&receive(&mut third).await), Some(ErrorKind::BadToken));
    third.send(&ClientMessage::Watch { code: host.code.clone() }).await.unwrap();
    assert!(matches!(receive(&mut third).await, ServerMessage::Watching { .. }));
    third.send(&ClientMessage::Move { ply: 0, mv: "11-15".into() }).await.unwrap();
    assert_eq!(error_kind(&receive(&mut third).await), Some(ErrorKind::NotSeated));
    let mut nobody = Client::connect(&url).await.unwrap();
    nobody.send(&ClientMessage::Join { code: "ACDEFG".into(), name: "Eve".into() }).await.unwrap();
    assert_eq!(error_kind(&receive(&mut nobody).await), Some(ErrorKind::UnknownGame));
    // After all that, the game goes on.
    guest.play("11-15").await;
    guest.until(|m| is_move(m, 0)).await;
    host.until(|m| is_move(m, 0)).await;
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn offers_are_answered_and_a_rematch_swaps_colours() {
    let (server, url) = start(&fresh_db("offers"), Config::default()).await;
    let mut host = Player::host(&url, Variant::Brazilian, Some("3+2")).await;
    let mut guest = Player::join(&url, &host.code).await;
    let mut seed = 11;
    for _ in 0..3 {
        let (mover, other) = by_turn(&mut host, &mut guest);
        one_move(mover, other, &mut seed).await;
    }
    // White (host) asks to take back its move; Black declines, then accepts a second request.
    host.send(ClientMessage::Offer { kind: OfferKind::Takeback }).await;
    guest
        .until(|m| matches!(m, ServerMessage::Offered { kind: OfferKind::Takeback, by: Colour::White }))
        .await;
    guest.send(ClientMessage::Decline { kind: OfferKind::Takeback }).await;
    host.until(|m| matches!(m, ServerMessage::Declined { kind: OfferKind::Takeback, .. })).await;
    host.send(ClientMessage::Offer { kind: OfferKind::Takeback }).await;
    guest.until(|m| matches!(m, ServerMessage::Offered { .. })).await;
    guest.send(ClientMessage::Accept { kind: OfferKind::Takeback }).await;
    // White's last move was the third: Black's reply goes with it.
    host.until(|m| matches!(m, ServerMessage::TakenBack { moves: 2, .. })).await;
    assert_eq!(host.game.moves().len(), 2);
    // A draw offered, and accepted.
    guest.send(ClientMessage::Offer { kind: OfferKind::Draw }).await;
    host.until(|m| matches!(m, ServerMessage::Offered { kind: OfferKind::Draw, .. })).await;
    host.send(ClientMessage::Accept { kind: OfferKind::Draw }).await;
    let ended = host.until(|m| matches!(m, ServerMessage::Ended { .. })).await;
    let ServerMessage::Ended { result, .. } = ended else { unreachable!() };
    assert_eq!((result.winner, result.reason), (None, EndReason::Agreement));
    // No more moves; a rematch, both asking, swaps the colours.
    host.play("21-17").await;
    assert_eq!(error_kind(&host.until(|m| error_kind(m).is_some()).await), Some(ErrorKind::GameOver));
    let old_code = host.code.clone();
    host.send(ClientMessage::Offer { kind: OfferKind::Rematch }).await;
    guest.until(|m| matches!(m, ServerMessage::Offered { kind: OfferKind::Rematch, .. })).await;
    guest.send(ClientMessage::Accept { kind: OfferKind::Rematch }).await;
    host.until(|m| matches!(m, ServerMessage::Seated { .. })).await;
    guest.until(|m| matches!(m, ServerMessage::Seated { .. })).await;
    assert_ne!(host.code, old_code);
    assert_eq!((host.colour, guest.colour), (Colour::Black, Colour::White));
    one_move(&mut guest, &mut host, &mut seed).await;
    // Resigning ends it.
    host.send(ClientMessage::Resign).await;
    let ended = guest.until(|m| matches!(m, ServerMessage::Ended { .. })).await;
    assert!(matches!(ended, ServerMessage::Ended { result, .. } if result.winner == Some(Colour::White)));
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flag_falls_on_its_own_and_a_gone_player_can_be_claimed_against() {
    let config = Config { grace: Duration::from_millis(600), ..Config::default() };
    let (server, url) = start(&fresh_db("clock"), config).await;
    // 0.05 minutes: three seconds each.
    let mut host = Player::host(&url, Variant::International, Some("0.05+0")).await;
    let mut guest = Player::join(&url, &host.code).await;
    let ended = guest.until(|m| matches!(m, ServerMessage::Ended { .. })).await;
    let ServerMessage::Ended { result, clock } = ended else { unreachable!() };
    assert_eq!((result.winner, result.reason), (Some(Colour::Black), EndReason::Time));
    assert_eq!(clock.map(|c| c.white_ms), Some(0));
    host.until(|m| matches!(m, ServerMessage::Ended { .. })).await;

    let mut host = Player::host(&url, Variant::Frisian, None).await;
    let guest = Player::join(&url, &host.code).await;
    drop(guest);
    host.until(|m| matches!(m, ServerMessage::Presence { connected: false, .. })).await;
    host.send(ClientMessage::Claim { claim: Claim::Win }).await;
    assert_eq!(error_kind(&host.until(|m| error_kind(m).is_some()).await), Some(ErrorKind::CannotClaim));
    tokio::time::sleep(Duration::from_millis(700)).await;
    host.send(ClientMessage::Claim { claim: Claim::Win }).await;
    let ended = host.until(|m| matches!(m, ServerMessage::Ended { .. })).await;
    assert!(matches!(ended, ServerMessage::Ended { result, .. }
        if result.winner == Some(Colour::White) && result.reason == EndReason::Abandoned));
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_both_players_left_is_let_go_and_read_back_when_they_return() {
    let (server, url) = start(&fresh_db("release"), Config::default()).await;
    let mut host = Player::host(&url, Variant::Frisian, Some("5+0")).await;
    let mut guest = Player::join(&url, &host.code).await;
    let mut seed = 2;
    for _ in 0..2 {
        let (mover, other) = by_turn(&mut host, &mut guest);
        one_move(mover, other, &mut seed).await;
    }
    let (code, tokens, moves) =
        (host.code.clone(), [host.token.clone(), guest.token.clone()], host.game.moves().to_vec());
    drop((host, guest));
    let waited = std::time::Instant::now();
    while server.games_held().await > 0 {
        assert!(waited.elapsed() < Duration::from_secs(5), "the deserted game stays in memory");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let mut host = Player::resume(&url, &code, &tokens[0]).await;
    let mut guest = Player::resume(&url, &code, &tokens[1]).await;
    assert_eq!((host.game.moves(), guest.game.moves()), (&moves[..], &moves[..]));
    one_move(&mut host, &mut guest, &mut seed).await;
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_away_when_a_rematch_is_agreed_finds_his_seat_with_the_old_code_and_token() {
    let db = fresh_db("rematch-away");
    let (server, url) = start(&db, Config::default()).await;
    let mut host = Player::host(&url, Variant::English, Some("5+0")).await;
    let mut guest = Player::join(&url, &host.code).await;
    guest.send(ClientMessage::Resign).await;
    host.until(|m| matches!(m, ServerMessage::Ended { .. })).await;
    let (old_code, host_token) = (host.code.clone(), host.token.clone());
    host.send(ClientMessage::Offer { kind: OfferKind::Rematch }).await;
    guest.until(|m| matches!(m, ServerMessage::Offered { kind: OfferKind::Rematch, .. })).await;
    // The host's connection is gone when the guest agrees.
    drop(host);
    guest.until(|m| matches!(m, ServerMessage::Presence { connected: false, .. })).await;
    guest.send(ClientMessage::Accept { kind: OfferKind::Rematch }).await;
    guest.until(|m| matches!(m, ServerMessage::Seated { .. })).await;
    assert_eq!(guest.colour, Colour::White);
    // The absent player counts as gone from the start: he may be claimed against after the grace.
    guest.send(ClientMessage::Claim { claim: Claim::Win }).await;
    let refusal = guest.until(|m| error_kind(m).is_some()).await;
    assert!(
        matches!(&refusal, ServerMessage::Error { error: ErrorKind::CannotClaim, message } if message.contains("may come back")),
        "{refusal:?}"
    );
    // Back with the old game's code and token: the seat in the rematch.
    let mut host = Player::resume(&url, &old_code, &host_token).await;
    assert_eq!((host.code.as_str(), host.colour), (guest.code.as_str(), Colour::Black));
    assert_eq!(host.token, host_token);
    let mut seed = 5;
    let (mover, other) = by_turn(&mut host, &mut guest);
    one_move(mover, other, &mut seed).await;
    drop((host, guest));
    server.stop().await;
    // And so after a restart, when the old game is read back from the store.
    let (server, url) = start(&db, Config::default()).await;
    let host = Player::resume(&url, &old_code, &host_token).await;
    assert_ne!(host.code, old_code);
    assert_eq!((host.colour, host.game.moves().len()), (Colour::Black, 1));
    server.stop().await;
}

/// The players are told how many watch, as watchers come and go; a watcher's view says it too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_players_are_told_how_many_watch() {
    let (server, url) = start(&fresh_db("watchers"), Config::default()).await;
    let mut host = Player::host(&url, Variant::English, None).await;
    let mut guest = Player::join(&url, &host.code).await;
    let watch = ClientMessage::Watch { code: host.code.clone() };
    let mut first = Client::connect(&url).await.unwrap();
    first.send(&watch).await.unwrap();
    let ServerMessage::Watching { game } = receive(&mut first).await else { panic!("not watching") };
    assert_eq!(game.watchers, 1);
    host.until(|m| matches!(m, ServerMessage::Watchers { count: 1 })).await;
    let mut second = Client::connect(&url).await.unwrap();
    second.send(&watch).await.unwrap();
    let ServerMessage::Watching { game } = receive(&mut second).await else { panic!("not watching") };
    assert_eq!(game.watchers, 2);
    guest.until(|m| matches!(m, ServerMessage::Watchers { count: 2 })).await;
    first.close().await;
    host.until(|m| matches!(m, ServerMessage::Watchers { count: 1 })).await;
    second.close().await;
    guest.until(|m| matches!(m, ServerMessage::Watchers { count: 0 })).await;
    server.stop().await;
}
