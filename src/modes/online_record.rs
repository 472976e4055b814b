//! An online game's record: the server's view of it as a match on the board, with the players'
//! names, a result the rules did not reach entered into it, and the finished game saved to the
//! games folder as PDN.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use damier_protocol::{EndReason, GameView, PlayerView, ResultView};
use damier_rules::Game;
use damier_rules::pdn::PdnResult;

use crate::game::Match;
use crate::modes::records::{record_of, save_record};

/// The record the server keeps, as a match on the board, with the players' names.
pub(super) fn match_of_view(view: &GameView) -> Option<Match> {
    let mut game = view.game().ok()?;
    if let Some(result) = &view.result {
        declare(&mut game, result);
    }
    let mut current = Match::with_players(game, [None, None]);
    current.tags = tags(&view.code, [&view.white, &view.black]);
    Some(current)
}

/// The record's tags: the game's code as its site, and the players' names.
fn tags(code: &str, players: [&PlayerView; 2]) -> Vec<(String, String)> {
    let name = |p: &PlayerView| p.name.clone().unwrap_or_default();
    vec![
        ("Event".into(), "Damier online game".into()),
        ("Site".into(), code.to_owned()),
        ("White".into(), name(players[0])),
        ("Black".into(), name(players[1])),
    ]
}

/// A result the rules did not reach (a resignation, time, an agreement, a player gone) entered
/// into the record, so that the game is over on the board too.
fn declare(game: &mut Game, result: &ResultView) {
    if game.outcome().is_some() {
        return;
    }
    match (result.winner, result.reason) {
        (Some(winner), EndReason::Time | EndReason::TimeWithoutMating) => game.flag(winner.opposite().side()),
        (None, EndReason::TimeWithoutMating) => game.flag(game.position().side_to_move()),
        (Some(winner), _) => game.resign(winner.opposite().side()),
        (None, _) => game.agree_draw(),
    }
}

/// The game on the board with its end entered: the result, its PDN token, the players' names.
pub(super) fn finished(current: &Match, result: &ResultView, code: &str, players: [&PlayerView; 2]) -> Match {
    let mut finished = current.clone();
    declare(&mut finished.game, result);
    let pdn_result = result.winner.map_or(PdnResult::Draw, |w| PdnResult::Win(w.side()));
    finished.file_result = Some((pdn_result, finished.game.moves().len()));
    finished.tags = tags(code, players);
    finished
}

/// Saves a finished game as `online-DATE-CODE.pdn` in `folder`; where it went, or none (logged).
pub(super) fn save(finished: &Match, folder: &Path, code: &str) -> Option<PathBuf> {
    // The code is the server's word, and it names a file: letters and digits only.
    if !damier_protocol::valid_code(code) {
        warn!("not saving the online game: its code {code:?} cannot name a file");
        return None;
    }
    let path = folder.join(format!("online-{}-{code}.pdn", crate::base::calendar::today().replace('.', "-")));
    match save_record(&record_of(finished), &path) {
        Ok(()) => Some(path),
        Err(e) => {
            warn!("could not save the online game to {}: {e}", path.display());
            None
        }
    }
}
