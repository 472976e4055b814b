//! `damier-server --listen ADDR --db PATH`: the game server on its own (docs/ONLINE.md).

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{CommandFactory, FromArgMatches, Parser, ValueEnum};
use damier_server::{Config, Limits, Server, Store};

/// Damier's game server: games between two people on two computers, refereed, clocked and
/// stored in SQLite.
///
/// It answers WebSockets at / and GET /health with "ok" (with --web, also the web page's files),
/// and runs until it is stopped. A move is
/// acknowledged only once it is stored, so a server stopped at any moment, even by SIGKILL, loses
/// none; started again on the same database, it takes each game up as its players come back.
#[derive(Parser)]
#[command(version)]
struct Arguments {
    /// The address and port to listen on: 0.0.0.0:7777 for every interface.
    #[arg(long, value_name = "ADDR")]
    listen: String,
    /// The SQLite database of games (created when missing).
    #[arg(long, value_name = "PATH")]
    db: PathBuf,
    /// Seconds a player may be gone before the opponent may claim the game.
    #[arg(long, value_name = "SECONDS", default_value_t = 60, value_parser = clap::value_parser!(u64).range(5..=3600))]
    grace: u64,
    /// Behind a reverse proxy (TLS): take each client's address from X-Forwarded-For, and hold
    /// loopback to the per-address limits.
    #[arg(long)]
    behind_proxy: bool,
    /// Also serves the web build in this folder (scripts/web.sh writes dist/web) at /, beside
    /// the WebSocket: players open Damier in a browser from here.
    #[arg(long, value_name = "DIR")]
    web: Option<PathBuf>,
    /// Writes the manual page (roff, section 8) to standard output and exits: for the packages
    #[arg(long, value_name = "WHAT", value_enum, exclusive = true, hide = true)]
    generate: Option<Generated>,
}

/// What `--generate` writes.
#[derive(Clone, Copy, ValueEnum)]
enum Generated {
    Man,
}

fn main() -> ExitCode {
    // Read in two steps: `--generate` stands alone, without the options a server needs.
    let matches = Arguments::command().get_matches();
    if matches.contains_id("generate") {
        return manual_page();
    }
    let arguments = Arguments::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("damier-server: cannot start: {e}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(run(arguments)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("damier-server: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The manual page, from the definition above (`damier-server --generate man`; section 8, as
/// daemons' pages are).
fn manual_page() -> ExitCode {
    let mut stdout = std::io::stdout().lock();
    match clap_mangen::Man::new(Arguments::command())
        .section("8")
        .render(&mut stdout)
        .and_then(|()| stdout.flush())
    {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("damier-server: cannot write the manual: {e}");
            ExitCode::FAILURE
        }
    }
}

async fn run(arguments: Arguments) -> Result<(), String> {
    // Each player is an open socket: allow as many as the system lets this user have, and keep
    // some of them back from clients for the database and the listener.
    let descriptors = rlimit::increase_nofile_limit(u64::MAX).unwrap_or(1024);
    let most_sockets = u32::try_from(descriptors.saturating_sub(64).max(16)).unwrap_or(u32::MAX);
    if let Some(folder) = &arguments.web
        && !folder.join("index.html").is_file()
    {
        return Err(format!(
            "--web {}: no index.html in that folder (scripts/web.sh builds one)",
            folder.display()
        ));
    }
    let store = Store::open(&arguments.db).map_err(|e| format!("{}: {e}", arguments.db.display()))?;
    let listener = tokio::net::TcpListener::bind(&arguments.listen)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", arguments.listen))?;
    let limits = Limits { limit_loopback: arguments.behind_proxy, most_sockets, ..Limits::default() };
    let config = Config {
        grace: Duration::from_secs(arguments.grace),
        limits,
        behind_proxy: arguments.behind_proxy,
        web: arguments.web.clone(),
        ..Config::default()
    };
    let server = Server::start(listener, store, config).map_err(|e| e.to_string())?;
    println!("damier-server: listening on ws://{} (games in {})", server.address(), arguments.db.display());
    if let Some(folder) = &arguments.web {
        println!("damier-server: the page at http://{}/ (from {})", server.address(), folder.display());
    }
    server.run_until(stop_asked()).await.map_err(|e| e.to_string())
}

/// SIGINT (Ctrl+C) or SIGTERM (systemd, docker stop): the server stops cleanly.
#[cfg(unix)]
async fn stop_asked() {
    use tokio::signal::unix::{SignalKind, signal};
    match signal(SignalKind::terminate()) {
        Ok(mut term) => tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        },
        Err(_) => {
            let _ = tokio::signal::ctrl_c().await;
        }
    }
    println!("damier-server: stopping");
}

/// Ctrl+C: the server stops cleanly.
#[cfg(not(unix))]
async fn stop_asked() {
    let _ = tokio::signal::ctrl_c().await;
    println!("damier-server: stopping");
}
