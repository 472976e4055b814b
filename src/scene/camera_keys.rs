//! The camera from the keyboard: A and D turn the board, W and S tilt it, + and − zoom. Letters
//! are read as the keyboard's layout names them, and a key held down repeats.

use std::f32::consts::PI;

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;

use crate::scene::camera::Orbit;
use crate::scene::keyboard::board_has_keys;

/// One press's worth of each movement.
const TURN: f32 = PI / 12.0;
const TILT: f32 = 0.08;
const ZOOM: f32 = 1.1;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, camera_keys.run_if(board_has_keys));
}

fn camera_keys(mut keys: MessageReader<KeyboardInput>, mut orbits: Query<&mut Orbit>) {
    for key in keys.read() {
        let Key::Character(text) = &key.logical_key else { continue };
        if key.state != ButtonState::Pressed {
            continue;
        }
        for mut orbit in &mut orbits {
            match text.to_lowercase().as_str() {
                "a" => orbit.target_yaw -= TURN,
                "d" => orbit.target_yaw += TURN,
                "w" => orbit.pitch = (orbit.pitch + TILT).min(1.5),
                "s" => orbit.pitch = (orbit.pitch - TILT).max(0.15),
                "+" | "=" => orbit.distance = (orbit.distance / ZOOM).max(4.0),
                "-" => orbit.distance = (orbit.distance * ZOOM).min(40.0),
                _ => continue,
            }
            orbit.sweeping = false;
        }
    }
}
