//! The computer: it searches off the main thread (`search_task`) so the board keeps rendering
//! and animating, and plays through the same `MoveChosen` path as a player. It starts
//! thinking as soon as it is to move, while the last move's hops are still shown, and plays its
//! move once they are over. It also answers hint requests, and keeps the latest evaluation for
//! the side panel. From the club level up, and for hints, it probes the endgame tables once
//! they are ready.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::Task;
use bevy::tasks::futures::check_ready;
use damier_ai::{Info, Level, Limits};
use damier_rules::{Move, Position, Side, notation};

use crate::base::settings::Settings;
use crate::base::state::Screen;
use crate::game::endgames::Endgames;
use crate::game::record::{GameCommand, Match, MoveChosen};
use crate::game::search_task::{self, Reply, SearchOrder};
use crate::game::{Cue, GameSystems, Session, Turn};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Thinking>()
        .init_resource::<Hint>()
        .add_message::<HintRequested>()
        .add_systems(
            Update,
            (cancel_stale_search, start_search, collect_result, answer_draw_offers)
                .chain()
                .after(GameSystems::Derive)
                .run_if(resource_exists::<Match>),
        )
        .add_systems(OnExit(Screen::Playing), stop_thinking);
}

/// The player asked for a hint: the best move is shown on the board.
#[derive(Message, Clone, Copy, Debug)]
pub struct HintRequested;

/// The move a hint suggests, for the position it was asked in.
#[derive(Resource, Default)]
pub struct Hint {
    pub mv: Option<Move>,
    stamp: Option<Stamp>,
}

impl Hint {
    /// The hint, if it still belongs to the position on the board.
    pub fn current(&self, current: &Match) -> Option<Move> {
        self.mv.filter(|_| self.stamp == Some(Stamp::of(current)))
    }

    /// Shows a move found elsewhere (a puzzle's answer) for the current position.
    pub fn show(&mut self, mv: Move, current: &Match) {
        self.mv = Some(mv);
        self.stamp = Some(Stamp::of(current));
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Purpose {
    Play,
    Hint,
}

/// Which position a search was started for; a result for another position is dropped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Stamp {
    generation: u64,
    moves: usize,
}

impl Stamp {
    fn of(current: &Match) -> Stamp {
        Stamp { generation: current.generation, moves: current.game.moves().len() }
    }
}

/// The search in progress, and the last evaluation the computer reported.
#[derive(Resource, Default)]
pub struct Thinking {
    task: Option<(Task<Reply>, Arc<AtomicBool>, Stamp, Purpose)>,
    /// The computer's move, found while the last move was still being shown.
    ready: Option<(Move, Stamp)>,
    /// The last completed search: its depth, score (for the side that was to move) and line.
    pub last: Option<Info>,
    /// The position `last` was searched in.
    pub last_root: Option<Position>,
    /// `last`'s line in notation.
    last_line: Option<String>,
}

impl Thinking {
    /// The computer is choosing its move.
    pub fn is_thinking(&self) -> bool {
        self.task.as_ref().is_some_and(|(_, _, _, purpose)| *purpose == Purpose::Play) || self.ready.is_some()
    }

    /// A search of any kind (the computer's move or a hint) runs, or its move waits to be shown.
    pub fn is_searching(&self) -> bool {
        self.task.is_some() || self.ready.is_some()
    }

    /// The last evaluation from White's side (+100 is a man up for White).
    pub fn white_score(&self) -> Option<i32> {
        let (info, root) = (self.last.as_ref()?, self.last_root.as_ref()?);
        Some(if root.side_to_move() == Side::White { info.score } else { -info.score })
    }

    /// The computer's expected line, in the move list's notation (written once per search).
    pub fn line_text(&self) -> Option<&str> {
        self.last_line.as_deref()
    }

    fn stop(&mut self) {
        self.ready = None;
        if let Some((_, stop, _, _)) = self.task.take() {
            stop.store(true, Ordering::Relaxed);
        }
    }
}

/// The computer's time on the game clock, if the game has one.
fn clock_limits(current: &Match) -> Option<damier_ai::Clock> {
    let side = current.game.position().side_to_move();
    current.clock.as_ref().map(|clock| damier_ai::Clock {
        remaining: clock.remaining(side),
        increment: clock.increment(),
        moves_to_go: clock.moves_to_go(side),
    })
}

/// A hint is a full-strength search of a second and a half on one thread, whatever level the
/// computer plays at: long enough to be worth following, short enough to wait for.
const HINT_TIME: Duration = Duration::from_millis(1500);

/// Undo, redo, a new game or a move by hand make a running search pointless: stop it at once.
fn cancel_stale_search(mut thinking: ResMut<Thinking>, current: Res<Match>) {
    let now = Stamp::of(&current);
    if thinking.task.as_ref().is_some_and(|(_, _, stamp, _)| *stamp != now)
        || thinking.ready.is_some_and(|(_, stamp)| stamp != now)
    {
        thinking.stop();
    }
}

fn start_search(
    mut thinking: ResMut<Thinking>,
    mut hint: ResMut<Hint>,
    mut requests: MessageReader<HintRequested>,
    current: Res<Match>,
    (endgames, settings): (Res<Endgames>, Res<Settings>),
) {
    let wants_hint = requests.read().count() > 0;
    // While the player looks at an earlier position of the game, nobody is to move.
    if thinking.task.is_some()
        || thinking.ready.is_some()
        || current.game.outcome().is_some()
        || current.viewing_history()
    {
        return;
    }
    let side = current.game.position().side_to_move();
    let seed = current.generation.wrapping_mul(1000).wrapping_add(current.game.moves().len() as u64);
    let stamp = Stamp::of(&current);
    let tables = endgames.for_search(current.rules(), &settings);
    if let Some(level) = current.computer[side.index()] {
        // On a clock the level's own limits still apply; whichever ends first decides.
        let limits = Limits { clock: clock_limits(&current), ..level.limits() };
        let (task, stop) =
            search_task::search(SearchOrder { game: current.game.clone(), level, limits, seed, tables });
        thinking.task = Some((task, stop, stamp, Purpose::Play));
    } else if wants_hint {
        hint.mv = None;
        let limits = Limits::movetime(HINT_TIME);
        let order = SearchOrder { game: current.game.clone(), level: Level::Maximum, limits, seed, tables };
        let (task, stop) = search_task::search(order);
        thinking.task = Some((task, stop, stamp, Purpose::Hint));
    }
}

fn collect_result(
    mut thinking: ResMut<Thinking>,
    mut hint: ResMut<Hint>,
    current: Res<Match>,
    turn: Option<Res<State<Turn>>>,
    mut chosen: MessageWriter<MoveChosen>,
) {
    // The move waits until the last one has been shown.
    if turn.is_some_and(|t| *t.get() == Turn::Computer)
        && let Some((best, _)) = thinking.ready.take()
    {
        chosen.write(MoveChosen(best));
    }
    let Some((task, _, stamp, purpose)) = thinking.task.as_mut() else { return };
    let Some(reply) = check_ready(task) else { return };
    let (stamp, purpose) = (*stamp, *purpose);
    thinking.task = None;
    if stamp != Stamp::of(&current) {
        return;
    }
    thinking.last_line = Some(line_in_notation(current.game.position(), &reply.info.pv));
    thinking.last = Some(reply.info);
    thinking.last_root = Some(*current.game.position());
    match purpose {
        Purpose::Play => thinking.ready = reply.best.map(|best| (best, stamp)),
        Purpose::Hint => {
            hint.mv = reply.best;
            hint.stamp = Some(stamp);
        }
    }
}

fn stop_thinking(mut thinking: ResMut<Thinking>) {
    thinking.stop();
}

/// The computer accepts a draw only when its last evaluation says it is losing.
fn answer_draw_offers(
    current: Res<Match>,
    session: Res<Session>,
    thinking: Res<Thinking>,
    mut answers: MessageWriter<GameCommand>,
    mut cues: MessageWriter<Cue>,
) {
    let Some(offering) = session.draw_offer else { return };
    let answering = offering.opposite();
    if current.computer[answering.index()].is_none() {
        return;
    }
    let own_view = thinking.white_score().map_or(0, |s| if answering == Side::White { s } else { -s });
    let accept = own_view < -150;
    answers.write(GameCommand::AnswerDraw { accept });
    if !accept {
        cues.write(Cue::ComputerDeclinesDraw);
    }
}

fn line_in_notation(root: &Position, line: &[Move]) -> String {
    notation::line_short(root, line).join(" ")
}
