//! The training pipeline of the learned evaluation ([`crate::learned`]), from Damier's own play
//! only:
//!
//! 1. [`generate`]: self-play games by the engine at a fixed depth or node count, the first
//!    plies random and a few random moves early on, each game seeded by (seed, game number) so
//!    that a run can be resumed or extended and gives the same file. Every quiet position (no
//!    capture pending) after the random opening is kept with its search score; the game's result
//!    is stored once per game.
//! 2. [`fit`]: logistic regression of the side to move's result (blended with the search score
//!    seen through a sigmoid) on the sparse features, mini-batch Adam with L2, one game in ten
//!    held out for validation, a checkpoint after every epoch; the same seed gives the same
//!    weights, and a run resumed from a checkpoint ends where an uninterrupted one would.
//!
//! Data files: a 64-byte header (`DMRDATA1`, the variant, the generation parameters) and then
//! one record per game: its number (`u32`), result (`u8`: 0 draw, 1 White won, 2 Black won),
//! position count (`u16`) and the positions (four `u128` bit sets — White men, Black men, White
//! kings, Black kings — the side to move as a `u8` and the search score as an `i16`), all
//! little-endian.

use std::fs::{File, OpenOptions};
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::Path;

use damier_rules::topology::SquareIter;
use damier_rules::{Bits, Game, Kind, Piece, Position, Rules, Side, Variant};

use crate::eval::{EvalKind, Evaluator};
use crate::learned::{Layout, LearnedWeights, SCALE};
use crate::score::MATE_BOUND;
use crate::search::{Engine, Limits, Options};
use crate::zobrist::splitmix;

const DATA_MAGIC: &[u8; 8] = b"DMRDATA1";
const HEADER: usize = 64;
const POSITION_BYTES: usize = 67;
const CHECKPOINT_MAGIC: &[u8; 8] = b"DMRCKPT1";

/// How self-play games are generated. Stored in the data file's header: a run that continues a
/// file must use the same.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GenParams {
    pub variant: Variant,
    pub seed: u64,
    /// Search depth per move (0: use `nodes`).
    pub depth: u32,
    /// Search nodes per move (0: use `depth`).
    pub nodes: u64,
    /// Plies played at random at the start of each game.
    pub random_plies: u32,
    /// Chance (per mille) of a random move in the plies after those, up to `epsilon_plies`.
    pub epsilon_permille: u32,
    pub epsilon_plies: u32,
    /// A game still going after this many plies is scored a draw.
    pub max_plies: u32,
    /// The evaluation the players search with.
    pub eval: EvalKind,
}

impl GenParams {
    fn header(&self) -> [u8; HEADER] {
        let mut h = [0u8; HEADER];
        h[..8].copy_from_slice(DATA_MAGIC);
        h[8] = self.variant as u8;
        h[9] = self.eval as u8;
        h[16..24].copy_from_slice(&self.seed.to_le_bytes());
        h[24..28].copy_from_slice(&self.depth.to_le_bytes());
        h[28..36].copy_from_slice(&self.nodes.to_le_bytes());
        h[36..40].copy_from_slice(&self.random_plies.to_le_bytes());
        h[40..44].copy_from_slice(&self.epsilon_permille.to_le_bytes());
        h[44..48].copy_from_slice(&self.epsilon_plies.to_le_bytes());
        h[48..52].copy_from_slice(&self.max_plies.to_le_bytes());
        h
    }

    fn from_header(h: &[u8]) -> io::Result<GenParams> {
        if h.len() < HEADER || &h[..8] != DATA_MAGIC {
            return Err(invalid("not a Damier training data file"));
        }
        let u32_at = |i: usize| u32::from_le_bytes(h[i..i + 4].try_into().expect("4 bytes"));
        let u64_at = |i: usize| u64::from_le_bytes(h[i..i + 8].try_into().expect("8 bytes"));
        let variant = *Variant::ALL.get(h[8] as usize).ok_or_else(|| invalid("unknown variant"))?;
        let eval =
            *EvalKind::ALL.iter().find(|&&k| k as u8 == h[9]).ok_or_else(|| invalid("unknown evaluation"))?;
        Ok(GenParams {
            variant,
            seed: u64_at(16),
            depth: u32_at(24),
            nodes: u64_at(28),
            random_plies: u32_at(36),
            epsilon_permille: u32_at(40),
            epsilon_plies: u32_at(44),
            max_plies: u32_at(48),
            eval,
        })
    }

    fn limits(&self) -> Limits {
        Limits {
            depth: (self.depth > 0).then_some(self.depth),
            nodes: (self.nodes > 0).then_some(self.nodes),
            ..Limits::default()
        }
    }
}

fn invalid(text: &str) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, text.to_string())
}

/// One stored position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    pub men: [Bits; 2],
    pub kings: [Bits; 2],
    pub side: Side,
    /// The search score for the side to move, in centi-men.
    pub score: i16,
}

impl Sample {
    fn of(pos: &Position, score: i32) -> Sample {
        Sample {
            men: [pos.men(Side::White), pos.men(Side::Black)],
            kings: [pos.kings(Side::White), pos.kings(Side::Black)],
            side: pos.side_to_move(),
            score: score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
        }
    }

    /// The position (`None` if the bits are not one of `rules`' boards).
    pub fn position(&self, rules: &'static Rules) -> Option<Position> {
        let mut pieces = Vec::with_capacity(48);
        for side in [Side::White, Side::Black] {
            let s = side.index();
            pieces.extend(SquareIter(self.men[s]).map(|sq| (sq, Piece { side, kind: Kind::Man })));
            pieces.extend(SquareIter(self.kings[s]).map(|sq| (sq, Piece { side, kind: Kind::King })));
        }
        Position::new(rules, self.side, pieces).ok()
    }

    fn write(&self, out: &mut Vec<u8>) {
        for b in [self.men[0], self.men[1], self.kings[0], self.kings[1]] {
            out.extend_from_slice(&b.to_le_bytes());
        }
        out.push(self.side as u8);
        out.extend_from_slice(&self.score.to_le_bytes());
    }

    fn read(b: &[u8]) -> Sample {
        let bits = |i: usize| u128::from_le_bytes(b[i * 16..i * 16 + 16].try_into().expect("16 bytes"));
        Sample {
            men: [bits(0), bits(1)],
            kings: [bits(2), bits(3)],
            side: if b[64] == 0 { Side::White } else { Side::Black },
            score: i16::from_le_bytes([b[65], b[66]]),
        }
    }
}

/// One generated game: its number, winner (`None`: a draw) and positions.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    pub number: u32,
    pub winner: Option<Side>,
    pub samples: Vec<Sample>,
}

impl GameRecord {
    fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.number.to_le_bytes());
        out.push(match self.winner {
            None => 0,
            Some(Side::White) => 1,
            Some(Side::Black) => 2,
        });
        out.extend_from_slice(&(self.samples.len() as u16).to_le_bytes());
        for s in &self.samples {
            s.write(out);
        }
    }
}

/// A data file: its generation parameters and its complete games.
pub struct Data {
    pub params: GenParams,
    pub games: Vec<GameRecord>,
    /// Bytes of the complete games (a run cut off mid-write leaves a partial record after).
    complete_len: u64,
}

/// Reads a data file.
pub fn read_data(path: &Path) -> io::Result<Data> {
    let mut bytes = Vec::new();
    File::open(path)?.read_to_end(&mut bytes)?;
    parse_data(&bytes)
}

fn parse_data(bytes: &[u8]) -> io::Result<Data> {
    let params = GenParams::from_header(bytes)?;
    let mut games = Vec::new();
    let mut at = HEADER;
    while at + 7 <= bytes.len() {
        let number = u32::from_le_bytes(bytes[at..at + 4].try_into().expect("4 bytes"));
        let winner = match bytes[at + 4] {
            0 => None,
            1 => Some(Side::White),
            2 => Some(Side::Black),
            _ => return Err(invalid("a game record is damaged")),
        };
        let count = u16::from_le_bytes([bytes[at + 5], bytes[at + 6]]) as usize;
        let end = at + 7 + count * POSITION_BYTES;
        if end > bytes.len() {
            break;
        }
        let samples = bytes[at + 7..end].chunks_exact(POSITION_BYTES).map(Sample::read).collect();
        games.push(GameRecord { number, winner, samples });
        at = end;
    }
    Ok(Data { params, games, complete_len: at as u64 })
}

/// A small, seeded random source.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = splitmix(self.0);
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
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
    file.sync_all()?;
    Ok(GenReport { kept, played, positions })
}

/// How a fit runs.
#[derive(Clone, Debug, PartialEq)]
pub struct FitParams {
    pub epochs: u32,
    pub learning_rate: f32,
    pub l2: f32,
    pub batch: usize,
    pub seed: u64,
    /// Weight of the game result in the target; the rest is `sigmoid(search score / SCALE)`.
    pub result_weight: f32,
}

impl Default for FitParams {
    fn default() -> FitParams {
        FitParams { epochs: 10, learning_rate: 0.01, l2: 1e-6, batch: 256, seed: 1, result_weight: 0.5 }
    }
}

/// A position ready for fitting.
#[derive(Clone, Copy)]
pub struct Example {
    pub position: Position,
    /// The side to move's result: 1 win, 0.5 draw, 0 loss.
    pub result: f32,
    /// The search score through the sigmoid.
    pub searched: f32,
    /// Held out for validation.
    pub validation: bool,
}

/// The examples of some data files for `rules`' variant: one game in ten (by its number) is
/// held out for validation. Files of another variant are refused.
pub fn examples(rules: &'static Rules, data: &[Data]) -> Result<Vec<Example>, String> {
    let mut out = Vec::new();
    for (file, d) in data.iter().enumerate() {
        if d.params.variant != rules.variant {
            return Err(format!("data file {} is {}, not {}", file + 1, d.params.variant, rules.variant));
        }
        for game in &d.games {
            let validation = splitmix(game.number as u64 ^ ((file as u64) << 32)).is_multiple_of(10);
            for s in &game.samples {
                let Some(position) = s.position(rules) else {
                    return Err(format!(
                        "data file {}: game {} holds a broken position",
                        file + 1,
                        game.number
                    ));
                };
                let result = match game.winner {
                    None => 0.5,
                    Some(w) if w == s.side => 1.0,
                    Some(_) => 0.0,
                };
                let searched = if (s.score as i32).abs() > MATE_BOUND {
                    if s.score > 0 { 1.0 } else { 0.0 }
                } else {
                    sigmoid(s.score as f32 / SCALE)
                };
                out.push(Example { position, result, searched, validation });
            }
        }
    }
    Ok(out)
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// Log-loss of a prediction `p` against a (soft) target `t`.
fn log_loss(p: f32, t: f32) -> f64 {
    let p = p.clamp(1e-6, 1.0 - 1e-6) as f64;
    -(t as f64 * p.ln() + (1.0 - t as f64) * (1.0 - p).ln())
}

/// The state of a fit after some epochs: weights and the optimiser's moments.
#[derive(Clone, Debug, PartialEq)]
pub struct Checkpoint {
    pub variant: Variant,
    pub epoch: u32,
    pub step: u64,
    /// Opening and endgame weight of each feature, interleaved.
    pub weights: Vec<f32>,
    pub m: Vec<f32>,
    pub v: Vec<f32>,
}

impl Checkpoint {
    fn start(rules: &'static Rules) -> Checkpoint {
        let n = 2 * Layout::new(rules).len();
        Checkpoint {
            variant: rules.variant,
            epoch: 0,
            step: 0,
            weights: vec![0.0; n],
            m: vec![0.0; n],
            v: vec![0.0; n],
        }
    }

    pub fn learned_weights(&self) -> LearnedWeights {
        LearnedWeights {
            variant: self.variant,
            open: self.weights.iter().step_by(2).copied().collect(),
            end: self.weights.iter().skip(1).step_by(2).copied().collect(),
        }
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(CHECKPOINT_MAGIC);
        out.push(self.variant as u8);
        out.extend_from_slice(&self.epoch.to_le_bytes());
        out.extend_from_slice(&self.step.to_le_bytes());
        out.extend_from_slice(&(self.weights.len() as u32).to_le_bytes());
        for x in self.weights.iter().chain(&self.m).chain(&self.v) {
            out.extend_from_slice(&x.to_le_bytes());
        }
        out
    }

    pub fn from_bytes(rules: &'static Rules, b: &[u8]) -> Result<Checkpoint, String> {
        if b.len() < 25 || &b[..8] != CHECKPOINT_MAGIC {
            return Err("not a Damier fit checkpoint".into());
        }
        if b[8] != rules.variant as u8 {
            return Err(format!("the checkpoint is not for {}", rules.variant));
        }
        let epoch = u32::from_le_bytes(b[9..13].try_into().expect("4 bytes"));
        let step = u64::from_le_bytes(b[13..21].try_into().expect("8 bytes"));
        let n = u32::from_le_bytes(b[21..25].try_into().expect("4 bytes")) as usize;
        if n != 2 * Layout::new(rules).len() {
            return Err("the checkpoint's feature layout differs from this build's".into());
        }
        if b.len() != 25 + 12 * n {
            return Err("the checkpoint is cut short".into());
        }
        let floats: Vec<f32> =
            b[25..].chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        Ok(Checkpoint {
            variant: rules.variant,
            epoch,
            step,
            weights: floats[..n].to_vec(),
            m: floats[n..2 * n].to_vec(),
            v: floats[2 * n..].to_vec(),
        })
    }
}

/// One epoch's report.
#[derive(Clone, Debug)]
pub struct EpochReport {
    pub epoch: u32,
    /// Mean log-loss against the blended target, on the training examples (during the epoch).
    pub train_loss: f64,
    /// On the held-out examples after the epoch: against the target, and against the result.
    pub validation_loss: f64,
    pub validation_result_loss: f64,
}

/// The model's prediction (logit) for one example, and its features into `features`.
fn predict(layout: &Layout, weights: &[f32], pos: &Position, features: &mut Vec<(usize, i32)>) -> (f32, f32) {
    features.clear();
    let phase = layout.visit(pos, |i, v| features.push((i, v)));
    let p = phase as f32 / layout.phase_max as f32;
    let (mut open, mut end) = (0.0f32, 0.0f32);
    for &(i, v) in features.iter() {
        open += weights[2 * i] * v as f32;
        end += weights[2 * i + 1] * v as f32;
    }
    (p * open + (1.0 - p) * end, p)
}

/// Validation losses of `weights` (interleaved) on the held-out examples.
pub fn validation_loss(
    layout: &Layout,
    weights: &[f32],
    examples: &[Example],
    result_weight: f32,
) -> (f64, f64) {
    let mut features = Vec::new();
    let (mut target, mut result, mut count) = (0.0, 0.0, 0usize);
    for e in examples.iter().filter(|e| e.validation) {
        let (z, _) = predict(layout, weights, &e.position, &mut features);
        let y = sigmoid(z);
        let t = result_weight * e.result + (1.0 - result_weight) * e.searched;
        target += log_loss(y, t);
        result += log_loss(y, e.result);
        count += 1;
    }
    let n = count.max(1) as f64;
    (target / n, result / n)
}

/// Fits the weights from `start` (a checkpoint, or zero) for the remaining epochs; after each,
/// `on_epoch` gets the report and the checkpoint (to save it).
pub fn fit(
    rules: &'static Rules,
    examples: &[Example],
    params: &FitParams,
    start: Option<Checkpoint>,
    mut on_epoch: impl FnMut(&EpochReport, &Checkpoint),
) -> Checkpoint {
    let layout = Layout::new(rules);
    let mut state = start.unwrap_or_else(|| Checkpoint::start(rules));
    let train: Vec<usize> = (0..examples.len()).filter(|&i| !examples[i].validation).collect();
    let n = state.weights.len();
    let mut grad = vec![0.0f32; n];
    let mut touched_at = vec![u64::MAX; n / 2];
    let mut touched: Vec<usize> = Vec::new();
    let mut features = Vec::new();
    let (beta1, beta2, eps) = (0.9f32, 0.999f32, 1e-8f32);
    let lambda = params.result_weight;
    while state.epoch < params.epochs {
        let epoch = state.epoch + 1;
        let mut order = train.clone();
        let mut rng = Rng(splitmix(params.seed ^ (epoch as u64).wrapping_mul(0x9E37_79B9)));
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i + 1));
        }
        let mut train_loss = 0.0;
        for batch in order.chunks(params.batch.max(1)) {
            state.step += 1;
            for &k in batch {
                let e = &examples[k];
                let (z, p) = predict(&layout, &state.weights, &e.position, &mut features);
                let y = sigmoid(z);
                let t = lambda * e.result + (1.0 - lambda) * e.searched;
                train_loss += log_loss(y, t);
                let d = y - t;
                for &(i, v) in &features {
                    if touched_at[i] != state.step {
                        touched_at[i] = state.step;
                        touched.push(i);
                    }
                    grad[2 * i] += d * p * v as f32;
                    grad[2 * i + 1] += d * (1.0 - p) * v as f32;
                }
            }
            // Adam on the features this batch touched (lazy: the others keep their moments).
            let scale = 1.0 / batch.len() as f32;
            let correction1 = 1.0 - beta1.powi(state.step.min(100_000) as i32);
            let correction2 = 1.0 - beta2.powi(state.step.min(100_000) as i32);
            for &i in &touched {
                for j in [2 * i, 2 * i + 1] {
                    let g = grad[j] * scale + params.l2 * state.weights[j];
                    grad[j] = 0.0;
                    state.m[j] = beta1 * state.m[j] + (1.0 - beta1) * g;
                    state.v[j] = beta2 * state.v[j] + (1.0 - beta2) * g * g;
                    let m_hat = state.m[j] / correction1;
                    let v_hat = state.v[j] / correction2;
                    state.weights[j] -= params.learning_rate * m_hat / (v_hat.sqrt() + eps);
                }
            }
            touched.clear();
        }
        state.epoch = epoch;
        let (validation_loss, validation_result_loss) =
            validation_loss(&layout, &state.weights, examples, lambda);
        let report = EpochReport {
            epoch,
            train_loss: train_loss / train.len().max(1) as f64,
            validation_loss,
            validation_result_loss,
        };
        on_epoch(&report, &state);
    }
    state
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiny(variant: Variant) -> GenParams {
        GenParams {
            variant,
            seed: 3,
            depth: 1,
            nodes: 0,
            random_plies: 4,
            epsilon_permille: 100,
            epsilon_plies: 20,
            max_plies: 60,
            eval: EvalKind::Classic,
        }
    }

    fn temp(name: &str) -> std::path::PathBuf {
        std::env::temp_dir().join(format!("damier-train-{}-{name}", std::process::id()))
    }

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

    #[test]
    fn fits_are_reproducible_and_resume_where_they_stopped() {
        let rules = Variant::HexDame.rules();
        let params = tiny(Variant::HexDame);
        let path = temp("hex.dat");
        generate(&path, &params, 4, |_| {}).unwrap();
        let data = vec![read_data(&path).unwrap()];
        let _ = std::fs::remove_file(&path);
        let examples = examples(rules, &data).unwrap();
        assert!(examples.len() > 50);
        let fit_params = FitParams { epochs: 3, batch: 16, ..FitParams::default() };
        let mut losses = Vec::new();
        let whole = fit(rules, &examples, &fit_params, None, |r, _| losses.push(r.train_loss));
        assert!(losses[2] < losses[0], "training loss falls: {losses:?}");
        let again = fit(rules, &examples, &fit_params, None, |_, _| {});
        assert_eq!(whole, again);
        let first = fit(rules, &examples, &FitParams { epochs: 1, ..fit_params.clone() }, None, |_, _| {});
        let saved = Checkpoint::from_bytes(rules, &first.to_bytes()).unwrap();
        assert_eq!(saved, first);
        let resumed = fit(rules, &examples, &fit_params, Some(saved), |_, _| {});
        assert_eq!(resumed, whole);
        // The result loads and evaluates.
        let w = LearnedWeights::from_bytes(rules, &whole.learned_weights().to_bytes()).unwrap();
        let e = Evaluator::with_learned(rules, &w);
        assert_eq!(e.kind(), EvalKind::Learned);
        let _ = e.evaluate(&Position::start(rules));
    }
}
