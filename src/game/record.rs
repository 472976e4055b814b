//! The game being played (the record, single source of truth) and the messages that change it
//! or report on it. Nothing here draws; the board and pieces are views of `Match`. What goes on
//! around the record while it is played (offers, questions, a stopped clock) is the `Session`.

use bevy::prelude::*;
use damier_ai::Level;
use std::time::Duration;

use damier_rules::clock::Clock;
use damier_rules::pdn::PdnResult;
use damier_rules::{Game, Move, Position, Rules, Side, Square};

use crate::game::session::Session;

/// The record of the game on the board (present while a board is shown): its moves, players,
/// tags, comments and clock, all that a save keeps.
#[derive(Resource, Clone)]
pub struct Match {
    pub game: Game,
    /// Changes whenever the position changes other than by an animated move (new game, undo,
    /// redo), telling views to rebuild rather than animate.
    pub generation: u64,
    /// The sides the computer plays (White, Black), at their level.
    pub computer: [Option<Level>; 2],
    /// Tags of the game record (from a loaded file), kept when it is saved again.
    pub tags: Vec<(String, String)>,
    /// The comment after each move of the whole line (played and undone moves), from a file.
    pub comments: Vec<String>,
    /// The result a loaded file gave, and the length of the line it was given for.
    pub file_result: Option<(PdnResult, usize)>,
    /// The game's clock, when it is played on one.
    pub clock: Option<Clock>,
    /// The mover's time left after each move of the line (for the record's `[%clk]`).
    pub clock_readings: Vec<Option<Duration>>,
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
            computer,
            tags: Vec::new(),
            comments,
            file_result: None,
            clock: None,
            clock_readings: Vec::new(),
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

    /// The player is looking at an earlier position of the line: nobody is to move.
    pub fn viewing_history(&self) -> bool {
        self.game.future().next().is_some()
    }

    /// Everyone at the board is a person (the clock may be paused).
    pub fn hot_seat(&self) -> bool {
        self.computer.iter().all(Option::is_none)
    }

    /// The side a person plays against the computer; none in hot-seat or when the computer
    /// plays both sides.
    pub fn person_against_computer(&self) -> Option<Side> {
        match self.computer {
            [None, Some(_)] => Some(Side::White),
            [Some(_), None] => Some(Side::Black),
            _ => None,
        }
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

/// A person wants to play this legal move (clicked, dragged or typed). The mode on the board
/// referees it: it becomes a `MoveChosen`, or is refused with a `Cue`.
#[derive(Message, Clone, Copy, Debug)]
pub struct MoveProposed(pub Move);

/// A legal move to enter into the record (accepted from a person, or chosen by the computer,
/// a puzzle's reply, a script).
#[derive(Message, Clone, Copy, Debug)]
pub struct MoveChosen(pub Move);

/// A move entered the record; `index` is its place in the move list. The scene animates it.
#[derive(Message, Clone, Copy, Debug)]
pub struct MovePlayed {
    pub mv: Move,
    pub index: usize,
}

/// The scene finished showing a played move (its last hop, its captured pieces gone).
#[derive(Message, Clone, Copy, Debug)]
pub struct MoveShown(pub Move);

/// A new match is on the board (or the position was replaced by one of another variant): views
/// build the board afresh and frame it.
#[derive(Message, Clone, Copy, Debug)]
pub struct MatchStarted;

#[derive(Message, Clone)]
pub enum GameCommand {
    /// Puts this match on the board, its session starting as given.
    Begin(Box<Match>, Session),
    /// A new game from this position, with the same players.
    NewGame(Position),
    /// Replaces the position, nobody having moved (the setup editor).
    SetUp(Position),
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
    /// Stops or restarts the clock (hot-seat games only).
    PauseClock(bool),
}

/// The side to move is low on time (sounded once as it crosses the line).
#[derive(Message, Clone, Copy, Debug)]
pub struct LowTime(pub Side);
