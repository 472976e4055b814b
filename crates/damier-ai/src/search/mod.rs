//! Iterative-deepening principal-variation search with aspiration windows, a transposition table
//! shared without locks by the threads of a lazy SMP search, killer and history move ordering
//! (moves picked one at a time, no sort), capture sequences resolved beyond the horizon (a
//! position where the side to move must capture is never evaluated), late-move reductions for
//! quiet moves that offer no capture, ProbCut from a search to two fifths of the depth,
//! repetition and the variants' move-counting draw rules scored as draws inside the tree, lazy
//! evaluation of leaves whose men decide the window, and endgame tables probed where they cover
//! a node. Nothing is allocated inside the tree: each thread keeps a move buffer per ply, and
//! keys are updated from the move.
//!
//! One concept a file: `limits` (time limits and the time budget: [`Limits`], [`Clock`],
//! [`parse_seconds`]), `ordering` (move ordering and late-move reductions), `lazy` (the bound a
//! quiet leaf takes from its men instead of an evaluation), `shared` (what all threads of a
//! search share), `worker` (one thread's search, with `worker/horizon` for the nodes past the
//! horizon: quiet leaves and capture resolution) and `engine` ([`Engine`], its threads and the
//! principal variation). The score scale ([`MATE`], [`mate_in`], [`describe_score`]) is the
//! crate's own, shared with the endgame tables, and re-exported here.

mod engine;
mod lazy;
mod limits;
mod ordering;
mod shared;
mod worker;

pub use crate::score::{MATE, MATE_BOUND, describe_score, mate_in};
pub use engine::{Engine, Info, MAX_THREADS, Options, Outcome};
pub use limits::{Clock, Limits, MAX_TIME, TimeError, deadline_after, parse_seconds};

/// The deepest ply of the tree: a node there is evaluated, whatever depth is left (iterations
/// go at most to `MAX_PLY - 10`).
const MAX_PLY: usize = 100;
