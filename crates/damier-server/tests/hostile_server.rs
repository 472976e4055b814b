//! The client against a server that is not Damier's: one that accepts and says nothing, one that
//! sends a message too large to hold, one whose seat names a path instead of a code. The client
//! gives up on each with the reason, in bounded time and memory.

use std::time::{Duration, Instant};

use futures_util::SinkExt;
use tokio::net::TcpListener;
use tokio_tungstenite::tungstenite::Message;

use damier_protocol::{MAX_SERVER_MESSAGE_BYTES, ServerMessage};
use damier_server::client::{CONNECT_TIMEOUT, Client, ClientError};

/// A server on a loopback port that answers every WebSocket with `frames`, then holds it open.
async fn hostile(frames: Vec<String>) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("ws://{}", listener.local_addr().unwrap());
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            let frames = frames.clone();
            tokio::spawn(async move {
                let Ok(mut socket) = tokio_tungstenite::accept_async(stream).await else { return };
                for frame in frames {
                    let _ = socket.send(Message::Text(frame.into())).await;
                }
                tokio::time::sleep(Duration::from_secs(60)).await;
            });
        }
    });
    url
}

#[tokio::test]
async fn a_server_that_never_answers_the_handshake_is_given_up() {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("ws://{}", listener.local_addr().unwrap());
    // Accepts the connection and keeps it, saying nothing.
    let holder = tokio::spawn(async move {
        let (stream, _) = listener.accept().await.unwrap();
        tokio::time::sleep(Duration::from_secs(60)).await;
        drop(stream);
    });
    let began = Instant::now();
    let Err(ClientError::Connect(why)) = Client::connect(&url).await else {
        panic!("connected to a mute server")
    };
    assert!(why.contains("no answer"), "{why}");
    assert!(began.elapsed() < CONNECT_TIMEOUT + Duration::from_secs(2), "{:?}", began.elapsed());
    holder.abort();
}

#[tokio::test]
async fn a_message_too_large_is_refused_not_held() {
    let huge =
        format!(r#"{{"v":1,"type":"pong","id":1,"pad":"{}"}}"#, "x".repeat(4 * MAX_SERVER_MESSAGE_BYTES));
    let url = hostile(vec![huge]).await;
    let mut client = Client::connect(&url).await.unwrap();
    let Err(ClientError::Protocol(why)) = client.receive().await else { panic!("a 4 MiB message was read") };
    assert!(why.contains("too long") || why.contains("size"), "{why}");
}

#[tokio::test]
async fn a_seat_whose_code_is_a_path_is_refused() {
    let seat = r#"{"v":1,"type":"seated","code":"../../../.bashrc","token":"00","colour":"white",
        "game":{"code":"../../../.bashrc","variant":"international","moves":[],"clock":null,
        "white":{"name":"x","connected":true},"black":{"name":null,"connected":false},
        "result":null,"offers":[]}}"#;
    let honest = ServerMessage::Pong { id: 7 }.to_frame();
    let url = hostile(vec![seat.replace('\n', ""), honest]).await;
    let mut client = Client::connect(&url).await.unwrap();
    let Err(ClientError::Protocol(why)) = client.receive().await else { panic!("the seat was taken") };
    assert!(why.contains("code"), "{why}");
    // The connection goes on: the next message reads.
    assert_eq!(client.receive().await, Ok(ServerMessage::Pong { id: 7 }));
}
