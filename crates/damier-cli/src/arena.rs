//! `damier-cli match`: two Hub engines against each other, Damier's rules as the referee.
//!
//! Each opening is played twice, engine 1 taking White first and Black second. For every move
//! the runner sends the side to move `pos` (the game's start and every move so far), `level`
//! and `go think`, and checks the `done move=…` it gets against the rules. A game ends by the
//! rules (no legal move, threefold repetition, the variant's draw rules), at the move cap (a
//! draw), or when an engine fails: an illegal move, a crash, an `error` reply or no move in
//! time loses the game. An engine that crashed or timed out is restarted for the next game.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use damier_rules::pdn::{self, PdnGame, PdnResult};
use damier_rules::{Game, Rules, Side, hub};
use serde::Serialize;

use crate::client::{Client, Info, Spec};
use crate::elo;
use crate::hub::hub_variant;
use crate::openings::Opening;

/// How long an engine may think: the Hub `level` it gets.
#[derive(Clone, Debug, PartialEq)]
pub enum Level {
    MoveTime(Duration),
    Depth(u32),
    Nodes(u64),
    /// A game clock: the time for the whole game and the increment per move.
    Clock {
        time: Duration,
        inc: Duration,
    },
}

/// Time-outs at a fixed depth or node count (no time budget to scale from).
const FIXED_TIMEOUT: Duration = Duration::from_secs(60);
/// What a move may take beyond its budget before it is lost on time (pipes, a loaded machine).
const GRACE: Duration = Duration::from_secs(2);

impl Level {
    /// Reads `move-time=S`, `depth=N`, `nodes=N` or `time=S [inc=S]` (the Hub's `level`
    /// arguments).
    pub fn parse(text: &str) -> Result<Level, String> {
        let line = crate::hub::Line::parse(&format!("level {text}")).ok_or("an empty level")?;
        let seconds = |name: &str| -> Result<Option<Duration>, String> {
            line.value(name)
                .map(|v| damier_ai::parse_seconds(v).map_err(|e| format!("{name}: {e}")))
                .transpose()
        };
        let number = |name: &str| -> Result<Option<u64>, String> {
            line.value(name)
                .map(|v| v.parse::<u64>().map_err(|_| format!("{name} needs a whole number, not '{v}'")))
                .transpose()
        };
        let level = if let Some(t) = seconds("move-time")?.or(seconds("movetime")?) {
            Level::MoveTime(t)
        } else if let Some(time) = seconds("time")? {
            Level::Clock { time, inc: seconds("inc")?.unwrap_or_default() }
        } else if let Some(d) = number("depth")? {
            Level::Depth(d.clamp(1, 90) as u32)
        } else if let Some(n) = number("nodes")? {
            Level::Nodes(n.max(1))
        } else {
            return Err(format!("'{text}' is not a level: move-time=S, depth=N, nodes=N or time=S [inc=S]"));
        };
        if matches!(level, Level::MoveTime(t) | Level::Clock { time: t, .. } if t.is_zero()) {
            return Err(format!("'{text}': the time must be more than 0"));
        }
        Ok(level)
    }

    /// The `level` line's arguments for a move, with `left` on the engine's clock.
    fn hub_args(&self, left: Duration) -> String {
        match self {
            Level::MoveTime(t) => format!("move-time={}", seconds(*t)),
            Level::Depth(d) => format!("depth={d}"),
            Level::Nodes(n) => format!("nodes={n}"),
            Level::Clock { inc, .. } => format!("time={} inc={}", seconds(left), seconds(*inc)),
        }
    }

    /// The longest a move may take: 3 × the move time + 2 s; the time left + 2 s on a clock;
    /// a minute at a fixed depth or node count. `cap` (the --timeout option) replaces it.
    fn timeout(&self, left: Duration, cap: Option<Duration>) -> Duration {
        if let Some(cap) = cap {
            return cap;
        }
        match self {
            Level::MoveTime(t) => t.saturating_mul(3).saturating_add(GRACE),
            Level::Clock { .. } => left.saturating_add(GRACE),
            Level::Depth(_) | Level::Nodes(_) => FIXED_TIMEOUT,
        }
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Level::Clock { time, inc } => write!(f, "time={} inc={}", seconds(*time), seconds(*inc)),
            other => f.write_str(&other.hub_args(Duration::ZERO)),
        }
    }
}

/// Seconds as the Hub writes them: `0.05`, `2`, `1.5`.
fn seconds(t: Duration) -> String {
    let text = format!("{:.3}", t.as_secs_f64());
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// One side of the match.
#[derive(Clone, Debug)]
pub struct Entrant {
    pub spec: Spec,
    /// `None`: from the engine's `id` line.
    pub name: Option<String>,
    pub level: Level,
}

/// Everything a match needs.
pub struct Config {
    pub rules: &'static Rules,
    pub entrants: [Entrant; 2],
    pub games: u32,
    pub openings: Vec<Opening>,
    /// Where the openings came from, for the report.
    pub openings_source: String,
    pub max_plies: usize,
    pub timeout: Option<Duration>,
    pub pdn: Option<PathBuf>,
    pub json: bool,
    pub event: Option<String>,
}

/// One engine's process (when running) and its figures.
struct Player {
    entrant: Entrant,
    name: String,
    id: Option<String>,
    client: Option<Client>,
    stats: Stats,
}

#[derive(Default)]
struct Stats {
    moves: u64,
    depth_sum: f64,
    depth_moves: u64,
    nodes: u64,
    seconds: f64,
    nps_sum: f64,
    nps_moves: u64,
    restarts: u32,
    forfeits: u32,
    move_seconds: f64,
}

impl Stats {
    fn add(&mut self, info: &Info, took: Duration) {
        self.moves += 1;
        self.move_seconds += took.as_secs_f64();
        if let Some(depth) = info.depth {
            self.depth_sum += depth;
            self.depth_moves += 1;
        }
        if let (Some(nodes), Some(time)) = (info.nodes, info.time) {
            self.nodes += nodes;
            self.seconds += time;
        }
        if let Some(nps) = info.nps {
            self.nps_sum += nps;
            self.nps_moves += 1;
        }
    }

    fn avg_depth(&self) -> Option<f64> {
        (self.depth_moves > 0).then(|| self.depth_sum / self.depth_moves as f64)
    }

    /// Nodes over time from the `info` lines (the mean `nps` field where they give no time).
    fn nps(&self) -> Option<f64> {
        if self.seconds > 0.0 {
            Some(self.nodes as f64 / self.seconds)
        } else {
            (self.nps_moves > 0).then(|| self.nps_sum / self.nps_moves as f64)
        }
    }
}

impl Player {
    /// Starts the engine if it is not running.
    fn ensure_started(&mut self, variant: &str, log: &mut dyn FnMut(String)) -> Result<(), String> {
        if self.client.is_some() {
            return Ok(());
        }
        let name = self.name.clone();
        let mut warn = |w: String| log(format!("{name}: {w}"));
        let client = Client::start(&self.entrant.spec, variant, &mut warn)?;
        if self.id.is_none() {
            self.id = client.id();
        }
        self.client = Some(client);
        Ok(())
    }
}

/// A finished game.
struct Played {
    number: u32,
    opening: usize,
    /// Which entrant had White.
    white: usize,
    game: Game,
    opening_plies: usize,
    winner: Option<Side>,
    reason: String,
    /// The entrant that forfeited, if one did, and how (`illegal move`, `lost on time`, ...).
    forfeit: Option<(usize, String)>,
    seconds: f64,
}

impl Played {
    /// Entrant 1's score.
    fn score(&self) -> f64 {
        match self.winner {
            None => 0.5,
            Some(side) if (side == Side::White) == (self.white == 0) => 1.0,
            Some(_) => 0.0,
        }
    }

    fn result(&self) -> PdnResult {
        self.winner.map_or(PdnResult::Draw, PdnResult::Win)
    }
}

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

fn round(x: f64, places: i32) -> f64 {
    let f = 10f64.powi(places);
    (x * f).round() / f
}

/// Plays the match and prints the report. Fails only when an engine cannot be started at all
/// or the PDN file cannot be written.
pub fn run(config: Config) -> Result<(), String> {
    let clock = Instant::now();
    let rules = config.rules;
    let variant = hub_variant(rules.variant);
    let json = config.json;
    // Progress goes to stdout, or to stderr when stdout carries the JSON.
    let mut log = |text: String| {
        if json {
            let _ = writeln!(std::io::stderr(), "{text}");
        } else {
            report_line(format_args!("{text}"));
        }
    };
    let mut players: Vec<Player> = config
        .entrants
        .iter()
        .map(|e| Player {
            entrant: e.clone(),
            name: e.name.clone().unwrap_or_default(),
            id: None,
            client: None,
            stats: Stats::default(),
        })
        .collect();
    for (i, player) in players.iter_mut().enumerate() {
        player.name = player.entrant.name.clone().unwrap_or(format!("engine{}", i + 1));
        player.ensure_started(variant, &mut log).map_err(|e| format!("engine {}: {e}", i + 1))?;
        if player.entrant.name.is_none() {
            player.name = player.id.clone().unwrap_or_else(|| {
                let words = crate::client::split_command(&player.entrant.spec.command).unwrap_or_default();
                words.first().map_or("engine".into(), |w| w.rsplit('/').next().unwrap_or(w).to_string())
            });
        }
    }
    if players[0].name == players[1].name {
        players[0].name.push_str("#1");
        players[1].name.push_str("#2");
    }
    let event = config
        .event
        .clone()
        .unwrap_or_else(|| format!("{} vs {} ({})", players[0].name, players[1].name, rules.variant.title()));
    let mut pdn_file = match &config.pdn {
        Some(path) => Some(std::fs::File::create(path).map_err(|e| format!("{}: {e}", path.display()))?),
        None => None,
    };
    let date = damier_rules::pdn::today();
    log(format!(
        "match: {event}: {} games, {} opening(s) ({}), {}: {}, {}: {}, move cap {} plies",
        config.games,
        config.openings.len().min(config.games.div_ceil(2) as usize),
        config.openings_source,
        players[0].name,
        players[0].entrant.level,
        players[1].name,
        players[1].entrant.level,
        config.max_plies
    ));

    let pairs = config.games.div_ceil(2) as usize;
    if config.openings.len() < pairs {
        log(format!(
            "note: {} opening(s) for {pairs} pair(s) of games: openings repeat, and so may games",
            config.openings.len()
        ));
    }
    let mut played: Vec<Played> = Vec::new();
    let (mut wins, mut draws, mut losses) = (0u32, 0u32, 0u32);
    for number in 1..=config.games {
        let index = (number - 1) / 2;
        let opening_index = index as usize % config.openings.len();
        let opening = &config.openings[opening_index];
        let white = ((number - 1) % 2) as usize;
        let game = play(&mut players, white, opening_index, opening, &config, number, variant, &mut log);
        match game.winner {
            None => draws += 1,
            Some(_) if game.score() > 0.5 => wins += 1,
            Some(_) => losses += 1,
        }
        let black = 1 - white;
        log(format!(
            "game {number:>3}: opening #{} ({}), {} {} - {} {}: {} ({}), {} plies, {:.1} s | {}: +{wins} ={draws} -{losses}",
            opening_index + 1,
            opening.label(),
            rules.side_name(Side::White),
            players[white].name,
            rules.side_name(Side::Black),
            players[black].name,
            game.result().token(rules),
            game.reason,
            game.game.moves().len(),
            game.seconds,
            players[0].name,
        ));
        if let Some(file) = pdn_file.as_mut() {
            let record = pdn_record(&game, &players, &event, &date, opening);
            let text = pdn::write(&record);
            let separator = if number > 1 { "\n" } else { "" };
            file.write_all(format!("{separator}{text}").as_bytes())
                .map_err(|e| format!("{}: {e}", config.pdn.as_ref().expect("a path").display()))?;
        }
        played.push(game);
    }
    for player in &mut players {
        if let Some(mut client) = player.client.take() {
            client.close();
        }
    }

    let estimate = elo::estimate(wins, draws, losses);
    let total = played.len() as f64;
    let score = if total > 0.0 { (f64::from(wins) + f64::from(draws) / 2.0) / total } else { 0.0 };
    let mut terminations: BTreeMap<String, u32> = BTreeMap::new();
    for game in &played {
        let kind = match &game.forfeit {
            Some((i, how)) => format!("{}: {how}", players[*i].name),
            None => game.reason.split(" (").next().unwrap_or("").to_string(),
        };
        *terminations.entry(kind).or_default() += 1;
    }
    let elo_text = estimate.as_ref().map_or("no games".into(), elo::Estimate::describe);
    let engine_json = |p: &Player| EngineJson {
        name: p.name.clone(),
        command: p.entrant.spec.command.clone(),
        dir: p.entrant.spec.dir.as_ref().map(|d| d.display().to_string()),
        level: p.entrant.level.to_string(),
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
        event: event.clone(),
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
                reason: g.reason.clone(),
                seconds: round(g.seconds, 2),
            })
            .collect(),
    };
    if json {
        report_line(format_args!("{}", serde_json::to_string(&summary).expect("plain data serialises")));
        return Ok(());
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
    Ok(())
}

/// Plays one game: entrant `white` has White. Never fails: an engine that fails loses.
#[allow(clippy::too_many_arguments)]
fn play(
    players: &mut [Player],
    white: usize,
    opening_index: usize,
    opening: &Opening,
    config: &Config,
    number: u32,
    variant: &str,
    log: &mut dyn FnMut(String),
) -> Played {
    let clock = Instant::now();
    let mut game = opening.game();
    let opening_plies = game.moves().len();
    let rules = config.rules;
    let start = hub::write_position(game.start());
    let mut left: Vec<Duration> = players
        .iter()
        .map(|p| match p.entrant.level {
            Level::Clock { time, .. } => time,
            _ => Duration::ZERO,
        })
        .collect();
    let entrant_of = |side: Side| if side == Side::White { white } else { 1 - white };
    let finish =
        |game: Game, winner: Option<Side>, reason: String, forfeit: Option<(usize, String)>| Played {
            number,
            opening: opening_index,
            white,
            game,
            opening_plies,
            winner,
            reason,
            forfeit,
            seconds: clock.elapsed().as_secs_f64(),
        };
    // Both engines running and told a new game begins; one that cannot be loses.
    for side in [Side::White, Side::Black] {
        let i = entrant_of(side);
        let player = &mut players[i];
        let restarted = player.client.is_none();
        let ready = player.ensure_started(variant, log).and_then(|()| {
            player.client.as_mut().expect("started").send("new-game").map_err(|e| e.to_string())
        });
        if let Err(e) = ready {
            player.client = None;
            player.stats.forfeits += 1;
            let reason = format!("{} failed to start: {e}", player.name);
            log(format!("game {number}: {reason}"));
            return finish(game, Some(side.opposite()), reason, Some((i, "failed to start".into())));
        }
        if restarted && number > 1 {
            player.stats.restarts += 1;
            log(format!("{}: restarted", player.name));
        }
    }
    loop {
        if let Some(outcome) = game.outcome() {
            return finish(game, outcome.winner, outcome.reason.describe().to_string(), None);
        }
        if game.moves().len() >= config.max_plies {
            let reason = format!("move cap: {} plies, adjudicated a draw", config.max_plies);
            return finish(game, None, reason, None);
        }
        let side = game.position().side_to_move();
        let i = entrant_of(side);
        let player = &mut players[i];
        let level = player.entrant.level.clone();
        let timeout = level.timeout(left[i], config.timeout);
        let moves: Vec<String> = game.moves().iter().map(|m| hub::write_move(rules, m)).collect();
        let client = player.client.as_mut().expect("started above");
        // The reason the mover loses, and whether its process must be replaced.
        let failure = match client.think(&start, &moves.join(" "), &level.hub_args(left[i]), timeout) {
            Ok((text, info, took)) => {
                player.stats.add(&info, took);
                let mut lost = None;
                if let Level::Clock { inc, .. } = level {
                    if took > left[i].saturating_add(GRACE) {
                        lost = Some(format!(
                            "lost on time ({:.2} s for a move with {:.2} s left)",
                            took.as_secs_f64(),
                            left[i].as_secs_f64()
                        ));
                    }
                    left[i] = left[i].saturating_sub(took).saturating_add(inc);
                }
                lost.or_else(|| referee(&mut game, &text).err()).map(|why| (why, false))
            }
            // A time-out, a crash, an `error` or a malformed answer leaves the engine in a
            // state the runner cannot know.
            Err(failure) => Some((failure.to_string(), true)),
        };
        if let Some((why, restart)) = failure {
            if restart {
                // Its state is unknown: a fresh process for the next game.
                player.client = None;
            }
            player.stats.forfeits += 1;
            let reason = format!("{} {why}", player.name);
            log(format!("game {number}: {reason}"));
            // `illegal move`, `lost on time`, `crashed`, `error reply`, `protocol error`.
            let how = why.split([':', '(', '\'']).next().unwrap_or("").trim().to_string();
            return finish(game, Some(side.opposite()), reason, Some((i, how)));
        }
    }
}

/// Plays the engine's move if it is legal; the reason it loses otherwise.
fn referee(game: &mut Game, text: &str) -> Result<(), String> {
    let mv = hub::read_move(game.position(), text).map_err(|e| format!("illegal move '{text}': {e}"))?;
    game.play(&mv).map_err(|e| format!("illegal move '{text}': {e}"))
}

/// The game as a PDN record: the roster, the opening, how it ended.
fn pdn_record(played: &Played, players: &[Player], event: &str, date: &str, opening: &Opening) -> PdnGame {
    let mut record = PdnGame::new(played.game.clone());
    record.result = played.result();
    record.set_tag("Event", event);
    record.set_tag("Site", "damier-cli match");
    record.set_tag("Date", date);
    record.set_tag("Round", &played.number.to_string());
    record.set_tag("White", &players[played.white].name);
    record.set_tag("Black", &players[1 - played.white].name);
    record.set_tag("Opening", &opening.label());
    record.set_tag("Termination", &played.reason);
    if played.opening_plies > 0 {
        record.comments[played.opening_plies - 1] = "end of opening".into();
    }
    record
}

/// A line on stdout; a closed stdout (`| head`) is not a reason to stop a match.
fn report_line(text: std::fmt::Arguments) {
    let _ = writeln!(std::io::stdout(), "{text}");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hub::parse_variant;
    use damier_rules::Variant;

    #[test]
    fn levels_read_and_write_as_the_hub_does() {
        assert_eq!(Level::parse("move-time=0.05").unwrap(), Level::MoveTime(Duration::from_millis(50)));
        assert_eq!(Level::parse("depth=4").unwrap(), Level::Depth(4));
        assert_eq!(Level::parse("nodes=10000").unwrap(), Level::Nodes(10_000));
        let clock = Level::parse("time=60 inc=0.5").unwrap();
        assert_eq!(clock, Level::Clock { time: Duration::from_secs(60), inc: Duration::from_millis(500) });
        assert_eq!(clock.to_string(), "time=60 inc=0.5");
        assert_eq!(clock.hub_args(Duration::from_millis(12_345)), "time=12.345 inc=0.5");
        assert_eq!(Level::MoveTime(Duration::from_millis(100)).to_string(), "move-time=0.1");
        assert!(Level::parse("fast").is_err());
        assert!(Level::parse("move-time=-1").is_err());
        assert!(Level::parse("move-time=0").is_err());
        assert!(Level::parse("depth=x").is_err());
    }

    #[test]
    fn time_outs_are_generous() {
        let t = Level::MoveTime(Duration::from_millis(100)).timeout(Duration::ZERO, None);
        assert_eq!(t, Duration::from_millis(2300));
        assert_eq!(Level::Depth(3).timeout(Duration::ZERO, None), FIXED_TIMEOUT);
        let clock = Level::Clock { time: Duration::from_secs(10), inc: Duration::ZERO };
        assert_eq!(clock.timeout(Duration::from_secs(4), None), Duration::from_secs(6));
        assert_eq!(
            Level::Depth(3).timeout(Duration::ZERO, Some(Duration::from_secs(1))),
            Duration::from_secs(1)
        );
    }

    #[test]
    fn variant_names() {
        assert_eq!(hub_variant(Variant::International), "normal");
        assert_eq!(hub_variant(Variant::HexDame), "hexdame");
        assert_eq!(parse_variant("normal"), Some(Variant::International));
        assert_eq!(parse_variant("international"), Some(Variant::International));
        assert_eq!(parse_variant("English"), Some(Variant::English));
        assert_eq!(parse_variant("chess"), None);
    }

    #[test]
    fn dates() {
        let date = damier_rules::pdn::today();
        assert_eq!(date.len(), 10);
        assert!(date.starts_with("20"));
    }
}
