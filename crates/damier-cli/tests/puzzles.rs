//! `damier-cli puzzles generate`: the puzzles it writes replay, and an independent deeper search
//! agrees on each that the solution's first move is the only one that wins.

use std::process::Command;

use damier_ai::{Engine, Evaluator, Limits, Options};
use damier_rules::{Game, pdn};

#[test]
fn generated_puzzles_have_one_winning_move_by_a_deeper_search() {
    let out = std::env::temp_dir().join(format!("damier-puzzles-{}.pdn", std::process::id()));
    let run = Command::new(env!("CARGO_BIN_EXE_damier-cli"))
        .args(["puzzles", "generate", "--variant", "english", "--count", "3", "--depth", "6", "--seed", "5"])
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{report}");
    assert!(report.contains("3 puzzles from") && report.contains("rejected:"), "{report}");
    let text = std::fs::read_to_string(&out).unwrap();
    std::fs::remove_file(&out).unwrap();
    let games = pdn::read(&text);
    assert_eq!(games.len(), 3);
    for read in games {
        assert!(read.error.is_none(), "{:?}", read.error);
        let record = read.record.unwrap();
        assert!(record.tag("Difficulty").is_some());
        assert_ne!(
            *record.game.start(),
            damier_rules::Position::start(record.game.rules()),
            "a set-up position"
        );
        let start = *record.game.start();
        let solution = record.game.moves()[0];
        // Two plies deeper than the generator, every legal move: only the solution wins.
        let mut engine = Engine::new(Evaluator::for_rules(start.rules()), 16);
        let game = Game::from_position(start);
        for mv in game.legal_moves() {
            let mut after = game.clone();
            after.play(&mv).unwrap();
            let score = -engine.search(&after, &Limits::depth(7), &Options::default(), |_| {}).info.score;
            if mv.same_move(&solution) {
                assert!(score >= 100, "the solution wins: {score} in {}", damier_rules::fen::write(&start));
            } else {
                assert!(
                    score < 100,
                    "another move wins too ({score}) in {}",
                    damier_rules::fen::write(&start)
                );
            }
        }
    }
}
