//! The network's fit ([`damier_ai::network`]): the same data and target as the learned model's
//! fit, a two-layer network in floating point, mini-batch Adam on every core.
//!
//! Each batch is cut into [`PARTS`] parts whose gradients are summed in order, whichever
//! thread computed them, so the same data and seed give the same weights on any number of
//! threads. The learning rate falls along a half cosine from `--lr` to a fiftieth of it over
//! the run; the weights stay within the limits the engine's fixed point needs.

use std::thread;

use damier_ai::network::{Boards, HIDDEN_WEIGHT_LIMIT, Inputs, Network, NetworkWeights, OUTPUT_WEIGHT_LIMIT};
use damier_ai::splitmix;
use damier_rules::{Rules, Side, Variant};

use super::data::{Data, Sample};
use super::fit::{held_out, log_loss, sigmoid, targets};
use super::generate::Rng;

const CHECKPOINT_MAGIC: &[u8; 8] = b"DMRNCKP1";
/// Parts of a batch, each with its own gradient.
const PARTS: usize = 8;
/// The learning rate at the end of the run, as a fraction of the first.
const FINAL_RATE: f32 = 0.02;

/// How a network fit runs.
#[derive(Clone, Debug, PartialEq)]
pub struct NetworkParams {
    pub epochs: u32,
    pub learning_rate: f32,
    pub batch: usize,
    pub seed: u64,
    /// Weight of the game result in the target; the rest is `sigmoid(search score / SCALE)`.
    pub result_weight: f32,
    pub hidden: usize,
    pub buckets: usize,
    pub threads: usize,
}

impl Default for NetworkParams {
    fn default() -> NetworkParams {
        NetworkParams {
            epochs: 10,
            learning_rate: 0.001,
            batch: 16384,
            seed: 1,
            result_weight: 0.2,
            hidden: 256,
            buckets: 1,
            threads: 1,
        }
    }
}

/// A position ready for the network's fit.
#[derive(Clone, Copy)]
pub struct NetworkExample {
    boards: Boards,
    /// The side to move's view (0 White, 1 Black).
    view: u8,
    pieces: u8,
    result: f32,
    searched: f32,
    validation: bool,
}

impl NetworkExample {
    /// Held out for validation.
    pub fn is_validation(&self) -> bool {
        self.validation
    }

    fn target(&self, result_weight: f32) -> f32 {
        result_weight * self.result + (1.0 - result_weight) * self.searched
    }
}

/// The examples of some data files for `rules`' variant, one game in ten held out (as in the
/// learned model's fit). Files of another variant, and broken positions, are refused.
pub fn network_examples(rules: &'static Rules, data: &[Data]) -> Result<Vec<NetworkExample>, String> {
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
                out.push(NetworkExample {
                    boards: Inputs::boards(&position),
                    view: position.side_to_move().index() as u8,
                    pieces: position.occupied().count_ones() as u8,
                    result,
                    searched,
                    validation,
                });
            }
        }
    }
    Ok(out)
}

/// The state of a network fit after some epochs: weights and the optimiser's moments.
#[derive(Clone, Debug, PartialEq)]
pub struct NetworkCheckpoint {
    pub variant: Variant,
    pub hidden: usize,
    pub buckets: usize,
    pub epoch: u32,
    pub step: u64,
    /// The hidden weights, their biases, the output weights and their biases, in that order.
    pub weights: Vec<f32>,
    pub m: Vec<f32>,
    pub v: Vec<f32>,
}

/// Where each part of the weights starts in the flat vector.
#[derive(Clone, Copy)]
struct Shape {
    inputs: usize,
    hidden: usize,
    buckets: usize,
}

impl Shape {
    fn b1(&self) -> usize {
        self.inputs * self.hidden
    }
    fn w2(&self) -> usize {
        self.b1() + self.hidden
    }
    fn b2(&self) -> usize {
        self.w2() + self.buckets * 2 * self.hidden
    }
    fn len(&self) -> usize {
        self.b2() + self.buckets
    }
}

impl NetworkCheckpoint {
    fn start(rules: &'static Rules, params: &NetworkParams) -> NetworkCheckpoint {
        let shape =
            Shape { inputs: Inputs::new(rules).len(), hidden: params.hidden, buckets: params.buckets };
        let mut rng = Rng(splitmix(params.seed ^ 0x006E_6574_776F_726B));
        let mut uniform = |limit: f32| (rng.below(1 << 24) as f32 / (1 << 23) as f32 - 1.0) * limit;
        let hidden_scale = 1.0 / (shape.inputs as f32).sqrt();
        let output_scale = 1.0 / (2.0 * shape.hidden as f32).sqrt();
        let mut weights = vec![0.0; shape.len()];
        for (i, w) in weights.iter_mut().enumerate() {
            *w = if i < shape.w2() {
                uniform(hidden_scale)
            } else if i < shape.b2() {
                uniform(output_scale)
            } else {
                0.0
            };
        }
        let n = weights.len();
        NetworkCheckpoint {
            variant: rules.variant,
            hidden: params.hidden,
            buckets: params.buckets,
            epoch: 0,
            step: 0,
            weights,
            m: vec![0.0; n],
            v: vec![0.0; n],
        }
    }

    fn shape(&self) -> Shape {
        Shape { inputs: Inputs::new(self.variant.rules()).len(), hidden: self.hidden, buckets: self.buckets }
    }

    pub fn network_weights(&self) -> NetworkWeights {
        let s = self.shape();
        let w = &self.weights;
        NetworkWeights {
            variant: self.variant,
            hidden: self.hidden,
            buckets: self.buckets,
            w1: w[..s.b1()].to_vec(),
            b1: w[s.b1()..s.w2()].to_vec(),
            w2: w[s.w2()..s.b2()].to_vec(),
            b2: w[s.b2()..].to_vec(),
        }
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(40 + 12 * self.weights.len());
        out.extend_from_slice(CHECKPOINT_MAGIC);
        out.push(self.variant as u8);
        for n in [self.hidden as u32, self.buckets as u32, self.epoch] {
            out.extend_from_slice(&n.to_le_bytes());
        }
        out.extend_from_slice(&self.step.to_le_bytes());
        out.extend_from_slice(&(self.weights.len() as u32).to_le_bytes());
        for x in self.weights.iter().chain(&self.m).chain(&self.v) {
            out.extend_from_slice(&x.to_le_bytes());
        }
        out
    }

    pub fn from_bytes(rules: &'static Rules, b: &[u8]) -> Result<NetworkCheckpoint, String> {
        const HEAD: usize = 8 + 1 + 12 + 8 + 4;
        if b.len() < HEAD || &b[..8] != CHECKPOINT_MAGIC {
            return Err("not a Damier network fit checkpoint (of this build's format)".into());
        }
        if b[8] != rules.variant as u8 {
            return Err(format!("the checkpoint is not for {}", rules.variant));
        }
        let u32_at = |i: usize| u32::from_le_bytes(b[i..i + 4].try_into().expect("4 bytes"));
        let (hidden, buckets, epoch) = (u32_at(9) as usize, u32_at(13) as usize, u32_at(17));
        let step = u64::from_le_bytes(b[21..29].try_into().expect("8 bytes"));
        let n = u32_at(29) as usize;
        if !NetworkWeights::hidden_fits(hidden) || !NetworkWeights::buckets_fit(buckets) {
            return Err(format!("the checkpoint's shape ({hidden} hidden, {buckets} buckets) cannot be run"));
        }
        let shape = Shape { inputs: Inputs::new(rules).len(), hidden, buckets };
        if n != shape.len() {
            return Err("the checkpoint's size does not fit its shape and this board".into());
        }
        if b.len() != HEAD + 12 * n {
            return Err("the checkpoint is cut short".into());
        }
        let floats: Vec<f32> =
            b[HEAD..].chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        Ok(NetworkCheckpoint {
            variant: rules.variant,
            hidden,
            buckets,
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
pub struct NetworkReport {
    pub epoch: u32,
    /// Mean log-loss against the blended target, on the training examples (during the epoch).
    pub train_loss: f64,
    /// On the held-out examples after the epoch: against the target, and against the result.
    pub validation_loss: f64,
    pub validation_result_loss: f64,
}

/// One thread's working space for one example.
struct Scratch {
    inputs: [Vec<usize>; 2],
    sums: [Vec<f32>; 2],
    deltas: [Vec<f32>; 2],
}

impl Scratch {
    fn new(hidden: usize) -> Scratch {
        Scratch {
            inputs: [Vec::with_capacity(64), Vec::with_capacity(64)],
            sums: [vec![0.0; hidden], vec![0.0; hidden]],
            deltas: [vec![0.0; hidden], vec![0.0; hidden]],
        }
    }
}

fn unit(x: f32) -> f32 {
    let c = x.clamp(0.0, 1.0);
    c * c
}

/// The network's logit for `e`, leaving each view's inputs and sums in `scratch` (the side to
/// move's view first).
fn forward(
    layout: &Inputs,
    shape: Shape,
    w: &[f32],
    e: &NetworkExample,
    scratch: &mut Scratch,
) -> (f32, usize) {
    let h = shape.hidden;
    let bucket = layout.bucket(u32::from(e.pieces), shape.buckets);
    let out = &w[shape.w2() + bucket * 2 * h..][..2 * h];
    let mut z = w[shape.b2() + bucket];
    for k in 0..2 {
        // k = 0: the side to move's view.
        let view = usize::from(e.view) ^ k;
        let (inputs, sum) = (&mut scratch.inputs[k], &mut scratch.sums[k]);
        inputs.clear();
        layout.visit(&e.boards, view, |i| inputs.push(i));
        sum.copy_from_slice(&w[shape.b1()..shape.w2()]);
        for &i in inputs.iter() {
            for (s, &x) in sum.iter_mut().zip(&w[i * h..(i + 1) * h]) {
                *s += x;
            }
        }
        z += sum.iter().zip(&out[k * h..(k + 1) * h]).map(|(&s, &o)| unit(s) * o).sum::<f32>();
    }
    (z, bucket)
}

/// Adds the example's gradient of the log-loss into `grad`; returns the loss.
fn backward(
    layout: &Inputs,
    shape: Shape,
    w: &[f32],
    e: &NetworkExample,
    result_weight: f32,
    scratch: &mut Scratch,
    grad: &mut [f32],
) -> f64 {
    let h = shape.hidden;
    let (z, bucket) = forward(layout, shape, w, e, scratch);
    let y = sigmoid(z);
    let t = e.target(result_weight);
    let d = y - t;
    let out_at = shape.w2() + bucket * 2 * h;
    grad[shape.b2() + bucket] += d;
    for k in 0..2 {
        let out = &w[out_at + k * h..][..h];
        let (sum, delta) = (&scratch.sums[k], &mut scratch.deltas[k]);
        for j in 0..h {
            let s = sum[j];
            grad[out_at + k * h + j] += d * unit(s);
            delta[j] = if s > 0.0 && s < 1.0 { d * out[j] * 2.0 * s } else { 0.0 };
        }
        for (g, &x) in grad[shape.b1()..shape.w2()].iter_mut().zip(delta.iter()) {
            *g += x;
        }
        for &i in &scratch.inputs[k] {
            for (g, &x) in grad[i * h..(i + 1) * h].iter_mut().zip(delta.iter()) {
                *g += x;
            }
        }
    }
    log_loss(y, t)
}

/// Validation losses of the checkpoint's network on the held-out examples (against the target,
/// against the result).
pub fn network_validation_loss(
    rules: &'static Rules,
    state: &NetworkCheckpoint,
    examples: &[NetworkExample],
    result_weight: f32,
) -> (f64, f64) {
    let layout = Inputs::new(rules);
    let shape = state.shape();
    let mut scratch = Scratch::new(state.hidden);
    let (mut target, mut result, mut count) = (0.0, 0.0, 0usize);
    for e in examples.iter().filter(|e| e.validation) {
        let y = sigmoid(forward(&layout, shape, &state.weights, e, &mut scratch).0);
        target += log_loss(y, e.target(result_weight));
        result += log_loss(y, e.result);
        count += 1;
    }
    let n = count.max(1) as f64;
    (target / n, result / n)
}

/// The log-loss against the target of the engine's integer network (as the search runs it) on
/// the held-out examples.
pub fn engine_validation_loss(
    rules: &'static Rules,
    network: &Network,
    examples: &[NetworkExample],
    result_weight: f32,
) -> f64 {
    let (mut total, mut count) = (0.0, 0usize);
    for e in examples.iter().filter(|e| e.validation) {
        let sample = Sample {
            men: [e.boards[0], e.boards[1]],
            kings: [e.boards[2], e.boards[3]],
            side: if e.view == 0 { Side::White } else { Side::Black },
            score: 0,
        };
        let pos = sample.position(rules).expect("an example's position");
        let y = sigmoid(network.evaluate(&pos) as f32 / damier_ai::learned::SCALE);
        total += log_loss(y, e.target(result_weight));
        count += 1;
    }
    total / count.max(1) as f64
}

/// Fits the network from `start` (a checkpoint, or fresh random weights) for the remaining
/// epochs; after each, `on_epoch` gets the report and the checkpoint (to save it).
pub fn fit_network(
    rules: &'static Rules,
    examples: &[NetworkExample],
    params: &NetworkParams,
    start: Option<NetworkCheckpoint>,
    mut on_epoch: impl FnMut(&NetworkReport, &NetworkCheckpoint),
) -> NetworkCheckpoint {
    let mut state = start.unwrap_or_else(|| NetworkCheckpoint::start(rules, params));
    let layout = Inputs::new(rules);
    let shape = state.shape();
    let n = state.weights.len();
    let train: Vec<usize> = (0..examples.len()).filter(|&i| !examples[i].validation).collect();
    let batch = params.batch.max(1);
    let total_steps = (params.epochs as u64 * train.len().div_ceil(batch) as u64).max(1);
    let (beta1, beta2, eps) = (0.9f32, 0.999f32, 1e-8f32);
    let mut grads: Vec<Vec<f32>> = (0..PARTS).map(|_| vec![0.0; n]).collect();
    let threads = params.threads.clamp(1, PARTS);
    while state.epoch < params.epochs {
        let epoch = state.epoch + 1;
        let mut order = train.clone();
        let mut rng = Rng(splitmix(params.seed ^ (epoch as u64).wrapping_mul(0x9E37_79B9)));
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i + 1));
        }
        let mut train_loss = 0.0;
        for chunk in order.chunks(batch) {
            state.step += 1;
            let weights = &state.weights;
            let parts: Vec<&[usize]> = chunk.chunks(chunk.len().div_ceil(PARTS)).collect();
            let per_thread = PARTS.div_ceil(threads);
            let losses: Vec<f64> = thread::scope(|scope| {
                let handles: Vec<_> = grads
                    .chunks_mut(per_thread)
                    .zip(parts.chunks(per_thread))
                    .map(|(grads, parts)| {
                        let layout = &layout;
                        scope.spawn(move || {
                            let mut scratch = Scratch::new(shape.hidden);
                            let mut part_loss = |(grad, part): (&mut Vec<f32>, &&[usize])| -> f64 {
                                let e = |i: usize| &examples[i];
                                part.iter()
                                    .map(|&i| {
                                        backward(
                                            layout,
                                            shape,
                                            weights,
                                            e(i),
                                            params.result_weight,
                                            &mut scratch,
                                            grad,
                                        )
                                    })
                                    .sum()
                            };
                            grads.iter_mut().zip(parts).map(&mut part_loss).collect::<Vec<f64>>()
                        })
                    })
                    .collect();
                handles.into_iter().flat_map(|h| h.join().expect("a fit thread")).collect()
            });
            train_loss += losses.iter().sum::<f64>();
            let (first, rest) = grads.split_at_mut(1);
            for other in rest.iter_mut() {
                for (g, x) in first[0].iter_mut().zip(other.iter_mut()) {
                    *g += *x;
                    *x = 0.0;
                }
            }
            let progress = (state.step - 1) as f32 / total_steps as f32;
            let rate = params.learning_rate
                * (FINAL_RATE
                    + (1.0 - FINAL_RATE) * 0.5 * (1.0 + (std::f32::consts::PI * progress.min(1.0)).cos()));
            let scale = 1.0 / chunk.len() as f32;
            let correction1 = 1.0 - beta1.powi(state.step.min(100_000) as i32);
            let correction2 = 1.0 - beta2.powi(state.step.min(100_000) as i32);
            for (j, g) in first[0].iter_mut().enumerate() {
                let grad = *g * scale;
                *g = 0.0;
                state.m[j] = beta1 * state.m[j] + (1.0 - beta1) * grad;
                state.v[j] = beta2 * state.v[j] + (1.0 - beta2) * grad * grad;
                let step = rate * (state.m[j] / correction1) / ((state.v[j] / correction2).sqrt() + eps);
                let limit = if j < shape.w2() { HIDDEN_WEIGHT_LIMIT } else { OUTPUT_WEIGHT_LIMIT };
                state.weights[j] = (state.weights[j] - step).clamp(-limit, limit);
            }
        }
        state.epoch = epoch;
        let (validation_loss, validation_result_loss) =
            network_validation_loss(rules, &state, examples, params.result_weight);
        let report = NetworkReport {
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
    use damier_rules::Position;

    #[test]
    fn network_fits_are_the_same_on_any_threads_and_resume_where_they_stopped() {
        let rules = Variant::English.rules();
        let path = temp("network.dat");
        generate(&path, &tiny(Variant::English), 6, 1, |_| {}).unwrap();
        let data = vec![read_data(&path).unwrap()];
        let _ = std::fs::remove_file(&path);
        let examples = network_examples(rules, &data).unwrap();
        assert!(examples.len() > 100 && examples.iter().any(|e| e.is_validation()));
        let params = NetworkParams {
            epochs: 3,
            learning_rate: 0.01,
            batch: 64,
            hidden: 32,
            buckets: 2,
            threads: 1,
            ..NetworkParams::default()
        };
        let (mut losses, mut first) = (Vec::new(), None);
        let whole = fit_network(rules, &examples, &params, None, |r, state| {
            losses.push(r.train_loss);
            first.get_or_insert_with(|| state.to_bytes());
        });
        assert!(losses[2] < losses[0], "the training loss falls: {losses:?}");
        let threads =
            fit_network(rules, &examples, &NetworkParams { threads: 3, ..params.clone() }, None, |_, _| {});
        assert!(threads == whole, "the same weights on three threads");
        // A run stopped after its first epoch and resumed from its checkpoint ends the same.
        let first = first.unwrap();
        let saved = NetworkCheckpoint::from_bytes(rules, &first).unwrap();
        assert_eq!((saved.epoch, saved.to_bytes()), (1, first.clone()));
        assert!(fit_network(rules, &examples, &params, Some(saved), |_, _| {}) == whole, "resumed");
        assert!(NetworkCheckpoint::from_bytes(Variant::Brazilian.rules(), &first).is_err());
        assert!(NetworkCheckpoint::from_bytes(rules, &first[..100]).is_err());

        // The weights load, and the engine's integer network scores as the fit's does.
        let weights = NetworkWeights::from_bytes(rules, &whole.network_weights().to_bytes()).unwrap();
        let evaluator = Evaluator::with_network(rules, &weights);
        assert_eq!(evaluator.kind(), EvalKind::Network);
        assert!(evaluator.evaluate(&Position::start(rules)).abs() < 200);
        let float = network_validation_loss(rules, &whole, &examples, params.result_weight).0;
        let engine =
            engine_validation_loss(rules, &Network::new(rules, &weights), &examples, params.result_weight);
        assert!((float - engine).abs() < 0.002, "fit {float}, engine {engine}");
    }
}
