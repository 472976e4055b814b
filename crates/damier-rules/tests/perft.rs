//! Perft against the published counts in `data/perft.txt`.

use damier_rules::{Position, Variant, perft};

#[test]
fn published_perft_counts() {
    let mut checked = 0;
    for line in include_str!("data/perft.txt").lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        let variant: Variant = fields[0].parse().unwrap();
        let depth: u32 = fields[1].parse().unwrap();
        let expected: u64 = fields[2].parse().unwrap();
        let start = Position::start(variant.rules());
        assert_eq!(perft(&start, depth), expected, "{variant} depth {depth}");
        checked += 1;
    }
    assert!(checked >= 30);
}
