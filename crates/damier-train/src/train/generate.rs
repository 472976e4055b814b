//! Self-play generation: the seeded random source, one game, and a run filling a data file.

use std::fs::{File, OpenOptions};
use std::io::{self, Seek, SeekFrom, Write};
use std::path::Path;

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

/// Plays games until the file holds `games` of them: creates the file, or continues one made
/// with the same parameters (a partial record at its end is dropped). `progress` hears of each
/// game played.
pub fn generate(
    path: &Path,
    params: &GenParams,
    games: u32,
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
    let mut engine = Engine::new(Evaluator::of_kind(rules, params.eval), 4);
    let mut played = 0;
    let mut positions = 0;
    let mut buffer = Vec::new();
    for number in kept..games {
        let record = play_game(params, number, &mut engine);
        buffer.clear();
        record.write(&mut buffer);
        file.write_all(&buffer)?;
        played += 1;
        positions += record.samples.len() as u64;
        progress(&record);
    }
    damier_files::sync(&file, path)?;
    Ok(GenReport { kept, played, positions })
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
        generate(&a, &params, 3, |_| {}).unwrap();
        generate(&b, &params, 1, |_| {}).unwrap();
        // A write cut off mid-record is dropped on resume.
        let len = std::fs::metadata(&b).unwrap().len();
        OpenOptions::new().append(true).open(&b).unwrap().write_all(&[1, 0, 0, 0, 0, 9]).unwrap();
        let report = generate(&b, &params, 3, |_| {}).unwrap();
        assert_eq!((report.kept, report.played), (1, 2));
        assert!(std::fs::metadata(&b).unwrap().len() > len);
        assert_eq!(std::fs::read(&a).unwrap(), std::fs::read(&b).unwrap());
        let data = read_data(&a).unwrap();
        assert_eq!(data.games.len(), 3);
        assert_eq!(data.params, params);
        assert!(data.games.iter().all(|g| !g.samples.is_empty()));
        let other = GenParams { seed: 4, ..params };
        assert!(generate(&a, &other, 4, |_| {}).is_err());
        let _ = std::fs::remove_file(&a);
        let _ = std::fs::remove_file(&b);
    }
}
