#![forbid(unsafe_code)]
// A game on Windows opens its window without a console behind it (a debug build keeps the
// console, for the log).
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

/// In a web page: no command line, only what the page's address asks for.
#[cfg(target_arch = "wasm32")]
fn main() {
    damier::app(damier::app::page::options()).run();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    desktop::main()
}

#[cfg(not(target_arch = "wasm32"))]
mod desktop {
    use std::io::Write;
    use std::process::ExitCode;

    use bevy::app::AppExit;
    use damier::app::launch::{self, LaunchError};

    pub fn main() -> ExitCode {
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
        if options.print_manual {
            let mut stdout = std::io::stdout().lock();
            if let Err(e) = stdout.write_all(&launch::manual_page()).and_then(|()| stdout.flush()) {
                eprintln!("damier: cannot write the manual page: {e}");
                return ExitCode::FAILURE;
            }
            return ExitCode::SUCCESS;
        }
        match damier::app(options).run() {
            AppExit::Success => ExitCode::SUCCESS,
            AppExit::Error(code) => ExitCode::from(code.get()),
        }
    }
}
