//! The command line: `damier [--variant V] [--fen F] [--moves "..."]` starts a game directly;
//! `--screenshot FILE.png [--select CELL] [--frames N]` takes a picture of it and exits.

use std::path::PathBuf;

use damier_rules::{Game, Position, Variant, fen, notation};

use crate::screenshot::ScreenshotScript;

pub const USAGE: &str = "\
usage: damier [--variant V] [--fen F] [--moves \"M1 M2 ...\"]
              [--screenshot FILE.png [--select CELL] [--frames N]]

  --variant V      hexdame, international, brazilian, frisian or english (starts a game at once)
  --fen F          the starting position
  --moves \"...\"    moves to play from it (in screenshot mode the last one is animated)
  --screenshot F   render the scene, save it as a PNG and exit (non-zero on failure)
  --select CELL    click this cell after the moves (shows its piece's destinations)
  --frames N       frames of 1/60 s to render before the picture (default 90)";

/// A game to start with: its record after the given moves.
pub struct StartGame {
    pub game: Game,
}

pub struct LaunchOptions {
    pub start: Option<Box<StartGame>>,
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
            "--help" | "-h" => return Err(USAGE.into()),
            other => return Err(format!("unknown option '{other}'")),
        }
    }
    let wants_game = variant.is_some() || fen_text.is_some() || moves_text.is_some() || screenshot.is_some();
    if !wants_game {
        return Ok(LaunchOptions { start: None, screenshot: None });
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
    Ok(LaunchOptions { start: Some(Box::new(StartGame { game })), screenshot })
}
