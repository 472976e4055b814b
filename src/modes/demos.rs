//! Showcase demos: famous combinations played out move by move with captions (the Watch
//! mode). The same positions are "find the shot" puzzles (`puzzle`). The demos are PDN files in
//! `assets/demos/`, built into the binary; each has a `PuzzleStart` tag, the ply where the puzzle
//! begins.

use bevy::prelude::*;
use damier_rules::Variant;
use damier_rules::pdn::{self, PdnGame};

use crate::base::locale::Locale;
use crate::base::state::Mode;
use crate::game::{GameCommand, GameSystems, Match, MoveShown, Session, Turn};
use crate::scene::animation::PlaybackPace;

/// The demo files, in the order the Demos screen lists them.
pub const DEMO_FILES: &[(&str, &str)] = &[
    ("01-coup-turc-international.pdn", include_str!("../../assets/demos/01-coup-turc-international.pdn")),
    ("02-coup-turc-hexdame.pdn", include_str!("../../assets/demos/02-coup-turc-hexdame.pdn")),
    (
        "03-hexdame-promotion-not-on-the-fly.pdn",
        include_str!("../../assets/demos/03-hexdame-promotion-not-on-the-fly.pdn"),
    ),
    ("04-international-round-trip.pdn", include_str!("../../assets/demos/04-international-round-trip.pdn")),
    (
        "05-international-king-landing.pdn",
        include_str!("../../assets/demos/05-international-king-landing.pdn"),
    ),
    ("06-frisian-value-rule.pdn", include_str!("../../assets/demos/06-frisian-value-rule.pdn")),
    (
        "07-english-crowning-ends-the-move.pdn",
        include_str!("../../assets/demos/07-english-crowning-ends-the-move.pdn"),
    ),
    ("08-brazilian-three-for-one.pdn", include_str!("../../assets/demos/08-brazilian-three-for-one.pdn")),
    (
        "09-international-majority-rule.pdn",
        include_str!("../../assets/demos/09-international-majority-rule.pdn"),
    ),
    ("10-hexdame-five-for-one.pdn", include_str!("../../assets/demos/10-hexdame-five-for-one.pdn")),
    ("11-english-two-for-one.pdn", include_str!("../../assets/demos/11-english-two-for-one.pdn")),
    (
        "12-hexdame-crowned-at-the-end.pdn",
        include_str!("../../assets/demos/12-hexdame-crowned-at-the-end.pdn"),
    ),
];

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(DemoLibrary::load())
        .add_systems(OnEnter(Mode::Watch), enter)
        .add_systems(OnExit(Mode::Watch), |mut commands: Commands| commands.remove_resource::<Playback>())
        .add_systems(Update, advance_playback.after(GameSystems::Derive).run_if(in_state(Mode::Watch)));
}

/// One demo: its record and where its puzzle starts.
#[derive(Clone, Debug)]
pub struct Demo {
    pub file: &'static str,
    pub record: PdnGame,
    pub puzzle_start: usize,
}

impl Demo {
    /// The title in the player's language (the PDN's `Event` tag is the English one).
    pub fn title(&self, loc: &Locale) -> String {
        loc.t_if_any(&format!("demo-{}-title", self.number()))
            .unwrap_or_else(|| self.record.tag("Event").unwrap_or(self.file).to_string())
    }

    /// The two digits its file name starts with: its captions' key in the language files.
    pub fn number(&self) -> &str {
        self.file.get(..2).unwrap_or(self.file)
    }

    pub fn variant(&self) -> Variant {
        self.record.game.rules().variant
    }

    /// What the caption overlay shows with `ply` moves played: the introduction, then the
    /// comment of the last move.
    pub fn caption(&self, loc: &Locale, ply: usize) -> String {
        let (key, english) = match ply {
            0 => ("intro".to_string(), self.record.intro.as_str()),
            n => (format!("move-{n}"), self.record.comments.get(n - 1).map_or("", String::as_str)),
        };
        if english.is_empty() {
            return String::new();
        }
        loc.t_if_any(&format!("demo-{}-{key}", self.number())).unwrap_or_else(|| english.to_string())
    }
}

#[derive(Resource, Debug)]
pub struct DemoLibrary {
    pub demos: Vec<Demo>,
}

impl DemoLibrary {
    /// Reads the built-in demos; one that does not read cleanly is left out with a warning (the
    /// test suite makes sure none does).
    pub fn load() -> DemoLibrary {
        let mut demos = Vec::new();
        for &(file, text) in DEMO_FILES {
            let read = pdn::read(text);
            match read.into_iter().next() {
                Some(pdn::ReadGame { record: Some(record), error: None }) => {
                    let puzzle_start = record.tag("PuzzleStart").and_then(|s| s.parse().ok()).unwrap_or(0);
                    demos.push(Demo { file, record, puzzle_start });
                }
                other => warn!("demo {file} is broken: {:?}", other.and_then(|g| g.error)),
            }
        }
        DemoLibrary { demos }
    }
}

/// A demo being watched: the whole line is in the record, stepped through with redo.
#[derive(Resource, Debug)]
pub struct Playback {
    pub demo: usize,
    pub playing: bool,
    /// Seconds left before the next move, so that the caption can be read.
    pub pause: f32,
    /// A move was asked for in this match generation and is not shown yet.
    stepping: Option<u64>,
}

/// The demo to watch, and after how many moves, until the Watch mode is entered.
#[derive(Resource, Debug)]
pub(super) struct WatchRequest {
    pub demo: usize,
    pub ply: usize,
}

/// Shows the demo's first position (or the one after `ply` moves), with the whole line to play.
fn enter(
    mut commands: Commands,
    request: Option<Res<WatchRequest>>,
    library: Res<DemoLibrary>,
    mut game_commands: MessageWriter<GameCommand>,
) {
    let Some(request) = request else { return };
    commands.remove_resource::<WatchRequest>();
    let Some(demo) = library.demos.get(request.demo) else { return };
    let mut game = demo.record.game.clone();
    game.go_to(request.ply);
    commands.insert_resource(Playback { demo: request.demo, playing: false, pause: 0.0, stepping: None });
    game_commands
        .write(GameCommand::Begin(Box::new(Match::with_players(game, [None, None])), Session::default()));
}

/// Plays the next move when the last one has finished and its caption has been shown.
fn advance_playback(
    playback: Option<ResMut<Playback>>,
    pace: Res<PlaybackPace>,
    current: Option<Res<Match>>,
    turn: Res<State<Turn>>,
    time: Res<Time>,
    mut shown: MessageReader<MoveShown>,
    mut commands_out: MessageWriter<GameCommand>,
) {
    let (Some(mut playback), Some(current)) = (playback, current) else { return };
    if shown.read().count() > 0 {
        playback.pause = 2.5;
        playback.stepping = None;
    }
    if playback.stepping.is_some_and(|generation| generation != current.generation) {
        playback.stepping = None;
    }
    let animating = *turn.get() == Turn::Animating;
    if !playback.playing || animating || playback.stepping.is_some() {
        return;
    }
    if !current.viewing_history() {
        playback.playing = false;
        return;
    }
    playback.pause -= time.delta_secs() * pace.0.unwrap_or(1.0).max(0.25);
    if playback.pause <= 0.0 {
        playback.pause = 0.0;
        playback.stepping = Some(current.generation);
        commands_out.write(GameCommand::StepForward);
    }
}
