//! The camera: it starts behind White (or the side to move, or the person playing the
//! computer), orbits with the right mouse button, zooms with the wheel, pans with the middle
//! button (keys turn, tilt and zoom it too: `camera_keys`), and turns smoothly when the board is
//! flipped or turned to the player whose turn it is.

use std::f32::consts::PI;

use bevy::camera::visibility::RenderLayers;
use bevy::camera::{CameraOutputMode, Viewport};
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll};
use bevy::prelude::*;
use bevy::render::render_resource::BlendState;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiGlobalSettings, PrimaryEguiContext};
use damier_rules::Side;

use crate::base::settings::Settings;
use crate::base::state::Mode;
use crate::game::{Match, Session};
use crate::scene::animation::MoveAnimation;
use crate::scene::geometry::BoardGeometry;

/// The camera follows captures in demo playback unless the player turns it off.
pub(super) fn logic_plugin(app: &mut App) {
    app.add_message::<CameraCommand>()
        .init_resource::<FollowCaptures>()
        .add_systems(OnEnter(Mode::Watch), |mut follow: ResMut<FollowCaptures>| follow.0 = true)
        .add_systems(OnExit(Mode::Watch), |mut follow: ResMut<FollowCaptures>| follow.0 = false);
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PanelWidth>()
        .init_resource::<SweepIn>()
        .init_resource::<PointerOverUi>()
        .add_systems(Startup, spawn_camera)
        .add_systems(
            Update,
            (
                frame_new_board,
                follow_commands,
                turn_to_player,
                mouse_controls,
                follow_captures.run_if(|follow: Res<FollowCaptures>| follow.0),
                place_camera,
                fit_viewport,
            )
                .chain(),
        );
}

/// While on (demo playback), the camera glides after a capturing piece and back to the board's
/// centre when the capture is over.
#[derive(Resource, Default)]
pub struct FollowCaptures(pub bool);

fn follow_captures(
    time: Res<Time>,
    animation: Option<Res<MoveAnimation>>,
    pieces: Query<&Transform, Without<Orbit>>,
    mut cameras: Query<&mut Orbit>,
) {
    let piece = animation.and_then(|a| a.capturing_piece()).and_then(|e| pieces.get(e).ok());
    // Half-way towards the piece keeps the rest of the combination in view.
    let target = piece.map_or(Vec3::ZERO, |t| Vec3::new(t.translation.x, 0.0, t.translation.z) * 0.5);
    let ease = 1.0 - (-2.5 * time.delta_secs()).exp();
    for mut orbit in &mut cameras {
        orbit.focus = orbit.focus.lerp(target, ease);
    }
}

/// Whether a new board's camera sweeps in (screenshots and benchmarks start on the home view).
#[derive(Resource)]
pub struct SweepIn(pub bool);

impl Default for SweepIn {
    fn default() -> SweepIn {
        SweepIn(true)
    }
}

/// The width of the side panel in physical pixels; the board is shown beside it.
#[derive(Resource, Default)]
struct PanelWidth(f32);

#[derive(Message, Clone, Copy, Debug)]
pub enum CameraCommand {
    Reset,
    Flip,
    /// Turns following captures on or off.
    FollowCaptures(bool),
    /// The board is shown beside a panel this wide (physical pixels; 0 for none).
    PanelWidth(f32),
    /// The pointer is over a menu or panel: the mouse is not the camera's.
    PointerOverUi(bool),
}

/// The orbit: angles around the board centre. Yaw 0 looks from White's side.
#[derive(Component, Debug)]
pub struct Orbit {
    pub yaw: f32,
    pub target_yaw: f32,
    pub pitch: f32,
    pub distance: f32,
    pub focus: Vec3,
    /// Which side the board is turned to (after flips).
    pub facing: Side,
    /// Easing in from the sweep that opens a new board (the mouse takes over when touched).
    pub sweeping: bool,
}

impl Orbit {
    /// Looking at a board of the given radius from the given side.
    pub fn home(radius: f32, facing: Side) -> Orbit {
        let yaw = if facing == Side::White { 0.0 } else { PI };
        Orbit {
            yaw,
            target_yaw: yaw,
            pitch: 0.95,
            distance: radius * 2.75 + 1.0,
            focus: Vec3::ZERO,
            facing,
            sweeping: false,
        }
    }

    fn face(&mut self, side: Side) {
        if self.facing != side {
            self.facing = side;
            self.target_yaw += PI;
        }
    }
}

/// Set when the pointer is over a menu or panel, so the camera leaves the mouse alone.
#[derive(Resource, Default)]
struct PointerOverUi(bool);

fn spawn_camera(mut commands: Commands, mut egui_settings: ResMut<EguiGlobalSettings>) {
    commands.spawn((
        Camera3d::default(),
        Msaa::Sample4,
        Orbit::home(5.0, Side::White),
        Transform::from_xyz(0.0, 10.0, 12.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    // The menus get a camera of their own, drawn over the whole window, so that the board's
    // camera can keep to the area beside the side panel.
    egui_settings.auto_create_primary_context = false;
    commands.spawn((
        PrimaryEguiContext,
        Camera2d,
        RenderLayers::none(),
        Camera {
            order: 1,
            output_mode: CameraOutputMode::Write {
                blend_state: Some(BlendState::ALPHA_BLENDING),
                clear_color: ClearColorConfig::None,
            },
            clear_color: ClearColorConfig::Custom(Color::NONE),
            ..default()
        },
    ));
}

fn fit_viewport(
    window: Single<&Window, With<PrimaryWindow>>,
    panel: Res<PanelWidth>,
    mut cameras: Query<&mut Camera, With<Orbit>>,
) {
    let (width, height) = (window.physical_width(), window.physical_height());
    if width < 2 || height < 2 {
        return;
    }
    let panel = panel.0.round().max(0.0) as u32;
    let size = UVec2::new(width.saturating_sub(panel).max(1), height);
    for mut camera in &mut cameras {
        if camera.viewport.as_ref().is_none_or(|v| v.physical_size != size) {
            camera.viewport =
                Some(Viewport { physical_position: UVec2::ZERO, physical_size: size, ..default() });
        }
    }
}

/// A new board: White at the bottom, or the side to move when the board turns to the player, or
/// the side the session asks for (a lesson's learner, the person playing the computer).
fn frame_new_board(
    geometry: Option<Res<BoardGeometry>>,
    current: Option<Res<Match>>,
    session: Option<Res<Session>>,
    settings: Res<Settings>,
    sweep: Res<SweepIn>,
    mut orbits: Query<&mut Orbit>,
) {
    let (Some(geometry), Some(current)) = (geometry, current) else { return };
    if !geometry.is_changed() {
        return;
    }
    let asked = session.and_then(|s| s.faces);
    let facing = match asked {
        Some(side) => side,
        None if settings.turn_board_to_player => current.game.position().side_to_move(),
        None => Side::White,
    };
    for mut orbit in &mut orbits {
        // The camera sweeps in: it starts higher and farther, a quarter turn round, and eases
        // down onto the board.
        let home = Orbit::home(geometry.extent(), facing);
        *orbit = match sweep.0 {
            true => Orbit {
                yaw: home.yaw - 0.9,
                pitch: 1.35,
                distance: home.distance * 1.6,
                sweeping: true,
                ..home
            },
            false => home,
        };
    }
}

fn follow_commands(
    mut commands_in: MessageReader<CameraCommand>,
    mut orbits: Query<&mut Orbit>,
    mut follow: ResMut<FollowCaptures>,
    mut panel: ResMut<PanelWidth>,
    mut over_ui: ResMut<PointerOverUi>,
    geometry: Option<Res<BoardGeometry>>,
) {
    let extent = geometry.map_or(5.0, |g| g.extent());
    for command in commands_in.read() {
        match *command {
            CameraCommand::FollowCaptures(on) => follow.0 = on,
            CameraCommand::PanelWidth(width) => panel.0 = width,
            CameraCommand::PointerOverUi(over) => over_ui.0 = over,
            CameraCommand::Reset | CameraCommand::Flip => {}
        }
        for mut orbit in &mut orbits {
            match command {
                CameraCommand::Reset => {
                    let facing = orbit.facing;
                    let yaw = orbit.target_yaw;
                    *orbit = Orbit::home(extent, facing);
                    orbit.yaw = yaw;
                    orbit.target_yaw = yaw;
                }
                CameraCommand::Flip => {
                    let other = orbit.facing.opposite();
                    orbit.face(other);
                }
                _ => {}
            }
        }
    }
}

/// Hot-seat: the board turns to the side to move if the settings say so. A board that faces
/// one side (a learner, a person playing the computer) stays turned to it.
fn turn_to_player(
    settings: Res<Settings>,
    current: Option<Res<Match>>,
    session: Option<Res<Session>>,
    mut orbits: Query<&mut Orbit>,
) {
    let Some(current) = current else { return };
    let faces_one_side = session.is_some_and(|s| s.faces.is_some());
    if !settings.turn_board_to_player || !current.is_changed() || faces_one_side {
        return;
    }
    let side = current.game.position().side_to_move();
    for mut orbit in &mut orbits {
        orbit.face(side);
    }
}

fn mouse_controls(
    buttons: Res<ButtonInput<MouseButton>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    over_ui: Res<PointerOverUi>,
    mut orbits: Query<&mut Orbit>,
) {
    if over_ui.0 {
        return;
    }
    for mut orbit in &mut orbits {
        if buttons.pressed(MouseButton::Right)
            || buttons.pressed(MouseButton::Middle)
            || scroll.delta.y != 0.0
        {
            orbit.sweeping = false;
        }
        if buttons.pressed(MouseButton::Right) {
            orbit.target_yaw -= motion.delta.x * 0.006;
            orbit.yaw = orbit.target_yaw;
            orbit.pitch = (orbit.pitch + motion.delta.y * 0.005).clamp(0.15, 1.5);
        }
        if buttons.pressed(MouseButton::Middle) {
            let (sin, cos) = orbit.yaw.sin_cos();
            let right = Vec3::new(cos, 0.0, -sin);
            let forward = Vec3::new(-sin, 0.0, -cos);
            let scale = orbit.distance * 0.0015;
            orbit.focus += (-right * motion.delta.x + forward * motion.delta.y) * scale;
            orbit.focus = orbit.focus.clamp_length_max(8.0);
        }
        if scroll.delta.y != 0.0 {
            orbit.distance = (orbit.distance * (1.0 - scroll.delta.y * 0.08)).clamp(4.0, 40.0);
        }
    }
}

fn place_camera(
    time: Res<Time>,
    geometry: Option<Res<BoardGeometry>>,
    mut cameras: Query<(&mut Orbit, &mut Transform)>,
) {
    for (mut orbit, mut transform) in &mut cameras {
        // After a sweep-in, pitch and distance settle on the board's home view.
        if let Some(geometry) = &geometry
            && orbit.sweeping
        {
            let home = Orbit::home(geometry.extent(), orbit.facing);
            let ease = 1.0 - (-2.5 * time.delta_secs()).exp();
            orbit.pitch += (home.pitch - orbit.pitch) * ease;
            orbit.distance += (home.distance - orbit.distance) * ease;
            orbit.sweeping = (orbit.pitch - home.pitch).abs() > 1e-3;
        }
        // Ease towards the target yaw (flips and turns take about half a second).
        let gap = orbit.target_yaw - orbit.yaw;
        orbit.yaw += gap * (1.0 - (-8.0 * time.delta_secs()).exp());
        if gap.abs() < 1e-3 {
            orbit.yaw = orbit.target_yaw;
        }
        let (sin_yaw, cos_yaw) = orbit.yaw.sin_cos();
        let (sin_pitch, cos_pitch) = orbit.pitch.sin_cos();
        let offset = Vec3::new(sin_yaw * cos_pitch, sin_pitch, cos_yaw * cos_pitch) * orbit.distance;
        // Written only when it moves: a still camera must not count as movement (app/pacing.rs).
        transform
            .set_if_neq(Transform::from_translation(orbit.focus + offset).looking_at(orbit.focus, Vec3::Y));
    }
}
