//! The Puzzles window of the title screen: choose a variant and a difficulty, see how far you
//! are and your rating, and start the next puzzle you have not yet tried.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::RichText;
use damier_rules::Variant;

use crate::base::locale::Locale;
use crate::modes::Open;
use crate::modes::collection::{PuzzleCollection, PuzzleProgress};
use crate::modes::puzzle::PuzzleSource;
use crate::ui::{OpenWindow, theme};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PuzzleChoices>();
}

#[derive(Resource)]
pub struct PuzzleChoices {
    open: bool,
    variant: Variant,
    /// `None`: any difficulty.
    difficulty: Option<u8>,
}

impl Default for PuzzleChoices {
    fn default() -> PuzzleChoices {
        PuzzleChoices { open: false, variant: Variant::HexDame, difficulty: None }
    }
}

pub fn puzzles_window(
    mut contexts: EguiContexts,
    mut choices: ResMut<PuzzleChoices>,
    mut requests: MessageReader<OpenWindow>,
    collection: Res<PuzzleCollection>,
    progress: Res<PuzzleProgress>,
    mut open_board: MessageWriter<Open>,
    loc: Res<Locale>,
) -> Result {
    for request in requests.read() {
        if let OpenWindow::Puzzles(variant) = *request {
            choices.open = true;
            if let Some(variant) = variant {
                choices.variant = variant;
            }
        }
    }
    if !choices.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut start = None;
    theme::menu_window(loc.t("puzzles-title"), &mut open).show(ctx, |ui| {
        ui.label(loc.t("puzzles-intro"));
        if let Some(problem) = &progress.problem {
            ui.label(theme::warning(loc.file_problem(problem)));
            ui.label(theme::warning(loc.t("puzzles-progress-reset")));
        }
        ui.separator();
        ui.horizontal_wrapped(|ui| {
            for variant in Variant::ALL {
                ui.radio_value(&mut choices.variant, variant, loc.variant(variant));
            }
        });
        ui.horizontal(|ui| {
            ui.label(loc.t("puzzles-difficulty"));
            ui.radio_value(&mut choices.difficulty, None, loc.t("puzzles-any"));
            for d in 1..=5 {
                ui.radio_value(&mut choices.difficulty, Some(d), d.to_string());
            }
        });
        let list = collection.of(choices.variant);
        let of = |d: Option<u8>| list.iter().filter(move |p| d.is_none_or(|d| p.difficulty == d));
        let total = of(choices.difficulty).count();
        let solved = of(choices.difficulty).filter(|p| progress.solved.contains(&p.id)).count();
        let failed = of(choices.difficulty).filter(|p| progress.failed.contains(&p.id)).count();
        let to_go = total - solved - failed;
        ui.label(loc.tf(
            "puzzles-counts",
            &[
                ("total", total.into()),
                ("solved", solved.into()),
                ("failed", failed.into()),
                ("to_go", to_go.into()),
            ],
        ));
        let rating = format!("{:.0}", progress.rating);
        ui.label(RichText::new(loc.tf("puzzle-rating", &[("rating", rating.into())])).strong());
        ui.separator();
        match collection.next(choices.variant, choices.difficulty, &progress) {
            Some(index) => {
                if ui.button(RichText::new(loc.t("new-game-start")).size(18.0)).clicked() {
                    start = Some(PuzzleSource::Collection { variant: choices.variant, index });
                }
            }
            None => {
                ui.label(loc.t("puzzles-none-left"));
            }
        }
    });
    if let Some(source) = start {
        open = false;
        open_board.write(Open::Puzzle(source));
    }
    choices.open = open;
    Ok(())
}
