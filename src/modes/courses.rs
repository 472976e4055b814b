//! The rules courses (from `damier-learn`) and the learner's progress through them: which
//! lessons of each course are done, kept in `learn.json` beside the settings.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use bevy::prelude::*;
use damier_learn::{Course, Lesson};
use damier_rules::Variant;
use serde::{Deserialize, Serialize};

use crate::base::storage::{FileProblem, open_json, save_json};

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Courses::load()).init_resource::<CourseProgress>();
}

/// The courses, in the order of `Variant::ALL`.
#[derive(Resource, Debug)]
pub struct Courses(pub Vec<Course>);

impl Courses {
    /// The built-in courses. Their files are checked by `damier-learn`'s tests; one that would
    /// not read is left out (and logged) rather than stopping the game.
    pub fn load() -> Courses {
        let read = Variant::ALL.into_iter().map(|v| Course::parse(damier_learn::courses::source(v)));
        Courses(read.filter_map(|course| course.map_err(|e| error!("a rules course: {e}")).ok()).collect())
    }

    pub fn of(&self, variant: Variant) -> Option<&Course> {
        self.0.iter().find(|c| c.variant == variant)
    }

    /// Lesson `index` of a variant's course.
    pub fn lesson(&self, variant: Variant, index: usize) -> Option<&Lesson> {
        self.of(variant)?.lessons.get(index)
    }
}

/// The lessons the learner has done, by course (the variant's id) and lesson name.
#[derive(Resource, Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct CourseProgress {
    pub done: BTreeMap<String, BTreeSet<String>>,
    /// None where progress is not saved: no config folder, or a damaged file that could not be
    /// moved aside (it is not overwritten).
    #[serde(skip)]
    pub path: Option<PathBuf>,
}

impl CourseProgress {
    /// Reads the progress file: missing, a fresh start; damaged, moved aside and a fresh start.
    pub fn open(path: PathBuf) -> (CourseProgress, Option<FileProblem>) {
        let (progress, path, problem): (CourseProgress, _, _) = open_json(path);
        (CourseProgress { path, ..progress }, problem)
    }

    pub fn is_done(&self, variant: Variant, lesson: &str) -> bool {
        self.done.get(variant.id()).is_some_and(|names| names.contains(lesson))
    }

    /// How many lessons of the course are done.
    pub fn count(&self, course: &Course) -> usize {
        course.lessons.iter().filter(|l| self.is_done(course.variant, &l.name)).count()
    }

    /// The first lesson of the course not yet done (the first one again when all are).
    pub fn next_lesson(&self, course: &Course) -> usize {
        course.lessons.iter().position(|l| !self.is_done(course.variant, &l.name)).unwrap_or(0)
    }

    /// Marks a lesson done and saves.
    pub fn record(&mut self, variant: Variant, lesson: &str) {
        if self.done.entry(variant.id().to_string()).or_default().insert(lesson.to_string())
            && let Some(path) = &self.path
        {
            save_json(path, self, "course progress");
        }
    }
}
