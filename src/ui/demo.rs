//! The demos in egui: the list on the title screen, the playback panel beside the board, and
//! the caption overlay (demos and puzzles).

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Align2, Color32, RichText};

use crate::base::locale::Locale;
use crate::game::{GameCommand, Match, Turn};
use crate::modes::Open;
use crate::modes::demos::{DemoLibrary, Playback};
use crate::modes::puzzle::{Puzzle, PuzzleSource};
use crate::scene::animation::{PlaybackPace, SetPlaybackPace};
use crate::scene::camera::{CameraCommand, FollowCaptures};
use crate::ui::{OpenWindow, PanelWidth, theme};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DemoList>();
}

/// Whether the Demos window is open.
#[derive(Resource, Default)]
pub struct DemoList {
    open: bool,
}

/// The Demos window of the title screen.
pub fn demo_list(
    mut contexts: EguiContexts,
    mut list: ResMut<DemoList>,
    mut requests: MessageReader<OpenWindow>,
    library: Res<DemoLibrary>,
    mut open_board: MessageWriter<Open>,
    loc: Res<Locale>,
) -> Result {
    if requests.read().any(|w| *w == OpenWindow::Demos) {
        list.open = true;
    }
    if !list.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut chosen = None;
    theme::menu_window(loc.t("demos-title"), &mut open).show(ctx, |ui| {
        ui.label(loc.t("demos-intro"));
        ui.separator();
        egui::ScrollArea::vertical().max_height(460.0).show(ui, |ui| {
            egui::Grid::new("demos").num_columns(4).striped(true).spacing([12.0, 6.0]).show(ui, |ui| {
                for (i, demo) in library.demos.iter().enumerate() {
                    ui.label(RichText::new(demo.title(&loc)).strong()).on_hover_text(demo.caption(&loc, 0));
                    ui.label(loc.variant(demo.variant()));
                    if ui.button(loc.t("demo-watch")).clicked() {
                        chosen = Some(Open::Demo { index: i, ply: 0 });
                    }
                    if ui.button(loc.t("find-the-shot")).clicked() {
                        chosen = Some(Open::Puzzle(PuzzleSource::Demo(i)));
                    }
                    ui.end_row();
                }
            });
        });
    });
    if let Some(request) = chosen {
        open = false;
        open_board.write(request);
    }
    list.open = open;
    Ok(())
}

/// The playback speeds and their names' message ids.
const SPEEDS: [(f32, &str); 4] =
    [(0.25, "pace-slow-motion"), (0.5, "speed-slow"), (1.0, "speed-normal"), (2.0, "speed-fast")];

pub fn playback_panel(
    mut contexts: EguiContexts,
    mut playback: ResMut<Playback>,
    pace: Res<PlaybackPace>,
    follow: Res<FollowCaptures>,
    library: Res<DemoLibrary>,
    current: Res<Match>,
    turn: Res<State<Turn>>,
    mut game_commands: MessageWriter<GameCommand>,
    mut pace_requests: MessageWriter<SetPlaybackPace>,
    mut camera: MessageWriter<CameraCommand>,
    mut open_board: MessageWriter<Open>,
    mut windows: MessageWriter<OpenWindow>,
    mut panel_width: ResMut<PanelWidth>,
    loc: Res<Locale>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(demo) = library.demos.get(playback.demo) else { return Ok(()) };
    let shown = current.game.moves().len();
    let total = current.line_len();
    let busy = *turn.get() == Turn::Animating;
    let width = theme::side_panel(ctx, "demo", |ui| {
        ui.heading(demo.title(&loc));
        ui.label(loc.tf("demo-subtitle", &[("variant", loc.variant(demo.variant()).into())]));
        ui.separator();
        ui.label(loc.tf("demo-move-of", &[("shown", shown.into()), ("total", total.into())]));
        ui.horizontal(|ui| {
            if ui
                .add_enabled(shown > 0 && !busy, egui::Button::new("⏮"))
                .on_hover_text(loc.t("demo-restart"))
                .clicked()
            {
                playback.playing = false;
                game_commands.write(GameCommand::GoTo(0));
            }
            if ui
                .add_enabled(shown > 0 && !busy, egui::Button::new("◀"))
                .on_hover_text(loc.t("demo-step-back"))
                .clicked()
            {
                playback.playing = false;
                game_commands.write(GameCommand::StepBack);
            }
            let label = match playback.playing {
                true => format!("⏸ {}", loc.t("clock-pause")),
                false => format!("▶ {}", loc.t("play")),
            };
            if ui.add_enabled(shown < total || playback.playing, egui::Button::new(label)).clicked() {
                playback.playing = !playback.playing;
                playback.pause = 0.0;
            }
            if ui
                .add_enabled(shown < total && !busy, egui::Button::new("▶|"))
                .on_hover_text(loc.t("demo-step-forward"))
                .clicked()
            {
                playback.playing = false;
                game_commands.write(GameCommand::StepForward);
            }
        });
        ui.label(loc.t("demo-speed"));
        ui.horizontal_wrapped(|ui| {
            let now = pace.0.unwrap_or(1.0);
            for (speed, name) in SPEEDS {
                if ui.radio(now == speed, loc.t(name)).clicked() {
                    pace_requests.write(SetPlaybackPace(speed));
                }
            }
        });
        let mut following = follow.0;
        if ui.checkbox(&mut following, loc.t("demo-follow-captures")).changed() {
            camera.write(CameraCommand::FollowCaptures(following));
        }
        ui.separator();
        ui.label(RichText::new(loc.t("demo-ghosts")).small());
        ui.separator();
        if ui.button(loc.t("find-the-shot-yourself")).clicked() {
            open_board.write(Open::Puzzle(PuzzleSource::Demo(playback.demo)));
        }
        if ui.button(loc.t("back-to-demos")).clicked() {
            open_board.write(Open::Title);
            windows.write(OpenWindow::Demos);
        }
    });
    panel_width.set(width);
    Ok(())
}

/// The caption of the move on the board, over the bottom of the board; in a puzzle, the
/// celebration once it is solved (before, the captions would give the answer away).
pub fn caption_overlay(
    mut contexts: EguiContexts,
    library: Res<DemoLibrary>,
    playback: Option<Res<Playback>>,
    puzzle: Option<Res<Puzzle>>,
    current: Res<Match>,
    panel_width: Res<PanelWidth>,
    loc: Res<Locale>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let ply = current.game.moves().len();
    // A playback exists only while a demo is watched, a puzzle only while one is on the board.
    let (demo, text, solved) = match (&playback, &puzzle) {
        (Some(p), _) => {
            let Some(demo) = library.demos.get(p.demo) else { return Ok(()) };
            (Some(demo), demo.caption(&loc, ply), false)
        }
        (_, Some(p)) if p.solved && !p.revealed => match p.source {
            PuzzleSource::Demo(index) => {
                let Some(demo) = library.demos.get(index) else { return Ok(()) };
                (Some(demo), format!("{} {}", loc.t("solved"), demo.caption(&loc, ply)), true)
            }
            PuzzleSource::Collection { .. } => (None, String::new(), true),
        },
        _ => return Ok(()),
    };
    let offset = -panel_width.0 / ctx.pixels_per_point() / 2.0;
    if solved {
        egui::Area::new("solved".into()).anchor(Align2::CENTER_TOP, [offset, 40.0]).show(ctx, |ui| {
            ui.label(
                RichText::new(format!("★ {} ★", loc.t("solved"))).size(54.0).strong().color(theme::GOLD),
            );
        });
    }
    let Some(demo) = demo.filter(|_| !text.is_empty()) else { return Ok(()) };
    egui::Area::new("caption".into()).anchor(Align2::CENTER_BOTTOM, [offset, -24.0]).show(ctx, |ui| {
        egui::Frame::popup(ui.style()).fill(Color32::from_black_alpha(235)).show(ui, |ui| {
            ui.set_max_width(620.0);
            ui.label(RichText::new(demo.title(&loc)).small().color(theme::CAPTION_TITLE));
            ui.label(RichText::new(text).size(17.0).color(Color32::WHITE));
        });
    });
    Ok(())
}
