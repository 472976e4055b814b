//! The engine: finds shots, never plays an illegal move, honours its limits, stops when asked,
//! and is deterministic for a seed.

use std::time::{Duration, Instant};

use damier_ai::{Book, Clock, Engine, Evaluator, Level, Limits, Options};
use damier_rules::{Game, Position, Variant, fen, notation};

fn engine(variant: Variant) -> Engine {
    Engine::new(Evaluator::for_rules(variant.rules()), 8)
}

fn best_move(variant: Variant, position: &str, limits: Limits) -> String {
    let rules = variant.rules();
    let game = Game::from_position(fen::read(rules, position).unwrap());
    let outcome = engine(variant).search(&game, &limits, &Options::default(), |_| {});
    let legal = game.position().legal_moves();
    notation::write(&outcome.best.unwrap(), &legal, &rules.topology)
}

#[test]
fn finds_a_fork_in_international() {
    // 31-27 attacks 21 and 32 at once (27x16 or 27x38), and Black cannot capture 27.
    assert_eq!(best_move(Variant::International, "W:W31,49:B4,21,32", Limits::nodes(200_000)), "31-27");
}

#[test]
fn wins_a_trapped_man_in_hexdame() {
    // After b1-c1 the man on d2 is attacked, and both of its escapes (c2, d1) are captured too.
    assert_eq!(best_move(Variant::HexDame, "W:Wb1,c4,d6:Bd2,h8,i8", Limits::nodes(200_000)), "b1-c1");
}

#[test]
fn takes_the_most_valuable_frisian_capture_and_sees_why() {
    // Two kings (398) outweigh three men (300): the rules force it, and the engine must score
    // what is left: White's one man against three (about -3), not against three men and two kings.
    let rules = Variant::Frisian.rules();
    let game = Game::from_position(fen::read(rules, "W:W28:B22,11,7,K33,K44").unwrap());
    let outcome = engine(Variant::Frisian).search(&game, &Limits::depth(4), &Options::default(), |_| {});
    assert_eq!(notation::write(&outcome.best.unwrap(), &game.legal_moves(), &rules.topology), "28x50");
    assert!((-400..-150).contains(&outcome.info.score), "score {}", outcome.info.score);
}

#[test]
fn sees_a_forced_win() {
    // English: the last Red man is trapped; any White move that keeps the trap wins.
    let rules = Variant::English.rules();
    let game = Game::from_position(fen::read(rules, "W:WK14,K10:B5").unwrap());
    let outcome = engine(Variant::English).search(&game, &Limits::depth(8), &Options::default(), |_| {});
    assert!(outcome.info.score > damier_ai::MATE - 100, "score {}", outcome.info.score);
}

#[test]
fn never_returns_an_illegal_move() {
    let mut seed = 7u64;
    for variant in Variant::ALL {
        let mut e = engine(variant);
        for game_number in 0..6 {
            let mut game = Game::new(variant.rules());
            for _ in 0..60 {
                if game.outcome().is_some() {
                    break;
                }
                let limits = Limits { depth: Some(3), nodes: Some(20_000), ..Limits::default() };
                let options =
                    Options { seed: game_number, variety: 30, variety_plies: 20, ..Options::default() };
                let best = e.search(&game, &limits, &options, |_| {}).best.expect("a move");
                assert!(game.legal_moves().iter().any(|m| m.same_move(&best)), "{variant}: illegal move");
                // Vary the games: every third move is a random legal one.
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let legal = game.legal_moves();
                let mv = if seed >> 62 == 0 { legal[(seed >> 33) as usize % legal.len()] } else { best };
                game.play(&mv).unwrap();
            }
        }
    }
}

#[test]
fn honours_its_time_limit() {
    let game = Game::new(Variant::International.rules());
    let mut e = engine(Variant::International);
    let clock = Instant::now();
    let outcome = e.search(&game, &Limits::movetime(Duration::from_millis(300)), &Options::default(), |_| {});
    let took = clock.elapsed();
    assert!(outcome.best.is_some());
    assert!(took < Duration::from_millis(300 + 250), "took {took:?}");
    assert!(outcome.info.depth >= 1);
}

#[test]
fn stops_promptly_when_asked() {
    let game = Game::new(Variant::HexDame.rules());
    let mut e = engine(Variant::HexDame);
    let stop = e.stop_flag();
    let handle = std::thread::spawn(move || {
        let outcome = e.search(&game, &Limits::default(), &Options::default(), |_| {});
        (outcome, Instant::now())
    });
    std::thread::sleep(Duration::from_millis(200));
    let asked = Instant::now();
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    let (outcome, returned) = handle.join().unwrap();
    assert!(
        returned.duration_since(asked) < Duration::from_millis(100),
        "stopped after {:?}",
        returned - asked
    );
    assert!(outcome.best.is_some(), "the best move so far");
}

#[test]
fn deterministic_for_a_seed_and_varied_between_seeds() {
    let rules = Variant::International.rules();
    let game = Game::new(rules);
    let level = Level::Casual;
    let play = |seed| {
        let mut e = Engine::new(level.evaluator(rules), 4);
        e.search(&game, &level.limits(), &level.options(seed), |_| {}).best.unwrap()
    };
    assert!(play(3).same_move(&play(3)));
    let openings: std::collections::BTreeSet<String> =
        (0..12).map(|seed| notation::write(&play(seed), &game.legal_moves(), &rules.topology)).collect();
    assert!(openings.len() >= 2, "the computer always opens {openings:?}");
}

#[test]
fn every_level_plays_from_every_start() {
    for variant in Variant::ALL {
        let game = Game::from_position(Position::start(variant.rules()));
        for level in [Level::Beginner, Level::Casual] {
            let mut e = Engine::new(level.evaluator(variant.rules()), 4);
            let outcome = e.search(&game, &level.limits(), &level.options(1), |_| {});
            assert!(outcome.best.is_some(), "{variant} {level:?}");
        }
    }
}

#[test]
fn draw_rules_are_scored_inside_the_search() {
    // Frisian: one king against one is a draw at once, unless a king must be given away.
    let frisian = Variant::Frisian.rules();
    let game = Game::from_position(fen::read(frisian, "W:WK28:BK4").unwrap());
    assert_eq!(game.outcome().map(|o| o.winner), Some(None), "the record already calls it a draw");
    let game = Game::from_position(fen::read(frisian, "W:WK46:BK5").unwrap());
    assert_eq!(game.outcome(), None, "every White move lands on Black's diagonal");
    assert!(e_search(&game, 4) < -5000, "the search sees the king lost");
    // Two kings against one: forcing the lone king to capture wins (24-29 26x30 35x24).
    let game = Game::from_position(fen::read(frisian, "W:WK35,K24:BK26").unwrap());
    assert!(e_search(&game, 6) > 5000, "the search finds the forced capture");
    // Two kings against one on the long diagonal: FMJD's five-move rule ends it in a draw, and
    // the search, seeing past ten plies, scores it so (a bare evaluation says two kings up).
    let international = Variant::International.rules();
    let game = Game::from_position(fen::read(international, "W:WK1,K2:BK46").unwrap());
    let deep = e_search(&game, 14);
    assert_eq!(deep, 0, "two kings cannot beat a king on the long diagonal in five moves");
    let shallow = e_search(&game, 4);
    assert!(shallow > 300, "within the horizon only material shows: {shallow}");
}

fn e_search(game: &Game, depth: u32) -> i32 {
    let mut e = Engine::new(Evaluator::for_rules(game.rules()), 8);
    e.search(game, &Limits::depth(depth), &Options::default(), |_| {}).info.score
}

#[test]
fn a_stop_sent_before_the_search_starts_is_kept() {
    // A GUI may send `stop` right after `go`, before the search thread has begun.
    let game = Game::new(Variant::International.rules());
    let mut e = engine(Variant::International);
    e.stop_flag().store(true, std::sync::atomic::Ordering::Relaxed);
    let clock = Instant::now();
    let outcome = e.search(&game, &Limits::default(), &Options::default(), |_| {});
    assert!(clock.elapsed() < Duration::from_millis(200), "took {:?}", clock.elapsed());
    assert!(outcome.best.is_some(), "a legal move all the same");
}

#[test]
fn seconds_are_bounded_to_a_week() {
    use damier_ai::{MAX_TIME, TimeError, parse_seconds};
    assert_eq!(parse_seconds("1.5"), Ok(Duration::from_millis(1500)));
    assert_eq!(parse_seconds("0"), Ok(Duration::ZERO));
    assert_eq!(parse_seconds("604800"), Ok(MAX_TIME));
    for text in ["604800.5", "1e19", "3e19", "18446744073709551616", "1e300"] {
        assert!(matches!(parse_seconds(text), Err(TimeError::TooLong(_))), "{text}");
    }
    for text in ["-1", "-0.001", "NaN", "inf", "-inf", "infinity"] {
        assert!(matches!(parse_seconds(text), Err(TimeError::OutOfRange(_))), "{text}");
    }
    for text in ["", "abc", "1s", "0x10"] {
        assert!(matches!(parse_seconds(text), Err(TimeError::NotANumber(_))), "{text}");
    }
    assert!(parse_seconds("1e19").unwrap_err().to_string().contains("more than a week"));
    assert!(Limits::movetime(MAX_TIME).check().is_ok());
    assert!(Limits::movetime(MAX_TIME + Duration::from_nanos(1)).check().is_err());
}

/// On a sudden-death clock each of the 30 moves assumed to come keeps 5 ms for its overhead:
/// with less than that left the engine plans a millisecond, still a searched move.
#[test]
fn a_short_clock_keeps_time_for_the_moves_to_come() {
    let left = |ms| Limits {
        clock: Some(Clock {
            remaining: Duration::from_millis(ms),
            increment: Duration::ZERO,
            moves_to_go: None,
        }),
        ..Limits::default()
    };
    assert_eq!(left(450).budget(), Some(Duration::from_millis(10)), "(450 - 30 × 5) / 30");
    assert_eq!(left(100).budget(), Some(Duration::from_millis(1)));
    let (_, hard) = left(1).time_plan();
    assert!(hard.is_some_and(|h| h < Duration::from_millis(1)), "{hard:?}");
    let game = Game::new(Variant::International.rules());
    let outcome = engine(Variant::International).search(&game, &left(100), &Options::default(), |_| {});
    assert!(outcome.info.depth >= 1, "a searched move, not the first one generated");
}

#[test]
fn time_arithmetic_saturates() {
    use damier_ai::deadline_after;
    let huge = Clock { remaining: Duration::MAX, increment: Duration::MAX, moves_to_go: Some(0) };
    let limits = Limits { clock: Some(huge), ..Limits::default() };
    assert!(limits.budget().is_some_and(|b| b >= Duration::from_secs(1 << 60)));
    let tiny = Clock { remaining: Duration::from_secs(1), increment: Duration::MAX, moves_to_go: None };
    assert_eq!(Limits { clock: Some(tiny), ..Limits::default() }.budget(), Some(Duration::from_millis(500)));
    assert_eq!(deadline_after(Instant::now(), Duration::MAX), None);
    // A search with a time no clock can reach still ends (here by depth), without a panic.
    for limits in [
        Limits { depth: Some(3), movetime: Some(Duration::MAX), ..Limits::default() },
        Limits { depth: Some(3), ..limits },
    ] {
        let game = Game::new(Variant::International.rules());
        let outcome = engine(Variant::International).search(&game, &limits, &Options::default(), |_| {});
        assert!(outcome.best.is_some());
    }
}

/// A question ("does the score reach q?") answers as the exact score does: at least q when the
/// exact score is well above it, below q when well below; the fork's win of a man included.
#[test]
fn a_question_to_the_search_is_answered_as_the_exact_score_says() {
    let proof = Options { prune: false, ..Options::default() };
    for (variant, position) in [
        (Variant::International, "W:W31,49:B4,21,32"),
        (Variant::HexDame, "W:Wb1,c4,d6:Bd2,h8,i8"),
        (Variant::International, "W:W31-50:B1-20"),
    ] {
        let game = Game::from_position(fen::read(variant.rules(), position).unwrap());
        let exact = engine(variant).search(&game, &Limits::depth(7), &proof, |_| {}).info.score;
        for (question, reached) in [(exact - 60, true), (exact + 60, false)] {
            let asked = Options { reaches: Some(question), ..proof.clone() };
            let bound = engine(variant).search(&game, &Limits::depth(7), &asked, |_| {}).info.score;
            assert_eq!(
                bound >= question,
                reached,
                "{position}: exact {exact}, asked {question}, bound {bound}"
            );
        }
    }
}

#[test]
fn a_book_move_is_played_at_once_and_only_where_the_book_knows_the_position() {
    let rules = Variant::International.rules();
    let book = Book::parse(rules, ": 31-27 +6 32-28 +4 33-29 -30\n31-27 19-23 : 27-22 +2\n").unwrap();
    let mut engine = engine(Variant::International);
    engine.set_book(Some(std::sync::Arc::new(book)));
    let long = Limits::movetime(Duration::from_secs(20));
    let game = Game::new(rules);
    let started = Instant::now();
    let outcome = engine.search(&game, &long, &Options::default(), |_| {});
    assert!(started.elapsed() < Duration::from_secs(1), "no search");
    let said = |o: &damier_ai::Outcome, g: &Game| {
        notation::write(&o.best.unwrap(), &g.legal_moves(), &rules.topology)
    };
    assert_eq!(said(&outcome, &game), "31-27");
    assert!(outcome.info.from_book && outcome.info.depth == 0 && outcome.info.score == 6);
    // With variety, the close moves are both played, the far one never.
    let picks: Vec<String> = (0..24)
        .map(|seed| {
            let options = Options { seed, variety: 5, variety_plies: 10, ..Options::default() };
            said(&engine.search(&game, &long, &options, |_| {}), &game)
        })
        .collect();
    assert!(picks.contains(&"31-27".into()) && picks.contains(&"32-28".into()), "{picks:?}");
    assert!(!picks.contains(&"33-29".into()), "{picks:?}");
    // Out of the book, the engine searches.
    let mut out = game.clone();
    out.play_notation("32-28").unwrap();
    let outcome = engine.search(&out, &Limits::depth(4), &Options::default(), |_| {});
    assert!(!outcome.info.from_book && outcome.info.depth == 4);
    let mut deeper = game.clone();
    deeper.play_notation("31-27").unwrap();
    deeper.play_notation("19-23").unwrap();
    assert_eq!(said(&engine.search(&deeper, &long, &Options::default(), |_| {}), &deeper), "27-22");
    // A search until stopped (pondering, analysis) searches a book position instead of
    // answering from the book, and answers only when stopped.
    let outcome = search_until_stopped(&mut engine, &game, Duration::from_millis(300));
    assert!(!outcome.info.from_book && outcome.info.depth > 0);
}

#[test]
fn a_forced_move_is_played_at_once_on_a_clock_but_searched_until_stopped() {
    let rules = Variant::International.rules();
    // White's only move is the capture 28x19.
    let mut game = Game::new(rules);
    game.play_notation("32-28").unwrap();
    game.play_notation("19-23").unwrap();
    assert_eq!(game.legal_moves().len(), 1);
    let mut engine = engine(Variant::International);
    let started = Instant::now();
    let outcome =
        engine.search(&game, &Limits::movetime(Duration::from_secs(20)), &Options::default(), |_| {});
    assert!(started.elapsed() < Duration::from_secs(1) && outcome.info.depth == 0);
    let outcome = search_until_stopped(&mut engine, &game, Duration::from_millis(300));
    assert!(outcome.best.is_some() && outcome.info.depth > 0);
    // A win proven at once still waits for the stop.
    let english = Variant::English.rules();
    let won = Game::from_position(fen::read(english, "W:WK14,K10:B5").unwrap());
    let outcome = search_until_stopped(&mut self::engine(Variant::English), &won, Duration::from_millis(300));
    assert!(outcome.info.score > damier_ai::MATE - 100, "score {}", outcome.info.score);
}

/// A search with no limit of `game`, stopped after `delay`; it must not answer before.
fn search_until_stopped(engine: &mut Engine, game: &Game, delay: Duration) -> damier_ai::Outcome {
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    engine.set_stop_flag(std::sync::Arc::clone(&stop));
    let started = Instant::now();
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(delay);
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
    });
    let outcome = engine.search(game, &Limits::default(), &Options::default(), |_| {});
    let answered = started.elapsed();
    stopper.join().unwrap();
    assert!(answered >= delay, "a search with no limit answered after {answered:?}, before it was stopped");
    outcome
}
