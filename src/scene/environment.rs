//! Light and lens: a warm key light with shadows, a studio environment for the lacquer to
//! reflect (a dim room with two softboxes, made at start-up), the table fading into the room,
//! and the quality setting. *High* adds a cool fill light, soft shadow filtering, a prefiltered
//! studio reflection, lacquer and a little bloom; *Low* keeps to the old board's cost: one light
//! with hard-filtered shadows, ambient light, no lacquer, lighter piece meshes. *Auto* is Low on
//! a software renderer, High elsewhere.

use bevy::asset::RenderAssetUsages;
use bevy::light::{DirectionalLightShadowMap, ShadowFilteringMethod};
use bevy::post_process::bloom::Bloom;
use bevy::prelude::*;
use bevy::render::render_resource::{
    Extent3d, TextureDimension, TextureFormat, TextureViewDescriptor, TextureViewDimension,
};
use bevy::render::renderer::RenderAdapterInfo;
use wgpu_types::DeviceType;

use crate::base::appearance::Quality;
use crate::base::settings::Settings;
use crate::scene::camera::Orbit;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ActiveQuality>()
        .insert_resource(ClearColor(Color::srgb(0.045, 0.04, 0.035)))
        .add_systems(Startup, spawn_lights)
        .add_systems(Update, apply_quality);
}

/// The cool fill light (High only: on a software renderer every light is paid per pixel).
#[derive(Component)]
struct Fill;

/// The quality in use (Auto resolved), once the camera has it.
#[derive(Resource, Default, Debug, PartialEq, Eq)]
pub struct ActiveQuality(pub Option<Quality>);

fn spawn_lights(mut commands: Commands) {
    commands.insert_resource(GlobalAmbientLight {
        color: Color::srgb(1.0, 0.93, 0.85),
        brightness: 120.0,
        ..default()
    });
    // The key light: warm, high and to White's left, as a lamp over a table.
    commands.spawn((
        DirectionalLight {
            illuminance: 8_000.0,
            color: Color::srgb(1.0, 0.94, 0.84),
            shadow_maps_enabled: true,
            ..default()
        },
        Transform::from_xyz(-4.0, 12.0, 6.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
}

/// The cool fill light from the other side, without shadows.
fn fill_light() -> impl Bundle {
    (
        Fill,
        DirectionalLight { illuminance: 1_500.0, color: Color::srgb(0.80, 0.88, 1.0), ..default() },
        Transform::from_xyz(6.0, 5.0, -5.0).looking_at(Vec3::ZERO, Vec3::Y),
    )
}

/// Low on a software renderer (llvmpipe, lavapipe), where every effect costs CPU time.
fn resolve(wanted: Quality, adapter: Option<&RenderAdapterInfo>) -> Quality {
    match wanted {
        Quality::Auto if adapter.is_some_and(|a| a.device_type == DeviceType::Cpu) => Quality::Low,
        Quality::Auto => Quality::High,
        chosen => chosen,
    }
}

fn apply_quality(
    mut commands: Commands,
    settings: Res<Settings>,
    adapter: Option<Res<RenderAdapterInfo>>,
    mut active: ResMut<ActiveQuality>,
    camera: Option<Single<Entity, With<Orbit>>>,
    mut images: ResMut<Assets<Image>>,
    fill: Query<Entity, With<Fill>>,
    mut ambient: ResMut<GlobalAmbientLight>,
) {
    let Some(camera) = camera else { return };
    let quality = resolve(settings.quality, adapter.as_deref());
    if active.0 == Some(quality) {
        return;
    }
    active.0 = Some(quality);
    let fog = DistanceFog {
        color: Color::srgb(0.045, 0.04, 0.035),
        falloff: FogFalloff::Linear { start: 16.0, end: 34.0 },
        ..default()
    };
    let mut camera = commands.entity(*camera);
    camera.insert(Msaa::Sample4);
    match quality {
        Quality::High => {
            let (specular, diffuse) = (images.add(studio(64, true)), images.add(studio(4, false)));
            camera.insert((
                fog,
                EnvironmentMapLight {
                    diffuse_map: diffuse,
                    specular_map: specular,
                    intensity: 900.0,
                    ..default()
                },
                Bloom { intensity: 0.05, ..Bloom::NATURAL },
                ShadowFilteringMethod::Gaussian,
            ));
            commands.insert_resource(DirectionalLightShadowMap { size: 4096 });
            ambient.brightness = 120.0;
            if fill.is_empty() {
                commands.spawn(fill_light());
            }
        }
        Quality::Low | Quality::Auto => {
            // Today's board's budget: one light with shadows and ambient light, no environment.
            camera
                .insert(ShadowFilteringMethod::Hardware2x2)
                .remove::<(Bloom, EnvironmentMapLight, DistanceFog)>();
            commands.insert_resource(DirectionalLightShadowMap { size: 2048 });
            ambient.brightness = 380.0;
            for light in &fill {
                commands.entity(light).despawn();
            }
        }
    }
}

/// The room as the lacquer sees it, in linear light: a dark warm floor, walls and ceiling, a big
/// softbox above to White's left (where the key light is) and a window on the right.
fn radiance(direction: Vec3, sharp: bool) -> [f32; 3] {
    let d = direction.normalize();
    let up = d.y;
    let room = if up > 0.0 {
        Vec3::new(0.30, 0.27, 0.23).lerp(Vec3::new(0.45, 0.42, 0.38), up)
    } else {
        Vec3::new(0.30, 0.27, 0.23).lerp(Vec3::new(0.05, 0.035, 0.025), -up)
    };
    // Each softbox: its direction, how wide (as a cosine), and its brightness.
    let boxes = [(Vec3::new(-0.35, 0.85, 0.4), 0.93, 4.0), (Vec3::new(0.95, 0.3, -0.1), 0.96, 2.5)];
    let mut light = room;
    for (centre, width, brightness) in boxes {
        let c = d.dot(centre.normalize());
        let edge = if sharp { 0.01 } else { 0.3 };
        let t = ((c - width) / edge).clamp(0.0, 1.0);
        light += Vec3::new(1.0, 0.95, 0.88) * brightness * t;
    }
    light.to_array()
}

/// A cube map of the room, `size`² a face; with `mips`, the smaller levels are box-filtered
/// (blurrier reflections for rougher surfaces).
fn studio(size: u32, mips: bool) -> Image {
    let levels = if mips { size.ilog2() + 1 } else { 1 };
    let mut data = Vec::new();
    for face in 0..6 {
        let mut level: Vec<[f32; 3]> = (0..size * size)
            .map(|i| {
                let (u, v) = ((i % size) as f32 + 0.5, (i / size) as f32 + 0.5);
                let (u, v) = (u / size as f32 * 2.0 - 1.0, v / size as f32 * 2.0 - 1.0);
                let direction = match face {
                    0 => Vec3::new(1.0, -v, -u),
                    1 => Vec3::new(-1.0, -v, u),
                    2 => Vec3::new(u, 1.0, v),
                    3 => Vec3::new(u, -1.0, -v),
                    4 => Vec3::new(u, -v, 1.0),
                    _ => Vec3::new(-u, -v, -1.0),
                };
                radiance(direction, mips)
            })
            .collect();
        let mut side = size;
        for _ in 0..levels {
            for texel in &level {
                for channel in [texel[0], texel[1], texel[2], 1.0] {
                    data.extend_from_slice(&half::f16::from_f32(channel).to_le_bytes());
                }
            }
            let half_side = (side / 2).max(1);
            level = (0..half_side * half_side)
                .map(|i| {
                    let (x, y) = ((i % half_side) * 2, (i / half_side) * 2);
                    let at = |dx: u32, dy: u32| {
                        level[((y + dy).min(side - 1) * side + (x + dx).min(side - 1)) as usize]
                    };
                    let quad = [at(0, 0), at(1, 0), at(0, 1), at(1, 1)];
                    [0, 1, 2].map(|c| quad.iter().map(|t| t[c]).sum::<f32>() / 4.0)
                })
                .collect();
            side = half_side;
        }
    }
    let mut image = Image::new_uninit(
        Extent3d { width: size, height: size, depth_or_array_layers: 6 },
        TextureDimension::D2,
        TextureFormat::Rgba16Float,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.data = Some(data);
    image.texture_descriptor.mip_level_count = levels;
    image.texture_view_descriptor =
        Some(TextureViewDescriptor { dimension: Some(TextureViewDimension::Cube), ..default() });
    image
}
