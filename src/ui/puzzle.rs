//! The puzzle panel: whose shot it is, wrong tries, a hint, the solution, and for the
//! collection's puzzles the rating and the next puzzle.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::RichText;

use crate::game::Match;
use crate::modes::Open;
use crate::modes::collection::{PuzzleCollection, PuzzleProgress};
use crate::modes::demos::DemoLibrary;
use crate::modes::puzzle::{Puzzle, PuzzleCommand, PuzzleSource};
use crate::ui::{CueLine, OpenWindow, PanelWidth, theme};

pub fn puzzle_panel(
    mut contexts: EguiContexts,
    puzzle: Res<Puzzle>,
    cue: Res<CueLine>,
    (library, collection, progress): (Res<DemoLibrary>, Res<PuzzleCollection>, Res<PuzzleProgress>),
    current: Res<Match>,
    mut puzzle_commands: MessageWriter<PuzzleCommand>,
    mut open_board: MessageWriter<Open>,
    mut windows: MessageWriter<OpenWindow>,
    mut panel_width: ResMut<PanelWidth>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let rules = current.rules();
    let title = match puzzle.source {
        PuzzleSource::Demo(index) => {
            let Some(demo) = library.demos.get(index) else { return Ok(()) };
            format!("{} · {}", demo.title(), demo.variant().title())
        }
        PuzzleSource::Collection { variant, index } => {
            let difficulty = collection.of(variant).get(index).map_or(0, |p| p.difficulty);
            format!("Puzzle {} · {} · difficulty {difficulty}", index + 1, variant.title())
        }
    };
    let width = theme::side_panel(ctx, "puzzle", |ui| {
        ui.heading("Find the shot");
        ui.label(title);
        ui.separator();
        if puzzle.solved && puzzle.revealed {
            ui.label(RichText::new("The solution").size(22.0).strong());
        } else if puzzle.solved {
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
            if !puzzle.revealed
                && ui.button("Hint").on_hover_text("Shows the piece and where it goes").clicked()
            {
                puzzle_commands.write(PuzzleCommand::Hint);
            }
        }
        ui.separator();
        match puzzle.source {
            PuzzleSource::Demo(index) => {
                if ui.button("Watch the solution").clicked() {
                    open_board.write(Open::Demo { index, ply: 0 });
                }
                if ui.button("Back to the demos").clicked() {
                    open_board.write(Open::Title);
                    windows.write(OpenWindow::Demos);
                }
            }
            PuzzleSource::Collection { variant, .. } => {
                ui.label(format!("Your puzzle rating: {:.0}", progress.rating));
                if !puzzle.solved && !puzzle.revealed && ui.button("Show the solution").clicked() {
                    puzzle_commands.write(PuzzleCommand::ShowSolution);
                }
                if puzzle.solved {
                    match collection.next(variant, None, &progress) {
                        Some(index) => {
                            if ui.button("Next puzzle").clicked() {
                                open_board.write(Open::Puzzle(PuzzleSource::Collection { variant, index }));
                            }
                        }
                        None => {
                            ui.label(
                                RichText::new("You have been through every puzzle of this variant.").small(),
                            );
                        }
                    }
                }
                if ui.button("Back to the puzzles").clicked() {
                    open_board.write(Open::Title);
                    windows.write(OpenWindow::Puzzles(Some(variant)));
                }
            }
        }
    });
    panel_width.set(width);
    Ok(())
}
