//! The game being played: the record (single source of truth), the move being entered, and the
//! messages that change them. Nothing here draws; the board and pieces are views of `Match`.

use bevy::prelude::*;
use damier_ai::Level;
use damier_rules::pdn::PdnResult;
use damier_rules::{Game, Move, Position, Rules, Side, Square, notation};

use crate::animation::MoveAnimation;
use crate::demos::Puzzle;
use crate::geometry::BoardGeometry;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<CellClicked>()
        .add_message::<MoveChosen>()
        .add_message::<MovePlayed>()
        .add_message::<GameCommand>()
        .add_message::<Cue>()
        .init_resource::<Selection>()
        .add_systems(
            Update,
            (run_commands, enter_clicks, play_chosen_moves)
                .chain()
                .in_set(PlaySystems)
                .run_if(resource_exists::<Match>)
                .run_if(not(resource_exists::<crate::editor::SetupEditor>)),
        );
}

/// The systems that change the record; views run after them.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct PlaySystems;

/// The game in progress.
#[derive(Resource)]
pub struct Match {
    pub game: Game,
    /// Changes whenever the position changes other than by an animated move (new game, undo,
    /// redo), telling views to rebuild rather than animate.
    pub generation: u64,
    /// A draw offered by this side, waiting for the other's answer.
    pub draw_offer: Option<Side>,
    /// The sides the computer plays (White, Black), at their level.
    pub computer: [Option<Level>; 2],
    /// Tags of the game record (from a loaded file), kept when it is saved again.
    pub tags: Vec<(String, String)>,
    /// The comment after each move of the whole line (played and undone moves), from a file.
    pub comments: Vec<String>,
    /// The result a loaded file gave, and the length of the line it was given for.
    pub file_result: Option<(PdnResult, usize)>,
    /// A move played from an earlier position, waiting for the player to confirm that the
    /// later moves may be discarded.
    pub pending_branch: Option<Move>,
}

impl Match {
    pub fn new(start: Position) -> Match {
        Match::with_players(Game::from_position(start), [None, None])
    }

    pub fn with_players(game: Game, computer: [Option<Level>; 2]) -> Match {
        let comments = vec![String::new(); game.moves().len() + game.future().count()];
        Match {
            game,
            generation: 0,
            draw_offer: None,
            computer,
            tags: Vec::new(),
            comments,
            file_result: None,
            pending_branch: None,
        }
    }

    /// The result a loaded file gave a game the rules had not ended (a resignation, a draw
    /// agreed), while the game is still the file's line.
    pub fn recorded_result(&self) -> Option<PdnResult> {
        let (result, moves) = self.file_result?;
        let unchanged = self.game.moves().len() == moves && self.game.future().next().is_none();
        (unchanged && self.game.outcome().is_none()).then_some(result)
    }

    /// How many moves the whole line has: those on the board and those stepped back over.
    pub fn line_len(&self) -> usize {
        self.game.moves().len() + self.game.future().count()
    }

    /// The side to move is played by the computer.
    pub fn computer_to_move(&self) -> bool {
        self.computer[self.game.position().side_to_move().index()].is_some()
    }

    pub fn rules(&self) -> &'static Rules {
        self.game.rules()
    }

    pub fn last_move(&self) -> Option<&Move> {
        self.game.moves().last()
    }
}

/// A cell was clicked (or a piece on it, or a piece was dropped on it).
#[derive(Message, Clone, Copy, Debug)]
pub struct CellClicked(pub Square);

/// A legal move was chosen by a player (or, later, the computer or a demo).
#[derive(Message, Clone, Copy, Debug)]
pub struct MoveChosen(pub Move);

/// A move entered the record; `index` is its place in the move list.
#[derive(Message, Clone, Copy, Debug)]
pub struct MovePlayed {
    pub mv: Move,
    pub index: usize,
}

/// Gentle feedback for an input that leads nowhere.
#[derive(Message, Clone, Debug)]
pub struct Cue(pub String);

#[derive(Message, Clone, Debug)]
pub enum GameCommand {
    NewGame(Position),
    Undo,
    Redo,
    OfferDraw,
    AnswerDraw {
        accept: bool,
    },
    Resign,
    /// A move typed in notation.
    Typed(String),
    /// Shows the position after this many moves of the line (replay, no animation).
    GoTo(usize),
    /// One move back along the line (replay; against the computer too, unlike `Undo`).
    StepBack,
    /// Plays the next move of the line again, animated.
    StepForward,
    /// Discard the later moves and play the pending move from here.
    ConfirmBranch,
    CancelBranch,
}

/// The move being entered: the start cell and the landing cells clicked so far.
#[derive(Resource, Default, Debug)]
pub struct Selection {
    pub entered: Vec<Square>,
    /// Shown to the player when the route must be chosen cell by cell.
    pub hint: Option<String>,
}

impl Selection {
    pub fn from(&self) -> Option<Square> {
        self.entered.first().copied()
    }

    pub fn clear(&mut self) {
        self.entered.clear();
        self.hint = None;
    }

    /// The legal moves that agree with what has been entered: same start, and the clicked
    /// landing cells are the first landings of the move's path.
    pub fn candidates<'a>(&self, legal: &'a [Move]) -> Vec<&'a Move> {
        let Some((&from, landings)) = self.entered.split_first() else { return Vec::new() };
        legal.iter().filter(|m| m.from == from && m.path().starts_with(landings)).collect()
    }

    /// Cells that continue a legal route: the next landing of each candidate and its end.
    pub fn targets(&self, legal: &[Move]) -> Vec<Square> {
        let done = self.entered.len().saturating_sub(1);
        let mut cells: Vec<Square> = Vec::new();
        for m in self.candidates(legal) {
            for sq in [m.path().get(done).copied(), Some(m.to)].into_iter().flatten() {
                if !cells.contains(&sq) {
                    cells.push(sq);
                }
            }
        }
        cells
    }
}

/// Turns clicks into a selection, a route, and finally a chosen move.
fn enter_clicks(
    mut clicks: MessageReader<CellClicked>,
    mut selection: ResMut<Selection>,
    mut chosen: MessageWriter<MoveChosen>,
    mut cues: MessageWriter<Cue>,
    current: Res<Match>,
    animation: Res<MoveAnimation>,
    puzzle: Option<Res<Puzzle>>,
) {
    for &CellClicked(sq) in clicks.read() {
        if animation.is_busy() || current.game.outcome().is_some() || current.pending_branch.is_some() {
            continue;
        }
        if puzzle.as_ref().is_some_and(|p| !p.solver_to_move(&current.game)) {
            continue;
        }
        if current.computer_to_move() {
            cues.write(Cue("The computer is thinking".into()));
            continue;
        }
        let legal = current.game.legal_moves();
        let pos = current.game.position();
        let own_piece = pos.piece_at(sq).is_some_and(|p| p.side == pos.side_to_move());
        let movable = legal.iter().any(|m| m.from == sq);

        // A piece of the side to move (other than the start of a capture that returns to it):
        // select it.
        let returning_route = selection.from() == Some(sq) && selection.targets(&legal).contains(&sq);
        if own_piece && !returning_route {
            if movable {
                selection.clear();
                selection.entered.push(sq);
            } else {
                selection.clear();
                let reason = if legal.iter().any(Move::is_capture) {
                    "A capture is compulsory: choose a marked piece"
                } else {
                    "That piece cannot move"
                };
                cues.write(Cue(reason.into()));
            }
            continue;
        }
        if selection.from().is_none() {
            cues.write(Cue("Choose one of your pieces first".into()));
            continue;
        }

        // A landing or the destination of the selected piece.
        let candidates = selection.candidates(&legal);
        let done = selection.entered.len() - 1;
        let continuing: Vec<&Move> =
            candidates.iter().copied().filter(|m| m.path().get(done) == Some(&sq)).collect();
        let ending: Vec<&Move> = candidates.iter().copied().filter(|m| m.to == sq).collect();
        match (continuing.as_slice(), ending.as_slice()) {
            ([], []) => {
                cues.write(Cue("No legal move ends there".into()));
            }
            (_, [only]) => {
                chosen.write(MoveChosen(**only));
                selection.clear();
            }
            ([only], _) => {
                chosen.write(MoveChosen(**only));
                selection.clear();
            }
            ([], _) => {
                selection.hint = Some("Several captures end there: click the landing cells in order".into());
            }
            (_, _) => {
                selection.entered.push(sq);
                selection.hint = Some("Click the next landing cell".into());
            }
        }
    }
}

/// Enters chosen moves into the record and starts their animation.
fn play_chosen_moves(
    mut chosen: MessageReader<MoveChosen>,
    mut current: ResMut<Match>,
    mut animation: ResMut<MoveAnimation>,
    mut played: MessageWriter<MovePlayed>,
    mut cues: MessageWriter<Cue>,
    mut puzzle: Option<ResMut<Puzzle>>,
) {
    for &MoveChosen(mv) in chosen.read() {
        if animation.is_busy() {
            cues.write(Cue("Wait for the move to finish".into()));
            continue;
        }
        if let Some(puzzle) = puzzle.as_deref_mut()
            && !puzzle.accepts(&current.game, &mv)
        {
            cues.write(Cue("That is not the shot. Look again!".into()));
            continue;
        }
        // From an earlier position, a move other than the next one starts a new line: ask first.
        if current.game.future().next().is_some_and(|next| !next.same_move(&mv)) {
            current.pending_branch = Some(mv);
            continue;
        }
        match current.game.play(&mv) {
            Ok(()) => {
                current.draw_offer = None;
                let index = current.game.moves().len() - 1;
                if current.comments.len() <= index {
                    current.comments.resize(index + 1, String::new());
                }
                animation.start(mv);
                played.write(MovePlayed { mv, index });
            }
            Err(e) => {
                cues.write(Cue(e.to_string()));
            }
        }
    }
}

fn run_commands(
    mut commands_in: MessageReader<GameCommand>,
    mut commands: Commands,
    current: Option<ResMut<Match>>,
    mut selection: ResMut<Selection>,
    mut animation: ResMut<MoveAnimation>,
    mut chosen: MessageWriter<MoveChosen>,
    mut played: MessageWriter<MovePlayed>,
    mut cues: MessageWriter<Cue>,
) {
    let Some(mut current) = current else { return };
    for command in commands_in.read() {
        let mut rebuilt = true;
        match command {
            GameCommand::NewGame(start) => {
                let generation = current.generation + 1;
                *current = Match::with_players(Game::from_position(*start), current.computer);
                current.generation = generation;
                commands.insert_resource(BoardGeometry::new(start.rules()));
            }
            // Against the computer, its reply and your move are taken back (and replayed)
            // together, so that it is your turn again.
            GameCommand::Undo => {
                current.game.undo();
                let against_computer = current.computer.iter().any(Option::is_none);
                while against_computer && current.computer_to_move() && current.game.can_undo() {
                    current.game.undo();
                }
            }
            GameCommand::Redo => {
                current.game.redo();
                let against_computer = current.computer.iter().any(Option::is_none);
                while against_computer && current.computer_to_move() && current.game.can_redo() {
                    current.game.redo();
                }
            }
            GameCommand::OfferDraw => {
                rebuilt = false;
                if current.game.outcome().is_none() {
                    current.draw_offer = Some(current.game.position().side_to_move());
                }
            }
            GameCommand::AnswerDraw { accept } => {
                rebuilt = false;
                if current.draw_offer.take().is_some() && *accept {
                    current.game.agree_draw();
                }
            }
            GameCommand::Resign => {
                rebuilt = false;
                let side = current.game.position().side_to_move();
                current.game.resign(side);
            }
            GameCommand::GoTo(ply) => current.game.go_to(*ply),
            GameCommand::StepBack => {
                current.game.undo();
            }
            GameCommand::StepForward => {
                rebuilt = false;
                if !animation.is_busy()
                    && let Some(mv) = current.game.redo()
                {
                    animation.start(mv);
                    played.write(MovePlayed { mv, index: current.game.moves().len() - 1 });
                }
            }
            GameCommand::ConfirmBranch => {
                rebuilt = false;
                if let Some(mv) = current.pending_branch.take() {
                    let len = current.game.moves().len();
                    current.game.truncate(len);
                    current.comments.truncate(len);
                    chosen.write(MoveChosen(mv));
                }
            }
            GameCommand::CancelBranch => {
                rebuilt = false;
                current.pending_branch = None;
            }
            GameCommand::Typed(text) => {
                rebuilt = false;
                let pos = *current.game.position();
                match notation::parse(&pos, text) {
                    Ok(mv) => {
                        chosen.write(MoveChosen(mv));
                    }
                    Err(e) => {
                        cues.write(Cue(e.to_string()));
                    }
                }
            }
        }
        if rebuilt {
            current.generation += 1;
            current.draw_offer = None;
            animation.cancel();
        }
        selection.clear();
    }
}
