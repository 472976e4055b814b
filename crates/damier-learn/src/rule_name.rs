//! The names by which course files cite the rules that refuse a move.

use damier_rules::{Refusal, Verdict};

/// The name a course file gives the rule behind `refusal` (`capture-compulsory`,
/// `fewer-pieces`, `man-forward-only`, ...).
pub fn rule_name(refusal: &Refusal) -> &'static str {
    match refusal {
        Refusal::NoPieceToMove => "no-piece",
        Refusal::CaptureCompulsory { .. } => "capture-compulsory",
        Refusal::CaptureNotOver => "capture-not-over",
        Refusal::Outranked { tried, .. } => match tried.verdict {
            Verdict::FewerPieces { .. } => "fewer-pieces",
            Verdict::LowerValue { .. } => "lower-value",
            Verdict::KingPreferred | Verdict::Legal => "king-preferred",
        },
        Refusal::ManForwardOnly => "man-forward-only",
        Refusal::ManOneStep => "man-one-step",
        Refusal::KingOneStep => "king-one-step",
        Refusal::NotALine => "not-a-line",
        Refusal::Blocked { .. } => "blocked",
        Refusal::KingMoveLimit { .. } => "king-move-limit",
        Refusal::Immobile => "immobile",
    }
}
