//! The game clock: the side to move's time runs while it is to move (not while a move is being
//! shown, nor while the line is looked through or a hot-seat game is paused), the control's
//! bonus is added after each move, and the flag falls at zero.

use std::time::Duration;

use bevy::prelude::*;

use crate::game::record::{LowTime, Match, MovePlayed};
use crate::game::{GameSystems, Session, Turn};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (credit_moves, run_down).chain().in_set(GameSystems::Derive).run_if(resource_exists::<Match>),
    );
}

/// Under this much time (or a fifth of the base time, if less) the clock warns.
const LOW_TIME: Duration = Duration::from_secs(10);

/// A move was made: its player gets the control's bonus, and the time left is noted for the
/// record.
fn credit_moves(mut played: MessageReader<MovePlayed>, mut current: ResMut<Match>) {
    if played.is_empty() || current.clock.is_none() {
        played.clear();
        return;
    }
    let current = &mut *current;
    for played in played.read() {
        let index = played.index;
        let mover = current.game.position_at(index).side_to_move();
        let Some(clock) = current.clock.as_mut() else { continue };
        clock.moved(mover);
        let left = clock.remaining(mover);
        if current.clock_readings.len() <= index {
            current.clock_readings.resize(index + 1, None);
        }
        current.clock_readings.truncate(index + 1);
        current.clock_readings[index] = Some(left);
    }
}

/// Whether the side to move's time runs now: the game has a clock and is not over, a player is
/// choosing a move (not while one is shown), the clock is not paused and the line on the board
/// is the game's last position.
pub fn runs(current: &Match, session: &Session, turn: Option<&Turn>) -> bool {
    current.clock.is_some()
        && matches!(turn, Some(Turn::Person | Turn::Computer))
        && !session.clock_paused
        && !current.viewing_history()
        && current.game.outcome().is_none()
}

/// The side to move's time runs; at zero its flag falls and the game ends.
fn run_down(
    mut current: ResMut<Match>,
    session: Res<Session>,
    turn: Option<Res<State<Turn>>>,
    time: Res<Time>,
    mut low: MessageWriter<LowTime>,
) {
    if !runs(&current, &session, turn.as_deref().map(State::get)) {
        return;
    }
    let side = current.game.position().side_to_move();
    // The time running down is no change of the game: views read it every frame anyway, and
    // the record (autosave, derived data) changes only when the flag falls.
    let Some(clock) = current.bypass_change_detection().clock.as_mut() else { return };
    let before = clock.remaining(side);
    clock.run(side, time.delta());
    let line = LOW_TIME.min(clock.control.base() / 5);
    if before > line && clock.remaining(side) <= line {
        low.write(LowTime(side));
    }
    if let Some(flagged) = clock.flagged() {
        current.game.flag(flagged);
    }
}
