//! The network fit's examples and its validation losses.

use damier_ai::network::{Boards, Inputs, Network};
use damier_rules::{Rules, Side};

use super::super::data::{Data, Sample};
use super::super::fit::{held_out, log_loss, sigmoid, targets};
use super::checkpoint::NetworkCheckpoint;
use super::gradient::{Scratch, forward};

/// A position ready for the network's fit.
#[derive(Clone, Copy)]
pub struct NetworkExample {
    pub(super) boards: Boards,
    /// The side to move's view (0 White, 1 Black).
    pub(super) view: u8,
    pub(super) pieces: u8,
    pub(super) result: f32,
    searched: f32,
    validation: bool,
}

impl NetworkExample {
    /// Held out for validation.
    pub fn is_validation(&self) -> bool {
        self.validation
    }

    pub(super) fn target(&self, result_weight: f32) -> f32 {
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
