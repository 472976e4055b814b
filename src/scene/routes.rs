//! The capture-route viewer, a teaching tool for the majority rule and the Coup Turc: with a
//! piece that can capture selected, every complete capture route it has is drawn over the board
//! as arcs through its landings. The routes the rules allow glow; the ones they forbid (another
//! capture takes more pieces, or more value) are drawn grey, and the panel says why.

use bevy::prelude::*;
use damier_rules::{Route, capture_routes};

use crate::base::settings::Settings;
use crate::game::input::Selection;
use crate::game::{GameSystems, Match};
use crate::scene::geometry::{BoardGeometry, DISC_HEIGHT};

/// Routes are worked out with nothing drawn (the headless tests read them).
pub(super) fn logic_plugin(app: &mut App) {
    app.init_resource::<ShownRoutes>().add_systems(Update, collect.after(GameSystems::Derive));
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, draw.after(collect).run_if(resource_exists::<BoardGeometry>));
}

/// The routes on show: those of the selected piece, legal first.
#[derive(Resource, Default, Debug)]
pub struct ShownRoutes(pub Vec<Route>);

fn collect(
    settings: Res<Settings>,
    selection: Res<Selection>,
    current: Option<Res<Match>>,
    mut shown: ResMut<ShownRoutes>,
) {
    // Every route on the board is worked out: only when the selection or the position changed.
    let changed =
        selection.is_changed() || settings.is_changed() || current.as_ref().is_none_or(|c| c.is_changed());
    if !changed {
        return;
    }
    let from = selection.from().filter(|_| settings.show_capture_routes);
    shown.0 = match (from, current) {
        (Some(from), Some(current)) => {
            let mut routes = capture_routes(current.game.position(), from);
            routes.sort_by_key(|r| !r.is_legal());
            routes
        }
        _ => Vec::new(),
    };
}

/// Arcs from landing to landing, each route at its own height so that shared hops stay apart.
fn draw(shown: Res<ShownRoutes>, geometry: Res<BoardGeometry>, mut gizmos: Gizmos) {
    for (i, route) in shown.0.iter().enumerate() {
        let colour =
            if route.is_legal() { Color::srgb(1.0, 0.78, 0.2) } else { Color::srgba(0.62, 0.62, 0.62, 0.7) };
        let lift = DISC_HEIGHT * 2.0 + 0.12 * i as f32;
        let mut at = geometry.cell(route.mv.from);
        let mut points = vec![at + Vec3::Y * DISC_HEIGHT];
        for &landing in route.mv.path() {
            let to = geometry.cell(landing);
            for k in 1..=16 {
                let t = k as f32 / 16.0;
                let height = DISC_HEIGHT + lift * 4.0 * t * (1.0 - t);
                points.push(at.lerp(to, t) + Vec3::Y * height);
            }
            at = to;
        }
        gizmos.linestrip(points, colour);
        // The end of a route: a small circle where the piece would stop.
        let end = Isometry3d::new(at + Vec3::Y * 0.01, Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2));
        gizmos.circle(end, 0.22, colour);
    }
}
