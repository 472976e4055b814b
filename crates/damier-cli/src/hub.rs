//! `damier-cli hub`: Damier's engine speaking the Hub protocol on stdin/stdout (see
//! docs/FORMATS.md; its lines are read and written by `hub_protocol`). International is the
//! default (`variant=normal`, Scan 3.1's name); Frisian, HexDame, Brazilian and English are
//! chosen with the `variant` parameter. Unknown commands are ignored.
//!
//! Robustness: input is read as bytes, and a line that is not UTF-8 gets an `error` line and is
//! skipped. A `level` with a bad or out-of-range time (negative, NaN, more than a week) or number
//! (`depth` 1..90, `moves` 1..1000, `nodes` at least 1; never wrapped nor clamped), with no
//! limit at all (`time`, `move-time`, `depth`, `nodes` or `infinite`), with `inc` or `moves`
//! but no `time`, or with `infinite` and a limit, gets an `error` and keeps the old limits. A
//! table file of `egtb` that cannot be used gets an `error` naming it; the others serve. A `pos`
//! is accepted when its start is a playable position and its moves are legal one after the
//! other, even past the end a draw rule would declare (the GUI referees the game); any other
//! `pos` gets an `error` and clears the position, so that `go` answers `error` until a valid
//! `pos` (never a move for a stale position). Each search has its own stop flag, so a
//! `ponder-hit` timer can only end the search it was set for. A parameter that changes the
//! engine (`variant`, `hash`, `threads`, `eval`, `egtb`) first ends a running search, which
//! holds the engine. A closed standard output (the GUI has gone) ends the engine quietly.

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::Duration;

use damier_ai::egtb::{MOST_PIECES, Tables};
use damier_ai::{
    Book, Clock, Engine, EvalKind, Evaluator, LearnedWeights, Limits, MAX_THREADS, NetworkWeights, Options,
};
use damier_rules::{Game, Position, Rules, Variant, hub};

use crate::hub_protocol::{EngineMessage, Go, GuiMessage, Info, Level, Param, VARIANTS};

struct Hub {
    variant: Variant,
    hash_mb: usize,
    /// Search threads (lazy SMP); 1 is deterministic.
    threads: usize,
    /// The evaluation asked for with `set-param name=eval`; `None`: the variant's default.
    eval: Option<EvalKind>,
    /// The endgame tables' folder (`set-param name=egtb`), read when an engine is made.
    egtb: Option<PathBuf>,
    /// A learned-weights file to play with instead of the shipped ones (`set-param
    /// name=weights`), read when an engine is made: for matches between trained models.
    weights: Option<PathBuf>,
    /// Whether to play from the shipped opening book where it knows the position (`set-param
    /// name=book`, on by default).
    book: bool,
    /// `None` after a refused `pos`: `go` then answers `error`.
    game: Option<Game>,
    limits: Limits,
    engine: Option<Engine>,
    search: Option<Search>,
}

/// A running search.
struct Search {
    handle: JoinHandle<Engine>,
    /// This search's own stop flag.
    stop: Arc<AtomicBool>,
    /// `go ponder` not yet turned into a real search by `ponder-hit`.
    pondering: bool,
    /// Dropping it cancels the `ponder-hit` timer.
    timer: Option<mpsc::Sender<()>>,
}

/// One line to the GUI. A GUI that has gone (a closed pipe) ends the engine quietly; any other
/// write error is ignored.
fn say(message: &EngineMessage) {
    let mut out = std::io::stdout().lock();
    let _ = crate::output::unless_closed(writeln!(out, "{message}").and_then(|()| out.flush()));
}

fn error(text: &str) {
    say(&EngineMessage::Error(text.to_string()));
}

pub fn run() {
    let mut hub = Hub {
        variant: Variant::International,
        // The game's own searches use 16 MiB too: from the International start a 64 MiB table
        // reached depth 19 in 7.4 s against 6.2 s (its random probes miss the processor's
        // address cache more often; docs/ENGINE.md, "Search").
        hash_mb: 16,
        threads: 1,
        eval: None,
        egtb: None,
        weights: None,
        book: true,
        game: Some(Game::new(Variant::International.rules())),
        limits: Limits::movetime(Duration::from_secs(1)),
        engine: None,
        search: None,
    };
    let mut input = std::io::stdin().lock();
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        match input.read_until(b'\n', &mut bytes) {
            Ok(0) => break,
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(_) => break,
        }
        let Ok(text) = std::str::from_utf8(&bytes) else {
            error("a line that is not UTF-8 text was ignored");
            continue;
        };
        match GuiMessage::parse(text) {
            Ok(Some(message)) => {
                if !hub.handle(message) {
                    break;
                }
            }
            Ok(None) => {}
            Err(e) => error(&e.to_string()),
        }
    }
    hub.finish_search();
}

/// The game a `pos` describes: its start (the standard one when `pos` is absent; it must be
/// playable) and its moves, each legal in turn, played on past a draw rule's end.
pub fn read_game(rules: &'static Rules, pos: Option<&str>, moves: &[String]) -> Result<Game, String> {
    let start = match pos {
        Some(text) => hub::read_setup(rules, text).map_err(|e| format!("pos: {e}"))?,
        None => Position::start(rules),
    };
    let mut game = Game::from_position(start);
    for (i, text) in moves.iter().enumerate() {
        let mv = hub::read_move(game.position(), text).map_err(|e| format!("move {}: {e}", i + 1))?;
        game.play_past_end(&mv).map_err(|e| format!("move {} '{text}': {e}", i + 1))?;
    }
    Ok(game)
}

impl Hub {
    /// Handles one message; false to quit.
    fn handle(&mut self, message: GuiMessage) -> bool {
        match message {
            GuiMessage::Hub => {
                say(&EngineMessage::Id {
                    name: Some("Damier".into()),
                    version: Some(env!("CARGO_PKG_VERSION").into()),
                    author: Some("Damier developers".into()),
                });
                let names: Vec<&str> = VARIANTS.iter().map(|(n, _)| *n).collect();
                let eval = self.eval.unwrap_or(EvalKind::default_for(self.variant)).to_string();
                let params = [
                    Param::choice("variant", "normal", &names),
                    Param::int("hash", self.hash_mb as i64, 1, 4096),
                    Param::int("threads", self.threads as i64, 1, MAX_THREADS as i64),
                    Param::choice("eval", &eval, &["classic", "learned", "network"]),
                    Param::text("egtb", ""),
                    Param::text("weights", ""),
                    Param::boolean("book", self.book),
                ];
                for param in params {
                    say(&EngineMessage::Param(param));
                }
                say(&EngineMessage::Wait);
            }
            GuiMessage::SetParam { name, value } => self.set_param(&name, &value),
            GuiMessage::Init => {
                self.finish_search();
                self.engine_mut();
                say(&EngineMessage::Ready);
            }
            GuiMessage::Ping => say(&EngineMessage::Pong),
            GuiMessage::NewGame => {
                self.finish_search();
                self.game = Some(Game::new(self.variant.rules()));
                if let Some(engine) = &mut self.engine {
                    engine.clear();
                }
            }
            GuiMessage::Pos { pos, moves } => {
                self.finish_search();
                match read_game(self.variant.rules(), pos.as_deref(), &moves) {
                    Ok(game) => self.game = Some(game),
                    Err(e) => {
                        self.game = None;
                        error(&e);
                    }
                }
            }
            GuiMessage::Level(level) => self.limits = limits(&level),
            GuiMessage::Go(go) => {
                self.finish_search();
                // Pondering (thinking on the opponent's time) searches without limit until
                // `ponder-hit` turns it into the real search, or `stop`.
                let limits = if go == Go::Think { self.limits.clone() } else { Limits::default() };
                self.start_search(limits, go == Go::Ponder);
            }
            GuiMessage::PonderHit => self.ponder_hit(),
            GuiMessage::Stop => self.finish_search(),
            GuiMessage::Quit => return false,
        }
        true
    }

    /// Each parameter that changes or drops the engine ends a running search first: the search
    /// holds the engine, and ending it later would bring the old one back.
    fn set_param(&mut self, name: &str, value: &str) {
        match name {
            "variant" => match VARIANTS.iter().find(|(n, _)| *n == value) {
                Some(&(_, variant)) => {
                    self.finish_search();
                    self.variant = variant;
                    self.game = Some(Game::new(variant.rules()));
                    self.engine = None;
                }
                None => error(&format!("unknown variant '{value}'")),
            },
            "hash" => match value.parse::<usize>() {
                Ok(mb) if (1..=4096).contains(&mb) => {
                    self.finish_search();
                    self.hash_mb = mb;
                    self.engine = None;
                }
                _ => error(&format!("hash must be 1..4096 MiB, not '{value}'")),
            },
            "threads" => match value.parse::<usize>() {
                Ok(n) if (1..=MAX_THREADS).contains(&n) => {
                    self.finish_search();
                    self.threads = n;
                    if let Some(engine) = &mut self.engine {
                        engine.set_threads(n);
                    }
                }
                _ => error(&format!("threads must be 1..{MAX_THREADS}, not '{value}'")),
            },
            "eval" => match value.parse::<EvalKind>() {
                Ok(kind) => {
                    self.finish_search();
                    self.eval = Some(kind);
                    self.engine = None;
                }
                Err(e) => error(&e),
            },
            "egtb" => {
                self.finish_search();
                self.egtb = (!value.is_empty()).then(|| PathBuf::from(value));
                self.engine = None;
            }
            "book" => match value {
                "true" | "false" => {
                    self.finish_search();
                    self.book = value == "true";
                    self.engine = None;
                }
                _ => error(&format!("book must be true or false, not '{value}'")),
            },
            "weights" => {
                self.finish_search();
                self.weights = (!value.is_empty()).then(|| PathBuf::from(value));
                self.engine = None;
            }
            // Unknown parameters are ignored, as the protocol asks.
            _ => {}
        }
    }

    /// The evaluation to search with: a weights file's when one is set and loads (a file that
    /// does not is reported and the usual evaluation serves), else the one asked for.
    fn evaluator(&self) -> Evaluator {
        let rules = self.variant.rules();
        if let Some(path) = &self.weights {
            // A network file or a learned-weights file, told apart by its first bytes.
            let loaded = std::fs::read(path).map_err(|e| e.to_string()).and_then(|bytes| {
                if bytes.starts_with(b"DAMIERNN") {
                    let weights = NetworkWeights::from_bytes(rules, &bytes).map_err(|e| e.to_string())?;
                    Ok(Evaluator::with_network(rules, &weights))
                } else {
                    let weights = LearnedWeights::from_bytes(rules, &bytes).map_err(|e| e.to_string())?;
                    Ok(Evaluator::with_learned(rules, &weights))
                }
            });
            match loaded {
                Ok(evaluator) => return evaluator,
                Err(e) => error(&format!("weights {}: {e}", path.display())),
            }
        }
        match self.eval {
            Some(kind) => Evaluator::of_kind(rules, kind),
            None => Evaluator::default_for(rules),
        }
    }

    fn new_engine(&self) -> Engine {
        let mut engine = Engine::new(self.evaluator(), self.hash_mb);
        engine.set_threads(self.threads);
        engine.set_book(Book::shipped(self.variant.rules()).filter(|_| self.book));
        if let Some(dir) = &self.egtb {
            let tables = Tables::load(self.variant.rules(), MOST_PIECES, dir);
            for problem in tables.problems() {
                error(&format!("endgame table {problem}"));
            }
            if tables.is_empty() {
                error(&format!("no endgame tables in {}", dir.display()));
            } else {
                engine.set_tables(Some(Arc::new(tables)));
            }
        }
        engine
    }

    fn engine_mut(&mut self) -> &mut Engine {
        if self.engine.is_none() {
            self.engine = Some(self.new_engine());
        }
        self.engine.as_mut().expect("an engine")
    }

    fn start_search(&mut self, limits: Limits, pondering: bool) {
        let Some(game) = self.game.clone() else {
            return error("no position to search: the last pos was refused; send a valid pos");
        };
        let mut engine = match self.engine.take() {
            Some(engine) => engine,
            None => self.new_engine(),
        };
        // A flag of this search's own, set up before the thread starts (a `stop` right after
        // `go` still counts), that no timer of an earlier search holds.
        let stop = Arc::new(AtomicBool::new(false));
        engine.set_stop_flag(Arc::clone(&stop));
        let rules = self.variant.rules();
        let handle = std::thread::spawn(move || {
            let outcome = engine.search(&game, &limits, &Options::default(), |info| {
                let seconds = info.elapsed.as_secs_f64();
                say(&EngineMessage::Info(Info {
                    depth: Some(info.depth.into()),
                    score: Some(info.score as f64 / 100.0),
                    nodes: Some(info.nodes),
                    time: Some(seconds),
                    nps: Some(info.nodes as f64 / seconds.max(1e-6)),
                    pv: Some(info.pv.iter().map(|m| hub::write_move(rules, m)).collect()),
                }));
            });
            say(&EngineMessage::Done {
                best: outcome.best.map(|best| hub::write_move(rules, &best)),
                ponder: outcome.best.and(outcome.info.pv.get(1)).map(|ponder| hub::write_move(rules, ponder)),
            });
            engine
        });
        self.search = Some(Search { handle, stop, pondering, timer: None });
    }

    /// The opponent played the expected move: the ponder search becomes the search for this
    /// move, and gets the move's time from now on (what it searched so far is kept). Without a
    /// time limit (a fixed depth or node count) it has searched enough and answers at once.
    /// Ignored when no ponder search is running.
    fn ponder_hit(&mut self) {
        let Some(search) = self.search.as_mut().filter(|s| s.pondering && !s.handle.is_finished()) else {
            return;
        };
        search.pondering = false;
        match self.limits.budget() {
            Some(budget) => {
                let (cancel, cancelled) = mpsc::channel::<()>();
                let stop = Arc::clone(&search.stop);
                std::thread::spawn(move || {
                    // Ends early, without stopping anything, when the search is over first.
                    if let Err(mpsc::RecvTimeoutError::Timeout) = cancelled.recv_timeout(budget) {
                        stop.store(true, Ordering::Relaxed);
                    }
                });
                search.timer = Some(cancel);
            }
            None => self.finish_search(),
        }
    }

    /// Stops a running search (it still reports its move), cancels its timer and takes the
    /// engine back.
    fn finish_search(&mut self) {
        if let Some(search) = self.search.take() {
            search.stop.store(true, Ordering::Relaxed);
            drop(search.timer);
            if let Ok(engine) = search.handle.join() {
                self.engine = Some(engine);
            }
        }
    }
}

/// The search limits a checked `level` sets.
fn limits(level: &Level) -> Limits {
    if level.infinite {
        return Limits::default();
    }
    let clock = level.time.map(|remaining| Clock {
        remaining,
        increment: level.inc.unwrap_or_default(),
        moves_to_go: level.moves,
    });
    Limits { depth: level.depth, nodes: level.nodes, movetime: level.move_time, clock, threads: None }
}
