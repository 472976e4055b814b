//! Every draw rule and end from data: each case's moves are legal, no result comes before the
//! last, and the last gives the end the data names.

#[path = "support/endings.rs"]
mod endings;

use damier_rules::{Game, fen};

#[test]
fn every_ending_in_the_data_ends_as_the_rules_say() {
    let cases = endings::read();
    assert!(cases.len() >= 15, "too few cases");
    for case in cases {
        let context = format!("{} (line {})", case.name, case.line);
        let start = fen::read(case.variant.rules(), &case.fen).unwrap_or_else(|e| panic!("{context}: {e}"));
        let mut game = Game::from_position(start);
        for (ply, text) in case.moves.iter().enumerate() {
            assert_eq!(game.outcome(), None, "{context}: ended before ply {ply}");
            game.play_notation(text).unwrap_or_else(|e| panic!("{context}: ply {ply} {text}: {e}"));
        }
        assert_eq!(game.outcome(), case.end, "{context}");
    }
}

#[test]
fn every_reason_has_a_name_that_reads_back() {
    for reason in damier_rules::Reason::ALL {
        assert_eq!(damier_rules::Reason::from_id(reason.id()), Some(reason));
    }
}
