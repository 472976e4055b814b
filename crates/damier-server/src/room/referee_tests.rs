//! The referee against the endings data: each case played move by move through `plan_move` and
//! `commit_move`, as the server plays a game, ends where and as the rules say.

#[path = "../../../damier-rules/tests/support/endings.rs"]
mod endings;

use std::time::Duration;

use damier_rules::{Game, fen};
use tokio::time::Instant;

use super::Room;
use super::moves::MovePlan;
use damier_protocol::{Colour, EndReason, ResultView};

#[test]
fn the_referee_ends_every_game_of_the_endings_data_as_the_rules_say() {
    // A game on the server ends by a move: a case that is over before any is the rules crate's.
    for case in endings::read().into_iter().filter(|c| !c.moves.is_empty()) {
        let context = format!("{} (line {})", case.name, case.line);
        let mut room = Room::new(1, "CODE".into(), case.variant, None, Duration::from_secs(60));
        room.game = Game::from_position(fen::read(case.variant.rules(), &case.fen).unwrap());
        room.started = true;
        let mut last = None;
        for (ply, text) in case.moves.iter().enumerate() {
            assert!(!room.is_over(), "{context}: over before ply {ply}");
            let colour = room.to_move();
            let now = Instant::now();
            let Ok(MovePlan::Play(plan)) = room.plan_move(colour, ply as u32, text, now, 0) else {
                panic!("{context}: ply {ply} {text} refused");
            };
            last = plan.result.clone();
            room.commit_move(&plan.mv, plan.stored, plan.clock, plan.result, now);
        }
        let expected = case
            .end
            .map(|o| ResultView { winner: o.winner.map(Colour::of), reason: EndReason::of(o.reason) });
        assert_eq!(last.is_some(), expected.is_some(), "{context}");
        if let Some(expected) = expected {
            assert_eq!(last, Some(expected.clone()), "{context}");
            assert!(room.is_over(), "{context}");
            // A move after the end is refused with the end named.
            let legal = room.game.legal_moves();
            if let Some(mv) = legal.first() {
                let text = damier_rules::notation::write(mv, &legal, &room.game.rules().topology);
                let refused =
                    room.plan_move(room.to_move(), case.moves.len() as u32, &text, Instant::now(), 0);
                assert!(refused.is_err(), "{context}: a move after the end");
            }
        }
    }
}
