//! The session around the record: what waits on the players while the game is played, and
//! whether its clock stands. None of it is saved; every match on the board starts one afresh.

use bevy::prelude::*;
use damier_rules::{Move, Side};

/// Present with the `Match` it belongs to.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct Session {
    /// A draw offered by this side, waiting for the other's answer.
    pub draw_offer: Option<Side>,
    /// A move played from an earlier position, waiting for the player to confirm that the
    /// later moves may be discarded.
    pub pending_branch: Option<Move>,
    /// The clock stands: a hot-seat game paused, or a recorded game opened for analysis.
    pub clock_paused: bool,
    /// The side the board is turned to (a lesson's learner, the person playing the computer);
    /// none: as the settings say.
    pub faces: Option<Side>,
}
