//! Properties over random games and random positions in every variant: the fast generator
//! agrees with a plain reference generator, moves are unique and maximal, every move replays as
//! a legal route, and make/unmake, FEN and notation round trips restore what they should.

use std::collections::BTreeSet;

mod common;

use common::{RefRoute, Rng, all_rules, random_position, reference_key, reference_routes};
use damier_rules::{
    BoardVisitor, CompactMove, Geometry, Kind, Move, Position, Precedence, Square, Variant, fen, notation,
};

/// A move by the rules' identity: start, end and captured set.
type Identity = (Square, Square, BTreeSet<Square>);

/// The reference generator: every capture route by plain recursion over cells, then the
/// precedence filter, then merging; quiet moves only when nothing captures.
fn reference_moves(pos: &Position) -> BTreeSet<Identity> {
    let rules = pos.rules();
    let t = &rules.topology;
    let us = pos.side_to_move();
    let routes = reference_routes(pos);
    if !routes.is_empty() {
        let key = |r: &RefRoute| reference_key(pos, r);
        let best = routes.iter().map(key).max().unwrap();
        return routes
            .iter()
            .filter(|r| key(r) == best)
            .map(|r| (r.from, r.to, r.captured.iter().copied().collect()))
            .collect();
    }

    let mut quiet = BTreeSet::new();
    let run = pos.king_run(us);
    let has_men = pos.men(us) != 0;
    for (sq, piece) in pos.all_pieces().filter(|(_, p)| p.side == us) {
        let king = piece.kind == Kind::King;
        if king && has_men && run.square == Some(sq) && Some(run.count) >= rules.king_move_limit {
            continue;
        }
        let dirs = if king { &rules.king_steps } else { &rules.man_steps[us.index()] };
        for &d in dirs {
            let mut at = sq;
            while let Some(next) = t.step(at, d) {
                if pos.piece_at(next).is_some() {
                    break;
                }
                quiet.insert((sq, next, BTreeSet::new()));
                if !(king && rules.flying_kings) {
                    break;
                }
                at = next;
            }
        }
    }
    quiet
}

fn identity(mv: &Move) -> Identity {
    (mv.from, mv.to, mv.captured_squares().collect())
}

/// Every property that must hold in one position.
fn check_position(pos: &Position, context: &str) {
    let rules = pos.rules();
    let t = &rules.topology;
    let legal = pos.legal_moves();
    let context = format!("{context} at {}", fen::write(pos));

    // Agrees with the reference generator, with no duplicates.
    let ids: Vec<Identity> = legal.iter().map(identity).collect();
    let unique: BTreeSet<Identity> = ids.iter().cloned().collect();
    assert_eq!(unique.len(), ids.len(), "{context}: duplicate moves");
    assert_eq!(unique, reference_moves(pos), "{context}: differs from the reference generator");

    // Fast paths agree with full generation.
    let mut scratch = Vec::new();
    assert_eq!(pos.count_legal_moves(&mut scratch), legal.len() as u64, "{context}: count");
    assert_eq!(pos.has_capture(), legal.iter().any(Move::is_capture), "{context}: has_capture");
    let mut compact = Vec::new();
    pos.generate_compact(&mut compact, pos.has_capture());
    let expected: Vec<CompactMove> = legal.iter().map(Move::compact).collect();
    assert_eq!(compact, expected, "{context}: compact moves (the same, in the same order)");
    for (mv, small) in legal.iter().zip(&compact) {
        assert_eq!(pos.after(small), pos.after(mv), "{context}: a compact move makes the same position");
    }

    // Captures are all of the best precedence key.
    if legal.iter().any(Move::is_capture) {
        assert!(legal.iter().all(Move::is_capture), "{context}: capture is compulsory");
        match rules.precedence {
            Precedence::Number => {
                let n = legal[0].capture_count();
                assert!(legal.iter().all(|m| m.capture_count() == n), "{context}: majority");
            }
            Precedence::Value { man, king } => {
                let value = |m: &Move| {
                    let kings = m.captured_kings.count_ones();
                    (m.capture_count() - kings) * man + kings * king
                };
                let v = value(&legal[0]);
                assert!(legal.iter().all(|m| value(m) == v), "{context}: value rule");
                if legal.iter().any(|m| m.by_king) {
                    assert!(legal.iter().all(|m| m.by_king), "{context}: king precedence");
                }
            }
            Precedence::Free => {}
        }
    }

    for mv in &legal {
        // The path replays as legal jumps capturing exactly the listed pieces, in order.
        if mv.is_capture() {
            let route = pos.route_captures(mv.from, mv.path()).expect("the path is a legal route");
            assert_eq!(route, mv.captured_in_order(), "{context}: capture order");
            assert_eq!(*mv.path().last().unwrap(), mv.to);
        } else {
            assert_eq!(mv.path(), [mv.to]);
        }

        // make/unmake restores the position; the result survives a FEN round trip.
        let mut copy = *pos;
        let undo = copy.make(mv);
        let after = copy;
        assert_eq!(fen::read(rules, &fen::write(&after)).unwrap(), after, "{context}: FEN round trip");
        copy.unmake(mv, undo);
        assert_eq!(copy, *pos, "{context}: unmake");
        assert_eq!(after.pieces(pos.side_to_move().opposite()) & mv.captured, 0, "{context}: removal");

        // Notation round trips: standard and shorthand.
        for text in [notation::write(mv, &legal, t), notation::write_short(mv, &legal, t)] {
            let parsed =
                notation::parse_among(pos, &legal, &text).unwrap_or_else(|e| panic!("{context}: {e}"));
            assert!(parsed.same_move(mv), "{context}: '{text}' resolved to another move");
        }
    }
}

#[test]
fn random_games_in_every_variant() {
    let mut rng = Rng(0x5EED_0001);
    for rules in all_rules() {
        let mut positions = 0;
        for game in 0..60 {
            let mut pos = Position::start(rules);
            for ply in 0..300 {
                check_position(&pos, &format!("{:?} game {game} ply {ply}", rules.variant));
                positions += 1;
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    break;
                }
                pos.make(&legal[rng.below(legal.len())]);
            }
        }
        assert!(positions > 2000, "{:?}: games too short to mean anything", rules.variant);
    }
}

/// Random placements reach what games rarely do: many kings, long king captures, blocked sides.
#[test]
fn random_positions_in_every_variant() {
    let mut rng = Rng(0x5EED_0002);
    for rules in all_rules() {
        for round in 0..1500 {
            let pos = random_position(rules, &mut rng);
            check_position(&pos, &format!("{:?} random position {round}", rules.variant));
        }
    }
}

/// HexDame has no published perft: count with the reference generator (a different algorithm)
/// and compare with the fast one.
#[test]
fn hexdame_perft_agrees_with_the_reference_generator() {
    fn reference_perft(pos: &Position, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let legal = pos.legal_moves();
        reference_moves(pos)
            .iter()
            .map(|id| {
                let mv = legal.iter().find(|m| identity(m) == *id).expect("the same moves");
                reference_perft(&pos.after(mv), depth - 1)
            })
            .sum()
    }
    let start = Position::start(Variant::HexDame.rules());
    for (depth, expected) in [(1, 15), (2, 211), (3, 3337), (4, 51589)] {
        assert_eq!(reference_perft(&start, depth), expected, "reference, depth {depth}");
        assert_eq!(damier_rules::perft(&start, depth), expected, "fast, depth {depth}");
    }
}

/// The board-generic entry points a search compiles itself for (`Rules::visit_board`) answer as
/// the ones that dispatch on the board at every call: the same capture test, quiet-move test and
/// moves, in the same order (the order is the search's among equals), and the same positions
/// after each move.
#[test]
fn the_board_generic_entry_points_agree_with_the_dispatching_ones() {
    struct Answers<'a>(&'a Position);
    impl BoardVisitor for Answers<'_> {
        type Output = (bool, bool, Vec<CompactMove>, Vec<Position>);
        fn visit<G: Geometry>(self) -> Self::Output {
            let pos = self.0;
            let capture = pos.has_capture_on::<G>();
            let mut moves = Vec::new();
            pos.generate_compact_on::<G>(&mut moves, capture);
            let after = moves.iter().map(|mv| pos.after_on::<G>(mv)).collect();
            (capture, pos.has_quiet_move_on::<G>(), moves, after)
        }
    }
    let mut rng = Rng(0x5EED_0003);
    for rules in all_rules() {
        let mut positions: Vec<Position> = (0..400).map(|_| random_position(rules, &mut rng)).collect();
        let mut pos = Position::start(rules);
        for _ in 0..400 {
            positions.push(pos);
            let legal = pos.legal_moves();
            if legal.is_empty() {
                pos = Position::start(rules);
            } else {
                pos.make(&legal[rng.below(legal.len())]);
            }
        }
        for pos in &positions {
            let capture = pos.has_capture();
            let mut expected = Vec::new();
            pos.generate_compact(&mut expected, capture);
            let after = expected.iter().map(|mv| pos.after(mv)).collect();
            let answers = rules.visit_board(Answers(pos));
            let dispatched = (capture, pos.has_quiet_move(), expected, after);
            assert_eq!(answers, dispatched, "{:?}: {pos:?}", rules.variant);
        }
    }
}
