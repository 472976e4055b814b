//! `damier --frame-bench [FRAMES]`: a fixed workload for comparing how fast the board draws.
//! The camera makes one full orbit while the International Coup Turc demo plays over and over
//! (a scripted capture, hop by hop, with ghosted pieces and captions); time advances 1/60 s a
//! frame, so every run draws the same frames. The wall-clock time of each frame after a warm-up
//! is recorded, and the median and 99th percentile are printed at the end.

use std::f32::consts::TAU;
use std::time::Duration;

use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;

use crate::game::{GameCommand, GameSystems, Match};
use crate::modes::demos::Playback;
use crate::scene::board::PointerShown;
use crate::scene::camera::{Orbit, SweepIn};

/// Frames drawn before timing starts (shaders compile, pieces spawn).
const WARM_UP: u32 = 30;

#[derive(Resource, Debug)]
pub struct FrameBench {
    pub frames: u32,
    frame: u32,
    last: Option<Instant>,
    times: Vec<Duration>,
}

impl FrameBench {
    pub fn new(frames: u32) -> FrameBench {
        FrameBench { frames, frame: 0, last: None, times: Vec::new() }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f64(1.0 / 60.0)))
        .insert_resource(PointerShown(false))
        .insert_resource(SweepIn(false))
        .add_systems(Update, run.before(GameSystems::Commands));
}

fn run(
    mut bench: ResMut<FrameBench>,
    playback: Option<ResMut<Playback>>,
    current: Option<Res<Match>>,
    mut orbits: Query<&mut Orbit>,
    mut game_commands: MessageWriter<GameCommand>,
    mut exit: MessageWriter<AppExit>,
) {
    let (Some(mut playback), Some(current)) = (playback, current) else { return };
    let now = Instant::now();
    if bench.frame > WARM_UP
        && let Some(last) = bench.last
    {
        bench.times.push(now - last);
    }
    bench.last = Some(now);
    bench.frame += 1;
    // The demo plays on a loop: back to its start when it is over.
    if !playback.playing {
        if current.game.moves().len() == current.line_len() {
            game_commands.write(GameCommand::GoTo(0));
        }
        playback.playing = true;
    }
    let turn = bench.frame as f32 / (bench.frames + WARM_UP) as f32;
    for mut orbit in &mut orbits {
        orbit.yaw = TAU * turn;
        orbit.target_yaw = orbit.yaw;
    }
    if bench.frame >= bench.frames + WARM_UP {
        let mut times: Vec<f64> = bench.times.iter().map(|t| t.as_secs_f64() * 1000.0).collect();
        times.sort_by(f64::total_cmp);
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        println!(
            "frame-bench: {} frames, median {:.1} ms, 99th percentile {:.1} ms, slowest {:.1} ms",
            times.len(),
            at(0.5),
            at(0.99),
            at(1.0)
        );
        exit.write(AppExit::Success);
    }
}
