//! The messages a client and Damier's game server exchange: JSON text frames over a WebSocket,
//! each an object with the protocol version `v` and a `type` (docs/ONLINE.md has them all).
//!
//! Both ends link this crate: the server (`damier-server`), the desktop game, the web page and
//! `damier-cli`. It holds no socket, so that a client of any kind can carry the frames its own way.
//! [`record::replay`] rebuilds the game that a list of moves on the wire describes; a client holds
//! what a server sends to the bounds of `bounds.rs`, answers its errors by [`Reaction`] and
//! watches it with [`Liveness`].

#![forbid(unsafe_code)]

mod bounds;
mod link;
mod liveness;
mod reaction;
pub mod record;

pub use bounds::{
    MAX_CODE_CHARS, MAX_MOVE_CHARS, MAX_RECORD_MOVES, MAX_SERVER_MESSAGE_BYTES, MAX_TOKEN_CHARS, valid_code,
};
pub use link::{join_code, join_link};
pub use liveness::{DEAD_AFTER, Liveness};
pub use reaction::Reaction;

use serde::{Deserialize, Serialize};

/// The protocol's version: a client sends it in every message, and the server refuses others.
pub const PROTOCOL_VERSION: u32 = 1;

/// The largest message the server reads, in bytes: a move, a name or a code fit many times over.
pub const MAX_MESSAGE_BYTES: usize = 2048;

/// The longest player name kept, in characters.
pub const MAX_NAME_CHARS: usize = 40;

/// A message with its protocol version.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Envelope<T> {
    pub v: u32,
    #[serde(flatten)]
    pub body: T,
}

impl<T> Envelope<T> {
    pub fn new(body: T) -> Envelope<T> {
        Envelope { v: PROTOCOL_VERSION, body }
    }
}

/// A side of the board, as the protocol names it (English checkers' Black is called Red by the
/// game, but the protocol keeps the rules' names).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    White,
    Black,
}

/// The host's choice of side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ColourChoice {
    White,
    Black,
    Random,
}

/// What a player may offer or ask of the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OfferKind {
    Draw,
    Takeback,
    Rematch,
}

/// What a player present may claim when the opponent has been gone past the grace period.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Claim {
    Win,
    Draw,
}

/// What a client sends.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// Hosts a game: `variant` (`hexdame`, `international`, ...), `clock` a time control as
    /// players write it (`5+3`, `3d2`, `40/90`; none: untimed).
    Create {
        variant: String,
        clock: Option<String>,
        colour: ColourChoice,
        name: String,
    },
    /// Takes the free seat of the game with this join code.
    Join {
        code: String,
        name: String,
    },
    /// Takes back one's seat after a lost connection.
    Resume {
        code: String,
        token: String,
    },
    /// Follows a game without a seat.
    Watch {
        code: String,
    },
    /// Plays `mv` as the game's move number `ply` (counted from 0): a move sent twice after a
    /// reconnection is recognised by its ply and played once.
    Move {
        ply: u32,
        #[serde(rename = "move")]
        mv: String,
    },
    Offer {
        kind: OfferKind,
    },
    Accept {
        kind: OfferKind,
    },
    Decline {
        kind: OfferKind,
    },
    Resign,
    Claim {
        claim: Claim,
    },
    /// Asks for the whole game again (a client that lost track of it).
    Sync,
    Ping {
        id: u64,
    },
}

/// What the server sends.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// A seat taken (hosting, joining, resuming or a rematch): the token to resume it with.
    Seated {
        code: String,
        token: String,
        colour: Colour,
        game: GameView,
        /// The server also serves the web page at `/`, so a friend can join from the link
        /// `http(s)://HOST/#join=CODE` (absent from older servers: false).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        page: bool,
    },
    /// Following a game.
    Watching {
        game: GameView,
    },
    /// The whole game again, for a connection that fell behind.
    State {
        game: GameView,
    },
    /// A move stored and played: the acknowledgement to its player, the news to the others.
    Moved {
        ply: u32,
        #[serde(rename = "move")]
        mv: String,
        clock: Option<ClockView>,
    },
    /// The record went back to `moves` moves (a takeback accepted).
    TakenBack {
        moves: u32,
        clock: Option<ClockView>,
    },
    Offered {
        kind: OfferKind,
        by: Colour,
    },
    Declined {
        kind: OfferKind,
        by: Colour,
    },
    /// A player's connection came or went; `claim_in_ms`: when the other may claim the game.
    Presence {
        colour: Colour,
        connected: bool,
        claim_in_ms: Option<u64>,
    },
    /// Someone began or stopped watching: how many watch now.
    Watchers {
        count: u32,
    },
    /// The second seat was taken: the game (and its clock) begins.
    Started {
        game: GameView,
    },
    Ended {
        result: ResultView,
        clock: Option<ClockView>,
    },
    Pong {
        id: u64,
    },
    Error {
        error: ErrorKind,
        message: String,
    },
}

/// A game as a client needs it to draw the board and the panel.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameView {
    pub code: String,
    pub variant: String,
    /// The moves so far, in the variant's notation.
    pub moves: Vec<String>,
    pub clock: Option<ClockView>,
    pub white: PlayerView,
    pub black: PlayerView,
    pub result: Option<ResultView>,
    /// Offers waiting for an answer.
    pub offers: Vec<PendingOffer>,
    /// How many follow the game without a seat (watchers); absent from older servers.
    #[serde(default)]
    pub watchers: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayerView {
    pub name: Option<String>,
    pub connected: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingOffer {
    pub kind: OfferKind,
    pub by: Colour,
}

/// Both clocks as the server keeps them when the message is sent; `running`: whose is going.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockView {
    pub control: String,
    pub white_ms: u64,
    pub black_ms: u64,
    pub running: Option<Colour>,
}

/// How a game ended: the winner (none for a draw), the PDN result and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultView {
    pub winner: Option<Colour>,
    pub reason: EndReason,
}

/// Why a game ended: the rules' reasons, and what only a game between two computers has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    NoLegalMove,
    Resignation,
    Agreement,
    ThreefoldRepetition,
    KingMovesOnly,
    ThreePiecesAgainstKing,
    TwoPiecesAgainstKing,
    LoneKingOnLongDiagonal,
    UnchangedMaterial,
    TwoKingsAgainstKing,
    KingAgainstKing,
    Time,
    TimeWithoutMating,
    /// The opponent left and did not come back within the grace period.
    Abandoned,
}

/// What went wrong with a message, as a client can act on it; the message says it in words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// Not JSON, not an object of a known type, or a field missing or of the wrong kind.
    BadMessage,
    /// A protocol version the server does not speak.
    BadVersion,
    TooLarge,
    /// Too many messages: slow down.
    RateLimited,
    /// Nothing was heard for too long: the connection closes.
    Idle,
    /// Too many connections from this address.
    TooManyConnections,
    /// Too many join attempts from this address.
    JoinLimited,
    /// Too many new games from this address.
    CreateLimited,
    /// A variant, clock, name or code that is not valid.
    BadRequest,
    UnknownGame,
    GameFull,
    BadToken,
    /// The request needs a seat (or no seat yet) on this connection.
    NotSeated,
    AlreadySeated,
    NotYourTurn,
    /// The game waits for its second player.
    NotStarted,
    IllegalMove,
    /// The move's ply is not the next one and not one already played by this seat.
    StalePly,
    GameOver,
    NotOver,
    NoOffer,
    NothingToTakeBack,
    /// The opponent is connected, or has not been gone long enough.
    CannotClaim,
    /// The server could not store the change: it was not made.
    Storage,
}

impl Colour {
    pub fn of(side: damier_rules::Side) -> Colour {
        match side {
            damier_rules::Side::White => Colour::White,
            damier_rules::Side::Black => Colour::Black,
        }
    }

    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    pub fn side(self) -> damier_rules::Side {
        match self {
            Colour::White => damier_rules::Side::White,
            Colour::Black => damier_rules::Side::Black,
        }
    }
}

impl EndReason {
    pub fn of(reason: damier_rules::Reason) -> EndReason {
        use damier_rules::Reason as R;
        match reason {
            R::NoLegalMove => EndReason::NoLegalMove,
            R::Resignation => EndReason::Resignation,
            R::Agreement => EndReason::Agreement,
            R::ThreefoldRepetition => EndReason::ThreefoldRepetition,
            R::KingMovesOnly => EndReason::KingMovesOnly,
            R::ThreePiecesAgainstKing => EndReason::ThreePiecesAgainstKing,
            R::TwoPiecesAgainstKing => EndReason::TwoPiecesAgainstKing,
            R::LoneKingOnLongDiagonal => EndReason::LoneKingOnLongDiagonal,
            R::UnchangedMaterial => EndReason::UnchangedMaterial,
            R::TwoKingsAgainstKing => EndReason::TwoKingsAgainstKing,
            R::KingAgainstKing => EndReason::KingAgainstKing,
            R::Time => EndReason::Time,
            R::TimeWithoutMating => EndReason::TimeWithoutMating,
        }
    }

    /// The name stored in the database (the same as on the wire).
    pub fn id(self) -> String {
        serde_json::to_value(self).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default()
    }

    pub fn from_id(id: &str) -> Option<EndReason> {
        serde_json::from_value(serde_json::Value::String(id.to_owned())).ok()
    }
}

impl GameView {
    /// The game this view's record describes.
    pub fn game(&self) -> Result<damier_rules::Game, String> {
        let variant: damier_rules::Variant = self.variant.parse().map_err(|e| format!("{e}"))?;
        record::replay(variant, self.moves.iter().map(String::as_str))
    }
}

impl ServerMessage {
    pub fn error(error: ErrorKind, message: impl Into<String>) -> ServerMessage {
        ServerMessage::Error { error, message: message.into() }
    }

    /// The message as the text frame the server sends.
    pub fn to_frame(&self) -> String {
        serde_json::to_string(&Envelope::new(self)).unwrap_or_default()
    }
}

impl ClientMessage {
    pub fn to_frame(&self) -> String {
        serde_json::to_string(&Envelope::new(self)).unwrap_or_default()
    }
}

/// Reads a client's frame: the version first (so an unknown version is told as such), then the
/// message.
pub fn read_client_frame(text: &str) -> Result<ClientMessage, (ErrorKind, String)> {
    let mut value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| (ErrorKind::BadMessage, format!("not JSON: {e}")))?;
    let Some(object) = value.as_object_mut() else {
        return Err((ErrorKind::BadMessage, "not a JSON object".into()));
    };
    match object.remove("v") {
        Some(v) if v.as_u64() == Some(u64::from(PROTOCOL_VERSION)) => {}
        Some(v) => {
            return Err((
                ErrorKind::BadVersion,
                format!("protocol version {v}: this server speaks {PROTOCOL_VERSION}"),
            ));
        }
        None => {
            return Err((
                ErrorKind::BadVersion,
                format!("no protocol version: send \"v\": {PROTOCOL_VERSION}"),
            ));
        }
    }
    serde_json::from_value(value).map_err(|e| (ErrorKind::BadMessage, e.to_string()))
}

/// Reads a server's frame (the client side), held to the bounds a client keeps a stranger to.
pub fn read_server_frame(text: &str) -> Result<ServerMessage, String> {
    if text.len() > MAX_SERVER_MESSAGE_BYTES {
        return Err(format!("a message of {} bytes (at most {MAX_SERVER_MESSAGE_BYTES})", text.len()));
    }
    let envelope: Envelope<ServerMessage> = serde_json::from_str(text).map_err(|e| e.to_string())?;
    if envelope.v != PROTOCOL_VERSION {
        return Err(format!("server speaks protocol {}, this client {PROTOCOL_VERSION}", envelope.v));
    }
    envelope.body.check_bounds()?;
    Ok(envelope.body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_reads_with_its_version_and_round_trips() {
        let text = r#"{"v":1,"type":"move","ply":3,"move":"32-28"}"#;
        let message = read_client_frame(text).unwrap();
        assert_eq!(message, ClientMessage::Move { ply: 3, mv: "32-28".into() });
        assert_eq!(read_client_frame(&message.to_frame()).unwrap(), message);
    }

    #[test]
    fn versions_and_junk_are_told_apart() {
        assert_eq!(read_client_frame(r#"{"v":2,"type":"resign"}"#).unwrap_err().0, ErrorKind::BadVersion);
        assert_eq!(read_client_frame(r#"{"type":"resign"}"#).unwrap_err().0, ErrorKind::BadVersion);
        assert_eq!(read_client_frame("[1,2").unwrap_err().0, ErrorKind::BadMessage);
        assert_eq!(read_client_frame(r#"{"v":1,"type":"fly"}"#).unwrap_err().0, ErrorKind::BadMessage);
        let extra = r#"{"v":1,"type":"ping","id":1,"please":true}"#;
        assert_eq!(read_client_frame(extra).unwrap_err().0, ErrorKind::BadMessage);
    }

    #[test]
    fn server_messages_round_trip() {
        let message = ServerMessage::Moved { ply: 0, mv: "f4-g5".into(), clock: None };
        assert_eq!(read_server_frame(&message.to_frame()).unwrap(), message);
        assert_eq!(EndReason::from_id(&EndReason::Abandoned.id()), Some(EndReason::Abandoned));
    }
}
