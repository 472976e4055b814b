//! What the board is for: a game, a demo watched, a puzzle, a lesson, the setup editor, and the records
//! a player keeps. Each mode is a state (`base::state::Mode`) entered and left by its own
//! `OnEnter`/`OnExit` systems; an `Open` request says which to show. The modes referee the
//! moves a person proposes.

pub mod collection;
pub mod courses;
pub mod demos;
pub mod editor;
pub mod lesson;
#[cfg(not(target_arch = "wasm32"))]
pub mod library;
pub mod online;
mod online_record;
pub mod online_seats;
mod online_state;
pub mod puzzle;
pub mod records;

use bevy::prelude::*;
use damier_rules::Position;

use crate::base::state::{Mode, Screen};
use crate::game::{GameCommand, GameSystems, Match, MoveChosen, MoveProposed, Session};

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<Open>()
        .add_systems(Update, open_requested.in_set(GameSystems::Commands))
        .add_systems(OnEnter(Mode::Game), enter_game)
        .add_systems(
            Update,
            accept_any_move
                .in_set(GameSystems::Referee)
                .run_if(in_state(Mode::Game).or_else(in_state(Mode::Watch))),
        )
        .add_plugins((
            demos::plugin,
            collection::plugin,
            puzzle::plugin,
            editor::plugin,
            records::plugin,
            courses::plugin,
            lesson::plugin,
            online::plugin,
        ));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(library::plugin);
}

/// A request to show something: the title screen, or a board in one of the modes.
#[derive(Message, Clone)]
pub enum Open {
    Title,
    /// A game: new, loaded, continued, or played from a set-up position.
    Game(Box<Match>),
    /// A recorded game to analyse: its clock shows the times the record gives but stands. In a
    /// hot-seat game the players may start it to play on; against the computer it stays stopped
    /// (an analysis, not a game on the clock).
    Analysis(Box<Match>),
    /// A demo to watch, from the position after `ply` moves.
    Demo {
        index: usize,
        ply: usize,
    },
    /// A puzzle: a demo's, or one of the collection.
    Puzzle(puzzle::PuzzleSource),
    /// The setup editor on a position.
    Editor(Position),
    /// A lesson of a rules course.
    Lesson(lesson::LessonSource),
    /// A game with a friend on another computer: hosted here, or joined.
    Online(Box<online::OnlineRequest>),
}

/// Shows the board in a mode. The mode is entered anew even if it is the current one (its
/// `OnExit` and `OnEnter` run), so that every request starts cleanly: the request is stored,
/// and the mode's `OnEnter` takes it.
fn show_mode(screen: &mut NextState<Screen>, mode: &mut NextState<Mode>, wanted: Mode) {
    screen.set_if_neq(Screen::Playing);
    mode.set(wanted);
}

#[derive(Resource)]
struct GameRequest(Box<Match>, Session);

fn open_requested(
    mut requests: MessageReader<Open>,
    mut commands: Commands,
    mut screen: ResMut<NextState<Screen>>,
    mut mode: ResMut<NextState<Mode>>,
) {
    for request in requests.read() {
        match request {
            Open::Title => NextState::set_if_neq(&mut *screen, Screen::Title),
            // Against the computer the board faces the person, as a lesson's faces the learner.
            Open::Game(new) => {
                let session = Session { faces: new.person_against_computer(), ..default() };
                commands.insert_resource(GameRequest(new.clone(), session));
                show_mode(&mut screen, &mut mode, Mode::Game);
            }
            Open::Analysis(recorded) => {
                let stopped =
                    Session { clock_paused: true, faces: recorded.person_against_computer(), ..default() };
                commands.insert_resource(GameRequest(recorded.clone(), stopped));
                show_mode(&mut screen, &mut mode, Mode::Game);
            }
            &Open::Demo { index, ply } => {
                commands.insert_resource(demos::WatchRequest { demo: index, ply });
                show_mode(&mut screen, &mut mode, Mode::Watch);
            }
            &Open::Puzzle(source) => {
                commands.insert_resource(puzzle::PuzzleRequest(source));
                show_mode(&mut screen, &mut mode, Mode::Puzzle);
            }
            &Open::Lesson(source) => {
                commands.insert_resource(lesson::LessonRequest(source));
                show_mode(&mut screen, &mut mode, Mode::Lesson);
            }
            Open::Online(request) => {
                commands.insert_resource(online::PendingOnline((**request).clone()));
                show_mode(&mut screen, &mut mode, Mode::Online);
            }
            &Open::Editor(pos) => {
                commands.insert_resource(editor::EditorRequest(pos));
                show_mode(&mut screen, &mut mode, Mode::Editor);
            }
        }
    }
}

fn enter_game(
    mut commands: Commands,
    request: Option<Res<GameRequest>>,
    mut game_commands: MessageWriter<GameCommand>,
) {
    if let Some(request) = request {
        commands.remove_resource::<GameRequest>();
        game_commands.write(GameCommand::Begin(request.0.clone(), request.1));
    }
}

/// In a game (and while watching a demo) every legal move a person proposes is played.
fn accept_any_move(mut proposed: MessageReader<MoveProposed>, mut chosen: MessageWriter<MoveChosen>) {
    for &MoveProposed(mv) in proposed.read() {
        chosen.write(MoveChosen(mv));
    }
}
