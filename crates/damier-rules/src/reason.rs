//! Why a game ended, and how each variant words it.

use crate::variant::{EndgameDraws, Rules};

/// Why a game ended. The counts behind the draw rules differ between variants; a reason's
/// [`Reason::describe`] gives the variant's own.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The side to move has no legal move (no pieces, or all blocked).
    NoLegalMove,
    Resignation,
    Agreement,
    ThreefoldRepetition,
    /// Successive moves by each side with kings only, no capture and no man moved: 25 (FMJD),
    /// 15 (FMJD's 64-square rules, Brazilian), 40 (WCDF, English).
    KingMovesOnly,
    /// A lone king against three pieces: FMJD, one a king at least, 16 moves each; FMJD-64,
    /// three kings or more, the stronger side's 15 moves.
    ThreePiecesAgainstKing,
    /// A lone king against one or two pieces, one a king at least: FMJD, 5 moves each; FMJD-64,
    /// the stronger side's 5 moves.
    TwoPiecesAgainstKing,
    /// FMJD-64 (Brazilian): three pieces, one a king at least, against a lone king on the long
    /// diagonal, the stronger side's 5 moves.
    LoneKingOnLongDiagonal,
    /// FMJD-64 (Brazilian): both sides have kings and the material has not changed (no capture,
    /// no crowning) for 30 moves each with 4 or 5 pieces, 60 with 6 or 7.
    UnchangedMaterial,
    /// Frisian: two kings against one king, and the stronger side did not win in seven moves.
    TwoKingsAgainstKing,
    /// Frisian: one king against one king, and neither side can force a capture at once.
    KingAgainstKing,
    /// The loser's time ran out.
    Time,
    /// A side's time ran out, but its opponent could not have won with what it has left.
    TimeWithoutMating,
}

impl Reason {
    /// Every reason.
    pub const ALL: [Reason; 13] = [
        Reason::NoLegalMove,
        Reason::Resignation,
        Reason::Agreement,
        Reason::ThreefoldRepetition,
        Reason::KingMovesOnly,
        Reason::ThreePiecesAgainstKing,
        Reason::TwoPiecesAgainstKing,
        Reason::LoneKingOnLongDiagonal,
        Reason::UnchangedMaterial,
        Reason::TwoKingsAgainstKing,
        Reason::KingAgainstKing,
        Reason::Time,
        Reason::TimeWithoutMating,
    ];

    /// A stable name for files and tools (`king-against-king`).
    pub fn id(self) -> &'static str {
        match self {
            Reason::NoLegalMove => "no-legal-move",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
            Reason::ThreefoldRepetition => "threefold-repetition",
            Reason::KingMovesOnly => "king-moves-only",
            Reason::ThreePiecesAgainstKing => "three-pieces-against-king",
            Reason::TwoPiecesAgainstKing => "two-pieces-against-king",
            Reason::LoneKingOnLongDiagonal => "lone-king-on-long-diagonal",
            Reason::UnchangedMaterial => "unchanged-material",
            Reason::TwoKingsAgainstKing => "two-kings-against-king",
            Reason::KingAgainstKing => "king-against-king",
            Reason::Time => "time",
            Reason::TimeWithoutMating => "time-without-mating",
        }
    }

    /// The reason an [`id`](Reason::id) names.
    pub fn from_id(id: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.id() == id)
    }

    /// The reason in a few words, the same in every variant.
    pub fn name(self) -> &'static str {
        match self {
            Reason::NoLegalMove => "no legal move",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
            Reason::ThreefoldRepetition => "threefold repetition",
            Reason::KingMovesOnly => "the count of king moves",
            Reason::ThreePiecesAgainstKing => "the count of three pieces against a king",
            Reason::TwoPiecesAgainstKing => "the count of two pieces against a king",
            Reason::LoneKingOnLongDiagonal => "the count of a lone king on the long diagonal",
            Reason::UnchangedMaterial => "the count of unchanged material",
            Reason::TwoKingsAgainstKing => "two kings against one not winning in seven moves",
            Reason::KingAgainstKing => "one king against one king, neither able to force a capture",
            Reason::Time => "time",
            Reason::TimeWithoutMating => "time, with too little left to win",
        }
    }

    /// The reason as the variant's rules state it, with its counts.
    pub fn describe(self, rules: &Rules) -> String {
        let fmjd64 = rules.endgame_draws == EndgameDraws::Fmjd64;
        match self {
            Reason::KingMovesOnly if rules.variant == crate::Variant::English => {
                "40 moves each without a man moved or a piece taken (WCDF)".to_string()
            }
            Reason::KingMovesOnly => format!(
                "{} moves each with kings only, without a capture or a man moved ({})",
                rules.king_moves_draw.unwrap_or(0),
                if fmjd64 { "FMJD, 64 squares" } else { "FMJD" }
            ),
            Reason::ThreePiecesAgainstKing if fmjd64 => {
                "three kings against a lone king not winning in 15 moves (FMJD, 64 squares)".to_string()
            }
            Reason::ThreePiecesAgainstKing => "16 moves each with three pieces against a king (FMJD)".to_string(),
            Reason::TwoPiecesAgainstKing if fmjd64 => {
                "two pieces against a lone king not winning in 5 moves (FMJD, 64 squares)".to_string()
            }
            Reason::TwoPiecesAgainstKing => "5 moves each with two pieces against a king (FMJD)".to_string(),
            Reason::LoneKingOnLongDiagonal => {
                "three pieces against a lone king on the long diagonal not winning in 5 moves (FMJD, 64 squares)"
                    .to_string()
            }
            Reason::UnchangedMaterial => {
                "30 moves each, 60 with six or seven pieces, with kings on both sides and no capture or crowning (FMJD, 64 squares)"
                    .to_string()
            }
            other => other.name().to_string(),
        }
    }
}
