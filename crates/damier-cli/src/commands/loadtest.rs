//! `damier-cli loadtest`: plays N games at once against a running `damier-server`, each side
//! playing random legal moves after a short think, for S seconds; then reads every game back
//! from the server and counts the acknowledged moves it lost or played twice. The last line of
//! `--json` is one object: games, moves, lost, duplicated, latency percentiles (from sending a
//! move to the opponent receiving it), and the server's memory when its PID is given.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use damier_protocol::{ClientMessage, Colour, ColourChoice, GameView, OfferKind, ServerMessage};
use damier_rules::{Game, Variant, notation};
use damier_server::client::Client;
use serde::Serialize;
use tokio::time::{Instant, sleep, timeout};

use crate::CliError;

#[derive(clap::Args)]
pub struct Args {
    /// The server, `ws://HOST:PORT`
    #[arg(long, value_name = "URL")]
    server: String,
    /// Games played at once (each two connections)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=20_000))]
    games: u32,
    /// How long to play
    #[arg(long, value_name = "S", value_parser = clap::value_parser!(u64).range(1..=86_400))]
    seconds: u64,
    #[arg(long, value_name = "V", default_value = "international")]
    variant: Variant,
    /// Each player's average thinking time before a move, in milliseconds (0: as fast as the
    /// server answers)
    #[arg(long, value_name = "MS", default_value_t = 1000, value_parser = clap::value_parser!(u64).range(0..=600_000))]
    think_ms: u64,
    /// The server's process ID, to report its memory (from /proc)
    #[arg(long, value_name = "PID")]
    server_pid: Option<u32>,
    #[arg(long)]
    json: bool,
}

/// The `--json` line.
#[derive(Serialize)]
struct Report {
    games: u32,
    /// Games that ended (by the rules) and were followed by a rematch.
    games_finished: u64,
    moves: u64,
    moves_per_s: f64,
    /// Moves acknowledged to their player but missing from the server's record.
    lost: u64,
    /// Moves the opponent was told twice, or that are in the record more often than sent.
    duplicated: u64,
    /// Errors the server answered, and connections that failed.
    errors: u64,
    p50_ms: f64,
    p90_ms: f64,
    p99_ms: f64,
    max_ms: f64,
    seconds: f64,
    think_ms: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    server_rss_mb: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    server_peak_mb: Option<f64>,
}

/// What the players of all games tell the count.
#[derive(Default)]
struct Tally {
    latencies_us: Vec<u64>,
    moves: u64,
    finished: u64,
    duplicated: u64,
    errors: u64,
    /// Per game code, the moves acknowledged to their player, by ply.
    acknowledged: HashMap<String, HashMap<u32, String>>,
}

type Shared = Arc<Mutex<Tally>>;

/// When each move of a game was sent, for the opponent to time its arrival.
type SentAt = Arc<Mutex<HashMap<(String, u32), Instant>>>;

pub fn run(args: Args) -> Result<(), CliError> {
    let _ = rlimit::increase_nofile_limit(u64::MAX);
    let runtime = tokio::runtime::Runtime::new().map_err(|e| CliError::Input(e.to_string()))?;
    runtime.block_on(load(args))
}

async fn load(args: Args) -> Result<(), CliError> {
    // One connection first, so a wrong address is one clear error rather than N.
    Client::connect(&args.server).await.map_err(|e| CliError::Input(format!("{}: {e}", args.server)))?;
    let tally: Shared = Arc::default();
    let start = Instant::now();
    let stop = start + Duration::from_secs(args.seconds);
    let mut tasks = Vec::new();
    for game in 0..args.games {
        let (url, tally) = (args.server.clone(), tally.clone());
        let (variant, think) = (args.variant, Duration::from_millis(args.think_ms));
        tasks.push(tokio::spawn(async move {
            play_pair(url, variant, think, stop, tally, u64::from(game)).await
        }));
    }
    let progress = tokio::spawn(report_progress(tally.clone(), start, stop));
    for task in tasks {
        let _ = task.await;
    }
    progress.abort();
    let seconds = start.elapsed().as_secs_f64();
    let (lost, extra) = verify(&args.server, &tally).await;
    let report = summarise(&args, &tally, seconds, lost, extra);
    if args.json {
        out!("{}", serde_json::to_string(&report).unwrap_or_default());
    } else {
        out!(
            "{} games, {} moves in {:.0} s ({:.0} moves/s), {} lost, {} duplicated, {} errors; latency p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            report.games,
            report.moves,
            report.seconds,
            report.moves_per_s,
            report.lost,
            report.duplicated,
            report.errors,
            report.p50_ms,
            report.p90_ms,
            report.p99_ms,
            report.max_ms
        );
        if let (Some(rss), Some(peak)) = (report.server_rss_mb, report.server_peak_mb) {
            out!("server memory: {rss:.1} MB now, {peak:.1} MB at most");
        }
    }
    Ok(())
}

/// Every five seconds on standard error: moves so far and the rate.
async fn report_progress(tally: Shared, start: Instant, stop: Instant) {
    loop {
        sleep(Duration::from_secs(5)).await;
        let moves = tally.lock().map(|t| t.moves).unwrap_or(0);
        let elapsed = start.elapsed().as_secs_f64();
        let left = stop.saturating_duration_since(Instant::now()).as_secs();
        eprintln!(
            "loadtest: {moves} moves in {elapsed:.0} s ({:.0}/s), {left} s left",
            moves as f64 / elapsed
        );
    }
}

/// One game's two players: the host creates, the guest joins, both play until `stop`.
async fn play_pair(url: String, variant: Variant, think: Duration, stop: Instant, tally: Shared, salt: u64) {
    let sent: SentAt = Arc::default();
    let create = ClientMessage::Create {
        variant: variant.id().into(),
        clock: None,
        colour: ColourChoice::White,
        name: format!("load {salt}"),
    };
    let Some((host, code)) = seat(&url, &create, &tally).await else { return };
    let join = ClientMessage::Join { code: code.clone(), name: format!("load {salt}b") };
    let Some((guest, _)) = seat(&url, &join, &tally).await else { return };
    let host = tokio::spawn(play_side(host, think, stop, tally.clone(), sent.clone(), salt * 2 + 1));
    let guest = tokio::spawn(play_side(guest, think, stop, tally, sent, salt * 2 + 2));
    let _ = tokio::join!(host, guest);
}

/// A player taking its seat: its connection and the seat's game view.
struct Seat {
    client: Client,
    colour: Colour,
    game: GameView,
}

async fn seat(url: &str, first: &ClientMessage, tally: &Shared) -> Option<(Seat, String)> {
    let failed = || {
        if let Ok(mut t) = tally.lock() {
            t.errors += 1;
        }
    };
    let Ok(mut client) = Client::connect(url).await else {
        failed();
        return None;
    };
    if client.send(first).await.is_err() {
        failed();
        return None;
    }
    loop {
        match timeout(Duration::from_secs(30), client.receive()).await {
            Ok(Ok(ServerMessage::Seated { code, colour, game, .. })) => {
                return Some((Seat { client, colour, game }, code));
            }
            Ok(Ok(ServerMessage::Error { .. })) | Ok(Err(_)) | Err(_) => {
                failed();
                return None;
            }
            Ok(Ok(_)) => {}
        }
    }
}

/// One side: answers the server's news, moves after thinking when it is its turn, asks for a
/// rematch when a game ends, until `stop`.
async fn play_side(seat: Seat, think: Duration, stop: Instant, tally: Shared, sent: SentAt, salt: u64) {
    let Seat { mut client, mut colour, game: view } = seat;
    let mut code = view.code.clone();
    let mut game = replay(&view);
    let mut rng = crate::rng::SplitMix::new(salt);
    let mut next_move_at: Option<Instant> = None;
    // A move sent and not yet acknowledged: the next waits for it.
    let mut awaiting_ack = false;
    let mut told: std::collections::HashSet<u32> = Default::default();
    loop {
        let my_turn = game.outcome().is_none() && Colour::of(game.position().side_to_move()) == colour;
        if my_turn && !awaiting_ack && next_move_at.is_none() {
            let jitter = think.mul_f64(0.5 + rng.unit());
            next_move_at = Some(Instant::now() + jitter);
        }
        let wake = next_move_at.unwrap_or(stop).min(stop);
        let message = tokio::select! {
            received = client.receive() => received,
            () = tokio::time::sleep_until(wake) => {
                if Instant::now() >= stop {
                    break;
                }
                next_move_at = None;
                let legal = game.legal_moves();
                let mv = legal[rng.below(legal.len())];
                let text = notation::write(&mv, &legal, &game.rules().topology);
                let ply = game.moves().len() as u32;
                if let Ok(mut s) = sent.lock() {
                    s.insert((code.clone(), ply), Instant::now());
                }
                if client.send(&ClientMessage::Move { ply, mv: text }).await.is_err() {
                    break;
                }
                awaiting_ack = true;
                continue;
            }
        };
        let Ok(message) = message else { break };
        match message {
            ServerMessage::Moved { ply, mv, .. } => {
                let mover = Colour::of(game.position().side_to_move());
                let fresh = ply as usize == game.moves().len();
                if fresh && let Ok(parsed) = notation::parse(game.position(), &mv) {
                    let _ = game.play_past_end(&parsed);
                }
                let mut t = tally.lock().unwrap_or_else(|e| e.into_inner());
                if mover == colour {
                    awaiting_ack = false;
                    t.moves += 1;
                    t.acknowledged.entry(code.clone()).or_default().insert(ply, mv);
                } else if !told.insert(ply) || !fresh {
                    t.duplicated += 1;
                } else if let Some(at) = sent.lock().ok().and_then(|mut s| s.remove(&(code.clone(), ply))) {
                    t.latencies_us.push(u64::try_from(at.elapsed().as_micros()).unwrap_or(u64::MAX));
                }
            }
            ServerMessage::Ended { .. } => {
                if let Ok(mut t) = tally.lock() {
                    t.finished += 1;
                }
                if Instant::now() < stop {
                    let _ = client.send(&ClientMessage::Offer { kind: OfferKind::Rematch }).await;
                }
            }
            ServerMessage::Seated { code: new_code, colour: new_colour, game: view, .. } => {
                (code, colour, game) = (new_code, new_colour, replay(&view));
                told.clear();
                (next_move_at, awaiting_ack) = (None, false);
            }
            ServerMessage::State { game: view } => game = replay(&view),
            ServerMessage::Error { .. } => {
                if let Ok(mut t) = tally.lock() {
                    t.errors += 1;
                }
            }
            _ => {}
        }
    }
    client.close().await;
}

/// The game a view describes (a record the server wrote always replays; were one not to, the
/// side starts over from the variant's start rather than stop).
fn replay(view: &GameView) -> Game {
    view.game().unwrap_or_else(|_| Game::new(view.variant.parse().unwrap_or(Variant::International).rules()))
}

/// Reads every game back and compares its record with the moves acknowledged: the count lost
/// (acknowledged, not in the record at its ply) and extra (in the record, never acknowledged,
/// beyond the one move that may have been on its way when the test stopped).
async fn verify(url: &str, tally: &Shared) -> (u64, u64) {
    let acknowledged: Vec<(String, HashMap<u32, String>)> =
        tally.lock().map(|t| t.acknowledged.clone().into_iter().collect()).unwrap_or_default();
    let mut lost = 0;
    let mut extra = 0;
    for batch in acknowledged.chunks(64) {
        let reads = batch.iter().map(|(code, _)| read_back(url, code.clone()));
        let records = futures_util::future::join_all(reads).await;
        for ((_, moves), record) in batch.iter().zip(records) {
            let Some(record) = record else {
                lost += moves.len() as u64;
                continue;
            };
            lost += moves.iter().filter(|(ply, mv)| record.get(**ply as usize) != Some(*mv)).count() as u64;
            extra += (record.len() as u64).saturating_sub(moves.len() as u64 + 1);
        }
    }
    (lost, extra)
}

/// A game's record as the server keeps it.
async fn read_back(url: &str, code: String) -> Option<Vec<String>> {
    let mut client = Client::connect(url).await.ok()?;
    client.send(&ClientMessage::Watch { code }).await.ok()?;
    let message = timeout(Duration::from_secs(30), client.receive()).await.ok()?.ok()?;
    client.close().await;
    match message {
        ServerMessage::Watching { game } => Some(game.moves),
        _ => None,
    }
}

fn summarise(args: &Args, tally: &Shared, seconds: f64, lost: u64, extra: u64) -> Report {
    let mut t = tally.lock().unwrap_or_else(|e| e.into_inner());
    t.latencies_us.sort_unstable();
    let percentile = |p: f64| {
        let n = t.latencies_us.len();
        if n == 0 { 0.0 } else { t.latencies_us[((n - 1) as f64 * p).round() as usize] as f64 / 1000.0 }
    };
    let memory = args.server_pid.and_then(server_memory);
    Report {
        games: args.games,
        games_finished: t.finished / 2,
        moves: t.moves,
        moves_per_s: t.moves as f64 / seconds,
        lost,
        duplicated: t.duplicated + extra,
        errors: t.errors,
        p50_ms: percentile(0.50),
        p90_ms: percentile(0.90),
        p99_ms: percentile(0.99),
        max_ms: percentile(1.0),
        seconds,
        think_ms: args.think_ms,
        server_rss_mb: memory.map(|m| m.0),
        server_peak_mb: memory.map(|m| m.1),
    }
}

/// The resident and peak resident memory of process `pid`, in MB (Linux's /proc).
fn server_memory(pid: u32) -> Option<(f64, f64)> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))?
            .split_whitespace()
            .nth(1)?
            .parse::<f64>()
            .ok()
            .map(|kb| kb / 1024.0)
    };
    Some((field("VmRSS:")?, field("VmHWM:")?))
}
