//! Piece entities and their animation. A piece entity (`Token`) is a view of the record: after
//! every move and every rebuild they match `Match`'s position exactly. A capture is played out
//! hop by hop in arcs; the jumped pieces are marked `Captured` but stay until the last hop, then
//! disappear in capture order. A move is animated when the record reports it played
//! (`MovePlayed`); the end is reported with `MoveShown`.

use std::f32::consts::PI;

use bevy::prelude::*;
use damier_rules::{Kind, Move, Piece, Square};

use crate::base::settings::{AnimationSpeed, Settings};
use crate::base::state::{Mode, Screen};
use crate::game::{GameSystems, Match, MovePlayed, MoveShown};
use crate::scene::geometry::{BoardGeometry, DISC_HEIGHT};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MoveAnimation>()
        .init_resource::<PlaybackPace>()
        .add_message::<HopLanded>()
        .add_message::<SetPlaybackPace>()
        .add_systems(
            Update,
            (set_pace, queue_played_moves, begin_animation, advance_animation, sync_tokens)
                .chain()
                .after(GameSystems::Derive)
                .run_if(resource_exists::<Match>.and_then(resource_exists::<BoardGeometry>)),
        )
        // Demo playback sets its own pace; every other mode follows the animation setting.
        .add_systems(OnEnter(Mode::Watch), |mut pace: ResMut<PlaybackPace>| pace.0 = Some(1.0))
        .add_systems(OnExit(Mode::Watch), |mut pace: ResMut<PlaybackPace>| pace.0 = None)
        .add_systems(OnExit(Screen::Playing), |mut animation: ResMut<MoveAnimation>| animation.cancel());
}

/// A piece on the board, as the record has it (or had it, while its move is animated).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token {
    pub square: Square,
    pub piece: Piece,
}

/// A piece in the player's hand (being dragged): left where the pointer puts it.
#[derive(Component, Debug)]
pub struct Held;

/// A piece jumped by the capture being animated: still on the board, shown ghosted.
#[derive(Component, Debug)]
pub struct Captured;

/// The moving piece landed on a cell of its path (`hop` counts from 1).
#[derive(Message, Clone, Copy, Debug)]
pub struct HopLanded {
    pub hop: usize,
    pub capture: bool,
}

#[derive(Resource, Default)]
pub struct MoveAnimation {
    /// A move entered the record and waits for its animation to begin.
    pending: Option<Move>,
    active: Option<Active>,
    /// The match generation the animated move belongs to: a rebuilt record cancels it.
    generation: u64,
}

struct Active {
    mv: Move,
    piece: Entity,
    /// Start and every landing, in world space.
    waypoints: Vec<Vec3>,
    hop: usize,
    t: f32,
    /// The jumped pieces in capture order, and how far their removal has gone.
    captured: Vec<Entity>,
    removing: Option<(usize, f32)>,
}

impl MoveAnimation {
    fn cancel(&mut self) {
        self.pending = None;
        self.active = None;
    }

    /// A move is being shown; input waits.
    pub fn is_busy(&self) -> bool {
        self.pending.is_some() || self.active.is_some()
    }

    /// The piece making a capture right now, while its hops are shown.
    pub fn capturing_piece(&self) -> Option<Entity> {
        self.active.as_ref().filter(|a| a.mv.is_capture() && a.hop < a.waypoints.len() - 1).map(|a| a.piece)
    }
}

/// Demo playback sets its own pace, whatever the animation setting: 1.0 is normal speed,
/// 0.25 slow motion. `None`: the animation setting applies.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct PlaybackPace(pub Option<f32>);

/// Changes the demo playback pace (the playback panel's speed control).
#[derive(Message, Clone, Copy, Debug)]
pub struct SetPlaybackPace(pub f32);

fn set_pace(mut requests: MessageReader<SetPlaybackPace>, mut pace: ResMut<PlaybackPace>) {
    if let Some(&SetPlaybackPace(speed)) = requests.read().last() {
        pace.0 = Some(speed.clamp(0.05, 8.0));
    }
}

/// A move the record played is animated next; a rebuilt record (new game, undo, a jump in the
/// line) cancels what was being shown.
fn queue_played_moves(
    mut played: MessageReader<MovePlayed>,
    mut animation: ResMut<MoveAnimation>,
    current: Res<Match>,
) {
    if animation.generation != current.generation {
        animation.cancel();
        animation.generation = current.generation;
    }
    if let Some(played) = played.read().last() {
        animation.pending = Some(played.mv);
    }
}

fn seconds_per_hop(speed: AnimationSpeed) -> f32 {
    match speed {
        AnimationSpeed::Off => 0.0,
        AnimationSpeed::Fast => 0.14,
        AnimationSpeed::Normal => 0.28,
        AnimationSpeed::Slow => 0.6,
    }
}

fn begin_animation(
    mut animation: ResMut<MoveAnimation>,
    tokens: Query<(Entity, &Token), Without<Captured>>,
    transforms: Query<&Transform>,
    geometry: Res<BoardGeometry>,
    mut shown: MessageWriter<MoveShown>,
) {
    let Some(mv) = animation.pending.take() else { return };
    let find = |sq: Square| tokens.iter().find(|(_, t)| t.square == sq).map(|(e, _)| e);
    let Some(piece) = find(mv.from) else {
        // The view is out of step with the record; `sync_tokens` rebuilds it at once.
        shown.write(MoveShown(mv));
        return;
    };
    let captured: Vec<Entity> = mv.captured_in_order().iter().filter_map(|&sq| find(sq)).collect();
    // A piece dropped by drag-and-drop moves on from where it was let go.
    let start = transforms.get(piece).map_or(geometry.rest(mv.from), |t| t.translation);
    let mut waypoints = vec![start];
    waypoints.extend(mv.path().iter().map(|&sq| geometry.rest(sq)));
    animation.active = Some(Active { mv, piece, waypoints, hop: 0, t: 0.0, captured, removing: None });
}

fn advance_animation(
    mut commands: Commands,
    mut animation: ResMut<MoveAnimation>,
    mut transforms: Query<&mut Transform>,
    mut tokens: Query<&mut Token>,
    time: Res<Time>,
    settings: Res<Settings>,
    pace: Res<PlaybackPace>,
    mut hops: MessageWriter<HopLanded>,
    mut shown: MessageWriter<MoveShown>,
) {
    let Some(active) = animation.active.as_mut() else { return };
    let per_hop = match pace.0 {
        Some(pace) => 0.4 / pace.max(0.05),
        None => seconds_per_hop(settings.animation_speed),
    };
    // With animation off, everything happens at once.
    let mut budget = if per_hop == 0.0 { f32::INFINITY } else { time.delta_secs() / per_hop };
    let capture = active.mv.is_capture();
    let hop_count = active.waypoints.len() - 1;

    while budget > 0.0 && active.hop < hop_count {
        // The piece being jumped on this hop is marked as it is jumped (and stays).
        if let Some(&jumped) = active.captured.get(active.hop) {
            commands.entity(jumped).insert(Captured);
        }
        let step = budget.min(1.0 - active.t);
        active.t += step;
        budget -= step;
        if active.t >= 1.0 - 1e-6 {
            active.hop += 1;
            active.t = 0.0;
            hops.write(HopLanded { hop: active.hop, capture });
        }
    }
    if let Ok(mut transform) = transforms.get_mut(active.piece) {
        transform.translation = if active.hop >= hop_count {
            active.waypoints[hop_count]
        } else {
            let (a, b) = (active.waypoints[active.hop], active.waypoints[active.hop + 1]);
            // Captures hop in arcs; a quiet move slides with a slight lift.
            let height = if capture { 0.25 + 0.2 * a.distance(b) } else { 0.08 };
            a.lerp(b, active.t) + Vec3::Y * height * (PI * active.t).sin()
        };
    }
    if active.hop < hop_count {
        return;
    }

    // The last hop is done: the captured pieces leave, in capture order, sinking into the board.
    let removal_time = (per_hop * 0.6).max(f32::EPSILON);
    let (mut index, mut t) = active.removing.unwrap_or((0, 0.0));
    // Seconds available for removal this frame: what the last hop left over, then whole frames.
    let mut remaining = match (per_hop == 0.0, active.removing.is_some()) {
        (true, _) => f32::INFINITY,
        (false, true) => time.delta_secs(),
        (false, false) => budget * per_hop,
    };
    while index < active.captured.len() {
        let e = active.captured[index];
        let step = remaining.min((1.0 - t) * removal_time);
        t += step / removal_time;
        remaining -= step;
        if let Ok(mut transform) = transforms.get_mut(e) {
            transform.translation.y -= DISC_HEIGHT * step / removal_time;
            transform.scale = Vec3::splat((1.0 - t).max(0.05));
        }
        if t >= 1.0 - 1e-6 {
            commands.entity(e).despawn();
            index += 1;
            t = 0.0;
        } else {
            break;
        }
    }
    if index < active.captured.len() {
        active.removing = Some((index, t));
        return;
    }

    let mv = active.mv;
    if let Ok(mut token) = tokens.get_mut(active.piece) {
        token.square = mv.to;
        if mv.promotes {
            token.piece.kind = Kind::King;
        }
    }
    animation.active = None;
    shown.write(MoveShown(mv));
}

/// Keeps the piece entities equal to the record whenever no move is being shown: after a new
/// game, undo or redo (or anything else that changes the set of pieces) they are rebuilt, and a
/// piece out of place (dropped on no legal cell) goes back to its cell.
fn sync_tokens(
    mut commands: Commands,
    current: Res<Match>,
    animation: Res<MoveAnimation>,
    geometry: Res<BoardGeometry>,
    mut tokens: Query<(Entity, &Token, &mut Transform, Has<Held>)>,
) {
    if animation.is_busy() {
        return;
    }
    let pos = current.game.position();
    let wanted: Vec<(Square, Piece)> = pos.all_pieces().collect();
    let same_pieces = tokens.iter().count() == wanted.len()
        && tokens.iter().all(|(_, token, _, _)| wanted.contains(&(token.square, token.piece)));
    if same_pieces {
        for (_, token, mut transform, held) in &mut tokens {
            let rest = geometry.rest(token.square);
            if !held && transform.translation.distance(rest) > 1e-3 {
                *transform = Transform::from_translation(rest);
            }
        }
        return;
    }
    for (entity, _, _, _) in &tokens {
        commands.entity(entity).despawn();
    }
    for (square, piece) in wanted {
        commands.spawn((
            Token { square, piece },
            Transform::from_translation(geometry.rest(square)),
            Visibility::default(),
            DespawnOnExit(Screen::Playing),
        ));
    }
}
