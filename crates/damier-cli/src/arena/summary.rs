//! The end of a match: the result, the Elo estimate and each engine's figures, as text or as
//! one JSON object (`--json`).

use std::collections::BTreeMap;
use std::time::Instant;

use serde::Serialize;

use super::contestant::Contestant;
use super::game::Played;
use super::{Config, report_line};
use crate::elo;

/// One engine in the `--json` summary.
#[derive(Serialize)]
struct EngineJson {
    name: String,
    command: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    dir: Option<String>,
    level: String,
    params: BTreeMap<String, String>,
    id: Option<String>,
    moves: u64,
    avg_depth: Option<f64>,
    avg_nps: Option<f64>,
    avg_move_seconds: Option<f64>,
    forfeits: u32,
    restarts: u32,
}

/// One game in the `--json` summary.
#[derive(Serialize)]
struct GameJson {
    game: u32,
    opening: String,
    white: String,
    black: String,
    result: String,
    engine1_score: f64,
    plies: usize,
    reason: String,
    seconds: f64,
}

/// The `--json` summary (its fields are a contract: docs/CLI.md).
#[derive(Serialize)]
struct Summary {
    event: String,
    variant: &'static str,
    engine1: EngineJson,
    engine2: EngineJson,
    games: u32,
    wins: u32,
    draws: u32,
    losses: u32,
    score: f64,
    score_pct: f64,
    elo: Option<f64>,
    elo_error95: Option<f64>,
    elo_low95: Option<f64>,
    elo_high95: Option<f64>,
    elo_text: String,
    openings: usize,
    openings_source: String,
    max_plies: usize,
    terminations: BTreeMap<String, u32>,
    seconds: f64,
    pdn: Option<String>,
    game_list: Vec<GameJson>,
}

/// `x` rounded to `places` decimals.
fn round(x: f64, places: i32) -> f64 {
    let f = 10f64.powi(places);
    (x * f).round() / f
}

/// Prints the match's report: `played` are its games, `wins`, `draws` and `losses` engine 1's
/// tally, `clock` started with the match.
pub(super) fn report(
    config: &Config,
    players: &[Contestant],
    played: &[Played],
    (wins, draws, losses): (u32, u32, u32),
    event: &str,
    clock: Instant,
) {
    let rules = config.rules;
    let estimate = elo::estimate(wins, draws, losses);
    let total = played.len() as f64;
    let score = if total > 0.0 { (f64::from(wins) + f64::from(draws) / 2.0) / total } else { 0.0 };
    let mut terminations: BTreeMap<String, u32> = BTreeMap::new();
    for game in played {
        *terminations.entry(game.ending.kind()).or_default() += 1;
    }
    let elo_text = estimate.as_ref().map_or("no games".into(), elo::Estimate::describe);
    let engine_json = |p: &Contestant| EngineJson {
        name: p.name.clone(),
        command: p.entrant.spec.command.clone(),
        dir: p.entrant.spec.dir.as_ref().map(|d| d.display().to_string()),
        level: p.entrant.control.to_string(),
        params: p.entrant.spec.params.iter().cloned().collect(),
        id: p.id.clone(),
        moves: p.stats.moves,
        avg_depth: p.stats.avg_depth().map(|d| round(d, 2)),
        avg_nps: p.stats.nps().map(f64::round),
        avg_move_seconds: (p.stats.moves > 0).then(|| round(p.stats.move_seconds / p.stats.moves as f64, 4)),
        forfeits: p.stats.forfeits,
        restarts: p.stats.restarts,
    };
    let summary = Summary {
        event: event.to_string(),
        variant: rules.variant.id(),
        engine1: engine_json(&players[0]),
        engine2: engine_json(&players[1]),
        games: played.len() as u32,
        wins,
        draws,
        losses,
        score: round(score, 4),
        score_pct: round(score * 100.0, 2),
        elo: estimate.as_ref().and_then(|e| e.elo).map(|x| round(x, 1)),
        elo_error95: estimate.as_ref().and_then(|e| e.error).map(|x| round(x, 1)),
        elo_low95: estimate.as_ref().and_then(|e| e.low).map(|x| round(x, 1)),
        elo_high95: estimate.as_ref().and_then(|e| e.high).map(|x| round(x, 1)),
        elo_text: elo_text.clone(),
        openings: config.openings.len().min(config.games.div_ceil(2) as usize),
        openings_source: config.openings_source.clone(),
        max_plies: config.max_plies,
        terminations: terminations.clone(),
        seconds: round(clock.elapsed().as_secs_f64(), 2),
        pdn: config.pdn.as_ref().map(|p| p.display().to_string()),
        game_list: played
            .iter()
            .map(|g| GameJson {
                game: g.number,
                opening: config.openings[g.opening].label(),
                white: players[g.white].name.clone(),
                black: players[1 - g.white].name.clone(),
                result: g.result().token(rules).to_string(),
                engine1_score: g.score(),
                plies: g.game.moves().len(),
                reason: g.ending.to_string(),
                seconds: round(g.seconds, 2),
            })
            .collect(),
    };
    if config.json {
        report_line(format_args!("{}", serde_json::to_string(&summary).expect("plain data serialises")));
        return;
    }
    report_line(format_args!(
        "result: {} vs {} ({}): {} game{}, +{wins} ={draws} -{losses} for {}, score {:.1} %",
        players[0].name,
        players[1].name,
        rules.variant.id(),
        played.len(),
        if played.len() == 1 { "" } else { "s" },
        players[0].name,
        score * 100.0
    ));
    report_line(format_args!("Elo difference: {elo_text}"));
    for (player, entry) in players.iter().zip([&summary.engine1, &summary.engine2]) {
        let depth = entry.avg_depth.map_or("-".into(), |d| format!("{d:.1}"));
        let nps = entry.avg_nps.map_or("-".into(), |n| format!("{n:.0}"));
        let id = player.id.as_deref().map(|id| format!(" [{id}]")).unwrap_or_default();
        report_line(format_args!(
            "{}{id}: {}, {} moves, average depth {depth}, {nps} nodes/s, {} forfeit(s), {} restart(s)",
            player.name, entry.level, entry.moves, entry.forfeits, entry.restarts
        ));
    }
    let ends: Vec<String> = terminations.iter().map(|(k, v)| format!("{k} {v}")).collect();
    report_line(format_args!("endings: {}", ends.join(", ")));
    if let Some(path) = &config.pdn {
        report_line(format_args!("PDN: {}", path.display()));
    }
    report_line(format_args!("time: {:.1} s", clock.elapsed().as_secs_f64()));
}
