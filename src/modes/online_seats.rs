//! The seats a player holds in unfinished online games, kept in `online/seats.json` beside the
//! settings, so that a game closed (or crashed) can take its seat back: where the game is (hosted
//! here on a port, or on a server), its code, the seat's token, the variant and the side.

use std::path::PathBuf;

use bevy::prelude::*;
use damier_protocol::Colour;
use serde::{Deserialize, Serialize};

use crate::base::storage::{FileProblem, open_json, save_private_json};

/// Where a game is played.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum SeatPlace {
    /// On the server inside this game, which listened on this port.
    Hosted { port: u16 },
    /// On the server at this address.
    Remote { address: String },
}

/// One seat taken in a game not yet over.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct KeptSeat {
    pub place: SeatPlace,
    pub code: String,
    pub token: String,
    pub variant: String,
    pub colour: Colour,
    pub opponent: Option<String>,
}

/// The player's kept seats, and the file they are saved to (none: not saved, as in tests or
/// when a damaged file could not be moved aside).
#[derive(Resource, Default, Serialize, Deserialize)]
pub struct KeptSeats {
    pub seats: Vec<KeptSeat>,
    #[serde(skip)]
    path: Option<PathBuf>,
}

impl KeptSeats {
    /// Reads the file (a damaged one is moved aside, and the problem returned).
    pub fn open(path: PathBuf) -> (KeptSeats, Option<FileProblem>) {
        let (mut seats, path, problem) = open_json::<KeptSeats>(path);
        seats.path = path;
        (seats, problem)
    }

    /// Keeps `seat` (in place of an older one of the same game) and saves.
    pub fn keep(&mut self, seat: KeptSeat) {
        if self.seats.contains(&seat) {
            return;
        }
        self.seats.retain(|s| s.code != seat.code);
        self.seats.push(seat);
        self.save();
    }

    /// Forgets the seat of the game `code` (it ended, or the player let it go) and saves.
    pub fn forget(&mut self, code: &str) {
        let before = self.seats.len();
        self.seats.retain(|s| s.code != code);
        if self.seats.len() != before {
            self.save();
        }
    }

    fn save(&self) {
        if let Some(path) = &self.path {
            // The tokens are secrets: whoever reads them can play the player's games.
            save_private_json(path, self, "online seats");
        }
    }
}
