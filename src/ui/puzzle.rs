//! The puzzle panel: whose shot it is, wrong tries, a hint, the solution, and for the
//! collection's puzzles the rating and the next puzzle.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::RichText;

use crate::base::locale::Locale;
use crate::game::Match;
use crate::modes::Open;
use crate::modes::collection::{PuzzleCollection, PuzzleProgress};
use crate::modes::demos::DemoLibrary;
use crate::modes::puzzle::{Puzzle, PuzzleCommand, PuzzleSource};
use crate::ui::puzzles::{PuzzleChoices, theme_name};
use crate::ui::{CueLine, OpenWindow, PanelWidth, theme};

pub fn puzzle_panel(
    mut contexts: EguiContexts,
    puzzle: Res<Puzzle>,
    cue: Res<CueLine>,
    (library, collection, progress): (Res<DemoLibrary>, Res<PuzzleCollection>, Res<PuzzleProgress>),
    choices: Res<PuzzleChoices>,
    current: Res<Match>,
    mut puzzle_commands: MessageWriter<PuzzleCommand>,
    mut open_board: MessageWriter<Open>,
    mut windows: MessageWriter<OpenWindow>,
    mut panel_width: ResMut<PanelWidth>,
    loc: Res<Locale>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let rules = current.rules();
    let title = match puzzle.source {
        PuzzleSource::Demo(index) => {
            let Some(demo) = library.demos.get(index) else { return Ok(()) };
            format!("{} · {}", demo.title(&loc), loc.variant(demo.variant()))
        }
        PuzzleSource::Collection { variant, index } => {
            let difficulty = collection.of(variant).get(index).map_or(0, |p| p.difficulty);
            loc.tf(
                "puzzle-title",
                &[
                    ("number", (index + 1).into()),
                    ("variant", loc.variant(variant).into()),
                    ("difficulty", difficulty.into()),
                ],
            )
        }
    };
    let width = theme::side_panel(ctx, "puzzle", |ui| {
        ui.heading(loc.t("find-the-shot"));
        ui.label(title);
        ui.separator();
        if puzzle.solved && puzzle.revealed {
            ui.label(RichText::new(loc.t("puzzle-the-solution")).size(22.0).strong());
        } else if puzzle.solved {
            ui.label(RichText::new(loc.t("solved")).size(26.0).strong().color(theme::GOOD));
            ui.label(match (puzzle.wrong_tries, puzzle.hints) {
                (0, 0) => loc.t("puzzle-first-try"),
                (tries, hints) => {
                    loc.tf("puzzle-tries-hints", &[("tries", tries.into()), ("hints", hints.into())])
                }
            });
        } else {
            let solver = loc.side(rules, puzzle.solver);
            ui.label(RichText::new(loc.tf("puzzle-to-play", &[("side", solver.into())])).size(18.0));
            ui.label(loc.t("puzzle-how"));
            if let Some((cue, _)) = &cue.0 {
                ui.label(theme::warning(cue.words(&loc)));
            }
            if puzzle.wrong_tries > 0 {
                ui.label(theme::warning(
                    loc.tf("puzzle-wrong-tries", &[("tries", puzzle.wrong_tries.into())]),
                ));
            }
            if !puzzle.revealed
                && ui.button(loc.t("hint")).on_hover_text(loc.t("puzzle-hint-hover")).clicked()
            {
                puzzle_commands.write(PuzzleCommand::Hint);
            }
        }
        ui.separator();
        match puzzle.source {
            PuzzleSource::Demo(index) => {
                if ui.button(loc.t("puzzle-watch-solution")).clicked() {
                    open_board.write(Open::Demo { index, ply: 0 });
                }
                if ui.button(loc.t("back-to-demos")).clicked() {
                    open_board.write(Open::Title);
                    windows.write(OpenWindow::Demos);
                }
            }
            PuzzleSource::Collection { variant, index } => {
                let entry = collection.of(variant).get(index);
                if entry.is_some_and(|p| progress.failed.contains(&p.id)) && !puzzle.solved {
                    ui.label(RichText::new(loc.t("puzzle-review")).italics());
                }
                // The themes would give the shot away: they are shown once it is found or shown.
                if puzzle.solved
                    && let Some(entry) = entry.filter(|p| !p.themes.is_empty())
                {
                    let names: Vec<String> = entry.themes.iter().map(|&t| theme_name(&loc, t)).collect();
                    ui.label(loc.tf("puzzle-themes", &[("themes", names.join(", ").into())]));
                }
                let rating = format!("{:.0}", progress.rating(variant));
                ui.label(loc.tf(
                    "puzzle-variant-rating",
                    &[("variant", loc.variant(variant).into()), ("rating", rating.into())],
                ));
                if !puzzle.solved && !puzzle.revealed && ui.button(loc.t("puzzle-show-solution")).clicked() {
                    puzzle_commands.write(PuzzleCommand::ShowSolution);
                }
                if puzzle.solved {
                    match collection.next(variant, &choices.filter, &progress) {
                        Some(index) => {
                            if ui.button(loc.t("puzzle-next")).clicked() {
                                open_board.write(Open::Puzzle(PuzzleSource::Collection { variant, index }));
                            }
                        }
                        None => {
                            ui.label(RichText::new(loc.t("puzzle-all-done")).small());
                        }
                    }
                }
                if ui.button(loc.t("puzzle-back")).clicked() {
                    open_board.write(Open::Title);
                    windows.write(OpenWindow::Puzzles(Some(variant)));
                }
            }
        }
    });
    panel_width.set(width);
    Ok(())
}
