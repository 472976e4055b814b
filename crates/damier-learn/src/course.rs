//! A course as data: read from TOML, every position and move checked against the rules engine,
//! so that a course that loads is one the game can play.

use std::fmt;

use damier_rules::{DrawClock, Move, Position, Square, Variant, fen, notation};
use serde::Deserialize;

/// One variant's course: its lessons in teaching order, the last of them a short test.
#[derive(Clone, Debug)]
pub struct Course {
    pub variant: Variant,
    pub lessons: Vec<Lesson>,
}

/// A lesson: a text and one or more steps (a position and a task each).
#[derive(Clone, Debug)]
pub struct Lesson {
    /// Its name in message ids and in the learner's progress: `captures`, `majority`, ...
    pub name: String,
    /// The course's closing test: no hints, and its rule is the whole course.
    pub test: bool,
    pub steps: Vec<Step>,
}

/// A position and what the learner must do in it.
#[derive(Clone, Debug)]
pub struct Step {
    pub start: Position,
    /// The lines that solve the step: the learner's move first, then the opponent's reply (which
    /// plays itself), and so on. Any line played to its end solves the step.
    pub lines: Vec<Vec<Move>>,
    /// Any legal move solves the step (a lesson that only asks the learner to try something).
    pub any_move: bool,
    /// The mistakes a learner is likely to make here, and what the game answers.
    pub wrong: Vec<WrongTry>,
    /// The piece the hint points at.
    pub hint: Option<Square>,
    /// The draw counts as they stand at the start: a step may begin late in a count, so that the
    /// learner plays its last moves and sees the game end by it.
    pub clock: DrawClock,
}

/// A likely mistake: a move from one cell to another, and the answer it gets.
#[derive(Clone, Debug)]
pub struct WrongTry {
    pub text: String,
    pub from: Square,
    pub to: Square,
    pub expected: Expected,
}

/// How a wrong try is answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    /// The rules refuse it; the rule's name as in [`damier_rules::Refusal::name`].
    Rule(String),
    /// A legal move, but not what the step asks for.
    NotTheTask,
}

/// Where a course file goes wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CourseError {
    /// `lesson 3 (majority), step 1`, or empty for the file as a whole.
    pub at: String,
    pub reason: String,
}

impl fmt::Display for CourseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at.as_str() {
            "" => write!(f, "{}", self.reason),
            at => write!(f, "{at}: {}", self.reason),
        }
    }
}

impl std::error::Error for CourseError {}

impl Lesson {
    /// The id of one of the lesson's messages: `title`, `text` (what the lesson teaches),
    /// `rule` (the rule in one sentence, for the Rules window), `task-1`, `task-2`, ...
    pub fn message_id(&self, variant: Variant, part: &str) -> String {
        format!("lesson-{}-{}-{part}", variant.id(), self.name)
    }

    /// The id of the task of step `step` (counted from 0).
    pub fn task_id(&self, variant: Variant, step: usize) -> String {
        self.message_id(variant, &format!("task-{}", step + 1))
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCourse {
    variant: String,
    lesson: Vec<RawLesson>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLesson {
    name: String,
    #[serde(default)]
    test: bool,
    step: Vec<RawStep>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawStep {
    fen: String,
    #[serde(default)]
    lines: Vec<String>,
    #[serde(default)]
    any_move: bool,
    #[serde(default)]
    wrong: Vec<[String; 2]>,
    hint: Option<String>,
    /// Plies already played under the position's draw counts (its material rule and the count
    /// of king moves).
    #[serde(default)]
    count: u8,
}

impl Course {
    /// Reads a course file; every FEN, move and cell must be valid in the course's variant.
    pub fn parse(text: &str) -> Result<Course, CourseError> {
        let whole = |reason: String| CourseError { at: String::new(), reason };
        let raw: RawCourse = toml::from_str(text).map_err(|e| whole(e.to_string()))?;
        let variant: Variant =
            raw.variant.parse().map_err(|e: damier_rules::UnknownVariant| whole(e.to_string()))?;
        let mut lessons = Vec::new();
        for (number, lesson) in raw.lesson.into_iter().enumerate() {
            if lesson.step.is_empty() {
                let at = format!("lesson {} ({})", number + 1, lesson.name);
                return Err(CourseError { at, reason: "a lesson needs at least one step".into() });
            }
            let mut steps = Vec::new();
            for (index, step) in lesson.step.into_iter().enumerate() {
                let at = format!("lesson {} ({}), step {}", number + 1, lesson.name, index + 1);
                steps.push(read_step(variant, step).map_err(|reason| CourseError { at, reason })?);
            }
            lessons.push(Lesson { name: lesson.name, test: lesson.test, steps });
        }
        if lessons.is_empty() {
            return Err(whole("a course needs lessons".into()));
        }
        Ok(Course { variant, lessons })
    }

    /// The lesson of that name.
    pub fn lesson(&self, name: &str) -> Option<&Lesson> {
        self.lessons.iter().find(|l| l.name == name)
    }
}

fn read_step(variant: Variant, raw: RawStep) -> Result<Step, String> {
    let start = fen::read(variant.rules(), &raw.fen).map_err(|e| format!("fen: {e}"))?;
    let topology = &variant.rules().topology;
    let cell = |name: &str| topology.parse(name).ok_or_else(|| format!("'{name}' is not a cell"));
    let mut lines = Vec::new();
    for text in &raw.lines {
        let mut pos = start;
        let mut line = Vec::new();
        for word in text.split_whitespace() {
            let mv = notation::parse(&pos, word).map_err(|e| format!("line '{text}': {e}"))?;
            pos = pos.after(&mv);
            line.push(mv);
        }
        if line.is_empty() {
            return Err("an empty line".into());
        }
        lines.push(line);
    }
    if lines.is_empty() && !raw.any_move {
        return Err("a step needs lines, or any_move".into());
    }
    let mut wrong = Vec::new();
    for [text, answer] in raw.wrong {
        let cells: Vec<&str> = text.split(['-', 'x']).collect();
        let [from, to] = cells.as_slice() else { return Err(format!("wrong try '{text}': two cells")) };
        let expected = match answer.as_str() {
            "not-the-task" => Expected::NotTheTask,
            rule => Expected::Rule(rule.to_string()),
        };
        wrong.push(WrongTry { from: cell(from)?, to: cell(to)?, text, expected });
    }
    let hint = raw.hint.as_deref().map(cell).transpose()?;
    let clock = DrawClock::started(&start, raw.count, raw.count.into());
    if raw.count > 0 && clock.running(&start).is_none() {
        return Err(format!("count {}: no draw count runs in this position", raw.count));
    }
    if let Some(reason) = clock.expired(&start) {
        return Err(format!("count {}: the game is already drawn ({})", raw.count, reason.name()));
    }
    Ok(Step { start, lines, any_move: raw.any_move, wrong, hint, clock })
}
