//! A seeded mutation fuzzer for every reader of outside input: FEN, PDN, Hub positions and
//! moves, typed move notation, and the Hub's line handling (through the built binary).
//!
//! Valid inputs are mutated byte by byte (flips, inserts, deletes, splices from other inputs,
//! huge numbers, bytes that are not UTF-8) and each reader must not panic, and must either
//! refuse the input or give a valid result: a FEN that reads writes and reads back to the same
//! position; a PDN game that reads writes and reads back to the same game; a move that parses
//! is legal and its notation parses back to it.
//!
//! `DAMIER_FUZZ_CASES` sets the number of cases per reader (default 50,000, a few seconds in a debug
//! build); `DAMIER_FUZZ_SEED` changes the seed. For a long local run:
//! `DAMIER_FUZZ_CASES=1000000 cargo test --release -p damier-cli --test fuzz`.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use damier_rules::pdn;
use damier_rules::{KingRun, Move, Position, Side, Variant, fen, hub, notation};

fn cases() -> usize {
    std::env::var("DAMIER_FUZZ_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(50_000)
}

fn seed() -> u64 {
    std::env::var("DAMIER_FUZZ_SEED").ok().and_then(|v| v.parse().ok()).unwrap_or(0xDA31_E12F)
}

/// xorshift64*: small, fast, dependency-free.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 { 0 } else { (self.next() % n as u64) as usize }
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Bytes that matter to the readers.
const INTERESTING: &[u8] =
    b"0123456789-x:,.KWBwbe\"{}()[];%$*/ \t\r\n=+HFafi\x00\x7f\x80\xbf\xc3\xe2\xef\xff";
const NUMBERS: &[&str] = &[
    "18446744073709551616",
    "99999999999999999999999",
    "4294967296",
    "1e19",
    "3e19",
    "1e308",
    "-1",
    "-0",
    "NaN",
    "inf",
    "0",
    "255",
    "256",
    "128",
];

/// One to four mutations of `input`, with `others` to splice from.
fn mutate(rng: &mut Rng, input: &[u8], others: &[Vec<u8>]) -> Vec<u8> {
    let mut out = input.to_vec();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(out.len() + 1);
        match rng.below(9) {
            0 if !out.is_empty() => {
                let i = rng.below(out.len());
                out[i] ^= 1 << rng.below(8);
            }
            1 if !out.is_empty() => {
                let i = rng.below(out.len());
                out[i] = *rng.pick(INTERESTING);
            }
            2 => {
                for _ in 0..1 + rng.below(3) {
                    out.insert(at.min(out.len()), *rng.pick(INTERESTING));
                }
            }
            3 if !out.is_empty() => {
                let len = 1 + rng.below(8.min(out.len()));
                let start = rng.below(out.len() - len + 1);
                out.drain(start..start + len);
            }
            4 if !out.is_empty() => {
                let len = 1 + rng.below(16.min(out.len()));
                let start = rng.below(out.len() - len + 1);
                let chunk = out[start..start + len].to_vec();
                out.splice(at..at, chunk);
            }
            5 => {
                let other = rng.pick(others);
                if !other.is_empty() {
                    let start = rng.below(other.len());
                    let len = 1 + rng.below((other.len() - start).min(24));
                    out.splice(at..at, other[start..start + len].iter().copied());
                }
            }
            6 => {
                // A huge or odd number, over a run of digits if there is one here.
                let number = rng.pick(NUMBERS).as_bytes();
                let end = out[at..].iter().position(|b| !b.is_ascii_digit()).map_or(out.len(), |n| at + n);
                out.splice(at..end, number.iter().copied());
            }
            7 => out.insert(at, *rng.pick(&[0xff, 0xfe, 0xc3, 0x80, 0xe2])),
            _ => {
                let len = rng.below(out.len() + 1);
                out.truncate(len);
            }
        }
    }
    out
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Positions to read moves in: starts, and positions with captures, kings and ambiguity.
fn positions() -> Vec<Position> {
    let fens = [
        (Variant::International, "W:W31-50:B1-20"),
        (Variant::International, "W:WK32:B13,18,21,28"),
        (Variant::International, "B:W27,28,32,33,37,38:B12,13,17,18,19,22"),
        (Variant::Frisian, "W:W28:B22,11,7,K33,K44"),
        (Variant::Frisian, "W:W31,K45:BK3,20:+0+245"),
        (Variant::Brazilian, "W:W21-32:B1-12"),
        (Variant::Brazilian, "W:WK30:B26,19,11"),
        (Variant::English, "B:W21-32:B1-12"),
        (Variant::English, "W:W21,K30:B17,9,K2"),
        (
            Variant::HexDame,
            "W:Wa1,a2,a3,a4,b1,b2,b3,b4,c1,c2,c3,c4,d1,d2,d3,d4:Bf6,f7,f8,f9,g6,g7,g8,g9,h6,h7,h8,h9,i6,i7,i8,i9",
        ),
        (Variant::HexDame, "W:Wc3:Bd3,e4,d4"),
        (Variant::HexDame, "W:WKe5,b1:Bf6,e7,g5,d2"),
    ];
    fens.iter().map(|&(v, f)| fen::read(v.rules(), f).unwrap_or_else(|e| panic!("{f}: {e}"))).collect()
}

#[test]
fn fen_reader() {
    let mut seeds: Vec<Vec<u8>> = positions().iter().map(|p| fen::write(p).into_bytes()).collect();
    seeds.extend(
        ["W:W31-50:B1-20:H0:F1", " \"B:WK50:B.\" ", "W:W31,K45:BK3,20:+0+245", "B:W21-32:B1-12", "W:W:B"]
            .map(|s| s.as_bytes().to_vec()),
    );
    let mut rng = Rng::new(seed());
    let mut read = 0;
    for case in 0..cases() {
        let input = text(&mutate_one(&mut rng, &seeds, &seeds));
        for variant in Variant::ALL {
            let rules = variant.rules();
            let Ok(pos) = fen::read(rules, &input) else {
                assert!(fen::read_setup(rules, &input).is_err());
                continue;
            };
            read += 1;
            let written = fen::write(&pos);
            assert_eq!(fen::read(rules, &written), Ok(pos), "case {case} {variant}: {input:?} -> {written}");
            // The Hub's string has no Frisian king-move counters.
            let mut plain = pos;
            for side in [Side::White, Side::Black] {
                plain.set_king_run(side, KingRun::default()).unwrap();
            }
            assert_eq!(hub::read_position(rules, &hub::write_position(&pos)), Ok(plain), "case {case}");
            pos.legal_moves();
            match fen::read_setup(rules, &input) {
                Ok(setup) => {
                    assert_eq!(setup, pos);
                    assert!(pos.check_playable().is_ok());
                }
                Err(e) => assert!(pos.check_playable().is_err(), "case {case}: {e}"),
            }
        }
    }
    assert!(read > 0, "some mutated FENs still read");
}

/// A mutation of one of `seeds`, splicing from `others`.
fn mutate_one(rng: &mut Rng, seeds: &[Vec<u8>], others: &[Vec<u8>]) -> Vec<u8> {
    let seed = rng.pick(seeds).clone();
    mutate(rng, &seed, others)
}

/// Every way a legal move is written: standard, short, Hub.
fn move_texts(pos: &Position) -> Vec<String> {
    let legal = pos.legal_moves();
    let rules = pos.rules();
    legal
        .iter()
        .flat_map(|mv| {
            [
                notation::write(mv, &legal, &rules.topology),
                notation::write_short(mv, &legal, &rules.topology),
                hub::write_move(rules, mv),
            ]
        })
        .collect()
}

fn is_legal(pos: &Position, mv: &Move) -> bool {
    pos.legal_moves().iter().any(|m| m.same_move(mv) && m.captured == mv.captured)
}

#[test]
fn move_readers() {
    let positions = positions();
    let texts: Vec<Vec<Vec<u8>>> =
        positions.iter().map(|p| move_texts(p).into_iter().map(String::into_bytes).collect()).collect();
    let all: Vec<Vec<u8>> = texts.iter().flatten().cloned().collect();
    let mut rng = Rng::new(seed() ^ 0x4D4F_5645);
    let mut parsed = 0;
    for case in 0..cases() * 4 {
        let i = rng.below(positions.len());
        let (pos, seeds) = (&positions[i], &texts[i]);
        let input = text(&mutate_one(&mut rng, seeds, &all));
        let legal = pos.legal_moves();
        let topology = &pos.rules().topology;
        if let Ok(mv) = notation::parse(pos, &input) {
            parsed += 1;
            assert!(is_legal(pos, &mv), "case {case}: {input:?} parsed to an illegal move");
            let again = notation::parse(pos, &notation::write(&mv, &legal, topology)).unwrap();
            assert!(again.same_move(&mv), "case {case}: {input:?}");
            let short = notation::parse(pos, &notation::write_short(&mv, &legal, topology)).unwrap();
            assert!(short.same_move(&mv), "case {case}: {input:?}");
        }
        if let Ok(mv) = hub::read_move(pos, &input) {
            parsed += 1;
            assert!(is_legal(pos, &mv), "case {case}: {input:?} read to an illegal move");
            let again = hub::read_move(pos, &hub::write_move(pos.rules(), &mv)).unwrap();
            assert!(again.same_move(&mv), "case {case}: {input:?}");
        }
    }
    assert!(parsed > 0);
}

#[test]
fn hub_position_reader() {
    let seeds: Vec<Vec<u8>> = positions().iter().map(|p| hub::write_position(p).into_bytes()).collect();
    let mut rng = Rng::new(seed() ^ 0x4855_4250);
    for case in 0..cases() {
        let input = text(&mutate_one(&mut rng, &seeds, &seeds));
        for variant in Variant::ALL {
            let rules = variant.rules();
            if let Ok(pos) = hub::read_position(rules, &input) {
                let written = hub::write_position(&pos);
                assert_eq!(hub::read_position(rules, &written), Ok(pos), "case {case}: {input:?}");
                assert_eq!(fen::read(rules, &fen::write(&pos)), Ok(pos), "case {case}");
                assert_eq!(hub::read_setup(rules, &input).is_ok(), pos.check_playable().is_ok());
            }
        }
    }
}

fn pdn_seeds() -> Vec<Vec<u8>> {
    let mut seeds: Vec<Vec<u8>> = [
        "[GameType \"21\"]\n1. 11-15 23-19 2. 8-11 1-0\n\n[Event \"b\"]\n1. 32-28 *\n",
        "\u{feff}[Event \"x\"]\r\n[Result \"2-0\"]\r\n1. 32-28 {a comment [%clock 1]} 19-23 (1... 18-23 2. 28x19) 2. 28x19 $1 14x23 2-0\r\n",
        "[GameType \"40\"]\n[FEN \"W:W31,K45:BK3,20:+0+245\"]\n1. 45-40 3-9 *\n",
        "[Variant \"HexDame\"]\n[GameType \"60\"]\n1. d4-e5 f6-e6 ; line comment\n2. e5xe7 *\n",
        "[GameType \"26\"]\n{intro} 1. 22-17 9-13 2. 17x10 6x15 0-1\n",
        "[SetUp \"1\"]\n[FEN \"B:W18,K30:B9,K2\"]\n1... 9-14 2. 18x9 2x16 1/2-1/2\n",
        "1.32-28 19-23 2.28x19 14x23 3.37-32 13-19 *",
    ]
    .map(|s| s.as_bytes().to_vec())
    .to_vec();
    let demos = concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/demos");
    if let Ok(dir) = std::fs::read_dir(demos) {
        for entry in dir.flatten() {
            if let Ok(bytes) = std::fs::read(entry.path()) {
                seeds.push(bytes);
            }
        }
    }
    seeds
}

#[test]
fn pdn_reader() {
    let seeds = pdn_seeds();
    let mut rng = Rng::new(seed() ^ 0x0050_444E);
    let mut games = 0;
    for case in 0..cases() / 2 {
        let input = text(&mutate_one(&mut rng, &seeds, &seeds));
        for read in pdn::read(&input) {
            let Some(record) = read.record else { continue };
            games += 1;
            let written = pdn::write(&record);
            let again = pdn::read(&written);
            assert_eq!(again.len(), 1, "case {case}: {input:?}\nwrote {written}");
            let ok = &again[0];
            assert_eq!(ok.error, None, "case {case}: {input:?}\nwrote {written}");
            let back = ok.record.as_ref().unwrap();
            assert_eq!(back.game.start(), record.game.start(), "case {case}");
            assert_eq!(back.game.moves().len(), record.game.moves().len(), "case {case}: {written}");
            for (a, b) in back.game.moves().iter().zip(record.game.moves()) {
                assert!(a.same_move(b) && a.captured == b.captured, "case {case}: {written}");
            }
            assert_eq!(back.result, record.result, "case {case}: {written}");
            assert_eq!(back.intro, record.intro, "case {case}: {input:?}");
            assert_eq!(back.comments, record.comments, "case {case}: {input:?}");
            assert_eq!(pdn::write(back), written, "case {case}: writing is stable");
        }
    }
    assert!(games > 0);
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
