//! The tables against the rules: numbering, one-ply consistency, the draw counters of real games,
//! and a plain search.

use damier_rules::{DrawClock, Game, Move, Variant, fen};

use super::*;
use crate::{Engine, Evaluator, Limits, Options};

fn sig(text: &str) -> Signature {
    let (white, black) = text.split_once('-').expect("W-B");
    let count = |s: &str, c| s.chars().filter(|&x| x == c).count() as u8;
    Signature([count(white, 'M'), count(white, 'K'), count(black, 'M'), count(black, 'K')])
}

/// A small deterministic generator.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

#[test]
fn numbering_round_trips() {
    for variant in Variant::ALL {
        let rules = variant.rules();
        for sig in Signature::all(3) {
            let layout = Layout::new(rules, sig);
            for index in (0..layout.size).step_by(97) {
                if let Some(pos) = layout.position(index) {
                    assert_eq!(Signature::of(&pos), sig);
                    assert_eq!(layout.index(&pos), index, "{variant} {sig}");
                }
            }
        }
    }
}

/// Every stored value follows from its moves' values: a win has a move to a position lost for
/// the opponent one ply shorter (or a capture or crowning into a fresh loss), a loss has every
/// move into a win for the opponent and one exactly one ply shorter, a draw neither.
#[test]
fn every_value_follows_from_the_moves() {
    for (variant, sigs) in [
        (Variant::English, ["KK-K", "KM-K", "M-MM"]),
        (Variant::Brazilian, ["KK-K", "KM-M", "K-MM"]),
        (Variant::Frisian, ["KK-K", "KM-K", "M-KM"]),
        (Variant::HexDame, ["KK-K", "KM-K", "M-MM"]),
    ] {
        let sigs = sigs.map(sig);
        let tables = Tables::generate(variant.rules(), &sigs);
        for s in sigs {
            let checked = tables.verify(s, 20_000).expect("solved").unwrap_or_else(|m| panic!("{s}: {m:?}"));
            assert!(checked > 1000, "{s}: {checked}");
        }
    }
}

/// The solver finds a position's predecessors by taking moves back; they must be exactly the
/// positions whose quiet moves lead to it, Frisian's king-move counters on both sides included.
#[test]
fn taking_a_move_back_finds_every_position_that_moves_there() {
    for (variant, sigs) in [
        (Variant::Frisian, ["KM-KM", "KKM-K", "KM-MM", "KK-KK"]),
        (Variant::International, ["KM-KM", "KK-KM", "MM-M", "KK-K"]),
        (Variant::English, ["KM-KM", "KK-MM", "M-M", "K-KK"]),
        (Variant::Brazilian, ["KM-KM", "KK-M", "MM-K", "K-K"]),
        (Variant::HexDame, ["KM-KM", "KK-KM", "M-MM", "KK-K"]),
    ] {
        let mut rng = Rng(11);
        let mut runs = Vec::new();
        for text in sigs {
            let layout = Layout::new(variant.rules(), sig(text));
            let mut tried = 0;
            while tried < 300 {
                let index = rng.below(layout.size);
                let Some(pos) = layout.position(index) else { continue };
                tried += 1;
                for mv in pos.legal_moves().iter().filter(|m| !m.is_capture() && !m.promotes) {
                    let child = pos.after(mv);
                    let mut found = Vec::new();
                    solve::predecessors(&layout, &child, &mut runs, |p| found.push(p));
                    assert!(found.contains(&index), "{variant} {text}: {} not found", fen::write(&pos));
                    let count = found.len();
                    found.sort_unstable();
                    found.dedup();
                    assert_eq!(found.len(), count, "{variant} {text}: a predecessor twice");
                    for p in found {
                        let before = layout.position(p).expect("a position");
                        let leads =
                            before.legal_moves().iter().any(|m| !m.is_capture() && before.after(m) == child);
                        assert!(
                            leads,
                            "{variant} {text}: {} has no move to {}",
                            fen::write(&before),
                            fen::write(&child)
                        );
                    }
                }
            }
        }
    }
}

/// The move the tables advise for the side to move, with the game's real counters: the quickest
/// win, else a draw, else the longest loss.
fn advised(tables: &Tables, game: &Game) -> (Move, Value) {
    let pos = game.position();
    let clock = game.draw_clock();
    let rank = |v: Value| match v {
        Value::Loss(d) => 100_000 - i32::from(d),
        Value::Draw => 0,
        Value::Win(d) => -100_000 + i32::from(d),
    };
    pos.legal_moves()
        .into_iter()
        .map(|mv| {
            let child = pos.after(&mv);
            let v = tables.probe(&child, &clock.after(pos, &mv, &child)).expect("covered");
            (mv, v)
        })
        .max_by_key(|&(_, v)| rank(v))
        .expect("a legal move")
}

/// Plays from `game`: the side the tables call winning follows them, the other side plays at
/// random (`noise`) or follows them too. The result must be what the tables said at the start,
/// with the real draw rules of `Game` as the referee.
fn play_out(tables: &Tables, mut game: Game, rng: &mut Rng, noise: bool) {
    let start = fen::write(game.position());
    let first = tables.probe(game.position(), &game.draw_clock()).expect("covered");
    let mover = game.position().side_to_move();
    let winner = match first {
        Value::Win(_) => Some(mover),
        Value::Loss(_) => Some(mover.opposite()),
        Value::Draw => None,
    };
    for _ in 0..400 {
        if game.outcome().is_some() {
            break;
        }
        let (mv, _) = advised(tables, &game);
        let side = game.position().side_to_move();
        // The side the tables do not call winning, or the defender's opponent in a draw.
        let loser = winner.map_or(mover.opposite(), |w| w.opposite());
        let mv = if noise && side == loser {
            let legal = game.legal_moves();
            legal[rng.below(legal.len())]
        } else {
            mv
        };
        game.play(&mv).expect("legal");
    }
    let outcome = game.outcome().unwrap_or_else(|| panic!("{start}: no end in 400 plies"));
    if winner.is_some() || !noise {
        assert_eq!(outcome.winner, winner, "{start} ({first:?}): {outcome:?}");
    } else {
        assert_ne!(outcome.winner, Some(mover.opposite()), "{start}: a draw was lost");
    }
}

/// Random positions of `sig`, some after a few random moves (so the counters are part used).
fn games(tables: &Tables, sig: Signature, count: usize, rng: &mut Rng) -> Vec<Game> {
    let layout = &tables.tables[&sig].layout;
    let mut out = Vec::new();
    while out.len() < count {
        let Some(pos) = layout.position(rng.below(layout.size)) else { continue };
        let mut game = Game::from_position(pos);
        for _ in 0..rng.below(12) {
            let legal = game.legal_moves();
            if legal.is_empty() || legal.iter().any(Move::is_capture) {
                break;
            }
            game.play(&legal[rng.below(legal.len())]).expect("legal");
        }
        if game.outcome().is_none() {
            out.push(game);
        }
    }
    out
}

#[test]
fn the_draw_rules_of_real_games_agree_with_the_probe() {
    let mut rng = Rng(7);
    for (variant, target) in [
        (Variant::Brazilian, "KM-K"),
        (Variant::Frisian, "KK-K"),
        (Variant::International, "KK-K"),
        (Variant::English, "KK-K"),
    ] {
        let target = sig(target);
        let tables = Tables::generate(variant.rules(), &[target]);
        for game in games(&tables, target, 60, &mut rng) {
            play_out(&tables, game.clone(), &mut rng, false);
            play_out(&tables, game, &mut rng, true);
        }
    }
}

#[test]
fn counters_turn_wins_into_draws() {
    // International: two kings against a lone king have five moves each; a win that takes
    // longer than what is left is a draw.
    let rules = Variant::International.rules();
    let tables = Tables::generate(rules, &[sig("KK-K")]);
    let layout = &tables.tables[&sig("KK-K")].layout;
    let (pos, d) = (0..layout.size)
        .filter_map(|i| layout.position(i))
        .find_map(|pos| match tables.probe(&pos, &DrawClock::start(&pos)) {
            Some(Value::Win(d)) if d >= 5 => Some((pos, d)),
            _ => None,
        })
        .expect("a long win");
    let fresh = DrawClock::start(&pos);
    let at = |plies: u16| tables.probe(&pos, &DrawClock { plies: plies.try_into().unwrap(), ..fresh });
    assert_eq!(at(10 - d), Some(Value::Win(d)), "{}", fen::write(&pos));
    assert_eq!(at(10 - d + 1), Some(Value::Draw));
    // And the game agrees: with the clock that far gone, the rule ends it first.
    // Frisian: king against king is drawn at once unless a capture is forced within three
    // plies (28-5 leaves the king on 46 only moves that 5 captures); two kings against one have
    // seven moves.
    let rules = Variant::Frisian.rules();
    let tables = Tables::generate(rules, &[sig("KK-K")]);
    let probe = |text: &str| {
        let pos = fen::read(rules, text).unwrap();
        tables.probe(&pos, &DrawClock::start(&pos))
    };
    assert_eq!(probe("W:WK28:BK4"), Some(Value::Draw));
    assert_eq!(probe("W:WK28:BK46"), Some(Value::Win(3)));
    assert_eq!(probe("W:WK46:BK5"), Some(Value::Loss(2)));
    // Two kings win by giving one up where the lone king must take it and be taken: 24-29 26x30
    // 35x24 (the lone king's capture ends a stretch: three plies, counted from the fresh one).
    assert_eq!(probe("W:WK35,K24:BK26"), Some(Value::Win(2)));
    let summary = tables.summary(sig("KK-K"));
    assert!(summary.wins > 0 && summary.draws > 0, "{summary:?}");
}

#[test]
fn known_results() {
    let check = |variant: Variant, text: &str, target: &str, win: bool| {
        let rules = variant.rules();
        let tables = Tables::generate(rules, &[sig(target)]);
        let pos = fen::read(rules, text).unwrap();
        let value = tables.probe(&pos, &DrawClock::start(&pos)).unwrap();
        assert_eq!(matches!(value, Value::Win(_)), win, "{variant} {text}: {value:?}");
        if !win {
            assert_eq!(value, Value::Draw, "{variant} {text}");
        }
    };
    check(Variant::International, "W:WK1:BK50", "K-K", false);
    check(Variant::English, "W:WK14,K18:BK1", "KK-K", true);
    // A man one step from the crown against a king that cannot stop it: after crowning, two
    // kings beat one in English checkers.
    check(Variant::English, "W:W6,K20:BK29", "KM-K", true);
    check(Variant::Brazilian, "W:WK1,K2,K3:BK12", "KKK-K", true);
    // International: two kings do not beat one.
    let summary = Tables::generate(Variant::International.rules(), &[sig("KK-K")]).summary(sig("KK-K"));
    assert!(summary.draws > 4 * summary.wins, "{summary:?}");
}

/// Plies to the end of the game when both sides follow the tables.
fn line_length(tables: &Tables, mut game: Game) -> usize {
    let mut plies = 0;
    while game.outcome().is_none() && plies < 100 {
        game.play(&advised(tables, &game).0).expect("legal");
        plies += 1;
    }
    plies
}

#[test]
fn the_probe_agrees_with_a_plain_search() {
    for (variant, target) in
        [(Variant::English, "KK-K"), (Variant::International, "KK-K"), (Variant::HexDame, "KM-K")]
    {
        let rules = variant.rules();
        let tables = Tables::generate(rules, &[sig(target)]);
        let layout = &tables.tables[&sig(target)].layout;
        let mut rng = Rng(3);
        let (mut decisive, mut drawn) = (0, 0);
        while decisive < 6 || drawn < 3 {
            let Some(pos) = layout.position(rng.below(layout.size)) else { continue };
            let game = Game::from_position(pos);
            if game.outcome().is_some() {
                continue;
            }
            let value = tables.probe(&pos, &game.draw_clock()).unwrap();
            let length = line_length(&tables, game.clone());
            let depth = match value {
                Value::Draw if drawn < 3 => 8,
                Value::Win(_) | Value::Loss(_) if decisive < 6 && length <= 12 => length as u32 + 2,
                _ => continue,
            };
            let mut engine = Engine::new(Evaluator::for_rules(rules), 8);
            let score = engine.search(&game, &Limits::depth(depth), &Options::default(), |_| {}).info.score;
            let text = format!("{variant} {}: {value:?}, search {score}", fen::write(&pos));
            match value {
                Value::Win(_) => assert!(score > crate::score::MATE_BOUND, "{text}"),
                Value::Loss(_) => assert!(score < -crate::score::MATE_BOUND, "{text}"),
                Value::Draw => assert!(score.abs() < crate::score::MATE_BOUND, "{text}"),
            }
            if value == Value::Draw { drawn += 1 } else { decisive += 1 }
        }
    }
}

#[test]
fn the_engine_converts_with_the_tables() {
    let rules = Variant::Brazilian.rules();
    let tables = std::sync::Arc::new(Tables::generate(rules, &[sig("KKK-K")]));
    let mut engine = Engine::new(Evaluator::for_rules(rules), 8);
    engine.set_tables(Some(tables));
    let mut game = Game::from_position(fen::read(rules, "W:WK1,K2,K3:BK12").unwrap());
    while game.outcome().is_none() {
        let found = engine.search(&game, &Limits::nodes(2000), &Options::default(), |_| {});
        game.play(&found.best.unwrap()).unwrap();
    }
    assert_eq!(game.outcome().unwrap().winner, Some(damier_rules::Side::White));
}

/// The name of a fault's kind: `Size` for `Size { .. }`.
fn fault_kind(fault: &Fault) -> String {
    format!("{fault:?}").split([' ', '(']).next().unwrap_or_default().to_string()
}

/// Damaged files are moved aside and reported, outdated ones reported; `open` solves both again.
#[test]
fn damaged_or_old_files_count_as_missing_and_are_solved_again() {
    let rules = Variant::English.rules();
    let dir = std::env::temp_dir().join(format!("damier-egtb-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let open = |dir: &Path| {
        let mut solved = Vec::new();
        let tables =
            Tables::open(rules, 3, dir, &Control::default(), |_, s, time| solved.extend(time.map(|_| s)))
                .expect("not stopped");
        (tables, solved)
    };
    let (first, solved) = open(&dir);
    assert_eq!(solved, Signature::all(3));
    let file = |s: Signature| table_file(&dir, rules, s);
    let bytes: HashMap<Signature, Vec<u8>> =
        solved.iter().map(|&s| (s, std::fs::read(file(s)).unwrap())).collect();
    let head = |s: Signature| bytes[&s].iter().position(|&b| b == b'\n').unwrap() + 1;
    for (&s, b) in &bytes {
        assert!(b.len() < Layout::new(rules, s).size, "{s}: {} bytes, not compressed", b.len());
        assert!(b.starts_with(b"damier-egtb 4 english "), "{s}");
    }
    assert!(open(&dir).1.is_empty(), "every table is read back");

    let zlib = |s: Signature, len: usize| {
        let mut b = bytes[&s][..head(s)].to_vec();
        b.extend(miniz_oxide::deflate::compress_to_vec_zlib(&vec![0; len], 6));
        b
    };
    // Each with the fault it is reported as.
    let damaged = [
        ("KM-K", "Stream", bytes[&sig("KM-K")][..bytes[&sig("KM-K")].len() - 5].to_vec()),
        ("KK-K", "Length", {
            let mut b = bytes[&sig("KK-K")].clone();
            let middle = (head(sig("KK-K")) + b.len()) / 2;
            b[middle] ^= 0x5a;
            b
        }),
        ("M-MM", "Length", zlib(sig("M-MM"), Layout::new(rules, sig("M-MM")).size + 1)),
        ("K-KM", "Length", zlib(sig("K-KM"), Layout::new(rules, sig("K-KM")).size - 1)),
        ("MM-K", "Outdated", {
            let mut b = bytes[&sig("MM-K")][..head(sig("MM-K"))].to_vec();
            b[12] = b'1';
            b.extend_from_slice(&first.tables[&sig("MM-K")].data);
            b
        }),
        ("K-K", "Size", Vec::new()),
        ("M-KK", "Size", b"not a table".to_vec()),
    ];
    for (s, _, b) in &damaged {
        std::fs::write(file(sig(s)), b).unwrap();
    }
    let loaded = Tables::load(rules, 3, &dir);
    assert_eq!(loaded.len(), first.len() - damaged.len());
    assert_eq!(loaded.problems().len(), damaged.len());
    for (s, kind, _) in &damaged {
        let problem = loaded.problems().iter().find(|p| p.file == file(sig(s))).expect("reported");
        assert_eq!(fault_kind(&problem.fault), *kind, "{problem}");
        assert_eq!(problem.file.exists(), *kind == "Outdated", "{problem}: only the outdated file stays");
    }
    let (again, solved) = open(&dir);
    let mut expected: Vec<Signature> = damaged.iter().map(|(s, _, _)| sig(s)).collect();
    expected.sort_by_key(|s| Signature::all(3).iter().position(|a| a == s));
    assert_eq!(solved, expected, "the damaged tables, and only they, are solved again");
    for (&s, b) in &bytes {
        assert_eq!(&std::fs::read(file(s)).unwrap(), b, "{s} rewritten the same");
        assert_eq!(again.tables[&s].data, first.tables[&s].data, "{s}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Deflate's worst case, bytes that do not compress, still fits the sizes a file may have.
#[test]
fn a_table_that_does_not_compress_is_read_back() {
    let rules = Variant::English.rules();
    let layout = Layout::new(rules, sig("KM-K"));
    let dir = std::env::temp_dir().join(format!("damier-egtb-noise-{}", std::process::id()));
    let mut rng = Rng(13);
    let noise: Vec<u8> = (0..layout.size).map(|_| rng.below(256) as u8).collect();
    store::write(&dir, rules, &layout, &noise).unwrap();
    let len = std::fs::metadata(table_file(&dir, rules, layout.sig)).unwrap().len();
    assert!(len > layout.size as u64, "{len} bytes for {}: compressed", layout.size);
    assert_eq!(store::read(&dir, rules, &layout).unwrap(), Some(noise));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The entries of `folder` (names), sorted.
fn entries(folder: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// A table is saved whole or not at all: where its file cannot be put in place (a folder is in
/// the way), the write fails, leaves what is there alone and no temporary file behind.
#[test]
fn a_table_that_cannot_be_put_in_place_leaves_nothing_behind() {
    let rules = Variant::English.rules();
    let layout = Layout::new(rules, sig("KM-K"));
    let dir = std::env::temp_dir().join(format!("damier-egtb-in-the-way-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let file = table_file(&dir, rules, layout.sig);
    std::fs::create_dir_all(file.join("inside")).unwrap();
    let data = Tables::generate(rules, &[layout.sig]).tables[&layout.sig].data.clone();
    assert!(store::write(&dir, rules, &layout, &data).is_err(), "a folder in the way");
    assert_eq!(entries(file.parent().unwrap()), ["KM-K.egtb"], "no temporary file left");
    assert_eq!(entries(&file), ["inside"], "the folder left as it was");

    std::fs::remove_dir_all(&file).unwrap();
    store::write(&dir, rules, &layout, &data).unwrap();
    assert_eq!(entries(file.parent().unwrap()), ["KM-K.egtb"]);
    assert_eq!(store::read(&dir, rules, &layout).unwrap(), Some(data));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Two generators saving the same table at once (the game and `damier-cli egtb generate`) each
/// write a temporary file of their own: neither removes the other's, both succeed.
#[test]
fn two_writers_at_once_do_not_meet() {
    let rules = Variant::English.rules();
    let layout = Layout::new(rules, sig("KM-K"));
    let dir = std::env::temp_dir().join(format!("damier-egtb-two-writers-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let data = Tables::generate(rules, &[layout.sig]).tables[&layout.sig].data.clone();
    let start = std::sync::Barrier::new(2);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                start.wait();
                for _ in 0..300 {
                    store::write(&dir, rules, &layout, &data).expect("saved");
                }
            });
        }
    });
    let file = table_file(&dir, rules, layout.sig);
    assert_eq!(entries(file.parent().unwrap()), ["KM-K.egtb"], "no temporary file left");
    assert_eq!(store::read(&dir, rules, &layout).unwrap(), Some(data));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Polls `done` for up to 30 s.
fn wait_until(done: impl Fn() -> bool) {
    let start = std::time::Instant::now();
    while !done() {
        assert!(start.elapsed() < Duration::from_secs(30), "timed out");
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// A generation paused (from the start, then between two tables) does no work and finishes no
/// table until resumed, and then ends with the tables an uninterrupted one makes.
#[test]
fn a_paused_generation_makes_no_progress_until_resumed() {
    use std::sync::atomic::{AtomicUsize, Ordering::SeqCst};
    let rules = Variant::English.rules();
    let dir = std::env::temp_dir().join(format!("damier-egtb-paused-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (control, ready) = (Control::default(), AtomicUsize::new(0));
    control.pause();
    std::thread::scope(|s| {
        let worker = s.spawn(|| {
            Tables::open(rules, 3, &dir, &control, |_, _, _| {
                // Paused again after the third table: the fourth waits at its first checkpoint.
                if ready.fetch_add(1, SeqCst) == 2 {
                    control.pause();
                }
            })
        });
        let idle = |tables: usize, solved: u64| {
            std::thread::sleep(Duration::from_millis(300));
            assert_eq!((ready.load(SeqCst), control.solved()), (tables, solved), "no progress");
            assert!(!worker.is_finished(), "still waiting");
        };
        idle(0, 0);
        control.resume();
        wait_until(|| ready.load(SeqCst) == 3);
        idle(3, control.solved());
        control.resume();
        let tables = worker.join().unwrap().expect("not stopped");
        let whole = Tables::generate(rules, &Signature::all(3));
        let all = Signature::all(3);
        for s in &all {
            assert_eq!(tables.tables[s].data, whole.tables[s].data, "{s}");
        }
        let positions: usize = all.iter().map(|&s| Layout::new(rules, s).size).sum();
        assert_eq!(control.solved(), positions as u64, "every position counted once");
    });
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Stopped while paused, as when the game quits then, a generation ends at once: the tables
/// finished before are saved, the one it was at is not, and no temporary file is left.
#[test]
fn a_stop_ends_the_generation_early_without_saving_a_partial_table() {
    use std::sync::atomic::{AtomicUsize, Ordering::SeqCst};
    let rules = Variant::English.rules();
    let dir = std::env::temp_dir().join(format!("damier-egtb-stopped-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (control, ready) = (Control::default(), AtomicUsize::new(0));
    std::thread::scope(|s| {
        let worker = s.spawn(|| {
            Tables::open(rules, 3, &dir, &control, |_, _, _| {
                if ready.fetch_add(1, SeqCst) == 1 {
                    control.pause();
                }
            })
        });
        wait_until(|| ready.load(SeqCst) == 2);
        control.stop();
        assert!(matches!(worker.join().unwrap(), Err(Stopped)));
    });
    let mut saved: Vec<String> = Signature::all(3)[..2].iter().map(|s| format!("{s}.egtb")).collect();
    saved.sort();
    assert_eq!(entries(&dir.join("english")), saved);
    std::fs::remove_dir_all(&dir).unwrap();
}
