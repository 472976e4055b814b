//! The link in a page: the browser's WebSocket, driven by its callbacks on the page's one
//! thread. A page cannot open a server, so it only joins (or resumes) games held elsewhere.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::net::{Ipv4Addr, SocketAddr};
use std::rc::{Rc, Weak};

use bevy::prelude::*;
use damier_protocol::{ClientMessage, Liveness, read_server_frame};
use send_wrapper::SendWrapper;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, WebSocket};

use super::resend::Resend;
use super::{Connection, LinkEvent, Opening, PING_EVERY, backoff};

/// The link to the server, a resource while an online game is on the board. Dropping it closes
/// the connection. The page has one thread, so the state behind it never leaves it.
#[derive(Resource)]
pub struct RemoteLink {
    shared: SendWrapper<Rc<RefCell<Link>>>,
}

struct Link {
    url: String,
    resend: Resend,
    socket: Option<WebSocket>,
    /// The socket is open and the seat's messages are sent.
    live: bool,
    /// This attempt's socket opened at some point (a lost game is retried, an unreachable
    /// server on the first attempt is given up).
    opened: bool,
    attempt: u32,
    /// Whether this socket's server still answers the pings.
    liveness: Liveness,
    events: VecDeque<LinkEvent>,
    closed: bool,
    /// The socket's handlers, kept alive while it is.
    handlers: Vec<Closure<dyn FnMut(JsValue)>>,
    ping: Option<(i32, Closure<dyn FnMut()>)>,
}

impl RemoteLink {
    pub fn open(opening: Opening) -> RemoteLink {
        let (url, first) = match opening {
            Opening::Remote { url, first } => (url, first),
            Opening::Host { first, .. } => {
                let link = RemoteLink::with(String::new(), first);
                let why = "a page cannot host a game: host it from the desktop game or a damier-server";
                link.shared
                    .borrow_mut()
                    .events
                    .push_back(LinkEvent::Connection(Connection::Failed(why.into())));
                return link;
            }
        };
        let link = RemoteLink::with(url, first);
        link.shared.borrow_mut().events.push_back(LinkEvent::Connection(Connection::Connecting));
        connect(&link.shared);
        link
    }

    fn with(url: String, first: ClientMessage) -> RemoteLink {
        let link = Link {
            url,
            resend: Resend::new(first),
            socket: None,
            live: false,
            opened: false,
            attempt: 0,
            liveness: Liveness::default(),
            events: VecDeque::new(),
            closed: false,
            handlers: Vec::new(),
            ping: None,
        };
        RemoteLink { shared: SendWrapper::new(Rc::new(RefCell::new(link))) }
    }

    pub fn send(&self, message: ClientMessage) {
        let mut link = self.shared.borrow_mut();
        let link = &mut *link;
        match (&link.socket, link.live) {
            (Some(socket), true) => {
                link.resend.on_send(&message);
                if socket.send_with_str(&message.to_frame()).is_err() {
                    link.resend.while_down(message);
                }
            }
            _ => link.resend.while_down(message),
        }
    }

    /// What has arrived since the last call.
    pub fn events(&self) -> Vec<LinkEvent> {
        self.shared.borrow_mut().events.drain(..).collect()
    }
}

impl Drop for RemoteLink {
    fn drop(&mut self) {
        let mut link = self.shared.borrow_mut();
        link.closed = true;
        if let Some(socket) = link.socket.take() {
            forget_handlers(&socket);
            let _ = socket.close();
        }
        if let (Some(window), Some((id, _))) = (web_sys::window(), link.ping.take()) {
            window.clear_interval_with_handle(id);
        }
    }
}

/// Opens a socket to the link's server, its callbacks holding the link weakly (dropping the
/// resource ends it).
fn connect(shared: &Rc<RefCell<Link>>) {
    let url = shared.borrow().url.clone();
    let socket = match WebSocket::new(&url) {
        Ok(socket) => socket,
        Err(e) => {
            let why = format!("{url}: {}", e.as_string().unwrap_or_else(|| "not a WebSocket address".into()));
            shared.borrow_mut().events.push_back(LinkEvent::Connection(Connection::Failed(why)));
            return;
        }
    };
    let weak = Rc::downgrade(shared);
    let handler = |act: fn(&Rc<RefCell<Link>>, JsValue)| {
        let weak: Weak<RefCell<Link>> = weak.clone();
        Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
            if let Some(shared) = weak.upgrade() {
                act(&shared, event);
            }
        })
    };
    let (on_open, on_message, on_close) = (handler(opened), handler(received), handler(lost));
    socket.set_onopen(Some(on_open.as_ref().unchecked_ref()));
    socket.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    socket.set_onclose(Some(on_close.as_ref().unchecked_ref()));
    let mut link = shared.borrow_mut();
    link.handlers = vec![on_open, on_message, on_close];
    link.socket = Some(socket);
    link.opened = false;
    link.liveness = Liveness::default();
    if link.ping.is_none() {
        link.ping = start_pings(&weak);
    }
}

fn opened(shared: &Rc<RefCell<Link>>, _: JsValue) {
    let mut link = shared.borrow_mut();
    let link = &mut *link;
    let Some(socket) = &link.socket else { return };
    for message in link.resend.on_connect() {
        let _ = socket.send_with_str(&message.to_frame());
    }
    link.live = true;
    link.opened = true;
    link.attempt = 0;
    link.events.push_back(LinkEvent::Connection(Connection::Connected));
}

fn received(shared: &Rc<RefCell<Link>>, event: JsValue) {
    let Some(text) = event.dyn_into::<MessageEvent>().ok().and_then(|e| e.data().as_string()) else {
        return;
    };
    let mut link = shared.borrow_mut();
    link.liveness.heard();
    match read_server_frame(&text) {
        Ok(message) => {
            let refused = link.resend.refusal(&message);
            link.resend.on_receive(&message);
            link.events.push_back(LinkEvent::Message(Box::new(message)));
            if let Some(why) = refused {
                link.closed = true;
                if let Some(socket) = link.socket.take() {
                    forget_handlers(&socket);
                    let _ = socket.close();
                }
                link.events.push_back(LinkEvent::Connection(Connection::Failed(why)));
            }
        }
        Err(e) => warn!("the server sent a frame this page cannot read: {e}"),
    }
}

/// The socket closed (or never opened): given up when the server was never reached and no
/// seat is held, otherwise retried after a growing wait.
fn lost(shared: &Rc<RefCell<Link>>, _: JsValue) {
    let mut link = shared.borrow_mut();
    if link.closed {
        return;
    }
    link.live = false;
    if let Some(socket) = link.socket.take() {
        forget_handlers(&socket);
    }
    if !link.opened && link.attempt == 0 && !link.resend.seated() {
        let why = format!("no server answers at {}", link.url);
        link.events.push_back(LinkEvent::Connection(Connection::Failed(why)));
        return;
    }
    link.attempt += 1;
    let (attempt, next_in) = (link.attempt, backoff(link.attempt));
    link.events.push_back(LinkEvent::Connection(Connection::Reconnecting { attempt, next_in }));
    let weak = Rc::downgrade(shared);
    let retry = Closure::once_into_js(move || {
        if let Some(shared) = weak.upgrade()
            && !shared.borrow().closed
        {
            connect(&shared);
        }
    });
    if let Some(window) = web_sys::window() {
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
            retry.unchecked_ref(),
            next_in.as_millis() as i32,
        );
    }
}

/// Says the link is alive every `PING_EVERY` while the socket is open, and closes a socket whose
/// server has fallen silent (its close handler connects again).
fn start_pings(weak: &Weak<RefCell<Link>>) -> Option<(i32, Closure<dyn FnMut()>)> {
    let weak = weak.clone();
    let ping = Closure::<dyn FnMut()>::new(move || {
        let Some(shared) = weak.upgrade() else { return };
        let silent = {
            let mut link = shared.borrow_mut();
            let link = &mut *link;
            let Some(socket) = link.socket.as_ref().filter(|_| link.live) else { return };
            let alive = link.liveness.tick();
            if alive {
                let _ = socket.send_with_str(&ClientMessage::Ping { id: 0 }.to_frame());
            } else {
                let _ = socket.close();
            }
            !alive
        };
        // Not waiting for the close to be answered: a silent server may never answer it.
        if silent {
            warn!("the server has fallen silent: connecting again");
            lost(&shared, JsValue::NULL);
        }
    });
    let id = web_sys::window()?
        .set_interval_with_callback_and_timeout_and_arguments_0(
            ping.as_ref().unchecked_ref(),
            PING_EVERY.as_millis() as i32,
        )
        .ok()?;
    Some((id, ping))
}

fn forget_handlers(socket: &WebSocket) {
    socket.set_onopen(None);
    socket.set_onmessage(None);
    socket.set_onclose(None);
}

/// A page hosts nothing: the address is never used.
pub fn lan_address(port: u16) -> SocketAddr {
    SocketAddr::new(Ipv4Addr::LOCALHOST.into(), port)
}
