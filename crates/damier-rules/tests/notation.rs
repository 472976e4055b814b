//! Notation: every written form resolves, ambiguous or unknown input is an error, never a guess.

use damier_rules::{Position, Variant, fen, notation};

fn position(variant: Variant, text: &str) -> Position {
    fen::read(variant.rules(), text).unwrap()
}

/// Resolves `input` and returns the move in (standard, shorthand) notation.
fn resolve(pos: &Position, input: &str) -> (String, String) {
    let legal = pos.legal_moves();
    let mv = notation::parse(pos, input).unwrap_or_else(|e| panic!("{e}"));
    let t = &pos.rules().topology;
    (notation::write(&mv, &legal, t), notation::write_short(&mv, &legal, t))
}

fn error(pos: &Position, input: &str) -> String {
    notation::parse(pos, input).expect_err(input).to_string()
}

#[test]
fn hexdame_shorthand_forms() {
    let start = Position::start(Variant::HexDame.rules());
    assert_eq!(resolve(&start, "d45"), ("d4-d5".into(), "d45".into()));
    assert_eq!(resolve(&start, "de4"), ("d4-e4".into(), "de4".into()));
    assert_eq!(resolve(&start, "d4e5"), ("d4-e5".into(), "d4e5".into()));
    assert_eq!(resolve(&start, "d4-e5"), ("d4-e5".into(), "d4e5".into()));

    let along_number_line = position(Variant::HexDame, "W:We8:Bf8");
    assert_eq!(resolve(&along_number_line, "eg8x"), ("e8xg8".into(), "eg8x".into()));
    let along_column = position(Variant::HexDame, "W:We5:Bf6,g8,d5");
    assert_eq!(resolve(&along_column, "e5g9x"), ("e5xg7xg9".into(), "e5g9x".into()));
    let back_to_start = position(Variant::HexDame, "W:Wc3:Bd3,e4,d4");
    assert_eq!(resolve(&back_to_start, "c3x"), ("c3xe3xe5xc3".into(), "c3x".into()));
    // Either route of the same move, with `x` or `-` between the cells.
    assert_eq!(resolve(&back_to_start, "c3-e5-e3-c3").1, "c3x");
}

#[test]
fn hexdame_ambiguous_captures_need_the_path() {
    let pos = position(Variant::HexDame, "W:WKi6:Bd7,e6,e7,f3");
    let message = error(&pos, "i6f2x");
    assert!(message.contains("ambiguous") && message.contains("i6xd6xf8xf2"), "{message}");
    assert_eq!(resolve(&pos, "i6xd6xf8xf2").1, "i6xd6xf8xf2", "the move list shows the path");
    assert_eq!(resolve(&pos, "i6xc6xf9xf2").0, "i6xc6xf9xf2");
    // Another landing on the first line (b6 instead of c6) is not a route: e6..d7 don't line up.
    assert!(error(&pos, "i6xb6xf9xf2").contains("not a legal capture route"));
}

#[test]
fn square_board_forms() {
    let pos = position(Variant::International, "W:WK32:B13,18,21,28");
    assert!(error(&pos, "32x26").contains("ambiguous"));
    assert_eq!(resolve(&pos, "32x23x12x26").0, "32x23x12x26");
    assert_eq!(resolve(&pos, "32x19x8x26").0, "32x19x8x26");
    let start = Position::start(Variant::International.rules());
    assert_eq!(resolve(&start, "32-28").0, "32-28");
    let loop_capture = position(Variant::International, "W:W28:B22,12,13,23");
    assert_eq!(resolve(&loop_capture, "28x28").0, "28x17x8x19x28");
}

#[test]
fn bad_input_is_an_error() {
    let hex = Position::start(Variant::HexDame.rules());
    assert!(error(&hex, "").contains("empty"));
    assert!(error(&hex, "z9").contains("not a HexDame move"));
    assert!(error(&hex, "a1-a9").contains("'a9' is not a HexDame cell"));
    assert!(error(&hex, "d4-d6").contains("a man moves one cell at a time"));
    assert!(error(&hex, "f6-e5").contains("no piece of the side to move on f6"));
    assert!(error(&hex, "d4xe5").contains("has nothing to capture there"));
    let intl = Position::start(Variant::International.rules());
    assert!(error(&intl, "51-46").contains("'51' is not a square number (1..50)"));
    assert!(error(&intl, "32-").contains("expected cells"));
    assert!(error(&intl, "32--28").contains("expected cells"));
}

#[test]
fn a_line_is_written_move_by_move_in_its_positions() {
    let start = Position::start(Variant::HexDame.rules());
    let moves = ["d4-e5", "f6xd4", "c3xe5"];
    let mut pos = start;
    let mut line = Vec::new();
    for text in moves {
        let mv = notation::parse(&pos, text).unwrap();
        pos = pos.after(&mv);
        line.push(mv);
    }
    // The capture's shorthand depends on the position it is played in, not the start.
    assert_eq!(notation::line_short(&start, &line), ["d4e5", "f6d4x", "c3e5x"]);
    assert!(notation::line_short(&start, &[]).is_empty());
}
