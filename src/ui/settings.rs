//! The Settings window, and the one-time notice that the settings file could not be read.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Align2, RichText};

use crate::base::appearance::{BoardTheme, PieceSet, Quality};
use crate::base::locale::{Language, Locale};
use crate::base::settings::{AnimationSpeed, Settings, SettingsStore};
use crate::game::Match;
use crate::game::endgames::{Endgames, EndgamesCommand};
use crate::ui::{OpenWindow, endgames, theme};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SettingsWindow>();
}

#[derive(Resource, Default)]
pub struct SettingsWindow {
    open: bool,
    /// The problem with the settings file has been acknowledged.
    problem_seen: bool,
}

pub fn settings_window(
    mut contexts: EguiContexts,
    mut window: ResMut<SettingsWindow>,
    mut requests: MessageReader<OpenWindow>,
    mut settings: ResMut<Settings>,
    store: Option<Res<SettingsStore>>,
    loc: Res<Locale>,
    (endgames, current, mut tables_out): (Res<Endgames>, Option<Res<Match>>, MessageWriter<EndgamesCommand>),
) -> Result {
    if requests.read().any(|w| *w == OpenWindow::Settings) {
        window.open = true;
    }
    let ctx = contexts.ctx_mut()?;
    if let Some(problem) = store.as_ref().and_then(|s| s.problem.clone())
        && !window.problem_seen
    {
        egui::Window::new(loc.t("settings-reset-title"))
            .collapsible(false)
            .anchor(Align2::CENTER_TOP, [0.0, 20.0])
            .show(ctx, |ui| {
                ui.label(loc.file_problem(&problem));
                ui.label(loc.t("settings-reset-defaults"));
                window.problem_seen = ui.button(loc.t("ok")).clicked();
            });
    }

    let mut open = window.open;
    let mut edited = settings.clone();
    let settings_window =
        egui::Window::new(loc.t("settings-title")).open(&mut open).collapsible(false).resizable(false);
    settings_window.show(ctx, |ui| {
        theme::scrolling(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(RichText::new(loc.t("settings-language")).strong());
                let name = |choice: Option<Language>| match choice {
                    Some(language) => language.native_name().to_string(),
                    None => {
                        loc.tf("settings-language-system", &[("language", loc.system().native_name().into())])
                    }
                };
                let options: Vec<Option<Language>> =
                    std::iter::once(None).chain(Language::ALL.map(Some)).collect();
                choice(ui, "language", &mut edited.language, &options, name);
            });
            ui.separator();
            look_choices(ui, &mut edited, &loc);
            ui.separator();
            ui.label(RichText::new(loc.t("settings-animation-speed")).strong());
            ui.horizontal(|ui| {
                for speed in AnimationSpeed::ALL {
                    ui.selectable_value(&mut edited.animation_speed, speed, loc.t(speed.label_id()));
                }
            });
            ui.separator();
            ui.checkbox(&mut edited.show_legal_moves, loc.t("show-legal-moves"));
            ui.checkbox(&mut edited.show_last_move, loc.t("show-last-move"));
            ui.checkbox(&mut edited.show_coordinates, loc.t("settings-show-coordinates"));
            ui.checkbox(&mut edited.show_capture_routes, loc.t("settings-show-routes"));
            ui.checkbox(&mut edited.turn_board_to_player, loc.t("settings-turn-board"));
            ui.separator();
            if cfg!(target_arch = "wasm32") {
                ui.label(RichText::new(loc.t("settings-no-tables-in-page")).weak());
            } else {
                ui.checkbox(&mut edited.endgame_tables, loc.t("settings-endgame-tables"));
                if let Some(command) =
                    endgames::status(ui, &endgames, current.as_ref().map(|c| c.rules()), &loc)
                {
                    tables_out.write(command);
                }
            }
            ui.separator();
            ui.checkbox(&mut edited.sound, loc.t("settings-sound"));
            ui.add_enabled(
                edited.sound,
                egui::Slider::new(&mut edited.volume, 0.0..=1.0).text(loc.t("settings-volume")),
            );
            if let Some(store) = &store {
                let path = store.path.display().to_string();
                ui.label(RichText::new(loc.tf("settings-saved-in", &[("path", path.into())])).small().weak());
            }
        })
    });
    window.open = open;
    if edited != *settings {
        *settings = edited;
    }
    Ok(())
}

/// Board theme, piece set and quality. The board changes as soon as a choice is made: the
/// preview is the board itself.
fn look_choices(ui: &mut egui::Ui, edited: &mut Settings, loc: &Locale) {
    egui::Grid::new("look").num_columns(2).show(ui, |ui| {
        ui.label(loc.t("settings-board"));
        choice(ui, "theme", &mut edited.theme, &BoardTheme::ALL, |t| loc.t(&format!("theme-{}", t.name())));
        ui.end_row();
        ui.label(loc.t("settings-pieces"));
        choice(ui, "pieces", &mut edited.pieces, &PieceSet::ALL, |p| loc.t(&format!("pieces-{}", p.name())));
        ui.end_row();
        ui.label(loc.t("settings-quality"));
        ui.horizontal(|ui| {
            for (quality, id) in [
                (Quality::Auto, "quality-auto"),
                (Quality::Low, "quality-low"),
                (Quality::High, "quality-high"),
            ] {
                ui.selectable_value(&mut edited.quality, quality, loc.t(id));
            }
        });
        ui.end_row();
        ui.label(loc.t("settings-text-size"));
        let percent = |size: u16| loc.tf("settings-text-size-percent", &[("percent", size.into())]);
        choice(ui, "text-size", &mut edited.text_size, &TEXT_SIZE_STEPS, percent);
        ui.end_row();
    });
}

/// The text sizes offered, in percent: steps rather than a slider, since the window grows
/// under the pointer as the size changes.
const TEXT_SIZE_STEPS: [u16; 7] = [80, 90, 100, 125, 150, 175, 200];

/// A drop-down list of `options`, each shown by its `name`.
fn choice<T: Copy + PartialEq>(
    ui: &mut egui::Ui,
    id: &str,
    value: &mut T,
    options: &[T],
    name: impl Fn(T) -> String,
) {
    egui::ComboBox::from_id_salt(id).selected_text(name(*value)).show_ui(ui, |ui| {
        for &option in options {
            ui.selectable_value(value, option, name(option));
        }
    });
}
