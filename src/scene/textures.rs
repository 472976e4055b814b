//! Textures made at start-up from noise, so that no image of unknown origin ships with the game:
//! wood grain (veneers, frame, table, turned pieces) and marble. Every texture tiles seamlessly
//! (the noise is periodic), so a cell can show any part of it; seeds are fixed, so screenshots
//! repeat exactly.

use bevy::asset::RenderAssetUsages;
use bevy::image::{ImageAddressMode, ImageFilterMode, ImageSampler, ImageSamplerDescriptor};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// Texture side, in pixels.
const SIZE: usize = 256;

/// How a surface's colour varies.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Grain {
    /// Long grain: growth rings as bands along the texture, warped, with fine fibres.
    Wood { early: Srgba, late: Srgba, rings: f32 },
    /// Veins of `vein` colour in `base`.
    Marble { base: Srgba, vein: Srgba },
    /// An even colour with a faint mottle (paint, felt).
    Plain { colour: Srgba },
}

/// An albedo texture of the grain (sRGB, repeating, mipmapped by nothing: 256² is small).
pub fn image(grain: Grain, seed: u32) -> Image {
    let mut data = Vec::with_capacity(SIZE * SIZE * 4);
    for y in 0..SIZE {
        for x in 0..SIZE {
            let (u, v) = (x as f32 / SIZE as f32, y as f32 / SIZE as f32);
            let colour = match grain {
                Grain::Wood { early, late, rings } => wood(u, v, rings, seed, early, late),
                Grain::Marble { base, vein } => marble(u, v, seed, base, vein),
                Grain::Plain { colour } => {
                    let mottle = fbm(u, v, 8, 3, seed) - 0.5;
                    shade(colour, 1.0 + mottle * 0.08)
                }
            };
            let [r, g, b, _] = colour.to_u8_array();
            data.extend_from_slice(&[r, g, b, 255]);
        }
    }
    let mut image = Image::new(
        Extent3d { width: SIZE as u32, height: SIZE as u32, depth_or_array_layers: 1 },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
        address_mode_u: ImageAddressMode::Repeat,
        address_mode_v: ImageAddressMode::Repeat,
        mag_filter: ImageFilterMode::Linear,
        min_filter: ImageFilterMode::Linear,
        ..default()
    });
    image
}

/// The colour a texture of the grain averages to (what Low quality paints instead).
pub fn average(grain: Grain) -> Srgba {
    match grain {
        Grain::Wood { early, late, .. } => mix(early, late, 0.2),
        Grain::Marble { base, vein } => mix(vein, base, 0.8),
        Grain::Plain { colour } => colour,
    }
}

fn wood(u: f32, v: f32, rings: f32, seed: u32, early: Srgba, late: Srgba) -> Srgba {
    // Rings run along u; a slow warp bends them, as a plank cut at a slight angle to the log.
    let warp = fbm(u, v, 2, 3, seed) * 0.9 + fbm(u, v, 8, 2, seed ^ 0x55) * 0.12;
    let t = (v * rings + warp).fract();
    // Latewood is a narrow dark band; earlywood fills the rest.
    let band = smoothstep(0.6, 0.8, t) * (1.0 - smoothstep(0.85, 1.0, t));
    let fibres = (fbm_stretched(u, v, seed ^ 0xA1) - 0.5) * 0.16;
    let base = mix(early, late, band * 0.6 + (fbm(u, v, 4, 2, seed ^ 0x77) - 0.5) * 0.3);
    shade(base, 1.0 + fibres)
}

fn marble(u: f32, v: f32, seed: u32, base: Srgba, vein: Srgba) -> Srgba {
    let turbulence = fbm(u, v, 4, 5, seed);
    let veins = (((u + v) * std::f32::consts::TAU * 2.0 + turbulence * 9.0).sin()).abs().powf(0.25);
    let cloud = fbm(u, v, 6, 3, seed ^ 0x33) - 0.5;
    shade(mix(vein, base, veins), 1.0 + cloud * 0.12)
}

fn mix(a: Srgba, b: Srgba, t: f32) -> Srgba {
    let t = t.clamp(0.0, 1.0);
    Srgba::new(
        a.red + (b.red - a.red) * t,
        a.green + (b.green - a.green) * t,
        a.blue + (b.blue - a.blue) * t,
        1.0,
    )
}

fn shade(c: Srgba, factor: f32) -> Srgba {
    Srgba::new(
        (c.red * factor).clamp(0.0, 1.0),
        (c.green * factor).clamp(0.0, 1.0),
        (c.blue * factor).clamp(0.0, 1.0),
        1.0,
    )
}

fn smoothstep(a: f32, b: f32, x: f32) -> f32 {
    let t = ((x - a) / (b - a)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// Fractal noise in 0..1 over the unit square, periodic: `period` lattice cells across at the
/// first octave, doubling each octave.
fn fbm(u: f32, v: f32, period: u32, octaves: u32, seed: u32) -> f32 {
    let (mut sum, mut amplitude, mut total) = (0.0, 1.0, 0.0);
    for octave in 0..octaves {
        let p = period << octave;
        sum += amplitude * value_noise(u * p as f32, v * p as f32, (p, p), seed.wrapping_add(octave * 101));
        total += amplitude;
        amplitude *= 0.5;
    }
    sum / total
}

/// Fibres: noise 32 times finer across the grain than along it.
fn fbm_stretched(u: f32, v: f32, seed: u32) -> f32 {
    let a = value_noise(u * 4.0, v * 128.0, (4, 128), seed);
    let b = value_noise(u * 8.0, v * 256.0, (8, 256), seed ^ 7);
    (a * 2.0 + b) / 3.0
}

/// Smooth value noise on a lattice that wraps every `period` cells (across, down).
fn value_noise(x: f32, y: f32, period: (u32, u32), seed: u32) -> f32 {
    let (x0, y0) = (x.floor(), y.floor());
    let (fx, fy) = (x - x0, y - y0);
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let corner = |dx: i64, dy: i64| {
        let cx = (x0 as i64 + dx).rem_euclid(period.0 as i64) as u32;
        let cy = (y0 as i64 + dy).rem_euclid(period.1 as i64) as u32;
        hash(cx, cy, seed)
    };
    let top = corner(0, 0) + (corner(1, 0) - corner(0, 0)) * sx;
    let bottom = corner(0, 1) + (corner(1, 1) - corner(0, 1)) * sx;
    top + (bottom - top) * sy
}

/// A lattice point's value in 0..1.
fn hash(x: u32, y: u32, seed: u32) -> f32 {
    let mut h = x.wrapping_mul(0x27d4_eb2d) ^ y.wrapping_mul(0x1656_67b1) ^ seed.wrapping_mul(0x9e37_79b9);
    h ^= h >> 15;
    h = h.wrapping_mul(0x85eb_ca6b);
    h ^= h >> 13;
    h = h.wrapping_mul(0xc2b2_ae35);
    h ^= h >> 16;
    (h & 0xFFFF) as f32 / 65535.0
}
