//! Surfaces of revolution: a profile of (radius, height) points turned around the Y axis, as a
//! wood turner makes a draughtsman. Bevy has no lathe primitive.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// Profile corners sharper than this keep a crisp edge; gentler ones are shaded smooth.
const CREASE: f32 = 0.6;

/// Turns `profile` (bottom to top, radius ≥ 0) around Y in `segments` steps. Normals are smooth
/// around the axis and along gentle curves of the profile, crisp at its corners.
pub fn lathe(profile: &[Vec2], segments: usize) -> Mesh {
    let bands: Vec<(Vec2, Vec2)> = profile.windows(2).map(|w| (w[0], w[1])).filter(|(a, b)| a != b).collect();
    // Each band's outward normal in the (radius, height) plane.
    let normal_of = |(a, b): (Vec2, Vec2)| {
        let d = (b - a).normalize();
        Vec2::new(d.y, -d.x)
    };
    let normals: Vec<Vec2> = bands.iter().map(|&band| normal_of(band)).collect();
    let length: f32 = bands.iter().map(|(a, b)| a.distance(*b)).sum();
    let (mut positions, mut vertex_normals, mut uvs, mut indices) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut travelled = 0.0;
    for (i, &(a, b)) in bands.iter().enumerate() {
        // At each end, the band's own normal at a crease, else the mean with its neighbour's.
        let blend = |other: Option<&Vec2>| match other {
            Some(o) if o.dot(normals[i]) > CREASE.cos() => (*o + normals[i]).normalize(),
            _ => normals[i],
        };
        let ends = [
            (a, blend(i.checked_sub(1).and_then(|j| normals.get(j))), travelled),
            (b, blend(normals.get(i + 1)), travelled + a.distance(b)),
        ];
        travelled += a.distance(b);
        let first = positions.len() as u32;
        for (point, normal, along) in ends {
            for s in 0..=segments {
                let theta = s as f32 / segments as f32 * std::f32::consts::TAU;
                let (sin, cos) = theta.sin_cos();
                positions.push([point.x * cos, point.y, point.x * sin]);
                vertex_normals.push([normal.x * cos, normal.y, normal.x * sin]);
                uvs.push([s as f32 / segments as f32, along / length.max(1e-6)]);
            }
        }
        let ring = segments as u32 + 1;
        for s in 0..segments as u32 {
            let (p, q) = (first + s, first + ring + s);
            indices.extend_from_slice(&[p, q, p + 1, p + 1, q, q + 1]);
        }
    }
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vertex_normals)
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
        .with_inserted_indices(Indices::U32(indices))
}

/// A turned draughtsman of radius `r` and height `h`, standing on y = -h/2: a chamfered foot,
/// three ridges round the edge, a rounded rim and a recessed face with a turned ring in it.
pub fn draughtsman(r: f32, h: f32, segments: usize) -> Mesh {
    let base = -h / 2.0;
    let at = |radius: f32, height: f32| Vec2::new(r * radius, base + h * height);
    let mut profile = vec![at(0.0, 0.0), at(0.9, 0.0), at(0.97, 0.03), at(1.0, 0.1)];
    // Ridges: the edge steps in and out three times.
    for k in 0..3 {
        let y = 0.2 + k as f32 * 0.22;
        profile.extend_from_slice(&[at(1.0, y), at(0.975, y + 0.04), at(0.975, y + 0.1), at(1.0, y + 0.14)]);
    }
    // The rim rounds over, then steps down into the face.
    for k in 0..=6 {
        let a = k as f32 / 6.0 * std::f32::consts::FRAC_PI_2;
        profile.push(at(0.9 + 0.1 * a.cos(), 0.86 + 0.14 * a.sin()));
    }
    profile.extend_from_slice(&[
        at(0.8, 1.0),
        at(0.77, 0.9),
        at(0.5, 0.88),
        at(0.47, 0.84),
        at(0.42, 0.84),
        at(0.39, 0.88),
        at(0.0, 0.89),
    ]);
    lathe(&profile, segments)
}

/// A ring of round section (`thickness` across) of outer radius `r`, lying flat: the crown mark.
pub fn ring(r: f32, thickness: f32) -> Mesh {
    let centre = Vec2::new(r - thickness / 2.0, 0.0);
    let profile: Vec<Vec2> = (0..=16)
        .map(|k| {
            let a = -std::f32::consts::PI / 2.0 + k as f32 / 16.0 * std::f32::consts::TAU;
            centre + Vec2::new(a.cos(), a.sin()) * thickness / 2.0
        })
        .collect();
    lathe(&profile, 48)
}
