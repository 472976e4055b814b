//! The top layer: the command line, the App assembled from the layers' plugins, and screenshot
//! mode. Layers, from the bottom: `base` (states, settings, files) → `game` (the record, turns,
//! the computer) → `scene` (the 3D view) → `modes` (game, demos, puzzles, editor, records) →
//! `ui` (egui windows) → `app`. Each uses only the layers below it.

mod arguments;
pub mod frame_bench;
pub mod launch;
pub mod pacing;
#[cfg(target_arch = "wasm32")]
pub mod page;
pub mod screenshot;
mod window_icon;

use std::path::Path;

use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy_egui::EguiPlugin;
use damier_rules::clock::Clock;

use crate::app::launch::{LaunchOptions, StartGame, TitleWindow};
use crate::base::locale::{Language, Locale};
use crate::base::settings::{self, Settings, SettingsStore};
use crate::base::storage::config_dir;
use crate::game::Match;
use crate::game::analysis::AnalysisCommand;
use crate::modes::Open;
use crate::modes::collection::PuzzleProgress;
use crate::modes::courses::{CourseProgress, Courses};
use crate::modes::lesson::LessonSource;
#[cfg(not(target_arch = "wasm32"))]
use crate::modes::library::GameLibrary;
use crate::modes::online::OnlineFiles;
use crate::modes::online_seats::KeptSeats;
use crate::modes::puzzle::PuzzleSource;
use crate::modes::records::{self, Autosave};
use crate::ui::OpenWindow;
use crate::{base, game, modes, scene, ui};

/// The game's behaviour without anything drawn: states, settings, the record, input, turns,
/// the computer, piece entities and their animation, and the modes. Headless tests run it on
/// `MinimalPlugins`.
pub fn logic_plugin(app: &mut App) {
    app.add_plugins((
        base::state::plugin,
        base::settings::plugin,
        base::locale::plugin,
        game::plugin,
        scene::logic_plugin,
        modes::plugin,
    ));
}

/// Bevy's task pools, with at least two threads for background searches: the computer's move
/// (or a hint) and a game analysis can run at once, and on a machine with few cores the default
/// single thread would make the computer's move wait for the analysis while its clock runs.
pub fn task_pools() -> TaskPoolPlugin {
    let mut options = TaskPoolOptions::default();
    options.async_compute.min_threads = 2;
    TaskPoolPlugin { task_pool_options: options }
}

/// Everything that draws, sounds and takes the mouse.
fn view_plugin(app: &mut App) {
    app.add_plugins((MeshPickingPlugin, EguiPlugin::default())).add_plugins((scene::view_plugin, ui::plugin));
}

/// The player's files in the config folder `dir` (none: the defaults, nothing saved): the
/// settings, with the command line's choices over them for this run only (the store starts
/// from them, so only what the player then changes is saved; a first start writes the
/// defaults), the autosave, the puzzle progress and the courses' progress. A screenshot or a
/// benchmark plays no game of the player's: it leaves the autosave and the progress alone.
pub fn open_player_files(app: &mut App, dir: Option<&Path>, options: &LaunchOptions) {
    let Some(dir) = dir else {
        app.insert_resource(settings_for_run(Settings::default(), options));
        return;
    };
    let path = dir.join("settings.json");
    let (stored, problem) = settings::load(&path);
    if let Some(problem) = &problem {
        warn!("{problem:?}");
    }
    let settings = settings_for_run(stored.clone(), options);
    let store = SettingsStore::new(path, problem, &settings);
    store.create_if_missing(&stored);
    app.insert_resource(store).insert_resource(settings);
    // A screenshot or a benchmark reads a library that is there (the Games window's picture),
    // but neither makes one nor keeps a game in it.
    #[cfg(not(target_arch = "wasm32"))]
    {
        let (path, keeps) = (dir.join("library.db"), !options.plays_no_game());
        if let Some(library) = (keeps || path.exists()).then(|| GameLibrary::open(path, keeps)).flatten() {
            app.insert_resource(library);
        }
    }
    if options.plays_no_game() {
        return;
    }
    app.insert_resource(Autosave::open(dir.join("autosave.pdn")));
    let (progress, problem) = PuzzleProgress::open(dir.join("puzzles.json"));
    if let Some(problem) = problem {
        warn!("{problem:?}");
    }
    let (courses, problem) = CourseProgress::open(dir.join("learn.json"));
    if let Some(problem) = problem {
        warn!("{problem:?}");
    }
    app.insert_resource(progress).insert_resource(courses);
    let online = OnlineFiles {
        hosted_games: dir.join("online").join("hosted-games.db"),
        finished: Some(dir.join("games")),
    };
    app.insert_resource(online);
    let (seats, problem) = KeptSeats::open(dir.join("online").join("seats.json"));
    if let Some(problem) = problem {
        warn!("{problem:?}");
    }
    app.insert_resource(seats);
}

/// The settings this run plays with: the player's, with the command line's choices over them.
fn settings_for_run(mut settings: Settings, options: &LaunchOptions) -> Settings {
    if let Some(language) = options.language {
        settings.language = Some(language);
    }
    let look = options.appearance;
    settings.theme = look.theme.unwrap_or(settings.theme);
    settings.pieces = look.pieces.unwrap_or(settings.pieces);
    settings.quality = look.quality.unwrap_or(settings.quality);
    settings.text_size = look.text_size.unwrap_or(settings.text_size);
    settings.show_capture_routes |= options.routes;
    // A picture or a benchmark has no use for endgame tables (generating them takes minutes).
    if options.plays_no_game() {
        settings.endgame_tables = false;
    }
    settings
}

/// The whole game, set up as the command line asks.
pub fn app(options: LaunchOptions) -> App {
    let mut app = App::new();
    // A picture and a benchmark count frames: they draw every one.
    let paced = !options.plays_no_game();
    let window = Window {
        title: "Damier".into(),
        // The application ID: desktops match the window to its desktop entry and icon.
        name: Some("io.github.damier.Damier".into()),
        resolution: WindowResolution::new(1280, 800),
        ..default()
    };
    #[cfg(target_arch = "wasm32")]
    let window = page::window(window);
    app.add_plugins(
        DefaultPlugins.set(task_pools()).set(WindowPlugin { primary_window: Some(window), ..default() }),
    );
    app.add_plugins(window_icon::plugin);
    #[cfg(target_arch = "wasm32")]
    app.add_plugins(page::plugin);
    if paced {
        app.add_plugins(pacing::plugin);
    }

    // The system's language until the settings name one; `--lang` names one for this run.
    app.insert_resource(Locale::new(Language::system()));
    open_player_files(&mut app, config_dir().as_deref(), &options);
    app.add_plugins((logic_plugin, view_plugin));

    let request = if let Some(record) = &options.analyse {
        // The game is analysed as soon as it is on the board.
        app.add_systems(
            Update,
            |current: Option<Res<Match>>,
             mut done: Local<bool>,
             mut analyse: MessageWriter<AnalysisCommand>| {
                if !*done && current.is_some() {
                    *done = true;
                    analyse.write(AnalysisCommand::Start);
                }
            },
        );
        Some(Open::Analysis(Box::new(records::match_of(record))))
    } else if let Some(start) = options.start {
        let StartGame { game, computer, clock } = *start;
        Some(if options.editor {
            Open::Editor(*game.position())
        } else {
            let mut new = Match::with_players(game, computer);
            new.clock = clock.map(Clock::new);
            Open::Game(Box::new(new))
        })
    } else if let Some(online) = options.online {
        Some(Open::Online(online))
    } else {
        options.demo.map(|demo| match demo.puzzle {
            true => Open::Puzzle(PuzzleSource::Demo(demo.index)),
            false => Open::Demo { index: demo.index, ply: demo.ply },
        })
    };
    if let Some(request) = request {
        app.add_systems(Startup, move |mut open: MessageWriter<Open>| {
            open.write(request.clone());
        });
    }
    if let Some((variant, lesson)) = options.learn {
        app.add_systems(
            Startup,
            move |mut open: MessageWriter<Open>, courses: Res<Courses>, progress: Res<CourseProgress>| {
                let next = || courses.of(variant).map_or(0, |c| progress.next_lesson(c));
                let lesson = lesson.unwrap_or_else(next);
                open.write(Open::Lesson(LessonSource { variant, lesson }));
            },
        );
    }
    if let Some(variant) = options.puzzles {
        app.add_systems(Startup, move |mut windows: MessageWriter<OpenWindow>| {
            windows.write(OpenWindow::Puzzles(Some(variant)));
        });
    }
    if let Some(window) = options.open {
        let window = match window {
            TitleWindow::Demos => OpenWindow::Demos,
            TitleWindow::Load => OpenWindow::Load,
            TitleWindow::About => OpenWindow::About,
            TitleWindow::Learn => OpenWindow::Learn(None),
            TitleWindow::Settings => OpenWindow::Settings,
            TitleWindow::Keys => OpenWindow::Keys,
            TitleWindow::Friend => OpenWindow::PlayFriend,
            TitleWindow::Games => OpenWindow::Games,
        };
        app.add_systems(Startup, move |mut windows: MessageWriter<OpenWindow>| {
            windows.write(window);
        });
    }
    if let Some(frames) = options.frame_bench {
        app.insert_resource(frame_bench::FrameBench::new(frames)).add_plugins(frame_bench::plugin);
    }
    if let Some(script) = options.screenshot {
        app.insert_resource(script).add_plugins(screenshot::plugin);
    }
    app
}
