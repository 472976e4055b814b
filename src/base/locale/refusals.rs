//! Why a move is refused, in the player's language: the rule that forbids it, worded as a
//! teacher would say it, for the side panel and the lessons.

use damier_rules::{Cell, Refusal, Rules, Verdict};
use fluent_bundle::FluentValue;

use crate::base::locale::Locale;

/// A refused move: the piece's cell, the cell it was sent to (none when the piece was only
/// picked up), the rule, and the capture that must be preferred when one is compulsory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefusedMove {
    pub from: Cell,
    pub to: Option<Cell>,
    pub why: Refusal,
    pub example: Option<String>,
}

impl Locale {
    pub fn refusal(&self, rules: &Rules, refused: &RefusedMove) -> String {
        let RefusedMove { from, to, why, example } = refused;
        let cell = |c: &Cell| FluentValue::from(c.to_string());
        let name = |sq| FluentValue::from(Cell::new(from.topology(), sq).to_string());
        let to_value = to.as_ref().map(cell).unwrap_or_else(|| FluentValue::from("?"));
        let best = FluentValue::from(example.clone().unwrap_or_default());
        match why {
            Refusal::NoPieceToMove => self.tf("why-no-piece", &[("from", cell(from))]),
            Refusal::CaptureCompulsory { capturers } => {
                let names: Vec<String> =
                    capturers.iter().map(|&sq| Cell::new(from.topology(), sq).to_string()).collect();
                self.tf(
                    "why-capture-compulsory",
                    &[("count", names.len().into()), ("capturers", names.join(", ").into())],
                )
            }
            Refusal::CaptureNotOver => self.tf("why-capture-not-over", &[("to", to_value)]),
            Refusal::Outranked { tried, written, .. } => {
                let tried_text = FluentValue::from(written.clone());
                match tried.verdict {
                    Verdict::FewerPieces { most } => self.tf(
                        "why-fewer-pieces",
                        &[
                            ("tried", tried_text),
                            ("taken", tried.pieces.into()),
                            ("best", best),
                            ("most", most.into()),
                        ],
                    ),
                    Verdict::LowerValue { .. } => {
                        self.tf("why-lower-value", &[("tried", tried_text), ("best", best)])
                    }
                    Verdict::KingPreferred | Verdict::Legal => {
                        self.tf("why-king-preferred", &[("best", best)])
                    }
                }
            }
            Refusal::ManForwardOnly { captures_backwards: true } => {
                self.t("why-man-forward-only-captures-back")
            }
            Refusal::ManForwardOnly { captures_backwards: false } => self.t("why-man-forward-only"),
            Refusal::ManCapturesForwardOnly => self.t("why-man-captures-forward-only"),
            Refusal::PlainMoveDiagonal => self.t("why-plain-move-diagonal"),
            Refusal::NothingToCapture => self.tf("why-nothing-to-capture", &[("from", cell(from))]),
            Refusal::NotACaptureRoute => self.tf("why-not-a-capture-route", &[("from", cell(from))]),
            Refusal::ManOneStep if rules.flying_kings => self.t("why-man-one-step"),
            Refusal::ManOneStep => self.t("why-man-one-step-short"),
            Refusal::KingOneStep => self.t("why-king-one-step"),
            Refusal::NotALine => self.tf("why-not-a-line", &[("from", cell(from)), ("to", to_value)]),
            Refusal::Blocked { at } => self.tf("why-blocked", &[("at", name(*at))]),
            Refusal::KingMoveLimit { limit } => self.tf("why-king-move-limit", &[("limit", (*limit).into())]),
            Refusal::Immobile => self.t("why-immobile"),
        }
    }
}
