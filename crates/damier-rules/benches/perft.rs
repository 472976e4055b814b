//! Prints perft speed per variant from the start position: `cargo bench -p damier-rules`.

use std::time::Instant;

use damier_rules::{Position, Variant, perft};

fn main() {
    println!("{:<14} {:>5} {:>12} {:>9} {:>14}", "variant", "depth", "leaves", "seconds", "leaves/s");
    for (variant, depth) in [
        (Variant::International, 8),
        (Variant::HexDame, 6),
        (Variant::Frisian, 7),
        (Variant::Brazilian, 9),
        (Variant::English, 10),
    ] {
        let start = Position::start(variant.rules());
        let clock = Instant::now();
        let leaves = perft(&start, depth);
        let seconds = clock.elapsed().as_secs_f64();
        println!(
            "{:<14} {:>5} {:>12} {:>9.3} {:>14.0}",
            variant.id(),
            depth,
            leaves,
            seconds,
            leaves as f64 / seconds
        );
    }
}
