//! When the window is drawn. A board game stands still most of the time: while nothing moves,
//! no search or analysis runs and no clock ticks, the window is drawn again only on input and
//! every few seconds (the tables' progress). The endgame tables' idle thread and a laptop's battery
//! then get the processor that a software renderer would spend drawing the same picture. As soon
//! as anything is alive the next frame is asked for at once, as in a game loop.

use std::time::Duration;

use bevy::prelude::*;
use bevy::window::{RequestRedraw, WindowEvent};
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};

use crate::base::state::{Mode, Screen};
use crate::game::Match;
use crate::game::analysis::Analysis;
use crate::game::computer::Thinking;
use crate::scene::animation::MoveAnimation;

/// The longest a still window waits between two frames: the tables' progress moves on that
/// often. (A software renderer takes most of a second of two cores for one frame of the board.)
const STILL_WAIT: Duration = Duration::from_secs(5);
/// Frames keep coming this long after the last input or movement: a hover's highlight and the
/// side panel's answer to a click land a frame or two after the event.
const AFTERGLOW: Duration = Duration::from_millis(500);

/// Paces the window (the game adds it unless it takes a picture or a benchmark, which count
/// frames). Needs the window's messages, which `DefaultPlugins` bring.
pub fn plugin(app: &mut App) {
    app.insert_resource(WinitSettings {
        focused_mode: UpdateMode::reactive(STILL_WAIT),
        unfocused_mode: UpdateMode::reactive_low_power(STILL_WAIT),
    });
    app.add_systems(Last, keep_drawing_while_alive).add_systems(
        PreUpdate,
        keep_unchanged_modifiers_quiet
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass),
    );
}

/// What is alive this frame, read from the layers below.
#[derive(bevy::ecs::system::SystemParam)]
struct Liveliness<'w, 's> {
    screen: Res<'w, State<Screen>>,
    mode: Option<Res<'w, State<Mode>>>,
    thinking: Option<Res<'w, Thinking>>,
    analysis: Option<Res<'w, Analysis>>,
    current: Option<Res<'w, Match>>,
    animation: Option<Res<'w, MoveAnimation>>,
    moved: Query<'w, 's, (), Changed<Transform>>,
    input: MessageReader<'w, 's, WindowEvent>,
}

impl Liveliness<'_, '_> {
    fn alive(&mut self) -> bool {
        // (Read to the end every frame, so that old events never count.)
        let input = self.input.read().filter(|e| !matches!(e, WindowEvent::RequestRedraw(_))).count() > 0;
        // The title screen's board turns; demos, lessons and online games run on timers and
        // the network. A game, a puzzle and the editor wait for the player.
        let animated_screen = *self.screen.get() == Screen::Title
            || self
                .mode
                .as_ref()
                .is_some_and(|m| matches!(m.get(), Mode::Watch | Mode::Lesson | Mode::Online));
        let searching = self.thinking.as_ref().is_some_and(|t| t.is_searching())
            || self.analysis.as_ref().is_some_and(|a| a.progress().is_some());
        let clock_runs =
            self.current.as_ref().is_some_and(|m| m.clock.is_some() && m.game.outcome().is_none());
        let showing_a_move = self.animation.as_ref().is_some_and(|a| a.is_busy());
        input || animated_screen || searching || clock_runs || showing_a_move || !self.moved.is_empty()
    }
}

fn keep_drawing_while_alive(
    mut life: Liveliness,
    time: Res<Time>,
    mut last_alive: Local<Duration>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let now = time.elapsed();
    if life.alive() {
        *last_alive = now;
    }
    if now.saturating_sub(*last_alive) < AFTERGLOW {
        redraw.write(RequestRedraw);
    }
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
