//! The egui layer, one file per window: the title screen and its menus, settings, About, the side
//! panels of a game (a folder, one file per section), a demo, a puzzle, a lesson and the editor, the
//! dialogs, the file browser and the coordinates drawn beside the board. Windows act through
//! messages (`Open`, `GameCommand`, `CameraCommand`...); each keeps its own state.

mod about;
pub mod accessibility;
mod clock_choice;
mod coordinates;
mod demo;
mod dialogs;
mod editor;
mod endgames;
mod files;
#[cfg(not(target_arch = "wasm32"))]
mod games;
mod keys;
mod learn;
mod lesson;
mod online_panel;
mod play_friend;
mod puzzle;
mod puzzles;
mod rules;
mod settings;
mod side_panel;
mod storage_trouble;
pub mod theme;
mod title;

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::base::settings::Settings;
use crate::base::state::{Mode, Screen};
use crate::game::{Cue, Turn};
use crate::scene::camera::CameraCommand;
use crate::scene::keyboard::MenusHaveKeyboard;

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<OpenWindow>()
        .init_resource::<CueLine>()
        .init_resource::<PanelWidth>()
        .init_resource::<Styled>()
        .init_resource::<side_panel::ExplorerState>()
        .add_plugins((
            title::plugin,
            demo::plugin,
            puzzles::plugin,
            files::plugin,
            settings::plugin,
            about::plugin,
            learn::plugin,
            rules::plugin,
            keys::plugin,
            play_friend::plugin,
            storage_trouble::plugin,
        ));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(games::plugin).add_systems(
        EguiPrimaryContextPass,
        games::games_window
            .after(title::title_screen)
            .run_if(in_state(Screen::Title))
            .run_if(|styled: Res<Styled>| styled.0 >= 2),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        (
            scale_ui,
            (
                (
                    title::title_screen,
                    title::new_game_window,
                    demo::demo_list,
                    puzzles::puzzles_window,
                    learn::learn_window,
                    play_friend::play_friend_window,
                    about::about_window,
                )
                    .run_if(in_state(Screen::Title)),
                (
                    demo::playback_panel.run_if(in_state(Mode::Watch)),
                    puzzle::puzzle_panel.run_if(in_state(Mode::Puzzle)),
                    lesson::lesson_panel.run_if(in_state(Mode::Lesson)),
                    online_panel::online_panel
                        .run_if(in_state(Mode::Online))
                        .run_if(resource_exists::<crate::modes::online::OnlineGame>),
                    editor::editor_panel.run_if(in_state(Mode::Editor)),
                    side_panel::side_panel.run_if(in_state(Mode::Game)),
                    demo::caption_overlay,
                    (
                        dialogs::draw_offer,
                        dialogs::branch_question,
                        dialogs::end_banner.run_if(in_state(Turn::Over)),
                        coordinates::coordinates,
                    ),
                )
                    .run_if(in_state(Screen::Playing))
                    .run_if(resource_exists::<crate::game::Match>),
                files::file_browser,
                settings::settings_window,
                rules::rules_window,
                keys::keys_window,
                storage_trouble::storage_notice,
                accessibility::board_nodes,
                track_pointer,
                track_keyboard,
            )
                .chain()
                .run_if(|styled: Res<Styled>| styled.0 >= 2),
        )
            .chain(),
    )
    .add_systems(
        Update,
        (remember_cues, tell_the_camera, side_panel::step_with_keys.run_if(in_state(Mode::Game))),
    );
}

/// A window to open, from wherever it is asked for (the title screen, a panel, the command line).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpenWindow {
    Demos,
    Load,
    Save,
    SaveAnalysis,
    Settings,
    About,
    /// The puzzle collection, on a variant if given.
    Puzzles(Option<damier_rules::Variant>),
    /// The rules courses, on a variant if given.
    Learn(Option<damier_rules::Variant>),
    /// A variant's rules in plain words.
    Rules(damier_rules::Variant),
    /// The keys the game answers to.
    Keys,
    /// Host a game for a friend on another computer, or join one.
    PlayFriend,
    /// The player's game library.
    Games,
    /// A PDN file to import into the game library.
    ImportGames,
}

/// The last cue and how long it has been shown.
#[derive(Resource, Default)]
pub struct CueLine(pub Option<(Cue, f32)>);

/// The width of the side panel in physical pixels (the board is shown beside it).
#[derive(Resource, Default)]
pub struct PanelWidth(pub f32);

impl PanelWidth {
    /// Records the panel's width, touching the resource only when it changed.
    pub fn set(&mut self, width: f32) {
        if (self.0 - width).abs() > 0.5 {
            self.0 = width;
        }
    }
}

/// How many passes ago the interface was styled: its fonts are there from the second one on
/// (egui takes new fonts at the start of a pass), and the windows wait for them.
#[derive(Resource, Default)]
struct Styled(u8);

/// The interface grows with the window, so it stays readable on large screens, and with the
/// player's text size.
fn scale_ui(
    mut contexts: EguiContexts,
    window: Single<&Window, With<PrimaryWindow>>,
    settings: Res<Settings>,
    mut styled: ResMut<Styled>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if styled.0 == 0 {
        theme::style(ctx);
    }
    styled.0 = styled.0.saturating_add(1).min(2);
    let zoom = (window.height() / 820.0).clamp(0.85, 2.0) * settings.text_scale();
    if (ctx.zoom_factor() - zoom).abs() > 0.01 {
        ctx.set_zoom_factor(zoom);
    }
    Ok(())
}

/// The camera leaves the mouse alone over a menu or panel.
fn track_pointer(
    mut contexts: EguiContexts,
    mut over: Local<bool>,
    mut camera: MessageWriter<CameraCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let now = ctx.is_pointer_over_egui() || ctx.egui_wants_pointer_input();
    if now != *over {
        *over = now;
        camera.write(CameraCommand::PointerOverUi(now));
    }
    Ok(())
}

/// The board's keys wait while a menu has the keyboard: a text field, or a button reached
/// with Tab.
fn track_keyboard(
    mut contexts: EguiContexts,
    mut taken: Local<bool>,
    mut keyboard: MessageWriter<MenusHaveKeyboard>,
) -> Result {
    let now = contexts.ctx_mut()?.egui_wants_keyboard_input();
    if now != *taken {
        *taken = now;
        keyboard.write(MenusHaveKeyboard(now));
    }
    Ok(())
}

/// The board is shown beside the side panel.
fn tell_the_camera(
    panel: Res<PanelWidth>,
    screen: Res<State<Screen>>,
    mut told: Local<f32>,
    mut camera: MessageWriter<CameraCommand>,
) {
    let width = if *screen.get() == Screen::Playing { panel.0 } else { 0.0 };
    if (width - *told).abs() > 0.5 {
        *told = width;
        camera.write(CameraCommand::PanelWidth(width));
    }
}

fn remember_cues(mut cues: MessageReader<Cue>, mut line: ResMut<CueLine>, time: Res<Time>) {
    if let Some(cue) = cues.read().last() {
        line.0 = Some((cue.clone(), 0.0));
    }
    if let Some((_, age)) = line.0.as_mut() {
        *age += time.delta_secs();
        if *age > 4.0 {
            line.0 = None;
        }
    }
}
