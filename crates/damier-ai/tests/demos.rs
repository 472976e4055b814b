//! The showcase demos in `assets/demos/`: each replays legally through the rules, its captions
//! match its moves, what a caption calls forced is forced, a claimed win is a win, and the engine
//! finds the first move of each puzzle (the combination) within a node budget.

use std::path::PathBuf;

use damier_ai::{Engine, Evaluator, Limits, Options};
use damier_rules::pdn::{self, PdnGame, PdnResult};
use damier_rules::{Game, Move, notation};

fn demo_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../assets/demos")
}

fn demos() -> Vec<(String, PdnGame)> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(demo_dir())
        .expect("assets/demos exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pdn"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&path).unwrap();
            let games = pdn::read(&text);
            assert_eq!(games.len(), 1, "{name}: one game per demo");
            if let Some(e) = &games[0].error {
                panic!("{name}: {e}");
            }
            (name, games[0].record.clone().unwrap())
        })
        .collect()
}

fn puzzle_start(name: &str, demo: &PdnGame) -> usize {
    let start = demo.tag("PuzzleStart").unwrap_or_else(|| panic!("{name}: no PuzzleStart tag"));
    start.parse().unwrap_or_else(|_| panic!("{name}: PuzzleStart '{start}' is not a number"))
}

/// The game as it stood before move `ply`.
fn game_before(demo: &PdnGame, ply: usize) -> Game {
    let mut game = Game::from_position(*demo.game.start());
    for mv in &demo.game.moves()[..ply] {
        game.play(mv).unwrap();
    }
    game
}

fn square_names(game: &Game, squares: impl Iterator<Item = damier_rules::Square>) -> Vec<String> {
    squares.map(|sq| game.rules().topology.name(sq).to_string()).collect()
}

/// Whether `text` names `word` as a whole word (so that "3" is not found in "13").
fn names(text: &str, word: &str) -> bool {
    text.split(|c: char| !c.is_ascii_alphanumeric()).any(|w| w == word)
}

#[test]
fn there_are_at_least_twelve_demos_in_every_variant() {
    let demos = demos();
    assert!(demos.len() >= 12, "{} demos", demos.len());
    for variant in damier_rules::Variant::ALL {
        assert!(demos.iter().any(|(_, d)| d.game.rules().variant == variant), "no {variant} demo");
    }
}

#[test]
fn every_demo_has_a_title_an_introduction_and_a_caption_per_move() {
    for (name, demo) in demos() {
        assert!(demo.tag("Event").is_some_and(|t| !t.is_empty()), "{name}: no title");
        assert!(!demo.intro.is_empty(), "{name}: no introduction");
        assert!(!demo.game.moves().is_empty(), "{name}: no moves");
        for (ply, caption) in demo.comments.iter().enumerate() {
            assert!(!caption.is_empty(), "{name}: move {} has no caption", ply + 1);
        }
        assert!(
            puzzle_start(&name, &demo) < demo.game.moves().len(),
            "{name}: the puzzle starts after the end"
        );
    }
}

#[test]
fn captions_name_what_each_capture_takes_and_every_crowning() {
    for (name, demo) in demos() {
        let game = &demo.game;
        for (ply, mv) in game.moves().iter().enumerate() {
            let caption = &demo.comments[ply];
            for square in square_names(game, mv.captured_in_order().iter().copied()) {
                assert!(
                    names(caption, &square),
                    "{name}, move {}: caption does not name {square}: {caption}",
                    ply + 1
                );
            }
            if mv.promotes {
                assert!(caption.contains("crown"), "{name}, move {}: a crowning not mentioned", ply + 1);
            }
            if caption.contains("still a man") {
                assert!(!mv.promotes, "{name}, move {}: said not to crown but crowns", ply + 1);
            }
        }
    }
}

/// A caption that says "must" or "forced" claims that every legal move takes the same pieces.
#[test]
fn what_a_caption_calls_forced_is_forced() {
    let mut checked = 0;
    for (name, demo) in demos() {
        for (ply, mv) in demo.game.moves().iter().enumerate() {
            let caption = demo.comments[ply].to_lowercase();
            if !(caption.contains("must") || caption.contains("forced")) {
                continue;
            }
            let legal = demo.game.position_at(ply).legal_moves();
            for other in &legal {
                assert_eq!(
                    other.captured,
                    mv.captured,
                    "{name}, move {}: caption says forced but {other:?} is legal",
                    ply + 1
                );
            }
            checked += 1;
        }
    }
    assert!(checked >= 6, "only {checked} forced claims checked");
}

/// A demo whose result is a win ends in a won position: the game is over, or a search from the
/// final position (12 plies) gives the winner at least one and a half men.
#[test]
fn a_claimed_win_is_a_win() {
    for (name, demo) in demos() {
        let PdnResult::Win(winner) = demo.result else { continue };
        let game = &demo.game;
        if let Some(outcome) = game.outcome() {
            assert_eq!(outcome.winner, Some(winner), "{name}");
            continue;
        }
        let mut engine = Engine::new(Evaluator::for_rules(game.rules()), 16);
        let found = engine.search(game, &Limits::depth(12), &Options::default(), |_| {});
        let to_move = game.position().side_to_move();
        let score = if to_move == winner { found.info.score } else { -found.info.score };
        assert!(score >= 150, "{name}: the winner {winner:?} scores only {score}");
    }
}

/// The puzzle's first move is what the engine plays, within a node budget: the combination is
/// real and the puzzle has a clear answer. (This is the engine's tactical test set too: two
/// Coups Turcs, a Frisian value shot, a Brazilian three-for-one, ...)
#[test]
fn the_engine_finds_each_puzzle_move() {
    for (name, demo) in demos() {
        let start = puzzle_start(&name, &demo);
        let game = game_before(&demo, start);
        let expected: Move = demo.game.moves()[start];
        if game.legal_moves().len() == 1 {
            continue;
        }
        let mut engine = Engine::new(Evaluator::for_rules(game.rules()), 16);
        let found = engine.search(&game, &Limits::nodes(3_000_000), &Options::default(), |_| {});
        let best = found.best.unwrap();
        assert!(
            best.same_move(&expected),
            "{name}: the engine plays {} instead of {}",
            notation::write(&best, &game.legal_moves(), &game.rules().topology),
            demo.game.move_text(start)
        );
    }
}

/// In a demo that ends in a win, the puzzle is solved by the winner.
#[test]
fn the_puzzle_side_is_the_winner() {
    for (name, demo) in demos() {
        let start = puzzle_start(&name, &demo);
        let side = demo.game.position_at(start).side_to_move();
        if let PdnResult::Win(winner) = demo.result {
            assert_eq!(winner, side, "{name}: the puzzle is played by the loser");
        }
    }
}
