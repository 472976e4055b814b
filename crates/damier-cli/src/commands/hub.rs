//! `damier-cli hub`: the Hub engine protocol on stdin/stdout (the engine is `crate::hub`).

use crate::error::CliError;

/// `hub` takes no arguments.
#[derive(clap::Args)]
pub struct Args {}

pub fn run(_args: Args) -> Result<(), CliError> {
    crate::hub::run();
    Ok(())
}
