//! Screenshot mode: `damier --screenshot FILE.png [--variant V] [--fen F] [--moves "..."]
//! [--select CELL] [--frames N]` sets up a scene, renders N frames (1/60 s each, so an animation
//! is caught at the same point on any machine), saves the PNG and exits; non-zero on failure.

use std::path::PathBuf;
use std::time::Duration;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy::time::TimeUpdateStrategy;
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};
use damier_rules::{Move, Square};

use crate::game::analysis::Analysis;
use crate::game::{CellClicked, GameSystems, Match, MoveChosen, Turn};
use crate::scene::board::PointerShown;
use crate::scene::camera::SweepIn;

/// The scripted scene.
#[derive(Resource, Debug, Clone)]
pub struct ScreenshotScript {
    pub path: PathBuf,
    /// Played through the animation, after the earlier moves were applied at once.
    pub last_move: Option<Move>,
    pub select: Option<Square>,
    pub frames: u32,
    /// A board is to be shown: frames are counted from the first one that shows it.
    pub board: bool,
    /// The game is analysed: the picture waits for the analysis to finish.
    pub analysis: bool,
}

#[derive(Resource, Default)]
struct Progress {
    frame: u32,
    /// The frame the scripted click was made on.
    selected_at: Option<u32>,
    requested: bool,
    saved: Option<bool>,
}

pub(super) fn plugin(app: &mut App) {
    // A screenshot shows the scene, not wherever the virtual pointer happens to rest.
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f64(1.0 / 60.0)))
        .insert_resource(PointerShown(false))
        .insert_resource(SweepIn(false))
        .init_resource::<Progress>()
        .add_systems(Update, run_script.before(GameSystems::Commands))
        .add_systems(
            PreUpdate,
            hide_pointer_from_menus.after(EguiPreUpdateSet::ProcessInput).before(EguiPreUpdateSet::BeginPass),
        );
}

/// The menus see no pointer either: a virtual X server's rests in the middle of the screen,
/// where it would hover a button and open its tooltip in the picture.
fn hide_pointer_from_menus(mut inputs: Query<&mut EguiInput>) {
    for mut input in &mut inputs {
        input.events.retain(|event| !matches!(event, egui::Event::PointerMoved(_)));
        input.events.push(egui::Event::PointerGone);
    }
}

fn run_script(
    mut commands: Commands,
    script: Res<ScreenshotScript>,
    mut progress: ResMut<Progress>,
    mut chosen: MessageWriter<MoveChosen>,
    mut clicked: MessageWriter<CellClicked>,
    mut exit: MessageWriter<AppExit>,
    current: Option<Res<Match>>,
    turn: Option<Res<State<Turn>>>,
    analysis: Res<Analysis>,
    mut waited: Local<u32>,
    mut analysis_started: Local<Option<bevy::platform::time::Instant>>,
) {
    // Start-up ends with the board on the screen (or the title screen, when no board is asked
    // for); a board that never comes is a failure, not a hang.
    if script.board && current.is_none() {
        *waited += 1;
        if *waited > 600 {
            error!("the board never appeared");
            exit.write(AppExit::error());
        }
        return;
    }
    // An analysis takes a while (real time, not frames): the frames are counted once it is done.
    let analysed = current.as_deref().is_some_and(|c| analysis.of(c).is_some());
    if script.analysis && !analysed {
        let since = *analysis_started.get_or_insert_with(bevy::platform::time::Instant::now);
        if since.elapsed() > Duration::from_secs(600) {
            error!("the analysis did not finish in ten minutes");
            exit.write(AppExit::error());
        }
        return;
    }
    progress.frame += 1;
    let frame = progress.frame;
    // Frame 1 builds the pieces; the scripted move starts on frame 2.
    if frame == 2
        && let Some(mv) = script.last_move
    {
        chosen.write(MoveChosen(mv));
    }
    // The selection waits for the scripted move to finish (input is ignored while it plays).
    if frame >= 3
        && progress.selected_at.is_none()
        && turn.is_some_and(|t| *t.get() != Turn::Animating)
        && let Some(sq) = script.select
    {
        progress.selected_at = Some(frame);
        clicked.write(CellClicked(sq));
    }
    // A scripted click is given a few frames to show (its marks, routes and panel), if it can
    // be made at all.
    let click_shown = match (script.select, progress.selected_at) {
        (None, _) => true,
        (Some(_), Some(at)) => frame >= at + 5,
        (Some(_), None) => frame >= script.frames + 60,
    };
    if frame >= script.frames.max(4) && click_shown && !progress.requested {
        progress.requested = true;
        let path = script.path.clone();
        commands.spawn(Screenshot::primary_window()).observe(
            move |captured: On<ScreenshotCaptured>, mut progress: ResMut<Progress>| {
                let saved = captured
                    .image
                    .clone()
                    .try_into_dynamic()
                    .map_err(|e| e.to_string())
                    .and_then(|image| image.to_rgb8().save(&path).map_err(|e| e.to_string()));
                match &saved {
                    Ok(()) => info!("screenshot saved to {}", path.display()),
                    Err(e) => error!("could not save the screenshot to {}: {e}", path.display()),
                }
                progress.saved = Some(saved.is_ok());
            },
        );
    }
    match progress.saved {
        Some(true) => {
            exit.write(AppExit::Success);
        }
        Some(false) => {
            exit.write(AppExit::error());
        }
        // Rendering never delivered the image: give up rather than hang.
        None if frame > script.frames + 600 => {
            error!("no screenshot was captured");
            exit.write(AppExit::error());
        }
        None => {}
    }
}
