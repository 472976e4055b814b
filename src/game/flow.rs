//! Changes to the record: game commands (a new match, undo, redo, stepping through the line,
//! draw offers, resignation) and chosen moves entering the record.

use bevy::prelude::*;
use damier_rules::clock::Clock;
use damier_rules::{Game, notation};

use crate::base::state::Screen;
use crate::game::record::{GameCommand, Match, MatchStarted, MoveChosen, MovePlayed, MoveProposed};
use crate::game::{Cue, GameSystems, Session, Turn};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<crate::game::CellClicked>()
        .add_message::<MoveProposed>()
        .add_message::<MoveChosen>()
        .add_message::<MovePlayed>()
        .add_message::<crate::game::MoveShown>()
        .add_message::<MatchStarted>()
        .add_message::<GameCommand>()
        .add_message::<Cue>()
        .add_message::<crate::game::record::LowTime>()
        .add_systems(Update, run_commands.in_set(GameSystems::Commands))
        .add_systems(Update, play_chosen_moves.in_set(GameSystems::Record).run_if(resource_exists::<Match>))
        .add_systems(OnExit(Screen::Playing), |mut commands: Commands| {
            commands.remove_resource::<Match>();
            commands.remove_resource::<Session>();
        });
}

/// Enters chosen moves into the record; the scene animates them.
fn play_chosen_moves(
    mut chosen: MessageReader<MoveChosen>,
    mut current: ResMut<Match>,
    mut session: ResMut<Session>,
    turn: Option<Res<State<Turn>>>,
    mut played: MessageWriter<MovePlayed>,
    mut cues: MessageWriter<Cue>,
) {
    // One move at a time: another waits until this one has been shown.
    let mut busy = turn.is_some_and(|t| *t.get() == Turn::Animating);
    for &MoveChosen(mv) in chosen.read() {
        if busy {
            cues.write(Cue::WaitForMove);
            continue;
        }
        // From an earlier position, a move other than the next one starts a new line: ask first.
        if current.game.future().next().is_some_and(|next| !next.same_move(&mv)) {
            session.pending_branch = Some(mv);
            continue;
        }
        match current.game.play(&mv) {
            Ok(()) => {
                session.draw_offer = None;
                let index = current.game.moves().len() - 1;
                if current.comments.len() <= index {
                    current.comments.resize(index + 1, String::new());
                }
                played.write(MovePlayed { mv, index });
                busy = true;
            }
            Err(e) => {
                cues.write(Cue::GameRefused(current.rules(), e));
            }
        }
    }
}

fn run_commands(
    mut commands_in: MessageReader<GameCommand>,
    mut commands: Commands,
    mut current: Option<ResMut<Match>>,
    mut session: Option<ResMut<Session>>,
    turn: Option<Res<State<Turn>>>,
    mut proposed: MessageWriter<MoveProposed>,
    mut chosen: MessageWriter<MoveChosen>,
    mut played: MessageWriter<MovePlayed>,
    mut started: MessageWriter<MatchStarted>,
    mut cues: MessageWriter<Cue>,
    mut generations: Local<u64>,
) {
    for command in commands_in.read() {
        // Every match on the board gets a generation of its own, so that nothing meant for an
        // earlier one (a search, an animation) is taken for it.
        *generations += 1;
        if let GameCommand::Begin(new, new_session) = command {
            let mut new = (**new).clone();
            new.generation = *generations;
            match (current.as_deref_mut(), session.as_deref_mut()) {
                (Some(current), Some(session)) => (*current, *session) = (new, *new_session),
                _ => {
                    commands.insert_resource(new);
                    commands.insert_resource(*new_session);
                }
            }
            started.write(MatchStarted);
            continue;
        }
        let (Some(current), Some(session)) = (current.as_deref_mut(), session.as_deref_mut()) else {
            continue;
        };
        let mut rebuilt = true;
        match command {
            GameCommand::Begin(..) => unreachable!("handled above"),
            GameCommand::NewGame(start) => {
                let control = current.clock.as_ref().map(|c| c.control);
                *current = Match::with_players(Game::from_position(*start), current.computer);
                current.clock = control.map(Clock::new);
                *session = Session { faces: current.person_against_computer(), ..Session::default() };
                started.write(MatchStarted);
            }
            GameCommand::SetUp(pos) => {
                let other_board = !std::ptr::eq(pos.rules(), current.rules());
                *current = Match::new(*pos);
                *session = Session::default();
                if other_board {
                    started.write(MatchStarted);
                }
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
                    session.draw_offer = Some(current.game.position().side_to_move());
                }
            }
            GameCommand::AnswerDraw { accept } => {
                rebuilt = false;
                if session.draw_offer.take().is_some() && *accept {
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
                let animating = turn.as_ref().is_some_and(|t| *t.get() == Turn::Animating);
                if !animating && let Some(mv) = current.game.redo() {
                    played.write(MovePlayed { mv, index: current.game.moves().len() - 1 });
                }
            }
            GameCommand::ConfirmBranch => {
                rebuilt = false;
                if let Some(mv) = session.pending_branch.take() {
                    let len = current.game.moves().len();
                    current.game.truncate(len);
                    current.comments.truncate(len);
                    chosen.write(MoveChosen(mv));
                }
            }
            GameCommand::CancelBranch => {
                rebuilt = false;
                session.pending_branch = None;
            }
            GameCommand::PauseClock(paused) => {
                rebuilt = false;
                session.clock_paused = *paused && current.hot_seat();
            }
            GameCommand::Typed(text) => {
                rebuilt = false;
                match notation::parse(current.game.position(), text) {
                    Ok(mv) => {
                        proposed.write(MoveProposed(mv));
                    }
                    Err(e) => {
                        cues.write(Cue::NotAMove(current.rules(), e));
                    }
                }
            }
        }
        if rebuilt {
            current.generation = *generations;
            session.draw_offer = None;
        }
    }
}
