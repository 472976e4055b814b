//! Piece entities and their animation. A piece entity (`Token`) is a view of the record: after
//! every move and every rebuild they match `Match`'s position exactly. A capture is played out
//! hop by hop in eased arcs; the jumped pieces are marked `Captured` but stay until the last hop.
//! The piece then settles on its cell, and the captured pieces are lifted off in capture order
//! and flown to the tray beside the board. A move is animated when the record reports it played
//! (`MovePlayed`); the end is reported with `MoveShown`.

use std::f32::consts::PI;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use damier_rules::{Kind, Move, Piece, Position, Side, Square};

use crate::base::settings::{AnimationSpeed, Settings};
use crate::base::state::{Mode, Screen};
use crate::game::{GameSystems, Match, MovePlayed, MoveShown};
use crate::scene::geometry::BoardGeometry;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MoveAnimation>()
        .init_resource::<PlaybackPace>()
        .add_message::<HopLanded>()
        .add_message::<SetPlaybackPace>()
        .add_systems(
            Update,
            (set_pace, queue_played_moves, begin_animation, advance_animation, sync_tokens)
                .chain()
                .in_set(AnimationSystems)
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

/// How many of `side`'s pieces are off the board: those it started with, less the `standing`
/// piece entities (the tray's count, and where the next captured piece goes).
pub fn pieces_off(start: &Position, side: Side, standing: usize) -> usize {
    (start.pieces(side).count_ones() as usize).saturating_sub(standing)
}

/// The systems that move the piece entities (views that count them run after).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct AnimationSystems;

/// A piece in the player's hand (being dragged): left where the pointer puts it.
#[derive(Component, Debug)]
pub struct Held;

/// A piece jumped by the capture being animated: still on the board, shown ghosted.
#[derive(Component, Debug)]
pub struct Captured;

/// A captured piece on its way from the board to the tray, once the capture has ended.
#[derive(Component, Debug)]
pub struct Lifted;

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
    /// The jumped pieces in capture order, each with its flight to the tray.
    captured: Vec<Flight>,
    /// Hops' worth of time since the last landing: the settle, then the flights.
    after: Option<f32>,
}

/// A captured piece's way from its cell to its place in the tray.
struct Flight {
    piece: Entity,
    from: Vec3,
    to: Vec3,
    stage: Stage,
}

#[derive(PartialEq)]
enum Stage {
    OnBoard,
    Flying,
    Landed,
}

/// The landed piece's settle, the start of the first flight, the gap between one lift and the
/// next, and a flight, all in hops.
const SETTLE: f32 = 0.35;
const FIRST_LIFT: f32 = 0.25;
const LIFT_GAP: f32 = 0.3;
const FLIGHT: f32 = 0.8;

/// Slow at both ends, as a hand moves a piece.
fn ease(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
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

/// How fast moves are shown now: the demo's pace, else the animation setting.
#[derive(SystemParam)]
pub struct AnimationPace<'w> {
    settings: Res<'w, Settings>,
    pace: Res<'w, PlaybackPace>,
}

impl AnimationPace<'_> {
    /// Seconds a hop takes (0: moves are shown at once).
    pub fn seconds_per_hop(&self) -> f32 {
        match (self.pace.0, self.settings.animation_speed) {
            (Some(pace), _) => 0.4 / pace.max(0.05),
            (None, AnimationSpeed::Off) => 0.0,
            (None, AnimationSpeed::Fast) => 0.14,
            (None, AnimationSpeed::Normal) => 0.28,
            (None, AnimationSpeed::Slow) => 0.6,
        }
    }
}

fn begin_animation(
    mut animation: ResMut<MoveAnimation>,
    current: Res<Match>,
    tokens: Query<(Entity, &Token), Without<Captured>>,
    transforms: Query<&Transform>,
    geometry: Res<BoardGeometry>,
    mut shown: MessageWriter<MoveShown>,
) {
    let Some(mv) = animation.pending.take() else { return };
    let find = |sq: Square| tokens.iter().find(|(_, t)| t.square == sq);
    let Some((piece, mover)) = find(mv.from) else {
        // The view is out of step with the record; `sync_tokens` rebuilds it at once.
        shown.write(MoveShown(mv));
        return;
    };
    // The captured pieces join those their side has lost already, in the tray's next places.
    let victims = mover.piece.side.opposite();
    let standing = tokens.iter().filter(|(_, t)| t.piece.side == victims).count();
    let in_tray = pieces_off(current.game.start(), victims, standing);
    let captured = (mv.captured_in_order().iter().filter_map(|&sq| find(sq)).enumerate())
        .map(|(i, (piece, token))| Flight {
            piece,
            from: geometry.rest(token.square),
            to: geometry.tray_place(victims, in_tray + i),
            stage: Stage::OnBoard,
        })
        .collect();
    // A piece dropped by drag-and-drop moves on from where it was let go.
    let start = transforms.get(piece).map_or(geometry.rest(mv.from), |t| t.translation);
    let mut waypoints = vec![start];
    waypoints.extend(mv.path().iter().map(|&sq| geometry.rest(sq)));
    animation.active = Some(Active { mv, piece, waypoints, hop: 0, t: 0.0, captured, after: None });
}

fn advance_animation(
    mut commands: Commands,
    mut animation: ResMut<MoveAnimation>,
    mut transforms: Query<&mut Transform>,
    mut tokens: Query<&mut Token>,
    time: Res<Time>,
    pace: AnimationPace,
    mut hops: MessageWriter<HopLanded>,
    mut shown: MessageWriter<MoveShown>,
) {
    let Some(active) = animation.active.as_mut() else { return };
    let per_hop = pace.seconds_per_hop();
    // With animation off, everything happens at once.
    let mut budget = if per_hop == 0.0 { f32::INFINITY } else { time.delta_secs() / per_hop };
    let capture = active.mv.is_capture();
    let hop_count = active.waypoints.len() - 1;

    while budget > 0.0 && active.hop < hop_count {
        // The piece being jumped on this hop is marked as it is jumped (and stays).
        if let Some(jumped) = active.captured.get(active.hop) {
            commands.entity(jumped.piece).insert(Captured);
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
    let Ok(mut transform) = transforms.get_mut(active.piece) else { return };
    if active.hop < hop_count {
        let (a, b) = (active.waypoints[active.hop], active.waypoints[active.hop + 1]);
        // Captures hop in arcs; a quiet move slides with a slight lift.
        let height = if capture { 0.25 + 0.2 * a.distance(b) } else { 0.08 };
        let t = ease(active.t);
        transform.translation = a.lerp(b, t) + Vec3::Y * height * (PI * t).sin();
        return;
    }

    // Landed: what the last hop left of this frame, then whole frames.
    let after = active.after.unwrap_or(0.0) + budget;
    active.after = Some(after);
    // The piece settles: a slight squash that fades out.
    transform.translation = active.waypoints[hop_count];
    let settle = (after / SETTLE).min(1.0);
    let squash = 0.14 * (PI * settle).sin() * (1.0 - settle);
    transform.scale = Vec3::new(1.0 + squash / 2.0, 1.0 - squash, 1.0 + squash / 2.0);

    // The captured pieces are lifted off one after another and flown to the tray, where the
    // tray takes them over.
    for (i, flight) in active.captured.iter_mut().enumerate() {
        let t = ((after - FIRST_LIFT - i as f32 * LIFT_GAP) / FLIGHT).clamp(0.0, 1.0);
        if t == 0.0 || flight.stage == Stage::Landed {
            continue;
        }
        if flight.stage == Stage::OnBoard {
            commands.entity(flight.piece).remove::<Captured>().insert(Lifted);
            flight.stage = Stage::Flying;
        }
        if t >= 1.0 {
            commands.entity(flight.piece).despawn();
            flight.stage = Stage::Landed;
        } else if let Ok(mut transform) = transforms.get_mut(flight.piece) {
            let height = 0.6 + 0.1 * flight.from.distance(flight.to);
            let t = ease(t);
            transform.translation = flight.from.lerp(flight.to, t) + Vec3::Y * height * (PI * t).sin();
        }
    }
    if settle < 1.0 || active.captured.iter().any(|f| f.stage != Stage::Landed) {
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
            if !held && (transform.translation.distance(rest) > 1e-3 || transform.scale != Vec3::ONE) {
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
