//! Analysis of the game on the board: the engine goes over every position of the line in the
//! background (the game stays usable), with its progress shown; the result is the evaluation
//! of every position, each move's mark and better line, and each side's accuracy.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::Task;
use bevy::tasks::futures::check_ready;
use damier_ai::Limits;
use damier_ai::analysis::GameAnalysis;
use damier_rules::{Move, Position};

use crate::base::settings::Settings;
use crate::base::state::Screen;
use crate::game::GameSystems;
use crate::game::endgames::Endgames;
use crate::game::record::Match;
use crate::game::search_task::{self, AnalysisOrder};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Analysis>()
        .add_message::<AnalysisCommand>()
        .add_systems(
            Update,
            (follow_commands, collect).chain().after(GameSystems::Derive).run_if(resource_exists::<Match>),
        )
        .add_systems(OnExit(Screen::Playing), |mut analysis: ResMut<Analysis>| analysis.cancel());
}

#[derive(Message, Clone, Copy, Debug)]
pub enum AnalysisCommand {
    /// Analyse the line on the board.
    Start,
    Cancel,
}

/// The line an analysis belongs to: its start and every move.
#[derive(Clone, Debug, PartialEq)]
struct Line {
    start: Position,
    moves: Vec<Move>,
}

impl Line {
    fn of(current: &Match) -> Line {
        let game = &current.game;
        Line { start: *game.start(), moves: game.moves().iter().chain(game.future()).copied().collect() }
    }

    fn same(&self, other: &Line) -> bool {
        self.start == other.start
            && self.moves.len() == other.moves.len()
            && self.moves.iter().zip(&other.moves).all(|(a, b)| a.same_move(b))
    }
}

struct Running {
    task: Task<Option<GameAnalysis>>,
    stop: Arc<AtomicBool>,
    done: Arc<AtomicUsize>,
    total: usize,
    line: Line,
}

/// The analysis in progress and the last one finished.
#[derive(Resource)]
pub struct Analysis {
    /// How long the engine looks at each position.
    pub limits: Limits,
    running: Option<Running>,
    finished: Option<(Line, GameAnalysis)>,
}

impl Default for Analysis {
    fn default() -> Analysis {
        Analysis {
            limits: Limits { depth: Some(14), ..Limits::movetime(Duration::from_millis(250)) },
            running: None,
            finished: None,
        }
    }
}

impl Analysis {
    /// How far the running analysis is (0 to 1), if one runs.
    pub fn progress(&self) -> Option<f32> {
        self.running.as_ref().map(|r| r.done.load(Ordering::Relaxed) as f32 / r.total.max(1) as f32)
    }

    /// The finished analysis of the line on the board, if there is one (a changed line has
    /// none).
    pub fn of(&self, current: &Match) -> Option<&GameAnalysis> {
        let (line, analysis) = self.finished.as_ref()?;
        line.same(&Line::of(current)).then_some(analysis)
    }

    fn cancel(&mut self) {
        if let Some(running) = self.running.take() {
            running.stop.store(true, Ordering::Relaxed);
        }
    }
}

fn follow_commands(
    mut commands_in: MessageReader<AnalysisCommand>,
    mut analysis: ResMut<Analysis>,
    current: Res<Match>,
    (endgames, settings): (Res<Endgames>, Res<Settings>),
) {
    for command in commands_in.read() {
        analysis.cancel();
        if let AnalysisCommand::Start = command {
            let line = Line::of(&current);
            let mut game = current.game.clone();
            game.go_to(usize::MAX);
            let done = Arc::new(AtomicUsize::new(0));
            let total = line.moves.len() + 1;
            let tables = endgames.for_search(game.rules(), &settings);
            let order = AnalysisOrder { game, limits: analysis.limits.clone(), tables, done: done.clone() };
            let (task, stop) = search_task::analysis(order);
            analysis.running = Some(Running { task, stop, done, total, line });
        }
    }
}

fn collect(mut analysis: ResMut<Analysis>) {
    let Some(running) = analysis.running.as_mut() else { return };
    let Some(result) = check_ready(&mut running.task) else { return };
    let line = running.line.clone();
    analysis.running = None;
    if let Some(result) = result {
        analysis.finished = Some((line, result));
    }
}
