//! Damier, the game: a Bevy app with one plugin per feature.
//!
//! Data flows one way: a pointer on a cell (`board`, `pieces`) → the move being entered
//! (`play::Selection`) → a chosen move → the record (`play::Match`, the single source of truth)
//! → the animation (`animation`), which plays the path hop by hop and removes the captured pieces
//! only at the end. Piece entities are a view of the record, never its owner.

pub mod animation;
pub mod board;
pub mod camera;
pub mod computer;
pub mod demo_ui;
pub mod demos;
pub mod editor;
pub mod editor_ui;
pub mod geometry;
pub mod launch;
pub mod pieces;
pub mod play;
pub mod records;
pub mod records_ui;
pub mod screens;
pub mod screenshot;
pub mod settings;
pub mod sound;
pub mod ui;

use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy_egui::EguiPlugin;

use crate::launch::LaunchOptions;
use crate::settings::{Settings, SettingsStore};

/// The game's rules-level behaviour without anything drawn: the record, input, animation and
/// piece entities. Headless tests run it on `MinimalPlugins`.
pub fn logic_plugin(app: &mut App) {
    app.init_resource::<Settings>().add_plugins((
        screens::plugin,
        play::plugin,
        animation::plugin,
        computer::plugin,
        settings::plugin,
        demos::plugin,
        records::plugin,
        editor::plugin,
    ));
}

/// Everything that draws, sounds and takes the mouse.
fn view_plugin(app: &mut App) {
    app.add_plugins((MeshPickingPlugin, EguiPlugin::default()))
        .insert_resource(ClearColor(Color::srgb(0.06, 0.08, 0.07)))
        .add_plugins((board::plugin, pieces::plugin, camera::plugin, ui::plugin, sound::plugin));
}

/// The whole game, set up as the command line asks.
pub fn app(options: LaunchOptions) -> App {
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "Damier".into(),
            resolution: WindowResolution::new(1280, 800),
            ..default()
        }),
        ..default()
    }));

    // A screenshot shows the defaults, and never touches the player's settings.
    if options.screenshot.is_none()
        && let Some(dir) = settings::config_dir()
    {
        let path = dir.join("settings.json");
        let (loaded, problem) = settings::load(&path);
        if let Some(problem) = &problem {
            warn!("{problem}");
        }
        app.insert_resource(loaded)
            .insert_resource(SettingsStore { path, problem })
            .insert_resource(records::Autosave::open(dir.join("autosave.pdn")));
    }
    app.add_plugins((logic_plugin, view_plugin));

    if let Some(start) = options.start {
        let editor = options.editor;
        app.add_systems(
            Startup,
            move |mut commands: Commands, mut next: ResMut<NextState<screens::Screen>>| {
                if editor {
                    editor::open(&mut commands, *start.game.position());
                    next.set(screens::Screen::Playing);
                } else {
                    ui::start_game(&mut commands, &mut next, start.game.clone(), start.computer);
                }
            },
        );
    }
    if let Some(window) = options.open {
        app.add_systems(Startup, move |mut menus: ResMut<ui::Menus>| match window {
            launch::TitleWindow::Demos => menus.demos_open = true,
            launch::TitleWindow::Load => {
                menus.browser = Some(records_ui::FileBrowser::new(records_ui::BrowseFor::Load))
            }
        });
    }
    if let Some(demo) = options.demo {
        app.add_systems(
            Startup,
            move |commands: Commands,
                  next: ResMut<NextState<screens::Screen>>,
                  library: Res<demos::DemoLibrary>,
                  script: Option<ResMut<screenshot::ScreenshotScript>>,
                  mut exit: MessageWriter<AppExit>| {
                if let Err(e) = demos::open_from_command_line(commands, next, &library, &demo, script) {
                    error!("{e}");
                    exit.write(AppExit::error());
                }
            },
        );
    }
    if let Some(script) = options.screenshot {
        app.insert_resource(script).add_plugins(screenshot::plugin);
    }
    app
}
