//! `--web`: the server hands out the web build's files at `/` beside the WebSocket, with the
//! right MIME type, the precompressed copy the browser accepts, and no file outside the folder.

mod common;

use common::{Player, fresh_db, start};
use damier_rules::Variant;
use damier_server::Config;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// The status line and headers (lower-cased names) of a GET, and its body.
async fn get(
    url: &str,
    path: &str,
    accept_encoding: Option<&str>,
) -> (String, Vec<(String, String)>, Vec<u8>) {
    let address = url.trim_start_matches("ws://");
    let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
    let encoding = accept_encoding.map_or(String::new(), |e| format!("Accept-Encoding: {e}\r\n"));
    let request = format!("GET {path} HTTP/1.1\r\nHost: {address}\r\n{encoding}Connection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.unwrap();
    let split = answer.windows(4).position(|w| w == b"\r\n\r\n").expect("a header block");
    let head = String::from_utf8(answer[..split].to_vec()).unwrap();
    let mut lines = head.lines();
    let status = lines.next().unwrap().to_string();
    let headers = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(name, value)| (name.trim().to_ascii_lowercase(), value.trim().to_string()))
        .collect();
    (status, headers, answer[split + 4..].to_vec())
}

fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
}

fn web_folder(name: &str) -> std::path::PathBuf {
    let folder = fresh_db(name).with_file_name("web");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("index.html"), "<!doctype html><title>Damier</title>").unwrap();
    std::fs::write(folder.join("damier_bg.wasm"), b"\0asm plain").unwrap();
    std::fs::write(folder.join("damier_bg.wasm.gz"), b"gzipped").unwrap();
    folder
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_is_served_beside_the_websocket() {
    let folder = web_folder("page");
    let config = Config { web: Some(folder.clone()), ..Config::default() };
    let (server, url) = start(&folder.with_file_name("games.db"), config).await;

    let (status, headers, body) = get(&url, "/", None).await;
    assert!(status.contains(" 200 "), "{status}");
    assert!(header(&headers, "content-type").unwrap().starts_with("text/html"), "{headers:?}");
    assert_eq!(header(&headers, "cache-control"), Some("no-cache"));
    assert_eq!(body, std::fs::read(folder.join("index.html")).unwrap());

    // The game's wasm: its MIME type, and the gzip copy only to a browser that takes gzip.
    let (status, headers, body) = get(&url, "/damier_bg.wasm", Some("gzip, br")).await;
    assert!(status.contains(" 200 "), "{status}");
    assert_eq!(header(&headers, "content-type"), Some("application/wasm"));
    assert_eq!(header(&headers, "content-encoding"), Some("gzip"));
    assert_eq!(header(&headers, "vary"), Some("accept-encoding"));
    assert_eq!(body, b"gzipped");
    let (_, headers, body) = get(&url, "/damier_bg.wasm", None).await;
    assert_eq!(header(&headers, "content-encoding"), None);
    assert_eq!(body, b"\0asm plain");

    // Nothing outside the folder, and nothing that is not there.
    for path in ["/../games.db", "/%2e%2e/games.db", "/missing.js"] {
        let (status, _, _) = get(&url, path, None).await;
        assert!(status.contains(" 404 ") || status.contains(" 400 "), "{path}: {status}");
    }
    let (status, _, body) = get(&url, "/health", None).await;
    assert!(status.contains(" 200 ") && body == b"ok", "{status}");

    // And the WebSocket at the same address still seats players.
    let host = Player::host(&url, Variant::HexDame, None).await;
    Player::join(&url, &host.code).await;
    server.stop().await;
    std::fs::remove_dir_all(folder.parent().unwrap()).unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_web_there_is_no_page() {
    let (server, url) = start(&fresh_db("no-page"), Config::default()).await;
    let (status, _, _) = get(&url, "/", None).await;
    assert!(!status.contains(" 200 "), "a GET / that is no WebSocket: {status}");
    let (status, _, _) = get(&url, "/index.html", None).await;
    assert!(status.contains(" 404 "), "{status}");
    server.stop().await;
}
