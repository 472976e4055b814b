//! Games on a clock: time runs for the side to move, increments, the flag, a paused or
//! standing clock, and the clock kept in the record.

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use damier::game::{GameCommand, Match, Turn};
use damier::modes::Open;
use damier::modes::records::{self, Autosave};
use damier_ai::Level;
use damier_rules::Variant;

use crate::{click, command, finish_animation, fresh_dir, logic_app, moves_on_board, open, wait_for_moves};

fn clocked_app(control: &str, computer: [Option<Level>; 2]) -> App {
    let mut app = logic_app();
    let mut new = Match::new(damier_rules::Position::start(Variant::International.rules()));
    new.computer = computer;
    new.clock = Some(damier_rules::clock::Clock::new(control.parse().unwrap()));
    open(&mut app, Open::Game(Box::new(new)));
    app
}

fn time_left(app: &App, side: damier_rules::Side) -> Duration {
    app.world().resource::<Match>().clock.as_ref().unwrap().remaining(side)
}

/// The side to move's flag falls when its time is gone, and the game is lost on time.
#[test]
fn the_flag_falls_and_the_game_is_lost_on_time() {
    use damier_rules::{Reason, Side};
    let mut app = clocked_app("0.02+0", [None, None]); // 1.2 s each
    for _ in 0..100 {
        app.update();
    }
    let outcome = app.world().resource::<Match>().game.outcome().expect("the game is over");
    assert_eq!((outcome.winner, outcome.reason), (Some(Side::Black), Reason::Time));
    assert_eq!(time_left(&app, Side::White), Duration::ZERO);
    assert_eq!(time_left(&app, Side::Black), Duration::from_millis(1200), "Black's clock never ran");
    app.update();
    assert_eq!(*app.world().resource::<State<Turn>>().get(), Turn::Over);
}

/// Fischer: each move earns its increment; the clock stops while a move is shown and while a
/// hot-seat game is paused.
#[test]
fn a_move_earns_the_increment_and_a_paused_clock_stands() {
    use damier_rules::Side;
    let mut app = clocked_app("1+5", [None, None]);
    for _ in 0..60 {
        app.update();
    }
    let before_move = time_left(&app, Side::White);
    assert!(
        before_move <= Duration::from_secs(59) && before_move > Duration::from_secs(58),
        "{before_move:?}"
    );
    click(&mut app, "32");
    click(&mut app, "28");
    let after_move = time_left(&app, Side::White);
    assert!(after_move > before_move + Duration::from_secs(4), "+5 s: {before_move:?} -> {after_move:?}");
    let black_before = time_left(&app, Side::Black);
    finish_animation(&mut app);
    assert!(
        time_left(&app, Side::Black) + Duration::from_millis(50) >= black_before,
        "no time runs during the hops"
    );
    command(&mut app, GameCommand::PauseClock(true));
    let paused_at = time_left(&app, Side::Black);
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(time_left(&app, Side::Black), paused_at, "paused");
    command(&mut app, GameCommand::PauseClock(false));
    for _ in 0..30 {
        app.update();
    }
    assert!(time_left(&app, Side::Black) < paused_at, "running again");
    let readings = app.world().resource::<Match>().clock_readings.clone();
    assert_eq!(readings, vec![Some(after_move)], "the move's clock is noted for the record");
}

/// A recorded game opened for analysis shows the times it was played with, and its clock
/// stands.
#[test]
fn a_game_opened_for_analysis_has_no_running_clock() {
    use damier_rules::Side;
    let mut played = clocked_app("3+2", [None, None]);
    command(&mut played, GameCommand::Typed("32-28".into()));
    finish_animation(&mut played);
    let record = records::record_of(played.world().resource::<Match>());
    let mut app = logic_app();
    open(&mut app, Open::Analysis(Box::new(records::match_of(&record))));
    let before = [time_left(&app, Side::White), time_left(&app, Side::Black)];
    assert!(before[0] > Duration::from_secs(180), "the record's reading, with its increment: {before:?}");
    for _ in 0..120 {
        app.update();
    }
    assert_eq!([time_left(&app, Side::White), time_left(&app, Side::Black)], before);
}

/// A game on a clock is saved with its time control and each move's clock, and Continue
/// restores both sides' time.
#[test]
fn the_clock_is_saved_in_the_record_and_restored() {
    use damier_rules::Side;
    let dir = fresh_dir("clock");
    let path = dir.join("autosave.pdn");
    let mut app = clocked_app("3+2", [None, None]);
    app.world_mut().insert_resource(Autosave::open(path.clone()));
    for mv in ["32-28", "19-23"] {
        for _ in 0..30 {
            app.update();
        }
        command(&mut app, GameCommand::Typed(mv.into()));
        finish_animation(&mut app);
    }
    let (white, black) = (time_left(&app, Side::White), time_left(&app, Side::Black));
    // The game ends: what the autosave's thread had still to write is written.
    drop(app);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("[TimeControl \"180+2\"]") && text.contains("[%clk 0:03:0"), "{text}");
    let offer = Autosave::open(path).offer.expect("the autosave holds the game");
    let resumed = records::match_of(&offer);
    let clock = resumed.clock.expect("the clock comes back");
    assert_eq!(clock.control.tag(), "180+2");
    // PDN keeps whole seconds.
    assert_eq!(clock.remaining(Side::White).as_secs(), white.as_secs());
    assert!(black.as_secs().abs_diff(clock.remaining(Side::Black).as_secs()) <= 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The computer plays on the clock: it replies in time, well inside a short control.
#[test]
fn the_computer_plays_on_the_clock() {
    use damier_rules::Side;
    let mut app = clocked_app("0.1+0", [None, Some(Level::Maximum)]); // 6 s each
    // 33-28 leaves the opening book, so that the computer searches on the clock.
    click(&mut app, "33");
    click(&mut app, "28");
    finish_animation(&mut app);
    // The engine keeps to wall-clock time, so from here the game clock runs on it too (until
    // now a frame was a sixtieth of a second however fast the test ran them).
    app.insert_resource(TimeUpdateStrategy::Automatic);
    wait_for_moves(&mut app, 2, Duration::from_secs(10));
    assert_eq!(moves_on_board(&app), 2, "the computer replied");
    assert!(app.world().resource::<Match>().game.outcome().is_none(), "without losing on time");
    assert!(time_left(&app, Side::Black) > Duration::from_secs(3), "{:?} left", time_left(&app, Side::Black));
}
