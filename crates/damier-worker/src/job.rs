//! The messages between the game and its worker, with the conversions both sides share.

use std::time::Duration;

use damier_ai::{Clock, Info, Limits};
use damier_rules::pdn::{self, PdnGame};
use damier_rules::{Game, Move, Position};
use serde::{Deserialize, Serialize};

/// What the worker is asked.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Job {
    /// The best move in the game's position, at a level (`Level`'s name).
    Search { game: String, level: String, limits: JobLimits, seed: u64, book: bool },
    /// Every position of the game, reviewed.
    Analyse { game: String, limits: JobLimits },
}

/// A search's limits, in milliseconds.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct JobLimits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime_ms: Option<u64>,
    /// Time left, increment and moves to the next control, on a game clock.
    pub clock: Option<(u64, u64, Option<u32>)>,
}

/// What the worker answers.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Answer {
    Searched(Searched),
    Analysed {
        scores: Vec<i32>,
        moves: Vec<Review>,
    },
    /// The job could not be read (a fault of the page, said in the log).
    Refused(String),
}

/// A search's result: the move and the line as legal-move indices from the searched position.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Searched {
    pub best: Option<usize>,
    pub depth: u32,
    pub score: i32,
    pub nodes: u64,
    pub elapsed_ms: u64,
    pub pv: Vec<usize>,
    pub from_book: bool,
}

/// One move of an analysed game: its mark (`Mark::symbol`), the better move and its line as
/// indices from the position before it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Review {
    pub loss: f64,
    pub mark: Option<String>,
    pub better: Option<Vec<usize>>,
    pub accuracy: f64,
}

/// A game as the worker reads it.
pub fn game_text(game: &Game) -> String {
    pdn::write(&PdnGame::new(game.clone()))
}

/// The game a job names, at the end of its moves.
pub fn read_game(text: &str) -> Result<Game, String> {
    match pdn::read(text).pop() {
        Some(read) => match (read.record, read.error) {
            (Some(record), None) => Ok(record.game),
            (_, Some(e)) => Err(e.to_string()),
            (None, None) => Err("the job's game holds no game".into()),
        },
        None => Err("the job's game holds no game".into()),
    }
}

impl JobLimits {
    pub fn of(limits: &Limits) -> JobLimits {
        let ms = |d: Duration| d.as_millis().min(u128::from(u64::MAX)) as u64;
        JobLimits {
            depth: limits.depth,
            nodes: limits.nodes,
            movetime_ms: limits.movetime.map(ms),
            clock: limits.clock.as_ref().map(|c| (ms(c.remaining), ms(c.increment), c.moves_to_go)),
        }
    }

    /// On one thread: a worker is one.
    pub fn limits(&self) -> Limits {
        Limits {
            depth: self.depth,
            nodes: self.nodes,
            movetime: self.movetime_ms.map(Duration::from_millis),
            clock: self.clock.map(|(remaining, increment, moves_to_go)| Clock {
                remaining: Duration::from_millis(remaining),
                increment: Duration::from_millis(increment),
                moves_to_go,
            }),
            threads: Some(1),
        }
    }
}

/// A move as its index among `position`'s legal moves.
pub fn index_of(position: &Position, mv: &Move) -> Option<usize> {
    position.legal_moves().iter().position(|m| m.same_move(mv))
}

/// The moves of a line of indices from `position`, as far as they are legal.
pub fn line_of(position: &Position, indices: &[usize]) -> Vec<Move> {
    let mut at = *position;
    let mut line = Vec::new();
    for &i in indices {
        let Some(mv) = at.legal_moves().get(i).copied() else { break };
        at = at.after(&mv);
        line.push(mv);
    }
    line
}

/// A line of moves as indices, each from the position the one before leads to.
pub fn indices_of(position: &Position, line: &[Move]) -> Vec<usize> {
    let mut at = *position;
    let mut indices = Vec::new();
    for mv in line {
        let Some(i) = index_of(&at, mv) else { break };
        at = at.after(mv);
        indices.push(i);
    }
    indices
}

impl Searched {
    /// The engine's `Info` again, its line in moves of `position`.
    pub fn info(&self, position: &Position) -> Info {
        Info {
            depth: self.depth,
            score: self.score,
            nodes: self.nodes,
            elapsed: Duration::from_millis(self.elapsed_ms),
            pv: line_of(position, &self.pv),
            from_book: self.from_book,
        }
    }

    pub fn best(&self, position: &Position) -> Option<Move> {
        self.best.and_then(|i| position.legal_moves().get(i).copied())
    }
}
