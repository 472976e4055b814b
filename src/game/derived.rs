//! Data derived from the record once per change rather than once per frame: the legal moves of
//! the position on the board, and the move list's notation of the whole line.

use bevy::prelude::*;
use damier_rules::{Move, Position, notation};

use crate::game::GameSystems;
use crate::game::record::Match;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LegalMoves>().init_resource::<LineNotation>().add_systems(
        Update,
        (
            // Input reads them after the commands of this frame, views after its moves.
            update.after(GameSystems::Commands).before(GameSystems::Input),
            update.in_set(GameSystems::Derive),
        )
            .run_if(resource_exists_and_changed::<Match>),
    );
}

/// The legal moves in the position on the board (none once the game is over).
#[derive(Resource, Default, Debug)]
pub struct LegalMoves(pub Vec<Move>);

/// The whole line (moves on the board, then those stepped back over) as the move list shows it.
#[derive(Resource, Default, Debug)]
pub struct LineNotation {
    start: Option<Position>,
    moves: Vec<Move>,
    pub texts: Vec<String>,
}

fn update(current: Res<Match>, mut legal: ResMut<LegalMoves>, mut line: ResMut<LineNotation>) {
    legal.0 = current.game.legal_moves();

    // Only the moves after the first one that differs are written again.
    let game = &current.game;
    let whole: Vec<Move> = game.moves().iter().chain(game.future()).copied().collect();
    let same_start = line.start.as_ref() == Some(game.start());
    let kept = if same_start {
        line.moves.iter().zip(&whole).take_while(|(a, b)| a.same_move(b) && a.path() == b.path()).count()
    } else {
        0
    };
    line.start = Some(*game.start());
    line.moves.truncate(kept);
    line.texts.truncate(kept);
    let mut pos = *game.position_at(kept.min(game.moves().len()));
    for (i, mv) in whole.iter().enumerate().skip(kept.min(game.moves().len())) {
        if i >= kept {
            let legal = pos.legal_moves();
            line.texts.push(notation::write_short(mv, &legal, &pos.rules().topology));
            line.moves.push(*mv);
        }
        pos = pos.after(mv);
    }
}
