//! Time controls and the clock: reading and writing controls, each control's bonus, the flag,
//! and clocks in PDN records.

use std::time::Duration;

use damier_rules::clock::{Clock, ClockError, TimeControl, format_clock, parse_clock};
use damier_rules::pdn::{self, PdnGame};
use damier_rules::{Game, Outcome, Reason, Side, Variant, fen};

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

#[test]
fn controls_read_as_players_write_them_and_as_pdn_tags() {
    let cases = [
        ("3+2", TimeControl::Fischer { base: secs(180), increment: secs(2) }, "180+2"),
        ("1+0", TimeControl::SuddenDeath { base: secs(60) }, "60"),
        ("10", TimeControl::SuddenDeath { base: secs(600) }, "600"),
        ("5d2", TimeControl::Bronstein { base: secs(300), delay: secs(2) }, "300d2"),
        ("40/90", TimeControl::MovesIn { moves: 40, time: secs(5400) }, "40/5400"),
        ("0.5+1", TimeControl::Fischer { base: secs(30), increment: secs(1) }, "30+1"),
    ];
    for (short, control, tag) in cases {
        assert_eq!(short.parse::<TimeControl>(), Ok(control), "{short}");
        assert_eq!(control.tag(), tag);
        assert_eq!(TimeControl::from_tag(tag), Ok(control), "{tag}");
        assert_eq!(control.short().parse::<TimeControl>(), Ok(control), "{}", control.short());
    }
}

#[test]
fn absurd_controls_are_refused_with_a_reason() {
    for (text, error) in [
        ("0+0", ClockError::NoTime),
        ("100000000+0", ClockError::TooLong),
        ("100000", ClockError::TooLong),
        ("3+7200", ClockError::TooLong),
        ("0/10", ClockError::Moves(0)),
        ("1000/10", ClockError::Moves(1000)),
    ] {
        assert_eq!(text.parse::<TimeControl>(), Err(error), "{text}");
    }
    for text in ["", "x", "-3+2", "3+-2", "NaN", "inf+1", "3++2", "1e3", "18446744073709551616/5"] {
        let refused = text.parse::<TimeControl>().unwrap_err();
        assert!(!refused.to_string().is_empty(), "{text}");
    }
}

#[test]
fn a_base_under_a_second_is_refused() {
    for text in ["0.0000001", "0.01+2", "0.001d1", "40/0.001"] {
        assert_eq!(text.parse::<TimeControl>(), Err(ClockError::TooShort), "{text}");
    }
    assert_eq!(TimeControl::from_tag("0.5"), Err(ClockError::TooShort));
    assert_eq!(ClockError::TooShort.to_string(), "a clock needs at least one second");
    assert_eq!(TimeControl::from_tag("1"), Ok(TimeControl::SuddenDeath { base: secs(1) }));
}

#[test]
fn amounts_are_written_without_a_bare_dot_and_small_ones_not_as_nothing() {
    let ms = Duration::from_millis;
    let cases = [
        // A second is the least base: a sixtieth of a minute.
        (TimeControl::SuddenDeath { base: secs(1) }, "0.02+0", "1"),
        // 2.998 minutes: two decimals round it to a whole number.
        (TimeControl::SuddenDeath { base: ms(179_900) }, "3+0", "179.9"),
        (TimeControl::Fischer { base: secs(100), increment: ms(1) }, "1.67+0.001", "100+0.001"),
        (
            TimeControl::Bronstein { base: secs(60), delay: Duration::from_nanos(1) },
            "1d0.000000001",
            "60d0.000000001",
        ),
        (TimeControl::MovesIn { moves: 40, time: secs(5400) }, "40/90", "40/5400"),
    ];
    for (control, short, tag) in cases {
        assert_eq!((control.short().as_str(), control.tag().as_str()), (short, tag));
        assert!(!control.to_string().contains(". "), "{control}");
    }
    let periods = TimeControl::MovesIn { moves: 40, time: ms(59_999) };
    assert_eq!(periods.to_string(), "40 moves in 1 min");
}

#[test]
fn each_control_gives_its_bonus_after_a_move() {
    let mut fischer = Clock::new("1+5".parse().unwrap());
    fischer.run(Side::White, secs(12));
    fischer.moved(Side::White);
    assert_eq!(fischer.remaining(Side::White), secs(60 - 12 + 5));
    assert_eq!(fischer.remaining(Side::Black), secs(60), "the other side's time stands");

    let mut bronstein = Clock::new("1d3".parse().unwrap());
    bronstein.run(Side::White, secs(2));
    bronstein.moved(Side::White);
    assert_eq!(bronstein.remaining(Side::White), secs(60), "a quick move costs nothing");
    bronstein.run(Side::White, secs(10));
    bronstein.moved(Side::White);
    assert_eq!(bronstein.remaining(Side::White), secs(53), "a long one costs what passes the delay");

    let mut sudden = Clock::new("1+0".parse().unwrap());
    sudden.run(Side::Black, secs(7));
    sudden.moved(Side::Black);
    assert_eq!(sudden.remaining(Side::Black), secs(53));

    let mut periods = Clock::new("2/1".parse().unwrap());
    periods.run(Side::White, secs(20));
    periods.moved(Side::White);
    assert_eq!(periods.remaining(Side::White), secs(40));
    assert_eq!(periods.moves_to_go(Side::White), Some(1));
    periods.run(Side::White, secs(20));
    periods.moved(Side::White);
    assert_eq!(periods.remaining(Side::White), secs(80), "the second period's minute is added");
}

#[test]
fn the_flag_falls_at_zero_and_the_game_is_lost_unless_the_opponent_cannot_win() {
    let mut clock = Clock::new("1+0".parse().unwrap());
    clock.run(Side::White, secs(59));
    assert_eq!(clock.flagged(), None);
    clock.run(Side::White, secs(5));
    assert_eq!(clock.flagged(), Some(Side::White));
    assert_eq!(clock.remaining(Side::White), Duration::ZERO);
    clock.moved(Side::White);
    assert_eq!(clock.remaining(Side::White), Duration::ZERO, "no bonus after the flag");

    let rules = Variant::International.rules();
    let mut game = Game::from_position(fen::read(rules, "W:W31-50:B1-20").unwrap());
    game.flag(Side::White);
    assert_eq!(game.outcome(), Some(Outcome { winner: Some(Side::Black), reason: Reason::Time }));

    // Black has a lone king: it cannot win against White's king, so White's flag draws.
    let mut game = Game::from_position(fen::read(rules, "W:WK31,K40:BK5").unwrap());
    game.flag(Side::White);
    assert_eq!(game.outcome(), Some(Outcome { winner: None, reason: Reason::TimeWithoutMating }));
    game.undo();
    assert!(game.outcome().is_some(), "with no move to take back, the result stands");
}

#[test]
fn clock_readings_round_trip() {
    for (time, text) in [(secs(177), "0:02:57"), (secs(3723), "1:02:03"), (Duration::ZERO, "0:00:00")] {
        assert_eq!(format_clock(time), text);
        assert_eq!(parse_clock(text), Ok(time));
    }
    assert_eq!(parse_clock("2:57"), Ok(secs(177)));
    assert!(parse_clock("a:b").is_err());
    assert!(parse_clock("99999999:00:00").is_err());
}

#[test]
fn clocks_are_kept_in_pdn_comments() {
    let text =
        "[TimeControl \"180+2\"]\n1. 32-28 {[%clk 0:02:59] good} 19-23 {[%clk 0:02:58]} 2. 28x19 14x23 *\n";
    let read = pdn::read(text);
    let record: PdnGame = read[0].record.clone().unwrap();
    assert_eq!(record.clocks, vec![Some(secs(179)), Some(secs(178)), None, None]);
    assert_eq!(record.comments[0], "good");
    assert_eq!(record.tag("TimeControl"), Some("180+2"));
    let written = pdn::write(&record);
    assert!(written.contains("{[%clk 0:02:59] good}") && written.contains("{[%clk 0:02:58]}"), "{written}");
    let again = pdn::read(&written)[0].record.clone().unwrap();
    assert_eq!(again.clocks, record.clocks);
    assert_eq!(again.comments, record.comments);
}
