use damier_rules::Variant;

use super::*;

#[test]
fn numbering_round_trips() {
    for variant in Variant::ALL {
        let rules = variant.rules();
        for sig in Signature::all(3) {
            let layout = Layout::new(rules, sig);
            for index in (0..layout.size).step_by(97) {
                if let Some(pos) = layout.position(index) {
                    assert_eq!(Signature::of(&pos), sig);
                    assert_eq!(layout.index(&pos), index, "{variant} {sig}");
                }
            }
        }
    }
}
