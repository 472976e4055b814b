//! `damier-cli loadtest`: plays N games at once against a running `damier-server`, each side
//! playing random legal moves after a short think, for S seconds; then reads every game back
//! from the server and counts the acknowledged moves it lost or played twice. The last line of
//! `--json` is one object: games, moves, lost, duplicated, latency percentiles (from sending a
//! move to the opponent receiving it), and the server's memory when its PID is given.

use std::time::Duration;

use damier_rules::Variant;
use serde::Serialize;
use tokio::time::{Instant, sleep};

use crate::error::CliError;
use crate::players::{
    Endpoint, Pace, Shared, Verified, lock, percentile_ms, play_pair, server_memory, verify,
};

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
    /// Games the server would not show back (their moves neither lost nor found).
    unread_games: u64,
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

pub fn run(args: Args) -> Result<(), CliError> {
    let _ = rlimit::increase_nofile_limit(u64::MAX);
    let runtime = tokio::runtime::Runtime::new().map_err(|e| CliError::Input(e.to_string()))?;
    runtime.block_on(load(args))
}

async fn load(args: Args) -> Result<(), CliError> {
    let endpoint = Endpoint { url: args.server.clone(), forwarded: None };
    // One connection first, so a wrong address is one clear error rather than N.
    endpoint.connect().await.map_err(|e| CliError::Input(format!("{}: {e}", args.server)))?;
    let tally: Shared = Shared::default();
    let start = Instant::now();
    let stop = start + Duration::from_secs(args.seconds);
    let pace = Pace { variant: args.variant, think: Duration::from_millis(args.think_ms), stop };
    let mut tasks = Vec::new();
    for game in 0..args.games {
        let (endpoint, tally) = (endpoint.clone(), tally.clone());
        tasks.push(tokio::spawn(play_pair(endpoint.clone(), endpoint, pace, tally, u64::from(game))));
    }
    let progress = tokio::spawn(report_progress(tally.clone(), start, stop));
    for task in tasks {
        let _ = task.await;
    }
    progress.abort();
    let seconds = start.elapsed().as_secs_f64();
    let found = verify(|_| endpoint.clone(), &tally).await;
    let report = summarise(&args, &tally, seconds, found);
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
        let moves = lock(&tally).moves;
        let elapsed = start.elapsed().as_secs_f64();
        let left = stop.saturating_duration_since(Instant::now()).as_secs();
        eprintln!(
            "loadtest: {moves} moves in {elapsed:.0} s ({:.0}/s), {left} s left",
            moves as f64 / elapsed
        );
    }
}

fn summarise(args: &Args, tally: &Shared, seconds: f64, found: Verified) -> Report {
    let mut t = lock(tally);
    t.latencies_us.sort_unstable();
    let percentile = |p: f64| percentile_ms(&t.latencies_us, p);
    let memory = args.server_pid.and_then(server_memory);
    Report {
        games: args.games,
        games_finished: t.finished / 2,
        moves: t.moves,
        moves_per_s: t.moves as f64 / seconds,
        lost: found.lost,
        unread_games: found.unread_games,
        duplicated: t.duplicated + found.extra,
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
