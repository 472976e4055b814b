//! Why a command failed, and so its exit status: what every command returns, below them all.

/// Why a command failed, and so its exit status.
#[derive(Debug)]
pub enum CliError {
    /// The command line itself is wrong (exit 2).
    Usage(String),
    /// The command line is fine but its input (a FEN, a file) is not (exit 1).
    Input(String),
}
