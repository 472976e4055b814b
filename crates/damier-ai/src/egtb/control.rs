//! A generation's controls, shared with another thread: the solver looks at them between chunks
//! of its work ([`Control::checkpoint`]), where it waits while paused and gives up once stopped,
//! and counts there the work it has done, so that a game can show the progress within a table.

use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, PoisonError};

/// Positions the solver works through between two checkpoints: a few milliseconds' work, so that
/// a pause or a stop takes effect at once and the checkpoints themselves cost nothing measurable.
pub(super) const CHUNK: usize = 4096;

/// Pauses, resumes or stops a generation from another thread; clones share the same controls.
/// The default runs and is never stopped unless asked.
#[derive(Clone, Default)]
pub struct Control(Arc<Shared>);

/// The state is an atomic: a running solver never takes the lock, so pausing it never waits on
/// it (the solver may run at the lowest priority); the lock serves the wait while paused.
#[derive(Default)]
struct Shared {
    state: AtomicU8,
    lock: Mutex<()>,
    changed: Condvar,
    solved: AtomicU64,
}

const RUNNING: u8 = 0;
const PAUSED: u8 = 1;
const STOPPED: u8 = 2;

/// The generation ended early because its [`Control`] was stopped.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Stopped;

impl Control {
    /// The solver waits at its next checkpoint until resumed or stopped.
    pub fn pause(&self) {
        self.set(PAUSED);
    }

    pub fn resume(&self) {
        self.set(RUNNING);
    }

    /// The solver gives up at its next checkpoint, paused or not, and saves nothing of the table
    /// it was solving. Final: a stopped control is not resumed.
    pub fn stop(&self) {
        self.set(STOPPED);
    }

    pub fn is_paused(&self) -> bool {
        self.state() == PAUSED
    }

    /// How much solving is done, in positions: a table solved counts its size, one being solved
    /// the part of it done so far. Tables read from files do not count.
    pub fn solved(&self) -> u64 {
        self.0.solved.load(Ordering::Relaxed)
    }

    /// Counts `work` positions solved, then waits while paused; `Err` once stopped.
    pub(super) fn checkpoint(&self, work: u64) -> Result<(), Stopped> {
        self.0.solved.fetch_add(work, Ordering::Relaxed);
        if self.state() == PAUSED {
            let guard = self.0.lock.lock().unwrap_or_else(PoisonError::into_inner);
            let waited = self.0.changed.wait_while(guard, |()| self.state() == PAUSED);
            drop(waited.unwrap_or_else(PoisonError::into_inner));
        }
        if self.state() == STOPPED { Err(Stopped) } else { Ok(()) }
    }

    fn set(&self, state: u8) {
        let changed = self.0.state.fetch_update(Ordering::SeqCst, Ordering::SeqCst, |now| {
            (now != STOPPED && now != state).then_some(state)
        });
        if changed.is_ok() {
            // Taken so that a solver between its look at the state and its wait cannot miss this.
            let _guard = self.0.lock.lock().unwrap_or_else(PoisonError::into_inner);
            self.0.changed.notify_all();
        }
    }

    fn state(&self) -> u8 {
        self.0.state.load(Ordering::SeqCst)
    }
}
