//! One game of a match: the engines asked for their moves in turn, each move checked against
//! the rules, and the finished game as a PDN record.

use std::time::{Duration, Instant};

use damier_rules::pdn::{PdnGame, PdnResult};
use damier_rules::{Game, Side, hub};

use super::Config;
use super::contestant::Contestant;
use super::time_control::{GRACE, TimeControl};
use crate::openings::Opening;

/// A finished game.
pub(super) struct Played {
    pub(super) number: u32,
    pub(super) opening: usize,
    /// Which entrant had White.
    pub(super) white: usize,
    pub(super) game: Game,
    pub(super) opening_plies: usize,
    pub(super) winner: Option<Side>,
    pub(super) reason: String,
    /// The entrant that forfeited, if one did, and how (`illegal move`, `lost on time`, ...).
    pub(super) forfeit: Option<(usize, String)>,
    pub(super) seconds: f64,
}

impl Played {
    /// Entrant 1's score.
    pub(super) fn score(&self) -> f64 {
        match self.winner {
            None => 0.5,
            Some(side) if (side == Side::White) == (self.white == 0) => 1.0,
            Some(_) => 0.0,
        }
    }

    pub(super) fn result(&self) -> PdnResult {
        self.winner.map_or(PdnResult::Draw, PdnResult::Win)
    }
}

/// Plays one game: entrant `white` has White. Never fails: an engine that fails loses.
#[allow(clippy::too_many_arguments)]
pub(super) fn play(
    players: &mut [Contestant],
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
        .map(|p| match p.entrant.control {
            TimeControl::GameTime { time, .. } => time,
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
        let level = player.entrant.control.clone();
        let timeout = level.timeout(left[i], config.timeout);
        let moves: Vec<String> = game.moves().iter().map(|m| hub::write_move(rules, m)).collect();
        let client = player.client.as_mut().expect("started above");
        // The reason the mover loses, and whether its process must be replaced.
        let failure = match client.think(&start, &moves.join(" "), &level.hub_args(left[i]), timeout) {
            Ok((text, info, took)) => {
                player.stats.add(&info, took);
                let mut lost = None;
                if let TimeControl::GameTime { inc, .. } = level {
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
pub(super) fn pdn_record(
    played: &Played,
    players: &[Contestant],
    event: &str,
    date: &str,
    opening: &Opening,
) -> PdnGame {
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
