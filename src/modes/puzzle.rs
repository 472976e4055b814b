//! A puzzle ("find the shot"), from a demo or from the collection: the player finds the moves of
//! one side, the other side's replies are played automatically, and a wrong move is refused and
//! counted. A collection puzzle's result moves the player's rating.

use bevy::prelude::*;
use damier_rules::{Game, Move, Side, Variant};

use crate::base::state::Mode;
use crate::game::computer::Hint;
use crate::game::{
    Cue, GameCommand, GameSystems, Match, MoveChosen, MovePlayed, MoveProposed, Session, Turn,
};
use crate::modes::collection::{PuzzleCollection, PuzzleProgress};
use crate::modes::demos::DemoLibrary;
use crate::scene::sound::Celebrate;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PuzzleCommand>()
        .add_systems(OnEnter(Mode::Puzzle), enter)
        .add_systems(OnExit(Mode::Puzzle), |mut commands: Commands| commands.remove_resource::<Puzzle>())
        .add_systems(Update, referee.in_set(GameSystems::Referee).run_if(in_state(Mode::Puzzle)))
        .add_systems(
            Update,
            (show_hints, play_replies).after(GameSystems::Derive).run_if(in_state(Mode::Puzzle)),
        );
}

/// Where a puzzle comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleSource {
    /// A demo's combination.
    Demo(usize),
    /// The collection's puzzle `index` of a variant.
    Collection { variant: Variant, index: usize },
}

/// The puzzle on the board.
#[derive(Resource, Debug)]
pub struct Puzzle {
    pub source: PuzzleSource,
    /// The demo's whole line.
    pub line: Vec<Move>,
    pub solver: Side,
    pub wrong_tries: u32,
    pub hints: u32,
    pub solved: bool,
    /// The solution is being shown: the solver's moves are played too.
    pub revealed: bool,
}

impl Puzzle {
    /// The move the line plays next from `game`, if any.
    pub fn expected(&self, game: &Game) -> Option<Move> {
        self.line.get(game.moves().len()).copied()
    }

    pub fn solver_to_move(&self, game: &Game) -> bool {
        !self.solved && !self.revealed && game.position().side_to_move() == self.solver
    }

    /// Solved cleanly: no wrong try, no hint, the solution not shown.
    pub fn clean(&self) -> bool {
        self.solved && self.wrong_tries == 0 && self.hints == 0 && !self.revealed
    }
}

/// The player asks for the puzzle's next move to be shown, or for the whole solution.
#[derive(Message, Clone, Copy, Debug)]
pub enum PuzzleCommand {
    Hint,
    ShowSolution,
}

#[derive(Resource, Debug)]
pub(super) struct PuzzleRequest(pub PuzzleSource);

/// Shows the position before the combination, with the later moves hidden.
fn enter(
    mut commands: Commands,
    request: Option<Res<PuzzleRequest>>,
    library: Res<DemoLibrary>,
    collection: Res<PuzzleCollection>,
    mut game_commands: MessageWriter<GameCommand>,
) {
    let Some(request) = request else { return };
    commands.remove_resource::<PuzzleRequest>();
    let source = request.0;
    let (record, start_ply) = match source {
        PuzzleSource::Demo(index) => {
            let Some(demo) = library.demos.get(index) else { return };
            (&demo.record, demo.puzzle_start)
        }
        PuzzleSource::Collection { variant, index } => {
            let Some(puzzle) = collection.of(variant).get(index) else { return };
            (&puzzle.record, 0)
        }
    };
    let line = record.game.moves().to_vec();
    let mut game = Game::from_position(*record.game.start());
    for mv in &line[..start_ply.min(line.len())] {
        if game.play(mv).is_err() {
            warn!("puzzle {source:?} does not replay");
            return;
        }
    }
    let solver = game.position().side_to_move();
    commands.insert_resource(Puzzle {
        source,
        line,
        solver,
        wrong_tries: 0,
        hints: 0,
        solved: false,
        revealed: false,
    });
    game_commands
        .write(GameCommand::Begin(Box::new(Match::with_players(game, [None, None])), Session::default()));
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
            cues.write(Cue::WaitForReply);
        } else if puzzle.expected(&current.game).is_some_and(|e| e.same_move(&mv)) {
            chosen.write(MoveChosen(mv));
        } else {
            puzzle.wrong_tries += 1;
            cues.write(Cue::NotTheShot);
        }
    }
}

/// After each of the solver's moves has been shown, plays the other side's reply; notices when
/// the line is done.
fn play_replies(
    puzzle: Option<ResMut<Puzzle>>,
    current: Option<Res<Match>>,
    turn: Res<State<Turn>>,
    mut played: MessageReader<MovePlayed>,
    mut chosen: MessageWriter<MoveChosen>,
    mut solved: MessageWriter<Celebrate>,
    mut hint: ResMut<Hint>,
    collection: Res<PuzzleCollection>,
    mut progress: ResMut<PuzzleProgress>,
) {
    let (Some(mut puzzle), Some(current)) = (puzzle, current) else { return };
    // A move played this frame is still to be shown.
    if played.read().count() > 0 {
        hint.mv = None;
        return;
    }
    let shown = matches!(turn.get(), Turn::Person | Turn::Over);
    if puzzle.solved || !shown {
        return;
    }
    match puzzle.expected(&current.game) {
        None => {
            puzzle.solved = true;
            if !puzzle.revealed {
                solved.write(Celebrate);
            }
            if let PuzzleSource::Collection { variant, index } = puzzle.source
                && let Some(entry) = collection.of(variant).get(index)
            {
                progress.record(variant, &entry.id, entry.difficulty, puzzle.clean());
            }
        }
        // The replies, and while the solution is shown, the solver's moves too.
        Some(next) if puzzle.revealed || current.game.position().side_to_move() != puzzle.solver => {
            chosen.write(MoveChosen(next));
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
    for request in requests.read() {
        match request {
            PuzzleCommand::Hint => {
                if let Some(mv) = puzzle.expected(&current.game) {
                    puzzle.hints += 1;
                    hint.show(mv, &current);
                }
            }
            PuzzleCommand::ShowSolution => puzzle.revealed = true,
        }
    }
}
