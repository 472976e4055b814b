//! `damier-cli puzzles`: the candidates `generate` writes replay and stand a deeper proof, and
//! the shipped collection is what the game promises: enough puzzles at every level, each line
//! winning material, themes as the line shows them, levels that follow the measured hardness,
//! and one winning move at the stated depth.

use std::collections::BTreeMap;
use std::process::Command;

use damier_rules::pdn::{self, Theme};
use damier_train::puzzles::difficulty::{self, Effort};
use damier_train::puzzles::line;
use damier_train::puzzles::mine::{FEWEST_PIECES, ends_in_draw, enough_pieces};
use damier_train::puzzles::proof::{Verdict, confirm, prover};
use damier_train::puzzles::themes;

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
        assert!(record.tag("Score").is_some());
        let start = *record.game.start();
        assert_ne!(start, damier_rules::Position::start(record.game.rules()), "a set-up position");
        assert!(line::cut(&start, record.game.moves()).is_some(), "the line wins material");
        // Two plies deeper than the generator, every legal move: only the solution wins a man.
        let verdict = confirm(&mut prover(start.rules()), &start, &record.game.moves()[0], 7);
        assert_eq!(verdict, Verdict::Confirmed, "in {}", damier_rules::fen::write(&start));
    }
}

/// What the collection must hold a variant: the counts.
fn least(variant: &str) -> usize {
    if matches!(variant, "hexdame" | "international") { 500 } else { 300 }
}

/// The shipped collection, every puzzle: it replays, it has five pieces or more, its line wins
/// material and does not run into a draw, its themes are the ones its line shows, its level follows its hardness, and
/// every level holds at least 30. A sample stands the proof at its stated depth.
#[test]
fn the_shipped_collection_is_graded_and_proven() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/puzzles");
    for variant in ["hexdame", "international", "brazilian", "frisian", "english"] {
        let path = dir.join(format!("{variant}.pdn"));
        let run = Command::new(env!("CARGO_BIN_EXE_damier-cli")).arg("pdn").arg(&path).output().unwrap();
        assert!(run.status.success(), "{variant}: {}", String::from_utf8_lossy(&run.stderr));
        let text = std::fs::read_to_string(&path).unwrap();
        let games = pdn::read(&text);
        assert!(games.len() >= least(variant), "{variant}: only {} puzzles", games.len());
        let mut seen = std::collections::HashSet::new();
        let mut levels: BTreeMap<u8, Vec<f64>> = BTreeMap::new();
        let mut theme_counts: BTreeMap<Theme, usize> = BTreeMap::new();
        // Every few puzzles, the proof again: a few dozen a variant.
        let sample = games.len() / if variant == "hexdame" { 12 } else { 40 };
        for (i, read) in games.into_iter().enumerate() {
            let at = format!("{variant} puzzle {}", i + 1);
            assert!(read.error.is_none(), "{at}: {:?}", read.error);
            let record = read.record.unwrap();
            let start = *record.game.start();
            let moves = record.game.moves();
            assert!(seen.insert(damier_rules::fen::write(&start)), "{at} repeats");
            assert!(enough_pieces(&start), "{at}: fewer than {FEWEST_PIECES} pieces");
            let (cut, _) = line::cut(&start, moves).unwrap_or_else(|| panic!("{at}: its line wins nothing"));
            assert_eq!(cut.len(), moves.len(), "{at}: the line stops where the gain is made");
            assert!(!ends_in_draw(&start, moves), "{at}: a draw by rule");
            let themes = Theme::read_tag(record.tag("Themes").unwrap_or_default()).unwrap();
            assert_eq!(themes, themes::detect(&start, moves), "{at}: its themes");
            for theme in themes {
                *theme_counts.entry(theme).or_default() += 1;
            }
            let level: u8 = record.tag("Difficulty").and_then(|d| d.parse().ok()).unwrap();
            assert!((1..=5).contains(&level), "{at}: difficulty {level}");
            let effort =
                record.tag("Search").and_then(Effort::read_tag).unwrap_or_else(|| panic!("{at}: Search"));
            levels.entry(level).or_default().push(difficulty::hardness(effort, moves));
            let proof: u32 = record.tag("Proof").and_then(|d| d.parse().ok()).unwrap();
            assert!(proof >= 12, "{at}: proven to {proof} plies only");
            if i % sample == 3 {
                let verdict = confirm(&mut prover(start.rules()), &start, &moves[0], proof - 1);
                assert_eq!(verdict, Verdict::Confirmed, "{at}");
            }
        }
        for level in 1..=5 {
            let count = levels.get(&level).map_or(0, Vec::len);
            assert!(count >= 30, "{variant}: {count} puzzles at level {level}");
        }
        // The levels are the hardness's fifths: no puzzle of a level is harder than one above.
        for (easier, harder) in levels.values().zip(levels.values().skip(1)) {
            let most = easier.iter().copied().fold(f64::MIN, f64::max);
            let least = harder.iter().copied().fold(f64::MAX, f64::min);
            assert!(most <= least, "{variant}: a level holds a puzzle harder than the next level's easiest");
        }
        assert!(theme_counts.len() >= 5, "{variant}: themes {theme_counts:?}");
        println!(
            "{variant}: levels {:?}, themes {theme_counts:?}",
            levels.values().map(Vec::len).collect::<Vec<_>>()
        );
    }
}
