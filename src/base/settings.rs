//! Player settings, kept between runs in `settings.json` in the config folder. A file that
//! cannot be read is moved aside and reported once; saves are atomic.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::base::appearance::{BoardTheme, PieceSet, Quality};
use crate::base::locale::{Language, Locale};
use crate::base::storage::{Fault, FileProblem, write_atomic};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Settings>()
        .add_systems(PreUpdate, follow_language.run_if(resource_exists::<Locale>))
        .add_systems(PostUpdate, save_when_changed.run_if(resource_exists::<SettingsStore>));
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
        }
    }
}

/// Where settings are saved, and what went wrong reading them (shown to the player once).
#[derive(Resource, Debug)]
pub struct SettingsStore {
    pub path: PathBuf,
    pub problem: Option<FileProblem>,
}

/// Reads the settings file. Missing: defaults, silently. Unreadable, corrupt or from a newer
/// version: defaults, the file moved aside (`settings.json.bad-<time>`) so that nothing is lost,
/// and the problem returned for the player.
pub fn load(path: &Path) -> (Settings, Option<FileProblem>) {
    let fault = match std::fs::read(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (Settings::default(), None),
        Err(e) => Fault::Unreadable(e.to_string()),
        Ok(bytes) => match serde_json::from_slice::<Settings>(&bytes) {
            Ok(mut settings) => {
                settings.volume =
                    if settings.volume.is_finite() { settings.volume.clamp(0.0, 1.0) } else { 0.7 };
                return (settings, None);
            }
            Err(e) => Fault::Corrupt(e.to_string()),
        },
    };
    (Settings::default(), Some(FileProblem::set_aside(path, fault)))
}

/// Writes the settings atomically.
pub fn save(path: &Path, settings: &Settings) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let text = serde_json::to_string_pretty(settings).map_err(std::io::Error::other)?;
    write_atomic(path, text.as_bytes())
}

fn save_when_changed(settings: Res<Settings>, store: Res<SettingsStore>) {
    if settings.is_changed()
        && !settings.is_added()
        && let Err(e) = save(&store.path, &settings)
    {
        warn!("could not save settings to {}: {e}", store.path.display());
    }
}

/// The language follows the settings (the system's language until the player picks one).
fn follow_language(settings: Res<Settings>, mut locale: ResMut<Locale>) {
    let wanted = settings.language.unwrap_or(locale.system());
    if settings.is_changed() && locale.language() != wanted {
        locale.set_language(wanted);
    }
}
