//! The puzzle panel: whose shot it is, wrong tries, a hint, the solution.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::RichText;

use crate::game::Match;
use crate::modes::Open;
use crate::modes::demos::DemoLibrary;
use crate::modes::puzzle::{Puzzle, PuzzleCommand};
use crate::ui::{CueLine, OpenWindow, PanelWidth, theme};

pub fn puzzle_panel(
    mut contexts: EguiContexts,
    puzzle: Res<Puzzle>,
    cue: Res<CueLine>,
    library: Res<DemoLibrary>,
    current: Res<Match>,
    mut puzzle_commands: MessageWriter<PuzzleCommand>,
    mut open_board: MessageWriter<Open>,
    mut windows: MessageWriter<OpenWindow>,
    mut panel_width: ResMut<PanelWidth>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(demo) = library.demos.get(puzzle.demo) else { return Ok(()) };
    let rules = current.rules();
    let width = theme::side_panel(ctx, "puzzle", |ui| {
        ui.heading("Find the shot");
        ui.label(format!("{} · {}", demo.title(), demo.variant().title()));
        ui.separator();
        if puzzle.solved {
            ui.label(RichText::new("Solved!").size(26.0).strong().color(theme::GOOD));
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
            if let Some((cue, _)) = &cue.0 {
                ui.label(theme::warning(cue));
            }
            if puzzle.wrong_tries > 0 {
                ui.label(theme::warning(format!("Wrong tries: {}", puzzle.wrong_tries)));
            }
            if ui.button("Hint").on_hover_text("Shows the piece and where it goes").clicked() {
                puzzle_commands.write(PuzzleCommand::Hint);
            }
        }
        ui.separator();
        if ui.button("Watch the solution").clicked() {
            open_board.write(Open::Demo { index: puzzle.demo, ply: 0 });
        }
        if ui.button("Back to the demos").clicked() {
            open_board.write(Open::Title);
            windows.write(OpenWindow::Demos);
        }
    });
    panel_width.set(width);
    Ok(())
}
