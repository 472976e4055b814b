//! The address of the page the game runs in, and the game server's there: a page served by
//! `damier-server --web` talks to the server that served it, over `wss://` when the page came
//! over `https://` (a browser refuses a plain socket from a secure page).

/// The WebSocket address of the server that served the page (`ws://host:port/`).
pub fn server_socket() -> Option<String> {
    let location = web_sys::window()?.location();
    let host = location.host().ok().filter(|h| !h.is_empty())?;
    let secure = location.protocol().is_ok_and(|p| p == "https:");
    Some(format!("{}://{host}/", if secure { "wss" } else { "ws" }))
}

/// The part of the page's address after `#`, without it.
pub fn fragment() -> String {
    let hash = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
    hash.strip_prefix('#').unwrap_or(&hash).to_owned()
}
