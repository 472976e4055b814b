//! Player settings, kept between runs in `settings.json` in the config folder. A file that
//! cannot be read is moved aside and reported once.
//!
//! Only what the player changes is saved: each frame the settings are compared with the values
//! last seen, and the fields that differ are handed to a writer thread, which merges them into
//! the file as it is on disk then (another copy of the game may have saved its own choices)
//! and replaces it atomically. So choices made "for this run" on the command line are never
//! saved, a frame that changes nothing writes nothing, and the frame never waits for the disk.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::base::appearance::{BoardTheme, PieceSet, Quality};
use crate::base::disk;
use crate::base::locale::{Language, Locale};
use crate::base::storage::{Fault, FileProblem, read_json};
use crate::base::writer::FileWriter;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Settings>()
        .add_systems(PreUpdate, follow_language.run_if(resource_exists::<Locale>))
        .add_systems(PostUpdate, save_player_changes.run_if(resource_exists::<SettingsStore>));
}
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum AnimationSpeed {
    Off,
    Fast,
    #[default]
    Normal,
    Slow,
}

impl AnimationSpeed {
    pub const ALL: [AnimationSpeed; 4] =
        [AnimationSpeed::Off, AnimationSpeed::Fast, AnimationSpeed::Normal, AnimationSpeed::Slow];

    /// Its name's message id.
    pub fn label_id(self) -> &'static str {
        match self {
            AnimationSpeed::Off => "speed-off",
            AnimationSpeed::Fast => "speed-fast",
            AnimationSpeed::Normal => "speed-normal",
            AnimationSpeed::Slow => "speed-slow",
        }
    }
}

#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub animation_speed: AnimationSpeed,
    pub show_legal_moves: bool,
    pub show_last_move: bool,
    pub show_coordinates: bool,
    pub sound: bool,
    /// 0.0 ..= 1.0
    pub volume: f32,
    /// Hot-seat: turn the board towards the player whose turn it is.
    pub turn_board_to_player: bool,
    /// The computer's evaluation and best line in the side panel.
    pub show_evaluation: bool,
    /// The language the player chose; none: the system's.
    pub language: Option<Language>,
    /// A selected piece that can capture shows all its capture routes.
    pub show_capture_routes: bool,
    pub theme: BoardTheme,
    pub pieces: PieceSet,
    pub quality: Quality,
    /// The computer and the hints use endgame tables (generated the first time a variant is
    /// played, which takes minutes and disk space).
    pub endgame_tables: bool,
    /// The size of the windows' text and controls, in percent (`TEXT_SIZES`).
    pub text_size: u16,
    /// The name a friend sees, as last given in *Play a friend* (empty: the language's word
    /// for a player); a game joined from a link plays under it too.
    pub online_name: String,
}

/// The text sizes a player may choose, in percent.
pub const TEXT_SIZES: std::ops::RangeInclusive<u16> = 80..=200;

impl Settings {
    /// The windows' scale: the chosen text size, kept within `TEXT_SIZES` (a file edited by
    /// hand may hold anything).
    pub fn text_scale(&self) -> f32 {
        f32::from(self.text_size.clamp(*TEXT_SIZES.start(), *TEXT_SIZES.end())) / 100.0
    }
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            animation_speed: AnimationSpeed::Normal,
            show_legal_moves: true,
            show_last_move: true,
            show_coordinates: true,
            sound: true,
            volume: 0.7,
            turn_board_to_player: false,
            show_evaluation: true,
            language: None,
            show_capture_routes: true,
            theme: BoardTheme::default(),
            pieces: PieceSet::default(),
            quality: Quality::default(),
            endgame_tables: true,
            online_name: String::new(),
            text_size: 100,
        }
    }
}

/// Where settings are saved, what went wrong reading them (shown to the player once), and the
/// values last seen, against which the player's changes are found.
#[derive(Resource)]
pub struct SettingsStore {
    pub path: PathBuf,
    pub problem: Option<FileProblem>,
    seen: Settings,
    /// Takes the changed fields, which it merges into the file.
    writer: FileWriter<Map<String, Value>>,
}

impl SettingsStore {
    /// Saves to `path` from now on whatever the player changes in `settings` (as they stand for
    /// this run, the command line's choices included: those are not saved).
    pub fn new(path: PathBuf, problem: Option<FileProblem>, settings: &Settings) -> SettingsStore {
        let file = path.clone();
        let writer = FileWriter::start("settings-writer", Map::extend, move |changes| {
            if let Err(e) = merge_into_file(&file, changes) {
                warn!("could not save settings to {}: {e}", file.display());
            }
        });
        SettingsStore { path, problem, seen: settings.clone(), writer }
    }

    /// On a first start (no file yet), writes the player's settings as they are stored, the
    /// defaults: the folder and a file to look at exist from then on.
    pub fn create_if_missing(&self, stored: &Settings) {
        if !self.path.exists()
            && let Ok(Value::Object(all)) = serde_json::to_value(stored)
        {
            self.writer.send(all);
        }
    }
}

/// Reads the settings file. Missing: defaults, silently. Unreadable, corrupt or from a newer
/// version: defaults, the file moved aside (`settings.json.bad-<time>`) so that nothing is lost,
/// and the problem returned for the player.
pub fn load(path: &Path) -> (Settings, Option<FileProblem>) {
    match read_json::<Settings>(path) {
        Ok(Some(mut settings)) => {
            settings.volume = if settings.volume.is_finite() { settings.volume.clamp(0.0, 1.0) } else { 0.7 };
            (settings, None)
        }
        Ok(None) => (Settings::default(), None),
        Err(problem) => (Settings::default(), Some(problem)),
    }
}

/// The settings fields whose values differ, as they are named in the file.
fn changed_fields(before: &Settings, after: &Settings) -> Map<String, Value> {
    let (Ok(Value::Object(before)), Ok(Value::Object(after))) =
        (serde_json::to_value(before), serde_json::to_value(after))
    else {
        return Map::new();
    };
    after.into_iter().filter(|(name, value)| before.get(name) != Some(value)).collect()
}

/// Hands what the player changed since the last frame to the writer. Compared by value, so a
/// system that only borrowed the settings mutably writes nothing.
fn save_player_changes(settings: Res<Settings>, mut store: ResMut<SettingsStore>) {
    if !settings.is_changed() || *settings == store.seen {
        return;
    }
    let changes = changed_fields(&store.seen, &settings);
    store.seen = settings.clone();
    store.writer.send(changes);
}

/// Sets `changes` in the settings file, keeping every other field as the file has it now. The
/// read and the write hold a lock (`settings.json.lock` beside it), so that two copies of the
/// game saving at the same moment cannot lose each other's change.
fn merge_into_file(path: &Path, changes: Map<String, Value>) -> std::io::Result<()> {
    let lock = disk::Lock::take(path)?;
    let mut fields = match disk::read(path) {
        Ok(bytes) => match serde_json::from_slice::<Map<String, Value>>(&bytes) {
            Ok(fields) => fields,
            Err(e) => {
                let problem = FileProblem::set_aside(path, Fault::Corrupt(e.to_string()));
                warn!("{problem:?}");
                problem.kept.map_err(std::io::Error::other)?;
                Map::new()
            }
        },
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Map::new(),
        Err(e) => return Err(e),
    };
    fields.extend(changes);
    let text = serde_json::to_string_pretty(&fields).map_err(std::io::Error::other)?;
    let written = disk::write_atomic(path, text.as_bytes());
    // The lock is let go after the new file is in place.
    drop(lock);
    written
}

/// The language follows the settings (the system's language until the player picks one).
fn follow_language(settings: Res<Settings>, mut locale: ResMut<Locale>) {
    let wanted = settings.language.unwrap_or(locale.system());
    if settings.is_changed() && locale.language() != wanted {
        locale.set_language(wanted);
    }
}
