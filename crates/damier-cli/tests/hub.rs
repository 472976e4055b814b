//! Hub conformance: drives the built `damier-cli hub` as a GUI would. Every read has a timeout,
//! so a hang fails the test instead of hanging CI.

use std::collections::HashSet;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use damier_rules::{Move, Position, Variant, fen, hub};

/// A running `damier-cli hub` and what it has said.
struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    /// Every line read so far, for failure messages.
    log: Vec<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_damier-cli"))
            .arg("hub")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("damier-cli runs");
        let input = child.stdin.take().unwrap();
        let output = child.stdout.take().unwrap();
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Engine { child, input, lines, log: Vec::new() }
    }

    fn send(&mut self, text: &str) {
        self.send_bytes(format!("{text}\n").as_bytes());
    }

    fn send_bytes(&mut self, bytes: &[u8]) {
        self.input.write_all(bytes).unwrap();
        self.input.flush().unwrap();
    }

    /// The next line starting with `prefix` within `seconds` (other lines are skipped).
    fn expect(&mut self, prefix: &str, seconds: f64) -> String {
        let deadline = Instant::now() + Duration::from_secs_f64(seconds);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.log.push(line.clone());
                    if line.starts_with(prefix) {
                        return line;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    panic!("no '{prefix}' within {seconds} s; the engine said: {:#?}", self.log)
                }
                Err(RecvTimeoutError::Disconnected) => {
                    panic!("the engine ended while '{prefix}' was awaited; it said: {:#?}", self.log)
                }
            }
        }
    }

    /// Asserts that no line starting with `prefix` comes within `seconds`.
    fn expect_none(&mut self, prefix: &str, seconds: f64) {
        let deadline = Instant::now() + Duration::from_secs_f64(seconds);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.log.push(line.clone());
                    assert!(
                        !line.starts_with(prefix),
                        "unexpected '{line}'; the engine said: {:#?}",
                        self.log
                    );
                }
                Err(RecvTimeoutError::Timeout) => return,
                Err(RecvTimeoutError::Disconnected) => panic!("the engine ended: {:#?}", self.log),
            }
        }
    }

    /// `ping` answers `pong`: the engine is up and has handled everything sent before.
    fn alive(&mut self) {
        self.send("ping");
        self.expect("pong", 10.0);
    }

    fn quit(mut self) {
        self.send("quit");
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                assert!(status.success(), "{status}");
                return;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!("the engine did not quit");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Turns the opening book off, for tests of the search from the start position (which the
    /// book would answer at once).
    fn without_book(&mut self) {
        self.send("set-param name=book value=false");
    }

    /// Switches the engine to a variant (its Hub name) and waits until it is ready for it.
    fn set_variant(&mut self, name: &str) {
        self.send(&format!("set-param name=variant value={name}"));
        self.send("init");
        self.expect("ready", 10.0);
    }

    fn handshake(&mut self) {
        self.send("hub");
        assert!(self.expect("id ", 10.0).starts_with("id name=Damier"));
        let param = self.expect("param name=variant", 10.0);
        assert!(param.contains("normal") && param.contains("hexdame"), "{param}");
        self.expect("wait", 10.0);
        self.send("init");
        self.expect("ready", 10.0);
    }
}

#[test]
fn handshake_position_and_search() {
    let mut hub = Engine::start();
    hub.handshake();
    hub.send("level depth=3");
    hub.send("pos moves=\"32-28 19-23\"");
    hub.send("go think");
    // The only legal move is the capture 28x19 (taking 23).
    assert!(hub.expect("done", 10.0).starts_with("done move=28x19x23"));
    hub.quit();
}

#[test]
fn pondering_stop_and_ponder_hit_timers() {
    let mut hub = Engine::start();
    hub.handshake();
    hub.send("pos");
    hub.send("go ponder");
    hub.expect_none("done", 0.3);
    hub.alive();
    hub.send("stop");
    assert!(hub.expect("done", 5.0).starts_with("done move="));

    // A ponder-hit sets a 1 s timer; the search is stopped before it fires. Neither an
    // analysis started then nor a 3 s search may be cut short by that old timer.
    hub.send("level move-time=1");
    hub.send("go ponder");
    std::thread::sleep(Duration::from_millis(100));
    hub.send("ponder-hit");
    std::thread::sleep(Duration::from_millis(100));
    hub.send("stop");
    hub.expect("done", 5.0);
    hub.send("go analyze");
    hub.expect_none("done", 1.5);
    hub.send("stop");
    hub.expect("done", 5.0);

    hub.send("go ponder");
    std::thread::sleep(Duration::from_millis(100));
    hub.send("ponder-hit");
    hub.send("stop");
    hub.expect("done", 5.0);
    // A timed search, not the book's instant answer.
    hub.without_book();
    hub.send("level move-time=3");
    let started = Instant::now();
    hub.send("go think");
    hub.expect("done", 10.0);
    let took = started.elapsed();
    // The engine may stop once two thirds are spent (another iteration would not finish).
    assert!(took >= Duration::from_millis(1900), "a 3 s search ended after {took:?}");

    // A ponder-hit with a time limit ends the ponder search after the move's time.
    hub.send("level move-time=0.3");
    hub.send("go ponder");
    std::thread::sleep(Duration::from_millis(200));
    hub.send("ponder-hit");
    hub.expect("done move=", 5.0);
    hub.quit();
}

#[test]
fn out_of_range_times_are_refused_and_the_hub_stays_up() {
    let mut hub = Engine::start();
    hub.handshake();
    for level in [
        "level move-time=3e19",
        "level move-time=1e19",
        "level time=18446744073709551616",
        "level time=1 inc=1e19",
        "level move-time=-1",
        "level move-time=NaN",
        "level move-time=inf",
        "level time=-0.5",
    ] {
        hub.send(level);
        let error = hub.expect("error", 5.0);
        assert!(error.contains("message="), "{level}: {error}");
        hub.alive();
    }
    // The refused levels changed nothing: a depth limit set before still holds.
    hub.send("level depth=2");
    hub.send("level move-time=1e19");
    hub.expect("error", 5.0);
    hub.send("pos");
    hub.send("go think");
    hub.expect("done move=", 10.0);
    hub.quit();
}

#[test]
fn levels_out_of_range_or_without_a_limit_are_refused_and_keep_the_old_limits() {
    let mut hub = Engine::start();
    hub.handshake();
    let no_limit =
        "a level needs time=, move-time=, depth=, nodes= or infinite (inc= and moves= go with time=)";
    for (level, says) in [
        // 4294967297 is 2^32 + 1: once wrapped to one move, which was planned 50 s of the 100.
        ("level time=100 moves=4294967297", "moves must be a whole number 1..1000, not '4294967297'"),
        ("level time=100 moves=0", "moves must be a whole number 1..1000"),
        ("level time=100 moves=1001", "moves must be a whole number 1..1000"),
        ("level depth=0", "depth must be a whole number 1..90, not '0'"),
        ("level depth=91", "depth must be a whole number 1..90"),
        ("level depth=4294967298", "depth must be a whole number 1..90"),
        ("level nodes=0", "nodes must be a whole number of at least 1, not '0'"),
        ("level", no_limit),
        ("level inc=5", "inc= goes with time="),
        ("level moves=40", "moves= goes with time="),
        ("level inc=5 moves=40", "inc= goes with time="),
        ("level depth=3 inc=5", "inc= goes with time="),
        ("level infinite depth=5", "infinite goes alone, not with depth="),
    ] {
        hub.send(level);
        let error = hub.expect("error", 5.0);
        assert!(error.starts_with("error message=\"") && error.contains(says), "{level}: {error}");
        hub.alive();
    }
    for accepted in ["level time=100 moves=1000 inc=1", "level depth=90", "level nodes=1", "level infinite"] {
        hub.send(accepted);
        hub.expect_none("error", 0.3);
    }
    // A refused level keeps the limits set before it: this search stops at depth 2.
    hub.without_book();
    hub.send("level depth=2");
    hub.send("level");
    hub.expect("error", 5.0);
    hub.send("pos");
    hub.send("go think");
    hub.expect("done move=", 10.0);
    let deepest =
        hub.log.iter().filter_map(|l| l.strip_prefix("info depth=")?.split(' ').next()?.parse().ok());
    assert_eq!(deepest.max(), Some(2u32), "{:#?}", hub.log);
    hub.quit();
}

/// The nodes a depth-10 search from the start position reports (one thread searches the same
/// way every time, but the table's size changes the count).
fn nodes_to_depth_10(hub: &mut Engine) -> u64 {
    hub.send("level depth=10");
    hub.send("go think");
    let info = hub.expect("info depth=10 ", 60.0);
    hub.expect("done move=", 60.0);
    let nodes = info.split(' ').find_map(|w| w.strip_prefix("nodes="));
    nodes.and_then(|n| n.parse().ok()).unwrap_or_else(|| panic!("no node count in '{info}'"))
}

/// The search holds the engine while it runs, and gave the old engine back over the one a
/// new hash size had dropped: the new size never took effect.
#[test]
fn a_hash_size_set_after_a_search_takes_effect() {
    let mut fresh = Engine::start();
    fresh.without_book();
    fresh.send("set-param name=hash value=1");
    fresh.send("init");
    fresh.expect("ready", 10.0);
    let with_one_mib = nodes_to_depth_10(&mut fresh);
    fresh.quit();

    let mut hub = Engine::start();
    hub.handshake();
    hub.without_book();
    let with_the_default = nodes_to_depth_10(&mut hub);
    assert_ne!(with_one_mib, with_the_default, "the counts cannot tell the table sizes apart");
    hub.send("set-param name=hash value=1");
    hub.send("init");
    hub.expect("ready", 10.0);
    hub.send("new-game");
    assert_eq!(nodes_to_depth_10(&mut hub), with_one_mib, "the old table is still in use");
    hub.quit();
}

#[test]
fn garbage_and_non_utf8_lines_get_errors_and_the_hub_goes_on() {
    let mut hub = Engine::start();
    hub.handshake();
    hub.send_bytes(b"pos pos=W\xff\xfe\n");
    assert!(hub.expect("error", 5.0).contains("UTF-8"));
    hub.alive();
    hub.send_bytes(b"\xc3\x28 garbage \x80\n");
    hub.expect("error", 5.0);
    hub.send("this is junk");
    hub.send("set-param name=hash");
    hub.expect("error", 5.0);
    hub.send("level depth=banana");
    hub.expect("error", 5.0);
    hub.send("pos pos=\"unterminated");
    hub.expect("error", 5.0);
    hub.alive();
    hub.send_bytes(b"\r\n\n   \n\"\"\n=\n");
    hub.alive();
    hub.quit();
}

#[test]
fn a_refused_pos_leaves_no_stale_position() {
    let mut hub = Engine::start();
    hub.handshake();
    hub.send("level depth=2");
    for refused in [
        "pos moves=\"32-28 99-98\"",
        "pos pos=Wxyz",
        // A legal string, but Black has no pieces: no game starts from it.
        &format!("pos pos=W{}", "e".repeat(49) + "w"),
        "pos moves=\"32-28 32-28\"",
    ] {
        hub.send(refused);
        hub.expect("error", 5.0);
        hub.send("go think");
        hub.expect("error", 5.0);
        hub.expect_none("done", 0.3);
    }
    // Moves past a threefold repetition (and FMJD's king-against-king count): legal move by
    // move, so accepted; the GUI referees.
    let kings = format!("WW{}B", "e".repeat(48));
    let shuffle = "1-7 50-44 7-1 44-50 1-7 50-44 7-1 44-50 1-7 50-44";
    hub.send(&format!("pos pos={kings} moves=\"{shuffle}\""));
    hub.send("go think");
    let done = hub.expect("done move=", 10.0);
    assert!(done.starts_with("done move=7-"), "White's king is on 7 now: {done}");
    // And a new game clears the refusal.
    hub.send("pos pos=Wxyz");
    hub.expect("error", 5.0);
    hub.send("new-game");
    hub.send("go think");
    hub.expect("done move=", 10.0);
    hub.quit();
}

/// Quiet king moves that never repeat a position and never offer a capture (depth-first).
fn quiet_walk(start: &Position, plies: usize) -> Vec<Move> {
    let tries = |pos: &Position| -> Vec<Move> {
        pos.legal_moves().into_iter().filter(|m| !m.is_capture() && !pos.after(m).has_capture()).collect()
    };
    let mut seen = HashSet::from([*start]);
    let mut stack = vec![(*start, tries(start))];
    let mut line = Vec::new();
    while line.len() < plies {
        let (pos, options) = stack.last_mut().expect("a walk exists");
        match options.pop() {
            Some(mv) => {
                let next = pos.after(&mv);
                if seen.insert(next) {
                    line.push(mv);
                    let more = tries(&next);
                    stack.push((next, more));
                }
            }
            None => {
                stack.pop();
                line.pop();
            }
        }
    }
    line
}

#[test]
fn a_30000_ply_pos_is_answered_promptly() {
    let rules = Variant::English.rules();
    let start = fen::read(rules, "B:WK29,K30,K31,K32:BK1,K2,K3,K4").unwrap();
    let line = quiet_walk(&start, 30_000);
    let mut pos = start;
    let mut moves = Vec::new();
    for mv in &line {
        moves.push(hub::write_move(rules, mv));
        pos = pos.after(mv);
    }
    let mut hub = Engine::start();
    hub.handshake();
    hub.set_variant("english");
    hub.send("level move-time=0.5");
    let started = Instant::now();
    hub.send(&format!("pos pos={} moves=\"{}\"", hub::write_position(&start), moves.join(" ")));
    hub.alive();
    let read = started.elapsed();
    hub.send("go think");
    let done = hub.expect("done move=", 10.0);
    let took = started.elapsed();
    assert!(read < Duration::from_secs(3), "reading the pos took {read:?}");
    assert!(took < Duration::from_secs(5), "pos and a 0.5 s search took {took:?}");
    // The answer is a legal move in the position after the 30,000 plies.
    let answer = done["done move=".len()..].split(' ').next().unwrap();
    assert!(hub::read_move(&pos, answer).is_ok(), "{done} in {pos:?}");
    hub.quit();
}

/// The engine plays both sides of a sudden-death game on its own clocks, each side starting
/// with `seconds` and no increment: every `done` must come before that side's time is up.
fn sudden_death(setup: &[&str], seconds: f64, moves_each: usize) {
    let mut hub = Engine::start();
    hub.handshake();
    for line in setup {
        hub.send(line);
    }
    hub.alive();
    let rules = Variant::International.rules();
    let mut game = damier_rules::Game::new(rules);
    let mut texts: Vec<String> = Vec::new();
    let mut left = [seconds, seconds];
    for ply in 0..moves_each * 2 {
        if game.outcome().is_some() {
            break;
        }
        let side = ply % 2;
        hub.send(&format!("pos moves=\"{}\"", texts.join(" ")));
        hub.send(&format!("level time={:.3} inc=0", left[side]));
        let asked = Instant::now();
        hub.send("go think");
        let done = hub.expect("done", left[side] + 5.0);
        let took = asked.elapsed().as_secs_f64();
        assert!(took < left[side], "ply {}: {took:.3} s with {:.3} s left: {done}", ply + 1, left[side]);
        left[side] -= took;
        let text = done["done move=".len()..].split(' ').next().unwrap().to_string();
        let mv = hub::read_move(game.position(), &text).unwrap_or_else(|e| panic!("{done}: {e}"));
        game.play(&mv).unwrap();
        texts.push(text);
    }
    assert!(texts.len() >= 20, "a game of some length: {texts:?}");
    hub.quit();
}

#[test]
fn a_sudden_death_game_is_never_lost_on_time() {
    sudden_death(&[], 2.0, 40);
}

#[test]
fn two_threads_play_a_fast_game_on_the_clock() {
    sudden_death(&["set-param name=threads value=2"], 0.5, 30);
}

#[test]
fn the_threads_parameter_is_offered_and_checked() {
    let mut hub = Engine::start();
    hub.send("hub");
    let param = hub.expect("param name=threads", 10.0);
    assert_eq!(param, "param name=threads value=1 type=int min=1 max=64");
    hub.expect("wait", 10.0);
    hub.send("set-param name=threads value=0");
    assert!(hub.expect("error", 10.0).contains("threads must be 1..64"));
    hub.send("set-param name=threads value=3");
    hub.send("init");
    hub.expect("ready", 10.0);
    hub.send("level depth=6");
    hub.send("pos moves=\"32-28 19-23\"");
    hub.send("go think");
    assert!(hub.expect("done", 20.0).starts_with("done move=28x19x23"));
    hub.send("pos");
    hub.send("go think");
    let done = hub.expect("done move=", 20.0);
    let answer = done["done move=".len()..].split(' ').next().unwrap();
    let start = Position::start(Variant::International.rules());
    assert!(hub::read_move(&start, answer).is_ok(), "{done}");
    hub.quit();
}

#[test]
fn the_weights_and_book_parameters_are_offered_and_checked() {
    let mut hub = Engine::start();
    hub.send("hub");
    assert_eq!(hub.expect("param name=weights", 10.0), "param name=weights value=\"\" type=string");
    assert_eq!(hub.expect("param name=book", 10.0), "param name=book value=true type=bool");
    hub.expect("wait", 10.0);
    hub.send("set-param name=book value=maybe");
    assert!(hub.expect("error", 10.0).contains("book must be true or false, not 'maybe'"));
    hub.send("set-param name=weights value=/nonexistent/damier.bin");
    hub.send("init");
    assert!(hub.expect("error", 10.0).contains("weights /nonexistent/damier.bin"));
    hub.expect("ready", 10.0);
    hub.send("set-param name=weights value=");
    hub.send("set-param name=book value=false");
    hub.send("level depth=4");
    hub.send("go think");
    assert!(hub.expect("done move=", 20.0).starts_with("done move="));
    hub.quit();
}

#[path = "../../damier-rules/tests/support/endings.rs"]
mod endings;

/// The endings data through the Hub: each case's start and moves are a `pos` the engine takes,
/// ended or not (the GUI referees), and `go` then answers a legal move, or a bare `done` when
/// the side to move has none.
#[test]
fn every_ending_in_the_data_is_a_pos_the_hub_takes_and_answers() {
    let mut hub = Engine::start();
    hub.handshake();
    for case in endings::read() {
        let context = format!("{} (line {})", case.name, case.line);
        let rules = case.variant.rules();
        let start = fen::read(rules, &case.fen).unwrap();
        let mut game = damier_rules::Game::from_position(start);
        let mut moves = Vec::new();
        for text in &case.moves {
            let mv = damier_rules::notation::parse(game.position(), text)
                .unwrap_or_else(|e| panic!("{context}: {text}: {e}"));
            moves.push(hub::write_move(rules, &mv));
            game.play_past_end(&mv).unwrap();
        }
        hub.set_variant(hub_name(case.variant));
        hub.send("level depth=3");
        hub.send(&format!("pos pos={} moves=\"{}\"", hub::write_position(&start), moves.join(" ")));
        hub.send("go think");
        let done = hub.expect("done", 10.0);
        let now = game.position();
        match done.strip_prefix("done move=") {
            Some(answer) => {
                let answer = answer.split(' ').next().unwrap();
                assert!(hub::read_move(now, answer).is_ok(), "{context}: {done}");
            }
            None => assert!(now.legal_moves().is_empty(), "{context}: {done} with moves to play"),
        }
    }
    hub.quit();
}

/// Two kings win against one in Frisian by forcing the lone king to capture (KNDB): the engine
/// finds that win, which a draw declared at one king against one would hide.
#[test]
fn the_engine_wins_the_frisian_two_kings_ending_by_forcing_a_capture() {
    let rules = Variant::Frisian.rules();
    let start = fen::read(rules, "W:WK35,K24:BK26").unwrap();
    let mut hub = Engine::start();
    hub.handshake();
    hub.set_variant("frisian");
    hub.send("level depth=6");
    hub.send(&format!("pos pos={}", hub::write_position(&start)));
    hub.send("go think");
    let done = hub.expect("done move=", 20.0);
    let score: f64 = hub
        .log
        .iter()
        .rev()
        .find_map(|line| line.split(' ').find_map(|word| word.strip_prefix("score=")))
        .and_then(|score| score.parse().ok())
        .unwrap_or_else(|| panic!("no score in {:#?}", hub.log));
    assert!(score > 10.0, "a won ending, scored {score}: {done}");
    hub.quit();
}

/// The Hub's name for a variant (the tool's own table is in a binary, out of a test's reach).
fn hub_name(variant: Variant) -> &'static str {
    match variant {
        Variant::International => "normal",
        Variant::Frisian => "frisian",
        Variant::HexDame => "hexdame",
        Variant::Brazilian => "brazilian",
        Variant::English => "english",
    }
}
