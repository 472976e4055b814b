//! A host for testing other clients (the web page, in scripts/test-web.sh): creates a game on the
//! server at URL as White, prints `code CODE` on a line of its own, and once the friend has taken
//! the other seat plays MOVE, then prints each move the friend plays (`friend MOVE`) until the
//! friend has played one or five minutes have passed.
//!
//!     cargo run -p damier-server --example scripted_host -- ws://127.0.0.1:8080 hexdame c3-d4

use std::process::ExitCode;
use std::time::Duration;

use damier_protocol::{ClientMessage, ColourChoice, ServerMessage};
use damier_server::client::Client;

#[tokio::main(flavor = "current_thread")]
async fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let [url, variant, first] = arguments.as_slice() else {
        eprintln!("usage: scripted_host URL VARIANT MOVE");
        return ExitCode::from(2);
    };
    match tokio::time::timeout(Duration::from_secs(300), host(url, variant, first)).await {
        Ok(Ok(())) => ExitCode::SUCCESS,
        Ok(Err(e)) => {
            eprintln!("scripted_host: {e}");
            ExitCode::FAILURE
        }
        Err(_) => {
            eprintln!("scripted_host: the friend played nothing in five minutes");
            ExitCode::FAILURE
        }
    }
}

async fn host(url: &str, variant: &str, first: &str) -> Result<(), String> {
    let mut client = Client::connect(url).await.map_err(|e| format!("{url}: {e:?}"))?;
    let create = ClientMessage::Create {
        variant: variant.into(),
        clock: None,
        colour: ColourChoice::White,
        name: "Scripted host".into(),
    };
    client.send(&create).await.map_err(|e| format!("{e:?}"))?;
    // The server closes a connection silent for a minute.
    let mut ping = tokio::time::interval(Duration::from_secs(15));
    loop {
        let received = tokio::select! {
            received = client.receive() => received.map_err(|e| format!("{e:?}"))?,
            _ = ping.tick() => {
                client.send(&ClientMessage::Ping { id: 0 }).await.map_err(|e| format!("{e:?}"))?;
                continue;
            }
        };
        match received {
            ServerMessage::Seated { code, .. } => println!("code {code}"),
            ServerMessage::Started { game } => {
                let move_ = ClientMessage::Move { ply: game.moves.len() as u32, mv: first.into() };
                client.send(&move_).await.map_err(|e| format!("{e:?}"))?;
            }
            ServerMessage::Moved { ply: 0, mv, .. } => println!("played {mv}"),
            ServerMessage::Moved { mv, .. } => {
                println!("friend {mv}");
                client.close().await;
                return Ok(());
            }
            ServerMessage::Error { message, .. } => return Err(message),
            _ => {}
        }
    }
}
