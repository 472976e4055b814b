//! A game's record from its moves as the server writes them (the variant's notation): how the
//! server reads a stored game back, and how a client rebuilds the game a message describes.

use damier_rules::{Game, Variant, notation};

/// The game of `variant` after `moves`, each legal in turn and played on past a rule's end (the
/// server ends games on its own clock and rules); an error names the move, counted from 0.
pub fn replay<'a>(variant: Variant, moves: impl IntoIterator<Item = &'a str>) -> Result<Game, String> {
    let mut game = Game::new(variant.rules());
    for (ply, text) in moves.into_iter().enumerate() {
        let mv = notation::parse(game.position(), text).map_err(|e| format!("move {ply}: {e}"))?;
        game.play_past_end(&mv).map_err(|e| format!("move {ply}: {e}"))?;
    }
    Ok(game)
}
