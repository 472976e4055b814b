//! `damier-cli openings`: balanced openings for matches, found by Damier's own search, as a
//! JSON file (the generator and the file format are `crate::openings`). `match` shares the
//! balance options and the recipe.

use std::path::PathBuf;

use damier_rules::Variant;

use crate::error::CliError;
use crate::openings::{self, Recipe};

#[derive(clap::Args)]
pub struct Args {
    #[arg(long, value_name = "V")]
    variant: Variant,
    #[arg(long, value_name = "N", default_value_t = 50)]
    count: usize,
    /// Plies per opening (default: 2 on 8×8 boards, 3 on 10×10 and HexDame)
    #[arg(long, value_name = "K")]
    plies: Option<usize>,
    #[arg(long, value_name = "X", default_value_t = 1)]
    seed: u64,
    #[command(flatten)]
    balance: Balance,
    /// The file to write (default: standard output)
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
}

/// How openings are found balanced.
#[derive(clap::Args, Clone)]
pub struct Balance {
    /// Depth of the search that checks an opening is balanced
    #[arg(long, value_name = "N", default_value_t = 6, value_parser = clap::value_parser!(u32).range(1..=30))]
    opening_depth: u32,
    /// The largest score (centi-men, a man is 100) a kept opening may have
    #[arg(long, value_name = "CP", default_value_t = 40)]
    balance: i32,
}

impl Balance {
    /// The recipe for `count` openings of `plies` plies (default: the variant's own).
    pub fn recipe(&self, variant: Variant, count: usize, plies: Option<usize>, seed: u64) -> Recipe {
        Recipe {
            count,
            plies: plies.unwrap_or_else(|| openings::default_plies(variant)),
            seed,
            depth: self.opening_depth,
            window: self.balance,
        }
    }
}

pub fn run(args: Args) -> Result<(), CliError> {
    let Args { variant, count, plies, seed, balance, out } = args;
    let recipe = balance.recipe(variant, count, plies, seed);
    let found = openings::generate(variant.rules(), &recipe);
    if found.len() < count {
        eprintln!("damier-cli: only {} distinct balanced openings found (of {count} asked)", found.len());
    }
    if found.is_empty() {
        return Err(CliError::Input("no balanced opening found: widen --balance or change --plies".into()));
    }
    let text = openings::to_json(variant, &recipe, &found);
    match out {
        Some(path) => {
            std::fs::write(&path, text).map_err(|e| CliError::Input(format!("{}: {e}", path.display())))
        }
        None => {
            out!("{}", text.trim_end());
            Ok(())
        }
    }
}
