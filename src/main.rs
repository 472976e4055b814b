use std::process::ExitCode;

use bevy::app::AppExit;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match damier::launch::parse(&args) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("damier: {message}");
            return ExitCode::from(2);
        }
    };
    match damier::app(options).run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}
