//! Playing levels, from a beginner to full strength. A level weakens the engine by depth, time
//! and evaluation, never by random blunders.

use std::time::Duration;

use damier_rules::Rules;

use crate::eval::{Evaluator, Weights};
use crate::search::{Limits, Options};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    Beginner,
    Casual,
    Intermediate,
    Club,
    Expert,
    Maximum,
}

impl Level {
    pub const ALL: [Level; 6] =
        [Level::Beginner, Level::Casual, Level::Intermediate, Level::Club, Level::Expert, Level::Maximum];

    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "Beginner",
            Level::Casual => "Casual",
            Level::Intermediate => "Intermediate",
            Level::Club => "Club",
            Level::Expert => "Expert",
            Level::Maximum => "Maximum",
        }
    }

    /// An approximate strength, for the menu.
    pub fn strength(self) -> &'static str {
        match self {
            Level::Beginner => "learning the game: sees one move ahead and counts pieces",
            Level::Casual => "a casual player: never leaves a piece hanging",
            Level::Intermediate => "sees short combinations",
            Level::Club => "a club player",
            Level::Expert => "a strong club player, a second and a half a move",
            Level::Maximum => "full strength, a few seconds a move",
        }
    }

    pub fn limits(self) -> Limits {
        let capped = |depth, ms| Limits {
            depth: Some(depth),
            movetime: Some(Duration::from_millis(ms)),
            ..Limits::default()
        };
        match self {
            Level::Beginner => Limits::depth(2),
            Level::Casual => Limits::depth(3),
            Level::Intermediate => capped(5, 1500),
            Level::Club => capped(7, 1500),
            Level::Expert => Limits::movetime(Duration::from_millis(1500)),
            Level::Maximum => Limits::movetime(Duration::from_millis(4000)),
        }
    }

    /// The evaluation this level plays with: a beginner counts material only.
    pub fn evaluator(self, rules: &'static Rules) -> Evaluator {
        let weights = Weights::for_variant(rules.variant);
        match self {
            Level::Beginner => Evaluator::new(rules, weights.material_only()),
            _ => Evaluator::new(rules, weights),
        }
    }

    /// Opening variety: a few centi-men of random preference in the first moves.
    pub fn options(self, seed: u64) -> Options {
        let variety = if self == Level::Beginner { 20 } else { 8 };
        Options { seed, variety, variety_plies: 10 }
    }
}
