//! Player settings, kept between runs in `<config dir>/damier/settings.json`. A file that cannot
//! be read is reported and replaced by the defaults; saves are atomic (temporary file + rename).

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, save_when_changed.run_if(resource_exists::<SettingsStore>));
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

    pub fn label(self) -> &'static str {
        match self {
            AnimationSpeed::Off => "Off",
            AnimationSpeed::Fast => "Fast",
            AnimationSpeed::Normal => "Normal",
            AnimationSpeed::Slow => "Slow",
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
        }
    }
}

/// Where settings are saved, and what went wrong reading them (shown to the player once).
#[derive(Resource, Debug)]
pub struct SettingsStore {
    pub path: PathBuf,
    pub problem: Option<String>,
}

/// `$DAMIER_CONFIG_DIR`, else `$XDG_CONFIG_HOME/damier`, else `~/.config/damier`.
pub fn config_dir() -> Option<PathBuf> {
    let env = |name| std::env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    env("DAMIER_CONFIG_DIR")
        .or_else(|| env("XDG_CONFIG_HOME").map(|d| d.join("damier")))
        .or_else(|| env("HOME").map(|d| d.join(".config").join("damier")))
}

/// Reads the settings file. Missing: defaults, silently. Unreadable or corrupt: defaults, the
/// file rewritten with them, and the problem returned for the player.
pub fn load(path: &Path) -> (Settings, Option<String>) {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (Settings::default(), None),
        Err(e) => return (Settings::default(), Some(format!("Could not read {}: {e}", path.display()))),
    };
    match serde_json::from_str::<Settings>(&text) {
        Ok(mut settings) => {
            settings.volume = settings.volume.clamp(0.0, 1.0);
            (settings, None)
        }
        Err(e) => {
            let defaults = Settings::default();
            let note = match save(path, &defaults) {
                Ok(()) => "it was replaced by the defaults",
                Err(_) => "the defaults are used",
            };
            let problem = format!("The settings file {} was corrupt ({e}); {note}.", path.display());
            (defaults, Some(problem))
        }
    }
}

/// Writes the settings atomically: a temporary file beside the target, then a rename.
pub fn save(path: &Path, settings: &Settings) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let text = serde_json::to_string_pretty(settings).map_err(std::io::Error::other)?;
    write_atomic(path, text.as_bytes())
}

/// Writes a file so that a crash never leaves it half written: the bytes go to a temporary file
/// beside it, which then replaces it in one rename.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".tmp");
    let temporary = path.with_file_name(name);
    std::fs::write(&temporary, bytes)?;
    std::fs::rename(&temporary, path)
}

fn save_when_changed(settings: Res<Settings>, store: Res<SettingsStore>) {
    if settings.is_changed()
        && !settings.is_added()
        && let Err(e) = save(&store.path, &settings)
    {
        warn!("could not save settings to {}: {e}", store.path.display());
    }
}
