//! The command line: `damier [--variant V] [--fen F] [--moves "..."]` starts a game directly;
//! `--screenshot FILE.png [--select CELL] [--frames N]` takes a picture of it and exits. Every
//! value is checked (its form by clap in `arguments`, its fit here) before anything starts: a bad
//! one ends the program with a message and status 2, never a panic.

use std::ffi::OsString;

use clap::Parser;
use damier_ai::Level;
use damier_protocol::ColourChoice;
use damier_rules::clock::TimeControl;
use damier_rules::pdn::PdnGame;
use damier_rules::{Game, Position, Side, Variant, fen, notation};

use crate::app::arguments::{Cli, ComputerSides, QualityArg};
pub use crate::app::arguments::{TitleWindow, manual_page};
use crate::app::screenshot::ScreenshotScript;
use crate::base::appearance::{BoardTheme, PieceSet, Quality};
use crate::base::locale::{Language, Locale};
use crate::game::remote::{DEFAULT_PORT, with_default_port};
use crate::modes::demos::DemoLibrary;
use crate::modes::online::OnlineRequest;

/// A game to start with: its record after the given moves, and who plays it.
pub struct StartGame {
    pub game: Game,
    /// The sides the computer plays (White, Black).
    pub computer: [Option<Level>; 2],
    pub clock: Option<TimeControl>,
}

/// A demo to open at start-up (already checked against the built-in demos).
#[derive(Clone, Copy, Debug)]
pub struct StartDemo {
    pub index: usize,
    pub puzzle: bool,
    pub ply: usize,
}

#[derive(Default)]
pub struct LaunchOptions {
    pub start: Option<Box<StartGame>>,
    /// A game read from a file, to analyse.
    pub analyse: Option<Box<PdnGame>>,
    pub demo: Option<StartDemo>,
    /// Open the setup editor on the starting position.
    pub editor: bool,
    /// A title-screen window to open: the demo list or the Load browser.
    pub open: Option<TitleWindow>,
    /// The Puzzles screen to open, on this variant.
    pub puzzles: Option<Variant>,
    /// The rules course to open, at this lesson (counted from 0; none: the first not yet done).
    pub learn: Option<(Variant, Option<usize>)>,
    /// An online game to host or join.
    pub online: Option<Box<OnlineRequest>>,
    pub screenshot: Option<ScreenshotScript>,
    /// The language asked for on the command line.
    pub language: Option<Language>,
    /// Time this many frames of the frame benchmark.
    pub frame_bench: Option<u32>,
    /// How the board looks for this run (else the settings say).
    pub appearance: Appearance,
    /// Only print the themes' names.
    pub list_themes: bool,
    /// Only print the manual page.
    pub print_manual: bool,
    /// Show the capture routes of the selected piece (on unless the settings turned them off).
    pub routes: bool,
}

impl LaunchOptions {
    /// A picture or a benchmark: no game of the player's is played, so neither the saved game,
    /// the puzzle progress nor endgame tables are wanted.
    pub fn plays_no_game(&self) -> bool {
        self.screenshot.is_some() || self.frame_bench.is_some()
    }
}

/// Theme, piece set, quality and text size asked for on the command line.
#[derive(Clone, Copy, Debug, Default)]
pub struct Appearance {
    pub theme: Option<BoardTheme>,
    pub pieces: Option<PieceSet>,
    pub quality: Option<Quality>,
    /// In percent.
    pub text_size: Option<u16>,
}

/// Why the command line cannot be followed.
#[derive(Debug)]
pub enum LaunchError {
    /// Clap's own report (a bad flag or value, or `--help`/`--version`), printed as clap prints it.
    Usage(clap::Error),
    /// A value that is well formed but does not fit (a bad FEN, an illegal move, no such demo).
    Invalid(String),
}

impl std::fmt::Display for LaunchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LaunchError::Usage(e) => write!(f, "{e}"),
            LaunchError::Invalid(message) => write!(f, "{message}"),
        }
    }
}

/// Reads the command line (without the program's name); the error says what is wrong.
pub fn parse<I, T>(args: I) -> Result<LaunchOptions, LaunchError>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let program = std::iter::once(OsString::from("damier"));
    let cli =
        Cli::try_parse_from(program.chain(args.into_iter().map(Into::into))).map_err(LaunchError::Usage)?;
    options(cli).map_err(LaunchError::Invalid)
}

fn options(cli: Cli) -> Result<LaunchOptions, String> {
    let appearance = Appearance {
        theme: cli.theme,
        pieces: cli.pieces,
        quality: cli.quality.map(|q| match q {
            QualityArg::Low => Quality::Low,
            QualityArg::High => Quality::High,
        }),
        text_size: cli.text_size,
    };
    if cli.themes {
        return Ok(LaunchOptions { appearance, list_themes: true, ..LaunchOptions::default() });
    }
    if cli.generate.is_some() {
        return Ok(LaunchOptions { print_manual: true, ..LaunchOptions::default() });
    }
    let script = |last_move, select| {
        cli.screenshot.clone().map(|path| ScreenshotScript {
            path,
            last_move,
            select,
            frames: cli.frames,
            board: cli.open.is_none()
                && (cli.demo.is_some() || cli.analyse.is_some() || cli.learn.is_some() || wants_game(&cli)),
            analysis: cli.analyse.is_some(),
        })
    };
    if let Some(path) = &cli.analyse {
        let loaded = crate::modes::records::load(path);
        let game = loaded.games.into_iter().next().ok_or_else(|| {
            let english = Locale::new(Language::English);
            let why = loaded.problems.first().map(|p| crate::modes::records::describe_problem(&english, p));
            format!("--analyse: {}", why.unwrap_or_else(|| "the file holds no game".into()))
        })?;
        if cli.select.is_some() {
            return Err("--select is for games started with --variant, --fen or --moves".into());
        }
        return Ok(LaunchOptions {
            analyse: Some(Box::new(game)),
            language: cli.lang,
            appearance,
            routes: cli.routes,
            screenshot: script(None, None),
            ..LaunchOptions::default()
        });
    }
    if let Some(variant) = cli.learn {
        let course = damier_learn::Course::parse(damier_learn::courses::source(variant))
            .map_err(|e| format!("--learn: the {} course does not read: {e}", variant.title()))?;
        let lessons = course.lessons.len();
        let lesson = cli.lesson.map(|n| usize::from(n) - 1);
        if let Some(index) = lesson.filter(|&i| i >= lessons) {
            return Err(format!(
                "--lesson {}: the {} course has {lessons} lessons (1 to {lessons})",
                index + 1,
                variant.title()
            ));
        }
        return Ok(LaunchOptions {
            learn: Some((variant, lesson)),
            language: cli.lang,
            appearance,
            screenshot: script(None, None),
            ..LaunchOptions::default()
        });
    }
    if let Some(online) = online_request(&cli) {
        return Ok(LaunchOptions {
            online: Some(Box::new(online)),
            language: cli.lang,
            appearance,
            screenshot: script(None, None).map(|s| ScreenshotScript { board: true, ..s }),
            ..LaunchOptions::default()
        });
    }
    if let Some(frames) = cli.frame_bench {
        return Ok(LaunchOptions {
            demo: Some(StartDemo { index: 0, puzzle: false, ply: 0 }),
            language: cli.lang,
            frame_bench: Some(frames),
            appearance,
            routes: cli.routes,
            ..LaunchOptions::default()
        });
    }
    if let Some(name) = &cli.demo {
        let library = DemoLibrary::load();
        let index = library
            .demos
            .iter()
            .position(|d| {
                // "02-coup-turc-hexdame.pdn" answers to "02" and to "coup-turc-hexdame".
                let unnumbered = d.file.split_once('-').map_or("", |(_, rest)| rest);
                d.file.starts_with(name.as_str()) || unnumbered.starts_with(name.as_str())
            })
            .ok_or_else(|| format!("--demo: no demo file's name starts with '{name}'"))?;
        let line = library.demos[index].record.game.moves();
        let ply = cli.ply.unwrap_or(0);
        if ply >= line.len() {
            return Err(format!(
                "--ply {ply}: the demo has {} moves, so --ply takes 0 to {}",
                line.len(),
                line.len() - 1
            ));
        }
        if cli.select.is_some() {
            return Err("--select is for games (--variant, --fen or --moves), not demos".into());
        }
        let last_move = (!cli.puzzle).then(|| line[ply]);
        let demo = Some(StartDemo { index, puzzle: cli.puzzle, ply });
        return Ok(LaunchOptions {
            demo,
            language: cli.lang,
            appearance,
            routes: cli.routes,
            screenshot: script(last_move, None),
            ..LaunchOptions::default()
        });
    }
    // Without a game to start, the title screen shows (and a screenshot pictures it).
    if !wants_game(&cli) {
        if cli.select.is_some() {
            return Err("--select needs a game (--variant, --fen or --moves)".into());
        }
        return Ok(LaunchOptions {
            open: cli.open,
            puzzles: cli.puzzles,
            language: cli.lang,
            appearance,
            routes: cli.routes,
            screenshot: script(None, None),
            ..LaunchOptions::default()
        });
    }
    let rules = cli.variant.unwrap_or(Variant::HexDame).rules();
    let start = match &cli.fen {
        // The editor may start from any arrangement; a game only from one that can be played.
        Some(text) if cli.editor => fen::read(rules, text).map_err(|e| format!("--fen: {e}"))?,
        Some(text) => fen::read_setup(rules, text).map_err(|e| format!("--fen: {e}"))?,
        None => Position::start(rules),
    };
    let mut game = Game::from_position(start);
    let texts: Vec<&str> = cli.moves.as_deref().unwrap_or("").split_whitespace().collect();
    let mut last_move = None;
    for (i, text) in texts.iter().enumerate() {
        let mv =
            notation::parse(game.position(), text).map_err(|e| format!("--moves: move {}: {e}", i + 1))?;
        // In screenshot mode the last move is left for the animation.
        if cli.screenshot.is_some() && i + 1 == texts.len() {
            last_move = Some(mv);
        } else {
            game.play(&mv).map_err(|e| format!("--moves: move {}: {e}", i + 1))?;
        }
    }
    let select = match &cli.select {
        Some(name) => {
            Some(rules.topology.parse(name).ok_or_else(|| format!("--select: '{name}' is not a cell"))?)
        }
        None => None,
    };
    let mut computer = [None, None];
    let sides = match cli.computer {
        None => &[][..],
        Some(ComputerSides::White) => &[Side::White][..],
        Some(ComputerSides::Black) => &[Side::Black][..],
        Some(ComputerSides::Both) => &[Side::White, Side::Black][..],
    };
    for side in sides {
        computer[side.index()] = Some(cli.level);
    }
    Ok(LaunchOptions {
        start: Some(Box::new(StartGame { game, computer, clock: cli.clock })),
        language: cli.lang,
        appearance,
        routes: cli.routes,
        editor: cli.editor,
        screenshot: script(last_move, select),
        ..LaunchOptions::default()
    })
}

/// `--host` or `--join`: the online game asked for.
fn online_request(cli: &Cli) -> Option<OnlineRequest> {
    // None given: the online mode takes the name last given in Play a friend.
    let name = cli.name.clone().unwrap_or_default();
    let address = cli.server.as_deref().map(with_default_port);
    if let Some(code) = &cli.join {
        return Some(OnlineRequest::Join { address: address?, code: code.clone(), name });
    }
    let variant = cli.host?;
    let clock = cli.clock.map(TimeControl::short);
    Some(OnlineRequest::Host {
        variant,
        clock,
        colour: ColourChoice::Random,
        name,
        port: DEFAULT_PORT,
        server: address,
    })
}

fn wants_game(cli: &Cli) -> bool {
    cli.variant.is_some()
        || cli.fen.is_some()
        || cli.moves.is_some()
        || cli.computer.is_some()
        || cli.clock.is_some()
        || cli.editor
}
