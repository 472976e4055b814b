//! Playing levels, from a beginner to full strength. A level weakens the engine by depth, time
//! and evaluation, never by random blunders.

use std::fmt;
use std::str::FromStr;
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

    pub fn limits(self) -> Limits {
        let capped = |depth, ms| Limits {
            depth: Some(depth),
            movetime: Some(Duration::from_millis(ms)),
            ..Limits::default()
        };
        match self {
            Level::Beginner => Limits::depth(2),
            Level::Casual => Limits::depth(3),
            // Six plies, not five: five plies beat Casual's three in English only 67–75 % of
            // the time (docs/ENGINE.md, "Levels").
            Level::Intermediate => capped(6, 1500),
            Level::Club => capped(7, 1500),
            // A tenth of a second: far below full strength's four seconds on every core, so
            // that Maximum's lead over Expert is a ladder's rung (docs/ENGINE.md, "Levels").
            Level::Expert => Limits::movetime(Duration::from_millis(100)),
            // Full strength uses every core (lazy SMP); the other levels stay on one thread,
            // deterministic for a seed.
            Level::Maximum => {
                Limits { threads: Some(Level::cores()), ..Limits::movetime(Duration::from_millis(4000)) }
            }
        }
    }

    /// The cores this machine offers (1 if it cannot tell).
    fn cores() -> usize {
        std::thread::available_parallelism().map_or(1, |n| n.get()).min(crate::search::MAX_THREADS)
    }

    /// The evaluation this level plays with: a beginner counts material only, the casual and
    /// intermediate levels keep the classic hand terms (less knowledge, more human mistakes),
    /// and the club level and above play with the variant's default evaluation (its network
    /// where one ships, see [`crate::EvalKind::default_for`]).
    pub fn evaluator(self, rules: &'static Rules) -> Evaluator {
        let weights = Weights::for_variant(rules.variant);
        match self {
            Level::Beginner => Evaluator::new(rules, weights.material_only()),
            Level::Casual | Level::Intermediate => Evaluator::new(rules, weights),
            Level::Club | Level::Expert | Level::Maximum => Evaluator::default_for(rules),
        }
    }

    /// Whether this level knows the endgame tables: the club level and above (knowledge, like
    /// the evaluation, is what the lower levels lack).
    pub fn uses_endgame_tables(self) -> bool {
        matches!(self, Level::Club | Level::Expert | Level::Maximum)
    }

    /// Whether this level plays from the opening book: the top two, which play at full
    /// strength (a book is knowledge the lower levels are meant to lack).
    pub fn uses_book(self) -> bool {
        matches!(self, Level::Expert | Level::Maximum)
    }

    /// Opening variety: a few centi-men of random preference in the first moves. The levels
    /// named by a depth search all of it (no ProbCut): a shallow player misses what lies past
    /// its horizon, not what a cut guessed wrong. The levels on a time limit prune.
    pub fn options(self, seed: u64) -> Options {
        let variety = if self == Level::Beginner { 20 } else { 8 };
        let prune = matches!(self, Level::Expert | Level::Maximum);
        Options { seed, variety, variety_plies: 10, prune, reaches: None }
    }
}

/// A level name that is none of [`Level::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<String> = Level::ALL.iter().map(|l| l.name().to_ascii_lowercase()).collect();
        write!(f, "unknown level '{}' (the levels are {})", self.0, names.join(", "))
    }
}

impl std::error::Error for UnknownLevel {}

/// A level by its name, in any case (`club`, `Club`, `CLUB`).
impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(text: &str) -> Result<Level, UnknownLevel> {
        let name = text.trim();
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(name))
            .ok_or_else(|| UnknownLevel(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_parse_in_any_case_and_errors_list_them() {
        for level in Level::ALL {
            assert_eq!(level.name().parse::<Level>(), Ok(level));
            assert_eq!(level.name().to_uppercase().parse::<Level>(), Ok(level));
        }
        assert_eq!(" club ".parse::<Level>(), Ok(Level::Club));
        // Only full strength searches on several threads.
        for level in Level::ALL {
            let threads = level.limits().threads;
            assert_eq!(threads.is_some(), level == Level::Maximum, "{level:?}");
        }
        let e = "grandmaster".parse::<Level>().unwrap_err();
        assert_eq!(
            e.to_string(),
            "unknown level 'grandmaster' (the levels are beginner, casual, intermediate, club, expert, maximum)"
        );
    }
}
