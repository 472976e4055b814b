//! Standard output that ends the program quietly, as Unix tools do, once its reader has gone
//! (`damier-cli pdn *.pdn | head -1`), where `println!` would panic. The commands print through
//! [`out!`], except a match's progress, which plays on to its end whoever reads it (its games go
//! to its PDN file), and the Hub, whose lines go out from its search thread too. Any other write
//! error (a full disk) is reported on stderr and ends the program with status 1.

use std::fmt;
use std::io::{self, Write};

/// Prints a line to standard output, as `println!` does, ending the program quietly if the
/// reader has gone (see the module).
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::output::line(format_args!($($arg)*))
    };
}

/// Writes `text` and a line break to standard output (what [`out!`] does).
pub fn line(text: fmt::Arguments) {
    let mut stdout = io::stdout().lock();
    if let Err(e) = unless_closed(writeln!(stdout, "{text}").and_then(|()| stdout.flush())) {
        eprintln!("damier-cli: cannot write to standard output: {e}");
        std::process::exit(1);
    }
}

/// `result`, unless it says that the reader of standard output has gone: then the program ends
/// quietly (status 0, like a Unix tool that the closed pipe stops).
pub fn unless_closed<T>(result: io::Result<T>) -> io::Result<T> {
    match result {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => std::process::exit(0),
        other => other,
    }
}
