//! The player's game library (`library.db` in the config folder): every game played to its end
//! on this board, against the computer, hot-seat, the computer against itself or a friend online,
//! is kept there, written off the frame thread; the Games window reads it. Not in a page yet: SQLite is not
//! built for the browser (docs/PACKAGING.md).

use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard};

use bevy::prelude::*;
use damier_ai::Level;
use damier_library::{ImportReport, Kind, Library, NewGame};
use damier_rules::Side;

use crate::base::state::Mode;
use crate::base::storage::{Fault, FileProblem};
use crate::base::writer::FileWriter;
use crate::game::{GameSystems, Match, MatchStarted, Turn};
use crate::modes::online::OnlineGame;
use crate::modes::online_record::finished;
use crate::modes::records::record_of;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        keep_ended_games
            .after(GameSystems::Derive)
            .run_if(in_state(Mode::Game))
            .run_if(resource_exists::<GameLibrary>)
            .run_if(resource_exists::<Match>),
    )
    .add_systems(
        Update,
        keep_online_games
            .after(GameSystems::Derive)
            .run_if(in_state(Mode::Online))
            .run_if(resource_exists::<GameLibrary>)
            .run_if(resource_exists::<OnlineGame>)
            .run_if(resource_exists::<Match>),
    );
}

/// The library: a connection for the Games window's reads (WAL lets them go on beside the
/// writer's), the thread that keeps the games, and what went wrong with the file.
#[derive(Resource)]
pub struct GameLibrary {
    path: PathBuf,
    reader: Mutex<Library>,
    writer: FileWriter<Vec<NewGame>>,
    /// The damaged file set aside at start-up, if there was one.
    pub problem: Option<FileProblem>,
    /// The last write that failed, in the store's words (written by the writer's thread).
    failure: Arc<Mutex<Option<String>>>,
    /// Whether games are kept (not in a screenshot or a benchmark, which only read).
    keeps: bool,
    /// The import going on or last finished, if any (written by the import's thread).
    import: Arc<Mutex<Option<Import>>>,
}

/// A PDN file being imported on a thread of its own, as far as it has come.
#[derive(Debug, Default, Clone)]
pub struct Import {
    pub file: String,
    pub done: usize,
    pub total: usize,
    /// What the import did, once it is over, or why it could not be done.
    pub finished: Option<Result<ImportReport, String>>,
}

/// What a mutex holds, even after a panic while it was held.
fn locked<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

impl GameLibrary {
    /// Opens the library at `path`, keeping the games that end when `keeps`: `None` (logged)
    /// when it cannot be opened, so that the game goes on without one.
    pub fn open(path: PathBuf, keeps: bool) -> Option<GameLibrary> {
        let opened = Library::open(&path).map_err(|e| warn!("no game library: {e}")).ok()?;
        let problem = opened.set_aside.map(|aside| FileProblem {
            file: path.clone(),
            fault: Fault::Corrupt("not a game library SQLite could read".into()),
            kept: Ok(aside),
        });
        let mut writing = Library::open(&path).map_err(|e| warn!("no game library: {e}")).ok()?.library;
        let failure = Arc::new(Mutex::new(None));
        let failed = failure.clone();
        let writer = FileWriter::start(
            "library-writer",
            |pending: &mut Vec<NewGame>, more| pending.extend(more),
            move |games: Vec<NewGame>| {
                for game in &games {
                    if let Err(e) = writing.add(game) {
                        warn!("could not keep a game in the library: {e}");
                        *locked(&failed) = Some(e.to_string());
                    }
                }
            },
        );
        Some(GameLibrary {
            path,
            reader: Mutex::new(opened.library),
            writer,
            problem,
            failure,
            keeps,
            import: Arc::default(),
        })
    }

    pub fn keep(&self, game: NewGame) {
        if self.keeps {
            self.writer.send(vec![game]);
        }
    }

    /// Imports the games of the PDN file at `file` on a thread of its own (a connection of its
    /// own too: the store takes them in batches, each whole or not at all); one import at a
    /// time, a second asked for meanwhile is not begun.
    pub fn import(&self, file: PathBuf) {
        let name = file.file_name().unwrap_or_default().to_string_lossy().into_owned();
        {
            let mut current = locked(&self.import);
            if current.as_ref().is_some_and(|i| i.finished.is_none()) {
                return;
            }
            *current = Some(Import { file: name, ..Import::default() });
        }
        let (path, state) = (self.path.clone(), self.import.clone());
        let update = move |change: &dyn Fn(&mut Import)| {
            if let Some(import) = locked(&state).as_mut() {
                change(import);
            }
        };
        let run = move || {
            let outcome = std::fs::read(&file).map_err(|e| e.to_string()).and_then(|bytes| {
                let text = String::from_utf8_lossy(&bytes);
                let mut library = Library::open(&path).map_err(|e| e.to_string())?.library;
                let report = library.import(&text, |done, total| {
                    update(&|import| (import.done, import.total) = (done, total));
                });
                report.map_err(|e| e.to_string())
            });
            update(&|import| import.finished = Some(outcome.clone()));
        };
        if let Err(e) = std::thread::Builder::new().name("library-import".into()).spawn(run)
            && let Some(import) = locked(&self.import).as_mut()
        {
            import.finished = Some(Err(e.to_string()));
        }
    }

    /// The import going on or last finished, as it stands.
    pub fn import_now(&self) -> Option<Import> {
        locked(&self.import).clone()
    }

    /// The last write of a game that failed, in the store's words.
    pub fn failure(&self) -> Option<String> {
        locked(&self.failure).clone()
    }

    /// The reading connection.
    pub fn read(&self) -> MutexGuard<'_, Library> {
        locked(&self.reader)
    }
}

/// Whom a game on this board is played against, from the computer's sides.
pub fn kind_of(computer: [Option<Level>; 2]) -> Kind {
    let level = |l: Level| l.name().to_lowercase();
    match computer {
        [None, None] => Kind::HotSeat,
        [None, Some(l)] => Kind::Computer { side: Side::White, level: level(l) },
        [Some(l), None] => Kind::Computer { side: Side::Black, level: level(l) },
        [Some(_), Some(_)] => Kind::Engines,
    }
}

/// The match on the board: how many moves it had when it was put there, and whether it has
/// been kept (once a match: a line undone and played again to another end is not kept twice).
#[derive(Default)]
struct Watched {
    moves_at_start: usize,
    kept: bool,
}

/// Keeps the game when it ends, if a move was played on this board since it was put there (a
/// finished game opened from a file or from the library is not kept again).
fn keep_ended_games(
    mut started: MessageReader<MatchStarted>,
    current: Res<Match>,
    turn: Res<State<Turn>>,
    library: Res<GameLibrary>,
    mut watched: Local<Watched>,
) {
    if started.read().last().is_some() || current.is_added() {
        let finished = current.game.outcome().is_some() || current.file_result.is_some();
        *watched = Watched { moves_at_start: current.game.moves().len(), kept: finished };
    }
    if watched.kept || *turn.get() != Turn::Over || current.game.moves().len() <= watched.moves_at_start {
        return;
    }
    watched.kept = true;
    library.keep(NewGame { record: record_of(&current), kind: kind_of(current.computer) });
}

/// Keeps an online game the player had a seat in when it ends, once: only a game seen going on
/// (a finished game resumed or watched is not kept again).
fn keep_online_games(
    online: Res<OnlineGame>,
    current: Res<Match>,
    library: Res<GameLibrary>,
    mut going_on: Local<Option<String>>,
) {
    let (Some(code), Some(colour)) = (&online.code, online.colour) else { return };
    let Some(result) = &online.result else {
        *going_on = Some(code.clone());
        return;
    };
    if going_on.as_deref() != Some(code.as_str()) {
        return;
    }
    *going_on = None;
    let players = [&online.players[0], &online.players[1]];
    let friend = players[1 - colour.side().index()].name.clone().unwrap_or_default();
    let record = record_of(&finished(&current, result, code, players));
    library.keep(NewGame { record, kind: Kind::Online { side: colour.side(), friend } });
}
