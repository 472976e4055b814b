//! Iterative-deepening principal-variation search with a transposition table, killer and
//! history move ordering, capture sequences resolved beyond the horizon (a position where the
//! side to move must capture is never evaluated), late-move reductions for quiet moves, and
//! repetition and the variants' move-counting draw rules scored as draws inside the tree.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use damier_rules::{DrawClock, Game, Move, Position};

use crate::eval::Evaluator;
use crate::zobrist::{self, splitmix};

/// A score that means "the side to move is lost": `-MATE + plies`.
pub const MATE: i32 = 30_000;
const MAX_PLY: usize = 100;
const INFINITY: i32 = MATE + 1;

/// How long a search may run. Every given limit applies; none means "until stopped".
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime: Option<Duration>,
    /// A game clock: time left for the side to move, increment per move, moves to the next
    /// time control (if any).
    pub clock: Option<Clock>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Clock {
    pub remaining: Duration,
    pub increment: Duration,
    pub moves_to_go: Option<u32>,
}

/// The longest time a limit may name: one week. Readers of times (the Hub's `level`, the
/// command line) refuse more with [`TimeError`]; the engine itself saturates, so even a larger
/// `Duration` built by hand only means "no time limit in practice" and never overflows.
pub const MAX_TIME: Duration = Duration::from_secs(7 * 24 * 60 * 60);

/// Why a number of seconds was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TimeError {
    NotANumber(String),
    /// Negative, or not finite.
    OutOfRange(String),
    /// Over [`MAX_TIME`].
    TooLong(String),
}

impl std::fmt::Display for TimeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TimeError::NotANumber(t) => write!(f, "'{t}' is not a number of seconds"),
            TimeError::OutOfRange(t) => write!(f, "'{t}' is not a time: seconds must be 0 or more"),
            TimeError::TooLong(t) => {
                write!(f, "'{t}' seconds is more than a week (604800 s), the longest time allowed")
            }
        }
    }
}

impl std::error::Error for TimeError {}

/// Reads a number of seconds (`1.5`, `30`, `2e2`) as a time from 0 to [`MAX_TIME`]; refuses
/// negative, NaN, infinite and longer times.
pub fn parse_seconds(text: &str) -> Result<Duration, TimeError> {
    let t = text.trim();
    let seconds: f64 = t.parse().map_err(|_| TimeError::NotANumber(t.to_string()))?;
    if !seconds.is_finite() || seconds < 0.0 {
        return Err(TimeError::OutOfRange(t.to_string()));
    }
    if seconds > MAX_TIME.as_secs_f64() {
        return Err(TimeError::TooLong(t.to_string()));
    }
    Ok(Duration::from_secs_f64(seconds))
}

/// `Instant + Duration`, or `None` when the sum is past what the clock can represent (a time
/// that far away is never reached).
pub fn deadline_after(start: Instant, time: Duration) -> Option<Instant> {
    start.checked_add(time)
}

impl Limits {
    pub fn depth(depth: u32) -> Limits {
        Limits { depth: Some(depth), ..Limits::default() }
    }

    pub fn movetime(time: Duration) -> Limits {
        Limits { movetime: Some(time), ..Limits::default() }
    }

    pub fn nodes(nodes: u64) -> Limits {
        Limits { nodes: Some(nodes), ..Limits::default() }
    }

    /// Whether every time in these limits is within [`MAX_TIME`] (what readers of limits
    /// accept).
    pub fn check(&self) -> Result<(), TimeError> {
        let times = [
            self.movetime,
            self.clock.as_ref().map(|c| c.remaining),
            self.clock.as_ref().map(|c| c.increment),
        ];
        match times.into_iter().flatten().find(|t| *t > MAX_TIME) {
            Some(t) => Err(TimeError::TooLong(format!("{}", t.as_secs_f64()))),
            None => Ok(()),
        }
    }

    /// The time this move may take (from a move time or the game clock). Saturating: any
    /// `Duration`, however large, gives an answer without overflow.
    pub fn budget(&self) -> Option<Duration> {
        let from_clock = self.clock.as_ref().map(|c| {
            let moves = c.moves_to_go.unwrap_or(30).max(1);
            let increment = c.increment.checked_mul(3).map_or(c.increment / 4 * 3, |t| t / 4);
            let share = (c.remaining / moves).saturating_add(increment);
            // Never plan to use more than half of what is left.
            share.min(c.remaining / 2)
        });
        match (self.movetime, from_clock) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }
}

/// Search settings beyond the limits.
#[derive(Clone, Debug)]
pub struct Options {
    /// Seed for the opening variety (same seed, same games).
    pub seed: u64,
    /// In the first `variety_plies` plies of a game, root moves get up to `variety` centi-men of
    /// random bonus, so that near-equal openings vary between games.
    pub variety: i32,
    pub variety_plies: usize,
}

impl Default for Options {
    fn default() -> Options {
        Options { seed: 1, variety: 0, variety_plies: 0 }
    }
}

/// What one completed iteration found.
#[derive(Clone, Debug)]
pub struct Info {
    pub depth: u32,
    pub score: i32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub pv: Vec<Move>,
}

#[derive(Clone, Debug)]
pub struct Outcome {
    /// `None` only when the side to move has no legal move.
    pub best: Option<Move>,
    /// The last completed iteration (depth 0 if none completed).
    pub info: Info,
}

/// Score for the side to move, readable: `+1.25`, or `win in 7` / `loss in 4` plies.
pub fn describe_score(score: i32) -> String {
    if score.abs() > MATE - 1000 {
        let plies = MATE - score.abs();
        if score > 0 { format!("win in {plies}") } else { format!("loss in {plies}") }
    } else {
        format!("{:+.2}", score as f32 / 100.0)
    }
}

/// A move as the table remembers it: start, end and a fold of the captured set (checked against
/// the legal moves before use).
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct MoveId {
    from: u8,
    to: u8,
    captured: u32,
}

impl MoveId {
    fn of(mv: &Move) -> MoveId {
        let c = mv.captured;
        MoveId { from: mv.from.0, to: mv.to.0, captured: (c ^ (c >> 32) ^ (c >> 64) ^ (c >> 96)) as u32 }
    }
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    best: Option<MoveId>,
    score: i32,
    depth: i8,
    bound: Bound,
}

#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Bound {
    #[default]
    Exact,
    Lower,
    Upper,
}

/// A searcher with its transposition table and ordering tables, reused between moves.
pub struct Engine {
    evaluator: Evaluator,
    table: Vec<Entry>,
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<i32>,
    stop: Arc<AtomicBool>,
    // Per-search state.
    nodes: u64,
    started: Instant,
    deadline: Option<Instant>,
    node_limit: Option<u64>,
    aborted: bool,
    /// Keys of the positions on the way to the current node (game history first).
    path: Vec<u64>,
    /// Keys of the game's positions since its last irreversible move, before the root: a set,
    /// since a long game of king moves (English has no rule that ends it) can hold thousands.
    game_keys: HashSet<u64, BuildHasherDefault<KeyHasher>>,
    buffers: Vec<Vec<Move>>,
}

impl Engine {
    /// An engine for the evaluator's variant with a table of about `table_mb` MiB.
    pub fn new(evaluator: Evaluator, table_mb: usize) -> Engine {
        let entries = (table_mb.max(1) << 20) / std::mem::size_of::<Entry>();
        Engine {
            evaluator,
            table: vec![Entry::default(); entries.next_power_of_two() / 2],
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; 128 * 128],
            stop: Arc::new(AtomicBool::new(false)),
            nodes: 0,
            started: Instant::now(),
            deadline: None,
            node_limit: None,
            aborted: false,
            path: Vec::new(),
            game_keys: HashSet::default(),
            buffers: (0..=MAX_PLY).map(|_| Vec::new()).collect(),
        }
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

    /// Forgets everything learnt (for a new game).
    pub fn clear(&mut self) {
        self.table.iter_mut().for_each(|e| *e = Entry::default());
        self.history.iter_mut().for_each(|h| *h = 0);
    }

    /// Searches the game's current position. `on_info` hears about every completed iteration.
    pub fn search(
        &mut self,
        game: &Game,
        limits: &Limits,
        options: &Options,
        mut on_info: impl FnMut(&Info),
    ) -> Outcome {
        self.nodes = 0;
        self.aborted = false;
        self.started = Instant::now();
        self.deadline = limits.budget().and_then(|b| deadline_after(self.started, b));
        self.node_limit = limits.nodes;
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        self.history.iter_mut().for_each(|h| *h /= 8);

        // Repetitions count only since the last irreversible move (capture or man move).
        let moves = game.moves();
        let reversible = moves.iter().rev().take_while(|m| m.by_king && !m.is_capture()).count();
        self.path.clear();
        self.game_keys =
            (moves.len() - reversible..moves.len()).map(|i| zobrist::key(game.position_at(i))).collect();

        let root = *game.position();
        let clock = game.draw_clock();
        let mut root_moves = root.legal_moves();
        let mut last = Info { depth: 0, score: 0, nodes: 0, elapsed: Duration::ZERO, pv: Vec::new() };
        if root_moves.is_empty() {
            return Outcome { best: None, info: last };
        }
        let variety: Vec<i32> = if game.moves().len() < options.variety_plies && options.variety > 0 {
            let mut seed = options.seed ^ zobrist::key(&root);
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
        let mut best = root_moves[0];
        if root_moves.len() == 1 && limits.depth.is_none() && limits.nodes.is_none() {
            // A forced move needs no thought.
            last.pv = vec![best];
            return Outcome { best: Some(best), info: last };
        }

        let max_depth = limits.depth.unwrap_or(MAX_PLY as u32 - 10).min(MAX_PLY as u32 - 10);
        for depth in 1..=max_depth {
            let (score, iteration_best) = self.root(&root, clock, &mut root_moves, &variety, depth as i32);
            if self.aborted && iteration_best.is_none() {
                break;
            }
            if let Some(mv) = iteration_best {
                best = mv;
            }
            if self.aborted {
                break;
            }
            last = Info {
                depth,
                score,
                nodes: self.nodes,
                elapsed: self.started.elapsed(),
                pv: self.principal_variation(&root, best, depth as usize + 6),
            };
            on_info(&last);
            if score.abs() > MATE - 1000 && depth as i32 > MATE - score.abs() {
                break;
            }
            // Another iteration would rarely finish in the time that is left.
            if let Some(deadline) = self.deadline {
                let spent = self.started.elapsed();
                let left = deadline.saturating_duration_since(Instant::now());
                if spent > left.saturating_add(spent / 2) {
                    break;
                }
            }
        }
        last.nodes = self.nodes;
        last.elapsed = self.started.elapsed();
        Outcome { best: Some(best), info: last }
    }

    /// One iteration at the root: the best move first, then the others with a null window.
    fn root(
        &mut self,
        root: &Position,
        clock: DrawClock,
        moves: &mut [Move],
        variety: &[i32],
        depth: i32,
    ) -> (i32, Option<Move>) {
        let mut alpha = -INFINITY;
        let mut best: Option<(Move, i32)> = None;
        let key = zobrist::key(root);
        for (i, mv) in moves.iter().enumerate() {
            let child = root.after(mv);
            let child_clock = clock.after(root, mv, &child);
            self.path.push(key);
            let bonus = variety[i];
            let score = if i == 0 {
                -self.negamax(&child, child_clock, depth - 1, 1, -INFINITY, -alpha + bonus) + bonus
            } else {
                let window = (-alpha + bonus - 1, -alpha + bonus);
                let mut s = -self.negamax(&child, child_clock, depth - 1, 1, window.0, window.1) + bonus;
                if s > alpha && !self.aborted {
                    s = -self.negamax(&child, child_clock, depth - 1, 1, -INFINITY, -alpha + bonus) + bonus;
                }
                s
            };
            self.path.pop();
            if self.aborted {
                break;
            }
            if score > alpha {
                alpha = score;
                best = Some((*mv, score));
            }
        }
        // The next iteration tries the best move first.
        if let Some((mv, _)) = best
            && let Some(i) = moves.iter().position(|m| m.same_move(&mv))
        {
            moves[..=i].rotate_right(1);
        }
        self.store(key, depth, alpha, Bound::Exact, best.map(|b| b.0));
        (alpha, best.map(|b| b.0))
    }

    fn out_of_time(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if self.nodes & 1023 == 0 {
            let stopped = self.stop.load(Ordering::Relaxed);
            let late = self.deadline.is_some_and(|d| Instant::now() >= d);
            let spent = self.node_limit.is_some_and(|n| self.nodes >= n);
            self.aborted = stopped || late || spent;
        }
        self.aborted
    }

    fn negamax(
        &mut self,
        pos: &Position,
        clock: DrawClock,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if self.out_of_time() {
            return 0;
        }
        let key = zobrist::key(pos);
        // A position repeated on the way here is a draw (the cycle can be repeated at will).
        // (The key holds the side to move, so only positions with the same side to move match.)
        if self.path.iter().rev().skip(1).step_by(2).any(|&k| k == key)
            || (!self.game_keys.is_empty() && self.game_keys.contains(&key))
        {
            return 0;
        }
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        pos.generate(&mut moves);
        if moves.is_empty() {
            self.buffers[ply] = moves;
            return -MATE + ply as i32;
        }
        // The variant's move-counting draw rules (FMJD endings, Frisian kings) end the game here.
        if clock.expired(pos.rules()).is_some() {
            self.buffers[ply] = moves;
            return 0;
        }
        let must_capture = moves[0].is_capture();
        if ply >= MAX_PLY || (depth <= 0 && !must_capture) {
            self.buffers[ply] = moves;
            return self.evaluator.evaluate(pos);
        }

        let original_alpha = alpha;
        let entry = self.table[self.slot(key)];
        let mut tt_move = None;
        if entry.key == key {
            tt_move = entry.best;
            if entry.depth as i32 >= depth {
                let score = from_table(entry.score, ply);
                let cut = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    self.buffers[ply] = moves;
                    return score;
                }
            }
        }

        self.order(&mut moves, tt_move, ply);
        // A forced move (one legal move) costs no depth.
        let forced = moves.len() == 1;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        self.path.push(key);
        for (i, mv) in moves.iter().enumerate() {
            let child = pos.after(mv);
            let child_clock = clock.after(pos, mv, &child);
            let next_depth = if forced || (must_capture && depth <= 0) { depth.max(0) } else { depth - 1 };
            let score = if i == 0 {
                -self.negamax(&child, child_clock, next_depth, ply + 1, -beta, -alpha)
            } else {
                // Late quiet moves are searched shallower first; a surprise gets a full look.
                let reduction =
                    if !must_capture && depth >= 3 && i >= 3 && !self.is_killer(mv, ply) { 1 } else { 0 };
                let mut s =
                    -self.negamax(&child, child_clock, next_depth - reduction, ply + 1, -alpha - 1, -alpha);
                if s > alpha && reduction > 0 && !self.aborted {
                    s = -self.negamax(&child, child_clock, next_depth, ply + 1, -alpha - 1, -alpha);
                }
                if s > alpha && s < beta && !self.aborted {
                    s = -self.negamax(&child, child_clock, next_depth, ply + 1, -beta, -alpha);
                }
                s
            };
            if self.aborted {
                break;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(*mv);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if !mv.is_capture() {
                    self.remember_cutoff(mv, ply, depth);
                }
                break;
            }
        }
        self.path.pop();
        self.buffers[ply] = moves;
        if self.aborted {
            return 0;
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.store(key, depth, to_table(best_score, ply), bound, best_move);
        best_score
    }

    fn slot(&self, key: u64) -> usize {
        (key as usize) & (self.table.len() - 1)
    }

    fn store(&mut self, key: u64, depth: i32, score: i32, bound: Bound, best: Option<Move>) {
        let slot = self.slot(key);
        let old = self.table[slot];
        // Keep the deeper result of the same position; otherwise the newer one.
        if old.key != key || depth as i8 >= old.depth || bound == Bound::Exact {
            let best = best.map(|m| MoveId::of(&m)).or(old.best.filter(|_| old.key == key));
            self.table[slot] = Entry { key, best, score, depth: depth as i8, bound };
        }
    }

    fn is_killer(&self, mv: &Move, ply: usize) -> bool {
        self.killers[ply].iter().flatten().any(|k| k.same_move(mv))
    }

    fn remember_cutoff(&mut self, mv: &Move, ply: usize, depth: i32) {
        if !self.is_killer(mv, ply) {
            self.killers[ply] = [Some(*mv), self.killers[ply][0]];
        }
        let h = &mut self.history[mv.from.0 as usize * 128 + mv.to.0 as usize];
        *h = (*h + depth * depth).min(1 << 20);
    }

    /// Transposition move first, then larger captures, killers, and quiet moves by history.
    fn order(&self, moves: &mut [Move], tt_move: Option<MoveId>, ply: usize) {
        let score = |mv: &Move| -> i32 {
            if tt_move == Some(MoveId::of(mv)) {
                return i32::MAX;
            }
            if mv.is_capture() {
                return 1 << 28 | (mv.capture_count() as i32) << 20 | mv.captured_kings.count_ones() as i32;
            }
            if self.is_killer(mv, ply) {
                return 1 << 27;
            }
            self.history[mv.from.0 as usize * 128 + mv.to.0 as usize] + if mv.promotes { 1 << 26 } else { 0 }
        };
        moves.sort_by_cached_key(|mv| std::cmp::Reverse(score(mv)));
    }

    /// The best line from the table, starting with `first`, at most `length` moves (deeper
    /// entries may be left from earlier searches).
    fn principal_variation(&self, root: &Position, first: Move, length: usize) -> Vec<Move> {
        let mut pv = vec![first];
        let mut pos = root.after(&first);
        let mut seen = vec![zobrist::key(root)];
        while pv.len() < length {
            let key = zobrist::key(&pos);
            if seen.contains(&key) {
                break;
            }
            seen.push(key);
            let entry = self.table[self.slot(key)];
            let Some(id) = entry.best.filter(|_| entry.key == key) else { break };
            let Some(legal) = pos.legal_moves().into_iter().find(|m| MoveId::of(m) == id) else { break };
            pv.push(legal);
            pos = pos.after(&legal);
        }
        pv
    }
}

/// Mate scores are stored relative to the node, so they stay right at any depth.
fn to_table(score: i32, ply: usize) -> i32 {
    if score > MATE - 1000 {
        score + ply as i32
    } else if score < -MATE + 1000 {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score > MATE - 1000 {
        score - ply as i32
    } else if score < -MATE + 1000 {
        score + ply as i32
    } else {
        score
    }
}

/// Zobrist keys are random already: the set uses them as their own hash.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }
}
