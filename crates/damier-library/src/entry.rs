//! What the library keeps of a game: its record, whom the player played, and how it came out.

use damier_rules::Side;
use damier_rules::pdn::{PdnGame, PdnResult};

/// A game's number in the library.
pub type GameId = i64;

/// Whom a game was played against, seen from the player's seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kind {
    /// Against the computer at a level (its name, as `Level::name`), the player with `side`.
    Computer { side: Side, level: String },
    /// Two people at one board.
    HotSeat,
    /// Against a friend over the network, the player with `side`.
    Online { side: Side, friend: String },
    /// The computer against itself (a demo, a match between levels).
    Engines,
    /// Someone else's game, read from a PDN file.
    Imported,
}

impl Kind {
    /// The kind a record's own tags tell: Damier writes `WhiteLevel` and `BlackLevel` (a level's
    /// name, or `human`); any other file is someone else's games.
    pub fn of_record(record: &PdnGame) -> Kind {
        let level = |tag| record.tag(tag).map(str::to_lowercase);
        match (level("WhiteLevel"), level("BlackLevel")) {
            (Some(w), Some(b)) => match (w == "human", b == "human") {
                (true, true) => Kind::HotSeat,
                (true, false) => Kind::Computer { side: Side::White, level: b },
                (false, true) => Kind::Computer { side: Side::Black, level: w },
                (false, false) => Kind::Engines,
            },
            _ => Kind::Imported,
        }
    }

    /// The name stored for the kind (and the command line's).
    pub fn name(&self) -> &'static str {
        match self {
            Kind::Computer { .. } => "computer",
            Kind::HotSeat => "hotseat",
            Kind::Online { .. } => "online",
            Kind::Engines => "engines",
            Kind::Imported => "imported",
        }
    }

    /// The player's side, in a game with one.
    pub fn side(&self) -> Option<Side> {
        match self {
            Kind::Computer { side, .. } | Kind::Online { side, .. } => Some(*side),
            _ => None,
        }
    }

    /// The opponent's name: a level's, or a friend's.
    pub fn opponent(&self) -> Option<&str> {
        match self {
            Kind::Computer { level, .. } => Some(level),
            Kind::Online { friend, .. } => Some(friend),
            _ => None,
        }
    }

    pub(crate) fn from_columns(kind: &str, side: Option<&str>, opponent: Option<String>) -> Kind {
        let side = match side {
            Some("white") => Some(Side::White),
            Some("black") => Some(Side::Black),
            _ => None,
        };
        match (kind, side, opponent) {
            ("computer", Some(side), Some(level)) => Kind::Computer { side, level },
            ("online", Some(side), Some(friend)) => Kind::Online { side, friend },
            ("hotseat", ..) => Kind::HotSeat,
            ("engines", ..) => Kind::Engines,
            _ => Kind::Imported,
        }
    }
}

/// A game to keep.
#[derive(Debug, Clone)]
pub struct NewGame {
    pub record: PdnGame,
    pub kind: Kind,
}

/// How a game came out for the player: from the side the player had, or for a game without one
/// (hot-seat, engines, imported), from White's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Win,
    Draw,
    Loss,
    Unfinished,
}

impl Outcome {
    /// The outcome of this name (`win`, `draw`, `loss`, `unfinished`).
    pub fn from_name(name: &str) -> Option<Outcome> {
        [Outcome::Win, Outcome::Draw, Outcome::Loss, Outcome::Unfinished]
            .into_iter()
            .find(|o| o.name() == name)
    }

    /// The name the store and the command line use.
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Win => "win",
            Outcome::Draw => "draw",
            Outcome::Loss => "loss",
            Outcome::Unfinished => "unfinished",
        }
    }

    pub fn of(result: PdnResult, side: Side) -> Outcome {
        match result {
            PdnResult::Win(winner) if winner == side => Outcome::Win,
            PdnResult::Win(_) => Outcome::Loss,
            PdnResult::Draw => Outcome::Draw,
            PdnResult::Unfinished => Outcome::Unfinished,
        }
    }
}

/// One line of the game list.
#[derive(Debug, Clone, PartialEq)]
pub struct GameSummary {
    pub id: GameId,
    /// The record's `Date` tag (`YYYY.MM.DD`, `?` where unknown).
    pub date: String,
    /// When it came into the library, in milliseconds since 1970.
    pub added_ms: i64,
    pub variant: String,
    pub white: String,
    pub black: String,
    pub kind: Kind,
    /// The result token as PDN writes it (`2-0`, `1/2-1/2`, `*`).
    pub result: String,
    pub outcome: Outcome,
    /// How it ended (the `Termination` tag, or the rules' reason), where known.
    pub ending: Option<String>,
    pub time_control: Option<String>,
    pub plies: u32,
}

/// A result as the store keeps it.
pub(crate) fn result_name(result: PdnResult) -> &'static str {
    match result {
        PdnResult::Win(Side::White) => "white",
        PdnResult::Win(Side::Black) => "black",
        PdnResult::Draw => "draw",
        PdnResult::Unfinished => "unfinished",
    }
}

pub(crate) fn result_of_name(name: &str) -> PdnResult {
    match name {
        "white" => PdnResult::Win(Side::White),
        "black" => PdnResult::Win(Side::Black),
        "draw" => PdnResult::Draw,
        _ => PdnResult::Unfinished,
    }
}

pub(crate) fn side_name(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

/// The outcome for the player (White's, in a game without a player's side), in SQL.
pub(crate) const OUTCOME_SQL: &str = "CASE WHEN result = 'draw' THEN 'draw' \
     WHEN result = 'unfinished' THEN 'unfinished' \
     WHEN result = COALESCE(side, 'white') THEN 'win' ELSE 'loss' END";
