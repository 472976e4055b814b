//! What a client does about each error the server sends: never answer one blindly (a client
//! that asks for the game again after every refusal floods the server and ends up told to slow
//! down, the real reason lost).

use crate::ErrorKind;

/// A client's answer to an error.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reaction {
    /// The client's board may be ahead of or behind the server's (a move refused, a turn
    /// misjudged): ask for the game once, and show the refusal.
    Resync,
    /// The seat asked for can never be had (no such game, taken, a wrong token, another
    /// protocol): stop, say why, and do not try again.
    GiveUp,
    /// The server is too busy for this client now: a client with a seat tries again after a
    /// wait, one without gives up.
    RetryLater,
    /// Show the refusal; nothing else is wrong.
    Show,
}

impl ErrorKind {
    pub fn reaction(self) -> Reaction {
        use ErrorKind as E;
        match self {
            E::IllegalMove | E::StalePly | E::NotYourTurn | E::NotStarted | E::GameOver | E::Storage => {
                Reaction::Resync
            }
            E::UnknownGame
            | E::GameFull
            | E::BadToken
            | E::BadVersion
            | E::BadRequest
            | E::JoinLimited
            | E::CreateLimited => Reaction::GiveUp,
            E::TooManyConnections => Reaction::RetryLater,
            E::BadMessage
            | E::TooLarge
            | E::RateLimited
            | E::Idle
            | E::NotSeated
            | E::AlreadySeated
            | E::NotOver
            | E::NoOffer
            | E::NothingToTakeBack
            | E::CannotClaim => Reaction::Show,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_of_a_seat_are_final_and_slowing_down_is_never_answered() {
        assert_eq!(ErrorKind::UnknownGame.reaction(), Reaction::GiveUp);
        assert_eq!(ErrorKind::BadToken.reaction(), Reaction::GiveUp);
        assert_eq!(ErrorKind::RateLimited.reaction(), Reaction::Show);
        assert_eq!(ErrorKind::IllegalMove.reaction(), Reaction::Resync);
        assert_eq!(ErrorKind::TooManyConnections.reaction(), Reaction::RetryLater);
    }
}
