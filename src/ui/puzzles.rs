//! The Puzzles window of the title screen: choose a variant and a difficulty, see how far you
//! are and your rating, and start the next puzzle you have not yet tried.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Align2, RichText};
use damier_rules::Variant;

use crate::modes::Open;
use crate::modes::collection::{PuzzleCollection, PuzzleProgress};
use crate::modes::puzzle::PuzzleSource;
use crate::ui::OpenWindow;

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
    egui::Window::new("Puzzles")
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.label("Tactics found in Damier's own games: exactly one move wins. Find it.");
            ui.separator();
            ui.horizontal_wrapped(|ui| {
                for variant in Variant::ALL {
                    ui.radio_value(&mut choices.variant, variant, variant.title());
                }
            });
            ui.horizontal(|ui| {
                ui.label("Difficulty:");
                ui.radio_value(&mut choices.difficulty, None, "any");
                for d in 1..=5 {
                    ui.radio_value(&mut choices.difficulty, Some(d), d.to_string());
                }
            });
            let list = collection.of(choices.variant);
            let of = |d: Option<u8>| list.iter().filter(move |p| d.is_none_or(|d| p.difficulty == d));
            let total = of(choices.difficulty).count();
            let solved = of(choices.difficulty).filter(|p| progress.solved.contains(&p.id)).count();
            let failed = of(choices.difficulty).filter(|p| progress.failed.contains(&p.id)).count();
            ui.label(format!(
                "{total} puzzles: {solved} solved, {failed} failed, {} to go",
                total - solved - failed
            ));
            ui.label(RichText::new(format!("Your puzzle rating: {:.0}", progress.rating)).strong());
            ui.separator();
            match collection.next(choices.variant, choices.difficulty, &progress) {
                Some(index) => {
                    if ui.button(RichText::new("Start").size(18.0)).clicked() {
                        start = Some(PuzzleSource::Collection { variant: choices.variant, index });
                    }
                }
                None => {
                    ui.label("No puzzle left to try here.");
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
