//! How hard a puzzle is. The engine's own effort is the measure: the depth and the nodes its
//! search (from an empty table, no ProbCut) needs before the solution becomes its choice with a
//! winning score and stays so; the line adds what a person finds hard and a search does not
//! weigh: men given before anything comes back, and quiet moves in the solver's line.
//! [`levels`] ranks a variant's collection by that hardness into five equal parts.

use damier_ai::{Engine, Limits};
use damier_rules::{Game, Move, Position};

use super::line::given;
use super::proof::SOLUTION_AT_LEAST;
use super::proof_options;

/// The deepest search of a measure: a solution not settled by then counts as found there.
pub const DEEPEST: u32 = 10;

/// What finding a solution cost the engine.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Effort {
    /// The depth from which the solution stayed the engine's winning choice.
    pub depth: u32,
    /// The nodes searched until then.
    pub nodes: u64,
}

impl Effort {
    /// The `[Search]` tag: depth and nodes.
    pub fn tag(self) -> String {
        format!("{} {}", self.depth, self.nodes)
    }

    pub fn read_tag(text: &str) -> Option<Effort> {
        let mut words = text.split_whitespace();
        let depth = words.next()?.parse().ok()?;
        let nodes = words.next()?.parse().ok()?;
        words.next().is_none().then_some(Effort { depth, nodes })
    }
}

/// Measures the engine's effort on `start`, whose solution is `solution`; also returns the
/// solution's line: the deepest iteration's, or a search's after the solution when the deepest
/// iteration chose otherwise.
pub fn measure(engine: &mut Engine, start: &Position, solution: &Move) -> (Effort, Vec<Move>) {
    engine.clear();
    let game = Game::from_position(*start);
    let mut found: Option<Effort> = None;
    let mut line = None;
    engine.search(&game, &Limits::depth(DEEPEST), &proof_options(), |info| {
        let chosen =
            info.pv.first().is_some_and(|m| m.same_move(solution)) && info.score >= SOLUTION_AT_LEAST;
        if !chosen {
            found = None;
        } else if found.is_none() {
            found = Some(Effort { depth: info.depth, nodes: info.nodes.max(1) });
        }
        line = chosen.then(|| info.pv.clone());
    });
    let line = line.unwrap_or_else(|| {
        let mut after = game.clone();
        after.play(solution).expect("the solution is legal");
        let reply = engine.search(&after, &Limits::depth(DEEPEST - 1), &proof_options(), |_| {});
        std::iter::once(*solution).chain(reply.info.pv).collect()
    });
    (found.unwrap_or(Effort { depth: DEEPEST + 1, nodes: u64::MAX / 2 }), line)
}

/// Hardness: the engine's effort in powers of two of nodes, with a man given worth two
/// doublings and a quiet solver's move one (a person searches far fewer nodes than an engine
/// and stumbles first on what looks like a loss or like nothing).
pub fn hardness(effort: Effort, line: &[Move]) -> f64 {
    let quiet = line.iter().step_by(2).filter(|mv| !mv.is_capture()).count() as f64;
    (effort.nodes as f64).log2() + 2.0 * f64::from(given(line)) + quiet
}

/// Difficulty levels 1–5 for hardnesses: the fifth of the collection that is easiest is level
/// 1, the hardest fifth level 5 (ties keep their order).
pub fn levels(hardness: &[f64]) -> Vec<u8> {
    let mut order: Vec<usize> = (0..hardness.len()).collect();
    order.sort_by(|&a, &b| hardness[a].total_cmp(&hardness[b]).then(a.cmp(&b)));
    let mut levels = vec![0; hardness.len()];
    for (rank, &i) in order.iter().enumerate() {
        levels[i] = (1 + rank * 5 / hardness.len().max(1)) as u8;
    }
    levels
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_split_the_collection_into_five_equal_parts_by_hardness() {
        let hardness: Vec<f64> = (0..50).rev().map(f64::from).collect();
        let levels = levels(&hardness);
        assert_eq!(levels[0], 5, "the hardest");
        assert_eq!(levels[49], 1, "the easiest");
        for level in 1..=5 {
            assert_eq!(levels.iter().filter(|&&l| l == level).count(), 10);
        }
    }

    #[test]
    fn an_effort_tag_reads_back() {
        let effort = Effort { depth: 7, nodes: 12345 };
        assert_eq!(Effort::read_tag(&effort.tag()), Some(effort));
        assert_eq!(Effort::read_tag("7"), None);
        assert_eq!(Effort::read_tag("7 x"), None);
    }
}
