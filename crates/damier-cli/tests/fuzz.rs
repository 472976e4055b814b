//! The Hub's command loop under fuzzing, through the built binary: mutated protocol lines, each
//! followed by `ping`, with the mutator of `damier-fuzz` (whose own tests fuzz the readers
//! in-process). `DAMIER_FUZZ_CASES` sets the number of lines (a third of it; default 50,000),
//! `DAMIER_FUZZ_SEED` the seed; a long run: docs/FUZZING.md.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use damier_fuzz::mutate::{Rng, mutate_one};

fn cases() -> usize {
    std::env::var("DAMIER_FUZZ_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(50_000)
}

fn seed() -> u64 {
    std::env::var("DAMIER_FUZZ_SEED").ok().and_then(|v| v.parse().ok()).unwrap_or(0xDA31_E12F)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Mutated protocol lines, each followed by `ping`: the Hub must answer every `ping` and end
/// cleanly on `quit`, whatever came before.
#[test]
fn hub_lines() {
    let start = format!("W{}{}{}", "b".repeat(20), "e".repeat(10), "w".repeat(20));
    let seeds: Vec<Vec<u8>> = [
        "hub".to_string(),
        "init".into(),
        "set-param name=variant value=english".into(),
        "set-param name=variant value=normal".into(),
        "set-param name=variant value=hexdame".into(),
        "new-game".into(),
        format!("pos pos={start} moves=\"32-28 19-23 28x19x23\""),
        "pos moves=\"32-28 19-23\"".into(),
        "level depth=2".into(),
        "level nodes=2000".into(),
        "level move-time=0.05".into(),
        "level time=0.5 inc=0.01 moves=40".into(),
        "go think".into(),
        "go ponder".into(),
        "ponder-hit".into(),
        "stop".into(),
        "go analyze".into(),
    ]
    .map(String::into_bytes)
    .to_vec();
    let mut child = Command::new(env!("CARGO_BIN_EXE_damier-cli"))
        .arg("hub")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let output = child.stdout.take().unwrap();
    let (send, lines) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(output).lines().map_while(Result::ok) {
            if send.send(line).is_err() {
                break;
            }
        }
    });
    let mut rng = Rng::new(seed() ^ 0x4C49_4E45);
    let count = (cases() / 3).max(10);
    let mut sent = Vec::new();
    for _ in 0..count {
        let mut line = mutate_one(&mut rng, &seeds, &seeds);
        // One protocol line per case; never `quit` early, never a huge table.
        line.retain(|&b| b != b'\n');
        let lowered = String::from_utf8_lossy(&line).to_lowercase();
        if lowered.contains("quit") || lowered.contains("hash") {
            continue;
        }
        input.write_all(&line).unwrap();
        input.write_all(b"\nping\n").unwrap();
        sent.push(line);
    }
    // Whatever search is running, a pos ends it; then the Hub must quit.
    input.write_all(b"stop\nping\nquit\n").unwrap();
    input.flush().unwrap();
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut pongs = 0;
    while pongs < sent.len() + 1 {
        let left = deadline.saturating_duration_since(Instant::now());
        match lines.recv_timeout(left) {
            Ok(line) if line == "pong" => pongs += 1,
            Ok(_) => {}
            Err(_) => panic!("{pongs} of {} pongs; the last lines sent: {:?}", sent.len() + 1, {
                let from = pongs.saturating_sub(2);
                sent[from..(pongs + 1).min(sent.len())].iter().map(|l| text(l)).collect::<Vec<_>>()
            }),
        }
    }
    let status = child.wait().unwrap();
    let mut stderr = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut stderr).unwrap();
    assert!(status.success() && !stderr.contains("panicked"), "{status}: {stderr}");
}
