//! A demo played as a puzzle ("find the shot"): the player finds the moves of one side, the other
//! side's replies are played automatically, and a wrong move is refused and counted.

use bevy::prelude::*;
use damier_rules::{Game, Move, Side};

use crate::base::state::{Mode, Screen};
use crate::game::computer::Hint;
use crate::game::{Cue, GameCommand, GameSystems, Match, MoveChosen, MovePlayed, MoveProposed, Turn};
use crate::modes::demos::DemoLibrary;
use crate::modes::{Open, show_mode};
use crate::scene::sound::Celebrate;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PuzzleCommand>()
        .add_systems(Update, open_requested.in_set(GameSystems::Commands))
        .add_systems(OnEnter(Mode::Puzzle), enter)
        .add_systems(OnExit(Mode::Puzzle), |mut commands: Commands| commands.remove_resource::<Puzzle>())
        .add_systems(Update, referee.in_set(GameSystems::Referee).run_if(in_state(Mode::Puzzle)))
        .add_systems(
            Update,
            (show_hints, play_replies).after(GameSystems::Derive).run_if(in_state(Mode::Puzzle)),
        );
}

/// The puzzle on the board.
#[derive(Resource, Debug)]
pub struct Puzzle {
    pub demo: usize,
    /// The demo's whole line.
    pub line: Vec<Move>,
    pub solver: Side,
    pub wrong_tries: u32,
    pub hints: u32,
    pub solved: bool,
}

impl Puzzle {
    /// The move the line plays next from `game`, if any.
    pub fn expected(&self, game: &Game) -> Option<Move> {
        self.line.get(game.moves().len()).copied()
    }

    pub fn solver_to_move(&self, game: &Game) -> bool {
        !self.solved && game.position().side_to_move() == self.solver
    }
}

/// The player asks for the puzzle's next move to be shown.
#[derive(Message, Clone, Copy, Debug)]
pub enum PuzzleCommand {
    Hint,
}

#[derive(Resource, Debug)]
struct PuzzleRequest(usize);

fn open_requested(
    mut requests: MessageReader<Open>,
    mut commands: Commands,
    mut screen: ResMut<NextState<Screen>>,
    mut mode: ResMut<NextState<Mode>>,
) {
    for request in requests.read() {
        if let Open::Puzzle { index } = *request {
            commands.insert_resource(PuzzleRequest(index));
            show_mode(&mut screen, &mut mode, Mode::Puzzle);
        }
    }
}

/// Shows the position before the combination, with the later moves hidden.
fn enter(
    mut commands: Commands,
    request: Option<Res<PuzzleRequest>>,
    library: Res<DemoLibrary>,
    mut game_commands: MessageWriter<GameCommand>,
) {
    let Some(request) = request else { return };
    commands.remove_resource::<PuzzleRequest>();
    let Some(demo) = library.demos.get(request.0) else { return };
    let line = demo.record.game.moves().to_vec();
    let mut game = Game::from_position(*demo.record.game.start());
    for mv in &line[..demo.puzzle_start.min(line.len())] {
        if game.play(mv).is_err() {
            warn!("demo {} does not replay", demo.file);
            return;
        }
    }
    let solver = game.position().side_to_move();
    commands.insert_resource(Puzzle {
        demo: request.0,
        line,
        solver,
        wrong_tries: 0,
        hints: 0,
        solved: false,
    });
    game_commands.write(GameCommand::Begin(Box::new(Match::with_players(game, [None, None]))));
}

/// Only the line's next move (any route of it) is accepted from the solver; a wrong one is
/// counted.
fn referee(
    mut proposed: MessageReader<MoveProposed>,
    puzzle: Option<ResMut<Puzzle>>,
    current: Option<Res<Match>>,
    mut chosen: MessageWriter<MoveChosen>,
    mut cues: MessageWriter<Cue>,
) {
    let (Some(mut puzzle), Some(current)) = (puzzle, current) else { return };
    for &MoveProposed(mv) in proposed.read() {
        if !puzzle.solver_to_move(&current.game) {
            cues.write(Cue("Wait for the reply".into()));
        } else if puzzle.expected(&current.game).is_some_and(|e| e.same_move(&mv)) {
            chosen.write(MoveChosen(mv));
        } else {
            puzzle.wrong_tries += 1;
            cues.write(Cue("That is not the shot. Look again!".into()));
        }
    }
}

/// After each of the solver's moves has been shown, plays the other side's reply; notices when
/// the line is done.
fn play_replies(
    puzzle: Option<ResMut<Puzzle>>,
    current: Option<Res<Match>>,
    turn: Option<Res<State<Turn>>>,
    mut played: MessageReader<MovePlayed>,
    mut chosen: MessageWriter<MoveChosen>,
    mut solved: MessageWriter<Celebrate>,
    mut hint: ResMut<Hint>,
) {
    let (Some(mut puzzle), Some(current)) = (puzzle, current) else { return };
    // A move played this frame is still to be shown.
    if played.read().count() > 0 {
        hint.mv = None;
        return;
    }
    let shown = turn.is_some_and(|t| matches!(t.get(), Turn::Person | Turn::Over));
    if puzzle.solved || !shown {
        return;
    }
    match puzzle.expected(&current.game) {
        None => {
            puzzle.solved = true;
            solved.write(Celebrate);
        }
        Some(reply) if current.game.position().side_to_move() != puzzle.solver => {
            chosen.write(MoveChosen(reply));
        }
        Some(_) => {}
    }
}

/// Shows the puzzle's next move on the board, as the computer's hint does.
fn show_hints(
    mut requests: MessageReader<PuzzleCommand>,
    puzzle: Option<ResMut<Puzzle>>,
    current: Option<Res<Match>>,
    mut hint: ResMut<Hint>,
) {
    let (Some(mut puzzle), Some(current)) = (puzzle, current) else { return };
    for PuzzleCommand::Hint in requests.read() {
        if let Some(mv) = puzzle.expected(&current.game) {
            puzzle.hints += 1;
            hint.show(mv, &current);
        }
    }
}
