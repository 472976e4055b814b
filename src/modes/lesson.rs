//! A lesson of a rules course on the board: the learner plays the step's task, a move the rules
//! refuse is explained by the board's input (the rule, in words), a legal move that is not the
//! task is refused here and said so, the opponent's replies play themselves, and a solved step
//! leads to the next, a solved lesson to a celebration and the learner's progress.

use std::time::Duration;

use bevy::prelude::*;
use damier_learn::{Judgement, Lesson, Step};
use damier_rules::{Game, Variant};

use crate::base::state::Mode;
use crate::game::computer::Hint;
use crate::game::{
    Cue, GameCommand, GameSystems, Match, MoveChosen, MovePlayed, MoveProposed, Session, Turn,
};
use crate::modes::courses::{CourseProgress, Courses};
use crate::scene::sound::Celebrate;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<LessonCommand>()
        .add_systems(OnEnter(Mode::Lesson), enter)
        .add_systems(OnExit(Mode::Lesson), |mut commands: Commands| {
            commands.remove_resource::<LessonOnBoard>()
        })
        .add_systems(Update, referee.in_set(GameSystems::Referee).run_if(in_state(Mode::Lesson)))
        .add_systems(
            Update,
            (obey, play_replies, next_step).chain().after(GameSystems::Derive).run_if(in_state(Mode::Lesson)),
        );
}

/// A lesson: lesson `lesson` (counted from 0) of a variant's course.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LessonSource {
    pub variant: Variant,
    pub lesson: usize,
}

/// How long a solved position stays on the board before the next one.
const PAUSE_BETWEEN_STEPS: Duration = Duration::from_millis(1500);

/// The lesson on the board and how the learner is doing.
#[derive(Resource, Debug)]
pub struct LessonOnBoard {
    pub source: LessonSource,
    /// The step on the board (counted from 0).
    pub step: usize,
    pub wrong_tries: u32,
    pub hints: u32,
    pub progress: LessonProgress,
}

/// Where the learner is in the lesson.
#[derive(Clone, Debug, PartialEq)]
pub enum LessonProgress {
    Playing,
    /// The step is solved; the next one comes when the timer ends.
    StepSolved(Timer),
    /// Every step is solved.
    Done,
}

/// What the lesson panel asks for.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonCommand {
    /// Shows the piece to move (and where).
    Hint,
    /// The lesson again from its first position.
    Restart,
}

#[derive(Resource, Debug)]
pub(super) struct LessonRequest(pub LessonSource);

impl LessonOnBoard {
    fn lesson<'a>(&self, courses: &'a Courses) -> Option<&'a Lesson> {
        courses.lesson(self.source.variant, self.source.lesson)
    }

    fn step<'a>(&self, courses: &'a Courses) -> Option<&'a Step> {
        self.lesson(courses)?.steps.get(self.step)
    }
}

/// Puts step `step` of the lesson on the board, turned to the learner: both sides are people,
/// so that nobody but the lesson plays the replies.
fn begin_step(step: &Step, game_commands: &mut MessageWriter<GameCommand>) {
    let game = Game::from_position_with_clock(step.start, step.clock);
    let session = Session { faces: Some(step.start.side_to_move()), ..Session::default() };
    game_commands.write(GameCommand::Begin(Box::new(Match::with_players(game, [None, None])), session));
}

fn enter(
    mut commands: Commands,
    request: Option<Res<LessonRequest>>,
    courses: Res<Courses>,
    mut game_commands: MessageWriter<GameCommand>,
) {
    let Some(request) = request else { return };
    commands.remove_resource::<LessonRequest>();
    let source = request.0;
    let Some(first) = courses.lesson(source.variant, source.lesson).and_then(|l| l.steps.first()) else {
        warn!("no lesson {} in the {} course", source.lesson + 1, source.variant);
        return;
    };
    begin_step(first, &mut game_commands);
    commands.insert_resource(LessonOnBoard {
        source,
        step: 0,
        wrong_tries: 0,
        hints: 0,
        progress: LessonProgress::Playing,
    });
}

/// A legal move is played if it is on one of the step's solving lines; otherwise it is refused
/// with the task restated. (A move the rules refuse never gets here: the board's input explains
/// it.)
fn referee(
    mut proposed: MessageReader<MoveProposed>,
    lesson: Option<ResMut<LessonOnBoard>>,
    courses: Res<Courses>,
    current: Option<Res<Match>>,
    mut chosen: MessageWriter<MoveChosen>,
    mut cues: MessageWriter<Cue>,
) {
    let (Some(mut lesson), Some(current)) = (lesson, current) else { return };
    for &MoveProposed(mv) in proposed.read() {
        let Some(step) = lesson.step(&courses) else { return };
        let played = current.game.moves();
        if lesson.progress != LessonProgress::Playing || !Step::learner_to_move(played) {
            cues.write(Cue::WaitForReply);
            continue;
        }
        match step.judge(played, &mv) {
            Judgement::Accepted => {
                chosen.write(MoveChosen(mv));
            }
            Judgement::NotTheTask => {
                lesson.wrong_tries += 1;
                let task = lesson.lesson(&courses).map(|l| l.task_id(lesson.source.variant, lesson.step));
                let task = task.unwrap_or_default();
                cues.write(Cue::NotTheTask(task));
            }
        }
    }
}

/// The panel's requests: a hint shows the learner's next move; a restart puts the first
/// position back.
fn obey(
    mut requests: MessageReader<LessonCommand>,
    lesson: Option<ResMut<LessonOnBoard>>,
    courses: Res<Courses>,
    current: Option<Res<Match>>,
    mut hint: ResMut<Hint>,
    mut game_commands: MessageWriter<GameCommand>,
) {
    let (Some(mut lesson), Some(current)) = (lesson, current) else { return };
    for request in requests.read() {
        match request {
            LessonCommand::Hint => {
                let expected = lesson.step(&courses).and_then(|s| s.expected(current.game.moves()));
                if let Some(mv) = expected {
                    lesson.hints += 1;
                    hint.show(mv, &current);
                }
            }
            LessonCommand::Restart => {
                lesson.step = 0;
                lesson.progress = LessonProgress::Playing;
                if let Some(step) = lesson.step(&courses) {
                    begin_step(step, &mut game_commands);
                }
            }
        }
    }
}

/// After each move has been shown: the opponent's reply if one is due, or the step solved.
fn play_replies(
    lesson: Option<ResMut<LessonOnBoard>>,
    courses: Res<Courses>,
    current: Option<Res<Match>>,
    turn: Option<Res<State<Turn>>>,
    mut played_now: MessageReader<MovePlayed>,
    mut chosen: MessageWriter<MoveChosen>,
    mut celebrate: MessageWriter<Celebrate>,
    mut progress: ResMut<CourseProgress>,
    mut hint: ResMut<Hint>,
) {
    let (Some(mut lesson), Some(current), Some(turn)) = (lesson, current, turn) else { return };
    // A move played this frame is still to be shown.
    if played_now.read().count() > 0 {
        hint.mv = None;
        return;
    }
    if lesson.progress != LessonProgress::Playing || !matches!(turn.get(), Turn::Person | Turn::Over) {
        return;
    }
    let Some(step) = lesson.step(&courses) else { return };
    let played = current.game.moves();
    if step.solved(played) {
        let steps = lesson.lesson(&courses).map_or(0, |l| l.steps.len());
        if lesson.step + 1 < steps {
            lesson.progress = LessonProgress::StepSolved(Timer::new(PAUSE_BETWEEN_STEPS, TimerMode::Once));
        } else {
            lesson.progress = LessonProgress::Done;
            celebrate.write(Celebrate);
            if let Some(done) = lesson.lesson(&courses) {
                progress.record(lesson.source.variant, &done.name);
            }
        }
    } else if let Some(reply) = step.reply(played) {
        chosen.write(MoveChosen(reply));
    }
}

/// A solved step gives way to the next one after a pause.
fn next_step(
    lesson: Option<ResMut<LessonOnBoard>>,
    courses: Res<Courses>,
    time: Res<Time>,
    mut game_commands: MessageWriter<GameCommand>,
) {
    let Some(mut lesson) = lesson else { return };
    let LessonProgress::StepSolved(timer) = &mut lesson.progress else { return };
    if !timer.tick(time.delta()).is_finished() {
        return;
    }
    lesson.step += 1;
    lesson.progress = LessonProgress::Playing;
    if let Some(step) = lesson.step(&courses) {
        begin_step(step, &mut game_commands);
    }
}
