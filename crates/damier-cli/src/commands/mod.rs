//! One module a command: each owns its command-line arguments (`Args`, or the enum of its
//! subcommands) and its `run`. What several commands share is here: the position options of
//! `perft` and `moves`, and the move time of `selfplay` and `match`.

pub mod bench;
pub mod book;
pub mod egtb;
pub mod explore;
pub mod generate;
pub mod hub;
pub mod library;
pub mod loadtest;
pub mod match_;
pub mod moves;
pub mod openings;
pub mod pdn;
pub mod perft;
pub mod puzzles;
pub mod selfplay;
pub mod soak;
pub mod train;

use std::time::Duration;

use clap::Args;
use damier_rules::{Position, RuleOptions, Rules, Variant, fen};

use crate::error::CliError;

/// The position options `perft` and `moves` share.
#[derive(Args)]
pub struct Board {
    #[arg(long, value_name = "V")]
    variant: Variant,
    #[arg(long, value_name = "F")]
    fen: Option<String>,
    /// Frisian rule option (seed 002): kings also move along straight lines
    #[arg(long)]
    kings_move_straight: bool,
}

impl Board {
    /// The rules and the position (checked to be one a game can start from).
    pub fn read(&self) -> Result<(&'static Rules, Position), CliError> {
        let options = RuleOptions { frisian_kings_move_straight: self.kings_move_straight };
        let rules = Rules::get(self.variant, options);
        let position = match &self.fen {
            Some(text) => fen::read_setup(rules, text).map_err(|e| CliError::Input(e.to_string()))?,
            None => Position::start(rules),
        };
        Ok((rules, position))
    }
}

/// `--movetime S`: seconds a move, more than 0.
pub fn parse_movetime(text: &str) -> Result<Duration, String> {
    match damier_ai::parse_seconds(text) {
        Ok(time) if !time.is_zero() => Ok(time),
        Ok(_) => Err("--movetime needs a positive number of seconds".into()),
        Err(e) => Err(e.to_string()),
    }
}
