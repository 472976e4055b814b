//! Endgame tables for the computer player and the hints. When a game of a variant starts, its
//! tables are loaded from the tables folder (`damier_ai::egtb::default_dir`); the first time,
//! the missing ones are generated there, on a thread of their own at the lowest priority the
//! system offers, with their progress and the time left shown, so that from then on the computer
//! plays the endings it cannot see to the end exactly. Until they are ready the engine plays
//! without them. The player may pause the generation (`EndgamesCommand`). A damaged table file
//! is moved aside and solved again, with a warning in the log naming the file and the fault; an
//! outdated one is replaced; one that cannot be saved serves from memory for this run.
//!
//! Nothing on the frame waits for the thread: progress is read from atomics, the tables are
//! handed over through a `OnceLock`, and pausing never takes a lock the thread holds while it
//! works (see `egtb::Control`).

mod priority;

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use bevy::platform::time::Instant;
use bevy::prelude::*;
use damier_ai::egtb::{self, Control, Layout, Signature, Tables};
use damier_rules::Rules;

use crate::base::settings::Settings;
use crate::game::Match;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Endgames::new(egtb::default_dir())).add_message::<EndgamesCommand>().add_systems(
        Update,
        (follow_commands, (start_preparing, collect_prepared).chain().run_if(resource_exists::<Match>))
            .chain(),
    );
}

/// Most pieces in every variant's tables: four (three kings against one, two kings against two).
const TABLE_PIECES: u32 = 4;

/// Solving time before the time left is estimated from the rate so far.
const ESTIMATE_AFTER: Duration = Duration::from_secs(5);

/// The player's say over the generation (the Settings window).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndgamesCommand {
    /// Until resumed, for this run: a generation started meanwhile (another variant's) waits too.
    Pause,
    Resume,
}

#[derive(Resource)]
pub struct Endgames {
    /// The tables folder.
    pub dir: PathBuf,
    /// Caps every variant's tables at this many pieces (tests keep them tiny).
    pub most_pieces: Option<u32>,
    /// The generation yields to everything else (tests, which time it while other tests keep
    /// the cores busy, keep their priority).
    pub lowest_priority: bool,
    ready: Vec<(&'static Rules, Arc<Tables>)>,
    /// Rule sets whose tables could not be prepared, and why (not tried again this run).
    failed: Vec<(&'static Rules, String)>,
    preparing: Option<Preparing>,
    paused: bool,
}

/// Tables being loaded or generated on their thread; dropped, it stops the thread.
pub struct Preparing {
    pub rules: &'static Rules,
    /// Signatures ready so far, of `total`.
    done: Arc<AtomicUsize>,
    pub total: usize,
    /// The positions of all the tables, the measure of the progress: a table takes time in
    /// proportion to its size (Frisian's largest is a third of its set).
    positions: usize,
    /// Positions of the tables read from files, which took no solving.
    read: Arc<AtomicUsize>,
    control: Control,
    /// The time spent solving, pauses left out.
    working: Stopwatch,
    result: Arc<OnceLock<Arc<Tables>>>,
}

/// How long the generation has left.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Remaining {
    Paused,
    /// Too early to tell.
    Estimating,
    About(Duration),
}

impl Preparing {
    pub fn done(&self) -> usize {
        self.done.load(Ordering::Relaxed)
    }

    pub fn is_paused(&self) -> bool {
        self.control.is_paused()
    }

    /// How far along, from 0 to 1.
    pub fn fraction(&self) -> f32 {
        self.positions_done() as f32 / self.positions.max(1) as f32
    }

    /// The time left at the positions solved per second so far.
    pub fn remaining(&self) -> Remaining {
        if self.is_paused() {
            return Remaining::Paused;
        }
        let (solved, time) = (self.control.solved(), self.working.elapsed());
        if solved == 0 || time < ESTIMATE_AFTER {
            return Remaining::Estimating;
        }
        let left = self.positions.saturating_sub(self.positions_done()) as f64;
        Remaining::About(time.mul_f64(left / solved as f64))
    }

    fn positions_done(&self) -> usize {
        self.read.load(Ordering::Relaxed) + self.control.solved() as usize
    }

    fn set_paused(&mut self, paused: bool) {
        if paused {
            self.control.pause();
            self.working.stop();
        } else {
            self.control.resume();
            self.working.start();
        }
    }
}

impl Drop for Preparing {
    fn drop(&mut self) {
        // The thread ends at its next checkpoint, paused or not: quitting never waits for it.
        self.control.stop();
    }
}

/// Time counted only while running.
#[derive(Default)]
struct Stopwatch {
    since: Option<Instant>,
    before: Duration,
}

impl Stopwatch {
    fn start(&mut self) {
        self.since.get_or_insert_with(Instant::now);
    }

    fn stop(&mut self) {
        if let Some(since) = self.since.take() {
            self.before += since.elapsed();
        }
    }

    fn elapsed(&self) -> Duration {
        self.before + self.since.map_or(Duration::ZERO, |since| since.elapsed())
    }
}

/// Where a rule set's tables stand.
pub enum TableStatus<'a> {
    Ready(usize),
    Preparing(&'a Preparing),
    Failed(&'a str),
    /// Not asked for yet (or the setting is off).
    Absent,
}

impl Endgames {
    pub fn new(dir: PathBuf) -> Endgames {
        Endgames {
            dir,
            most_pieces: None,
            lowest_priority: true,
            ready: Vec::new(),
            failed: Vec::new(),
            preparing: None,
            paused: false,
        }
    }

    /// The tables of these rules, once ready.
    pub fn tables(&self, rules: &'static Rules) -> Option<Arc<Tables>> {
        self.ready.iter().find(|(r, _)| std::ptr::eq(*r, rules)).map(|(_, t)| t.clone())
    }

    /// The tables a search of these rules is to use: the ready ones, unless the player turned
    /// them off.
    pub fn for_search(&self, rules: &'static Rules, settings: &Settings) -> Option<Arc<Tables>> {
        self.tables(rules).filter(|_| settings.endgame_tables)
    }

    pub fn status(&self, rules: &'static Rules) -> TableStatus<'_> {
        if let Some(tables) = self.tables(rules) {
            return TableStatus::Ready(tables.len());
        }
        if let Some(preparing) = self.preparing.as_ref().filter(|p| std::ptr::eq(p.rules, rules)) {
            return TableStatus::Preparing(preparing);
        }
        match self.failed.iter().find(|(r, _)| std::ptr::eq(*r, rules)) {
            Some((_, why)) => TableStatus::Failed(why),
            None => TableStatus::Absent,
        }
    }

    /// The tables being prepared, whichever variant's: one set at a time, the others wait.
    pub fn preparing(&self) -> Option<&Preparing> {
        self.preparing.as_ref()
    }

    fn pieces(&self) -> u32 {
        self.most_pieces.map_or(TABLE_PIECES, |most| most.min(TABLE_PIECES))
    }
}

fn follow_commands(mut endgames: ResMut<Endgames>, mut commands: MessageReader<EndgamesCommand>) {
    for command in commands.read() {
        let paused = *command == EndgamesCommand::Pause;
        endgames.paused = paused;
        if let Some(preparing) = endgames.preparing.as_mut() {
            preparing.set_paused(paused);
        }
    }
}

/// A game of a variant whose tables are not in memory starts their loading (and the missing
/// ones' generation), one rule set at a time.
fn start_preparing(mut endgames: ResMut<Endgames>, settings: Res<Settings>, current: Res<Match>) {
    let rules = current.rules();
    // A page makes no tables (see `spawn_solver`).
    if cfg!(target_arch = "wasm32")
        || !settings.endgame_tables
        || endgames.preparing.is_some()
        || !matches!(endgames.status(rules), TableStatus::Absent)
    {
        return;
    }
    let most = endgames.pieces();
    let mut preparing = Preparing {
        rules,
        done: Arc::default(),
        total: Signature::all(most).len(),
        positions: Signature::all(most).iter().map(|&sig| Layout::new(rules, sig).size).sum(),
        read: Arc::default(),
        control: Control::default(),
        working: Stopwatch::default(),
        result: Arc::default(),
    };
    preparing.set_paused(endgames.paused);
    let (done, read) = (preparing.done.clone(), preparing.read.clone());
    let (control, result, dir) = (preparing.control.clone(), preparing.result.clone(), endgames.dir.clone());
    let yield_to_all = endgames.lowest_priority;
    let spawned = spawn_solver(move || {
        match yield_to_all.then(priority::lowest) {
            Some(Ok(what)) => info!("endgame tables: their thread runs at the lowest priority ({what})"),
            Some(Err(why)) => {
                warn!("endgame tables: their thread keeps its priority, which could not be lowered: {why}")
            }
            None => {}
        }
        let opened = Tables::open(rules, most, &dir, &control, |_, sig, time| {
            if time.is_none() {
                read.fetch_add(Layout::new(rules, sig).size, Ordering::Relaxed);
            }
            done.fetch_add(1, Ordering::Relaxed);
        });
        // Stopped: the game has let go of them.
        if let Ok(tables) = opened {
            let _ = result.set(Arc::new(tables));
        }
    });
    match spawned {
        Ok(_) => endgames.preparing = Some(preparing),
        Err(e) => endgames.failed.push((rules, e.to_string())),
    }
}

/// The tables' own thread. A page has none to give (its one thread draws the frames), so there
/// the tables are not made: the computer plays the endings by search alone.
fn spawn_solver(work: impl FnOnce() + Send + 'static) -> std::io::Result<()> {
    #[cfg(not(target_arch = "wasm32"))]
    return std::thread::Builder::new().name("endgame tables".into()).spawn(work).map(drop);
    #[cfg(target_arch = "wasm32")]
    {
        drop(work);
        Err(std::io::Error::other("a web page makes no endgame tables"))
    }
}

fn collect_prepared(mut endgames: ResMut<Endgames>) {
    let Some(preparing) = endgames.preparing.as_ref() else { return };
    let Some(tables) = preparing.result.get().cloned() else { return };
    let rules = preparing.rules;
    endgames.preparing = None;
    for problem in tables.problems() {
        warn!("endgame table {problem}");
    }
    endgames.ready.push((rules, tables));
}
