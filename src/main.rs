#![forbid(unsafe_code)]

use std::process::ExitCode;

use bevy::app::AppExit;
use damier::app::launch::{self, LaunchError};

fn main() -> ExitCode {
    // Arguments are read as the platform gives them: a name that is not UTF-8 is reported, not
    // a crash.
    let options = match launch::parse(std::env::args_os().skip(1)) {
        Ok(options) => options,
        Err(LaunchError::Usage(e)) => {
            let _ = e.print();
            return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
        }
        Err(LaunchError::Invalid(message)) => {
            eprintln!("damier: {message}");
            return ExitCode::from(2);
        }
    };
    if options.list_themes {
        for theme in damier::base::appearance::BoardTheme::ALL {
            println!("{}", theme.name());
        }
        return ExitCode::SUCCESS;
    }
    match damier::app(options).run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}
