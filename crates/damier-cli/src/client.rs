//! The GUI side of the Hub protocol: an engine run as a child process, spoken to line by line
//! (the lines read and written by `hub_protocol`). Every read has a deadline (a thread reads the
//! engine's output into a channel), so an engine that hangs costs its move, never the runner;
//! the child is killed when dropped.

use std::collections::VecDeque;
use std::fmt;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use crate::hub_protocol::{EngineMessage, Go, GuiMessage, Level};

/// How long the handshake (`hub` … `wait`, `init` … `ready`) may take.
pub const STARTUP: Duration = Duration::from_secs(30);

/// How to start an engine and what to set on it.
#[derive(Clone, Debug)]
pub struct Spec {
    pub command: String,
    pub dir: Option<PathBuf>,
    /// `set-param` name/value pairs, sent after the variant.
    pub params: Vec<(String, String)>,
}

/// Why an engine could not give a move.
#[derive(Clone, Debug, PartialEq)]
pub enum EngineFailure {
    /// No answer in time.
    Timeout(Duration),
    /// The process ended or closed its output.
    Exited(String),
    /// It answered `error`.
    Error(String),
    /// It answered something else wrong (`done` without a move).
    Protocol(String),
}

impl fmt::Display for EngineFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineFailure::Timeout(t) => write!(f, "lost on time (no move in {:.1} s)", t.as_secs_f64()),
            EngineFailure::Exited(why) => write!(f, "crashed ({why})"),
            EngineFailure::Error(line) => write!(f, "error reply: {line}"),
            EngineFailure::Protocol(why) => write!(f, "protocol error: {why}"),
        }
    }
}

/// What the engine said with its move: the last `info` line's figures.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SearchFigures {
    pub depth: Option<f64>,
    pub nodes: Option<u64>,
    /// Seconds.
    pub time: Option<f64>,
    pub nps: Option<f64>,
}

enum Event {
    Out(String),
    Err(String),
    Closed,
    /// Stderr reached its end (everything the engine wrote there has been sent).
    ErrClosed,
}

/// A running engine.
pub struct Client {
    child: Child,
    input: Option<ChildStdin>,
    events: Receiver<Event>,
    /// The last lines it wrote on stderr, for crash reports.
    stderr: VecDeque<String>,
    closed: bool,
    /// From its `id` line.
    pub id_name: Option<String>,
    pub id_version: Option<String>,
}

/// Splits a command line as a POSIX shell does for words (quotes and backslashes, no expansion
/// of any kind), with the `shlex` crate.
pub fn split_command(text: &str) -> Result<Vec<String>, String> {
    let words = shlex::split(text).ok_or_else(|| format!("unclosed quote in: {text}"))?;
    if words.is_empty() {
        return Err("the engine command is empty".into());
    }
    Ok(words)
}

/// Reads `stream` line by line (bytes, lossy UTF-8) into `send` until it closes.
fn pump(stream: impl Read, send: Sender<Event>, wrap: fn(String) -> Event, closed: Option<Event>) {
    let mut reader = BufReader::new(stream);
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        match reader.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => break,
            Ok(_) => {
                let line = String::from_utf8_lossy(&bytes).trim_end_matches(['\r', '\n']).to_string();
                if send.send(wrap(line)).is_err() {
                    return;
                }
            }
        }
    }
    if let Some(event) = closed {
        let _ = send.send(event);
    }
}

impl Client {
    /// Starts the engine and does the handshake: `hub` … `wait`, the variant (which the engine
    /// must declare, when it declares a `variant` parameter with values) and the other
    /// parameters, then `init` … `ready`. `warn` hears about `error` lines during start-up.
    pub fn start(spec: &Spec, variant: &str, warn: &mut dyn FnMut(String)) -> Result<Client, String> {
        let words = split_command(&spec.command)?;
        let mut command = Command::new(&words[0]);
        command.args(&words[1..]).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
        if let Some(dir) = &spec.dir {
            command.current_dir(dir);
        }
        let mut child = command.spawn().map_err(|e| format!("cannot start '{}': {e}", spec.command))?;
        let (send, events) = mpsc::channel();
        let stdout = child.stdout.take().expect("piped");
        let stderr = child.stderr.take().expect("piped");
        let out_send = send.clone();
        std::thread::spawn(move || pump(stdout, out_send, Event::Out, Some(Event::Closed)));
        std::thread::spawn(move || pump(stderr, send, Event::Err, Some(Event::ErrClosed)));
        let input = child.stdin.take();
        let mut client = Client {
            child,
            input,
            events,
            stderr: VecDeque::new(),
            closed: false,
            id_name: None,
            id_version: None,
        };
        client
            .handshake(spec, variant, warn)
            .map_err(|e| format!("'{}' did not start: {e}", spec.command))?;
        Ok(client)
    }

    fn handshake(
        &mut self,
        spec: &Spec,
        variant: &str,
        warn: &mut dyn FnMut(String),
    ) -> Result<(), EngineFailure> {
        let deadline = Instant::now() + STARTUP;
        self.send(&GuiMessage::Hub)?;
        let mut variants: Option<Vec<String>> = None;
        loop {
            match self.read(deadline, STARTUP)?.message {
                EngineMessage::Id { name, version, .. } => {
                    self.id_name = name;
                    self.id_version = version;
                }
                EngineMessage::Param(param) if param.name == "variant" => variants = param.values,
                EngineMessage::Wait => break,
                _ => {}
            }
        }
        if let Some(values) = variants.filter(|v| !v.is_empty())
            && !values.iter().any(|v| v == variant)
        {
            return Err(EngineFailure::Protocol(format!(
                "it does not play variant={variant} (it declares: {})",
                values.join(" ")
            )));
        }
        self.send(&GuiMessage::SetParam { name: "variant".into(), value: variant.into() })?;
        for (name, value) in &spec.params {
            self.send(&GuiMessage::SetParam { name: name.clone(), value: value.clone() })?;
        }
        self.send(&GuiMessage::Init)?;
        loop {
            let received = self.read(deadline, STARTUP)?;
            match received.message {
                EngineMessage::Ready => return Ok(()),
                EngineMessage::Error(_) => warn(format!("during start-up: {}", received.text)),
                _ => {}
            }
        }
    }

    /// A name for reports: `name version` from the `id` line.
    pub fn id(&self) -> Option<String> {
        let name = self.id_name.as_deref()?;
        Some(match &self.id_version {
            Some(v) => format!("{name} {v}"),
            None => name.to_string(),
        })
    }

    pub fn send(&mut self, message: &GuiMessage) -> Result<(), EngineFailure> {
        let Some(input) = self.input.as_mut() else {
            return Err(EngineFailure::Exited("its input is closed".into()));
        };
        if input.write_all(format!("{message}\n").as_bytes()).and_then(|()| input.flush()).is_err() {
            return Err(self.exited());
        }
        Ok(())
    }

    /// The next line on stdout that a GUI reads, before `deadline` (`limit` is the time-out
    /// reported).
    fn read(&mut self, deadline: Instant, limit: Duration) -> Result<Received, EngineFailure> {
        loop {
            if self.closed {
                return Err(self.exited());
            }
            let left = deadline.saturating_duration_since(Instant::now());
            match self.events.recv_timeout(left) {
                Ok(Event::Out(text)) => {
                    if let Some(message) = EngineMessage::parse(&text) {
                        return Ok(Received { message, text });
                    }
                }
                Ok(Event::Err(text)) => self.keep_stderr(text),
                Ok(Event::ErrClosed) => {}
                Ok(Event::Closed) | Err(RecvTimeoutError::Disconnected) => self.closed = true,
                Err(RecvTimeoutError::Timeout) => return Err(EngineFailure::Timeout(limit)),
            }
        }
    }

    /// Keeps the last three lines of stderr.
    fn keep_stderr(&mut self, text: String) {
        if self.stderr.len() == 3 {
            self.stderr.pop_front();
        }
        self.stderr.push_back(text);
    }

    /// The failure for an engine that is gone: its exit status and last words on stderr.
    fn exited(&mut self) -> EngineFailure {
        self.closed = true;
        // Give the process a moment to finish, and the stderr reader to catch up.
        let until = Instant::now() + Duration::from_millis(500);
        let status = loop {
            match self.child.try_wait() {
                Ok(Some(status)) => break Some(status),
                Ok(None) if Instant::now() < until => std::thread::sleep(Duration::from_millis(10)),
                _ => break None,
            }
        };
        // The stderr reader may still hold the last words of a process that has just exited:
        // wait (briefly) until it reports the end of stderr.
        let until = Instant::now() + Duration::from_millis(500);
        while let Ok(event) = self.events.recv_timeout(until.saturating_duration_since(Instant::now())) {
            match event {
                Event::Err(text) => self.keep_stderr(text),
                Event::ErrClosed => break,
                Event::Out(_) | Event::Closed => {}
            }
        }
        let mut why = match status {
            Some(status) => format!("exited, {status}"),
            None => "closed its output".to_string(),
        };
        if !self.stderr.is_empty() {
            let tail: Vec<&str> = self.stderr.iter().map(String::as_str).collect();
            why.push_str(&format!("; stderr: {}", tail.join(" | ")));
        }
        EngineFailure::Exited(why)
    }

    /// Asks for a move: `pos` (the game's start and every move so far), `level`, `go think`, and
    /// waits for `done move=…` until `timeout`. Returns the move text, the last `info`, and the
    /// time it took.
    pub fn think(
        &mut self,
        start: &str,
        moves: &[String],
        level: Level,
        timeout: Duration,
    ) -> Result<(String, SearchFigures, Duration), EngineFailure> {
        // Lines left over from an earlier exchange (a late `info`) must not answer this one.
        while let Ok(event) = self.events.try_recv() {
            match event {
                Event::Out(_) | Event::ErrClosed => {}
                Event::Err(text) => self.keep_stderr(text),
                Event::Closed => self.closed = true,
            }
        }
        self.send(&GuiMessage::Pos { pos: Some(start.to_string()), moves: moves.to_vec() })?;
        self.send(&GuiMessage::Level(level))?;
        let clock = Instant::now();
        self.send(&GuiMessage::Go(Go::Think))?;
        let deadline = clock + timeout;
        let mut figures = SearchFigures::default();
        loop {
            let received = self.read(deadline, timeout)?;
            match received.message {
                EngineMessage::Info(info) => {
                    figures = SearchFigures {
                        depth: info.depth.or(figures.depth),
                        nodes: info.nodes.or(figures.nodes),
                        time: info.time.or(figures.time),
                        nps: info.nps.or(figures.nps),
                    };
                }
                EngineMessage::Done { best, .. } => {
                    return match best {
                        Some(mv) => Ok((mv, figures, clock.elapsed())),
                        None => Err(EngineFailure::Protocol(format!("'{}' names no move", received.text))),
                    };
                }
                EngineMessage::Error(_) => return Err(EngineFailure::Error(received.text)),
                _ => {}
            }
        }
    }

    /// Says `quit`, waits a moment, then kills the process.
    pub fn close(&mut self) {
        if !self.closed {
            let _ = self.send(&GuiMessage::Quit);
        }
        self.input = None;
        let until = Instant::now() + Duration::from_millis(500);
        loop {
            match self.child.try_wait() {
                Ok(Some(_)) => return,
                Ok(None) if Instant::now() < until => std::thread::sleep(Duration::from_millis(5)),
                _ => break,
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        self.close();
    }
}

/// A line as read, and as the engine wrote it (for reports).
struct Received {
    message: EngineMessage,
    text: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn command_lines_split_like_a_shell() {
        let split = |t: &str| split_command(t).unwrap();
        assert_eq!(split("target/release/damier-cli hub"), ["target/release/damier-cli", "hub"]);
        assert_eq!(split("  a\t b  "), ["a", "b"]);
        assert_eq!(split("sh -c 'echo \"hi\"; read x'"), ["sh", "-c", "echo \"hi\"; read x"]);
        assert_eq!(split(r#"a "b c" d\ e "x\"y" 'it''s'"#), ["a", "b c", "d e", "x\"y", "its"]);
        assert_eq!(split(r#""" x"#), ["", "x"]);
        assert_eq!(split(r#""a\nb""#), [r"a\nb"]);
        assert!(split_command("a 'b").is_err());
        assert!(split_command("a \"b").is_err());
        assert!(split_command("   ").is_err());
    }
}
