//! The puzzle collection: tactics mined from Damier's self-play (`damier-cli puzzles generate`,
//! proven and graded by `puzzles check`), shipped in `assets/puzzles/<variant>.pdn` with their
//! difficulty and themes, and the player's progress through them: which were solved or failed,
//! a rating per variant that follows the results, and the failed ones coming back for review
//! after a while. The progress is kept in `puzzles.json` in the config folder.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use bevy::prelude::*;
use damier_rules::Variant;
use damier_rules::pdn::{self, PdnGame, Theme};
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
    pub themes: Vec<Theme>,
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
                        let themes =
                            Theme::read_tag(record.tag("Themes").unwrap_or_default()).unwrap_or_default();
                        let id = damier_rules::fen::write(record.game.start());
                        CollectionPuzzle { record, difficulty, themes, id }
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

    /// The next puzzle of a variant that the choice allows: a failed one due for review first,
    /// else the first not yet tried.
    pub fn next(&self, variant: Variant, choice: &PuzzleFilter, progress: &PuzzleProgress) -> Option<usize> {
        let list = self.of(variant);
        let allowed = |i: &usize| choice.allows(&list[*i]);
        let due = (0..list.len()).filter(allowed).find(|&i| progress.due(&list[i].id));
        due.or_else(|| (0..list.len()).filter(allowed).find(|&i| !progress.tried(&list[i].id)))
    }
}

/// Which puzzles the player asked for: a difficulty and a theme, each optional.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PuzzleFilter {
    pub difficulty: Option<u8>,
    pub theme: Option<Theme>,
}

impl PuzzleFilter {
    pub fn allows(&self, puzzle: &CollectionPuzzle) -> bool {
        self.difficulty.is_none_or(|d| d == puzzle.difficulty)
            && self.theme.is_none_or(|t| puzzle.themes.contains(&t))
    }
}

/// How many puzzles later a failed one comes back, at each of its reviews: solved at a review,
/// it waits the next gap; solved after the last, it is learnt; failed again, it starts over.
pub const REVIEW_GAPS: [u32; 3] = [5, 15, 40];

/// A failed puzzle waiting to come back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Review {
    /// It is due once this many puzzles have been played in all.
    pub due: u32,
    /// Reviews passed so far (an index into [`REVIEW_GAPS`]).
    pub passed: u8,
}

/// The player's results, where they are kept, and what went wrong reading them (shown to the
/// player in the Puzzles window).
#[derive(Resource, Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleProgress {
    /// A rating per variant (by its id): a player's strength differs from board to board.
    pub ratings: BTreeMap<String, f64>,
    /// The one rating that files before the per-variant ratings kept; it starts every variant.
    #[serde(rename = "rating", skip_serializing)]
    pub earlier_rating: Option<f64>,
    pub solved: BTreeSet<String>,
    pub failed: BTreeSet<String>,
    /// Puzzles played in all (first tries and reviews): the clock of the reviews.
    pub played: u32,
    /// Failed puzzles that come back, by id.
    pub reviews: BTreeMap<String, Review>,
    /// None where results are not saved: no config folder, or a damaged file that could not
    /// be moved aside (it is not overwritten).
    #[serde(skip)]
    pub path: Option<PathBuf>,
    #[serde(skip)]
    pub problem: Option<FileProblem>,
}

/// Where every rating starts.
pub const FIRST_RATING: f64 = 1500.0;

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
        progress.ratings.retain(|_, r| r.is_finite());
        progress.earlier_rating = progress.earlier_rating.filter(|r| r.is_finite());
        progress.path = path;
        progress.problem = problem.clone();
        (progress, problem)
    }

    /// The player's rating in a variant.
    pub fn rating(&self, variant: Variant) -> f64 {
        self.ratings.get(variant.id()).copied().or(self.earlier_rating).unwrap_or(FIRST_RATING)
    }

    /// Whether the puzzle was tried before (its first result is kept).
    pub fn tried(&self, id: &str) -> bool {
        self.solved.contains(id) || self.failed.contains(id)
    }

    /// Whether a failed puzzle is due to come back now.
    pub fn due(&self, id: &str) -> bool {
        self.reviews.get(id).is_some_and(|r| r.due <= self.played)
    }

    /// How many of the given puzzles are due for review.
    pub fn due_count<'a>(&self, ids: impl Iterator<Item = &'a str>) -> usize {
        ids.filter(|id| self.due(id)).count()
    }

    /// Records a result. The first try of a puzzle moves the variant's rating as Elo does; a
    /// failure (first try or review) sends the puzzle back for review, and a review solved
    /// moves it on to the next gap, or out of the reviews after the last.
    pub fn record(&mut self, variant: Variant, id: &str, difficulty: u8, solved: bool) {
        if !self.tried(id) {
            let rating = self.rating(variant);
            let expected = 1.0 / (1.0 + 10f64.powf((puzzle_rating(difficulty) - rating) / 400.0));
            let score = if solved { 1.0 } else { 0.0 };
            let rating = (rating + 32.0 * (score - expected)).clamp(100.0, 3500.0);
            self.ratings.insert(variant.id().to_string(), rating);
            if solved {
                self.solved.insert(id.to_string());
            } else {
                self.failed.insert(id.to_string());
            }
        }
        self.played = self.played.saturating_add(1);
        let review = self.reviews.get(id).copied();
        match (solved, review) {
            (false, _) => {
                self.reviews.insert(id.to_string(), Review { due: self.played + REVIEW_GAPS[0], passed: 0 });
            }
            (true, Some(review)) => {
                let passed = review.passed + 1;
                match REVIEW_GAPS.get(usize::from(passed)) {
                    Some(gap) => {
                        self.reviews.insert(id.to_string(), Review { due: self.played + gap, passed });
                    }
                    None => {
                        self.reviews.remove(id);
                    }
                }
            }
            (true, None) => {}
        }
        if let Some(path) = &self.path {
            save_json(path, self, "puzzle progress");
        }
    }
}
