//! A client of the server, for programs: the game's online mode, the load test and the tests.

use std::sync::Arc;

use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{
    Connector, MaybeTlsStream, WebSocketStream, connect_async, connect_async_tls_with_config,
};

use damier_protocol::{ClientMessage, ServerMessage, read_server_frame};

/// Why talking to the server failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClientError {
    /// The server could not be reached at that address.
    Connect(String),
    /// The connection closed.
    Closed,
    /// The server sent something this client cannot read.
    Protocol(String),
}

impl std::fmt::Display for ClientError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ClientError::Connect(e) => write!(f, "cannot reach the server: {e}"),
            ClientError::Closed => write!(f, "the connection closed"),
            ClientError::Protocol(e) => write!(f, "the server sent something unreadable: {e}"),
        }
    }
}

impl std::error::Error for ClientError {}

/// One WebSocket connection to a server.
pub struct Client {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Client {
    /// Connects to `url`: `ws://host:port`, or `wss://host` for a server behind a TLS front,
    /// whose certificate is checked against the public authorities' (Mozilla's list, built in).
    pub async fn connect(url: &str) -> Result<Client, ClientError> {
        let (socket, _) = connect_async(url).await.map_err(|e| ClientError::Connect(e.to_string()))?;
        Ok(Client { socket })
    }

    /// Connects to a `wss://` server whose certificate is signed by `authority` (DER) rather than
    /// a public authority: a server of one's own with a private certificate.
    pub async fn connect_trusting(url: &str, authority: &[u8]) -> Result<Client, ClientError> {
        let mut roots = rustls::RootCertStore::empty();
        roots.add(authority.to_vec().into()).map_err(|e| ClientError::Connect(e.to_string()))?;
        let tls = rustls::ClientConfig::builder().with_root_certificates(roots).with_no_client_auth();
        let connector = Connector::Rustls(Arc::new(tls));
        let (socket, _) = connect_async_tls_with_config(url, None, true, Some(connector))
            .await
            .map_err(|e| ClientError::Connect(e.to_string()))?;
        Ok(Client { socket })
    }

    pub async fn send(&mut self, message: &ClientMessage) -> Result<(), ClientError> {
        self.send_text(message.to_frame()).await
    }

    /// Sends any text (the tests send what a hostile client would).
    pub async fn send_text(&mut self, text: String) -> Result<(), ClientError> {
        self.socket.send(Message::Text(text.into())).await.map_err(|_| ClientError::Closed)
    }

    /// The server's next message.
    pub async fn receive(&mut self) -> Result<ServerMessage, ClientError> {
        loop {
            match self.socket.next().await {
                Some(Ok(Message::Text(text))) => {
                    return read_server_frame(text.as_str()).map_err(ClientError::Protocol);
                }
                Some(Ok(Message::Close(_))) | Some(Err(_)) | None => return Err(ClientError::Closed),
                Some(Ok(_)) => {}
            }
        }
    }

    /// Closes the connection politely.
    pub async fn close(mut self) {
        let _ = self.socket.close(None).await;
    }
}
