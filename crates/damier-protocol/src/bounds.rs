//! What a client holds a server's message to before acting on it: a server may be anyone's, and
//! what it sends ends up in file names, on screen and replayed move by move on the game's frame
//! thread. A message outside these bounds is refused whole, with the reason.

use crate::{GameView, PlayerView, ServerMessage};

/// The largest frame a client reads, in bytes: a record at its longest fits, with room to spare.
pub const MAX_SERVER_MESSAGE_BYTES: usize = 1 << 20;

/// The most moves a record may have. The draw rules end every game long before (each man's move
/// is irreversible, and between them kings may move only so often), so a longer one is a lie.
pub const MAX_RECORD_MOVES: usize = 10_000;

/// The longest move in characters: a capture of `MAX_CAPTURES` hops, each a square and a sign.
pub const MAX_MOVE_CHARS: usize = 256;

/// The longest join code a client accepts (the server's are six letters and digits).
pub const MAX_CODE_CHARS: usize = 16;

/// The longest seat token a client keeps (the server's are 32 hexadecimal digits).
pub const MAX_TOKEN_CHARS: usize = 128;

/// Whether `code` can be a join code: letters and digits only (it names a saved game's file),
/// at most `MAX_CODE_CHARS`.
pub fn valid_code(code: &str) -> bool {
    (1..=MAX_CODE_CHARS).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_alphanumeric())
}

fn valid_token(token: &str) -> bool {
    (1..=MAX_TOKEN_CHARS).contains(&token.len()) && token.bytes().all(|b| b.is_ascii_graphic())
}

fn valid_name(name: &str) -> bool {
    name.chars().count() <= crate::MAX_NAME_CHARS && !name.chars().any(char::is_control)
}

fn check_move(text: &str) -> Result<(), String> {
    if text.chars().count() > MAX_MOVE_CHARS {
        return Err(format!("a move of {} characters (at most {MAX_MOVE_CHARS})", text.chars().count()));
    }
    Ok(())
}

fn check_player(colour: &str, player: &PlayerView) -> Result<(), String> {
    match &player.name {
        Some(name) if !valid_name(name) => Err(format!(
            "{colour}'s name is not a name (at most {} characters, none of them control characters)",
            crate::MAX_NAME_CHARS
        )),
        _ => Ok(()),
    }
}

fn check_view(game: &GameView) -> Result<(), String> {
    if !valid_code(&game.code) {
        return Err(format!("the game's code {:?} is not letters and digits", clip(&game.code)));
    }
    if game.moves.len() > MAX_RECORD_MOVES {
        return Err(format!("a record of {} moves (at most {MAX_RECORD_MOVES})", game.moves.len()));
    }
    game.moves.iter().try_for_each(|m| check_move(m))?;
    check_player("White", &game.white)?;
    check_player("Black", &game.black)
}

/// The start of a long text, for an error message.
fn clip(text: &str) -> String {
    text.chars().take(MAX_CODE_CHARS + 4).collect()
}

impl ServerMessage {
    /// Whether the message keeps to the bounds above; the error says which it breaks.
    pub fn check_bounds(&self) -> Result<(), String> {
        match self {
            ServerMessage::Seated { code, token, game, .. } => {
                if !valid_code(code) {
                    return Err(format!("the seat's code {:?} is not letters and digits", clip(code)));
                }
                if !valid_token(token) {
                    return Err(format!(
                        "a seat token that is not {MAX_TOKEN_CHARS} printable characters or fewer"
                    ));
                }
                check_view(game)
            }
            ServerMessage::Watching { game }
            | ServerMessage::State { game }
            | ServerMessage::Started { game } => check_view(game),
            ServerMessage::Moved { ply, mv, .. } => {
                if *ply as usize >= MAX_RECORD_MOVES {
                    return Err(format!("move number {ply} (a record has at most {MAX_RECORD_MOVES})"));
                }
                check_move(mv)
            }
            ServerMessage::TakenBack { moves, .. } if *moves as usize > MAX_RECORD_MOVES => {
                Err(format!("taken back to move {moves} (a record has at most {MAX_RECORD_MOVES})"))
            }
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Colour, read_server_frame};

    fn view(code: &str, moves: usize) -> GameView {
        GameView {
            code: code.into(),
            variant: "international".into(),
            moves: vec!["32-28".into(); moves],
            clock: None,
            white: PlayerView { name: Some("Ada".into()), connected: true },
            black: PlayerView { name: None, connected: false },
            result: None,
            offers: Vec::new(),
            watchers: 0,
        }
    }

    fn seated(code: &str, token: &str, game: GameView) -> ServerMessage {
        ServerMessage::Seated {
            code: code.into(),
            token: token.into(),
            colour: Colour::White,
            game,
            page: false,
        }
    }

    #[test]
    fn codes_are_letters_and_digits() {
        assert!(valid_code("KDX4PW"));
        for code in ["", "../../x", "KDX 4PW", "KDX4PW.pdn", "C:", "ÄBC", &"A".repeat(MAX_CODE_CHARS + 1)] {
            assert!(!valid_code(code), "{code}");
        }
    }

    #[test]
    fn an_honest_seat_passes() {
        let message = seated("KDX4PW", &"0f".repeat(16), view("KDX4PW", 80));
        assert_eq!(read_server_frame(&message.to_frame()), Ok(message));
    }

    #[test]
    fn a_hostile_seat_is_refused_with_the_reason() {
        let token = "0f".repeat(16);
        for (message, why) in [
            (seated("../../../home/x", &token, view("KDX4PW", 0)), "code"),
            (seated("KDX4PW", &token, view("..", 0)), "code"),
            (seated("KDX4PW", "", view("KDX4PW", 0)), "token"),
            (seated("KDX4PW", &"t".repeat(MAX_TOKEN_CHARS + 1), view("KDX4PW", 0)), "token"),
            (seated("KDX4PW", "tok\nen", view("KDX4PW", 0)), "token"),
            (seated("KDX4PW", &token, view("KDX4PW", MAX_RECORD_MOVES + 1)), "moves"),
        ] {
            let error = read_server_frame(&message.to_frame()).unwrap_err();
            assert!(error.contains(why), "{why}: {error}");
        }
        let mut long_name = view("KDX4PW", 0);
        long_name.black.name = Some("n".repeat(crate::MAX_NAME_CHARS + 1));
        assert!(
            read_server_frame(&seated("KDX4PW", &token, long_name).to_frame()).unwrap_err().contains("name")
        );
        let mut long_move = view("KDX4PW", 1);
        long_move.moves[0] = "1x".repeat(MAX_MOVE_CHARS);
        let state = ServerMessage::State { game: long_move };
        assert!(read_server_frame(&state.to_frame()).unwrap_err().contains("move"));
    }

    #[test]
    fn moves_past_any_record_are_refused() {
        let far = ServerMessage::Moved { ply: u32::MAX, mv: "32-28".into(), clock: None };
        assert!(read_server_frame(&far.to_frame()).unwrap_err().contains("move number"));
        let back = ServerMessage::TakenBack { moves: u32::MAX, clock: None };
        assert!(read_server_frame(&back.to_frame()).is_err());
    }

    #[test]
    fn an_oversized_frame_is_refused_before_it_is_parsed() {
        let huge =
            format!(r#"{{"v":1,"type":"pong","id":1,"pad":"{}"}}"#, "x".repeat(MAX_SERVER_MESSAGE_BYTES));
        assert!(read_server_frame(&huge).unwrap_err().contains("bytes"));
    }
}
