//! The fit: examples from data files, the logistic model, its checkpoints and the Adam loop.

use damier_ai::learned::{FeatureSet, Layout, LearnedWeights, SCALE};
use damier_ai::{MATE_BOUND, splitmix};
use damier_rules::{Position, Rules, Side, Variant};

use super::data::{Data, Sample};
use super::generate::Rng;

const CHECKPOINT_MAGIC: &[u8; 8] = b"DMRCKPT2";

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
    /// The features the weights are for (a checkpoint resumed keeps its own).
    pub features: FeatureSet,
}

impl Default for FitParams {
    fn default() -> FitParams {
        FitParams {
            epochs: 10,
            learning_rate: 0.01,
            l2: 1e-6,
            batch: 256,
            seed: 1,
            result_weight: 0.5,
            features: FeatureSet::Windows,
        }
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
            let validation = held_out(file, game.number);
            for s in &game.samples {
                let Some(position) = s.position(rules) else {
                    return Err(format!(
                        "data file {}: game {} holds a broken position",
                        file + 1,
                        game.number
                    ));
                };
                let (result, searched) = targets(game.winner, s);
                out.push(Example { position, result, searched, validation });
            }
        }
    }
    Ok(out)
}

/// Whether game `number` of data file `file` is held out for validation: one in ten.
pub(super) fn held_out(file: usize, number: u32) -> bool {
    splitmix(number as u64 ^ ((file as u64) << 32)).is_multiple_of(10)
}

/// The two parts of a sample's target: the side to move's result (1 win, 0.5 draw, 0 loss) and
/// its search score through the sigmoid (a proven win or loss as 1 or 0).
pub(super) fn targets(winner: Option<Side>, s: &Sample) -> (f32, f32) {
    let result = match winner {
        None => 0.5,
        Some(w) if w == s.side => 1.0,
        Some(_) => 0.0,
    };
    let searched = if (s.score as i32).abs() > MATE_BOUND {
        if s.score > 0 { 1.0 } else { 0.0 }
    } else {
        sigmoid(s.score as f32 / SCALE)
    };
    (result, searched)
}

pub(super) fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// Log-loss of a prediction `p` against a (soft) target `t`.
pub(super) fn log_loss(p: f32, t: f32) -> f64 {
    let p = p.clamp(1e-6, 1.0 - 1e-6) as f64;
    -(t as f64 * p.ln() + (1.0 - t as f64) * (1.0 - p).ln())
}

/// The state of a fit after some epochs: weights and the optimiser's moments.
#[derive(Clone, Debug, PartialEq)]
pub struct Checkpoint {
    pub variant: Variant,
    pub features: FeatureSet,
    pub epoch: u32,
    pub step: u64,
    /// Opening and endgame weight of each feature, interleaved.
    pub weights: Vec<f32>,
    pub m: Vec<f32>,
    pub v: Vec<f32>,
}

impl Checkpoint {
    fn start(rules: &'static Rules, features: FeatureSet) -> Checkpoint {
        let n = 2 * Layout::new(rules, features).len();
        Checkpoint {
            variant: rules.variant,
            features,
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
            features: self.features,
            open: self.weights.iter().step_by(2).copied().collect(),
            end: self.weights.iter().skip(1).step_by(2).copied().collect(),
        }
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(CHECKPOINT_MAGIC);
        out.push(self.variant as u8);
        out.push(self.features.id());
        out.extend_from_slice(&self.epoch.to_le_bytes());
        out.extend_from_slice(&self.step.to_le_bytes());
        out.extend_from_slice(&(self.weights.len() as u32).to_le_bytes());
        for x in self.weights.iter().chain(&self.m).chain(&self.v) {
            out.extend_from_slice(&x.to_le_bytes());
        }
        out
    }

    pub fn from_bytes(rules: &'static Rules, b: &[u8]) -> Result<Checkpoint, String> {
        if b.len() < 26 || &b[..8] != CHECKPOINT_MAGIC {
            return Err("not a Damier fit checkpoint (of this build's format)".into());
        }
        if b[8] != rules.variant as u8 {
            return Err(format!("the checkpoint is not for {}", rules.variant));
        }
        let features = FeatureSet::from_id(b[9]).ok_or("the checkpoint names an unknown feature set")?;
        let epoch = u32::from_le_bytes(b[10..14].try_into().expect("4 bytes"));
        let step = u64::from_le_bytes(b[14..22].try_into().expect("8 bytes"));
        let n = u32::from_le_bytes(b[22..26].try_into().expect("4 bytes")) as usize;
        if n != 2 * Layout::new(rules, features).len() {
            return Err("the checkpoint's feature layout differs from this build's".into());
        }
        if b.len() != 26 + 12 * n {
            return Err("the checkpoint is cut short".into());
        }
        let floats: Vec<f32> =
            b[26..].chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        Ok(Checkpoint {
            variant: rules.variant,
            features,
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
    let mut state = start.unwrap_or_else(|| Checkpoint::start(rules, params.features));
    let layout = Layout::new(rules, state.features);
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
    use crate::train::testing::{temp, tiny};
    use crate::train::{generate, read_data};
    use damier_ai::{EvalKind, Evaluator};

    #[test]
    fn fits_are_reproducible_and_resume_where_they_stopped() {
        let rules = Variant::HexDame.rules();
        let params = tiny(Variant::HexDame);
        let path = temp("hex.dat");
        generate(&path, &params, 4, 1, |_| {}).unwrap();
        let data = vec![read_data(&path).unwrap()];
        let _ = std::fs::remove_file(&path);
        let examples = examples(rules, &data).unwrap();
        assert!(examples.len() > 50);
        let fit_params =
            FitParams { epochs: 3, batch: 16, features: FeatureSet::Formations, ..FitParams::default() };
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
