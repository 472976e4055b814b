//! What a connection owes the server across reconnections: the seat's first message (create or
//! join, then resume with the token once seated), a move sent and not yet acknowledged (the
//! server plays a move it already has only once), and what was asked while the link was down;
//! and when the server's refusal of the seat means there is no point in coming back.

use damier_protocol::{ClientMessage, Reaction, ServerMessage};

pub struct Resend {
    first: ClientMessage,
    seated: bool,
    unacknowledged: Option<ClientMessage>,
    backlog: Vec<ClientMessage>,
}

impl Resend {
    pub fn new(first: ClientMessage) -> Resend {
        Resend { first, seated: false, unacknowledged: None, backlog: Vec::new() }
    }

    /// Whether the server has given this link a seat (so a lost connection is worth retrying).
    pub fn seated(&self) -> bool {
        self.seated
    }

    /// What to send on a fresh connection, in order; the backlog is handed over.
    pub fn on_connect(&mut self) -> Vec<ClientMessage> {
        let mut again = vec![self.first.clone()];
        if self.seated {
            again.extend(self.unacknowledged.clone());
        }
        again.append(&mut self.backlog);
        again
    }

    /// A message about to be sent on a live connection.
    pub fn on_send(&mut self, message: &ClientMessage) {
        if matches!(message, ClientMessage::Move { .. }) {
            self.unacknowledged = Some(message.clone());
        }
    }

    /// A message asked for while the connection is down: kept for the next one.
    pub fn while_down(&mut self, message: ClientMessage) {
        match message {
            ClientMessage::Move { .. } => self.unacknowledged = Some(message),
            message => self.backlog.push(message),
        }
    }

    /// Why the link should stop, when `message` refuses the seat for good: a game that does not
    /// exist, is full, or a token that is not its own (trying again would only be refused
    /// again), or a server too busy for a link that has no seat to keep.
    pub fn refusal(&self, message: &ServerMessage) -> Option<String> {
        let ServerMessage::Error { error, message } = message else { return None };
        match error.reaction() {
            Reaction::GiveUp => Some(message.clone()),
            Reaction::RetryLater if !self.seated => Some(message.clone()),
            Reaction::RetryLater | Reaction::Resync | Reaction::Show => None,
        }
    }

    /// A message from the server: a seat becomes the resume, a move's echo its acknowledgement.
    pub fn on_receive(&mut self, message: &ServerMessage) {
        if let ServerMessage::Seated { code, token, .. } = message {
            self.first = ClientMessage::Resume { code: code.clone(), token: token.clone() };
            self.seated = true;
        }
        if let (ServerMessage::Moved { ply, .. }, Some(ClientMessage::Move { ply: sent, .. })) =
            (message, &self.unacknowledged)
            && ply == sent
        {
            self.unacknowledged = None;
        }
    }
}
