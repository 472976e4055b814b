//! Endgame tables: the exact result of every position with few pieces, found by retrograde
//! analysis with the rules' own move generator ([`solve`]), stored one byte a position.
//!
//! The draw rules that count moves (FMJD's 16 and 5 moves against a lone king and 25 king moves
//! each; Frisian's 7 moves for two kings against one, and king against king) make a result depend
//! on the counters, so a table does not store won/drawn/lost but a *distance*: the plies the side
//! that wins needs to force the end of the current counting stretch, that is the opponent's
//! defeat, or a capture or a crowning that changes the material rule (which starts a fresh count)
//! into a position won with that fresh count. [`Tables::probe`] reports a win or a loss only when
//! that distance fits in the plies the game's actual counters leave ([`horizon`]).
//!
//! One approximation, always on the safe side: FMJD's 25-king-moves rule resets on a man move,
//! which the tables do not track. Where no material rule applies, a distance is trusted only when
//! it fits in the king moves left, and a longer one reads as unknown (the search goes on).
//!
//! Table files are checked before they are used ([`store`]); one that fails is left out and
//! noted in [`Tables::problems`], and the others serve all the same. [`Tables::open`] solves what
//! the files do not give; a table it cannot save is noted too, and serves from memory for the
//! run. Its [`Control`] lets another thread pause, resume or stop it between chunks of work.

mod control;
mod index;
mod solve;
mod store;
#[cfg(test)]
mod tests;
mod verify;

use std::collections::HashMap;
use std::path::Path;
use std::time::Duration;

use damier_rules::topology::Word;
use damier_rules::{DrawClock, MaterialRule, Move, Position, Rules};

use crate::score::MATE;

pub use control::{Control, Stopped};
pub use index::{Layout, MOST_PIECES, Signature};
pub use store::{Fault, TableProblem, default_dir, read_table_bytes, table_file};
pub use verify::Mismatch;

/// Distances at or beyond this are stored as this (only unlimited endings get near it).
const CAP: u16 = 127;

/// A stored result, for the side to move: the plies to the end of the counting stretch.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Win(u16),
    Loss(u16),
    Draw,
}

impl Value {
    fn decode(byte: u8) -> Value {
        match byte {
            0 => Value::Draw,
            1..=127 => Value::Win(byte.into()),
            _ => Value::Loss(u16::from(byte - 128)),
        }
    }

    fn encode(self) -> u8 {
        match self {
            Value::Draw => 0,
            Value::Win(d) => d.clamp(1, CAP) as u8,
            Value::Loss(d) => 128 + d.min(CAP) as u8,
        }
    }

    fn distance(self) -> Option<u16> {
        match self {
            Value::Win(d) | Value::Loss(d) => Some(d),
            Value::Draw => None,
        }
    }
}

/// One signature's results, indexed by its [`Layout`].
pub struct Table {
    layout: Layout,
    data: Vec<u8>,
}

impl Table {
    fn value(&self, pos: &Position) -> Value {
        Value::decode(self.data[self.layout.index(pos)])
    }
}

/// A signature's results as a game reaching that material (with fresh counters) sees them.
#[derive(Copy, Clone, Debug, Default)]
pub struct Summary {
    pub positions: u64,
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
    pub time: Duration,
}

/// The tables of one variant, up to some number of pieces.
pub struct Tables {
    rules: &'static Rules,
    most: u32,
    tables: HashMap<Signature, Table>,
    /// The table files that could not be used, and the tables that could not be saved.
    problems: Vec<TableProblem>,
}

impl Tables {
    fn empty(rules: &'static Rules, most: u32) -> Tables {
        Tables { rules, most: most.min(MOST_PIECES), tables: HashMap::new(), problems: Vec::new() }
    }

    /// The result of `pos` with the game's draw counters `clock`, for the side to move:
    /// `Win(d)`/`Loss(d)` when it is forced within what the counters leave, `Draw` when it is
    /// not, `None` when the tables do not cover it (or cannot tell, see the module notes).
    pub fn probe(&self, pos: &Position, clock: &DrawClock) -> Option<Value> {
        if !std::ptr::eq(pos.rules(), self.rules) {
            return None;
        }
        if pos.pieces(pos.side_to_move()) == 0 {
            return Some(Value::Loss(0));
        }
        let value = self.tables.get(&Signature::of(pos))?.value(pos);
        let Some(distance) = value.distance() else { return Some(Value::Draw) };
        match horizon(pos, clock) {
            Some((left, _)) if usize::from(distance) <= left => Some(value),
            Some((_, true)) => Some(Value::Draw),
            Some((_, false)) => None,
            None => Some(value),
        }
    }

    /// The result of `pos` with the counters a game has when this material arises: the verdict
    /// a capture or a crowning into it leads to (unknowns count as draws: never a false win).
    fn fresh(&self, pos: &Position) -> Option<Value> {
        Some(self.probe(pos, &DrawClock::start(pos)).unwrap_or(Value::Draw))
    }

    /// The stored value, counters aside.
    fn stored(&self, pos: &Position) -> Option<Value> {
        Some(self.tables.get(&Signature::of(pos))?.value(pos))
    }

    /// Fresh-counter results of one loaded signature.
    pub fn summary(&self, sig: Signature) -> Summary {
        let mut summary = Summary::default();
        let Some(table) = self.tables.get(&sig) else { return summary };
        for index in 0..table.layout.size {
            let Some(pos) = table.layout.position(index) else { continue };
            summary.positions += 1;
            match self.fresh(&pos) {
                Some(Value::Win(_)) => summary.wins += 1,
                Some(Value::Loss(_)) => summary.losses += 1,
                _ => summary.draws += 1,
            }
        }
        summary
    }

    /// Loads the tables of up to `most` pieces found in `dir` and solves the others: the
    /// missing ones, the outdated and the damaged (moved aside) are saved once solved, a newer
    /// Damier's are left as they are. `report` hears of each signature as it is ready (with the
    /// time it took to solve, `None`: read). Every table is there in the end: a file that could
    /// not be used and a table that could not be saved (kept in memory for this run) are noted
    /// in [`Tables::problems`]. The solver waits while `control` is paused; once it is stopped,
    /// `open` gives up within a few thousand positions, saving nothing of the table it was
    /// solving (those finished before are saved).
    pub fn open(
        rules: &'static Rules,
        most: u32,
        dir: &Path,
        control: &Control,
        mut report: impl FnMut(&Tables, Signature, Option<Duration>),
    ) -> Result<Tables, Stopped> {
        let mut tables = Tables::empty(rules, most);
        for sig in Signature::all(tables.most) {
            let layout = Layout::new(rules, sig);
            let (stored, save) = match store::read(dir, rules, &layout) {
                Ok(data) => (data, true),
                Err(Fault::Outdated) => (None, true),
                Err(fault) => {
                    // A newer Damier's file is its own: not written over.
                    let save = !matches!(fault, Fault::Newer(_));
                    tables.note(dir, sig, fault);
                    (None, save)
                }
            };
            let (data, time) = match stored {
                Some(data) => (data, None),
                None => {
                    let start = web_time::Instant::now();
                    let data = solve::solve(&tables, &layout, control)?;
                    if save && let Err(e) = store::write(dir, rules, &layout, &data) {
                        tables.note(dir, sig, Fault::NotSaved(e));
                    }
                    (data, Some(start.elapsed()))
                }
            };
            tables.tables.insert(sig, Table { layout, data });
            report(&tables, sig, time);
        }
        Ok(tables)
    }

    /// Loads whatever tables of up to `most` pieces `dir` holds; generates nothing. A file that
    /// cannot be used is left out (and moved aside when damaged), see [`Tables::problems`].
    pub fn load(rules: &'static Rules, most: u32, dir: &Path) -> Tables {
        Tables::load_where(rules, most, dir, |_| true)
    }

    /// Loads the tables in `dir` that a game with the material `sig` can come to, as
    /// [`Tables::load`] does.
    pub fn load_for(rules: &'static Rules, sig: Signature, dir: &Path) -> Tables {
        Tables::load_where(rules, sig.pieces(), dir, |s| sig.reaches(s))
    }

    fn load_where(
        rules: &'static Rules,
        most: u32,
        dir: &Path,
        wanted: impl Fn(Signature) -> bool,
    ) -> Tables {
        let mut tables = Tables::empty(rules, most);
        for sig in Signature::all(tables.most).into_iter().filter(|&s| wanted(s)) {
            let layout = Layout::new(rules, sig);
            match store::read(dir, rules, &layout) {
                Ok(Some(data)) => {
                    tables.tables.insert(sig, Table { layout, data });
                }
                Ok(None) => {}
                Err(fault) => tables.note(dir, sig, fault),
            }
        }
        tables
    }

    /// Notes that `sig`'s file in `dir` cannot be used (or written), moving it aside when
    /// damaged.
    fn note(&mut self, dir: &Path, sig: Signature, fault: Fault) {
        self.problems.push(TableProblem::found(table_file(dir, self.rules, sig), fault));
    }

    /// The table files found but not used and the tables not saved, and why, in the order they
    /// were met.
    pub fn problems(&self) -> &[TableProblem] {
        &self.problems
    }

    /// Tables solved in memory, not saved: the signatures `targets` and every one they can
    /// lead to (tests, quick checks).
    pub fn generate(rules: &'static Rules, targets: &[Signature]) -> Tables {
        let most = targets.iter().map(|t| t.pieces()).max().unwrap_or(0);
        let mut tables = Tables::empty(rules, most);
        for sig in Signature::all(most).into_iter().filter(|s| targets.iter().any(|t| t.reaches(*s))) {
            let layout = Layout::new(rules, sig);
            let data = solve::solve(&tables, &layout, &Control::default()).expect("never stopped");
            tables.tables.insert(sig, Table { layout, data });
        }
        tables
    }

    /// Whether `sig`'s table is loaded.
    pub fn contains(&self, sig: Signature) -> bool {
        self.tables.contains_key(&sig)
    }

    /// How many signatures are loaded.
    pub fn len(&self) -> usize {
        self.tables.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tables.is_empty()
    }
}

/// The search's score for `pos` at `ply` from the tables: a win or loss as a mate at the
/// table's distance (so the search prefers the quickest progress), else a draw; `None` where
/// the tables do not cover the node. Costs one count of the pieces where they cannot, in the
/// word `W` (one that holds the board: a search compiled for its board).
#[inline]
pub fn score<W: Word>(tables: &Tables, pos: &Position, clock: &DrawClock, ply: usize) -> Option<i32> {
    if W::of(pos.occupied()).count() > tables.most {
        return None;
    }
    let ply = ply as i32;
    Some(match tables.probe(pos, clock)? {
        Value::Win(d) => MATE - ply - i32::from(d),
        Value::Loss(d) => -MATE + ply + i32::from(d),
        Value::Draw => 0,
    })
}

/// Whether `mv`, played from a position under `rule`, ends the counting stretch: a capture, or a
/// change of material rule, starts a fresh count, unless the rules let the count go on through it
/// ([`MaterialRule::goes_on`]).
fn ends_stretch(rule: Option<MaterialRule>, mv: &Move, child: &Position) -> bool {
    match (rule, MaterialRule::of(child)) {
        (Some(old), Some(new)) => !old.goes_on(&new, mv, child),
        (old, new) => mv.is_capture() || old != new,
    }
}

/// The plies the draw rules leave `pos` with `clock` before they end the game (none: no rule
/// counts), and whether that count is exact (else only a lower bound: the king-move count,
/// which a man move resets, the tables do not follow).
pub fn horizon(pos: &Position, clock: &DrawClock) -> Option<(usize, bool)> {
    let material = clock.material_left(pos);
    let kings = clock.king_moves_left(pos.rules());
    match (material, kings) {
        (Some(left), Some(kings)) if kings < left => Some((kings, false)),
        (Some(left), _) => Some((left, true)),
        (None, kings) => kings.map(|left| (left, false)),
    }
}
