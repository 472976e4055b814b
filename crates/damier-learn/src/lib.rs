//! Damier's rules courses, one per variant: lessons in the order a teacher gives them, each a
//! short text, one or more positions and a task per position. A lesson is data
//! (`courses/<variant>.toml`): the position, the lines that solve it (the learner's moves and
//! the replies that play themselves), the wrong tries a learner is likely to make and the rule
//! that refuses each. The texts are the game's, in its four languages, under message ids built
//! from the course and the lesson's name ([`Lesson::message_id`]).
//!
//! - [`course`]: the data, read and checked against the rules engine.
//! - [`judge`]: what a learner's move does to a step: accepted, not the task, or done.
//! - [`courses`]: the five built-in courses.

#![forbid(unsafe_code)]

pub mod course;
pub mod courses;
pub mod judge;

pub use course::{Course, CourseError, Expected, Lesson, Step, WrongTry};
pub use courses::{all_courses, course};
pub use judge::Judgement;
