//! When the window is drawn (`damier::app::pacing`): every frame while anything is alive, and
//! only on input or every few seconds while the board stands still.

use bevy::prelude::*;
use bevy::window::{AppLifecycle, RequestRedraw, WindowEvent};
use damier_ai::Level;
use damier_rules::Variant;

use crate::{finish_animation, game_app_with, logic_app, open};
use damier::game::{Cue, Match};
use damier::modes::Open;
use damier::ui::CueLine;

fn paced(mut app: App) -> App {
    app.add_message::<WindowEvent>().add_message::<RequestRedraw>().add_plugins(damier::app::pacing::plugin);
    app
}

/// Runs a frame (1/60 s) and says whether it asked for the next one at once.
fn asks_for_the_next_frame(app: &mut App) -> bool {
    app.world_mut().resource_mut::<Messages<RequestRedraw>>().clear();
    app.update();
    !app.world().resource::<Messages<RequestRedraw>>().is_empty()
}

/// Frames until the window stops asking (at most two seconds' worth).
fn frames_until_still(app: &mut App) -> Option<usize> {
    (0..120).find(|_| !asks_for_the_next_frame(app))
}

const START: &str = "W:W31,32,33:B18,19,20";

#[test]
fn a_game_between_people_stands_still_until_input() {
    let mut app = paced(game_app_with(Variant::International, START, [None, None]));
    finish_animation(&mut app);
    // The pieces were just set out: frames go on for the afterglow, then stop.
    let still = frames_until_still(&mut app).expect("the window stops asking for frames");
    assert!(still >= 1, "the new pieces keep it drawing a moment");
    assert!((0..30).all(|_| !asks_for_the_next_frame(&mut app)), "nothing is alive");
    // Any input wakes it for half a second.
    app.world_mut().write_message(WindowEvent::AppLifecycle(AppLifecycle::Running));
    assert!(asks_for_the_next_frame(&mut app));
    let again = frames_until_still(&mut app).expect("and it stands still again");
    assert!((20..=40).contains(&again), "half a second of frames, not {again}");
    // A message on screen (a cue) ages in frames' time: frames come until it is gone.
    app.insert_resource(CueLine(Some((Cue::ChoosePiece, 0.0))));
    assert!((0..60).all(|_| asks_for_the_next_frame(&mut app)), "frames while a cue is up");
    app.insert_resource(CueLine(None));
    assert!(frames_until_still(&mut app).is_some(), "still once it is gone");
}

#[test]
fn a_searching_computer_and_a_running_clock_keep_it_drawing() {
    // Black, the computer, is to move and searching.
    let mut app =
        paced(game_app_with(Variant::International, "B:W31,32,33:B18,19,20", [None, Some(Level::Maximum)]));
    assert!((0..60).all(|_| asks_for_the_next_frame(&mut app)), "frames while the computer thinks");

    let mut app = paced(logic_app());
    let mut clocked = Match::new(damier_rules::Position::start(Variant::International.rules()));
    clocked.clock = Some(damier_rules::clock::Clock::new("5+0".parse().unwrap()));
    open(&mut app, Open::Game(Box::new(clocked)));
    finish_animation(&mut app);
    assert!((0..90).all(|_| asks_for_the_next_frame(&mut app)), "frames while a clock runs");
}

#[test]
fn the_title_screen_keeps_drawing() {
    let mut app = paced(logic_app());
    assert!((0..90).all(|_| asks_for_the_next_frame(&mut app)), "the title's board turns");
}
