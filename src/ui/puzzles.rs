//! The Puzzles window of the title screen: choose a variant, a difficulty and a theme, see how
//! far you are, your rating in the variant and the missed puzzles due again, and start the next
//! puzzle (a missed one due for review first).

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};
use damier_rules::Variant;
use damier_rules::pdn::Theme;

use crate::base::locale::Locale;
use crate::modes::Open;
use crate::modes::collection::{PuzzleCollection, PuzzleFilter, PuzzleProgress};
use crate::modes::puzzle::PuzzleSource;
use crate::ui::{OpenWindow, theme};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PuzzleChoices>();
}

#[derive(Resource)]
pub struct PuzzleChoices {
    open: bool,
    variant: Variant,
    /// The difficulty and theme asked for; the puzzle panel's Next keeps to them.
    pub filter: PuzzleFilter,
}

impl Default for PuzzleChoices {
    fn default() -> PuzzleChoices {
        PuzzleChoices { open: false, variant: Variant::HexDame, filter: PuzzleFilter::default() }
    }
}

/// A theme's name in the player's language.
pub fn theme_name(loc: &Locale, theme: Theme) -> String {
    loc.t(match theme {
        Theme::Shot => "theme-shot",
        Theme::TurkishStrike => "theme-turkish-strike",
        Theme::Breakthrough => "theme-breakthrough",
        Theme::KingCatch => "theme-king-catch",
        Theme::QuietMove => "theme-quiet-move",
        Theme::MultipleCapture => "theme-multiple-capture",
        Theme::DoubleSacrifice => "theme-double-sacrifice",
        Theme::Endgame => "theme-endgame",
        Theme::Opposition => "theme-opposition",
    })
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
        let list = collection.of(choices.variant);
        ui.horizontal(|ui| {
            ui.label(loc.t("puzzles-difficulty"));
            ui.radio_value(&mut choices.filter.difficulty, None, loc.t("puzzles-any"));
            for d in 1..=5 {
                ui.radio_value(&mut choices.filter.difficulty, Some(d), d.to_string());
            }
        });
        ui.horizontal(|ui| {
            ui.label(loc.t("puzzles-theme"));
            let shown = choices.filter.theme.map_or_else(|| loc.t("puzzles-any"), |t| theme_name(&loc, t));
            egui::ComboBox::from_id_salt("puzzle-theme").selected_text(shown).show_ui(ui, |ui| {
                ui.selectable_value(&mut choices.filter.theme, None, loc.t("puzzles-any"));
                for theme in Theme::ALL {
                    let count = list.iter().filter(|p| p.themes.contains(&theme)).count();
                    if count > 0 {
                        let label = format!("{} ({count})", theme_name(&loc, theme));
                        ui.selectable_value(&mut choices.filter.theme, Some(theme), label);
                    }
                }
            });
        });
        let filter = choices.filter;
        let of = || list.iter().filter(|p| filter.allows(p));
        let total = of().count();
        let solved = of().filter(|p| progress.solved.contains(&p.id)).count();
        let failed = of().filter(|p| progress.failed.contains(&p.id)).count();
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
        let due = progress.due_count(of().map(|p| p.id.as_str()));
        if due > 0 {
            ui.label(loc.tf("puzzles-due", &[("due", due.into())]));
        }
        let rating = format!("{:.0}", progress.rating(choices.variant));
        let variant = loc.variant(choices.variant);
        ui.label(
            RichText::new(
                loc.tf("puzzle-variant-rating", &[("variant", variant.into()), ("rating", rating.into())]),
            )
            .strong(),
        );
        ui.separator();
        match collection.next(choices.variant, &choices.filter, &progress) {
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
