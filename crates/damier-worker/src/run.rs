//! A job done: the engine made for it (each job gets a fresh one, as the game's searches do),
//! the search or the analysis run to its end on the worker's one thread.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use damier_ai::analysis::analyse;
use damier_ai::{Book, Engine, Evaluator, Level};

use crate::job::{Answer, Job, Review, Searched, index_of, indices_of, read_game};

/// The transposition table's size in a worker, in MB (as the game's own searches).
const TABLE_MB: usize = 16;

/// Does `job`; `progress(done, total)` hears of an analysis's positions as they are done.
pub fn answer(job: &Job, progress: impl FnMut(usize, usize)) -> Answer {
    match job {
        Job::Search { game, level, limits, seed, book } => {
            let game = match read_game(game) {
                Ok(game) => game,
                Err(e) => return Answer::Refused(e),
            };
            let level: Level = match level.parse() {
                Ok(level) => level,
                Err(_) => return Answer::Refused(format!("no level is called {level}")),
            };
            let mut engine = Engine::new(level.evaluator(game.rules()), TABLE_MB);
            engine.set_book(Book::shipped(game.rules()).filter(|_| *book && level.uses_book()));
            let outcome = engine.search(&game, &limits.limits(), &level.options(*seed), |_| {});
            let root = game.position();
            Answer::Searched(Searched {
                best: outcome.best.and_then(|mv| index_of(root, &mv)),
                depth: outcome.info.depth,
                score: outcome.info.score,
                nodes: outcome.info.nodes,
                elapsed_ms: outcome.info.elapsed.as_millis() as u64,
                pv: indices_of(root, &outcome.info.pv),
                from_book: outcome.info.from_book,
            })
        }
        Job::Analyse { game, limits } => {
            let game = match read_game(game) {
                Ok(game) => game,
                Err(e) => return Answer::Refused(e),
            };
            let engine = Engine::new(Evaluator::default_for(game.rules()), TABLE_MB);
            let stop = Arc::new(AtomicBool::new(false));
            let Some(analysis) = analyse(&game, engine, &limits.limits(), stop, progress) else {
                return Answer::Refused("the analysis stopped".into());
            };
            let mut before = game.clone();
            before.go_to(0);
            let mut moves = Vec::with_capacity(analysis.moves.len());
            for review in &analysis.moves {
                let better = review.better.as_ref().map(|(_, line)| indices_of(before.position(), line));
                moves.push(Review {
                    loss: review.loss,
                    mark: review.mark.map(|m| m.symbol().to_string()),
                    better,
                    accuracy: review.accuracy,
                });
                let _ = before.play(&review.played);
            }
            Answer::Analysed { scores: analysis.scores, moves }
        }
    }
}

/// [`answer`] from and to JSON, as the worker's messages carry them.
#[cfg(target_arch = "wasm32")]
pub fn answer_text(job: &str, progress: impl FnMut(usize, usize)) -> String {
    let answer = match serde_json::from_str::<Job>(job) {
        Ok(job) => answer(&job, progress),
        Err(e) => Answer::Refused(format!("the job cannot be read: {e}")),
    };
    serde_json::to_string(&answer).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use damier_ai::{Level, Limits};
    use damier_rules::{Game, Variant};

    use super::answer;
    use crate::job::{Answer, Job, JobLimits, game_text, line_of};

    #[test]
    fn a_search_answers_a_legal_move_and_its_line() {
        let mut game = Game::new(Variant::International.rules());
        game.play_notation("32-28").unwrap();
        let job = Job::Search {
            game: game_text(&game),
            level: Level::Club.name().to_string(),
            limits: JobLimits::of(&Limits { depth: Some(4), ..Limits::default() }),
            seed: 1,
            book: false,
        };
        // Through JSON, as the page carries it.
        let job: Job = serde_json::from_str(&serde_json::to_string(&job).unwrap()).unwrap();
        let Answer::Searched(searched) = answer(&job, |_, _| {}) else { panic!("no search") };
        let best = searched.best(game.position()).expect("a move");
        assert!(game.legal_moves().iter().any(|m| m.same_move(&best)));
        let line = line_of(game.position(), &searched.pv);
        assert_eq!(line.len(), searched.pv.len(), "every move of the line is legal in turn");
        assert!(line.first().is_some_and(|m| m.same_move(&best)));
    }

    #[test]
    fn an_analysis_reviews_every_move() {
        let mut game = Game::new(Variant::English.rules());
        for mv in ["11-15", "23-19", "8-11", "22-17"] {
            game.play_notation(mv).unwrap();
        }
        let job = Job::Analyse {
            game: game_text(&game),
            limits: JobLimits { depth: Some(3), ..JobLimits::default() },
        };
        let mut heard = 0;
        let Answer::Analysed { scores, moves } = answer(&job, |done, _| heard = done) else { panic!() };
        assert_eq!((scores.len(), moves.len(), heard), (5, 4, 5));
    }

    #[test]
    fn a_broken_job_is_refused_with_the_reason() {
        let job = Job::Search {
            game: "[GameType \"20\"]\n1. 99-98 *".into(),
            level: "Club".into(),
            limits: JobLimits::default(),
            seed: 0,
            book: true,
        };
        assert!(matches!(answer(&job, |_, _| {}), Answer::Refused(_)));
        let job = Job::Search {
            game: game_text(&Game::new(Variant::English.rules())),
            level: "Grandest".into(),
            limits: JobLimits::default(),
            seed: 0,
            book: true,
        };
        assert_eq!(answer(&job, |_, _| {}), Answer::Refused("no level is called Grandest".into()));
    }
}
