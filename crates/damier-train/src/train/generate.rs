//! Self-play generation: the seeded random source, one game, and a run filling a data file.

use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::{self, Seek, SeekFrom, Write};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc;
use std::thread;

use damier_ai::{Engine, Evaluator, Limits, Options, splitmix};
use damier_rules::Game;

use super::data::{GameRecord, GenParams, Sample, invalid, read_data};

impl GenParams {
    fn limits(&self) -> Limits {
        Limits {
            depth: (self.depth > 0).then_some(self.depth),
            nodes: (self.nodes > 0).then_some(self.nodes),
            ..Limits::default()
        }
    }
}

/// A small, seeded random source.
pub(super) struct Rng(pub(super) u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = splitmix(self.0);
        self.0
    }

    pub(super) fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Plays game number `number` of a run.
pub fn play_game(params: &GenParams, number: u32, engine: &mut Engine) -> GameRecord {
    let rules = params.variant.rules();
    let mut rng = Rng(splitmix(params.seed ^ splitmix(number as u64 ^ ((params.variant as u64) << 40))));
    engine.clear();
    let limits = params.limits();
    let mut game = Game::new(rules);
    let mut samples = Vec::new();
    while game.outcome().is_none() && game.moves().len() < params.max_plies as usize {
        let legal = game.legal_moves();
        let ply = game.moves().len() as u32;
        let mv = if ply < params.random_plies {
            legal[rng.below(legal.len())]
        } else {
            let outcome = engine.search(&game, &limits, &Options::default(), |_| {});
            if !legal[0].is_capture() {
                samples.push(Sample::of(game.position(), outcome.info.score));
            }
            let random = ply < params.epsilon_plies && rng.below(1000) < params.epsilon_permille as usize;
            match outcome.best {
                Some(best) if !random => best,
                _ => legal[rng.below(legal.len())],
            }
        };
        game.play(&mv).expect("a legal move");
    }
    let winner = game.outcome().and_then(|o| o.winner);
    GameRecord { number, winner, samples }
}

/// What [`generate`] did.
pub struct GenReport {
    /// Games already in the file.
    pub kept: u32,
    /// Games played now.
    pub played: u32,
    pub positions: u64,
}

/// Plays games until the file holds `games` of them, on `threads` threads: creates the file, or
/// continues one made with the same parameters (a partial record at its end is dropped). Games
/// are written in their numbers' order whatever the threads, so the file depends only on the
/// parameters and the count. `progress` hears of each game as it is written.
pub fn generate(
    path: &Path,
    params: &GenParams,
    games: u32,
    threads: usize,
    mut progress: impl FnMut(&GameRecord),
) -> io::Result<GenReport> {
    let rules = params.variant.rules();
    let mut kept = 0;
    let mut file = if path.exists() && std::fs::metadata(path)?.len() > 0 {
        let data = read_data(path)?;
        if data.params != *params {
            return Err(invalid(&format!(
                "{} was made with other parameters ({:?}); use a new file or the same parameters",
                path.display(),
                data.params
            )));
        }
        kept = data.games.len() as u32;
        let mut file = OpenOptions::new().write(true).open(path)?;
        file.set_len(data.complete_len)?;
        file.seek(SeekFrom::End(0))?;
        file
    } else {
        let mut file = File::create(path)?;
        file.write_all(&params.header())?;
        file
    };
    let next = AtomicU32::new(kept);
    // Set when writing fails, so that the players stop taking new games.
    let stop = AtomicBool::new(false);
    let (sender, receiver) = mpsc::sync_channel::<GameRecord>(4 * threads.max(1));
    let written = thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            let sender = sender.clone();
            let (next, stop) = (&next, &stop);
            scope.spawn(move || {
                let mut engine = Engine::new(Evaluator::of_kind(rules, params.eval), 4);
                while !stop.load(Ordering::Relaxed) {
                    let number = next.fetch_add(1, Ordering::Relaxed);
                    if number >= games || sender.send(play_game(params, number, &mut engine)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        let written = write_in_order(&mut file, kept, receiver, &mut progress);
        if written.is_err() {
            stop.store(true, Ordering::Relaxed);
        }
        written
    })?;
    damier_files::sync(&file, path)?;
    Ok(GenReport { kept, played: written.0, positions: written.1 })
}

/// Writes the records arriving from the players in game-number order from `first`; returns the
/// games and positions written. Ends when every player has hung up.
fn write_in_order(
    file: &mut File,
    first: u32,
    records: mpsc::Receiver<GameRecord>,
    progress: &mut impl FnMut(&GameRecord),
) -> io::Result<(u32, u64)> {
    let mut waiting = BTreeMap::new();
    let (mut expected, mut positions) = (first, 0);
    let mut buffer = Vec::new();
    for record in records {
        waiting.insert(record.number, record);
        while let Some(record) = waiting.remove(&expected) {
            buffer.clear();
            record.write(&mut buffer);
            file.write_all(&buffer)?;
            positions += record.samples.len() as u64;
            expected += 1;
            progress(&record);
        }
    }
    Ok((expected - first, positions))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::train::testing::{temp, tiny};
    use damier_rules::Variant;

    #[test]
    fn generation_resumes_to_the_same_file_and_refuses_other_parameters() {
        let params = tiny(Variant::English);
        let (a, b) = (temp("a.dat"), temp("b.dat"));
        generate(&a, &params, 3, 1, |_| {}).unwrap();
        generate(&b, &params, 1, 2, |_| {}).unwrap();
        // A write cut off mid-record is dropped on resume.
        let len = std::fs::metadata(&b).unwrap().len();
        OpenOptions::new().append(true).open(&b).unwrap().write_all(&[1, 0, 0, 0, 0, 9]).unwrap();
        let report = generate(&b, &params, 3, 2, |_| {}).unwrap();
        assert_eq!((report.kept, report.played), (1, 2));
        assert!(std::fs::metadata(&b).unwrap().len() > len);
        assert_eq!(std::fs::read(&a).unwrap(), std::fs::read(&b).unwrap());
        let data = read_data(&a).unwrap();
        assert_eq!(data.games.len(), 3);
        assert_eq!(data.params, params);
        assert!(data.games.iter().all(|g| !g.samples.is_empty()));
        let other = GenParams { seed: 4, ..params };
        assert!(generate(&a, &other, 4, 1, |_| {}).is_err());
        // Any number of threads writes the same file.
        let c = temp("c.dat");
        generate(&c, &params, 3, 3, |_| {}).unwrap();
        assert_eq!(std::fs::read(&a).unwrap(), std::fs::read(&c).unwrap());
        let _ = std::fs::remove_file(&c);
        let _ = std::fs::remove_file(&a);
        let _ = std::fs::remove_file(&b);
    }
}
