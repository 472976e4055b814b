//! Sounds, synthesised at start-up (no files to ship): a wooden click for a move, a tick per
//! capturing hop, a chime for a promotion, a short phrase when the game ends. On a machine
//! without an audio device Bevy simply plays nothing.

use std::f32::consts::TAU;

use bevy::audio::Volume;
use bevy::prelude::*;

use crate::base::settings::Settings;
use crate::game::record::LowTime;
use crate::game::{Cue, GameSystems, Match, MoveShown};
use crate::scene::animation::HopLanded;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Celebrate>()
        .add_systems(Startup, synthesise)
        .add_systems(Update, play_sounds.after(GameSystems::Derive));
}

/// Something to celebrate (a solved puzzle): a rising phrase.
#[derive(Message, Clone, Copy, Debug)]
pub struct Celebrate;

#[derive(Resource)]
struct Sounds {
    slide: Handle<AudioSource>,
    hop: Handle<AudioSource>,
    promote: Handle<AudioSource>,
    game_over: Handle<AudioSource>,
    cue: Handle<AudioSource>,
    solved: Handle<AudioSource>,
    low_time: Handle<AudioSource>,
}

const RATE: u32 = 22_050;

/// A 16-bit mono WAV file from samples in -1..1.
fn wav(samples: &[f32]) -> Vec<u8> {
    let data_len = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data_len as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&RATE.to_le_bytes());
    out.extend_from_slice(&(RATE * 2).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&((s.clamp(-1.0, 1.0) * 32_000.0) as i16).to_le_bytes());
    }
    out
}

/// A struck tone: a sine with a fast attack and exponential decay, plus a little noise for wood.
fn strike(freq: f32, seconds: f32, decay: f32, noise: f32) -> Vec<f32> {
    let mut seed = 0x1234_5678u32;
    (0..(seconds * RATE as f32) as usize)
        .map(|i| {
            let t = i as f32 / RATE as f32;
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            let white = seed as f32 / u32::MAX as f32 * 2.0 - 1.0;
            let envelope = (t * 400.0).min(1.0) * (-t * decay).exp();
            envelope * ((TAU * freq * t).sin() * 0.6 + white * noise)
        })
        .collect()
}

fn phrase(notes: &[(f32, f32)]) -> Vec<f32> {
    notes.iter().flat_map(|&(freq, seconds)| strike(freq, seconds, 6.0, 0.02)).collect()
}

fn synthesise(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let mut add = |samples: Vec<f32>| sources.add(AudioSource { bytes: wav(&samples).into() });
    commands.insert_resource(Sounds {
        slide: add(strike(220.0, 0.12, 45.0, 0.35)),
        hop: add(strike(660.0, 0.09, 60.0, 0.3)),
        promote: add(phrase(&[(660.0, 0.12), (990.0, 0.3)])),
        game_over: add(phrase(&[(523.0, 0.16), (659.0, 0.16), (784.0, 0.45)])),
        cue: add(strike(140.0, 0.1, 40.0, 0.1)),
        solved: add(phrase(&[(523.0, 0.12), (659.0, 0.12), (784.0, 0.12), (1047.0, 0.5)])),
        low_time: add(phrase(&[(880.0, 0.08), (880.0, 0.08), (880.0, 0.08)])),
    });
}

fn play_sounds(
    mut commands: Commands,
    sounds: Res<Sounds>,
    settings: Res<Settings>,
    mut hops: MessageReader<HopLanded>,
    mut finished: MessageReader<MoveShown>,
    mut cues: MessageReader<Cue>,
    mut solved: MessageReader<Celebrate>,
    mut low_time: MessageReader<LowTime>,
    current: Option<Res<Match>>,
) {
    let mut play = |sound: &Handle<AudioSource>| {
        if settings.sound && settings.volume > 0.0 {
            commands.spawn((
                AudioPlayer::new(sound.clone()),
                PlaybackSettings::DESPAWN.with_volume(Volume::Linear(settings.volume)),
            ));
        }
    };
    for hop in hops.read() {
        play(if hop.capture { &sounds.hop } else { &sounds.slide });
    }
    for MoveShown(mv) in finished.read() {
        if mv.promotes {
            play(&sounds.promote);
        }
        if current.as_ref().is_some_and(|c| c.game.outcome().is_some()) {
            play(&sounds.game_over);
        }
    }
    if solved.read().count() > 0 {
        play(&sounds.solved);
    }
    if low_time.read().count() > 0 {
        play(&sounds.low_time);
    }
    if cues.read().count() > 0 {
        play(&sounds.cue);
    }
}
