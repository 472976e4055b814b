//! The server behind a TLS front, as the documentation sets it up with a reverse proxy: a client
//! reaches it at `wss://`, refuses a certificate no authority it trusts has signed, and plays
//! through the front like through a plain connection.

mod common;

use std::sync::Arc;

use common::{fresh_db, receive, start};
use damier_protocol::{ClientMessage, ColourChoice, ServerMessage};
use damier_server::Config;
use damier_server::client::Client;
use tokio::net::{TcpListener, TcpStream};
use tokio_rustls::TlsAcceptor;
use tokio_rustls::rustls::ServerConfig;
use tokio_rustls::rustls::pki_types::{PrivateKeyDer, PrivatePkcs8KeyDer};

/// A TLS front on a loopback port that passes each connection on to `backend`; its port and the
/// certificate it shows (self-signed, for `localhost`).
async fn tls_front(backend: std::net::SocketAddr) -> (u16, Vec<u8>) {
    let signed = rcgen::generate_simple_self_signed(vec!["localhost".to_owned()]).unwrap();
    let certificate = signed.cert.der().to_vec();
    let key = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(signed.signing_key.serialize_der()));
    let config =
        ServerConfig::builder_with_provider(Arc::new(tokio_rustls::rustls::crypto::ring::default_provider()))
            .with_safe_default_protocol_versions()
            .unwrap()
            .with_no_client_auth()
            .with_single_cert(vec![certificate.clone().into()], key)
            .unwrap();
    let acceptor = TlsAcceptor::from(Arc::new(config));
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    tokio::spawn(async move {
        while let Ok((incoming, _)) = listener.accept().await {
            let acceptor = acceptor.clone();
            tokio::spawn(async move {
                let (Ok(mut tls), Ok(mut plain)) =
                    (acceptor.accept(incoming).await, TcpStream::connect(backend).await)
                else {
                    return;
                };
                let _ = tokio::io::copy_bidirectional(&mut tls, &mut plain).await;
            });
        }
    });
    (port, certificate)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_plays_through_a_tls_front_and_refuses_an_unknown_certificate() {
    let (server, _) = start(&fresh_db("tls"), Config::default()).await;
    let (port, certificate) = tls_front(server.address()).await;
    let url = format!("wss://localhost:{port}");
    // A self-signed certificate is no public authority's: refused.
    match Client::connect(&url).await {
        Err(damier_server::client::ClientError::Connect(why)) => {
            assert!(why.contains("certificate"), "{why}")
        }
        Err(other) => panic!("refused for another reason: {other}"),
        Ok(_) => panic!("an unknown certificate was accepted"),
    }
    // Trusted, it carries a game.
    let mut client = Client::connect_trusting(&url, &certificate).await.unwrap();
    let create = ClientMessage::Create {
        variant: "hexdame".into(),
        clock: Some("5+3".into()),
        colour: ColourChoice::White,
        name: "Ann".into(),
    };
    client.send(&create).await.unwrap();
    assert!(matches!(receive(&mut client).await, ServerMessage::Seated { .. }));
    server.stop().await;
}
