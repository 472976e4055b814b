//! The puzzle collection: tactics mined from Damier's self-play (`damier-cli puzzles generate`),
//! shipped in `assets/puzzles/<variant>.pdn`, and the player's progress through them: which were
//! solved or failed, and a rating that follows the results. The progress is kept in
//! `puzzles.json` in the config folder.

use std::collections::BTreeSet;
use std::path::PathBuf;

use bevy::prelude::*;
use damier_rules::Variant;
use damier_rules::pdn::{self, PdnGame};
use serde::{Deserialize, Serialize};

use crate::base::storage::{FileProblem, open_json, save_json};

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(PuzzleCollection::load()).init_resource::<PuzzleProgress>();
}

const FILES: [(Variant, &str); 5] = [
    (Variant::HexDame, include_str!("../../assets/puzzles/hexdame.pdn")),
    (Variant::International, include_str!("../../assets/puzzles/international.pdn")),
    (Variant::Brazilian, include_str!("../../assets/puzzles/brazilian.pdn")),
    (Variant::Frisian, include_str!("../../assets/puzzles/frisian.pdn")),
    (Variant::English, include_str!("../../assets/puzzles/english.pdn")),
];

/// One puzzle of the collection.
#[derive(Clone, Debug)]
pub struct CollectionPuzzle {
    pub record: PdnGame,
    /// 1 (easy) to 5.
    pub difficulty: u8,
    /// Its identity in the progress file (the position's FEN).
    pub id: String,
}

#[derive(Resource, Debug, Default)]
pub struct PuzzleCollection {
    pub puzzles: Vec<(Variant, Vec<CollectionPuzzle>)>,
}

impl PuzzleCollection {
    /// Reads the shipped files (the tests make sure every puzzle in them reads).
    pub fn load() -> PuzzleCollection {
        let puzzles = FILES
            .iter()
            .map(|&(variant, text)| {
                let list = pdn::read(text)
                    .into_iter()
                    .filter_map(|read| read.record.filter(|_| read.error.is_none()))
                    .map(|record| {
                        let difficulty = record.tag("Difficulty").and_then(|d| d.parse().ok()).unwrap_or(3);
                        let id = damier_rules::fen::write(record.game.start());
                        CollectionPuzzle { record, difficulty, id }
                    })
                    .collect();
                (variant, list)
            })
            .collect();
        PuzzleCollection { puzzles }
    }

    pub fn of(&self, variant: Variant) -> &[CollectionPuzzle] {
        self.puzzles.iter().find(|(v, _)| *v == variant).map_or(&[], |(_, list)| list)
    }

    /// The next puzzle of a variant (and difficulty, if given) not yet solved or failed.
    pub fn next(&self, variant: Variant, difficulty: Option<u8>, progress: &PuzzleProgress) -> Option<usize> {
        self.of(variant).iter().position(|p| {
            difficulty.is_none_or(|d| d == p.difficulty)
                && !progress.solved.contains(&p.id)
                && !progress.failed.contains(&p.id)
        })
    }
}

/// The player's results, where they are kept, and what went wrong reading them (shown to the
/// player in the Puzzles window).
#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleProgress {
    pub rating: f64,
    pub solved: BTreeSet<String>,
    pub failed: BTreeSet<String>,
    /// None where results are not saved: no config folder, or a damaged file that could not
    /// be moved aside (it is not overwritten).
    #[serde(skip)]
    pub path: Option<PathBuf>,
    #[serde(skip)]
    pub problem: Option<FileProblem>,
}

impl Default for PuzzleProgress {
    fn default() -> PuzzleProgress {
        PuzzleProgress {
            rating: 1500.0,
            solved: BTreeSet::new(),
            failed: BTreeSet::new(),
            path: None,
            problem: None,
        }
    }
}

/// A puzzle's own rating, from its difficulty.
pub fn puzzle_rating(difficulty: u8) -> f64 {
    1100.0 + 200.0 * f64::from(difficulty)
}

impl PuzzleProgress {
    /// Reads the progress file, as the settings are read: missing, a fresh start; unreadable
    /// or corrupt, the file moved aside (so that the next result cannot overwrite it), a fresh
    /// start, and the problem kept for the player (and returned for the log).
    pub fn open(path: PathBuf) -> (PuzzleProgress, Option<FileProblem>) {
        let (mut progress, path, problem): (PuzzleProgress, _, _) = open_json(path);
        if !progress.rating.is_finite() {
            progress.rating = PuzzleProgress::default().rating;
        }
        progress.path = path;
        progress.problem = problem.clone();
        (progress, problem)
    }

    /// Records a result (the first one counts) and moves the rating as Elo does.
    pub fn record(&mut self, id: &str, difficulty: u8, solved: bool) {
        if self.solved.contains(id) || self.failed.contains(id) {
            return;
        }
        let expected = 1.0 / (1.0 + 10f64.powf((puzzle_rating(difficulty) - self.rating) / 400.0));
        let score = if solved { 1.0 } else { 0.0 };
        self.rating = (self.rating + 32.0 * (score - expected)).clamp(100.0, 3500.0);
        if solved {
            self.solved.insert(id.to_string());
        } else {
            self.failed.insert(id.to_string());
        }
        if let Some(path) = &self.path {
            save_json(path, self, "puzzle progress");
        }
    }
}
