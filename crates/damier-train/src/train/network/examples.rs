//! The network fit's examples: each position of the data files with its targets, one game in ten
//! held out.

use damier_ai::network::{Boards, Inputs};
use damier_rules::Rules;

use super::super::data::Data;
use super::super::fit::{held_out, targets};

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
