//! A client of the server, for programs: the game's online mode, the load test and the tests.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::handshake::client::Request;
use tokio_tungstenite::tungstenite::http::HeaderValue;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::{Error, Message};
use tokio_tungstenite::{Connector, MaybeTlsStream, WebSocketStream, connect_async_tls_with_config};

use damier_protocol::{ClientMessage, MAX_SERVER_MESSAGE_BYTES, ServerMessage, read_server_frame};

/// How long reaching a server and its handshake may take: one that accepts and then says
/// nothing is given up rather than waited on for ever.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

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

/// The upgrade request for `url`, or why it is not a WebSocket address.
fn request(url: &str) -> Result<Request, ClientError> {
    url.into_client_request().map_err(|e| ClientError::Connect(format!("{url}: {e}")))
}

/// One WebSocket connection to a server.
pub struct Client {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Client {
    /// Connects to `url`: `ws://host:port`, or `wss://host` for a server behind a TLS front,
    /// whose certificate is checked against the public authorities' (Mozilla's list, built in).
    pub async fn connect(url: &str) -> Result<Client, ClientError> {
        Client::open(request(url)?, None).await
    }

    /// Connects as a reverse proxy would for a client at `address`: the upgrade carries
    /// `X-Forwarded-For: address`. For the load tests, which stand in for many addresses
    /// against a server started `--behind-proxy`.
    pub async fn connect_forwarded(url: &str, address: IpAddr) -> Result<Client, ClientError> {
        let mut request = request(url)?;
        let value =
            HeaderValue::from_str(&address.to_string()).map_err(|e| ClientError::Connect(e.to_string()))?;
        request.headers_mut().insert("x-forwarded-for", value);
        Client::open(request, None).await
    }

    /// Connects to a `wss://` server whose certificate is signed by `authority` (DER) rather than
    /// a public authority: a server of one's own with a private certificate.
    pub async fn connect_trusting(url: &str, authority: &[u8]) -> Result<Client, ClientError> {
        let mut roots = rustls::RootCertStore::empty();
        roots.add(authority.to_vec().into()).map_err(|e| ClientError::Connect(e.to_string()))?;
        let tls = rustls::ClientConfig::builder().with_root_certificates(roots).with_no_client_auth();
        Client::open(request(url)?, Some(Connector::Rustls(Arc::new(tls)))).await
    }

    /// Connects within `CONNECT_TIMEOUT`, reading no message larger than a server may send.
    async fn open(request: Request, connector: Option<Connector>) -> Result<Client, ClientError> {
        let config = WebSocketConfig::default()
            .max_message_size(Some(MAX_SERVER_MESSAGE_BYTES))
            .max_frame_size(Some(MAX_SERVER_MESSAGE_BYTES));
        let connecting = connect_async_tls_with_config(request, Some(config), true, connector);
        match tokio::time::timeout(CONNECT_TIMEOUT, connecting).await {
            Ok(Ok((socket, _))) => Ok(Client { socket }),
            Ok(Err(e)) => Err(ClientError::Connect(e.to_string())),
            Err(_) => Err(ClientError::Connect(format!("no answer within {} s", CONNECT_TIMEOUT.as_secs()))),
        }
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
                Some(Err(Error::Capacity(e))) => return Err(ClientError::Protocol(e.to_string())),
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
