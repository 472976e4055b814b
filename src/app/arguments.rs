//! The game's command line as clap reads it: every option, its help text and its value's check,
//! and the manual page made from them. `launch` turns what it read into the run's options.

use std::path::PathBuf;

use clap::{CommandFactory, Parser, ValueEnum};
use damier_ai::Level;
use damier_rules::Variant;
use damier_rules::clock::TimeControl;

use crate::base::appearance::{BoardTheme, PieceSet};
use crate::base::locale::Language;
use crate::base::settings::TEXT_SIZES;

/// The most frames a screenshot may wait for (about half an hour of animation at 60 per second).
const MOST_FRAMES: u32 = 100_000;

#[derive(Parser, Debug)]
#[command(
    name = "damier",
    version,
    about = "An animated 3D draughts game: HexDame, International, Brazilian, Frisian and English checkers"
)]
pub(super) struct Cli {
    /// hexdame, international, brazilian, frisian or english (starts a game at once)
    #[arg(long, value_name = "V", value_parser = parse_variant)]
    pub(super) variant: Option<Variant>,
    /// The starting position
    #[arg(long, value_name = "F")]
    pub(super) fen: Option<String>,
    /// Moves to play from it (in screenshot mode the last one is animated)
    #[arg(long, value_name = "\"M1 M2 ...\"")]
    pub(super) moves: Option<String>,
    /// The computer plays white, black or both
    #[arg(long, value_name = "SIDE", value_enum)]
    pub(super) computer: Option<ComputerSides>,
    /// Plays on a clock: minutes + seconds a move (3+2, 1+0, 15+10), a Bronstein delay (5d2),
    /// moves in minutes (40/90), or minutes (10)
    #[arg(long, value_name = "TIME", value_parser = parse_clock, conflicts_with_all = ["demo", "editor", "open"])]
    pub(super) clock: Option<TimeControl>,
    /// Its level: beginner, casual, intermediate, club, expert or maximum
    #[arg(long, value_name = "L", default_value = "club", value_parser = parse_level)]
    pub(super) level: Level,
    /// Opens a demo by the start of its file name (01, coup-turc-hexdame, ...)
    #[arg(long, value_name = "NAME")]
    pub(super) demo: Option<String>,
    /// Shows the demo after N moves (in screenshot mode, move N+1 is animated)
    #[arg(long, value_name = "N", requires = "demo")]
    pub(super) ply: Option<usize>,
    /// Opens the demo as a "find the shot" puzzle
    #[arg(long, requires = "demo", conflicts_with = "ply")]
    pub(super) puzzle: bool,
    /// Opens the position setup editor (on --variant/--fen)
    #[arg(long, conflicts_with = "demo")]
    pub(super) editor: bool,
    /// Opens a variant's rules course, at its first lesson not yet done (or at --lesson)
    #[arg(long, value_name = "VARIANT", value_parser = parse_variant, conflicts_with_all = ["demo", "editor", "open", "variant", "fen", "moves", "clock", "analyse", "puzzles", "select"])]
    pub(super) learn: Option<Variant>,
    /// With --learn: the lesson to open, counted from 1
    #[arg(long, value_name = "N", requires = "learn", value_parser = clap::value_parser!(u16).range(1..))]
    pub(super) lesson: Option<u16>,
    /// Opens the Puzzles screen on a variant
    #[arg(long, value_name = "V", value_parser = parse_variant, conflicts_with_all = ["demo", "editor", "open", "variant", "fen", "moves", "clock", "analyse"])]
    pub(super) puzzles: Option<Variant>,
    /// Hosts a game of this variant for a friend on another computer: the server starts inside
    /// this game (or, with --server, the game is created on that server), and the side panel shows
    /// the code and the address to give the friend; --clock sets its clock
    #[arg(long, value_name = "VARIANT", value_parser = parse_variant, conflicts_with_all = ["demo", "editor", "open", "variant", "fen", "moves", "analyse", "puzzles", "learn", "computer"])]
    pub(super) host: Option<Variant>,
    /// Joins a friend's game by the code their game shows, at --server
    #[arg(long, value_name = "CODE", requires = "server", conflicts_with_all = ["host", "demo", "editor", "open", "variant", "fen", "moves", "clock", "analyse", "puzzles", "learn", "computer"])]
    pub(super) join: Option<String>,
    /// With --join (or --host): the address of the game server, HOST:PORT (port 7777 if left out)
    #[arg(long, value_name = "ADDRESS")]
    pub(super) server: Option<String>,
    /// With --host or --join: the name the friend sees (default: the one last given in Play a
    /// friend, or "Player")
    #[arg(long, value_name = "NAME")]
    pub(super) name: Option<String>,
    /// Opens the title screen's Demos list, Load browser, About window, Learn window, the Keys
    /// window, the "Play a friend" window or the Games window
    #[arg(long, value_name = "WINDOW", value_enum, conflicts_with_all = ["demo", "editor", "variant", "fen", "moves", "computer"])]
    pub(super) open: Option<TitleWindow>,
    /// Opens the first game of a PDN file and analyses it (in screenshot mode the picture waits
    /// for the analysis)
    #[arg(long, value_name = "FILE.pdn", conflicts_with_all = ["demo", "editor", "open", "variant", "fen", "moves", "clock"])]
    pub(super) analyse: Option<PathBuf>,
    /// Prints the board themes' names, one a line, and exits
    #[arg(long, exclusive = true)]
    pub(super) themes: bool,
    /// The board theme (see --themes; for this run, Settings keeps a choice)
    #[arg(long, value_name = "NAME", value_parser = parse_theme)]
    pub(super) theme: Option<BoardTheme>,
    /// The piece set: ivory, wood or tournament
    #[arg(long, value_name = "NAME", value_parser = parse_piece_set)]
    pub(super) pieces: Option<PieceSet>,
    /// Rendering quality: low or high (default: high, low on a software renderer)
    #[arg(long, value_name = "Q", value_enum)]
    pub(super) quality: Option<QualityArg>,
    /// With --select in a game: draws every capture route of that piece, the forbidden ones greyed
    #[arg(long, requires = "select")]
    pub(super) routes: bool,
    /// The size of the windows' text and controls in percent, 80 to 200 (for this run; Settings
    /// keeps a choice)
    #[arg(long, value_name = "PERCENT",
          value_parser = clap::value_parser!(u16).range(*TEXT_SIZES.start() as i64..=*TEXT_SIZES.end() as i64))]
    pub(super) text_size: Option<u16>,
    /// The language: en, fr, nl or de (for this run; Settings keeps a choice)
    #[arg(long, value_name = "CODE", value_parser = parse_language)]
    pub(super) lang: Option<Language>,
    /// Renders the scene (the title screen if no game is given), saves it as a PNG and exits
    /// (non-zero on failure)
    #[arg(long, value_name = "FILE.png")]
    pub(super) screenshot: Option<PathBuf>,
    /// Clicks this cell after the moves (shows its piece's destinations)
    #[arg(long, value_name = "CELL")]
    pub(super) select: Option<String>,
    /// Times the drawing of FRAMES frames (default 600) of the Coup Turc demo with the camera
    /// orbiting, prints the median and 99th-percentile frame time, and exits
    #[arg(long, value_name = "FRAMES", num_args = 0..=1, default_missing_value = "600",
          value_parser = clap::value_parser!(u32).range(10..=MOST_FRAMES as i64),
          conflicts_with_all = ["screenshot", "demo", "editor", "open", "variant", "fen", "moves", "clock", "analyse", "puzzles"])]
    pub(super) frame_bench: Option<u32>,
    /// Frames of 1/60 s to render before the picture
    #[arg(long, value_name = "N", default_value_t = 90,
          value_parser = clap::value_parser!(u32).range(1..=MOST_FRAMES as i64))]
    pub(super) frames: u32,
    /// Writes the manual page (roff, section 6) to standard output and exits: for the packages
    #[arg(long, value_name = "WHAT", value_enum, exclusive = true, hide = true)]
    pub(super) generate: Option<Generated>,
}

/// What `--generate` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(super) enum Generated {
    Man,
}

/// The game's manual page, from its command line's definition (`damier --generate man`).
pub fn manual_page() -> Vec<u8> {
    let mut page = Vec::new();
    clap_mangen::Man::new(Cli::command())
        .section("6")
        .render(&mut page)
        .expect("rendering into memory cannot fail");
    page
}

fn parse_variant(text: &str) -> Result<Variant, String> {
    text.parse::<Variant>().map_err(|e| e.to_string())
}

fn parse_language(text: &str) -> Result<Language, String> {
    one_of(text, &Language::ALL, Language::code, "a language Damier speaks")
}

fn parse_theme(text: &str) -> Result<BoardTheme, String> {
    one_of(text, &BoardTheme::ALL, BoardTheme::name, "a theme")
}

fn parse_piece_set(text: &str) -> Result<PieceSet, String> {
    one_of(text, &PieceSet::ALL, PieceSet::name, "a piece set")
}

/// The option whose name is `text` (in any case), or a message listing the names.
fn one_of<T: Copy>(text: &str, options: &[T], name: fn(T) -> &'static str, what: &str) -> Result<T, String> {
    let wanted = text.to_ascii_lowercase();
    options.iter().copied().find(|&o| name(o) == wanted).ok_or_else(|| {
        let names: Vec<&str> = options.iter().map(|&o| name(o)).collect();
        format!("'{text}' is not {what} ({})", names.join(", "))
    })
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(super) enum QualityArg {
    Low,
    High,
}

fn parse_clock(text: &str) -> Result<TimeControl, String> {
    text.parse::<TimeControl>().map_err(|e| e.to_string())
}

fn parse_level(text: &str) -> Result<Level, String> {
    text.parse::<Level>().map_err(|e| e.to_string())
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(super) enum ComputerSides {
    White,
    Black,
    Both,
}

/// A window of the title screen to open at start (`--open`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum TitleWindow {
    Demos,
    Load,
    About,
    Learn,
    Settings,
    Keys,
    /// The "Play a friend" window.
    Friend,
    /// The Games window (the game library).
    Games,
}
