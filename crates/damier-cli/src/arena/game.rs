//! One game of a match: the engines asked for their moves in turn, each move checked against
//! the rules, and the finished game as a PDN record.

use std::time::{Duration, Instant};

use damier_rules::pdn::{PdnGame, PdnResult};
use damier_rules::{Game, Side, hub};

use super::Config;
use super::contestant::Contestant;
use super::ending::{Ending, Fault};
use super::time_control::{GRACE, TimeControl};
use crate::hub_protocol::GuiMessage;
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
    pub(super) ending: Ending,
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
    let finish = |game: Game, winner: Option<Side>, ending: Ending| Played {
        number,
        opening: opening_index,
        white,
        game,
        opening_plies,
        winner,
        ending,
        seconds: clock.elapsed().as_secs_f64(),
    };
    // Both engines running and told a new game begins; one that cannot be loses.
    for side in [Side::White, Side::Black] {
        let i = entrant_of(side);
        let player = &mut players[i];
        let restarted = player.client.is_none();
        let ready = player.ensure_started(variant, log).and_then(|()| {
            let client = player.client.as_mut().expect("started");
            client.send(&GuiMessage::NewGame).map_err(|e| e.to_string())
        });
        if let Err(e) = ready {
            player.client = None;
            player.stats.forfeits += 1;
            let ending = Ending::Forfeit { engine: player.name.clone(), fault: Fault::NoStart(e) };
            log(format!("game {number}: {ending}"));
            return finish(game, Some(side.opposite()), ending);
        }
        if restarted && number > 1 {
            player.stats.restarts += 1;
            log(format!("{}: restarted", player.name));
        }
    }
    loop {
        if let Some(outcome) = game.outcome() {
            let rules = game.rules();
            return finish(game, outcome.winner, Ending::Rules(outcome.reason, rules));
        }
        if game.moves().len() >= config.max_plies {
            return finish(game, None, Ending::MoveCap(config.max_plies));
        }
        let side = game.position().side_to_move();
        let i = entrant_of(side);
        let player = &mut players[i];
        let control = player.entrant.control.clone();
        let timeout = control.timeout(left[i], config.timeout);
        let moves: Vec<String> = game.moves().iter().map(|m| hub::write_move(rules, m)).collect();
        let client = player.client.as_mut().expect("started above");
        // Why the mover loses, if it does.
        let fault = match client.think(&start, &moves, control.level(left[i]), timeout) {
            Ok((text, info, took)) => {
                player.stats.add(&info, took);
                let mut lost = None;
                if let TimeControl::GameTime { inc, .. } = control {
                    if took > left[i].saturating_add(GRACE) {
                        lost = Some(Fault::OverTime { took, left: left[i] });
                    }
                    left[i] = left[i].saturating_sub(took).saturating_add(inc);
                }
                lost.or_else(|| referee(&mut game, &text).err())
            }
            Err(failure) => Some(Fault::Engine(failure)),
        };
        if let Some(fault) = fault {
            if fault.needs_restart() {
                // A time-out, a crash, an `error` or a malformed answer leaves the engine in a
                // state the runner cannot know: a fresh process for the next game.
                player.client = None;
            }
            player.stats.forfeits += 1;
            let ending = Ending::Forfeit { engine: player.name.clone(), fault };
            log(format!("game {number}: {ending}"));
            return finish(game, Some(side.opposite()), ending);
        }
    }
}

/// Plays the engine's move if it is legal; the fault it loses by otherwise.
fn referee(game: &mut Game, text: &str) -> Result<(), Fault> {
    let illegal = |why: String| Fault::IllegalMove { text: text.to_string(), why };
    let mv = hub::read_move(game.position(), text).map_err(|e| illegal(e.to_string()))?;
    game.play(&mv).map_err(|e| illegal(e.to_string()))
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
    record.set_tag("Termination", &played.ending.to_string());
    if played.opening_plies > 0 {
        record.comments[played.opening_plies - 1] = "end of opening".into();
    }
    record
}
