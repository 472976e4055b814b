//! `damier-cli hub`: Damier's engine speaking the Hub protocol on stdin/stdout (see FORMATS.md).
//! International is the default (`variant=normal`, Scan 3.1's name); Frisian, HexDame, Brazilian
//! and English are chosen with the `variant` parameter. Unknown commands are ignored; a bad
//! position or move gets an `error` line and changes nothing.

use std::io::{BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

use damier_ai::{Clock, Engine, Evaluator, Limits, Options};
use damier_rules::{Game, Position, Variant, hub};

const VARIANTS: [(&str, Variant); 5] = [
    ("normal", Variant::International),
    ("frisian", Variant::Frisian),
    ("hexdame", Variant::HexDame),
    ("brazilian", Variant::Brazilian),
    ("english", Variant::English),
];

/// One protocol line: the command and its `name=value` arguments and flags.
struct Line {
    command: String,
    args: Vec<(String, Option<String>)>,
}

impl Line {
    fn parse(text: &str) -> Option<Line> {
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

    fn value(&self, name: &str) -> Option<&str> {
        self.args.iter().find(|(k, _)| k == name).and_then(|(_, v)| v.as_deref())
    }

    fn flag(&self, name: &str) -> bool {
        self.args.iter().any(|(k, v)| k == name && v.is_none())
    }
}

struct Hub {
    variant: Variant,
    hash_mb: usize,
    game: Game,
    limits: Limits,
    engine: Option<Engine>,
    search: Option<(JoinHandle<Engine>, Arc<AtomicBool>)>,
}

fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

fn error(text: &str) {
    say(&format!("error message=\"{}\"", text.replace('"', "'")));
}

pub fn run() {
    let mut hub = Hub {
        variant: Variant::International,
        hash_mb: 64,
        game: Game::new(Variant::International.rules()),
        limits: Limits::movetime(Duration::from_secs(1)),
        engine: None,
        search: None,
    };
    let stdin = std::io::stdin();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let Some(line) = Line::parse(&line) else { continue };
        if !hub.handle(&line) {
            break;
        }
    }
    hub.finish_search();
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
                self.game = Game::new(self.variant.rules());
                if let Some(engine) = &mut self.engine {
                    engine.clear();
                }
            }
            "pos" => {
                self.finish_search();
                match self.read_position(line) {
                    Ok(game) => self.game = game,
                    Err(e) => error(&e),
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
                let unlimited = line.flag("analyze") || line.flag("analyse") || line.flag("ponder");
                self.start_search(if unlimited { Limits::default() } else { self.limits.clone() });
            }
            "ponder-hit" => self.ponder_hit(),
            "stop" => self.finish_search(),
            "quit" => return false,
            // Anything unknown: nothing to do.
            _ => {}
        }
        true
    }

    fn set_param(&mut self, line: &Line) {
        let (Some(name), Some(value)) = (line.value("name"), line.value("value")) else {
            return error("set-param needs name=... value=...");
        };
        match name {
            "variant" => match VARIANTS.iter().find(|(n, _)| *n == value) {
                Some(&(_, variant)) => {
                    self.finish_search();
                    self.variant = variant;
                    self.game = Game::new(variant.rules());
                    self.engine = None;
                }
                None => error(&format!("unknown variant '{value}'")),
            },
            "hash" => match value.parse::<usize>() {
                Ok(mb) if (1..=4096).contains(&mb) => {
                    self.hash_mb = mb;
                    self.engine = None;
                }
                _ => error(&format!("hash must be 1..4096 MiB, not '{value}'")),
            },
            // Unknown parameters are ignored, as the protocol asks.
            _ => {}
        }
    }

    fn engine_mut(&mut self) -> &mut Engine {
        let (rules, hash) = (self.variant.rules(), self.hash_mb);
        self.engine.get_or_insert_with(|| Engine::new(Evaluator::for_rules(rules), hash))
    }

    fn read_position(&self, line: &Line) -> Result<Game, String> {
        let rules = self.variant.rules();
        let start = match line.value("pos") {
            Some(text) => hub::read_position(rules, text).map_err(|e| e.to_string())?,
            None => Position::start(rules),
        };
        let mut game = Game::from_position(start);
        for text in line.value("moves").unwrap_or("").split_whitespace() {
            let mv = hub::read_move(game.position(), text).map_err(|e| e.to_string())?;
            game.play(&mv).map_err(|e| format!("move '{text}': {e}"))?;
        }
        Ok(game)
    }

    fn start_search(&mut self, limits: Limits) {
        let mut engine = self
            .engine
            .take()
            .unwrap_or_else(|| Engine::new(Evaluator::for_rules(self.variant.rules()), self.hash_mb));
        // Cleared here, before the thread starts, so that a `stop` right after `go` still counts.
        let stop = engine.stop_flag();
        stop.store(false, Ordering::Relaxed);
        let game = self.game.clone();
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
        self.search = Some((handle, stop));
    }

    /// The opponent played the expected move: the ponder search becomes the search for this
    /// move, and gets the move's time from now on (what it searched so far is kept). Without a
    /// time limit (a fixed depth or node count) it has searched enough and answers at once.
    fn ponder_hit(&mut self) {
        let Some((_, stop)) = &self.search else { return };
        match self.limits.budget() {
            Some(budget) => {
                let stop = Arc::clone(stop);
                std::thread::spawn(move || {
                    std::thread::sleep(budget);
                    stop.store(true, Ordering::Relaxed);
                });
            }
            None => self.finish_search(),
        }
    }

    /// Stops a running search (it still reports its move) and takes the engine back.
    fn finish_search(&mut self) {
        if let Some((handle, stop)) = self.search.take() {
            stop.store(true, Ordering::Relaxed);
            if let Ok(engine) = handle.join() {
                self.engine = Some(engine);
            }
        }
    }
}

fn read_level(line: &Line) -> Result<Limits, String> {
    let seconds = |name: &str| -> Result<Option<Duration>, String> {
        line.value(name)
            .map(|v| {
                v.parse::<f64>()
                    .ok()
                    .filter(|s| s.is_finite() && *s >= 0.0)
                    .map(Duration::from_secs_f64)
                    .ok_or_else(|| format!("{name} needs seconds, not '{v}'"))
            })
            .transpose()
    };
    let number = |name: &str| -> Result<Option<u64>, String> {
        line.value(name)
            .map(|v| v.parse::<u64>().map_err(|_| format!("{name} needs a whole number, not '{v}'")))
            .transpose()
    };
    if line.flag("infinite") {
        return Ok(Limits::default());
    }
    let mut limits = Limits {
        depth: number("depth")?.map(|d| d.min(90) as u32),
        nodes: number("nodes")?,
        movetime: seconds("move-time")?,
        clock: None,
    };
    if let Some(remaining) = seconds("time")? {
        limits.clock = Some(Clock {
            remaining,
            increment: seconds("inc")?.unwrap_or_default(),
            moves_to_go: number("moves")?.map(|m| m as u32),
        });
    }
    Ok(limits)
}
