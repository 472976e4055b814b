//! The game's words for the rules' and the engine's things: variants, sides, levels, how a
//! game ended, time controls, scores, and the errors a player can meet.

use std::time::Duration;

use damier_ai::{Level, describe_score, mate_in};
use damier_rules::clock::{ClockError, MOST_MOVES, TimeControl, format_amount};
use damier_rules::{EndgameDraws, Kind, Outcome, Piece, Reason, Rules, Side, Variant};
use fluent_bundle::FluentValue;

use crate::base::locale::Locale;
use crate::base::storage::{Fault, FileProblem};

impl Locale {
    pub fn variant(&self, variant: Variant) -> String {
        self.t(&format!("variant-{}", variant.id()))
    }

    /// How the variant calls a side (English checkers has Red for Black).
    pub fn side(&self, rules: &Rules, side: Side) -> String {
        self.t(&format!("side-{}", rules.side_name(side).to_ascii_lowercase()))
    }

    /// A piece by its side and kind ("White man").
    pub fn piece(&self, rules: &Rules, piece: Piece) -> String {
        let id = if piece.kind == Kind::Man { "piece-man" } else { "piece-king" };
        self.tf(id, &[("side", self.side(rules, piece.side).into())])
    }

    pub fn level(&self, level: Level) -> String {
        self.t(&format!("level-{}", level.name().to_ascii_lowercase()))
    }

    /// A sentence telling how a game ended.
    pub fn outcome(&self, rules: &Rules, outcome: &Outcome) -> String {
        let reason = self.reason(rules, outcome.reason);
        match outcome.winner {
            Some(winner) => {
                let id = match outcome.reason {
                    Reason::NoLegalMove => "outcome-no-legal-move",
                    Reason::Resignation => "outcome-resigned",
                    Reason::Time => "outcome-on-time",
                    _ => "outcome-wins",
                };
                self.tf(
                    id,
                    &[
                        ("winner", self.side(rules, winner).into()),
                        ("loser", self.side(rules, winner.opposite()).into()),
                        ("reason", reason.into()),
                    ],
                )
            }
            None => self.tf("outcome-draw", &[("reason", reason.into())]),
        }
    }

    /// Why a game ended, with the variant's own counts and the federation that sets them.
    pub fn reason(&self, rules: &Rules, reason: Reason) -> String {
        let fmjd64 = rules.endgame_draws == EndgameDraws::Fmjd64;
        let id = match reason {
            Reason::NoLegalMove => "reason-no-legal-move",
            Reason::Resignation => "reason-resignation",
            Reason::Agreement => "reason-agreement",
            Reason::ThreefoldRepetition => "reason-threefold-repetition",
            Reason::KingMovesOnly if rules.variant == Variant::English => "reason-no-man-moved-wcdf",
            Reason::KingMovesOnly if fmjd64 => "reason-king-moves-only-64",
            Reason::KingMovesOnly => "reason-king-moves-only",
            Reason::ThreePiecesAgainstKing if fmjd64 => "reason-three-kings-against-king-64",
            Reason::ThreePiecesAgainstKing => "reason-three-pieces-against-king",
            Reason::TwoPiecesAgainstKing if fmjd64 => "reason-two-pieces-against-king-64",
            Reason::TwoPiecesAgainstKing => "reason-two-pieces-against-king",
            Reason::LoneKingOnLongDiagonal => "reason-lone-king-on-long-diagonal-64",
            Reason::UnchangedMaterial => "reason-unchanged-material-64",
            Reason::TwoKingsAgainstKing => "reason-two-kings-against-king",
            Reason::KingAgainstKing => "reason-king-against-king",
            Reason::Time => "reason-time",
            Reason::TimeWithoutMating => "reason-time-without-mating",
        };
        // The king-move count differs between variants (25, 15); the other counts do not.
        self.tf(id, &[("moves", FluentValue::from(rules.king_moves_draw.unwrap_or(0)))])
    }

    pub fn level_strength(&self, level: Level) -> String {
        self.t(&format!("level-{}-strength", level.name().to_ascii_lowercase()))
    }

    /// A time control as a player reads it ("3 min + 2 s a move").
    pub fn time_control(&self, control: &TimeControl) -> String {
        let minutes = |d: Duration| format_amount(d.as_secs_f64() / 60.0);
        let seconds = |d: Duration| format_amount(d.as_secs_f64());
        match *control {
            TimeControl::SuddenDeath { base } => {
                self.tf("clock-sudden-death", &[("minutes", minutes(base).into())])
            }
            TimeControl::Fischer { base, increment } => self.tf(
                "clock-fischer",
                &[("minutes", minutes(base).into()), ("seconds", seconds(increment).into())],
            ),
            TimeControl::Bronstein { base, delay } => self.tf(
                "clock-bronstein",
                &[("minutes", minutes(base).into()), ("seconds", seconds(delay).into())],
            ),
            TimeControl::MovesIn { moves, time } => {
                self.tf("clock-moves-in", &[("moves", moves.into()), ("minutes", minutes(time).into())])
            }
        }
    }

    pub fn clock_error(&self, error: &ClockError) -> String {
        match error {
            ClockError::NotANumber(text) => {
                self.tf("clock-error-not-a-number", &[("text", text.as_str().into())])
            }
            ClockError::NoTime => self.t("clock-error-no-time"),
            ClockError::TooShort => self.t("clock-error-too-short"),
            ClockError::TooLong => self.t("clock-error-too-long"),
            ClockError::Moves(moves) => {
                self.tf("clock-error-moves", &[("moves", (*moves).into()), ("most", MOST_MOVES.into())])
            }
        }
    }

    /// An evaluation for the side it is given for: `+1.25`, or a won or lost game in words.
    pub fn score(&self, score: i32) -> String {
        match mate_in(score) {
            Some(plies) if score > 0 => self.tf("score-win-in", &[("plies", plies.into())]),
            Some(plies) => self.tf("score-loss-in", &[("plies", plies.into())]),
            None => describe_score(score),
        }
    }

    /// What happened to a player's file that could not be used.
    pub fn file_problem(&self, problem: &FileProblem) -> String {
        let file = problem.file.display().to_string();
        let fault = match &problem.fault {
            Fault::Unreadable(detail) => self.tf("file-unreadable", &[("detail", detail.as_str().into())]),
            Fault::Corrupt(detail) => self.tf("file-corrupt", &[("detail", detail.as_str().into())]),
            Fault::NotText(offset) => self.tf("file-not-text", &[("offset", (*offset).into())]),
            Fault::Damaged(detail) => self.tf("file-damaged", &[("detail", detail.as_str().into())]),
            Fault::HoldsNoGame => self.t("file-holds-no-game"),
        };
        let kept = match &problem.kept {
            Ok(aside) => self.tf("file-kept-as", &[("path", aside.display().to_string().into())]),
            Err(detail) => self.tf("file-not-moved", &[("detail", detail.as_str().into())]),
        };
        self.tf("file-problem", &[("file", file.into()), ("fault", fault.into()), ("kept", kept.into())])
    }
}
