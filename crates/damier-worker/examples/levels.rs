//! What the levels reach in a page against the desktop: the same jobs the page's worker does,
//! each level's own limits (on one thread) from each variant's position after two free moves, with no
//! opening book, run here natively. `--jobs` prints the jobs instead (as JSON lines), for the web
//! test to post to the page's worker (scripts/test-web.py, `--only levels`).
//!
//!     cargo run --release -p damier-worker --example levels

use damier_ai::Level;
use damier_rules::{Game, Variant};
use damier_worker::{Answer, Job, JobLimits, answer, job::game_text};

fn jobs() -> Vec<(Variant, Level, Job)> {
    let mut jobs = Vec::new();
    for variant in Variant::ALL {
        let mut game = Game::new(variant.rules());
        // Two moves that leave the side to move a free choice (a forced capture would be
        // answered at depth 0, measuring nothing).
        for _ in 0..2 {
            let free = |mv: &damier_rules::Move| {
                let next = game.position().after(mv).legal_moves();
                next.len() > 1 && !next.iter().any(|m| m.is_capture())
            };
            let chosen = game.legal_moves().into_iter().find(free).unwrap_or(game.legal_moves()[0]);
            game.play(&chosen).expect("a legal move");
        }
        for level in [Level::Intermediate, Level::Club, Level::Expert, Level::Maximum] {
            let job = Job::Search {
                game: game_text(&game),
                level: level.name().into(),
                limits: JobLimits::of(&level.limits()),
                seed: 1,
                book: false,
            };
            jobs.push((variant, level, job));
        }
    }
    jobs
}

fn main() {
    let print_jobs = std::env::args().any(|a| a == "--jobs");
    for (variant, level, job) in jobs() {
        if print_jobs {
            println!("{}", serde_json::to_string(&job).expect("a job as JSON"));
            continue;
        }
        if let Answer::Searched(found) = answer(&job, |_, _| {}) {
            println!(
                "{{\"variant\":\"{variant}\",\"level\":\"{}\",\"depth\":{},\"nodes\":{},\"ms\":{}}}",
                level.name(),
                found.depth,
                found.nodes,
                found.elapsed_ms
            );
        }
    }
}
