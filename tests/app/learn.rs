//! The rules courses on the board: a lesson played by clicks, a move the rules refuse explained
//! in the rule's words, a legal move that is not the task refused, the replies and the next
//! position coming by themselves, and the learner's progress kept.

use bevy::prelude::*;
use damier::base::state::Mode;
use damier::modes::Open;
use damier::modes::courses::CourseProgress;
use damier::modes::lesson::{LessonOnBoard, LessonProgress, LessonSource};
use damier_rules::Variant;

use crate::{click, finish_animation, last_cue, logic_app, mode, moves_on_board, open};

fn lesson_app(name: &str) -> App {
    let mut app = logic_app();
    let course = damier_learn::course(Variant::HexDame);
    let lesson = course.lessons.iter().position(|l| l.name == name).unwrap();
    open(&mut app, Open::Lesson(LessonSource { variant: Variant::HexDame, lesson }));
    assert_eq!(mode(&app), Some(Mode::Lesson));
    app
}

fn progress(app: &App) -> LessonProgress {
    app.world().resource::<LessonOnBoard>().progress.clone()
}

fn settle(app: &mut App, frames: usize) {
    for _ in 0..frames {
        app.update();
    }
}

#[test]
fn a_hexdame_lesson_is_completed_by_clicks_after_a_wrong_try() {
    let mut app = lesson_app("compulsory");
    // The wrong try: the man on g5 may not step while c3 can capture.
    click(&mut app, "g5");
    assert_eq!(last_cue(&app), "A capture is compulsory: the piece on c3 must capture.");
    click(&mut app, "c3");
    click(&mut app, "c4");
    assert_eq!(last_cue(&app), "A capture is compulsory: the piece on c3 must capture.");
    assert_eq!(moves_on_board(&app), 0);
    click(&mut app, "c3");
    click(&mut app, "e5");
    finish_animation(&mut app);
    settle(&mut app, 3);
    assert_eq!(progress(&app), LessonProgress::Done);
    assert!(app.world().resource::<CourseProgress>().is_done(Variant::HexDame, "compulsory"));
    assert!(!app.world().resource::<CourseProgress>().is_done(Variant::HexDame, "men"));
}

#[test]
fn a_legal_move_that_is_not_the_task_is_refused_with_the_task() {
    let mut app = lesson_app("crowning");
    click(&mut app, "e8");
    click(&mut app, "f8");
    assert_eq!(last_cue(&app), "That move is legal, but it is not what this lesson asks: Crown this man.");
    assert_eq!(moves_on_board(&app), 0);
    assert_eq!(app.world().resource::<LessonOnBoard>().wrong_tries, 1);
}

#[test]
fn a_solved_position_gives_way_to_the_next() {
    let mut app = lesson_app("capture");
    click(&mut app, "d4");
    click(&mut app, "f6");
    finish_animation(&mut app);
    settle(&mut app, 3);
    assert!(matches!(progress(&app), LessonProgress::StepSolved(_)));
    // A pause of 1.5 s at 60 frames a second, then the second position.
    settle(&mut app, 100);
    assert_eq!(app.world().resource::<LessonOnBoard>().step, 1);
    assert_eq!(progress(&app), LessonProgress::Playing);
    assert_eq!(moves_on_board(&app), 0);
    click(&mut app, "e5");
    click(&mut app, "e3");
    finish_animation(&mut app);
    settle(&mut app, 3);
    assert_eq!(progress(&app), LessonProgress::Done);
}

#[test]
fn the_command_line_opens_a_lesson_by_number() {
    let options = damier::app::launch::parse(["--learn", "hexdame", "--lesson", "3"]).unwrap();
    assert_eq!(options.learn, Some((Variant::HexDame, Some(2))));
    let options = damier::app::launch::parse(["--learn", "frisian"]).unwrap();
    assert_eq!(options.learn, Some((Variant::Frisian, None)));
    let Err(error) = damier::app::launch::parse(["--learn", "hexdame", "--lesson", "40"]) else {
        panic!("lesson 40 is refused")
    };
    assert!(error.to_string().contains("the HexDame course has 11 lessons"), "{error}");
    assert!(damier::app::launch::parse(["--lesson", "2"]).is_err(), "--lesson needs --learn");
}
