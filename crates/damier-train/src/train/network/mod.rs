//! The network's fit ([`damier_ai::network`]): the same data and target as the learned model's
//! fit, a two-layer network in floating point, mini-batch Adam on every core.
//!
//! Each batch is cut into [`PARTS`] parts whose gradients are summed in order, whichever
//! thread computed them, so the same data and seed give the same weights on any number of
//! threads. The learning rate falls along a half cosine from `--lr` to a fiftieth of it over
//! the run; the weights stay within the limits the engine's fixed point needs.
//!
//! The parts: the examples and the validation losses in `examples.rs`, the weights' layout,
//! starting values and checkpoints in `checkpoint.rs`, one example's forward and backward pass
//! in `gradient.rs`, the loop here.

mod checkpoint;
mod examples;
mod gradient;
mod validation;

use std::thread;

use damier_ai::network::{HIDDEN_WEIGHT_LIMIT, Inputs, OUTPUT_WEIGHT_LIMIT};
use damier_ai::splitmix;
use damier_rules::Rules;

use super::generate::Rng;
pub use checkpoint::NetworkCheckpoint;
pub use examples::{NetworkExample, network_examples};
use gradient::{Scratch, backward};
pub use validation::{engine_validation_loss, network_validation_loss};

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
            learning_rate: 0.002,
            batch: 4096,
            seed: 1,
            result_weight: 0.2,
            hidden: 256,
            buckets: 1,
            threads: 1,
        }
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
    let train: Vec<usize> = (0..examples.len()).filter(|&i| !examples[i].is_validation()).collect();
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
    use damier_ai::network::{Network, NetworkWeights};
    use damier_ai::{EvalKind, Evaluator};
    use damier_rules::{Position, Variant};

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
