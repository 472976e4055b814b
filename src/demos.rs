//! Showcase demos: famous combinations played out move by move with captions, and the same
//! positions as "find the shot" puzzles. The demos are PDN files in `assets/demos/`, built into
//! the binary; each has a `PuzzleStart` tag, the ply where the puzzle begins.

use bevy::prelude::*;
use damier_rules::pdn::{self, PdnGame};
use damier_rules::{Game, Move, Side, Variant};

use crate::animation::{AnimationFinished, MoveAnimation, PlaybackPace};
use crate::camera::FollowCaptures;
use crate::computer::Hint;
use crate::launch::StartDemo;
use crate::play::{GameCommand, Match, MoveChosen, MovePlayed, PlaySystems};
use crate::screenshot::ScreenshotScript;

/// The demo files, in the order the Demos screen lists them.
pub const DEMO_FILES: &[(&str, &str)] = &[
    ("01-coup-turc-international.pdn", include_str!("../assets/demos/01-coup-turc-international.pdn")),
    ("02-coup-turc-hexdame.pdn", include_str!("../assets/demos/02-coup-turc-hexdame.pdn")),
    (
        "03-hexdame-promotion-not-on-the-fly.pdn",
        include_str!("../assets/demos/03-hexdame-promotion-not-on-the-fly.pdn"),
    ),
    ("04-international-round-trip.pdn", include_str!("../assets/demos/04-international-round-trip.pdn")),
    ("05-international-king-landing.pdn", include_str!("../assets/demos/05-international-king-landing.pdn")),
    ("06-frisian-value-rule.pdn", include_str!("../assets/demos/06-frisian-value-rule.pdn")),
    (
        "07-english-crowning-ends-the-move.pdn",
        include_str!("../assets/demos/07-english-crowning-ends-the-move.pdn"),
    ),
    ("08-brazilian-three-for-one.pdn", include_str!("../assets/demos/08-brazilian-three-for-one.pdn")),
    (
        "09-international-majority-rule.pdn",
        include_str!("../assets/demos/09-international-majority-rule.pdn"),
    ),
    ("10-hexdame-five-for-one.pdn", include_str!("../assets/demos/10-hexdame-five-for-one.pdn")),
    ("11-english-two-for-one.pdn", include_str!("../assets/demos/11-english-two-for-one.pdn")),
    ("12-hexdame-crowned-at-the-end.pdn", include_str!("../assets/demos/12-hexdame-crowned-at-the-end.pdn")),
];

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(DemoLibrary::load()).add_message::<PuzzleSolved>().add_systems(
        Update,
        (
            advance_playback.run_if(resource_exists::<Playback>),
            puzzle_progress.run_if(resource_exists::<Puzzle>),
        )
            .after(PlaySystems),
    );
}

/// One demo: its record and where its puzzle starts.
#[derive(Clone, Debug)]
pub struct Demo {
    pub file: &'static str,
    pub record: PdnGame,
    pub puzzle_start: usize,
}

impl Demo {
    pub fn title(&self) -> &str {
        self.record.tag("Event").unwrap_or(self.file)
    }

    pub fn variant(&self) -> Variant {
        self.record.game.rules().variant
    }

    /// What the caption overlay shows with `ply` moves played: the introduction, then the
    /// comment of the last move.
    pub fn caption(&self, ply: usize) -> &str {
        match ply {
            0 => &self.record.intro,
            n => self.record.comments.get(n - 1).map_or("", String::as_str),
        }
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
}

/// A demo played as a puzzle: the player finds the moves of one side, the other side's replies
/// are played automatically.
#[derive(Resource, Debug)]
pub struct Puzzle {
    pub demo: usize,
    /// The demo's whole line.
    pub line: Vec<Move>,
    pub solver: Side,
    pub wrong_tries: u32,
    pub hints: u32,
    pub solved: bool,
}

impl Puzzle {
    /// The move the line plays next from `game`, if any.
    pub fn expected(&self, game: &Game) -> Option<Move> {
        self.line.get(game.moves().len()).copied()
    }

    pub fn solver_to_move(&self, game: &Game) -> bool {
        !self.solved && game.position().side_to_move() == self.solver
    }

    /// Whether a move may be played: the line's next move (any route of it), by either side.
    pub fn accepts(&mut self, game: &Game, mv: &Move) -> bool {
        let ok = self.expected(game).is_some_and(|e| e.same_move(mv));
        if !ok {
            self.wrong_tries += 1;
        }
        ok
    }
}

/// The player found the whole combination (the sound and the banner celebrate it).
#[derive(Message, Clone, Copy, Debug)]
pub struct PuzzleSolved;

/// Starts watching a demo from its first position.
pub fn watch(commands: &mut Commands, library: &DemoLibrary, index: usize) -> Game {
    let demo = &library.demos[index];
    let mut game = demo.record.game.clone();
    game.go_to(0);
    leave(commands);
    // The speed control sets the pace (1.0 normal, 0.25 slow motion).
    commands.insert_resource(Playback { demo: index, playing: false, pause: 0.0 });
    commands.insert_resource(PlaybackPace(1.0));
    commands.insert_resource(FollowCaptures);
    game
}

/// Starts a demo's puzzle: the position before the combination, with the later moves hidden.
pub fn solve(commands: &mut Commands, library: &DemoLibrary, index: usize) -> Game {
    let demo = &library.demos[index];
    let line = demo.record.game.moves().to_vec();
    let mut game = Game::from_position(*demo.record.game.start());
    for mv in &line[..demo.puzzle_start] {
        game.play(mv).expect("demo moves are legal (tested)");
    }
    let solver = game.position().side_to_move();
    leave(commands);
    commands.insert_resource(Puzzle { demo: index, line, solver, wrong_tries: 0, hints: 0, solved: false });
    game
}

/// Shows a demo on the board, to watch or as a puzzle.
pub fn open(
    commands: &mut Commands,
    next: &mut NextState<crate::screens::Screen>,
    library: &DemoLibrary,
    index: usize,
    puzzle: bool,
) {
    let game = if puzzle { solve(commands, library, index) } else { watch(commands, library, index) };
    crate::ui::start_game(commands, next, game, [None, None]);
}

/// Opens the demo the command line names (`--demo`, `--ply`, `--puzzle`); in screenshot mode the
/// move after `--ply` is the one animated.
pub fn open_from_command_line(
    mut commands: Commands,
    mut next: ResMut<NextState<crate::screens::Screen>>,
    library: &DemoLibrary,
    wanted: &StartDemo,
    script: Option<ResMut<ScreenshotScript>>,
) -> Result<(), String> {
    let index = library
        .demos
        .iter()
        .position(|d| d.file.starts_with(&wanted.name))
        .ok_or_else(|| format!("no demo file starts with '{}'", wanted.name))?;
    let mut game = if wanted.puzzle {
        solve(&mut commands, library, index)
    } else {
        watch(&mut commands, library, index)
    };
    if !wanted.puzzle {
        let line = &library.demos[index].record.game;
        if wanted.ply >= line.moves().len() {
            return Err(format!("--ply {}: the demo has {} moves", wanted.ply, line.moves().len()));
        }
        game.go_to(wanted.ply);
        if let Some(mut script) = script {
            script.last_move = Some(line.moves()[wanted.ply]);
        }
    }
    crate::ui::start_game(&mut commands, &mut next, game, [None, None]);
    Ok(())
}

/// Leaves demo and puzzle mode (a new game, the title screen).
pub fn leave(commands: &mut Commands) {
    commands.remove_resource::<Playback>();
    commands.remove_resource::<PlaybackPace>();
    commands.remove_resource::<FollowCaptures>();
    commands.remove_resource::<Puzzle>();
}

/// Plays the next move when the last one has finished and its caption has been shown.
fn advance_playback(
    mut playback: ResMut<Playback>,
    pace: Res<PlaybackPace>,
    current: Res<Match>,
    animation: Res<MoveAnimation>,
    time: Res<Time>,
    mut finished: MessageReader<AnimationFinished>,
    mut commands_out: MessageWriter<GameCommand>,
) {
    if finished.read().count() > 0 {
        playback.pause = 2.5;
    }
    if !playback.playing || animation.is_busy() {
        return;
    }
    if current.game.future().next().is_none() {
        playback.playing = false;
        return;
    }
    playback.pause -= time.delta_secs() * pace.0.max(0.25);
    if playback.pause <= 0.0 {
        playback.pause = 0.0;
        commands_out.write(GameCommand::StepForward);
    }
}

/// After each of the solver's moves, plays the other side's reply; notices when the line is done.
fn puzzle_progress(
    mut puzzle: ResMut<Puzzle>,
    current: Res<Match>,
    animation: Res<MoveAnimation>,
    mut played: MessageReader<MovePlayed>,
    mut chosen: MessageWriter<MoveChosen>,
    mut solved: MessageWriter<PuzzleSolved>,
    mut hint: ResMut<Hint>,
) {
    let moved = played.read().count() > 0;
    if moved {
        hint.mv = None;
    }
    if puzzle.solved || animation.is_busy() {
        return;
    }
    match puzzle.expected(&current.game) {
        None => {
            puzzle.solved = true;
            solved.write(PuzzleSolved);
        }
        Some(reply) if current.game.position().side_to_move() != puzzle.solver => {
            chosen.write(MoveChosen(reply));
        }
        Some(_) => {}
    }
}

/// Shows the puzzle's next move on the board, as the computer's hint does.
pub fn show_hint(puzzle: &mut Puzzle, current: &Match, hint: &mut Hint) {
    if let Some(mv) = puzzle.expected(&current.game) {
        puzzle.hints += 1;
        hint.show(mv, current);
    }
}
