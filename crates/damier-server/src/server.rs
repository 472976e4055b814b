//! The server: its HTTP routes (the WebSocket at `/`, `/health`, and with `--web` the web
//! build's files), its shared state, started on a listener and stopped on request, in its own
//! process or inside the game.

use std::io;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use axum::Router;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, FromRequestParts, Request, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tokio::net::TcpListener;
use tokio::sync::watch;
use tokio::task::JoinHandle;
use tower::ServiceExt;
use tower_http::services::ServeDir;

use crate::limits::Addresses;
use crate::rooms::Rooms;
use damier_protocol::MAX_MESSAGE_BYTES;

use crate::shared::{Config, Shared};
use crate::store::Store;

/// Each connection's read and write buffer, in bytes.
const SOCKET_BUFFER: usize = 4096;

/// A running server.
pub struct Server {
    address: SocketAddr,
    shared: Arc<Shared>,
    stop: watch::Sender<bool>,
    task: JoinHandle<io::Result<()>>,
}

impl Server {
    /// Serves on `listener` with the games in `store`.
    pub fn start(listener: TcpListener, store: Store, config: Config) -> io::Result<Server> {
        let address = listener.local_addr()?;
        let (stop, stopping) = watch::channel(false);
        let shared = Arc::new(Shared {
            rooms: Rooms::new(store, config.grace),
            addresses: Addresses::new(config.limits),
            config,
            stopping: stopping.clone(),
        });
        let app = Router::new()
            .route("/", get(root))
            .route("/health", get(|| async { "ok" }))
            .fallback(file)
            .with_state(shared.clone());
        tokio::spawn(sweep(shared.clone()));
        let task = tokio::spawn(crate::accept::serve(listener, app, shared.clone()));
        Ok(Server { address, shared, stop, task })
    }

    /// The address it listens on (the port chosen when it was asked for port 0).
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// How many games it holds in memory.
    pub async fn games_held(&self) -> usize {
        self.shared.rooms.held().await
    }

    /// Closes every connection and stops listening.
    pub async fn stop(self) {
        let _ = self.stop.send(true);
        let _ = self.task.await;
    }

    /// Runs until the listener fails or `stop` comes (the stand-alone server's SIGINT or
    /// SIGTERM): then it stops accepting, closes every connection, and returns once the store
    /// has written what it was asked to.
    pub async fn run_until(mut self, stop: impl std::future::Future<Output = ()>) -> io::Result<()> {
        let failed = tokio::select! {
            result = &mut self.task => Some(result.map_err(io::Error::other).and_then(|r| r)),
            () = stop => None,
        };
        if let Some(result) = failed {
            return result;
        }
        let _ = self.stop.send(true);
        let _ = self.task.await;
        self.shared.rooms.store.settle().await;
        Ok(())
    }
}

/// Every `config.sweep`, until the server stops: rooms nobody follows are let go (a rematch
/// its players never followed, a room whose last connection left while another held its lock),
/// addresses with nothing left to remember are forgotten, and games that waited too long for a
/// second player are deleted.
async fn sweep(shared: Arc<Shared>) {
    let mut stopping = shared.stopping.clone();
    let mut every = tokio::time::interval(shared.config.sweep);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = every.tick() => {}
            _ = stopping.wait_for(|stop| *stop) => return,
        }
        shared.rooms.release_deserted().await;
        shared.addresses.forget_idle(None);
        let _ = shared.rooms.expire_waiting(shared.config.waiting_expiry).await;
    }
}

/// `/`: a WebSocket upgrade is a client; any other request is for the page, when there is one.
async fn root(
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    State(shared): State<Arc<Shared>>,
    request: Request,
) -> Response {
    let (mut parts, body) = request.into_parts();
    match WebSocketUpgrade::from_request_parts(&mut parts, &shared).await {
        Ok(socket) => upgrade(socket, peer, &parts.headers, shared),
        Err(refused) if shared.config.web.is_none() => refused.into_response(),
        Err(_) => file(State(shared), Request::from_parts(parts, body)).await,
    }
}

/// A file of the web build: its MIME type from its name (`application/wasm` for the game), the
/// `.br` or `.gz` copy beside it when the browser accepts that encoding, and revalidated on
/// every load (`no-cache`; unchanged files answer 304), since the build's names carry no hash.
/// Without `--web`, and for a path that climbs out of the folder (`ServeDir` refuses it), 404.
async fn file(State(shared): State<Arc<Shared>>, request: Request) -> Response {
    let Some(folder) = &shared.config.web else {
        return axum::http::StatusCode::NOT_FOUND.into_response();
    };
    let files = ServeDir::new(folder).precompressed_br().precompressed_gzip();
    let mut response = match files.oneshot(request).await {
        Ok(response) => response.into_response(),
        Err(never) => match never {},
    };
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    // The answer depends on Accept-Encoding: a cache between must not give the gzip copy to a
    // browser that did not ask for it.
    headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    response
}

fn upgrade(socket: WebSocketUpgrade, peer: SocketAddr, headers: &HeaderMap, shared: Arc<Shared>) -> Response {
    let ip = client_address(peer.ip(), headers, shared.config.behind_proxy);
    let stopping = shared.stopping.clone();
    // Frames far beyond the protocol's largest message are not even read; those a little over
    // it are read and refused with an error that says so. The buffers are sized for messages
    // of a few hundred bytes (the default 128 KiB each would be most of the server's memory).
    socket
        .max_message_size(MAX_MESSAGE_BYTES * 32)
        .max_frame_size(MAX_MESSAGE_BYTES * 32)
        .read_buffer_size(SOCKET_BUFFER)
        .write_buffer_size(SOCKET_BUFFER)
        .max_write_buffer_size(MAX_MESSAGE_BYTES * 64)
        .on_upgrade(move |socket| crate::connection::serve(socket, ip, shared, stopping))
}

/// The client's address: the peer's, or behind a proxy the one the proxy saw.
fn client_address(peer: IpAddr, headers: &HeaderMap, behind_proxy: bool) -> IpAddr {
    if !behind_proxy {
        return peer;
    }
    // Only the last entry is the proxy's own: the ones before it are what the client wrote.
    // When that one does not read as an address, the client's are not taken instead.
    let last = headers.get_all("x-forwarded-for").iter().next_back();
    last.and_then(|v| v.to_str().ok())
        .and_then(|v| v.rsplit(',').next())
        .and_then(|a| a.trim().parse().ok())
        .unwrap_or(peer)
}
