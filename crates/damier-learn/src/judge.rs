//! Following a learner through a step: the moves played so far decide everything (which lines
//! still agree, whose turn it is on them), so the game keeps no state of its own.

use damier_rules::Move;

use crate::course::Step;

/// What a learner's legal move does to a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judgement {
    /// It is on a line that solves the step: play it.
    Accepted,
    /// Legal, but not what the step asks for: refuse it and say so.
    NotTheTask,
}

impl Step {
    /// The lines that begin with the moves played so far.
    fn agreeing<'a>(&'a self, played: &'a [Move]) -> impl Iterator<Item = &'a Vec<Move>> + 'a {
        self.lines.iter().filter(move |line| {
            line.len() >= played.len() && line.iter().zip(played).all(|(a, b)| a.same_move(b))
        })
    }

    /// Judges the learner's move `mv` after `played`.
    pub fn judge(&self, played: &[Move], mv: &Move) -> Judgement {
        let on_a_line =
            self.agreeing(played).any(|line| line.get(played.len()).is_some_and(|m| m.same_move(mv)));
        if on_a_line || (self.any_move && played.is_empty()) {
            Judgement::Accepted
        } else {
            Judgement::NotTheTask
        }
    }

    /// Whether the learner is to move after `played` (the lines alternate, the learner first).
    pub fn learner_to_move(played: &[Move]) -> bool {
        played.len().is_multiple_of(2)
    }

    /// The opponent's reply after `played`, when the next move of an agreeing line is theirs.
    pub fn reply(&self, played: &[Move]) -> Option<Move> {
        if Step::learner_to_move(played) {
            return None;
        }
        self.agreeing(played).find_map(|line| line.get(played.len()).copied())
    }

    /// The learner's next move on the first agreeing line (for the hint).
    pub fn expected(&self, played: &[Move]) -> Option<Move> {
        if !Step::learner_to_move(played) {
            return None;
        }
        self.agreeing(played).find_map(|line| line.get(played.len()).copied())
    }

    /// Whether the moves played solve the step.
    pub fn solved(&self, played: &[Move]) -> bool {
        (self.any_move && !played.is_empty()) || self.agreeing(played).any(|line| line.len() == played.len())
    }
}
