//! Endgame tables for the computer player and the hints. When a game of a variant starts, its
//! tables are loaded from the tables folder (`damier_ai::egtb::default_dir`); the first time,
//! the missing ones are generated there, on a thread of their own with their progress shown, so
//! that from then on the computer plays the endings it cannot see to the end exactly. Until they
//! are ready the engine plays without them. A damaged table file is moved aside and solved
//! again, with a warning in the log naming the file and the fault; an outdated one is replaced;
//! one that cannot be saved serves from memory for this run.

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use bevy::prelude::*;
use damier_ai::egtb::{self, Layout, Signature, Tables};
use damier_rules::Rules;

use crate::base::settings::Settings;
use crate::game::Match;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Endgames::new(egtb::default_dir()))
        .add_systems(Update, (start_preparing, collect_prepared).chain().run_if(resource_exists::<Match>));
}

/// Most pieces in every variant's tables: four (three kings against one, two kings against two).
const TABLE_PIECES: u32 = 4;

#[derive(Resource)]
pub struct Endgames {
    /// The tables folder.
    pub dir: PathBuf,
    /// Caps every variant's tables at this many pieces (tests keep them tiny).
    pub most_pieces: Option<u32>,
    ready: Vec<(&'static Rules, Arc<Tables>)>,
    /// Rule sets whose tables could not be prepared, and why (not tried again this run).
    failed: Vec<(&'static Rules, String)>,
    preparing: Option<Preparing>,
}

/// Tables being loaded or generated on their thread.
pub struct Preparing {
    pub rules: &'static Rules,
    /// Signatures ready so far, of `total`.
    done: Arc<AtomicUsize>,
    pub total: usize,
    /// Their positions so far, of `positions`: the measure of the progress bar, since a table
    /// takes time in proportion to its size (Frisian's largest is a third of its set).
    positions_done: Arc<AtomicUsize>,
    positions: usize,
    result: Arc<Mutex<Option<Tables>>>,
}

impl Preparing {
    pub fn done(&self) -> usize {
        self.done.load(Ordering::Relaxed)
    }

    /// How far along, from 0 to 1.
    pub fn fraction(&self) -> f32 {
        self.positions_done.load(Ordering::Relaxed) as f32 / self.positions.max(1) as f32
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
        Endgames { dir, most_pieces: None, ready: Vec::new(), failed: Vec::new(), preparing: None }
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

    fn pieces(&self) -> u32 {
        self.most_pieces.map_or(TABLE_PIECES, |most| most.min(TABLE_PIECES))
    }
}

/// A game of a variant whose tables are not in memory starts their loading (and the missing
/// ones' generation), one rule set at a time.
fn start_preparing(mut endgames: ResMut<Endgames>, settings: Res<Settings>, current: Res<Match>) {
    let rules = current.rules();
    if !settings.endgame_tables
        || endgames.preparing.is_some()
        || !matches!(endgames.status(rules), TableStatus::Absent)
    {
        return;
    }
    let most = endgames.pieces();
    let (done, positions_done) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
    let result = Arc::new(Mutex::new(None));
    let (thread_done, thread_positions) = (done.clone(), positions_done.clone());
    let (thread_result, dir) = (result.clone(), endgames.dir.clone());
    let spawned = std::thread::Builder::new().name("endgame tables".into()).spawn(move || {
        let tables = Tables::open(rules, most, &dir, |_, sig, _| {
            thread_done.fetch_add(1, Ordering::Relaxed);
            thread_positions.fetch_add(Layout::new(rules, sig).size, Ordering::Relaxed);
        });
        *thread_result.lock().expect("the tables thread never panics holding the lock") = Some(tables);
    });
    match spawned {
        Ok(_) => {
            let signatures = Signature::all(most);
            let positions = signatures.iter().map(|&sig| Layout::new(rules, sig).size).sum();
            let total = signatures.len();
            endgames.preparing = Some(Preparing { rules, done, total, positions_done, positions, result });
        }
        Err(e) => endgames.failed.push((rules, e.to_string())),
    }
}

fn collect_prepared(mut endgames: ResMut<Endgames>) {
    let Some(preparing) = endgames.preparing.as_ref() else { return };
    let Some(tables) = preparing.result.lock().ok().and_then(|mut r| r.take()) else { return };
    let rules = preparing.rules;
    endgames.preparing = None;
    for problem in tables.problems() {
        warn!("endgame table {problem}");
    }
    endgames.ready.push((rules, Arc::new(tables)));
}
