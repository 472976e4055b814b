//! Gentle feedback for an input that leads nowhere: what happened, kept as data and put into
//! words where it is shown, so that a language switch reaches a cue already on screen.

use std::path::PathBuf;

use bevy::prelude::*;
use damier_rules::notation::NotationError;
use damier_rules::{GameError, Rules, SetupError};

use crate::base::locale::{Locale, RefusedMove};

#[derive(Message, Clone, Debug)]
pub enum Cue {
    /// A move was asked for while the last one is still being shown.
    WaitForMove,
    /// A click on the board while the computer is choosing its move.
    ComputerThinking,
    /// A click on a cell with no piece of the side to move selected.
    ChoosePiece,
    /// A click that continues no route of the capture being entered.
    NoMoveEndsThere,
    /// A piece that may not move, or may not go where it was sent, and the rule that says so.
    Refused(&'static Rules, RefusedMove),
    ComputerDeclinesDraw,
    /// A puzzle's solver moved before the other side's reply.
    WaitForReply,
    /// A puzzle's solver played another move than the shot.
    NotTheShot,
    /// Online: a move tried while the friend is to move.
    OpponentsTurn,
    /// Online: a move tried before the friend has joined.
    WaitingForOpponent,
    /// Online: a move tried on a game being watched.
    OnlyWatching,
    /// A lesson's learner played a legal move that is not the task (the task's message id).
    NotTheTask(String),
    FenCopied,
    /// The game was saved to this file.
    SavedTo(PathBuf),
    /// The record refused a move.
    GameRefused(&'static Rules, GameError),
    /// A typed move that names no legal move.
    NotAMove(&'static Rules, NotationError),
    /// The setup editor could not put a piece there.
    CannotPlace(&'static Rules, SetupError),
}

impl Cue {
    pub fn words(&self, loc: &Locale) -> String {
        let id = match self {
            Cue::WaitForMove => "cue-wait-for-move",
            Cue::ComputerThinking => "cue-computer-thinking",
            Cue::ChoosePiece => "cue-choose-piece",
            Cue::NoMoveEndsThere => "cue-no-move-ends-there",
            Cue::ComputerDeclinesDraw => "cue-computer-declines-draw",
            Cue::WaitForReply => "cue-wait-for-reply",
            Cue::NotTheShot => "cue-not-the-shot",
            Cue::OpponentsTurn => "cue-opponents-turn",
            Cue::WaitingForOpponent => "cue-waiting-for-opponent",
            Cue::OnlyWatching => "cue-only-watching",
            Cue::NotTheTask(task) => return loc.tf("learn-not-the-task", &[("task", loc.t(task).into())]),
            Cue::FenCopied => "fen-copied",
            Cue::SavedTo(path) => return loc.tf("saved-to", &[("path", path.display().to_string().into())]),
            Cue::Refused(rules, refused) => return loc.refusal(rules, refused),
            Cue::GameRefused(rules, error) => return loc.game_error(rules, error),
            Cue::NotAMove(rules, error) => return loc.notation_error(rules, error),
            Cue::CannotPlace(rules, error) => return loc.setup_error(rules, error),
        };
        loc.t(id)
    }
}
