//! When the window is drawn. A board game stands still most of the time: while nothing moves,
//! no search, analysis or clock runs and no message is up, the window is drawn again only on
//! input and every few seconds (the tables' progress). The endgame tables' idle thread and a
//! laptop's battery then get the processor that a software renderer would spend drawing the
//! same picture. As soon as anything is alive the next frame is asked for at once, as in a game
//! loop.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::a11y::AccessibilityRequested;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::render::render_resource::PipelineCache;
use bevy::render::{Render, RenderApp};
use bevy::window::{RequestRedraw, WindowEvent};
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};

use crate::base::state::{Mode, Screen};
use crate::game::analysis::Analysis;
use crate::game::clock;
use crate::game::computer::Thinking;
use crate::game::{Match, Session, Turn};
use crate::scene::animation::MoveAnimation;
use crate::ui::CueLine;

/// The longest a still window waits between two frames: the tables' progress moves on that
/// often. (A software renderer takes most of a second of two cores for one frame of the board.)
const STILL_WAIT: Duration = Duration::from_secs(5);
/// Frames keep coming this long after the last input or movement: a hover's highlight and the
/// side panel's answer to a click land a frame or two after the event.
const AFTERGLOW: Duration = Duration::from_millis(500);
/// The first frame after a rest counts at most this much time, so that a move or a camera turn
/// started by a key starts smoothly instead of leaping by the time the window rested.
const WAKING_STEP: Duration = Duration::from_millis(33);
/// Bevy's own cap on a frame's time, while frames come.
const FRAME_STEP: Duration = Duration::from_millis(250);

/// Paces the window (the game adds it unless it takes a picture or a benchmark, which count
/// frames). Needs the window's messages and the renderer, which `DefaultPlugins` bring.
pub fn plugin(app: &mut App) {
    // Mouse motion over other windows (a device event) is no reason to draw.
    app.insert_resource(WinitSettings {
        focused_mode: UpdateMode::reactive_low_power(STILL_WAIT),
        unfocused_mode: UpdateMode::reactive_low_power(STILL_WAIT),
    });
    app.init_resource::<PipelinesCompiling>();
    let compiling = app.world().resource::<PipelinesCompiling>().clone();
    if let Some(render) = app.get_sub_app_mut(RenderApp) {
        render.insert_resource(compiling).add_systems(Render, note_compiling_pipelines);
    }
    app.add_systems(Last, keep_drawing_while_alive).add_systems(
        PreUpdate,
        keep_unchanged_modifiers_quiet
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass),
    );
}

/// Whether the renderer is still compiling pipelines (in the background: until one is ready its
/// meshes are not drawn, and nothing else would ask for the frame that shows them).
#[derive(Resource, Clone, Default)]
struct PipelinesCompiling(Arc<AtomicBool>);

fn note_compiling_pipelines(cache: Res<PipelineCache>, compiling: Res<PipelinesCompiling>) {
    compiling.0.store(cache.waiting_pipelines().next().is_some(), Ordering::Relaxed);
}

/// What is alive this frame, read from the layers below.
#[derive(SystemParam)]
struct Liveliness<'w, 's> {
    screen: Res<'w, State<Screen>>,
    mode: Option<Res<'w, State<Mode>>>,
    turn: Option<Res<'w, State<Turn>>>,
    session: Option<Res<'w, Session>>,
    thinking: Option<Res<'w, Thinking>>,
    analysis: Option<Res<'w, Analysis>>,
    current: Option<Res<'w, Match>>,
    animation: Option<Res<'w, MoveAnimation>>,
    cue: Option<Res<'w, CueLine>>,
    compiling: Res<'w, PipelinesCompiling>,
    screen_reader: Option<Res<'w, AccessibilityRequested>>,
    moved: Query<'w, 's, (), Changed<Transform>>,
    input: MessageReader<'w, 's, WindowEvent>,
}

impl Liveliness<'_, '_> {
    fn alive(&mut self) -> bool {
        // (Read to the end every frame, so that old events never count. The pointer's motion
        // over other windows is no input to this one.)
        let input = self
            .input
            .read()
            .filter(|e| !matches!(e, WindowEvent::RequestRedraw(_) | WindowEvent::MouseMotion(_)))
            .count()
            > 0;
        // The title screen's board turns; demos, lessons and online games run on timers and
        // the network. A game, a puzzle and the editor wait for the player.
        let animated_screen = *self.screen.get() == Screen::Title
            || self
                .mode
                .as_ref()
                .is_some_and(|m| matches!(m.get(), Mode::Watch | Mode::Lesson | Mode::Online));
        let searching = self.thinking.as_ref().is_some_and(|t| t.is_searching())
            || self.analysis.as_ref().is_some_and(|a| a.progress().is_some());
        let showing = self.animation.as_ref().is_some_and(|a| a.is_busy())
            || self.cue.as_ref().is_some_and(|c| c.0.is_some())
            || self.compiling.0.load(Ordering::Relaxed);
        // (A screen reader's requests reach the game only when it updates.)
        let read_aloud = self.screen_reader.as_ref().is_some_and(|r| r.get());
        input
            || animated_screen
            || searching
            || self.clock_runs()
            || showing
            || read_aloud
            || !self.moved.is_empty()
    }

    fn clock_runs(&self) -> bool {
        let turn = self.turn.as_deref().map(State::get);
        match (&self.current, &self.session) {
            (Some(current), Some(session)) => clock::runs(current, session, turn),
            _ => false,
        }
    }
}

fn keep_drawing_while_alive(
    mut life: Liveliness,
    mut time: ResMut<Time<Virtual>>,
    mut last_alive: Local<Duration>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let now = time.elapsed();
    if life.alive() {
        *last_alive = now;
    }
    let drawing = now.saturating_sub(*last_alive) < AFTERGLOW;
    if drawing {
        redraw.write(RequestRedraw);
    }
    time.set_max_delta(if drawing { FRAME_STEP } else { WAKING_STEP });
}

/// bevy_egui tells egui the modifier keys' state every frame, as an event, and egui repaints at
/// once after any event: a still window would keep drawing forever. egui keeps the state from
/// frame to frame, so only a change is passed on.
fn keep_unchanged_modifiers_quiet(
    mut inputs: Query<&mut EguiInput>,
    mut last: Local<Option<egui::Modifiers>>,
) {
    for mut input in &mut inputs {
        input.events.retain(|event| match event {
            egui::Event::ModifiersChanged(now) => last.replace(*now) != Some(*now),
            _ => true,
        });
    }
}
