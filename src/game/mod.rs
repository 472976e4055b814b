//! The game's logic without anything drawn: the record (`Match`) and the session around it,
//! turning clicks and typed moves into moves, whose turn it is, and the computer player. Each
//! frame runs in this order: commands, input, referee (the mode on the board decides whether a
//! person's move is accepted), record, derived data; views and modes run after.

pub mod analysis;
pub mod clock;
pub mod computer;
mod cue;
pub mod derived;
pub mod discovery;
pub mod endgames;
mod flow;
pub mod input;
pub mod record;
pub mod remote;
mod search_task;
pub mod session;
pub mod turn;

use bevy::prelude::*;

pub use cue::Cue;
pub use record::{
    CellClicked, GameCommand, Match, MatchStarted, MoveChosen, MovePlayed, MoveProposed, MoveShown,
};
pub use session::Session;
pub use turn::Turn;

#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameSystems {
    /// Game commands (new game, undo, go to a move...).
    Commands,
    /// Clicks and typed moves become proposed moves.
    Input,
    /// The modes accept or refuse proposed moves (their systems go in this set).
    Referee,
    /// Chosen moves enter the record.
    Record,
    /// Data derived from the record once per change (legal moves, notation).
    Derive,
}

pub(crate) fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (
            GameSystems::Commands,
            GameSystems::Input,
            GameSystems::Referee,
            GameSystems::Record,
            GameSystems::Derive,
        )
            .chain(),
    )
    .add_plugins((
        flow::plugin,
        input::plugin,
        turn::plugin,
        derived::plugin,
        clock::plugin,
        computer::plugin,
        endgames::plugin,
        analysis::plugin,
    ));
}
