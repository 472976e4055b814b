//! Gentle feedback for an input that leads nowhere: what happened, kept as data and put into
//! words where it is shown, so that a language switch reaches a cue already on screen.

use std::path::PathBuf;

use bevy::prelude::*;
use damier_rules::notation::NotationError;
use damier_rules::{GameError, Rules, SetupError};

use crate::base::locale::Locale;

#[derive(Message, Clone, Debug)]
pub enum Cue {
    /// A move was asked for while the last one is still being shown.
    WaitForMove,
    /// A click on the board while the computer is choosing its move.
    ComputerThinking,
    /// A piece that cannot move because a capture is compulsory elsewhere.
    CaptureCompulsory,
    PieceCannotMove,
    /// A click on a cell with no piece of the side to move selected.
    ChoosePiece,
    NoMoveEndsThere,
    ComputerDeclinesDraw,
    /// A puzzle's solver moved before the other side's reply.
    WaitForReply,
    /// A puzzle's solver played another move than the shot.
    NotTheShot,
    FenCopied,
    /// The game was saved to this file.
    SavedTo(PathBuf),
    /// The record refused a move.
    Refused(&'static Rules, GameError),
    /// A typed move that names no legal move.
    NotAMove(NotationError),
    /// The setup editor could not put a piece there.
    CannotPlace(&'static Rules, SetupError),
}

impl Cue {
    pub fn words(&self, loc: &Locale) -> String {
        let id = match self {
            Cue::WaitForMove => "cue-wait-for-move",
            Cue::ComputerThinking => "cue-computer-thinking",
            Cue::CaptureCompulsory => "cue-capture-compulsory",
            Cue::PieceCannotMove => "cue-piece-cannot-move",
            Cue::ChoosePiece => "cue-choose-piece",
            Cue::NoMoveEndsThere => "cue-no-move-ends-there",
            Cue::ComputerDeclinesDraw => "cue-computer-declines-draw",
            Cue::WaitForReply => "cue-wait-for-reply",
            Cue::NotTheShot => "cue-not-the-shot",
            Cue::FenCopied => "fen-copied",
            Cue::SavedTo(path) => return loc.tf("saved-to", &[("path", path.display().to_string().into())]),
            Cue::Refused(rules, error) => return loc.game_error(rules, error),
            Cue::NotAMove(error) => return loc.notation_error(error),
            Cue::CannotPlace(rules, error) => return loc.setup_error(rules, error),
        };
        loc.t(id)
    }
}
