//! `damier-cli generate`: the tool's manual pages or a shell's completions, from its own argument
//! definitions (the packages install them; docs/PACKAGING.md).

use std::io::Write;
use std::path::PathBuf;

use clap::{CommandFactory, ValueEnum};

use crate::{Cli, CliError};

#[derive(clap::Args)]
pub struct Args {
    /// What to write
    #[arg(value_enum)]
    what: What,
    /// For man: writes every page (damier-cli.1, and damier-cli-COMMAND.1 for each command) into
    /// this folder instead of the main page on standard output
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
}

#[derive(Clone, Copy, ValueEnum)]
enum What {
    /// The manual page (roff, section 1)
    Man,
    Bash,
    Zsh,
    Fish,
    Elvish,
    Powershell,
}

pub fn run(args: Args) -> Result<(), CliError> {
    let mut command = Cli::command();
    let mut bytes = Vec::new();
    let shell = match args.what {
        What::Man => {
            let written = match &args.out {
                Some(dir) => clap_mangen::generate_to(command, dir),
                None => clap_mangen::Man::new(command).render(&mut bytes),
            };
            written.map_err(|e| CliError::Input(format!("cannot write the manual: {e}")))?;
            return write(&bytes);
        }
        What::Bash => clap_complete::Shell::Bash,
        What::Zsh => clap_complete::Shell::Zsh,
        What::Fish => clap_complete::Shell::Fish,
        What::Elvish => clap_complete::Shell::Elvish,
        What::Powershell => clap_complete::Shell::PowerShell,
    };
    if args.out.is_some() {
        return Err(CliError::Usage(
            "--out is for the manual pages; completions go to standard output".into(),
        ));
    }
    clap_complete::generate(shell, &mut command, "damier-cli", &mut bytes);
    write(&bytes)
}

fn write(bytes: &[u8]) -> Result<(), CliError> {
    let mut stdout = std::io::stdout().lock();
    crate::output::unless_closed(stdout.write_all(bytes).and_then(|()| stdout.flush()))
        .map_err(|e| CliError::Input(format!("cannot write to standard output: {e}")))
}
