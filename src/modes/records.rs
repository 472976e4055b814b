//! Game records a player keeps: Save and Load as PDN through an in-app file browser, and an
//! autosave after every move, written off the frame thread, that the title screen offers as
//! "Continue". Every file is written atomically, and a bad file is reported (game, line, move,
//! why) with what was valid loaded.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use damier_ai::Level;
use damier_ai::analysis::GameAnalysis;
use damier_rules::clock::{Clock, TimeControl};
use damier_rules::pdn::{self, PdnError, PdnGame, PdnResult, ReadGame};
use damier_rules::{Game, Side};

use crate::base::disk;
use crate::base::locale::Locale;
use crate::base::state::Mode;
use crate::base::storage::{Fault, FileProblem, config_dir};
use crate::base::writer::FileWriter;
use crate::game::{GameSystems, Match};

pub(super) fn plugin(app: &mut App) {
    // Only games are kept: not a demo, a puzzle or a position being set up.
    app.add_systems(
        Update,
        autosave
            .after(GameSystems::Derive)
            .run_if(in_state(Mode::Game))
            .run_if(resource_exists::<Autosave>)
            .run_if(resource_exists::<Match>),
    );
}

/// Where games are saved by default: `games/` in the config directory.
pub fn games_dir() -> Option<PathBuf> {
    config_dir().map(|d| d.join("games"))
}

/// The autosave file, the game it held at start-up (the "Continue" offer), and the thread that
/// writes the game on the board to it.
#[derive(Resource)]
pub struct Autosave {
    pub path: PathBuf,
    pub offer: Option<PdnGame>,
    pub problem: Option<FileProblem>,
    writer: FileWriter<PdnGame>,
}

impl Autosave {
    /// Reads what the file holds. A damaged file is moved aside (`autosave.pdn.bad-<time>`),
    /// so that the next autosave does not overwrite it, and reported; what was valid is offered.
    pub fn open(path: PathBuf) -> Autosave {
        let file = path.clone();
        let mut last: Option<String> = None;
        let writer =
            FileWriter::start("autosave-writer", newest, move |game| write_if_new(&file, &game, &mut last));
        let mut autosave = Autosave { path, offer: None, problem: None, writer };
        let fault = match disk::read(&autosave.path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return autosave,
            Err(e) => Fault::Unreadable(e.to_string()),
            Ok(bytes) => match String::from_utf8(bytes) {
                Err(e) => Fault::NotText(e.utf8_error().valid_up_to()),
                Ok(text) => match pdn::read(&text).pop() {
                    Some(ReadGame { record: Some(record), error: None }) => {
                        autosave.offer = Some(record);
                        return autosave;
                    }
                    Some(ReadGame { record, error: Some(e) }) => {
                        autosave.offer = record;
                        Fault::Damaged(e.to_string())
                    }
                    _ => Fault::HoldsNoGame,
                },
            },
        };
        autosave.problem = Some(FileProblem::set_aside(&autosave.path, fault));
        autosave
    }
}

/// Hands the game to the writer whenever it changed (a move, undo, a new game): it is on disk
/// a moment later, and for certain once the app has ended.
fn autosave(autosave: Res<Autosave>, current: Res<Match>) {
    if current.is_changed() {
        autosave.writer.send(record_of(&current));
    }
}

/// Of two games waiting to be written, the newer.
fn newest(waiting: &mut PdnGame, newer: PdnGame) {
    *waiting = newer;
}

/// Writes the game when its text differs from what was last written (`last`).
fn write_if_new(path: &Path, game: &PdnGame, last: &mut Option<String>) {
    let text = pdn::write(game);
    if last.as_ref() == Some(&text) {
        return;
    }
    match disk::write_atomic(path, text.as_bytes()) {
        Ok(()) => *last = Some(text),
        Err(e) => warn!("could not autosave to {}: {e}", path.display()),
    }
}

fn level_tag(level: Option<Level>) -> String {
    level.map_or("human".to_string(), |l| l.name().to_lowercase())
}

/// The record of the game on the board: the whole line (moves stepped back over included), its
/// comments, its tags, the players, and the result so far.
pub fn record_of(current: &Match) -> PdnGame {
    let mut game = current.game.clone();
    game.go_to(usize::MAX);
    let mut record = PdnGame::new(game);
    record.tags = current.tags.clone();
    for (i, comment) in current.comments.iter().enumerate().take(record.comments.len()) {
        record.comments[i] = comment.clone();
    }
    let player = |level: Option<Level>| match level {
        Some(l) => format!("Damier ({})", l.name()),
        None => "Player".to_string(),
    };
    if record.tag("White").is_none() {
        record.set_tag("White", &player(current.computer[0]));
    }
    if record.tag("Black").is_none() {
        record.set_tag("Black", &player(current.computer[1]));
    }
    if record.tag("Date").is_none() {
        record.set_tag("Date", &crate::base::calendar::today());
    }
    // A result the file recorded (a resignation, say) stands while the line is unchanged.
    if record.result == PdnResult::Unfinished
        && let Some(result) = current.recorded_result()
    {
        record.result = result;
    }
    record.set_tag("WhiteLevel", &level_tag(current.computer[0]));
    record.set_tag("BlackLevel", &level_tag(current.computer[1]));
    if let Some(clock) = &current.clock {
        record.set_tag("TimeControl", &clock.control.tag());
        for (slot, reading) in record.clocks.iter_mut().zip(&current.clock_readings) {
            *slot = *reading;
        }
    }
    record
}

/// A match from a loaded record: positioned at the end of its line, with the computer playing
/// the sides its `WhiteLevel`/`BlackLevel` tags name (Damier's own saves).
pub fn match_of(record: &PdnGame) -> Match {
    let level = |name: &str| record.tag(name).and_then(|v| v.parse::<Level>().ok());
    let mut current = Match::with_players(record.game.clone(), [level("WhiteLevel"), level("BlackLevel")]);
    current.tags =
        record.tags.iter().filter(|(n, _)| n != "WhiteLevel" && n != "BlackLevel").cloned().collect();
    current.comments = record.comments.clone();
    // A game played on a clock goes on with the time each side had after its last move.
    if let Some(control) = record.tag("TimeControl").and_then(|tag| TimeControl::from_tag(tag).ok()) {
        let mut clock = Clock::new(control);
        let played = record.game.moves().len();
        for side in [Side::White, Side::Black] {
            let moves_by = |ply: &usize| record.game.position_at(*ply).side_to_move() == side;
            let count = (0..played).filter(moves_by).count() as u32;
            let last =
                (0..played).rev().filter(moves_by).find_map(|ply| record.clocks.get(ply).copied().flatten());
            if let Some(time) = last {
                clock.set_remaining(side, time, count);
            }
        }
        current.clock = Some(clock);
        current.clock_readings = record.clocks.clone();
    }
    if record.result != PdnResult::Unfinished && record.game.outcome().is_none() {
        current.file_result = Some((record.result, record.game.moves().len()));
    }
    current
}

/// Saves the game to `path` (atomically).
pub fn save(current: &Match, path: &Path) -> std::io::Result<()> {
    save_record(&record_of(current), path)
}

/// Saves a record to `path` (atomically).
pub fn save_record(record: &PdnGame, path: &Path) -> std::io::Result<()> {
    disk::write_atomic(path, pdn::write(record).as_bytes())
}

/// The record with an analysis in it, as other programs read one: each move's evaluation
/// (`[%eval +0.35]`, White's view, in men) in its comment, marks glued to the moves (`??`),
/// and each marked move's better line as a variation.
pub fn annotated_record(current: &Match, analysis: &GameAnalysis) -> PdnGame {
    let mut record = record_of(current);
    record.set_tag("Annotator", "Damier");
    for (ply, review) in analysis.moves.iter().enumerate().take(record.comments.len()) {
        let eval = f64::from(analysis.scores.get(ply + 1).copied().unwrap_or(0)) / 100.0;
        let mut note = format!("[%eval {eval:+.2}]");
        if let Some(mark) = review.mark {
            record.marks[ply] = mark.symbol().to_string();
            note.push(' ');
            note.push_str(mark.name());
            if let Some((_, line)) = &review.better {
                record.variations[ply] = line.clone();
            }
        }
        let comment = &mut record.comments[ply];
        *comment = if comment.is_empty() { note } else { format!("{note} {comment}") };
    }
    record
}

/// What loading a file gave: the games that can be opened, and each problem met.
pub struct Loaded {
    pub games: Vec<PdnGame>,
    pub problems: Vec<LoadProblem>,
}

/// Why a file, or a game in it, could not be read whole.
#[derive(Debug, Clone, PartialEq)]
pub enum LoadProblem {
    Unreadable {
        path: PathBuf,
        detail: String,
    },
    /// A game goes wrong part way; the moves before the error (if its setup could be read) are kept.
    Damaged {
        error: PdnError,
        kept_moves: Option<usize>,
    },
    HoldsNoGame {
        path: PathBuf,
    },
}

pub fn load(path: &Path) -> Loaded {
    match disk::read(path) {
        Ok(bytes) => read_games(path, &String::from_utf8_lossy(&bytes)),
        Err(e) => {
            let problem = LoadProblem::Unreadable { path: path.to_path_buf(), detail: e.to_string() };
            Loaded { games: Vec::new(), problems: vec![problem] }
        }
    }
}

/// The games of the text of the file `path`.
pub fn read_games(path: &Path, text: &str) -> Loaded {
    let mut loaded = Loaded { games: Vec::new(), problems: Vec::new() };
    for read in pdn::read(text) {
        if let Some(error) = read.error {
            let kept_moves = read.record.as_ref().map(|r| r.game.moves().len());
            loaded.problems.push(LoadProblem::Damaged { error, kept_moves });
        }
        loaded.games.extend(read.record);
    }
    if loaded.games.is_empty() && loaded.problems.is_empty() {
        loaded.problems.push(LoadProblem::HoldsNoGame { path: path.to_path_buf() });
    }
    loaded
}

/// A one-line description of a game for a list: players, variant, moves, result.
pub fn describe(loc: &Locale, record: &PdnGame) -> String {
    let game: &Game = &record.game;
    loc.tf(
        "game-summary",
        &[
            ("white", record.tag("White").unwrap_or("?").into()),
            ("black", record.tag("Black").unwrap_or("?").into()),
            ("variant", loc.variant(game.rules().variant).into()),
            ("moves", game.moves().len().into()),
            ("result", record.result.token(game.rules()).into()),
        ],
    )
}

/// A problem met loading a file, for the player.
pub fn describe_problem(loc: &Locale, problem: &LoadProblem) -> String {
    match problem {
        LoadProblem::Unreadable { path, detail } => loc.tf(
            "load-unreadable",
            &[("file", path.display().to_string().into()), ("detail", detail.as_str().into())],
        ),
        LoadProblem::Damaged { error, kept_moves } => {
            let mut text = loc.pdn_error(error);
            if let Some(moves) = kept_moves {
                text.push(' ');
                text.push_str(&loc.tf("load-kept-moves", &[("moves", (*moves).into())]));
            }
            text
        }
        LoadProblem::HoldsNoGame { path } => {
            loc.tf("load-no-game", &[("file", path.display().to_string().into())])
        }
    }
}
