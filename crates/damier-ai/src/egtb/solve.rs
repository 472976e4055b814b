//! Retrograde analysis of one signature, its smaller neighbours already solved.
//!
//! A first pass over the signature's positions generates every legal move with the rules' own
//! generator. A move that ends the counting stretch (a capture, or a crowning that changes the
//! material rule) or leaves for an already solved signature (a crowning under the same rule) is
//! settled at once from that table; a move within the signature is only counted. Then, distance
//! by distance, the positions whose result is due are settled, and each tells its predecessors
//! within the signature (found by taking a quiet move back, [`predecessors`]): a position is won
//! in `d + 1` when a move leads to a position lost in `d`, and lost in `1 + the longest` once
//! every move leads to a position won for the opponent.
//!
//! No move is stored, so the solver holds 5 bytes a position (a graph of the moves took some 25
//! bytes a position and 8 a move): Frisian's largest four-piece signature, 177 M positions with
//! its king-move counters, fits in under a gigabyte.

use damier_rules::{Kind, KingRun, MaterialRule, Move, Piece, Position, Side, Square};

use super::control::{CHUNK, Control, Stopped};
use super::index::{Layout, MOST_PIECES};
use super::{Tables, Value};

/// What one move leads to.
enum Step {
    /// A position of the same signature: solved together.
    Inside,
    /// A settled result for the opponent, its distance counted from after the move.
    Known(Value),
}

fn step(tables: &Tables, layout: &Layout, pos: &Position, rule: Option<MaterialRule>, mv: &Move) -> Step {
    let child = pos.after(mv);
    if super::ends_stretch(rule, mv, &child) {
        // A fresh count starts: the stretch ends with this move.
        let value = tables.fresh(&child).expect("smaller signatures are solved first");
        return Step::Known(match value {
            Value::Win(_) => Value::Win(0),
            Value::Loss(_) => Value::Loss(0),
            Value::Draw => Value::Draw,
        });
    }
    if super::Signature::of(&child) == layout.sig {
        Step::Inside
    } else {
        Step::Known(tables.stored(&child).expect("crownings lead to solved signatures"))
    }
}

/// A win is found: `dist` holds the shortest (without the flag, the longest loss so far).
const WINNING: u8 = 1;
/// Some move draws, so the position is never lost.
const ESCAPE: u8 = 2;
/// The number names no position.
const INVALID: u8 = 4;

/// Solves one signature: a byte a position (see [`Value`]); a zero byte (a draw) until settled.
/// Looks at `control` every [`CHUNK`] positions, before the first too.
pub fn solve(tables: &Tables, layout: &Layout, control: &Control) -> Result<Vec<u8>, Stopped> {
    let n = layout.size;
    let mut work = Work::new(n, control);
    let mut dist = vec![0u16; n];
    let mut open = vec![0u8; n];
    let mut flags = vec![0u8; n];
    let mut moves = Vec::new();
    for index in 0..n {
        if index.is_multiple_of(CHUNK) {
            work.forward(index)?;
        }
        let Some(pos) = layout.position(index) else {
            flags[index] = INVALID;
            continue;
        };
        let rule = MaterialRule::of(&pos);
        pos.generate(&mut moves);
        let (mut win, mut loss, mut inside) = (u16::MAX, 0, 0usize);
        for mv in &moves {
            match step(tables, layout, &pos, rule, mv) {
                Step::Inside => inside += 1,
                Step::Known(Value::Loss(d)) => win = win.min(d + 1),
                Step::Known(Value::Win(d)) => loss = loss.max(d + 1),
                Step::Known(Value::Draw) => flags[index] |= ESCAPE,
            }
        }
        open[index] = u8::try_from(inside).expect("fewer than 256 moves");
        if win != u16::MAX {
            flags[index] |= WINNING;
            dist[index] = win;
        } else {
            dist[index] = loss;
        }
    }

    let due = |flags: u8, open: u8| flags & WINNING != 0 || (open == 0 && flags & (ESCAPE | INVALID) == 0);
    let mut out = vec![Value::Draw.encode(); n];
    // The positions due at some distance and not yet settled, a bit each, so that a pass over
    // one distance skips the rest 64 at a time.
    let mut pending = vec![0u64; n.div_ceil(64)];
    let mut last = 0;
    for index in (0..n).filter(|&i| due(flags[i], open[i])) {
        pending[index / 64] |= 1 << (index % 64);
        last = last.max(dist[index]);
    }
    let mut level = 0;
    let mut runs = Vec::new();
    while level <= last {
        for word in 0..pending.len() {
            let mut bits = pending[word];
            while bits != 0 {
                let index = word * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                // Settling at this distance only makes other positions due at a greater one.
                if dist[index] != level {
                    continue;
                }
                pending[word] &= !(1 << (index % 64));
                work.settled()?;
                let won = flags[index] & WINNING != 0;
                out[index] = if won { Value::Win(level) } else { Value::Loss(level) }.encode();
                let pos = layout.position(index).expect("a due position is valid");
                predecessors(layout, &pos, &mut runs, |p| {
                    if out[p] != 0 {
                        return;
                    }
                    let next = level + 1;
                    if !won {
                        if flags[p] & WINNING == 0 || next < dist[p] {
                            flags[p] |= WINNING;
                            dist[p] = next;
                        }
                    } else {
                        open[p] = open[p].checked_sub(1).expect("each move was counted going forward");
                        if flags[p] & WINNING == 0 {
                            dist[p] = dist[p].max(next);
                        }
                    }
                    if due(flags[p], open[p]) {
                        pending[p / 64] |= 1 << (p % 64);
                        last = last.max(dist[p]);
                    }
                });
            }
        }
        level += 1;
    }
    work.finish()?;
    Ok(out)
}

/// A signature's solving as its control counts it: the forward pass over every position is the
/// first half of the work, the settling of the won and lost ones the second (the drawn ones are
/// never settled: the rest of the half is counted at the end).
struct Work<'a> {
    control: &'a Control,
    size: u64,
    counted: u64,
    settled: usize,
}

impl Work<'_> {
    fn new(size: usize, control: &Control) -> Work<'_> {
        Work { control, size: size as u64, counted: 0, settled: 0 }
    }

    /// At `index` of the forward pass.
    fn forward(&mut self, index: usize) -> Result<(), Stopped> {
        self.count_to(index as u64 / 2)
    }

    /// One more position settled.
    fn settled(&mut self) -> Result<(), Stopped> {
        self.settled += 1;
        if !self.settled.is_multiple_of(CHUNK) {
            return Ok(());
        }
        self.count_to(self.size / 2 + self.settled as u64 / 2)
    }

    fn finish(&mut self) -> Result<(), Stopped> {
        self.count_to(self.size)
    }

    fn count_to(&mut self, done: u64) -> Result<(), Stopped> {
        let done = done.clamp(self.counted, self.size);
        let work = done - self.counted;
        self.counted = done;
        self.control.checkpoint(work)
    }
}

/// Calls `found` with the number of every position of `pos`'s signature from which a legal quiet
/// move leads to `pos`: a piece of the side that just moved is taken back along a line it could
/// have come by, onto an empty cell, where its side had no capture (captures are compulsory), and
/// under every Frisian king-move counter that the move turns into `pos`'s.
pub(super) fn predecessors(
    layout: &Layout,
    pos: &Position,
    runs: &mut Vec<KingRun>,
    mut found: impl FnMut(usize),
) {
    let rules = pos.rules();
    let topology = &rules.topology;
    let mover = pos.side_to_move().opposite();
    let run = pos.king_run(mover);
    let counted = rules.king_move_limit.filter(|_| pos.men(mover) != 0);
    let empty = pos.empty();
    // The pieces from their bit sets: `Position::all_pieces` walks every cell, and here it was a
    // fifth of the solver's time.
    let mut all = [(Square(0), Piece { side: mover, kind: Kind::Man }); MOST_PIECES as usize];
    let mut count = 0;
    for side in [Side::White, Side::Black] {
        for kind in [Kind::Man, Kind::King] {
            for sq in pos.squares_of(side, kind) {
                all[count] = (sq, Piece { side, kind });
                count += 1;
            }
        }
    }
    let all = &all[..count];
    for &(from_now, piece) in all.iter().filter(|(_, p)| p.side == mover) {
        let (steps, reach) = match piece.kind {
            // A man's quiet move leaves its side's king counter at rest.
            Kind::Man if counted.is_none() || run.square.is_none() => (&rules.man_steps[mover.index()], 1),
            Kind::King if counted.is_none() || run.square == Some(from_now) => {
                (&rules.king_steps, if rules.flying_kings { usize::MAX } else { 1 })
            }
            _ => continue,
        };
        for &d in steps {
            let mut back = from_now;
            for _ in 0..reach {
                let Some(prev) = topology.step(back, -d) else { break };
                if empty & prev.bit() == 0 {
                    break;
                }
                back = prev;
                let pieces = all.iter().map(|&(sq, p)| if sq == from_now { (back, p) } else { (sq, p) });
                let mut before = Position::new(rules, mover, pieces).expect("an empty cell");
                if before.has_capture() {
                    continue;
                }
                let other = mover.opposite();
                before.set_king_run(other, pos.king_run(other)).expect("the same kings");
                let Some(limit) = counted else {
                    found(layout.index(&before));
                    continue;
                };
                earlier_runs(&before, piece, back, run, limit, runs);
                for &earlier in runs.iter() {
                    before.set_king_run(mover, earlier).expect("a run of a king");
                    found(layout.index(&before));
                }
            }
        }
    }
}

/// Into `runs`: the king-move counters the side to move in `before` may have had before moving
/// `piece` quietly from `from`, given its counter `run` after (its side has men, so it counts).
fn earlier_runs(
    before: &Position,
    piece: Piece,
    from: Square,
    run: KingRun,
    limit: u8,
    runs: &mut Vec<KingRun>,
) {
    runs.clear();
    if piece.kind == Kind::King && run.count > 1 {
        // The same king, one move fewer.
        runs.push(KingRun { square: Some(from), count: run.count - 1 });
        return;
    }
    // A man's move clears any counter; a king's first move follows another king's or none.
    runs.push(KingRun::default());
    let kings = before.squares_of(piece.side, Kind::King).filter(|&k| piece.kind == Kind::Man || k != from);
    for king in kings {
        runs.extend((1..=limit).map(|count| KingRun { square: Some(king), count }));
    }
}
