//! Every lesson of every course, replayed through the rules engine and the judge: each solving
//! line is accepted move by move with its replies playing themselves, each listed wrong try is
//! refused with its reason, each hint points at the piece to move, and each text exists in the
//! game's four languages.

use std::collections::BTreeSet;
use std::path::Path;

use damier_learn::{Course, Expected, Judgement, all_courses};
use damier_rules::{Game, Move, Variant, why_not};

#[test]
fn every_course_has_eight_to_fifteen_lessons_ending_with_a_test() {
    for course in all_courses() {
        let variant = course.variant;
        let count = course.lessons.len();
        assert!((8..=15).contains(&count), "{variant}: {count} lessons");
        let (last, teaching) = course.lessons.split_last().unwrap();
        assert!(last.test, "{variant}: the last lesson is the test");
        assert!(teaching.iter().all(|l| !l.test), "{variant}: only the last lesson is a test");
        let names: BTreeSet<&str> = course.lessons.iter().map(|l| l.name.as_str()).collect();
        assert_eq!(names.len(), count, "{variant}: lesson names are unique");
    }
}

#[test]
fn every_solution_replays_and_every_wrong_try_is_refused_with_its_reason() {
    let mut wrong_tries = 0;
    for course in all_courses() {
        for lesson in &course.lessons {
            for (index, step) in lesson.steps.iter().enumerate() {
                let at = format!("{} {} step {}", course.variant, lesson.name, index + 1);
                for line in &step.lines {
                    let mut played: Vec<Move> = Vec::new();
                    for (ply, mv) in line.iter().enumerate() {
                        if ply % 2 == 0 {
                            assert_eq!(step.judge(&played, mv), Judgement::Accepted, "{at}: ply {ply}");
                        } else {
                            assert_eq!(step.reply(&played), Some(*mv), "{at}: the reply at ply {ply}");
                        }
                        played.push(*mv);
                    }
                    assert!(step.solved(&played), "{at}: a line played to its end solves the step");
                    // The game the board keeps takes every move of the line: none comes after its end.
                    let mut game = Game::from_position_with_clock(step.start, step.clock);
                    for (ply, mv) in line.iter().enumerate() {
                        game.play(mv).unwrap_or_else(|e| panic!("{at}: ply {ply} in the game: {e}"));
                    }
                }
                for wrong in &step.wrong {
                    let at = format!("{at}: wrong try {}", wrong.text);
                    match &wrong.expected {
                        Expected::Rule(rule) => {
                            let refusal = why_not(&step.start, wrong.from, wrong.to);
                            assert_eq!(refusal.as_ref().map(|r| r.name()), Some(rule.as_str()), "{at}");
                        }
                        Expected::NotTheTask => {
                            let legal = step.start.legal_moves();
                            let mv = legal.iter().find(|m| m.from == wrong.from && m.to == wrong.to);
                            let mv = mv.unwrap_or_else(|| panic!("{at}: not a legal move"));
                            assert_eq!(step.judge(&[], mv), Judgement::NotTheTask, "{at}");
                            assert!(!step.solved(&[*mv]), "{at}");
                        }
                    }
                    wrong_tries += 1;
                }
                if let Some(hint) = step.hint {
                    assert_eq!(step.expected(&[]).map(|m| m.from), Some(hint), "{at}: the hint's piece");
                }
                assert!(!lesson.test || step.hint.is_none(), "{at}: a test gives no hints");
            }
        }
    }
    assert!(wrong_tries >= 40, "only {wrong_tries} wrong tries in all");
}

#[test]
fn a_wrong_move_is_not_the_task_and_nothing_is_solved_before_its_end() {
    let course = damier_learn::course(Variant::HexDame);
    let step = &course.lesson("multiple").unwrap().steps[0];
    assert!(!step.solved(&[]));
    let legal = step.start.legal_moves();
    assert_eq!(step.judge(&[], &legal[0]), Judgement::Accepted);
    let crowning = &course.lesson("crowning").unwrap().steps[0];
    let sideways = crowning.start.legal_moves().into_iter().find(|m| !crowning.solved(&[*m])).unwrap();
    assert_eq!(crowning.judge(&[], &sideways), Judgement::NotTheTask);
    assert_eq!(crowning.reply(&[]), None, "no reply is due before the learner moves");
}

#[test]
fn a_broken_course_file_says_where_and_why() {
    let bad_move = "variant = \"hexdame\"\n[[lesson]]\nname = \"x\"\n[[lesson.step]]\nfen = \"W:We4:Bh8\"\nlines = [\"e4-e6\"]\n";
    let error = Course::parse(bad_move).unwrap_err().to_string();
    assert!(error.starts_with("lesson 1 (x), step 1: line 'e4-e6'"), "{error}");
    assert!(error.contains("a man moves one cell"), "{error}");
    let bad_fen = bad_move.replace("W:We4:Bh8", "W:Wz9:Bh8");
    assert!(Course::parse(&bad_fen).unwrap_err().to_string().contains("fen:"));
    let unknown_key = bad_move.replace("lines", "line");
    assert!(Course::parse(&unknown_key).is_err());
    assert!(Course::parse("variant = \"chess\"\n").unwrap_err().to_string().contains("chess"));
}

/// The message ids a lesson needs, in every language's `lessons/<variant>.ftl`.
#[test]
fn every_lesson_text_exists_in_every_language() {
    let locales = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/locales");
    for language in ["en", "fr", "nl", "de"] {
        for course in all_courses() {
            let file = locales.join(language).join("lessons").join(format!("{}.ftl", course.variant.id()));
            let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            let ids: BTreeSet<&str> =
                text.lines().filter_map(|l| l.split_once(" =")).map(|(id, _)| id.trim()).collect();
            for lesson in &course.lessons {
                let mut needed: Vec<String> =
                    ["title", "text"].iter().map(|part| lesson.message_id(course.variant, part)).collect();
                if !lesson.test {
                    needed.push(lesson.message_id(course.variant, "rule"));
                }
                needed.extend((0..lesson.steps.len()).map(|i| lesson.task_id(course.variant, i)));
                for id in needed {
                    assert!(ids.contains(id.as_str()), "{language}: `{id}` is missing");
                }
            }
        }
    }
}

/// Where a variant has a draw count, its draws lesson lets the learner play the move that ends
/// the game by it, whatever the move (the step begins late in the count).
#[test]
fn every_draws_lesson_with_a_count_ends_a_game_by_it() {
    for course in all_courses() {
        let draws = course.lesson("draws").unwrap_or_else(|| panic!("{}: a draws lesson", course.variant));
        let begun = |s: &&damier_learn::Step| s.clock.plies > 0 || s.clock.king_moves > 0;
        let counted: Vec<_> = draws.steps.iter().filter(begun).collect();
        if course.variant == Variant::HexDame {
            assert!(counted.is_empty(), "HexDame has no count");
            continue;
        }
        assert!(!counted.is_empty(), "{}: no step lives through a count", course.variant);
        for step in counted {
            let (reason, plies) = step.clock.running(&step.start).unwrap();
            assert!(
                step.any_move && plies == 1,
                "{}: {reason:?} ends with the learner's move",
                course.variant
            );
            for mv in step.start.legal_moves() {
                let mut game = Game::from_position_with_clock(step.start, step.clock);
                game.play(&mv).unwrap();
                let outcome =
                    game.outcome().unwrap_or_else(|| panic!("{}: {mv:?} ends nothing", course.variant));
                assert_eq!((outcome.winner, outcome.reason), (None, reason), "{}", course.variant);
            }
        }
    }
}
