//! The game record: undo/redo, threefold repetition, each variant's draw rules, results.

use std::collections::HashSet;

use damier_rules::game::GameError;
use damier_rules::{Game, Move, Outcome, Position, Reason, Side, Variant, fen};

fn game_from(variant: Variant, text: &str) -> Game {
    Game::from_position(fen::read(variant.rules(), text).unwrap())
}

/// Plays `plies` non-capturing king moves that offer the opponent no capture and never repeat a
/// position (found by backtracking), checking that no result is declared on the way.
fn quiet_walk(game: &mut Game, plies: usize) {
    fn search(pos: &Position, plies: usize, seen: &mut HashSet<Position>, line: &mut Vec<Move>) -> bool {
        if plies == 0 {
            return true;
        }
        for mv in pos.legal_moves().into_iter().filter(|m| m.by_king && !m.is_capture()) {
            let next = pos.after(&mv);
            if next.has_capture() || !seen.insert(next) {
                continue;
            }
            line.push(mv);
            if search(&next, plies - 1, seen, line) {
                return true;
            }
            line.pop();
        }
        false
    }
    let mut seen = HashSet::from([*game.position()]);
    let mut line = Vec::new();
    assert!(search(game.position(), plies, &mut seen, &mut line), "a walk of {plies} plies exists");
    for (ply, mv) in line.iter().enumerate() {
        assert_eq!(game.outcome(), None, "no result yet after {ply} plies");
        game.play(mv).unwrap();
    }
}

fn draw(reason: Reason) -> Option<Outcome> {
    Some(Outcome { winner: None, reason })
}

#[test]
fn threefold_repetition_draws_on_the_third_occurrence() {
    let mut game = game_from(Variant::HexDame, "W:WKa1,b1:BKi9,h9");
    let cycle = ["a1-a2", "i9-i8", "a2-a1", "i8-i9"];
    for (ply, text) in cycle.iter().chain(&cycle).enumerate() {
        assert_eq!(game.outcome(), None, "ply {ply}");
        game.play_notation(text).unwrap();
    }
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), draw(Reason::ThreefoldRepetition));
    assert!(matches!(game.play_notation("a1-a2"), Err(GameError::Over(..))));
    game.undo();
    assert_eq!(game.outcome(), None, "undo takes the draw back");
}

#[test]
fn fmjd_twenty_five_king_moves_each() {
    let mut game = game_from(Variant::International, "W:WK46,K47,K48,6:BK3,K4,K5,45");
    quiet_walk(&mut game, 50);
    assert_eq!(game.outcome(), draw(Reason::KingMovesOnly));
}

#[test]
fn fmjd_three_pieces_against_a_king_sixteen_moves() {
    let mut game = game_from(Variant::International, "W:WK28,K32,K33:BK4");
    quiet_walk(&mut game, 32);
    assert_eq!(game.outcome(), draw(Reason::ThreePiecesAgainstKing));
}

#[test]
fn fmjd_two_pieces_against_a_king_five_moves() {
    let mut game = game_from(Variant::International, "W:WK28,36:BK4");
    quiet_walk(&mut game, 10);
    assert_eq!(game.outcome(), draw(Reason::TwoPiecesAgainstKing));
}

#[test]
fn frisian_one_king_against_one_is_a_draw_at_once_when_neither_can_force_a_capture() {
    let game = game_from(Variant::Frisian, "W:WK28:BK4");
    assert_eq!(game.outcome(), draw(Reason::KingAgainstKing));
}

#[test]
fn frisian_king_against_king_goes_on_when_the_side_to_move_must_give_its_king_away() {
    // Every White king move stays on the long diagonal, where Black takes it: the KNDB exception.
    let mut game = game_from(Variant::Frisian, "W:WK46:BK5");
    assert_eq!(game.outcome(), None);
    game.play_notation("46-41").unwrap();
    game.play_notation("5x46").unwrap();
    assert_eq!(game.outcome(), Some(Outcome { winner: Some(Side::Black), reason: Reason::NoLegalMove }));
}

#[test]
fn frisian_two_kings_beat_one_by_forcing_it_to_capture() {
    let mut game = game_from(Variant::Frisian, "W:WK35,K24:BK26");
    for mv in ["24-29", "26x30", "35x24"] {
        game.play_notation(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
    assert_eq!(game.outcome(), Some(Outcome { winner: Some(Side::White), reason: Reason::NoLegalMove }));
}

#[test]
fn frisian_two_kings_against_one_have_seven_moves() {
    let mut game = game_from(Variant::Frisian, "W:WK28,K32:BK4");
    // White moves first: its seventh move is ply 13.
    quiet_walk(&mut game, 13);
    assert_eq!(game.outcome(), draw(Reason::TwoKingsAgainstKing));
}

#[test]
fn no_legal_move_loses() {
    let game = game_from(Variant::HexDame, "W:Wa4:Bb4,b5,c4,c6,Ka5");
    assert_eq!(game.outcome(), Some(Outcome { winner: Some(Side::Black), reason: Reason::NoLegalMove }));
    let mut english = game_from(Variant::English, "W:W18:B14");
    english.play_notation("18x9").unwrap();
    let outcome = english.outcome().unwrap();
    assert_eq!(outcome.winner, Some(Side::White));
    assert_eq!(outcome.describe(english.rules()), "White wins: Red has no legal move");
}

#[test]
fn undo_redo_and_branching() {
    let rules = Variant::International.rules();
    let mut game = Game::new(rules);
    for text in ["32-28", "19-23", "28x19"] {
        game.play_notation(text).unwrap();
    }
    let third = *game.position();
    assert_eq!(game.move_text(2), "28x19");
    assert_eq!(game.undo().map(|m| game.rules().topology.number(m.from)), Some(28));
    game.undo();
    assert_eq!(game.moves().len(), 1);
    assert!(game.can_redo());
    game.redo();
    game.redo();
    assert_eq!(*game.position(), third);
    assert!(!game.can_redo());

    // A different move after an undo starts a new line and drops the redo stack.
    game.undo();
    game.undo();
    game.play_notation("17-22").unwrap();
    assert!(!game.can_redo());
    assert_eq!(game.moves().len(), 2);

    assert_eq!(
        game.play_notation("50-45").unwrap_err().to_string(),
        "move '50-45': a capture is compulsory (for example 28x17)"
    );
    game.play_notation("28x17").unwrap();
    assert_eq!(
        game.play_notation("50-45").unwrap_err().to_string(),
        "move '50-45': no piece of the side to move on 50"
    );
}

#[test]
fn resignation_and_agreement() {
    let mut game = Game::new(Variant::Brazilian.rules());
    game.resign(Side::White);
    assert_eq!(game.outcome(), Some(Outcome { winner: Some(Side::Black), reason: Reason::Resignation }));
    assert!(game.legal_moves().is_empty());
    let mut game = Game::new(Variant::HexDame.rules());
    game.play_notation("d4-e5").unwrap();
    game.agree_draw();
    assert_eq!(game.outcome(), draw(Reason::Agreement));
    game.undo();
    assert_eq!(game.outcome(), None);
}

#[test]
fn hexdame_move_list_uses_shorthand() {
    let mut game = Game::new(Variant::HexDame.rules());
    game.play_notation("d4-e5").unwrap();
    game.play_notation("f6d4x").unwrap();
    assert_eq!(game.move_text_short(0), "d4e5");
    assert_eq!(game.move_text_short(1), "f6d4x");
    assert_eq!(game.move_text(1), "f6xd4");
    assert_eq!(game.move_text(0), "d4-e5");
}

#[test]
fn a_capture_by_the_lone_king_does_not_restart_the_fmjd_count() {
    use damier_rules::{DrawClock, MaterialRule};
    // King and man against a lone king (FMJD five-move rule), five plies already played.
    let rules = Variant::International.rules();
    let before = fen::read(rules, "B:WK46,28:BK23").unwrap();
    let rule = MaterialRule::of(&before).expect("two pieces against a lone king");
    assert_eq!(rule.reason, Reason::TwoPiecesAgainstKing);
    let clock = DrawClock { rule: Some(rule), plies: 5, strong_moves: 3, king_moves: 0 };
    // The lone king takes the man: still the same ending, and its count goes on.
    let capture = before.legal_moves()[0];
    assert!(capture.is_capture());
    let after = before.after(&capture);
    let next = clock.after(&before, &capture, &after);
    assert_eq!(next.rule.map(|r| r.reason), Some(Reason::TwoPiecesAgainstKing));
    assert_eq!((next.plies, next.strong_moves), (6, 3));
    assert_eq!(next.expired(&after), None);
}

#[test]
fn the_endgame_counters_stop_at_their_largest_value() {
    use damier_rules::{DrawClock, MaterialRule};
    // The counters are narrow (the clock is one register in the search): a clock at their
    // limits stays there, still expired, instead of wrapping to a fresh count.
    let rules = Variant::International.rules();
    let before = fen::read(rules, "W:WK46:BK5").unwrap();
    let rule = MaterialRule::of(&before).expect("a king against a lone king");
    let clock = DrawClock { rule: Some(rule), plies: u8::MAX, strong_moves: u8::MAX, king_moves: u16::MAX };
    let quiet = before.legal_moves().into_iter().find(|m| m.by_king && !m.is_capture()).unwrap();
    let after = before.after(&quiet);
    let next = clock.after(&before, &quiet, &after);
    assert_eq!((next.plies, next.strong_moves, next.king_moves), (u8::MAX, u8::MAX, u16::MAX));
    assert!(next.expired(&after).is_some());
}

#[test]
fn go_to_steps_along_the_line_and_future_lists_the_undone_moves_in_order() {
    let mut game = Game::new(Variant::International.rules());
    for mv in ["32-28", "19-23", "28x19", "14x23"] {
        game.play_notation(mv).unwrap();
    }
    let line: Vec<_> = game.moves().to_vec();
    game.go_to(1);
    assert_eq!(game.moves().len(), 1);
    let future: Vec<_> = game.future().copied().collect();
    assert_eq!(future.len(), 3);
    assert!(future.iter().zip(&line[1..]).all(|(a, b)| a.same_move(b)), "in the order played");
    game.go_to(usize::MAX);
    assert_eq!(game.moves().len(), 4, "stops at the end of the line");
    assert_eq!(game.future().count(), 0);
    game.go_to(0);
    assert_eq!(game.position(), game.start());
}

/// The draw clock and the repetition count, kept move by move, agree with a fresh replay of the
/// same moves after any mix of play, undo, redo, go_to and truncate.
#[test]
fn incremental_counters_match_a_fresh_replay() {
    let mut game = game_from(Variant::International, "W:WK46,K47,31:BK5,K4,20");
    let mut seed = 0x1234_5678_u64;
    let mut next = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    for step in 0..600 {
        match next(10) {
            0..=5 => {
                let legal = game.legal_moves();
                if !legal.is_empty() {
                    game.play(&legal[next(legal.len())]).unwrap();
                }
            }
            6 => {
                game.undo();
            }
            7 => {
                game.redo();
            }
            8 => game.go_to(next(game.moves().len() + 3)),
            _ => game.truncate(next(game.moves().len() + 1)),
        }
        let mut fresh = Game::from_position(*game.start());
        for mv in game.moves() {
            fresh.play_past_end(mv).unwrap();
        }
        assert_eq!(game.draw_clock(), fresh.draw_clock(), "step {step}");
        assert_eq!(game.repetitions(), fresh.repetitions(), "step {step}");
        let count = (0..=game.moves().len()).filter(|&i| game.position_at(i) == game.position()).count();
        assert_eq!(game.repetitions(), count, "step {step}");
        assert_eq!(game.outcome(), fresh.outcome(), "step {step}");
    }
}

#[test]
fn play_past_end_goes_on_after_a_draw_rule() {
    let mut game = game_from(Variant::HexDame, "W:WKa1,b1:BKi9,h9");
    let cycle = ["a1-a2", "i9-i8", "a2-a1", "i8-i9"];
    for text in cycle.iter().chain(&cycle) {
        game.play_notation(text).unwrap();
    }
    assert_eq!(game.outcome(), draw(Reason::ThreefoldRepetition));
    let mv = damier_rules::notation::parse(game.position(), "a1-a2").unwrap();
    assert!(game.play(&mv).is_err());
    game.play_past_end(&mv).unwrap();
    assert_eq!(game.moves().len(), 9);
    let wrong = damier_rules::notation::parse(game.position(), "i9-i8").unwrap();
    game.play_past_end(&wrong).unwrap();
    assert_eq!(game.play_past_end(&wrong), Err(GameError::IllegalMove), "the other side's move");
}

#[test]
fn check_playable_names_each_problem() {
    use damier_rules::{Kind, Piece, Unplayable};
    let rules = Variant::International.rules();
    let playable = |text: &str| fen::read(rules, text).unwrap().check_playable();
    assert_eq!(playable("W:W31-50:B1-20"), Ok(()));
    let e = playable("W:W31:B").unwrap_err();
    assert!(matches!(e, Unplayable::NoPieces { side: Side::Black, .. }), "{e:?}");
    assert_eq!(e.to_string(), "Black has no pieces");
    let e = playable("W:W:B1-5").unwrap_err();
    assert!(matches!(e, Unplayable::NoPieces { .. }));
    let e = playable("W:WK1-21:B45").unwrap_err();
    assert_eq!(e, Unplayable::TooManyPieces { side: Side::White, name: "White", count: 21, max: 20 });
    assert_eq!(e.to_string(), "White has 21 pieces; a game starts with 20");
    // White to move, its only man blocked by two black men.
    let e = playable("W:W46:B41,37").unwrap_err();
    assert!(matches!(e, Unplayable::NoLegalMove { side: Side::White, .. }), "{e:?}");
    assert!(e.to_string().contains("White is to move but has no legal move"), "{e}");
    // English names Black "Red".
    let english = Variant::English.rules();
    let e = fen::read(english, "B:W21:B").unwrap().check_playable().unwrap_err();
    assert_eq!(e.to_string(), "Red has no pieces");
    // A man on its crowning row cannot even be set up; the check names its cell.
    let man = Piece { side: Side::White, kind: Kind::Man };
    let e = Position::new(rules, Side::White, [(rules.topology.from_number(3).unwrap(), man)]).unwrap_err();
    assert_eq!(e.to_string(), "the man on 3 stands on the row where it would be crowned");
    let hex = Variant::HexDame.rules();
    let e = fen::read_setup(hex, "W:Wa1:Bi9,Ke5,Ka1").unwrap_err();
    assert!(e.to_string().contains("a1 is given twice"), "{e}");
    assert!(fen::read_setup(hex, "W:Wa1:Bi9").is_ok());
}

#[test]
fn captured_pieces_lists_what_was_taken_in_order_with_its_kind() {
    use damier_rules::{Kind, Piece};
    // White's man takes the king on 28, then the man on 18; Black's king was a king when taken.
    let mut game = game_from(Variant::International, "W:W33,45:BK28,18,5");
    assert_eq!(game.captured_pieces(), []);
    game.play_notation("33x13").unwrap();
    let black = |kind| Piece { side: Side::Black, kind };
    assert_eq!(game.captured_pieces(), [black(Kind::King), black(Kind::Man)]);
    game.play_notation("5-10").unwrap();
    assert_eq!(game.captured_pieces().len(), 2, "a quiet move takes nothing");
    game.undo();
    game.undo();
    assert_eq!(game.captured_pieces(), [], "undo puts them back");
    game.redo();
    assert_eq!(game.captured_pieces(), [black(Kind::King), black(Kind::Man)]);
}

#[test]
fn frisian_king_count_ends_with_the_sides_last_man() {
    use damier_rules::KingRun;
    let rules = Variant::Frisian.rules();
    let mut pos = fen::read(rules, "W:W32:BK5,27").unwrap();
    let run = KingRun { square: rules.topology.from_number(5), count: 2 };
    pos.set_king_run(Side::Black, run).unwrap();
    let capture =
        pos.legal_moves().into_iter().find(|m| m.is_capture()).expect("32x21 takes Black's last man");
    let after = pos.after(&capture);
    assert_eq!(after.king_run(Side::Black), KingRun::default(), "a side of kings only has no count");
    let clean = fen::read(rules, &fen::write(&after)).unwrap();
    assert_eq!(after, clean, "one position, not two");
}
