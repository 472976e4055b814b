//! Game analysis finds a blunder planted in a game, suggests the better move, and leaves the
//! engine's own moves unmarked.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use damier_ai::analysis::{Mark, analyse, expected_score};
use damier_ai::{Engine, Evaluator, Limits, Options};
use damier_rules::{Game, Side, Variant};

fn best(game: &Game, depth: u32) -> (damier_rules::Move, i32) {
    let mut engine = Engine::new(Evaluator::for_rules(game.rules()), 4);
    let out = engine.search(game, &Limits::depth(depth), &Options::default(), |_| {});
    (out.best.unwrap(), out.info.score)
}

/// Good moves until a position offers a move that gives away two men or more; that move; then
/// four good moves.
fn game_with_a_blunder(variant: Variant) -> (Game, usize) {
    let mut game = Game::new(variant.rules());
    let worst = loop {
        assert!(game.moves().len() < 40, "no position offered a blunder");
        let worst = game
            .legal_moves()
            .into_iter()
            .map(|mv| {
                let mut after = game.clone();
                after.play(&mv).unwrap();
                // The opponent's score after it: the higher, the worse the move.
                (best(&after, 4).1, mv)
            })
            .max_by_key(|(score, _)| *score)
            .unwrap();
        if game.moves().len() >= 4 && worst.0 >= 200 {
            break worst.1;
        }
        let (mv, _) = best(&game, 4);
        game.play(&mv).unwrap();
    };
    let planted = game.moves().len();
    game.play(&worst).unwrap();
    for _ in 0..4 {
        let (mv, _) = best(&game, 4);
        game.play(&mv).unwrap();
    }
    (game, planted)
}

#[test]
fn a_planted_blunder_is_marked_with_the_better_move() {
    for variant in [Variant::International, Variant::HexDame] {
        let (game, planted) = game_with_a_blunder(variant);
        let mut reported = Vec::new();
        let analysis = analyse(
            &game,
            Engine::new(Evaluator::for_rules(game.rules()), 16),
            &Limits::depth(6),
            Arc::new(AtomicBool::new(false)),
            |done, total| reported.push((done, total)),
        )
        .expect("not stopped");
        let total = game.moves().len() + 1;
        assert_eq!(analysis.scores.len(), total);
        assert_eq!(reported.last(), Some(&(total, total)), "progress reaches the end");
        let review = &analysis.moves[planted];
        assert_eq!(review.mark, Some(Mark::Blunder), "{variant:?}: {review:?}");
        let (better, line) = review.better.as_ref().expect("a better move");
        assert!(!better.same_move(&review.played));
        assert!(line.first().is_some_and(|m| m.same_move(better)), "the line starts with it");
        let worst = analysis.moves.iter().map(|m| m.loss).fold(0.0, f64::max);
        assert_eq!(review.loss, worst, "the planted move is the worst of the game");
        let side = review.side;
        assert!(analysis.count(side, Mark::Blunder) >= 1);
        assert!(analysis.accuracy(side).unwrap() < analysis.accuracy(side.opposite()).unwrap());
        // The evaluation swings towards the opponent after the blunder.
        let towards = |s: i32| if side == Side::White { s } else { -s };
        assert!(towards(analysis.scores[planted + 1]) < towards(analysis.scores[planted]) - 100);
    }
}

#[test]
fn a_stopped_analysis_gives_nothing() {
    let game = Game::new(Variant::English.rules());
    let stop = Arc::new(AtomicBool::new(true));
    let engine = Engine::new(Evaluator::for_rules(game.rules()), 16);
    assert!(analyse(&game, engine, &Limits::depth(4), stop, |_, _| {}).is_none());
}

#[test]
fn a_man_up_is_about_a_seventy_percent_chance() {
    assert!((expected_score(0) - 0.5).abs() < 1e-9);
    assert!((expected_score(100) - 0.70).abs() < 0.01);
    assert!((expected_score(-100) - 0.30).abs() < 0.01);
}
