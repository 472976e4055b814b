//! `damier-cli soak`: honest games for a long while beside strangers who flood a running
//! `damier-server` started `--behind-proxy` (each client claims an address of its own through
//! X-Forwarded-For): new games nobody joins, guessed codes, request heads that never end and
//! WebSockets that never speak. Every minute it samples the server's memory; at the end it reads
//! every honest game back. The last line of `--json` is one object (docs/ONLINE.md).

mod attacks;

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use damier_rules::Variant;
use serde::Serialize;
use tokio::time::{Instant, sleep};

use self::attacks::{Counts, Target, address};
use crate::error::CliError;
use crate::players::{
    Endpoint, Pace, Shared, Verified, lock, percentile_ms, play_pair, server_memory, verify,
};

/// The address pools (`10.POOL.x.y`): the honest hosts, their guests, the pairs that come
/// later, the read-back, and the strangers.
const HOSTS: u8 = 1;
const GUESTS: u8 = 2;
const LATER: u8 = 3;
const READERS: u8 = 4;
const CREATORS: u8 = 11;
const GUESSERS: u8 = 12;
const SILENT: u8 = 13;

const STRANGERS_AFTER: Duration = Duration::from_secs(20);

#[derive(clap::Args)]
pub struct Args {
    /// The server, `ws://HOST:PORT`, started with `--behind-proxy`
    #[arg(long, value_name = "URL")]
    server: String,
    /// How long to play
    #[arg(long, value_name = "M", value_parser = clap::value_parser!(u64).range(1..=1440))]
    minutes: u64,
    /// Honest games played at once (each two connections, from two addresses)
    #[arg(long, value_name = "N", default_value_t = 300, value_parser = clap::value_parser!(u32).range(1..=5_000))]
    games: u32,
    /// Each honest player's average thinking time before a move, in milliseconds
    #[arg(long, value_name = "MS", default_value_t = 1000, value_parser = clap::value_parser!(u64).range(10..=600_000))]
    think_ms: u64,
    /// Addresses each flood comes from, in turn
    #[arg(long, value_name = "N", default_value_t = 500, value_parser = clap::value_parser!(u64).range(1..=60_000))]
    flood_addresses: u64,
    /// New games a second, nobody joining them
    #[arg(long, value_name = "N", default_value_t = 50, value_parser = clap::value_parser!(u32).range(0..=10_000))]
    creates_per_s: u32,
    /// Guessed codes a second
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = clap::value_parser!(u32).range(0..=10_000))]
    guesses_per_s: u32,
    /// Raw sockets holding request heads that never end
    #[arg(long, value_name = "N", default_value_t = 200, value_parser = clap::value_parser!(u32).range(0..=10_000))]
    slow_heads: u32,
    /// WebSockets that never send anything
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = clap::value_parser!(u64).range(0..=10_000))]
    silent: u64,
    /// The server's process ID, to sample its memory (from /proc)
    #[arg(long, value_name = "PID")]
    server_pid: Option<u32>,
    #[arg(long)]
    json: bool,
}

/// The `--json` line.
#[derive(Serialize)]
struct Report<'a> {
    minutes: u64,
    games: u32,
    /// Honest games that ended by the rules (each followed by a rematch).
    games_finished: u64,
    /// The fewest games any one honest pair finished.
    least_finished_by_a_pair: u64,
    /// Honest pairs that could not take both seats at the start.
    unseated: u64,
    moves: u64,
    lost: u64,
    duplicated: u64,
    /// Errors the honest players were sent, and their connections that failed.
    errors: u64,
    unread_games: u64,
    p50_ms: f64,
    p99_ms: f64,
    max_ms: f64,
    /// One new honest pair a minute, during the floods: how many took both seats.
    later_pairs: u64,
    later_seated: u64,
    attacks: &'a Counts,
    /// The server's resident memory, in MB, once a minute from the start.
    server_rss_mb: Vec<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    server_peak_mb: Option<f64>,
}

pub fn run(args: Args) -> Result<(), CliError> {
    let _ = rlimit::increase_nofile_limit(u64::MAX);
    let runtime = tokio::runtime::Runtime::new().map_err(|e| CliError::Input(e.to_string()))?;
    runtime.block_on(soak(args))
}

async fn soak(args: Args) -> Result<(), CliError> {
    let socket = socket_of(&args.server)?;
    let honest = |pool, i| Endpoint { url: args.server.clone(), forwarded: Some(address(pool, i, 60_000)) };
    honest(HOSTS, 0).connect().await.map_err(|e| CliError::Input(format!("{}: {e}", args.server)))?;
    let start = Instant::now();
    let stop = start + Duration::from_secs(args.minutes * 60);
    let pace = Pace { variant: Variant::International, think: Duration::from_millis(args.think_ms), stop };
    let (tally, later): (Shared, Shared) = Default::default();
    let mut tasks = Vec::new();
    for pair in 0..u64::from(args.games) {
        let pair_task = play_pair(honest(HOSTS, pair), honest(GUESTS, pair), pace, tally.clone(), pair);
        tasks.push(tokio::spawn(pair_task));
    }
    // The honest pairs sit down before the strangers begin (the guesses spend the server's
    // budget for joins at once).
    sleep(STRANGERS_AFTER).await;
    let counts = Arc::new(Counts::default());
    let target = Target {
        url: args.server.clone(),
        socket,
        addresses: args.flood_addresses,
        stop,
        counts: counts.clone(),
    };
    tasks.push(tokio::spawn(attacks::flood_creates(target.clone(), CREATORS, args.creates_per_s)));
    tasks.push(tokio::spawn(attacks::flood_guesses(target.clone(), GUESSERS, args.guesses_per_s, 7)));
    tasks.push(tokio::spawn(attacks::slow_heads(target.clone(), args.slow_heads as usize)));
    tasks.push(tokio::spawn(attacks::silent_sockets(target, SILENT, args.silent)));
    let mut rss = Vec::new();
    let mut later_pairs = 0;
    while Instant::now() < stop {
        rss.extend(args.server_pid.and_then(server_memory).map(|m| m.0));
        progress(&tally, &counts, start, rss.last().copied());
        // Each later guest from a network of its own, as friends arrive from anywhere.
        let guest = honest(LATER, 250 * (later_pairs + 100));
        let pair_task = play_pair(honest(LATER, later_pairs), guest, pace, later.clone(), later_pairs);
        tasks.push(tokio::spawn(pair_task));
        later_pairs += 1;
        sleep(Duration::from_secs(60).min(stop.saturating_duration_since(Instant::now()))).await;
    }
    for task in tasks {
        let _ = task.await;
    }
    rss.extend(args.server_pid.and_then(server_memory).map(|m| m.0));
    // The read-back's watches draw on the server's budget for join attempts, which the guesses
    // have spent: a minute refills it.
    sleep(Duration::from_secs(65)).await;
    let reader =
        |i: usize| Endpoint { url: args.server.clone(), forwarded: Some(address(READERS, i as u64, 60_000)) };
    let found = verify(reader, &tally).await;
    let found_later = verify(reader, &later).await;
    let honest = Group { tally: &tally, found };
    let report =
        summarise(&args, honest, Group { tally: &later, found: found_later }, later_pairs, &counts, rss);
    if args.json {
        out!("{}", serde_json::to_string(&report).unwrap_or_default());
    } else {
        out!(
            "{} games for {} min: {} finished (at least {} by every pair), {} moves, {} lost, {} duplicated, {} errors; later pairs seated {} of {}; server memory {:?} MB",
            report.games,
            report.minutes,
            report.games_finished,
            report.least_finished_by_a_pair,
            report.moves,
            report.lost,
            report.duplicated,
            report.errors,
            report.later_seated,
            report.later_pairs,
            report.server_rss_mb
        );
    }
    Ok(())
}

/// `ws://HOST:PORT` as a socket address, for the raw sockets.
fn socket_of(url: &str) -> Result<SocketAddr, CliError> {
    let rest = url
        .strip_prefix("ws://")
        .ok_or_else(|| CliError::Usage(format!("{url}: the soak needs a ws:// URL")))?;
    let host = rest.split('/').next().unwrap_or(rest);
    host.parse().map_err(|_| CliError::Usage(format!("{url}: the soak needs an IP address and a port")))
}

/// A line on standard error each minute.
fn progress(tally: &Shared, counts: &Counts, start: Instant, rss: Option<f64>) {
    let (moves, finished, errors) = {
        let t = lock(tally);
        (t.moves, t.finished / 2, t.errors)
    };
    let count = |c: &std::sync::atomic::AtomicU64| c.load(Ordering::Relaxed);
    eprintln!(
        "soak: {:.0} min: {moves} moves, {finished} games finished, {errors} errors; {} created, {} creates refused, {} guesses ({} right), {} heads cut, {} silent closed; server {:.1} MB",
        start.elapsed().as_secs_f64() / 60.0,
        count(&counts.created),
        count(&counts.create_limited),
        count(&counts.guesses_sent),
        count(&counts.guessed_right),
        count(&counts.heads_cut),
        count(&counts.silent_closed),
        rss.unwrap_or(0.0)
    );
}

/// A group of honest pairs: what they were told, and what reading their games back found.
struct Group<'a> {
    tally: &'a Shared,
    found: Verified,
}

fn summarise<'a>(
    args: &Args,
    honest: Group,
    later: Group,
    later_pairs: u64,
    attacks: &'a Counts,
    server_rss_mb: Vec<f64>,
) -> Report<'a> {
    let (found, found_later) = (honest.found, later.found);
    let later_seated = later_pairs - lock(later.tally).unseated.min(later_pairs);
    let mut t = lock(honest.tally);
    t.latencies_us.sort_unstable();
    let least =
        (0..u64::from(args.games)).map(|p| t.finished_by_pair.get(&p).copied().unwrap_or(0) / 2).min();
    let l = lock(later.tally);
    Report {
        minutes: args.minutes,
        games: args.games,
        games_finished: t.finished / 2,
        least_finished_by_a_pair: least.unwrap_or(0),
        unseated: t.unseated,
        moves: t.moves,
        lost: found.lost + found_later.lost,
        duplicated: t.duplicated + l.duplicated + found.extra + found_later.extra,
        errors: t.errors,
        unread_games: found.unread_games + found_later.unread_games,
        p50_ms: percentile_ms(&t.latencies_us, 0.5),
        p99_ms: percentile_ms(&t.latencies_us, 0.99),
        max_ms: percentile_ms(&t.latencies_us, 1.0),
        later_pairs,
        later_seated,
        attacks,
        server_rss_mb,
        server_peak_mb: args.server_pid.and_then(server_memory).map(|m| m.1),
    }
}
