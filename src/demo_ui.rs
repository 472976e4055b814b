//! The demos in egui: the list on the title screen, the playback and puzzle panels beside the
//! board, and the caption overlay.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Align2, Color32, RichText};

use crate::animation::{MoveAnimation, PlaybackPace};
use crate::camera::{FollowCaptures, PanelWidth};
use crate::computer::Hint;
use crate::demos::{self, DemoLibrary, Playback, Puzzle};
use crate::play::{GameCommand, Match};
use crate::screens::Screen;
use crate::ui::{Menus, leave_to_title, root_ui};

/// The Demos window of the title screen.
pub fn demo_list(
    mut contexts: EguiContexts,
    mut menus: ResMut<Menus>,
    library: Res<DemoLibrary>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut open = menus.demos_open;
    let mut chosen = None;
    egui::Window::new("Demos")
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.label("Famous combinations, played out move by move. Watch one, or find the shot yourself.");
            ui.separator();
            egui::ScrollArea::vertical().max_height(460.0).show(ui, |ui| {
                egui::Grid::new("demos").num_columns(4).striped(true).spacing([12.0, 6.0]).show(ui, |ui| {
                    for (i, demo) in library.demos.iter().enumerate() {
                        ui.label(RichText::new(demo.title()).strong()).on_hover_text(&demo.record.intro);
                        ui.label(demo.variant().title());
                        if ui.button("Watch").clicked() {
                            chosen = Some((i, false));
                        }
                        if ui.button("Find the shot").clicked() {
                            chosen = Some((i, true));
                        }
                        ui.end_row();
                    }
                });
            });
        });
    if let Some((index, puzzle)) = chosen {
        open = false;
        demos::open(&mut commands, &mut next, &library, index, puzzle);
    }
    menus.demos_open = open;
    Ok(())
}

const SPEEDS: [(f32, &str); 4] = [(0.25, "Slow motion"), (0.5, "Slow"), (1.0, "Normal"), (2.0, "Fast")];

pub fn playback_panel(
    mut contexts: EguiContexts,
    mut playback: ResMut<Playback>,
    mut pace: ResMut<PlaybackPace>,
    mut menus: ResMut<Menus>,
    library: Res<DemoLibrary>,
    current: Res<Match>,
    animation: Res<MoveAnimation>,
    follow: Option<Res<FollowCaptures>>,
    mut commands: Commands,
    mut game_commands: MessageWriter<GameCommand>,
    mut next: ResMut<NextState<Screen>>,
    mut panel_width: ResMut<PanelWidth>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let demo = &library.demos[playback.demo];
    let shown = current.game.moves().len();
    let total = current.line_len();
    let busy = animation.is_busy();
    let mut root = root_ui(ctx);
    let panel = egui::Panel::right("demo").resizable(false).exact_size(270.0).show(&mut root, |ui| {
        ui.heading(demo.title());
        ui.label(format!("{} · demo", demo.variant().title()));
        ui.separator();
        ui.label(format!("Move {shown} of {total}"));
        ui.horizontal(|ui| {
            if ui.add_enabled(shown > 0 && !busy, egui::Button::new("⏮")).on_hover_text("Restart").clicked()
            {
                playback.playing = false;
                game_commands.write(GameCommand::GoTo(0));
            }
            if ui.add_enabled(shown > 0 && !busy, egui::Button::new("◀")).on_hover_text("Step back").clicked()
            {
                playback.playing = false;
                game_commands.write(GameCommand::StepBack);
            }
            let label = if playback.playing { "⏸ Pause" } else { "▶ Play" };
            if ui.add_enabled(shown < total || playback.playing, egui::Button::new(label)).clicked() {
                playback.playing = !playback.playing;
                playback.pause = 0.0;
            }
            if ui
                .add_enabled(shown < total && !busy, egui::Button::new("▶|"))
                .on_hover_text("Step forward")
                .clicked()
            {
                playback.playing = false;
                game_commands.write(GameCommand::StepForward);
            }
        });
        ui.label("Speed");
        ui.horizontal_wrapped(|ui| {
            for (speed, name) in SPEEDS {
                ui.radio_value(&mut pace.0, speed, name);
            }
        });
        let mut following = follow.is_some();
        if ui.checkbox(&mut following, "Camera follows captures").changed() {
            if following {
                commands.insert_resource(FollowCaptures);
            } else {
                commands.remove_resource::<FollowCaptures>();
            }
        }
        ui.separator();
        ui.label(RichText::new("Captured pieces stay on the board, greyed, until the capture ends.").small());
        ui.separator();
        if ui.button("Find the shot yourself").clicked() {
            demos::open(&mut commands, &mut next, &library, playback.demo, true);
        }
        if ui.button("Back to the demos").clicked() {
            leave_to_title(&mut commands, &mut next);
            menus.demos_open = true;
        }
    });
    panel_width.set(panel.response.rect.width() * ctx.pixels_per_point());
    Ok(())
}

pub fn puzzle_panel(
    mut contexts: EguiContexts,
    mut puzzle: ResMut<Puzzle>,
    mut menus: ResMut<Menus>,
    library: Res<DemoLibrary>,
    current: Res<Match>,
    mut hint: ResMut<Hint>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
    mut panel_width: ResMut<PanelWidth>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let demo = &library.demos[puzzle.demo];
    let rules = current.rules();
    let mut root = root_ui(ctx);
    let panel = egui::Panel::right("puzzle").resizable(false).exact_size(270.0).show(&mut root, |ui| {
        ui.heading("Find the shot");
        ui.label(format!("{} · {}", demo.title(), demo.variant().title()));
        ui.separator();
        if puzzle.solved {
            ui.label(RichText::new("Solved!").size(26.0).strong().color(Color32::from_rgb(120, 220, 120)));
            ui.label(match (puzzle.wrong_tries, puzzle.hints) {
                (0, 0) => "First try, without a hint. Bravo!".to_string(),
                (tries, hints) => {
                    format!("{tries} wrong tr{}, {hints} hint(s).", if tries == 1 { "y" } else { "ies" })
                }
            });
        } else {
            ui.label(
                RichText::new(format!("{} to play and win.", rules.side_name(puzzle.solver))).size(18.0),
            );
            ui.label("Play the moves of the combination; the replies come by themselves.");
            if let Some((cue, _)) = &menus.cue {
                ui.label(RichText::new(cue).color(Color32::from_rgb(240, 180, 120)));
            }
            if puzzle.wrong_tries > 0 {
                ui.label(
                    RichText::new(format!("Wrong tries: {}", puzzle.wrong_tries))
                        .color(Color32::from_rgb(240, 180, 120)),
                );
            }
            if ui.button("Hint").on_hover_text("Shows the piece and where it goes").clicked() {
                demos::show_hint(&mut puzzle, &current, &mut hint);
            }
        }
        ui.separator();
        if ui.button("Watch the solution").clicked() {
            demos::open(&mut commands, &mut next, &library, puzzle.demo, false);
        }
        if ui.button("Back to the demos").clicked() {
            leave_to_title(&mut commands, &mut next);
            menus.demos_open = true;
        }
    });
    panel_width.set(panel.response.rect.width() * ctx.pixels_per_point());
    Ok(())
}

/// The caption of the move on the board, over the bottom of the board; in a puzzle, the
/// introduction until the shot is found.
pub fn caption_overlay(
    mut contexts: EguiContexts,
    library: Res<DemoLibrary>,
    playback: Option<Res<Playback>>,
    puzzle: Option<Res<Puzzle>>,
    current: Res<Match>,
    panel_width: Res<PanelWidth>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (demo, text) = match (&playback, &puzzle) {
        (Some(p), _) => {
            let demo = &library.demos[p.demo];
            (demo, demo.caption(current.game.moves().len()).to_string())
        }
        (None, Some(p)) if p.solved => {
            let demo = &library.demos[p.demo];
            (demo, format!("Solved! {}", demo.caption(current.game.moves().len())))
        }
        // Before it is solved, the captions would give the answer away.
        (None, Some(p)) => (&library.demos[p.demo], String::new()),
        (None, None) => return Ok(()),
    };
    if puzzle.as_ref().is_some_and(|p| p.solved) {
        egui::Area::new("solved".into())
            .anchor(Align2::CENTER_TOP, [offset_for(ctx, &panel_width), 40.0])
            .show(ctx, |ui| {
                ui.label(
                    RichText::new("★ Solved! ★").size(54.0).strong().color(Color32::from_rgb(250, 215, 90)),
                );
            });
    }
    if text.is_empty() {
        return Ok(());
    }
    let offset = offset_for(ctx, &panel_width);
    egui::Area::new("caption".into()).anchor(Align2::CENTER_BOTTOM, [offset, -24.0]).show(ctx, |ui| {
        egui::Frame::popup(ui.style()).fill(Color32::from_black_alpha(200)).show(ui, |ui| {
            ui.set_max_width(620.0);
            ui.label(RichText::new(demo.title()).small().color(Color32::from_rgb(220, 200, 150)));
            ui.label(RichText::new(text).size(17.0).color(Color32::WHITE));
        });
    });
    Ok(())
}

/// How far left of the window's centre the board's centre is (the panel takes the right side).
fn offset_for(ctx: &egui::Context, panel_width: &PanelWidth) -> f32 {
    -panel_width.0 / ctx.pixels_per_point() / 2.0
}
