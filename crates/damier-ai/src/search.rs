//! Iterative-deepening principal-variation search with aspiration windows, a transposition table
//! shared without locks by the threads of a lazy SMP search, killer and history move ordering
//! (moves picked one at a time, no sort), capture sequences resolved beyond the horizon (a
//! position where the side to move must capture is never evaluated), late-move reductions for
//! quiet moves that offer no capture, ProbCut from a search to two fifths of the depth,
//! repetition and the variants' move-counting draw rules scored as draws inside the tree, and
//! endgame tables probed where they cover a node. Nothing is allocated inside the tree: each
//! thread keeps a move buffer per ply, and keys are updated from the move.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use damier_rules::{DrawClock, Game, Move, Position};

use crate::egtb::{self, Tables};
use crate::eval::Evaluator;
use crate::table::{Bound, Hit, MoveId, Table};
use crate::zobrist::{self, splitmix};

pub use crate::score::MATE;
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
    /// Search threads (lazy SMP); `None`: the engine's own setting ([`Engine::set_threads`]).
    pub threads: Option<usize>,
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

/// What a move on a game clock costs beyond the search: reading the position, starting the
/// search's threads, and the answer's way back to the GUI (measured at 0.1–8 ms through the Hub
/// on two threads; more on a loaded machine).
const MOVE_OVERHEAD: Duration = Duration::from_millis(5);

/// The least time a move on a game clock is planned to take: enough for a shallow search,
/// so that even a nearly spent clock answers with a searched move.
const MIN_BUDGET: Duration = Duration::from_millis(1);

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
            // The moves to come each cost their overhead whatever is searched: keep it aside,
            // or a sudden-death clock runs down to where the overhead alone loses on time.
            let overhead = MOVE_OVERHEAD.saturating_mul(moves);
            let share = (c.remaining.saturating_sub(overhead) / moves).saturating_add(increment);
            // Never plan to use more than half of what is left, nor less than a depth-one search.
            share.max(MIN_BUDGET).min(c.remaining / 2)
        });
        match (self.movetime, from_clock) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// The search's two times: the target (no new iteration starts past about half of it) and
    /// the hard limit it never passes. With a game clock the hard limit keeps a safety margin
    /// for the answer to reach the GUI and never takes more than half of what is left, so the
    /// engine cannot lose on time however short the clock (each move leaves at least half).
    pub fn time_plan(&self) -> (Option<Duration>, Option<Duration>) {
        let hard_clock = self.clock.as_ref().map(|c| {
            let margin = (c.remaining / 10).min(Duration::from_millis(50));
            let usable = c.remaining.saturating_sub(margin);
            let target = self.budget().unwrap_or(usable);
            target.saturating_mul(4).min(usable / 2)
        });
        let hard = match (self.movetime, hard_clock) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        let soft = match (self.budget(), hard) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        (soft, hard)
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
    /// Whether ProbCut may cut nodes (on by default). A proof, such as a puzzle's check, turns
    /// it off, so that no verdict rests on a shallow search's guess.
    pub prune: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options { seed: 1, variety: 0, variety_plies: 0, prune: true }
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

/// Plies to the end of the game when the score is a won (positive) or lost (negative) one.
pub fn mate_in(score: i32) -> Option<i32> {
    (score.abs() > MATE - 1000).then(|| MATE - score.abs())
}

/// Score for the side to move, readable: `+1.25`, or `win in 7` / `loss in 4` plies.
pub fn describe_score(score: i32) -> String {
    match mate_in(score) {
        Some(plies) if score > 0 => format!("win in {plies}"),
        Some(plies) => format!("loss in {plies}"),
        None => format!("{:+.2}", score as f32 / 100.0),
    }
}

/// Late-move reductions, by depth and move number (quiet moves only).
fn reductions() -> &'static [[u8; 64]; 64] {
    static TABLE: OnceLock<Box<[[u8; 64]; 64]>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = Box::new([[0u8; 64]; 64]);
        for (depth, row) in table.iter_mut().enumerate().skip(1) {
            for (number, r) in row.iter_mut().enumerate().skip(1) {
                let x = 0.75 + (depth as f64).ln() * (number as f64).ln() / 2.0;
                *r = x.max(0.0) as u8;
            }
        }
        table
    })
}

/// Entries of each thread's evaluation cache (key and score in one word): 128 KB, which stays in
/// the processor's L2 cache (64 K entries measured 2-3 % slower).
const EVAL_CACHE: usize = 1 << 14;
/// Capture resolution past the horizon neither probes nor fills the table: measured faster
/// (the probes there miss the cache and seldom cut).
const QS_SKIP_TT: bool = true;

/// Whether a node searched to `depth` probes and fills the table (see [`QS_SKIP_TT`]).
fn uses_table(depth: i32) -> bool {
    depth > 0 || !QS_SKIP_TT
}
/// ProbCut (switched by [`Options::prune`]): a node may be cut by a search to two fifths of its
/// depth that clears beta plus this many centi-men a ply of depth (so the bar rises with the
/// depth it stands for).
const PROBCUT_MARGIN_PER_PLY: i32 = 5;
/// Leaves look their score up in a small cache before evaluating: measured faster.
const EVAL_CACHE_ON: bool = true;

/// What every thread of one search shares.
struct Shared<'a> {
    /// The caller's stop flag.
    stop: &'a AtomicBool,
    /// Set when the main thread has its answer: the helpers stop.
    done: AtomicBool,
    /// The time the search must never pass.
    deadline: Option<Instant>,
    node_limit: Option<u64>,
    /// Nodes of all threads, added in batches.
    nodes: AtomicU64,
}

/// The root position and what every thread needs to know about the game before it.
struct Root {
    pos: Position,
    key: u64,
    clock: DrawClock,
    variety: Vec<i32>,
    /// Whether ProbCut may cut ([`Options::prune`]).
    prune: bool,
    /// Endgame tables, probed at every node with few enough pieces.
    tables: Option<Arc<Tables>>,
    /// Keys of the game's positions since its last irreversible move, before the root: a set,
    /// since a long game of king moves (English has no rule that ends it) can hold thousands.
    game_keys: HashSet<u64, BuildHasherDefault<KeyHasher>>,
}

/// One search thread: its move buffers, ordering tables and counters (the table is shared).
struct Worker {
    evaluator: Evaluator,
    table: Arc<Table>,
    killers: Vec<[u16; 2]>,
    history: Vec<i32>,
    /// Keys of the positions from the root to the current node.
    keys: Vec<u64>,
    moves: Vec<Vec<Move>>,
    /// Each ply's move order: ordering score and index into that ply's moves (the moves
    /// themselves, over a hundred bytes each with their capture paths, stay where they were
    /// generated).
    ranked: Vec<Vec<Ranked>>,
    eval_cache: Vec<u64>,
    nodes: u64,
    aborted: bool,
    /// A helper thread (stops when the main thread is done; its results only fill the table).
    helper: bool,
    generation: u8,
}

fn quiet_id(mv: &Move) -> u16 {
    u16::from(mv.from.0) << 8 | u16::from(mv.to.0)
}

impl Worker {
    fn new(evaluator: Evaluator, table: Arc<Table>) -> Worker {
        Worker {
            evaluator,
            table,
            killers: vec![[0; 2]; MAX_PLY + 2],
            history: vec![0; 128 * 128],
            keys: vec![0; MAX_PLY + 2],
            moves: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            ranked: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            eval_cache: vec![0; EVAL_CACHE],
            nodes: 0,
            aborted: false,
            helper: false,
            generation: 0,
        }
    }

    fn prepare(&mut self, generation: u8) {
        self.nodes = 0;
        self.aborted = false;
        self.generation = generation;
        self.killers.iter_mut().for_each(|k| *k = [0; 2]);
        self.history.iter_mut().for_each(|h| *h /= 8);
    }

    fn out_of_time(&mut self, shared: &Shared) -> bool {
        if self.aborted {
            return true;
        }
        if self.nodes & 1023 == 0 {
            let total = shared.nodes.fetch_add(1024, Ordering::Relaxed) + 1024;
            let stopped = shared.stop.load(Ordering::Relaxed);
            let done = self.helper && shared.done.load(Ordering::Relaxed);
            let late = shared.deadline.is_some_and(|d| Instant::now() >= d);
            let spent = shared.node_limit.is_some_and(|n| total >= n);
            self.aborted = stopped || done || late || spent;
        }
        self.aborted
    }

    fn eval_index(key: u64) -> usize {
        (key as usize) & (EVAL_CACHE - 1)
    }

    fn evaluate(&mut self, pos: &Position, key: u64) -> i32 {
        if !EVAL_CACHE_ON {
            return self.evaluator.evaluate(pos);
        }
        let slot = &mut self.eval_cache[Self::eval_index(key)];
        if *slot != 0 && (*slot ^ key) & !0xFFFF == 0 {
            return i32::from(*slot as u16 as i16);
        }
        let score = self.evaluator.evaluate(pos).clamp(-(MATE - 1001), MATE - 1001);
        *slot = (key & !0xFFFF) | u64::from(score as i16 as u16);
        if *slot == 0 {
            *slot = 0x1_0000;
        }
        score
    }

    /// Iterative deepening from `first` to `last`; `after` hears of each completed iteration
    /// (depth, score, best move) and says whether to go on. Returns the best move found.
    fn deepen(
        &mut self,
        shared: &Shared,
        root: &Root,
        moves: &mut [Move],
        first: u32,
        last: u32,
        mut after: impl FnMut(&mut Worker, u32, i32, Move) -> bool,
    ) -> Option<Move> {
        let mut best = None;
        let mut previous: i32 = 0;
        for depth in first..=last {
            let mut delta = 20;
            let aspirate = depth >= 5 && previous.abs() < MATE - 1000;
            let (mut alpha, mut beta) =
                if aspirate { (previous - delta, previous + delta) } else { (-INFINITY, INFINITY) };
            let score = loop {
                let (score, found) = self.root(shared, root, moves, depth as i32, alpha, beta);
                if self.aborted {
                    // A move that beat the previous best (searched first) within the window is
                    // better than it, even in an unfinished iteration.
                    if found.is_some() && score > alpha {
                        best = found;
                    }
                    return best;
                }
                if score <= alpha {
                    beta = (alpha + beta) / 2;
                    alpha = (score - delta).max(-INFINITY);
                } else if score >= beta {
                    best = found.or(best);
                    beta = (score + delta).min(INFINITY);
                } else {
                    best = found.or(best);
                    break score;
                }
                // Wider each time, never past the whole window (repeated fails must not overflow).
                delta = delta.saturating_mul(2).min(INFINITY);
            };
            previous = score;
            match best {
                Some(mv) if after(self, depth, score, mv) => {}
                _ => break,
            }
        }
        best
    }

    /// One iteration at the root: the best move first, then the others with a null window.
    /// Returns the best score and move (a fail-low returns the bound and no reliable move).
    fn root(
        &mut self,
        shared: &Shared,
        root: &Root,
        moves: &mut [Move],
        depth: i32,
        mut alpha: i32,
        beta: i32,
    ) -> (i32, Option<Move>) {
        let original_alpha = alpha;
        let mut best: Option<(usize, i32)> = None;
        let pos = &root.pos;
        self.keys[0] = root.key;
        for (i, mv) in moves.iter().enumerate() {
            let child = pos.after(mv);
            let child_key = zobrist::after(root.key, pos, mv, &child);
            let child_clock = root.clock.after(pos, mv, &child);
            let reversible = if mv.by_king && !mv.is_capture() { 1 } else { 0 };
            let bonus = root.variety[i];
            let search = |w: &mut Worker, a: i32, b: i32| {
                -w.negamax(
                    shared,
                    root,
                    &child,
                    child_key,
                    child_clock,
                    depth - 1,
                    1,
                    -b + bonus,
                    -a + bonus,
                    reversible,
                    None,
                    root.prune,
                ) + bonus
            };
            let score = if i == 0 {
                search(self, alpha, beta)
            } else {
                let mut s = search(self, alpha, alpha + 1);
                if s > alpha && s < beta && !self.aborted {
                    s = search(self, alpha, beta);
                }
                s
            };
            if self.aborted {
                break;
            }
            if best.is_none_or(|(_, b)| score > b) {
                best = Some((i, score));
            }
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
        let Some((i, score)) = best else { return (alpha, None) };
        let mv = moves[i];
        if score > original_alpha {
            // The next iteration tries the best move first.
            moves[..=i].rotate_right(1);
            if !self.aborted {
                let bound = if score >= beta { Bound::Lower } else { Bound::Exact };
                let hit = Hit { best: Some(MoveId::of(&mv)), score, depth, bound };
                self.table.store(root.key, hit, self.generation);
            }
            (score, Some(mv))
        } else {
            (score, None)
        }
    }

    /// Whether `key` repeats a position on the way here (the cycle can be repeated at will, so
    /// it is a draw). Only the last `reversible` plies can hold a repetition.
    fn repeated(&self, root: &Root, key: u64, ply: usize, reversible: usize) -> bool {
        let within = reversible.min(ply);
        let mut back = 2;
        while back <= within {
            if self.keys[ply - back] == key {
                return true;
            }
            back += 2;
        }
        reversible >= ply && !root.game_keys.is_empty() && root.game_keys.contains(&key)
    }

    /// The score of `pos` for the side to move, searched `depth` plies. `known_capture` says
    /// whether it must capture when the caller knows; `prune` whether ProbCut may cut here (off
    /// below ProbCut's own searches).
    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        shared: &Shared,
        root: &Root,
        pos: &Position,
        key: u64,
        clock: DrawClock,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        reversible: usize,
        known_capture: Option<bool>,
        prune: bool,
    ) -> i32 {
        self.nodes += 1;
        if self.out_of_time(shared) {
            return 0;
        }
        if reversible >= 2 && self.repeated(root, key, ply, reversible) {
            return 0;
        }
        self.keys[ply] = key;
        if let Some(score) = root.tables.as_deref().and_then(|t| egtb::score(t, pos, &clock, ply)) {
            return score;
        }
        let must_capture = known_capture.unwrap_or_else(|| pos.has_capture());
        if !must_capture && (depth <= 0 || ply >= MAX_PLY) {
            // A quiet leaf: no move at all loses; the draw rules come next; else the evaluation.
            if !pos.has_quiet_move() {
                return -MATE + ply as i32;
            }
            if clock.expired(pos.rules()).is_some() {
                return 0;
            }
            return self.evaluate(pos, key);
        }
        if clock.expired(pos.rules()).is_some() {
            // (A position with a capture has a legal move, so the rule decides.)
            return 0;
        }
        if ply >= MAX_PLY {
            return self.evaluate(pos, key);
        }

        let original_alpha = alpha;
        let pv_node = beta - alpha > 1;
        let mut tt_move = None;
        if let Some(hit) = if uses_table(depth) { self.table.probe(key) } else { None } {
            tt_move = hit.best;
            if hit.depth >= depth.max(0) && !(pv_node && ply <= 2) {
                let score = from_table(hit.score, ply);
                let cut = match hit.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    return score;
                }
            }
        }

        // ProbCut: when a much shallower search with a raised bar still clears it, the
        // full-depth search would almost surely fail high too. That search prunes nothing
        // itself (`prune` is off below it), so a cut never rests on another cut. Not where a
        // material draw rule is counting: a shallow search sees the material, not the count
        // that will end the game. (No null move: zugzwang is common in draughts.)
        if prune && !pv_node && depth >= 3 && beta.abs() < MATE - 1000 && clock.rule.is_none() {
            let margin = depth * PROBCUT_MARGIN_PER_PLY;
            let bar = beta + margin;
            let s = self.negamax(
                shared,
                root,
                pos,
                key,
                clock,
                (depth * 2 / 5).max(1),
                ply,
                bar - 1,
                bar,
                reversible,
                Some(must_capture),
                false,
            );
            if self.aborted {
                return 0;
            }
            if s >= bar {
                return s - margin;
            }
        }

        let mut moves = std::mem::take(&mut self.moves[ply]);
        let mut ranked = std::mem::take(&mut self.ranked[ply]);
        pos.generate_known(&mut moves, must_capture);
        if moves.is_empty() {
            // (Only possible with no capture and depth left.)
            self.moves[ply] = moves;
            self.ranked[ply] = ranked;
            return -MATE + ply as i32;
        }
        self.score_moves(&moves, &mut ranked, tt_move, ply);

        // A forced move (one legal move) costs no depth; captures past the horizon neither.
        let forced = moves.len() == 1;
        let next_depth = if forced || (must_capture && depth <= 0) { depth.max(0) } else { depth - 1 };
        let mut best_score = -INFINITY;
        let mut best_move = None;
        let mut quiets_tried = 0usize;
        // Children are made in place in these two slots, never moved (copies of a freshly
        // written position stall the processor): the next child is made in the other slot, and
        // its table bucket fetched, while this one is searched.
        let mut made = [*pos; 2];
        let mut slot = 0;
        let mut next_key = None;
        for i in 0..ranked.len() {
            let ahead = next_key.take();
            if ahead.is_none() {
                select_best(&mut ranked, i);
            }
            let mv = &moves[usize::from(ranked[i].index)];
            let child_key = match ahead {
                // Made, and its bucket fetched, during the last move's search.
                Some(k) => {
                    slot ^= 1;
                    k
                }
                None => {
                    made[slot] = pos.after(mv);
                    let k = zobrist::after(key, pos, mv, &made[slot]);
                    // The child will read its table bucket (a prefetch of the evaluation cache's
                    // slot past the horizon measured no faster: that cache stays in L2).
                    if uses_table(next_depth) {
                        self.table.prefetch(k);
                    }
                    k
                }
            };
            // Once the first move has failed to cut, the others will most likely all be
            // searched: the next one's bucket then arrives during this one's search instead of
            // stalling the next child's probe.
            if i >= 1 && i + 1 < ranked.len() && uses_table(next_depth) {
                select_best(&mut ranked, i + 1);
                let next_mv = &moves[usize::from(ranked[i + 1].index)];
                made[slot ^ 1] = pos.after(next_mv);
                let k = zobrist::after(key, pos, next_mv, &made[slot ^ 1]);
                self.table.prefetch(k);
                next_key = Some(k);
            }
            let child = &made[slot];
            let child_clock = clock.after(pos, mv, child);
            let child_reversible = if mv.by_king && !mv.is_capture() { reversible + 1 } else { 0 };
            let quiet = !mv.is_capture();
            // Whether the reply must capture: asked once, here, for the reduction rule below.
            let child_capture = child.has_capture();
            let search = |w: &mut Worker, d: i32, a: i32, b: i32| {
                -w.negamax(
                    shared,
                    root,
                    child,
                    child_key,
                    child_clock,
                    d,
                    ply + 1,
                    -b,
                    -a,
                    child_reversible,
                    Some(child_capture),
                    prune,
                )
            };
            let score = if i == 0 {
                search(self, next_depth, alpha, beta)
            } else {
                // Late quiet moves are searched shallower first; a surprise gets a full look.
                // Never a capture, a crowning, a killer, or a move that offers a capture (in
                // draughts the shots begin with a sacrifice).
                let mut reduction = 0;
                if quiet
                    && depth >= 3
                    && quiets_tried >= 2
                    && ranked[i].score < KILLER_SCORE
                    && !mv.promotes
                    && !child_capture
                {
                    let r = reductions()[(depth as usize).min(63)][quiets_tried.min(63)] as i32;
                    reduction = (r - i32::from(pv_node)).clamp(0, next_depth - 1);
                }
                let mut s = search(self, next_depth - reduction, alpha, alpha + 1);
                if s > alpha && reduction > 0 && !self.aborted {
                    s = search(self, next_depth, alpha, alpha + 1);
                }
                if s > alpha && s < beta && !self.aborted {
                    s = search(self, next_depth, alpha, beta);
                }
                s
            };
            if quiet {
                quiets_tried += 1;
            }
            if self.aborted {
                break;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(MoveId::of(mv));
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if quiet {
                    self.remember_cutoff(mv, ply, depth);
                }
                break;
            }
        }
        self.moves[ply] = moves;
        self.ranked[ply] = ranked;
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
        let hit = Hit { best: best_move, score: to_table(best_score, ply), depth: depth.max(0), bound };
        if uses_table(depth) {
            self.table.store(key, hit, self.generation);
        }
        best_score
    }

    fn remember_cutoff(&mut self, mv: &Move, ply: usize, depth: i32) {
        let id = quiet_id(mv);
        let killers = &mut self.killers[ply];
        if killers[0] != id {
            *killers = [id, killers[0]];
        }
        let h = &mut self.history[mv.from.0 as usize * 128 + mv.to.0 as usize];
        *h = (*h + depth.max(1) * depth.max(1)).min(1 << 20);
    }

    /// Transposition move first, then larger captures, crownings, killers, and quiet moves by
    /// history.
    fn score_moves(&self, moves: &[Move], ranked: &mut Vec<Ranked>, tt_move: Option<MoveId>, ply: usize) {
        ranked.clear();
        let killers = self.killers[ply];
        for (index, mv) in moves.iter().enumerate() {
            let score = if tt_move.is_some_and(|t| t.matches(mv)) {
                TABLE_MOVE_SCORE
            } else if mv.is_capture() {
                1 << 28 | (mv.capture_count() as i32) << 20 | mv.captured_kings.count_ones() as i32
            } else if mv.promotes {
                1 << 27 | 1
            } else if quiet_id(mv) == killers[0] {
                KILLER_SCORE + 1
            } else if quiet_id(mv) == killers[1] {
                KILLER_SCORE
            } else {
                self.history[mv.from.0 as usize * 128 + mv.to.0 as usize]
            };
            ranked.push(Ranked { score, index: index as u16 });
        }
    }
}

const KILLER_SCORE: i32 = 1 << 26;
const TABLE_MOVE_SCORE: i32 = i32::MAX;

/// Selection: moves the best remaining move (by ordering score, the first of equals) to `i`.
fn select_best(ranked: &mut [Ranked], i: usize) {
    let mut pick = i;
    for j in i + 1..ranked.len() {
        if ranked[j].score > ranked[pick].score {
            pick = j;
            if ranked[j].score == TABLE_MOVE_SCORE {
                // Nothing scores higher than the table's move.
                break;
            }
        }
    }
    ranked.swap(i, pick);
}

/// A move's place in the search order: its ordering score and its index in the ply's moves.
#[derive(Clone, Copy)]
struct Ranked {
    score: i32,
    index: u16,
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

    /// Forgets everything learnt (for a new game).
    pub fn clear(&mut self) {
        self.table.clear();
        for w in &mut self.workers {
            w.history.iter_mut().for_each(|h| *h = 0);
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
        let mut last = Info { depth: 0, score: 0, nodes: 0, elapsed: Duration::ZERO, pv: Vec::new() };
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
        if root_moves.len() == 1 && limits.depth.is_none() && limits.nodes.is_none() {
            // A forced move needs no thought.
            last.pv = vec![root_moves[0]];
            return Outcome { best: Some(root_moves[0]), info: last };
        }
        let root = Root {
            pos: root_pos,
            key: zobrist::key(&root_pos),
            clock: game.draw_clock(),
            variety,
            prune: options.prune,
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
                };
                on_info(&last);
                if score.abs() > MATE - 1000 && depth as i32 > MATE - score.abs() {
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
