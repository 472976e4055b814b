//! What a client may not do: flood, send too much at once, fall silent, guess codes, or open
//! connection after connection; none of it disturbs a game beside it.

mod common;

use std::time::Duration;

use common::{Player, fresh_db, is_move, receive, start};
use damier_protocol::{ClientMessage, ErrorKind, ServerMessage};
use damier_rules::Variant;
use damier_server::client::Client;
use damier_server::{Config, Limits};

fn error_kind(message: &ServerMessage) -> Option<ErrorKind> {
    match message {
        ServerMessage::Error { error, .. } => Some(*error),
        _ => None,
    }
}

/// Reads until the connection closes; the error kinds it was sent.
async fn errors_until_closed(client: &mut Client) -> Vec<ErrorKind> {
    let mut kinds = Vec::new();
    while let Ok(Ok(message)) = tokio::time::timeout(Duration::from_secs(10), client.receive()).await {
        kinds.extend(error_kind(&message));
    }
    kinds
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_is_told_to_slow_down_then_closed_and_the_game_beside_it_goes_on() {
    let (server, url) = start(&fresh_db("flood"), Config::default()).await;
    let mut host = Player::host(&url, Variant::International, None).await;
    let mut guest = Player::join(&url, &host.code).await;
    // 30 at once are answered, the next is told to slow down, 100 more are dropped, and the one
    // after them closes the connection.
    let mut flood = Client::connect(&url).await.unwrap();
    for id in 0..131 {
        flood.send(&ClientMessage::Ping { id }).await.unwrap();
    }
    let kinds = errors_until_closed(&mut flood).await;
    assert_eq!(kinds, [ErrorKind::RateLimited; 2], "told once, then closed with a last word");
    host.play("32-28").await;
    guest.until(|m| is_move(m, 0)).await;
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn oversized_messages_are_refused_and_giant_ones_close_the_connection() {
    let (server, url) = start(&fresh_db("size"), Config::default()).await;
    let mut client = Client::connect(&url).await.unwrap();
    let name = "x".repeat(3000);
    let text = format!(r#"{{"v":1,"type":"join","code":"ACDEFG","name":"{name}"}}"#);
    client.send_text(text).await.unwrap();
    assert_eq!(error_kind(&receive(&mut client).await), Some(ErrorKind::TooLarge));
    client.send(&ClientMessage::Ping { id: 1 }).await.unwrap();
    assert_eq!(receive(&mut client).await, ServerMessage::Pong { id: 1 });
    let _ = client.send_text("y".repeat(1 << 20)).await;
    assert!(tokio::time::timeout(Duration::from_secs(10), client.receive()).await.unwrap().is_err());
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_silent_connection_is_closed() {
    let config = Config { idle: Duration::from_millis(300), ..Config::default() };
    let (server, url) = start(&fresh_db("idle"), config).await;
    let mut client = Client::connect(&url).await.unwrap();
    assert_eq!(errors_until_closed(&mut client).await, [ErrorKind::Idle]);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn codes_cannot_be_guessed_at_scale_and_connections_are_capped() {
    let limits = Limits { limit_loopback: true, connections_per_address: 3, ..Limits::default() };
    let (server, url) = start(&fresh_db("guess"), Config { limits, ..Config::default() }).await;
    let mut guesser = Client::connect(&url).await.unwrap();
    let mut kinds = Vec::new();
    for i in 0..12 {
        let code = format!("ACDE{}{}", ["F", "G", "H"][i % 3], ["J", "K", "M", "N"][i % 4]);
        guesser.send(&ClientMessage::Watch { code }).await.unwrap();
        kinds.extend(error_kind(&receive(&mut guesser).await));
    }
    assert_eq!(kinds[..10], [ErrorKind::UnknownGame; 10]);
    assert_eq!(kinds[10..], [ErrorKind::JoinLimited; 2]);
    let _second = Client::connect(&url).await.unwrap();
    let _third = Client::connect(&url).await.unwrap();
    let mut fourth = Client::connect(&url).await.unwrap();
    assert_eq!(errors_until_closed(&mut fourth).await, [ErrorKind::TooManyConnections]);
    server.stop().await;
}

/// Guesses sent at the same moment are charged before their codes are looked up: no more pass
/// than the budget, however many come at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn simultaneous_guesses_cannot_outrun_the_budget() {
    let limits = Limits { limit_loopback: true, connections_per_address: 100, ..Limits::default() };
    let (server, url) = start(&fresh_db("simultaneous"), Config { limits, ..Config::default() }).await;
    let mut clients = Vec::new();
    for _ in 0..40 {
        clients.push(Client::connect(&url).await.unwrap());
    }
    for client in &mut clients {
        client.send(&ClientMessage::Watch { code: "ACDEFG".into() }).await.unwrap();
    }
    let mut unknown = 0;
    for client in &mut clients {
        if error_kind(&receive(client).await) == Some(ErrorKind::UnknownGame) {
            unknown += 1;
        }
    }
    assert!(unknown <= 10, "{unknown} guesses were answered; the budget is 10");
    server.stop().await;
}

/// A player's own resume, with its token, is not refused because someone behind the same
/// address has spent the address's guesses; a wrong token then is.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_true_resume_passes_after_others_bad_guesses_from_the_same_address() {
    let limits = Limits { limit_loopback: true, ..Limits::default() };
    let (server, url) =
        start(&fresh_db("resume-after-guesses"), Config { limits, ..Config::default() }).await;
    let host = Player::host(&url, Variant::International, None).await;
    let (code, token) = (host.code.clone(), host.token.clone());
    let mut guesser = Client::connect(&url).await.unwrap();
    for i in 0..12 {
        let code = format!("ACDE{}{}", ["F", "G", "H"][i % 3], ["J", "K", "M", "N"][i % 4]);
        guesser.send(&ClientMessage::Join { code, name: "x".into() }).await.unwrap();
        receive(&mut guesser).await;
    }
    guesser.send(&ClientMessage::Join { code: code.clone(), name: "x".into() }).await.unwrap();
    assert_eq!(error_kind(&receive(&mut guesser).await), Some(ErrorKind::JoinLimited), "the budget is spent");
    let back = Player::resume(&url, &code, &token).await;
    assert_eq!(back.colour, host.colour);
    let mut wrong = Client::connect(&url).await.unwrap();
    wrong.send(&ClientMessage::Resume { code, token: "0".repeat(32) }).await.unwrap();
    assert_eq!(error_kind(&receive(&mut wrong).await), Some(ErrorKind::JoinLimited));
    server.stop().await;
}

/// A game nobody joined is deleted once it has waited past the expiry with its host gone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_never_joined_expires() {
    let config = Config {
        sweep: Duration::from_millis(100),
        waiting_expiry: Duration::from_millis(200),
        ..Config::default()
    };
    let (server, url) = start(&fresh_db("expiry"), config).await;
    let host = Player::host(&url, Variant::International, None).await;
    let code = host.code.clone();
    host.client.close().await;
    tokio::time::sleep(Duration::from_millis(700)).await;
    let mut late = Client::connect(&url).await.unwrap();
    late.send(&ClientMessage::Join { code, name: "Late".into() }).await.unwrap();
    assert_eq!(error_kind(&receive(&mut late).await), Some(ErrorKind::UnknownGame));
    assert_eq!(server.games_held().await, 0);
    server.stop().await;
}

/// Request heads that never finish are closed after the head's deadline, and a real client
/// still gets in beside them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unfinished_request_heads_are_cut_off_and_capped_per_address() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let limits = Limits { limit_loopback: true, sockets_per_address: 20, ..Limits::default() };
    let config = Config { limits, head_deadline: Duration::from_millis(1000), ..Config::default() };
    let (server, url) = start(&fresh_db("slowloris"), config).await;
    let address = server.address();
    let mut slow = Vec::new();
    for _ in 0..30 {
        let mut socket = tokio::net::TcpStream::connect(address).await.unwrap();
        socket.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n").await.unwrap();
        slow.push(socket);
    }
    // Every unfinished head is cut off once its deadline has passed (those past the address's
    // share sooner, unread).
    tokio::time::sleep(Duration::from_millis(1000)).await;
    for socket in &mut slow {
        let mut rest = Vec::new();
        let read = tokio::time::timeout(Duration::from_secs(2), socket.read_to_end(&mut rest)).await;
        assert!(read.is_ok(), "an unfinished head was still held open past its deadline");
    }
    let mut client = Client::connect(&url).await.unwrap();
    client.send(&ClientMessage::Ping { id: 3 }).await.unwrap();
    assert_eq!(receive(&mut client).await, ServerMessage::Pong { id: 3 });
    server.stop().await;
}

/// A seat whose client has stopped reading is closed once a message has waited past the send
/// deadline: its opponent hears it has gone (and may claim the game after the grace).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_stops_reading_is_closed() {
    use tokio_tungstenite::tungstenite::Message;
    let config = Config { send_deadline: Duration::from_millis(500), ..Config::default() };
    let (server, url) = start(&fresh_db("stops-reading"), config).await;
    let mut host = Player::host(&url, Variant::International, None).await;
    // The guest's socket takes in almost nothing: what the server sends it piles up at once.
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(2048).unwrap();
    let stream = socket.connect(server.address()).await.unwrap();
    let (mut guest, _) = tokio_tungstenite::client_async(&url, stream).await.unwrap();
    use futures_util::SinkExt;
    let join = ClientMessage::Join { code: host.code.clone(), name: "Guest".into() };
    guest.send(Message::Text(join.to_frame().into())).await.unwrap();
    host.until(|m| matches!(m, ServerMessage::Started { .. })).await;
    // The guest asks for the whole game again and again, and reads none of the answers.
    for _ in 0..300 {
        if guest.send(Message::Text(ClientMessage::Sync.to_frame().into())).await.is_err() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let gone = tokio::time::timeout(
        Duration::from_secs(20),
        host.until(|m| matches!(m, ServerMessage::Presence { connected: false, .. })),
    )
    .await;
    assert!(gone.is_ok(), "the seat that stopped reading stayed connected");
    server.stop().await;
}

/// Opens `n` TCP connections that send half a request head; how many the server keeps open
/// (the others it closes at once, unread).
async fn held_open(address: std::net::SocketAddr, n: usize) -> (usize, Vec<tokio::net::TcpStream>) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut sockets = Vec::new();
    for _ in 0..n {
        let mut socket = tokio::net::TcpStream::connect(address).await.unwrap();
        let _ = socket.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n").await;
        sockets.push(socket);
    }
    let mut held = 0;
    for socket in &mut sockets {
        let mut byte = [0; 1];
        let read = tokio::time::timeout(Duration::from_millis(300), socket.read(&mut byte)).await;
        held += usize::from(read.is_err());
    }
    (held, sockets)
}

/// The cap at accept holds exactly its number of sockets per address. Behind a proxy, every
/// connection comes from the proxy: there the cap is on each forwarded address's WebSockets
/// instead, and the proxy is never refused as if it were one greedy client.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_cap_at_accept_is_exact_and_a_proxy_is_not_one_address() {
    let limits = Limits {
        limit_loopback: true,
        sockets_per_address: 6,
        connections_per_address: 2,
        ..Limits::default()
    };
    let config = Config { limits, head_deadline: Duration::from_secs(5), ..Config::default() };
    let (server, _) = start(&fresh_db("cap-exact"), config.clone()).await;
    let (held, sockets) = held_open(server.address(), 14).await;
    assert_eq!(held, 6);
    drop(sockets);
    server.stop().await;

    let (server, url) = start(&fresh_db("cap-proxy"), Config { behind_proxy: true, ..config }).await;
    let (held, _sockets) = held_open(server.address(), 9).await;
    assert_eq!(held, 9, "the proxy's connections were capped as one address's");
    let mut players = Vec::new();
    for i in 0..8u8 {
        let mut client = Client::connect_forwarded(&url, [198, 51, 100, i / 2].into()).await.unwrap();
        client.send(&ClientMessage::Ping { id: 1 }).await.unwrap();
        assert_eq!(receive(&mut client).await, ServerMessage::Pong { id: 1 });
        players.push(client);
    }
    // Each forwarded address has its own share (two here): a third WebSocket is refused.
    let mut third = Client::connect_forwarded(&url, [198, 51, 100, 0].into()).await.unwrap();
    assert_eq!(errors_until_closed(&mut third).await, [ErrorKind::TooManyConnections]);
    server.stop().await;
}

/// New games are budgeted per address (behind a proxy, per forwarded address); a rematch is not
/// a new game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_creating_game_after_game_is_refused_and_another_is_not() {
    let limits = Limits { creates: damier_server::Rate { per_second: 0.0, burst: 3.0 }, ..Limits::default() };
    let config = Config { limits, behind_proxy: true, ..Config::default() };
    let (server, url) = start(&fresh_db("creates"), config).await;
    let create = ClientMessage::Create {
        variant: Variant::English.id().into(),
        clock: None,
        colour: damier_protocol::ColourChoice::White,
        name: "flood".into(),
    };
    let mut answers = Vec::new();
    let mut held = Vec::new();
    for _ in 0..5 {
        let mut client = Client::connect_forwarded(&url, [203, 0, 113, 7].into()).await.unwrap();
        client.send(&create).await.unwrap();
        answers.push(error_kind(&receive(&mut client).await));
        held.push(client);
    }
    assert_eq!(answers, [None, None, None, Some(ErrorKind::CreateLimited), Some(ErrorKind::CreateLimited)]);
    let mut other = Client::connect_forwarded(&url, [203, 0, 113, 8].into()).await.unwrap();
    other.send(&create).await.unwrap();
    assert!(matches!(receive(&mut other).await, ServerMessage::Seated { .. }));
    server.stop().await;
}
