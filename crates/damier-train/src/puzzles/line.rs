//! A solution's line: the winning move and the best replies, cut where the solver's gain is on
//! the board, and what that gain is. A man walking to the crowning row with nothing given and
//! nothing taken is not a gain (a king is not material won); a breakthrough is, when men were
//! given for it and the other side has no king to answer.

use damier_rules::{Move, Position, Side};

/// The most plies a line may run before its gain is made.
pub const LONGEST: usize = 11;

/// What a solution wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gain {
    /// Pieces: the other side lost this many more than the solver.
    Material(u32),
    /// A king crowned after a sacrifice, the other side without one, at most a piece down.
    Breakthrough,
}

fn pieces(pos: &Position, side: Side) -> i32 {
    pos.pieces(side).count_ones() as i32
}

/// Pieces from `side`'s view: its count less the other side's.
pub fn balance(pos: &Position, side: Side) -> i32 {
    pieces(pos, side) - pieces(pos, side.opposite())
}

/// The pieces the solver gives in a line: every capture on the other side's moves (the odd
/// plies, the solver moving first).
pub fn given(line: &[Move]) -> u32 {
    line.iter().skip(1).step_by(2).map(Move::capture_count).sum()
}

/// The line cut where the gain is largest (within [`LONGEST`] plies, on a solver's move, with
/// no capture pending), and the gain; `None` if the line wins nothing.
pub fn cut(start: &Position, pv: &[Move]) -> Option<(Vec<Move>, Gain)> {
    let solver = start.side_to_move();
    let before = balance(start, solver);
    let mut pos = *start;
    let mut best: Option<(i32, usize)> = None;
    let mut breakthrough = None;
    let mut sacrificed = false;
    for (i, mv) in pv.iter().take(LONGEST).enumerate() {
        if !pos.legal_moves().iter().any(|m| m.same_move(mv)) {
            break;
        }
        let solver_moves = i % 2 == 0;
        if !solver_moves && mv.is_capture() {
            sacrificed = true;
        }
        pos = pos.after(mv);
        if !solver_moves || pos.has_capture() {
            continue;
        }
        let gain = balance(&pos, solver) - before;
        if gain > 0 && best.is_none_or(|(g, _)| gain > g) {
            best = Some((gain, i + 1));
        }
        let crowned = mv.promotes && sacrificed && pos.kings(solver.opposite()) == 0 && gain >= -1;
        if crowned && breakthrough.is_none() {
            breakthrough = Some(i + 1);
        }
    }
    match (best, breakthrough) {
        (Some((gain, len)), _) => Some((pv[..len].to_vec(), Gain::Material(gain as u32))),
        (None, Some(len)) => Some((pv[..len].to_vec(), Gain::Breakthrough)),
        (None, None) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damier_rules::{Game, Variant, fen, notation};

    fn line(variant: Variant, setup: &str, moves: &[&str]) -> (Position, Vec<Move>) {
        let start = fen::read(variant.rules(), setup).unwrap();
        let mut game = Game::from_position(start);
        let mut line = Vec::new();
        for text in moves {
            let mv = notation::parse_among(game.position(), &game.legal_moves(), text).unwrap();
            game.play(&mv).unwrap();
            line.push(mv);
        }
        (start, line)
    }

    #[test]
    fn a_capture_that_wins_a_man_is_a_gain_and_the_line_stops_there() {
        // White gives a man and takes two back, crowning: a man up, and the line ends there.
        let setup = "W:W17,21,26,27,32,44,46,49:B6,7,13,15,16,19,23,34";
        let (start, mut pv) = line(Variant::International, setup, &["17-11", "6x17", "21x1", "13-18"]);
        let (cut, gain) = cut(&start, &pv).unwrap();
        assert_eq!(gain, Gain::Material(1));
        assert_eq!(cut.len(), 3);
        pv.truncate(2);
        assert_eq!(super::cut(&start, &pv), None, "a man given and nothing back");
    }

    #[test]
    fn a_man_walking_to_the_crown_wins_nothing() {
        let (start, pv) = line(Variant::English, "W:W10:B21", &["10-6", "21-25", "6-1"]);
        assert_eq!(cut(&start, &pv), None);
    }
}
