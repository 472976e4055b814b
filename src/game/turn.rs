//! Whose turn it is, as a state: a person may move, the computer is to move, a move is being
//! shown (input waits), or the game is over. It exists in the modes where moves are played,
//! not in the setup editor. The scene reports the end of a move's animation with `MoveShown`.

use bevy::prelude::*;

use crate::base::state::Mode;
use crate::game::record::{Match, MovePlayed, MoveShown};

pub(super) fn plugin(app: &mut App) {
    app.add_sub_state::<Turn>()
        // After every Update system, so that a move shown this frame is already counted.
        .add_systems(
            PostUpdate,
            follow_the_game.run_if(resource_exists::<Match>).run_if(state_exists::<Turn>),
        );
}

#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(Mode = Mode::Game | Mode::Watch | Mode::Puzzle | Mode::Lesson | Mode::Online)]
pub enum Turn {
    /// A person is to move (or the line is being looked through).
    #[default]
    Person,
    /// The computer is to move; it is thinking.
    Computer,
    /// A move is being shown on the board; input and the next move wait for it.
    Animating,
    /// The game has ended.
    Over,
}

/// Sets the turn from the record and the animation: the generation of the match whose move is
/// being shown is remembered until the scene reports it shown, or the match is rebuilt.
fn follow_the_game(
    current: Res<Match>,
    mut played: MessageReader<MovePlayed>,
    mut shown: MessageReader<MoveShown>,
    mut showing: Local<Option<u64>>,
    turn: Res<State<Turn>>,
    mut next: ResMut<NextState<Turn>>,
) {
    if played.read().count() > 0 {
        *showing = Some(current.generation);
    }
    if shown.read().count() > 0 || *showing != Some(current.generation) {
        *showing = None;
    }
    let wanted = if showing.is_some() {
        Turn::Animating
    } else if current.game.outcome().is_some() {
        Turn::Over
    } else if current.computer_to_move() {
        Turn::Computer
    } else {
        Turn::Person
    };
    if *turn.get() != wanted {
        next.set(wanted);
    }
}
