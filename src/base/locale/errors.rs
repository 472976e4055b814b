//! The rules' errors a player can meet (a typed move, a FEN, a position set up by hand), in the
//! player's language. The rules crate keeps its own English `Display` for the command line.

use damier_rules::fen::{FenError, FenReason};
use damier_rules::notation::{NotationError, NotationReason};
use damier_rules::pdn::PdnError;
use damier_rules::{Cell, GameError, Rules, SetupError, Side, Unplayable};
use fluent_bundle::FluentValue;

use crate::base::locale::{Locale, RefusedMove};

impl Locale {
    pub fn setup_error(&self, rules: &Rules, error: &SetupError) -> String {
        let side = |side: &Side| self.side(rules, *side);
        match error {
            SetupError::NotACell(_) => self.t("setup-off-board"),
            SetupError::Occupied(cell) => self.tf("setup-occupied", &[("cell", cell_value(cell))]),
            SetupError::ManOnPromotionRow(cell) => {
                self.tf("setup-man-on-crowning-row", &[("cell", cell_value(cell))])
            }
            SetupError::KingRunNotAKing(s) => {
                self.tf("setup-king-run-not-a-king", &[("side", side(s).into())])
            }
            SetupError::KingRunTooLong(s, n) => {
                self.tf("setup-king-run-too-long", &[("side", side(s).into()), ("count", (*n).into())])
            }
        }
    }

    pub fn unplayable(&self, rules: &Rules, why: &Unplayable) -> String {
        match why {
            Unplayable::NoPieces { side, .. } => {
                self.tf("unplayable-no-pieces", &[("side", self.side(rules, *side).into())])
            }
            Unplayable::TooManyPieces { side, count, max, .. } => self.tf(
                "unplayable-too-many",
                &[
                    ("side", self.side(rules, *side).into()),
                    ("count", (*count).into()),
                    ("max", (*max).into()),
                ],
            ),
            Unplayable::ManOnCrowningRow { side, cell, .. } => self.tf(
                "unplayable-man-on-crowning-row",
                &[("side", self.side(rules, *side).into()), ("cell", cell_value(cell))],
            ),
            Unplayable::NoLegalMove { side, .. } => {
                self.tf("unplayable-no-legal-move", &[("side", self.side(rules, *side).into())])
            }
        }
    }

    pub fn fen_error(&self, rules: &Rules, error: &FenError) -> String {
        let reason = match &error.reason {
            FenReason::Empty => self.t("fen-empty"),
            FenReason::BadSideToMove(t) => self.tf("fen-bad-side-to-move", &[("text", text(t))]),
            FenReason::EmptyField => self.t("fen-empty-field"),
            FenReason::PiecesListedTwice(side) => {
                self.tf("fen-listed-twice", &[("side", self.side(rules, *side).into())])
            }
            FenReason::BadCounter(t) => self.tf("fen-bad-counter", &[("text", text(t))]),
            FenReason::UnexpectedField(t) => self.tf("fen-unexpected-field", &[("text", text(t))]),
            FenReason::MissingSide => self.t("fen-missing-side"),
            FenReason::EmptyEntry => self.t("fen-empty-entry"),
            FenReason::NotACell { text: t, hexagon, cells } => self.not_a_cell(t, *hexagon, *cells),
            FenReason::BackwardsRange(t) => self.tf("fen-backwards-range", &[("text", text(t))]),
            FenReason::GivenTwice(cell) => self.tf("fen-given-twice", &[("cell", cell_value(cell))]),
            FenReason::ManOnPromotionRow { cell, .. } => {
                self.tf("setup-man-on-crowning-row", &[("cell", cell_value(cell))])
            }
            FenReason::KingRuns(t) => self.tf("fen-king-runs", &[("text", text(t))]),
            FenReason::Setup(e) => self.setup_error(rules, e),
            FenReason::Unplayable(e) => self.unplayable(rules, e),
        };
        match error.column {
            0 => self.tf("fen-error", &[("reason", reason.into())]),
            column => self.tf("fen-error-at", &[("column", column.into()), ("reason", reason.into())]),
        }
    }

    pub fn notation_error(&self, rules: &Rules, error: &NotationError) -> String {
        let reason = match &error.reason {
            NotationReason::Empty => self.t("move-empty"),
            NotationReason::Malformed => self.t("move-malformed"),
            NotationReason::NotAHexMove => self.t("move-not-a-hex-move"),
            NotationReason::NotACell { text, hexagon, cells } => self.not_a_cell(text, *hexagon, *cells),
            NotationReason::NotACaptureRoute(cells) => {
                let route: Vec<String> = cells.iter().map(Cell::to_string).collect();
                self.tf("move-not-a-route", &[("route", route.join("x").into())])
            }
            NotationReason::Refused { from, to, why, example } => self.refusal(
                rules,
                &RefusedMove { from: *from, to: Some(*to), why: why.clone(), example: example.clone() },
            ),
            NotationReason::Ambiguous(options) => {
                self.tf("move-ambiguous", &[("options", options.join(" / ").into())])
            }
        };
        self.tf("move-error", &[("input", error.input.as_str().into()), ("reason", reason.into())])
    }

    pub fn game_error(&self, rules: &Rules, error: &GameError) -> String {
        match error {
            GameError::Over(outcome, _) => {
                self.tf("game-over", &[("outcome", self.outcome(rules, outcome).into())])
            }
            GameError::IllegalMove => self.t("move-illegal"),
            GameError::Notation(e) => self.notation_error(rules, e),
        }
    }

    /// Where a PDN file goes wrong; the reason itself is the reader's (English) words.
    pub fn pdn_error(&self, error: &PdnError) -> String {
        let mut args = vec![
            ("game", error.game.into()),
            ("line", error.line.into()),
            ("reason", FluentValue::from(error.reason.as_str())),
        ];
        let id = match &error.at_move {
            Some(at) => {
                args.push(("move", at.as_str().into()));
                "pdn-error-at-move"
            }
            None => "pdn-error",
        };
        self.tf(id, &args)
    }

    fn not_a_cell(&self, text: &str, hexagon: bool, cells: usize) -> String {
        match hexagon {
            true => self.tf("not-a-hex-cell", &[("text", text.into())]),
            false => self.tf("not-a-square", &[("text", text.into()), ("cells", cells.into())]),
        }
    }
}

fn text(t: &str) -> FluentValue<'_> {
    FluentValue::from(t)
}

/// A cell's name, kept as the board writes it.
fn cell_value(cell: &Cell) -> FluentValue<'static> {
    FluentValue::from(cell.to_string())
}
