//! How well a network does on the held-out examples: the checkpoint's in floating point, and
//! the engine's integer network as the search runs it.

use damier_ai::network::{Inputs, Network};
use damier_rules::{Rules, Side};

use super::super::data::Sample;
use super::super::fit::{log_loss, sigmoid};
use super::checkpoint::NetworkCheckpoint;
use super::examples::NetworkExample;
use super::gradient::{Scratch, forward};

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
    for e in examples.iter().filter(|e| e.is_validation()) {
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
    for e in examples.iter().filter(|e| e.is_validation()) {
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
