//! Prints the evaluations' cost per call in each variant, over positions from random games: the
//! learned model with the shipped weights and with each feature set, and the shipped network
//! from fresh sums and with its sums carried from the position before (one move apart, as a
//! search's siblings are at best): `cargo bench -p damier-ai`. (The search's node rate is
//! `damier-cli bench`.)

use std::hint::black_box;
use std::time::Instant;

use damier_ai::learned::FeatureSet;
use damier_ai::network::Accumulators;
use damier_ai::{Learned, LearnedWeights, Network};
use damier_rules::{Position, Variant};

/// Positions from random games (a fixed seed), restarted every 150 plies.
fn positions(variant: Variant, count: usize) -> Vec<Position> {
    let rules = variant.rules();
    let mut seed = 11u64;
    let mut pos = Position::start(rules);
    let mut out = Vec::with_capacity(count);
    let mut ply = 0;
    while out.len() < count {
        let moves = pos.legal_moves();
        if moves.is_empty() || ply == 150 {
            (pos, ply) = (Position::start(rules), 0);
            continue;
        }
        ply += 1;
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        pos = pos.after(&moves[(seed >> 33) as usize % moves.len()]);
        out.push(pos);
    }
    out
}

/// Nanoseconds a call of `evaluate` over `positions` in order: the best of three runs, the least
/// disturbed by the rest of the machine.
fn cost(positions: &[Position], mut evaluate: impl FnMut(&Position) -> i32) -> f64 {
    let rounds = 250;
    (0..3)
        .map(|_| {
            let clock = Instant::now();
            for _ in 0..rounds {
                for pos in positions {
                    black_box(evaluate(black_box(pos)));
                }
            }
            clock.elapsed().as_nanos() as f64 / (rounds * positions.len()) as f64
        })
        .fold(f64::INFINITY, f64::min)
}

/// The shipped network's cost from fresh sums and with sums carried from the position before.
fn network_costs(network: &Network, positions: &[Position]) -> [f64; 2] {
    let mut accumulators = Accumulators::new(network, 1);
    [
        cost(positions, |pos| network.evaluate(pos)),
        cost(positions, |pos| network.evaluate_in(pos, &mut accumulators, 0)),
    ]
}

fn main() {
    println!(
        "{:<14} {:>10} {:>10} {:>10} {:>11} {:>10} {:>10}",
        "variant", "positions", "learned", "windows", "formations", "network", "network"
    );
    println!(
        "{:<14} {:>10} {:>10} {:>10} {:>11} {:>10} {:>10}",
        "", "", "ns/eval", "ns/eval", "ns/eval", "fresh", "carried"
    );
    for variant in Variant::ALL {
        let rules = variant.rules();
        let positions = positions(variant, 4000);
        let learned_cost =
            Learned::shipped(rules).map_or(f64::NAN, |learned| cost(&positions, |p| learned.evaluate(p)));
        let [windows, formations] = FeatureSet::ALL.map(|f| {
            let learned = Learned::new(rules, &LearnedWeights::zero(rules, f));
            cost(&positions, |p| learned.evaluate(p))
        });
        let [fresh, carried] =
            Network::shipped(rules).map_or([f64::NAN; 2], |network| network_costs(&network, &positions));
        println!(
            "{:<14} {:>10} {learned_cost:>10.1} {windows:>10.1} {formations:>11.1} {fresh:>10.1} {carried:>10.1}",
            variant.id(),
            positions.len()
        );
    }
}
