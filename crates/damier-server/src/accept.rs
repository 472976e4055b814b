//! The listener's loop: each TCP connection is counted as it is accepted (per address and in
//! all, before a byte is read), given TCP keepalive and a user timeout, and must send its
//! request's head within a deadline; then hyper serves it, upgrades (the WebSocket) included.
//! `axum::serve` does none of this: a client that opens sockets and never finishes a request
//! would hold them for ever.

use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
use axum::http::Request;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tower::ServiceExt;

use crate::shared::Shared;

/// TCP keepalive: a peer that vanished (a cable pulled, a laptop shut) is found out within a
/// minute even when nothing is being sent.
const KEEPALIVE_IDLE: Duration = Duration::from_secs(30);
const KEEPALIVE_INTERVAL: Duration = Duration::from_secs(10);
const KEEPALIVE_PROBES: u32 = 3;
/// How long sent data may stay unacknowledged before the kernel gives the connection up.
const USER_TIMEOUT: Duration = Duration::from_secs(60);
/// How long to wait when accepting fails (out of file descriptors) before trying again.
const ACCEPT_PAUSE: Duration = Duration::from_millis(100);

/// Accepts and serves connections until the server stops.
pub async fn serve(listener: TcpListener, app: Router, shared: Arc<Shared>) -> io::Result<()> {
    let mut stopping = shared.stopping.clone();
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            _ = stopping.wait_for(|stop| *stop) => return Ok(()),
        };
        let (stream, peer) = match accepted {
            Ok(accepted) => accepted,
            // Out of descriptors, or a connection reset before it was accepted: the listener
            // itself is fine.
            Err(_) => {
                tokio::time::sleep(ACCEPT_PAUSE).await;
                continue;
            }
        };
        // Behind a proxy every connection comes from the proxy: until a request says whose it
        // is, only the server's own cap can apply.
        let counted_as = (!shared.config.behind_proxy).then_some(peer.ip());
        // Refused at once, with nothing read: the cheapest answer to a flood.
        if shared.addresses.accept_socket(counted_as).is_err() {
            continue;
        }
        let stream = Counted { stream, counted_as, shared: shared.clone() };
        tune(&stream.stream);
        tokio::spawn(connection(stream, peer, app.clone(), shared.clone()));
    }
}

fn tune(stream: &TcpStream) {
    let socket = socket2::SockRef::from(stream);
    let keepalive = socket2::TcpKeepalive::new()
        .with_time(KEEPALIVE_IDLE)
        .with_interval(KEEPALIVE_INTERVAL)
        .with_retries(KEEPALIVE_PROBES);
    // A socket that refuses these options still works; it is only found out later when it dies.
    let _ = socket.set_tcp_keepalive(&keepalive);
    let _ = socket.set_tcp_user_timeout(Some(USER_TIMEOUT));
    let _ = stream.set_nodelay(true);
}

/// One TCP connection: its requests (a file, the health check, or the upgrade to a WebSocket),
/// each head within the deadline; closed gracefully when the server stops.
async fn connection(stream: Counted, peer: SocketAddr, app: Router, shared: Arc<Shared>) {
    let service = app.map_request(move |mut request: Request<Incoming>| {
        request.extensions_mut().insert(ConnectInfo(peer));
        request
    });
    let served = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(shared.config.head_deadline)
        .serve_connection(TokioIo::new(stream), TowerToHyperService::new(service))
        .with_upgrades();
    tokio::pin!(served);
    let mut stopping = shared.stopping.clone();
    let stopped = tokio::select! {
        _ = served.as_mut() => false,
        _ = stopping.wait_for(|stop| *stop) => true,
    };
    if stopped {
        served.as_mut().graceful_shutdown();
        let _ = served.await;
    }
}

/// A TCP stream that counts as one of its address's sockets for as long as it lives, through
/// the upgrade to a WebSocket (which keeps the stream).
struct Counted {
    stream: TcpStream,
    /// The address it counts against; none behind a proxy (it counts in the server's total).
    counted_as: Option<IpAddr>,
    shared: Arc<Shared>,
}

impl Drop for Counted {
    fn drop(&mut self) {
        self.shared.addresses.socket_closed(self.counted_as);
    }
}

impl AsyncRead for Counted {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Counted {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}
