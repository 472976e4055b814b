//! Retrograde analysis of one signature, its smaller neighbours already solved.
//!
//! One pass over the signature's positions generates every legal move with the rules' own
//! generator. A move that ends the counting stretch (a capture, or a crowning that changes the
//! material rule) or leaves for an already solved signature (a crowning under the same rule) is
//! settled at once from that table; a move within the signature becomes an edge of a graph. The
//! graph is then solved backwards in order of distance, as a shortest-path search: a position is
//! won in `d + 1` when a move leads to a position lost in `d`, and lost in `1 + the longest` once
//! every move leads to a position won for the opponent.

use damier_rules::{MaterialRule, Move, Position};

use super::index::Layout;
use super::{Tables, Value};

/// What one move leads to.
enum Step {
    /// A position of the same signature, by its number: solved together.
    Inside(u32),
    /// A settled result for the opponent, its distance counted from after the move.
    Known(Value),
}

fn step(tables: &Tables, layout: &Layout, pos: &Position, rule: Option<MaterialRule>, mv: &Move) -> Step {
    let child = pos.after(mv);
    if mv.is_capture() || MaterialRule::of(&child) != rule {
        // A fresh count starts: the stretch ends with this move.
        let value = tables.fresh(&child).expect("smaller signatures are solved first");
        return Step::Known(match value {
            Value::Win(_) => Value::Win(0),
            Value::Loss(_) => Value::Loss(0),
            Value::Draw => Value::Draw,
        });
    }
    if super::Signature::of(&child) == layout.sig {
        Step::Inside(layout.index(&child) as u32)
    } else {
        Step::Known(tables.stored(&child).expect("crownings lead to solved signatures"))
    }
}

/// No win found (yet).
const NONE: u16 = u16::MAX;

/// Solves one signature: a byte a position (see [`Value`]).
pub fn solve(tables: &Tables, layout: &Layout) -> Vec<u8> {
    let n = layout.size;
    // Per position: the shortest win and the longest loss known so far, moves not yet settled
    // within the signature, and whether some settled move draws.
    let mut win = vec![NONE; n];
    let mut loss = vec![0u16; n];
    let mut open = vec![0u16; n];
    let mut escape = vec![false; n];
    let mut valid = vec![false; n];
    let mut offsets = Vec::with_capacity(n + 1);
    let mut edges: Vec<u32> = Vec::new();
    let mut moves = Vec::new();
    for index in 0..n {
        offsets.push(edges.len());
        let Some(pos) = layout.position(index) else { continue };
        valid[index] = true;
        let rule = MaterialRule::of(&pos);
        pos.generate(&mut moves);
        for mv in &moves {
            match step(tables, layout, &pos, rule, mv) {
                Step::Inside(child) => {
                    edges.push(child);
                    open[index] += 1;
                }
                Step::Known(Value::Loss(d)) => win[index] = win[index].min(d + 1),
                Step::Known(Value::Win(d)) => loss[index] = loss[index].max(d + 1),
                Step::Known(Value::Draw) => escape[index] = true,
            }
        }
    }
    offsets.push(edges.len());
    let (first, parents) = reverse(&offsets, &edges, n);
    drop(edges);
    drop(offsets);

    // Buckets by distance; an entry whose position was settled shorter is skipped.
    let mut buckets: Vec<Vec<u32>> = Vec::new();
    let push = |buckets: &mut Vec<Vec<u32>>, level: u16, index: usize| {
        let level = usize::from(level);
        if buckets.len() <= level {
            buckets.resize_with(level + 1, Vec::new);
        }
        buckets[level].push(index as u32);
    };
    for index in (0..n).filter(|&i| valid[i]) {
        if win[index] != NONE {
            push(&mut buckets, win[index], index);
        } else if open[index] == 0 && !escape[index] {
            push(&mut buckets, loss[index], index);
        }
    }
    let mut out = vec![Value::Draw.encode(); n];
    let mut done = vec![false; n];
    let mut level = 0;
    while level < buckets.len() {
        let bucket = std::mem::take(&mut buckets[level]);
        let d = level as u16;
        for index in bucket.into_iter().map(|i| i as usize) {
            if done[index] {
                continue;
            }
            done[index] = true;
            let won = win[index] != NONE;
            out[index] = if won { Value::Win(d) } else { Value::Loss(d) }.encode();
            for &parent in &parents[first[index]..first[index + 1]] {
                let p = parent as usize;
                if done[p] {
                    continue;
                }
                if !won {
                    if d + 1 < win[p] {
                        win[p] = d + 1;
                        push(&mut buckets, d + 1, p);
                    }
                } else {
                    open[p] -= 1;
                    loss[p] = loss[p].max(d + 1);
                    if open[p] == 0 && win[p] == NONE && !escape[p] {
                        push(&mut buckets, loss[p], p);
                    }
                }
            }
        }
        level += 1;
    }
    out
}

/// The graph's edges turned around: `parents[first[c]..first[c + 1]]` lead to `c`.
fn reverse(offsets: &[usize], edges: &[u32], n: usize) -> (Vec<usize>, Vec<u32>) {
    let mut first = vec![0usize; n + 1];
    for &child in edges {
        first[child as usize + 1] += 1;
    }
    for i in 0..n {
        first[i + 1] += first[i];
    }
    let mut fill = first.clone();
    let mut parents = vec![0u32; edges.len()];
    for parent in 0..n {
        for &child in &edges[offsets[parent]..offsets[parent + 1]] {
            parents[fill[child as usize]] = parent as u32;
            fill[child as usize] += 1;
        }
    }
    (first, parents)
}
