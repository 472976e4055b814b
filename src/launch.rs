//! The command line: `damier [--variant V] [--fen F] [--moves "..."]` starts a game directly;
//! `--screenshot FILE.png [--select CELL] [--frames N]` takes a picture of it and exits.

use std::path::PathBuf;

use damier_ai::Level;
use damier_rules::{Game, Position, Side, Variant, fen, notation};

use crate::screenshot::ScreenshotScript;

pub const USAGE: &str = "\
usage: damier [--variant V] [--fen F] [--moves \"M1 M2 ...\"] [--computer SIDE] [--level L]
              [--demo NAME [--ply N] [--puzzle]] [--editor] [--open demos|load]
              [--screenshot FILE.png [--select CELL] [--frames N]]

  --variant V      hexdame, international, brazilian, frisian or english (starts a game at once)
  --fen F          the starting position
  --moves \"...\"    moves to play from it (in screenshot mode the last one is animated)
  --computer SIDE  the computer plays white, black or both
  --level L        its level: beginner, casual, intermediate, club, expert or maximum (default club)
  --screenshot F   render the scene (the title screen if no game is given), save it as a PNG
                   and exit (non-zero on failure)
  --demo NAME      opens a demo by the start of its file name (01, coup-turc-hexdame, ...)
  --ply N          shows the demo after N moves (in screenshot mode, move N+1 is animated)
  --puzzle         opens the demo as a \"find the shot\" puzzle
  --editor         opens the position setup editor (on --variant/--fen)
  --open WINDOW    opens the title screen's Demos list or Load browser
  --select CELL    click this cell after the moves (shows its piece's destinations)
  --frames N       frames of 1/60 s to render before the picture (default 90)";

/// A game to start with: its record after the given moves, and who plays it.
pub struct StartGame {
    pub game: Game,
    /// The sides the computer plays (White, Black).
    pub computer: [Option<Level>; 2],
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TitleWindow {
    Demos,
    Load,
}

/// A demo to open at start-up.
#[derive(Clone, Debug)]
pub struct StartDemo {
    /// The start of the demo's file name.
    pub name: String,
    pub puzzle: bool,
    pub ply: usize,
}

pub struct LaunchOptions {
    pub start: Option<Box<StartGame>>,
    pub demo: Option<StartDemo>,
    /// Open the setup editor on the starting position.
    pub editor: bool,
    /// A title-screen window to open: the demo list or the Load browser.
    pub open: Option<TitleWindow>,
    pub screenshot: Option<ScreenshotScript>,
}

/// Reads the command line; the error says what is wrong.
pub fn parse(args: &[String]) -> Result<LaunchOptions, String> {
    let mut variant = None;
    let mut fen_text = None;
    let mut moves_text = None;
    let mut screenshot = None;
    let mut select = None;
    let mut frames = 90;
    let mut computer_sides: Vec<Side> = Vec::new();
    let mut level = Level::Club;
    let mut demo: Option<StartDemo> = None;
    let mut puzzle = false;
    let mut ply = 0;
    let mut editor = false;
    let mut open = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().cloned().ok_or_else(|| format!("{name} needs a value"));
        match arg.as_str() {
            "--variant" => variant = Some(value("--variant")?.parse::<Variant>().map_err(|e| e.to_string())?),
            "--fen" => fen_text = Some(value("--fen")?),
            "--moves" => moves_text = Some(value("--moves")?),
            "--screenshot" => screenshot = Some(PathBuf::from(value("--screenshot")?)),
            "--select" => select = Some(value("--select")?),
            "--frames" => {
                let text = value("--frames")?;
                frames = text.parse().map_err(|_| format!("--frames needs a whole number, not '{text}'"))?;
            }
            "--computer" => {
                computer_sides = match value("--computer")?.as_str() {
                    "white" => vec![Side::White],
                    "black" => vec![Side::Black],
                    "both" => vec![Side::White, Side::Black],
                    other => return Err(format!("--computer takes white, black or both, not '{other}'")),
                }
            }
            "--level" => {
                let text = value("--level")?;
                level = Level::ALL
                    .into_iter()
                    .find(|l| l.name().eq_ignore_ascii_case(&text))
                    .ok_or_else(|| format!("unknown level '{text}'"))?;
            }
            "--demo" => demo = Some(StartDemo { name: value("--demo")?, puzzle: false, ply: 0 }),
            "--puzzle" => puzzle = true,
            "--ply" => {
                let text = value("--ply")?;
                ply = text.parse().map_err(|_| format!("--ply needs a whole number, not '{text}'"))?;
            }
            "--editor" => editor = true,
            "--open" => {
                open = Some(match value("--open")?.as_str() {
                    "demos" => TitleWindow::Demos,
                    "load" => TitleWindow::Load,
                    other => return Err(format!("--open takes demos or load, not '{other}'")),
                })
            }
            "--help" | "-h" => return Err(USAGE.into()),
            other => return Err(format!("unknown option '{other}'")),
        }
    }
    if let Some(demo) = demo {
        let screenshot =
            screenshot.map(|path| ScreenshotScript { path, last_move: None, select: None, frames });
        let demo = Some(StartDemo { puzzle, ply, ..demo });
        return Ok(LaunchOptions { start: None, demo, editor: false, open: None, screenshot });
    }
    if puzzle || ply > 0 {
        return Err("--puzzle and --ply need --demo".into());
    }
    // Without a game to start, the title screen shows (and a screenshot pictures it).
    let wants_game = variant.is_some()
        || fen_text.is_some()
        || moves_text.is_some()
        || !computer_sides.is_empty()
        || editor;
    if !wants_game {
        if select.is_some() {
            return Err("--select needs a game (--variant, --fen or --moves)".into());
        }
        let screenshot =
            screenshot.map(|path| ScreenshotScript { path, last_move: None, select: None, frames });
        return Ok(LaunchOptions { start: None, demo: None, editor: false, open, screenshot });
    }
    let rules = variant.unwrap_or(Variant::HexDame).rules();
    let start = match &fen_text {
        Some(text) => fen::read(rules, text).map_err(|e| e.to_string())?,
        None => Position::start(rules),
    };
    let mut game = Game::from_position(start);
    let texts: Vec<&str> = moves_text.as_deref().unwrap_or("").split_whitespace().collect();
    let mut last_move = None;
    for (i, text) in texts.iter().enumerate() {
        let mv = notation::parse(game.position(), text).map_err(|e| format!("move {}: {e}", i + 1))?;
        // In screenshot mode the last move is left for the animation.
        if screenshot.is_some() && i + 1 == texts.len() {
            last_move = Some(mv);
        } else {
            game.play(&mv).map_err(|e| format!("move {}: {e}", i + 1))?;
        }
    }
    let select = match select {
        Some(name) => {
            Some(rules.topology.parse(&name).ok_or_else(|| format!("--select: '{name}' is not a cell"))?)
        }
        None => None,
    };
    let screenshot = screenshot.map(|path| ScreenshotScript { path, last_move, select, frames });
    let mut computer = [None, None];
    for side in computer_sides {
        computer[side.index()] = Some(level);
    }
    if open.is_some() {
        return Err("--open is for the title screen, without a game".into());
    }
    Ok(LaunchOptions {
        start: Some(Box::new(StartGame { game, computer })),
        demo: None,
        editor,
        open,
        screenshot,
    })
}
