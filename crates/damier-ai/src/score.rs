//! The scale of the search's scores, shared by the search and the endgame tables: evaluations
//! in centi-men near zero, won and lost games at the ends (`MATE` less the plies to the end).

/// A score that means "the side to move is lost": `-MATE + plies`.
pub const MATE: i32 = 30_000;

/// The edge of the decided scores: a score above `MATE_BOUND` is a won game (`MATE` less the
/// plies to the end), below `-MATE_BOUND` a lost one; anything between is an evaluation.
/// No win or loss is that far away (the search's plies and an endgame table's distance stay
/// well under 1,000), so none lands inside it.
pub const MATE_BOUND: i32 = MATE - 1000;

/// The largest score an evaluation may give (either sign): just inside [`MATE_BOUND`], so that
/// no evaluation, however lopsided, reads as a won or lost game.
pub const MAX_EVAL: i32 = MATE_BOUND - 1;

/// Plies to the end of the game when the score is a won (positive) or lost (negative) one.
pub fn mate_in(score: i32) -> Option<i32> {
    (score.abs() > MATE_BOUND).then(|| MATE - score.abs())
}

/// Score for the side to move, readable: `+1.25`, or `win in 7` / `loss in 4` plies.
pub fn describe_score(score: i32) -> String {
    match mate_in(score) {
        Some(plies) if score > 0 => format!("win in {plies}"),
        Some(plies) => format!("loss in {plies}"),
        None => format!("{:+.2}", score as f32 / 100.0),
    }
}

/// Mate scores are stored relative to the node, so they stay right at any depth.
pub(crate) fn to_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// The score a table entry stored with [`to_table`] stands for at `ply`.
pub(crate) fn from_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}
