//! `damier-cli match`: two Hub engines against each other, Damier's rules as the referee.
//!
//! Each opening is played twice, engine 1 taking White first and Black second. For every move
//! the runner sends the side to move `pos` (the game's start and every move so far), `level`
//! and `go think`, and checks the `done move=…` it gets against the rules. A game ends by the
//! rules (no legal move, threefold repetition, the variant's draw rules), at the move cap (a
//! draw), or when an engine fails: an illegal move, a crash, an `error` reply or no move in
//! time loses the game. An engine that crashed or timed out is restarted for the next game.
//!
//! The files: `time_control` (each engine's `level` and time-outs), `contestant` (an engine's
//! process and figures), `game` (one game, refereed), `ending` (how a game ended), `summary`
//! (the report).

mod contestant;
mod ending;
mod game;
mod summary;
mod time_control;

use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use damier_rules::pdn;
use damier_rules::{Rules, Side};

use crate::client::Spec;
use crate::hub_protocol::hub_variant;
use crate::openings::Opening;
use contestant::{Contestant, Stats};
use game::{Played, pdn_record, play};
pub use time_control::TimeControl;

/// One side of the match.
#[derive(Clone, Debug)]
pub struct Entrant {
    pub spec: Spec,
    /// `None`: from the engine's `id` line.
    pub name: Option<String>,
    pub control: TimeControl,
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
    let mut players: Vec<Contestant> = config
        .entrants
        .iter()
        .map(|e| Contestant {
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
        players[0].entrant.control,
        players[1].name,
        players[1].entrant.control,
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
            game.ending,
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

    summary::report(&config, &players, &played, (wins, draws, losses), &event, clock);
    Ok(())
}

/// A line on stdout; a closed stdout (`| head`) is not a reason to stop a match.
fn report_line(text: std::fmt::Arguments) {
    let _ = writeln!(std::io::stdout(), "{text}");
}

#[cfg(test)]
mod tests {
    #[test]
    fn dates() {
        let date = damier_rules::pdn::today();
        assert_eq!(date.len(), 10);
        assert!(date.starts_with("20"));
    }
}
