//! The capture-route viewer's data: every complete capture route, legal or not, with the reason
//! the rules forbid it. Checked against the legal generator and the plain reference enumeration
//! over random positions, then on teaching positions with their exact routes.

mod common;

use std::collections::BTreeSet;

use common::{RefRoute, Rng, all_rules, random_position, reference_key, reference_routes, reference_value};
use damier_rules::{
    Kind, Move, Position, Precedence, Route, Square, Variant, Verdict, all_capture_routes, capture_routes,
    fen,
};

/// A move by the rules' identity: start, end and captured set.
type Identity = (Square, Square, BTreeSet<Square>);

fn identity(mv: &Move) -> Identity {
    (mv.from, mv.to, mv.captured_squares().collect())
}

/// How often each verdict was seen, so that the random test cannot pass vacuously.
#[derive(Default)]
struct Seen {
    positions: usize,
    fewer: usize,
    lower: usize,
    king_preferred: usize,
    other_piece: usize,
    free_unequal: usize,
}

/// The verdict the rules text gives a route, from the reference enumeration alone.
fn expected_verdict(pos: &Position, all: &[RefRoute], route: &RefRoute) -> Verdict {
    let best = all.iter().map(|r| reference_key(pos, r)).max().unwrap();
    if reference_key(pos, route) == best {
        return Verdict::Legal;
    }
    match pos.rules().precedence {
        Precedence::Number => Verdict::FewerPieces { most: best as u32 },
        Precedence::Value { .. } => {
            let best_value = all.iter().filter_map(|r| reference_value(pos, r)).max().unwrap();
            if reference_value(pos, route).unwrap() < best_value {
                Verdict::LowerValue { best: best_value }
            } else {
                Verdict::KingPreferred
            }
        }
        Precedence::Free => panic!("free choice forbids nothing"),
    }
}

fn check_routes(pos: &Position, context: &str, seen: &mut Seen) {
    let routes = all_capture_routes(pos);
    let legal = pos.legal_moves();
    if !pos.has_capture() {
        assert!(routes.is_empty(), "{context}: routes without a capture");
        return;
    }
    seen.positions += 1;

    // The legal routes are the legal moves: same order, same paths.
    let allowed: Vec<&Move> = routes.iter().filter(|r| r.is_legal()).map(|r| &r.mv).collect();
    assert_eq!(allowed.len(), legal.len(), "{context}: legal routes vs legal moves");
    for (route, mv) in allowed.iter().zip(&legal) {
        assert!(route.same_move(mv), "{context}: legal routes differ from the legal moves");
        assert_eq!(route.path(), mv.path(), "{context}: another path than the legal move's");
        assert_eq!(route.captured_in_order(), mv.captured_in_order(), "{context}");
        assert_eq!((route.by_king, route.promotes), (mv.by_king, mv.promotes), "{context}");
    }

    // One route per move, and exactly the moves of the reference's complete routes.
    let ids: Vec<Identity> = routes.iter().map(|r| identity(&r.mv)).collect();
    let unique: BTreeSet<Identity> = ids.iter().cloned().collect();
    assert_eq!(unique.len(), ids.len(), "{context}: a move listed twice");
    let reference = reference_routes(pos);
    let ref_ids: BTreeSet<Identity> =
        reference.iter().map(|r| (r.from, r.to, r.captured.iter().copied().collect())).collect();
    assert_eq!(unique, ref_ids, "{context}: routes differ from the reference's complete routes");

    let most_legal = legal.iter().map(Move::capture_count).max().unwrap();
    for route in &routes {
        let mv = &route.mv;
        let ctx = format!("{context}, route {:?} -> {:?}", mv.from, mv.path());
        // A playable sequence of jumps, and its counts.
        assert_eq!(pos.route_captures(mv.from, mv.path()).as_deref(), Some(mv.captured_in_order()), "{ctx}");
        let kings = mv.captured_in_order().iter().filter(|&&sq| pos.piece_at(sq).unwrap().kind == Kind::King);
        assert_eq!(
            (route.pieces, route.kings),
            (mv.captured_in_order().len() as u32, kings.count() as u32),
            "{ctx}"
        );
        let twin =
            reference.iter().find(|r| identity(mv) == (r.from, r.to, r.captured.iter().copied().collect()));
        let twin = twin.unwrap();
        assert_eq!(route.value, reference_value(pos, twin), "{ctx}");
        assert_eq!(route.verdict, expected_verdict(pos, &reference, twin), "{ctx}");
        match route.verdict {
            Verdict::FewerPieces { most } => {
                assert_eq!(most, most_legal, "{ctx}");
                seen.fewer += 1;
            }
            Verdict::LowerValue { .. } => seen.lower += 1,
            Verdict::KingPreferred => seen.king_preferred += 1,
            Verdict::Legal => {}
        }
        if !route.is_legal() && legal.iter().all(|m| m.from != mv.from) {
            seen.other_piece += 1;
        }
    }
    if pos.rules().precedence == Precedence::Free && routes.iter().any(|r| r.pieces != most_legal) {
        seen.free_unequal += 1;
    }

    // One piece's routes are the board's routes from that piece.
    for from in routes.iter().map(|r| r.mv.from).collect::<BTreeSet<_>>() {
        let mine: Vec<Route> = capture_routes(pos, from);
        let expected: Vec<&Route> = routes.iter().filter(|r| r.mv.from == from).collect();
        assert_eq!(mine.len(), expected.len(), "{context}");
        for (a, b) in mine.iter().zip(expected) {
            assert!(a.mv.same_move(&b.mv) && a.verdict == b.verdict, "{context}");
        }
    }
}

#[test]
fn routes_agree_with_the_legal_moves_and_the_reference_in_every_variant() {
    let mut rng = Rng(0x5EED_0A11);
    for rules in all_rules() {
        let mut seen = Seen::default();
        for game in 0..40 {
            let mut pos = Position::start(rules);
            for ply in 0..200 {
                check_routes(&pos, &format!("{:?} game {game} ply {ply}", rules.variant), &mut seen);
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    break;
                }
                pos.make(&legal[rng.below(legal.len())]);
            }
        }
        for round in 0..1500 {
            let pos = random_position(rules, &mut rng);
            check_routes(&pos, &format!("{:?} random position {round}", rules.variant), &mut seen);
        }
        let v = rules.variant;
        eprintln!(
            "{v:?}: {} positions with captures, {} fewer, {} lower, {} king-preferred, {} by another piece, {} free",
            seen.positions, seen.fewer, seen.lower, seen.king_preferred, seen.other_piece, seen.free_unequal
        );
        assert!(seen.positions > 500, "{v:?}: too few captures to mean anything");
        match rules.precedence {
            Precedence::Number => assert!(seen.fewer > 100 && seen.other_piece > 10, "{v:?}"),
            Precedence::Value { .. } => {
                assert!(seen.lower > 100 && seen.king_preferred > 0 && seen.other_piece > 10, "{v:?}")
            }
            Precedence::Free => assert!(seen.free_unequal > 10, "{v:?}"),
        }
    }
}

/// One route as the viewer would describe it:
/// `5x32x49x35x24 takes 19,43,40,30: 4 pieces, legal`, with kings and value where they count.
fn describe(pos: &Position, route: &Route) -> String {
    let t = &pos.rules().topology;
    let cells = |squares: &[Square], sep: &str| {
        squares.iter().map(|&sq| t.name(sq).to_string()).collect::<Vec<_>>().join(sep)
    };
    let (mv, plural) = (&route.mv, if route.pieces == 1 { "" } else { "s" });
    let path = cells(mv.path(), "x");
    let mut text = format!(
        "{}x{path} takes {}: {} piece{plural}",
        t.name(mv.from),
        cells(mv.captured_in_order(), ","),
        route.pieces
    );
    if route.kings > 0 {
        text += &format!(", {} king{}", route.kings, if route.kings == 1 { "" } else { "s" });
    }
    if let Some(value) = route.value {
        text += &format!(", value {value}");
    }
    text += &match route.verdict {
        Verdict::Legal => ", legal".to_string(),
        Verdict::FewerPieces { most } => format!(", forbidden: another capture takes {most}"),
        Verdict::LowerValue { best } => format!(", forbidden: another capture is worth {best}"),
        Verdict::KingPreferred => ", forbidden: at equal value a king must capture".to_string(),
    };
    text
}

/// Checks the routes of the piece on `from` (or of every piece) against `expected`, in the
/// generator's order, and that they pass the random test's checks too.
fn check_case(variant: Variant, fen_text: &str, from: Option<u32>, expected: &[&str]) {
    let pos = fen::read(variant.rules(), fen_text).unwrap();
    check_routes(&pos, fen_text, &mut Seen::default());
    let routes = match from {
        Some(n) => capture_routes(&pos, variant.rules().topology.from_number(n).unwrap()),
        None => all_capture_routes(&pos),
    };
    let actual: Vec<String> = routes.iter().map(|r| describe(&pos, r)).collect();
    assert_eq!(actual, expected, "{variant} {fen_text}");
}

/// Coup Turc (International): after 34-30 Black's king on 5 must take four, 5x32x49x35x24; the
/// routes that take 43 too early are blocked by the pieces it already jumped, and every shorter
/// route is forbidden, as is the man on 13's three-piece capture.
#[test]
fn coup_turc_the_king_must_take_four() {
    let fen_text = "B:W19,29,30,33,37,39,40,43,50:B1,8,13,16,21,K5";
    check_case(
        Variant::International,
        fen_text,
        Some(5),
        &[
            "5x23x41 takes 19,37: 2 pieces, forbidden: another capture takes 4",
            "5x23x46 takes 19,37: 2 pieces, forbidden: another capture takes 4",
            "5x23x34x25 takes 19,29,30: 3 pieces, forbidden: another capture takes 4",
            "5x23x34x45 takes 19,29,40: 3 pieces, forbidden: another capture takes 4",
            "5x32x49x35x24 takes 19,43,40,30: 4 pieces, legal",
        ],
    );
    let pos = fen::read(Variant::International.rules(), fen_text).unwrap();
    let by_13 = capture_routes(&pos, pos.rules().topology.from_number(13).unwrap());
    let verdicts: Vec<Verdict> = by_13.iter().map(|r| r.verdict).collect();
    assert_eq!(verdicts, [Verdict::FewerPieces { most: 4 }], "the man on 13 is outranked by the king");
}

/// Frisian value rule. The demo `assets/demos/06-frisian-value-rule.pdn` before Black's
/// capture: two men (200) outweigh a king (199), whichever man could take it. Then two kings
/// (398) outweigh three men (300), and at equal value the king captures, not the man.
#[test]
fn frisian_routes_are_ranked_by_value_then_by_king() {
    check_case(
        Variant::Frisian,
        "B:W22,31,40,41,42,47,48,K23:B7,10,11,13,18,24",
        None,
        &[
            "13x33 takes 23: 1 piece, 1 king, value 199, forbidden: another capture is worth 200",
            "18x27x36 takes 22,31: 2 pieces, value 200, legal",
            "18x29 takes 23: 1 piece, 1 king, value 199, forbidden: another capture is worth 200",
        ],
    );
    check_case(
        Variant::Frisian,
        "W:W28:B22,11,7,K33,K44",
        Some(28),
        &[
            "28x17x6x8 takes 22,11,7: 3 pieces, value 300, forbidden: another capture is worth 398",
            "28x39x50 takes 33,44: 2 pieces, 2 kings, value 398, legal",
        ],
    );
    check_case(
        Variant::Frisian,
        "W:W39,K47:B41,33",
        None,
        &[
            "39x28 takes 33: 1 piece, value 100, forbidden: at equal value a king must capture",
            "47x36 takes 41: 1 piece, value 100, legal",
            "47x29 takes 33: 1 piece, value 100, legal",
            "47x24 takes 33: 1 piece, value 100, legal",
            "47x20 takes 33: 1 piece, value 100, legal",
            "47x15 takes 33: 1 piece, value 100, legal",
        ],
    );
}

/// English: free choice, so every complete route is legal, long or short; a man crowned on
/// the way stops there, so its route ends on the king row.
#[test]
fn english_routes_are_all_legal() {
    check_case(
        Variant::English,
        "W:W22,24:B17,18,11,19",
        None,
        &[
            "22x13 takes 17: 1 piece, legal",
            "22x15x8 takes 18,11: 2 pieces, legal",
            "24x15x8 takes 19,11: 2 pieces, legal",
        ],
    );
    check_case(Variant::English, "W:W12:B8,7", Some(12), &["12x3 takes 8: 1 piece, legal"]);
}

/// HexDame: majority by number across pieces: the man on e5 must take two, so its one-piece
/// route and the man on a1's are forbidden.
#[test]
fn hexdame_majority_across_pieces() {
    check_case(
        Variant::HexDame,
        "W:We5,a1:Bf6,g8,d5,b2",
        None,
        &[
            "a1xc3 takes b2: 1 piece, forbidden: another capture takes 2",
            "e5xg7xg9 takes f6,g8: 2 pieces, legal",
            "e5xc5 takes d5: 1 piece, forbidden: another capture takes 2",
        ],
    );
}
