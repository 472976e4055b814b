//! The screens and the modes of the board, as Bevy states. Each layer reacts to them
//! (`OnEnter`/`OnExit`, `in_state`); the modes layer decides when they change.

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.init_state::<Screen>().add_sub_state::<Mode>();
}

#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// The title screen and its menus.
    #[default]
    Title,
    /// A board is shown.
    Playing,
}

/// What the board is for, while it is shown.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(Screen = Screen::Playing)]
pub enum Mode {
    /// A game between people and/or the computer.
    #[default]
    Game,
    /// A demo played back with captions.
    Watch,
    /// A demo's combination, to be found by the player.
    Puzzle,
    /// The position setup editor.
    Editor,
    /// A lesson of a rules course.
    Lesson,
    /// A game with a friend on another computer, through a game server.
    Online,
}
