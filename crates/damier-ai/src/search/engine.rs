//! The engine facade: [`Engine`] keeps the transposition table and one worker per thread
//! between moves, runs a search on the main thread and its lazy SMP helpers, and reports each
//! completed iteration ([`Info`]) and the answer ([`Outcome`]).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use web_time::Instant;

use damier_rules::{Game, Move, Position};

use super::MAX_PLY;
use super::limits::{Limits, deadline_after};
use super::shared::{Root, Shared};
use super::worker::Worker;
use crate::book::Book;
use crate::egtb::Tables;
use crate::eval::Evaluator;
use crate::score::{MATE, MATE_BOUND};
use crate::table::Table;
use crate::zobrist::{self, splitmix};

/// Search settings beyond the limits.
#[derive(Clone, Debug)]
pub struct Options {
    /// Seed for the opening variety (same seed, same games).
    pub seed: u64,
    /// In the first `variety_plies` plies of a game, root moves get up to `variety` centi-men of
    /// random bonus, so that near-equal openings vary between games.
    pub variety: i32,
    pub variety_plies: usize,
    /// Whether ProbCut may cut nodes (on by default). A proof, such as a puzzle's check, turns
    /// it off, so that no verdict rests on a shallow search's guess.
    pub prune: bool,
    /// A proof's question, "does the score reach this?": every iteration searches a null
    /// window at it, so the reported score is only a bound (at least the question's score, or
    /// below it), found for much less work than the exact score.
    pub reaches: Option<i32>,
}

impl Default for Options {
    fn default() -> Options {
        Options { seed: 1, variety: 0, variety_plies: 0, prune: true, reaches: None }
    }
}

/// What one completed iteration found.
#[derive(Clone, Debug, Default)]
pub struct Info {
    /// 0 for a forced move or a book move.
    pub depth: u32,
    pub score: i32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub pv: Vec<Move>,
    /// The move came from the opening book (the score is the book's).
    pub from_book: bool,
}

#[derive(Clone, Debug)]
pub struct Outcome {
    /// `None` only when the side to move has no legal move.
    pub best: Option<Move>,
    /// The last completed iteration (depth 0 if none completed).
    pub info: Info,
}

/// A searcher with its transposition table and ordering tables, reused between moves.
pub struct Engine {
    evaluator: Evaluator,
    table: Arc<Table>,
    stop: Arc<AtomicBool>,
    threads: usize,
    /// The main thread's worker first, then the helpers'.
    workers: Vec<Worker>,
    generation: u8,
    tables: Option<Arc<Tables>>,
    book: Option<Arc<Book>>,
}

impl Engine {
    /// An engine for the evaluator's variant with a table of about `table_mb` MiB.
    pub fn new(evaluator: Evaluator, table_mb: usize) -> Engine {
        let table = Arc::new(Table::new(table_mb));
        let main = Worker::new(evaluator.clone(), Arc::clone(&table));
        Engine {
            evaluator,
            table,
            stop: Arc::new(AtomicBool::new(false)),
            threads: 1,
            workers: vec![main],
            generation: 0,
            tables: None,
            book: None,
        }
    }

    /// Searches with `threads` threads (lazy SMP: helpers share the table) when the limits do
    /// not say otherwise. One thread (the default) is deterministic.
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.clamp(1, MAX_THREADS);
    }

    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Listens to `stop` from now on (the Hub gives each search a flag of its own, so that a
    /// timer meant for one search can never stop another).
    pub fn set_stop_flag(&mut self, stop: Arc<AtomicBool>) {
        self.stop = stop;
    }

    /// The flag that stops a running search (from any thread); it returns the best move so far.
    /// The search never clears it, so a stop sent before a search gets going is not lost: whoever
    /// starts a search clears it first.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.stop.clone()
    }

    /// Listens to `stop` instead of the engine's own flag.
    pub fn with_stop_flag(mut self, stop: Arc<AtomicBool>) -> Engine {
        self.stop = stop;
        self
    }

    /// Probes these endgame tables from now on (none: searches on to the end). Clears the
    /// transposition table, whose scores were found with the tables or without.
    pub fn set_tables(&mut self, tables: Option<Arc<Tables>>) {
        self.tables = tables;
        self.table.clear();
    }

    /// Plays from this opening book where it knows the position (none: always searches).
    pub fn set_book(&mut self, book: Option<Arc<Book>>) {
        self.book = book;
    }

    /// Forgets everything learnt (for a new game).
    pub fn clear(&mut self) {
        self.table.clear();
        for w in &mut self.workers {
            w.order.clear_history();
            w.eval_cache.iter_mut().for_each(|e| *e = 0);
        }
    }

    /// Searches the game's current position. `on_info` hears about every completed iteration.
    pub fn search(
        &mut self,
        game: &Game,
        limits: &Limits,
        options: &Options,
        mut on_info: impl FnMut(&Info),
    ) -> Outcome {
        let started = Instant::now();
        let (soft, hard) = limits.time_plan();
        self.generation = self.generation.wrapping_add(1) & 63;
        let threads = limits.threads.unwrap_or(self.threads).clamp(1, MAX_THREADS);
        while self.workers.len() < threads {
            let helper = Worker::new(self.evaluator.clone(), Arc::clone(&self.table));
            self.workers.push(helper);
        }
        let shared = Shared {
            stop: &self.stop,
            done: AtomicBool::new(false),
            deadline: hard.and_then(|b| deadline_after(started, b)),
            node_limit: limits.nodes,
            nodes: AtomicU64::new(0),
        };

        // Repetitions count only since the last irreversible move (capture or man move).
        let moves = game.moves();
        let reversible = moves.iter().rev().take_while(|m| m.by_king && !m.is_capture()).count();
        let root_pos = *game.position();
        let mut root_moves = root_pos.legal_moves();
        let mut last =
            Info { depth: 0, score: 0, nodes: 0, elapsed: Duration::ZERO, pv: Vec::new(), from_book: false };
        if root_moves.is_empty() {
            return Outcome { best: None, info: last };
        }
        let variety: Vec<i32> = if game.moves().len() < options.variety_plies && options.variety > 0 {
            let mut seed = options.seed ^ zobrist::key(&root_pos);
            root_moves
                .iter()
                .map(|_| {
                    seed = splitmix(seed);
                    (seed % (options.variety as u64 + 1)) as i32
                })
                .collect()
        } else {
            vec![0; root_moves.len()]
        };
        let until_stopped = limits.until_stopped();
        let timed = limits.depth.is_none() && limits.nodes.is_none() && !until_stopped;
        if root_moves.len() == 1 && timed {
            // A forced move needs no thought.
            last.pv = vec![root_moves[0]];
            return Outcome { best: Some(root_moves[0]), info: last };
        }
        let book_variety = if moves.len() < options.variety_plies { options.variety } else { 0 };
        // A search until stopped (pondering, analysis) is asked to think, not to play.
        let book = self.book.as_ref().filter(|_| !until_stopped);
        let known = book.and_then(|book| book.choose(&root_pos, book_variety, options.seed));
        if let Some(known) = known.filter(|k| root_moves.iter().any(|m| m.same_move(&k.mv))) {
            last.score = known.score;
            last.pv = vec![known.mv];
            last.from_book = true;
            last.elapsed = started.elapsed();
            on_info(&last);
            return Outcome { best: Some(known.mv), info: last };
        }
        let root = Root {
            pos: root_pos,
            key: zobrist::key(&root_pos),
            clock: game.draw_clock(),
            variety,
            prune: options.prune,
            reaches: options.reaches,
            tables: self.tables.clone(),
            game_keys: (moves.len() - reversible..moves.len())
                .map(|i| zobrist::key(game.position_at(i)))
                .collect(),
        };
        let max_depth = limits.depth.unwrap_or(MAX_PLY as u32 - 10).min(MAX_PLY as u32 - 10);
        let generation = self.generation;
        let (main, helpers) = self.workers[..threads].split_first_mut().expect("a main worker");
        main.prepare(generation);
        main.helper = false;

        let best = std::thread::scope(|scope| {
            for (h, helper) in helpers.iter_mut().enumerate() {
                helper.prepare(generation);
                helper.helper = true;
                let (shared, root) = (&shared, &root);
                let mut moves = root_moves.clone();
                // Half of the helpers look one ply deeper, so that the threads spread out.
                let first = 1 + (h as u32 + 1) % 2;
                scope.spawn(move || {
                    helper.deepen(shared, root, &mut moves, first, max_depth, |_, _, _, _| true);
                });
            }
            let best = main.deepen(&shared, &root, &mut root_moves, 1, max_depth, |w, depth, score, best| {
                let elapsed = started.elapsed();
                let nodes = if threads == 1 { w.nodes } else { shared.nodes.load(Ordering::Relaxed) };
                last = Info {
                    depth,
                    score,
                    nodes,
                    elapsed,
                    pv: principal_variation(&w.table, &root.pos, best, depth as usize + 6),
                    from_book: false,
                };
                on_info(&last);
                if score.abs() > MATE_BOUND && depth as i32 > MATE - score.abs() {
                    return false;
                }
                // On a game clock, another iteration would rarely finish in the time planned
                // for this move: save it for later moves. A fixed move time is used to the end
                // (an unfinished iteration still finds a better move when there is one).
                match soft {
                    Some(soft) if soft < hard.unwrap_or(soft) || limits.movetime.is_none() => {
                        elapsed < soft.mul_f64(0.55)
                    }
                    _ => true,
                }
            });
            shared.done.store(true, Ordering::Relaxed);
            best
        });
        let best = best.unwrap_or(root_moves[0]);
        if until_stopped {
            // A search with no limit may end early (a proven result, the deepest depth), but
            // answers only when stopped: a pondering GUI takes no move before its ponder-hit.
            while !self.stop.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(2));
            }
        }
        last.nodes = if threads == 1 {
            self.workers[0].nodes
        } else {
            self.workers[..threads].iter().map(|w| w.nodes).sum()
        };
        last.elapsed = started.elapsed();
        if last.pv.first().is_none_or(|m| !m.same_move(&best)) {
            last.pv = vec![best];
        }
        Outcome { best: Some(best), info: last }
    }
}

/// The most threads a search uses.
pub const MAX_THREADS: usize = 64;

/// The best line from the table, starting with `first`, at most `length` moves (deeper entries
/// may be left from earlier searches).
fn principal_variation(table: &Table, root: &Position, first: Move, length: usize) -> Vec<Move> {
    let mut pv = vec![first];
    let mut pos = root.after(&first);
    let mut seen = vec![zobrist::key(root)];
    while pv.len() < length {
        let key = zobrist::key(&pos);
        if seen.contains(&key) {
            break;
        }
        seen.push(key);
        let Some(id) = table.probe(key).and_then(|h| h.best) else { break };
        let Some(legal) = pos.legal_moves().into_iter().find(|m| id.matches(m)) else { break };
        pv.push(legal);
        pos = pos.after(&legal);
    }
    pv
}
