//! `damier-cli pdn`: replays every game of PDN files through the rules.

use std::path::PathBuf;

use damier_rules::pdn;

use crate::error::CliError;

#[derive(clap::Args)]
pub struct Args {
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
}

/// One line per game: `FILE game N: variant, M moves, result R` (and `, over: …`, the end
/// the rules give, when the moves end the game), or the first error (game, line,
/// move, reason) after what was valid. Fails when a file cannot be read, holds no game, or any
/// game is broken.
pub fn run(args: Args) -> Result<(), CliError> {
    let mut broken = 0;
    for path in &args.files {
        let file = path.display();
        let text = match std::fs::read(path) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(e) => {
                out!("{file}: cannot read: {e}");
                broken += 1;
                continue;
            }
        };
        let games = pdn::read(&text);
        if games.is_empty() {
            out!("{file}: error: no games in this file");
            broken += 1;
        }
        for (i, read) in games.iter().enumerate() {
            let summary = read.record.as_ref().map(|r| {
                let moves = r.game.moves().len();
                let rules = r.game.rules();
                let result = r.result.token(rules);
                // The end the rules give, which a file's result tag may not record.
                let end =
                    r.game.outcome().map(|o| format!(", over: {}", o.describe(rules))).unwrap_or_default();
                format!(
                    "{}, {moves} move{}, result {result}{end}",
                    rules.variant,
                    if moves == 1 { "" } else { "s" }
                )
            });
            match (&read.error, summary) {
                (None, Some(summary)) => out!("{file} game {}: {summary}", i + 1),
                (error, summary) => {
                    broken += 1;
                    let error = error.as_ref().map_or("no playable game".to_string(), |e| e.to_string());
                    let valid = summary.map(|s| format!(" (valid before it: {s})")).unwrap_or_default();
                    out!("{file}: error: {error}{valid}");
                }
            }
        }
    }
    if broken > 0 {
        Err(CliError::Input(format!("{broken} game(s) or file(s) could not be replayed")))
    } else {
        Ok(())
    }
}
