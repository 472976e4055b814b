//! `damier-cli hub`: Damier's engine speaking the Hub protocol on stdin/stdout (see
//! docs/FORMATS.md). International is the default (`variant=normal`, Scan 3.1's name); Frisian, HexDame, Brazilian
//! and English are chosen with the `variant` parameter. Unknown commands are ignored.
//!
//! Robustness: input is read as bytes, and a line that is not UTF-8 gets an `error` line and is
//! skipped. A `level` with a bad or out-of-range time (negative, NaN, more than a week) or number
//! (`depth` 1..90, `moves` 1..1000, `nodes` at least 1; never wrapped nor clamped), with no
//! limit at all (`time`, `move-time`, `depth`, `nodes` or `infinite`), with `inc` or `moves`
//! but no `time`, or with `infinite` and a limit, gets an `error` and keeps the old limits. A
//! table file of `egtb` that cannot be used gets an `error` naming it; the others serve. A `pos` is accepted when its start is a playable position and its moves are
//! legal one after the other, even past the end a draw rule would declare (the GUI referees the
//! game); any other `pos` gets an `error` and clears the position, so that `go` answers `error`
//! until a valid `pos` (never a move for a stale position). Each search has its own stop flag,
//! so a `ponder-hit` timer can only end the search it was set for. A parameter that changes the
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
use damier_ai::{Clock, Engine, EvalKind, Evaluator, Limits, MAX_THREADS, Options, parse_seconds};
use damier_rules::{Game, Position, Rules, Variant, hub};

pub(crate) const VARIANTS: [(&str, Variant); 5] = [
    ("normal", Variant::International),
    ("frisian", Variant::Frisian),
    ("hexdame", Variant::HexDame),
    ("brazilian", Variant::Brazilian),
    ("english", Variant::English),
];

/// One protocol line: the command and its `name=value` arguments and flags.
pub(crate) struct Line {
    pub(crate) command: String,
    args: Vec<(String, Option<String>)>,
}

impl Line {
    pub(crate) fn parse(text: &str) -> Option<Line> {
        let mut words = Vec::new();
        let mut chars = text.trim().chars().peekable();
        while chars.peek().is_some() {
            while chars.peek().is_some_and(|c| c.is_whitespace()) {
                chars.next();
            }
            let mut word = String::new();
            let mut quoted = false;
            while let Some(&c) = chars.peek() {
                if c == '"' {
                    quoted = !quoted;
                } else if c.is_whitespace() && !quoted {
                    break;
                } else {
                    word.push(c);
                }
                chars.next();
            }
            if !word.is_empty() {
                words.push(word);
            }
        }
        let (command, rest) = words.split_first()?;
        let args = rest
            .iter()
            .map(|w| match w.split_once('=') {
                Some((k, v)) => (k.to_string(), Some(v.to_string())),
                None => (w.clone(), None),
            })
            .collect();
        Some(Line { command: command.clone(), args })
    }

    pub(crate) fn value(&self, name: &str) -> Option<&str> {
        self.args.iter().find(|(k, _)| k == name).and_then(|(_, v)| v.as_deref())
    }

    fn flag(&self, name: &str) -> bool {
        self.args.iter().any(|(k, v)| k == name && v.is_none())
    }
}

struct Hub {
    variant: Variant,
    hash_mb: usize,
    /// Search threads (lazy SMP); 1 is deterministic.
    threads: usize,
    /// The evaluation asked for with `set-param name=eval`; `None`: the variant's default.
    eval: Option<EvalKind>,
    /// The endgame tables' folder (`set-param name=egtb`), read when an engine is made.
    egtb: Option<PathBuf>,
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
fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = crate::output::unless_closed(writeln!(out, "{line}").and_then(|()| out.flush()));
}

fn error(text: &str) {
    say(&format!("error message=\"{}\"", text.replace('"', "'")));
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
        let Some(line) = Line::parse(text) else { continue };
        if !hub.handle(&line) {
            break;
        }
    }
    hub.finish_search();
}

/// The game a `pos` describes: its start (the standard one when `pos` is absent; it must be
/// playable) and its moves, each legal in turn, played on past a draw rule's end.
pub fn read_game(rules: &'static Rules, pos: Option<&str>, moves: Option<&str>) -> Result<Game, String> {
    let start = match pos {
        Some(text) => hub::read_setup(rules, text).map_err(|e| format!("pos: {e}"))?,
        None => Position::start(rules),
    };
    let mut game = Game::from_position(start);
    for (i, text) in moves.unwrap_or("").split_whitespace().enumerate() {
        let mv = hub::read_move(game.position(), text).map_err(|e| format!("move {}: {e}", i + 1))?;
        game.play_past_end(&mv).map_err(|e| format!("move {} '{text}': {e}", i + 1))?;
    }
    Ok(game)
}

impl Hub {
    /// Handles one line; false to quit.
    fn handle(&mut self, line: &Line) -> bool {
        match line.command.as_str() {
            "hub" => {
                say(&format!(
                    "id name=Damier version={} author=\"Damier developers\"",
                    env!("CARGO_PKG_VERSION")
                ));
                let names: Vec<&str> = VARIANTS.iter().map(|(n, _)| *n).collect();
                say(&format!("param name=variant value=normal type=enum values=\"{}\"", names.join(" ")));
                say(&format!("param name=hash value={} type=int min=1 max=4096", self.hash_mb));
                say(&format!("param name=threads value={} type=int min=1 max={MAX_THREADS}", self.threads));
                let eval = self.eval.unwrap_or(EvalKind::default_for(self.variant));
                say(&format!("param name=eval value={eval} type=enum values=\"classic learned\""));
                say("param name=egtb value=\"\" type=string");
                say("wait");
            }
            "set-param" => self.set_param(line),
            "init" => {
                self.finish_search();
                self.engine_mut();
                say("ready");
            }
            "ping" => say("pong"),
            "new-game" => {
                self.finish_search();
                self.game = Some(Game::new(self.variant.rules()));
                if let Some(engine) = &mut self.engine {
                    engine.clear();
                }
            }
            "pos" => {
                self.finish_search();
                match read_game(self.variant.rules(), line.value("pos"), line.value("moves")) {
                    Ok(game) => self.game = Some(game),
                    Err(e) => {
                        self.game = None;
                        error(&e);
                    }
                }
            }
            "level" => match read_level(line) {
                Ok(limits) => self.limits = limits,
                Err(e) => error(&e),
            },
            "go" => {
                self.finish_search();
                // Pondering (thinking on the opponent's time) searches without limit until
                // `ponder-hit` turns it into the real search, or `stop`.
                let ponder = line.flag("ponder");
                let unlimited = line.flag("analyze") || line.flag("analyse") || ponder;
                self.start_search(if unlimited { Limits::default() } else { self.limits.clone() }, ponder);
            }
            "ponder-hit" => self.ponder_hit(),
            "stop" => self.finish_search(),
            "quit" => return false,
            // Anything unknown: nothing to do.
            _ => {}
        }
        true
    }

    /// Each parameter that changes or drops the engine ends a running search first: the search
    /// holds the engine, and ending it later would bring the old one back.
    fn set_param(&mut self, line: &Line) {
        let (Some(name), Some(value)) = (line.value("name"), line.value("value")) else {
            return error("set-param needs name=... value=...");
        };
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
            // Unknown parameters are ignored, as the protocol asks.
            _ => {}
        }
    }

    fn evaluator(&self) -> Evaluator {
        let rules = self.variant.rules();
        match self.eval {
            Some(kind) => Evaluator::of_kind(rules, kind),
            None => Evaluator::default_for(rules),
        }
    }

    fn new_engine(&self) -> Engine {
        let mut engine = Engine::new(self.evaluator(), self.hash_mb);
        engine.set_threads(self.threads);
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
                let pv: Vec<String> = info.pv.iter().map(|m| hub::write_move(rules, m)).collect();
                let seconds = info.elapsed.as_secs_f64();
                say(&format!(
                    "info depth={} score={:.2} nodes={} time={:.3} nps={:.0} pv=\"{}\"",
                    info.depth,
                    info.score as f64 / 100.0,
                    info.nodes,
                    seconds,
                    info.nodes as f64 / seconds.max(1e-6),
                    pv.join(" ")
                ));
            });
            match outcome.best {
                Some(best) => {
                    let mut done = format!("done move={}", hub::write_move(rules, &best));
                    if let Some(ponder) = outcome.info.pv.get(1) {
                        done.push_str(&format!(" ponder={}", hub::write_move(rules, ponder)));
                    }
                    say(&done);
                }
                None => say("done"),
            }
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

/// The deepest search a `level` may ask for, and the most moves to the next time control.
const MOST_DEPTH: u32 = 90;
const MOST_MOVES: u32 = 1000;

/// The limits a `level` line sets: every time is checked (0 to a week), every number is in its
/// range (never wrapped nor clamped into it), and at least one limit is set.
fn read_level(line: &Line) -> Result<Limits, String> {
    let seconds = |name: &str| -> Result<Option<Duration>, String> {
        line.value(name).map(|v| parse_seconds(v).map_err(|e| format!("{name}: {e}"))).transpose()
    };
    let number = |name: &str, least: u64, most: u64| -> Result<Option<u64>, String> {
        let range =
            if most == u64::MAX { format!("of at least {least}") } else { format!("{least}..{most}") };
        line.value(name)
            .map(|v| {
                let n = v.parse::<u64>().ok().filter(|n| (least..=most).contains(n));
                n.ok_or_else(|| format!("{name} must be a whole number {range}, not '{v}'"))
            })
            .transpose()
    };
    const LIMITS: [&str; 6] = ["time", "inc", "moves", "move-time", "depth", "nodes"];
    if line.flag("infinite") {
        return match LIMITS.iter().find(|name| line.value(name).is_some()) {
            Some(name) => Err(format!("infinite goes alone, not with {name}=")),
            None => Ok(Limits::default()),
        };
    }
    if line.value("time").is_none()
        && let Some(name) = ["inc", "moves"].into_iter().find(|name| line.value(name).is_some())
    {
        return Err(format!("{name}= goes with time= (the time left on the clock)"));
    }
    // Both within their range: the casts keep every value.
    let depth = number("depth", 1, MOST_DEPTH.into())?.map(|d| d as u32);
    let moves = number("moves", 1, MOST_MOVES.into())?.map(|m| m as u32);
    let nodes = number("nodes", 1, u64::MAX)?;
    let movetime = seconds("move-time")?;
    let increment = seconds("inc")?.unwrap_or_default();
    let clock = seconds("time")?.map(|remaining| Clock { remaining, increment, moves_to_go: moves });
    if depth.is_none() && nodes.is_none() && movetime.is_none() && clock.is_none() {
        return Err("a level needs time=, move-time=, depth=, nodes= or infinite \
                    (inc= and moves= go with time=)"
            .into());
    }
    Ok(Limits { depth, nodes, movetime, clock, threads: None })
}

/// The Hub's name for a variant (`normal` is International, as in Scan).
pub fn hub_variant(variant: Variant) -> &'static str {
    VARIANTS.iter().find(|(_, v)| *v == variant).map(|(n, _)| *n).expect("every variant")
}

/// A variant from its Hub name or Damier's.
pub fn parse_variant(name: &str) -> Option<Variant> {
    VARIANTS.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| *v).or_else(|| name.parse().ok())
}
