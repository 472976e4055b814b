//! `damier-cli puzzles generate`: the puzzles it writes replay, and an independent deeper search
//! agrees on each that the solution's first move is the only one that wins.

use std::process::Command;

use damier_ai::{Engine, Evaluator};
use damier_rules::pdn;
use damier_train::puzzles::{Verdict, confirm};

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
        // Two plies deeper than the generator, every legal move: only the solution wins a man.
        let mut engine = Engine::new(Evaluator::for_rules(start.rules()), 16);
        let verdict = confirm(&mut engine, &start, &solution, 7);
        assert_eq!(verdict, Verdict::Confirmed, "in {}", damier_rules::fen::write(&start));
    }
}

/// The shipped collection: at least 200 puzzles a variant, every file replays through
/// `damier-cli pdn`, and on a sample a search one ply deeper than the generator's (depth 9, the
/// check they were kept by) finds exactly one winning move.
#[test]
fn the_shipped_puzzles_replay_and_a_sample_stands_a_deeper_search() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/puzzles");
    for variant in ["hexdame", "international", "brazilian", "frisian", "english"] {
        let path = dir.join(format!("{variant}.pdn"));
        let run = Command::new(env!("CARGO_BIN_EXE_damier-cli")).arg("pdn").arg(&path).output().unwrap();
        assert!(run.status.success(), "{variant}: {}", String::from_utf8_lossy(&run.stderr));
        let text = std::fs::read_to_string(&path).unwrap();
        let games = pdn::read(&text);
        assert!(games.len() >= 200, "{variant}: only {} puzzles", games.len());
        let mut seen = std::collections::HashSet::new();
        for (i, read) in games.into_iter().enumerate() {
            assert!(read.error.is_none(), "{variant} puzzle {}: {:?}", i + 1, read.error);
            let record = read.record.unwrap();
            assert!(record.tag("Difficulty").is_some(), "{variant} {}", i + 1);
            let start = *record.game.start();
            assert_ne!(
                start,
                damier_rules::Position::start(start.rules()),
                "{variant} {}: a set-up position",
                i + 1
            );
            assert!(seen.insert(damier_rules::fen::write(&start)), "{variant}: puzzle {} repeats", i + 1);
            // Every 50th puzzle, at the depth of the check the collection passed (one ply deeper than the generator).
            if i % 50 == 7 {
                let start = *record.game.start();
                let mut engine = Engine::new(Evaluator::for_rules(start.rules()), 16);
                let verdict = confirm(&mut engine, &start, &record.game.moves()[0], 9);
                assert_eq!(verdict, Verdict::Confirmed, "{variant} puzzle {}", i + 1);
            }
        }
    }
}
