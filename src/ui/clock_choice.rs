//! The clock a new game is played on, as the New game and the Play a friend windows offer it:
//! none, one of the presets, or a control typed in (`10`, `5d2`, `40/90`), with what it means or
//! why it cannot be used.

use bevy_egui::egui::{self, RichText};
use damier_rules::clock::{ClockError, PRESETS, TimeControl};

use crate::base::locale::Locale;
use crate::ui::theme;

/// The choice and the text typed for a custom control.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockChoice {
    pick: Pick,
    custom: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pick {
    None,
    Preset(&'static str),
    Custom,
}

impl ClockChoice {
    /// No clock at first.
    pub fn none() -> ClockChoice {
        ClockChoice { pick: Pick::None, custom: "10+5".into() }
    }

    /// A preset at first.
    pub fn preset(preset: &'static str) -> ClockChoice {
        ClockChoice { pick: Pick::Preset(preset), ..ClockChoice::none() }
    }

    /// The chosen time control, or why the custom one cannot be used.
    pub fn control(&self) -> Result<Option<TimeControl>, ClockError> {
        match self.pick {
            Pick::None => Ok(None),
            Pick::Preset(text) => text.parse().map(Some),
            Pick::Custom => self.custom.parse().map(Some),
        }
    }

    /// The choices, then a line saying what the chosen control means (or what is wrong with it);
    /// returns the control.
    pub fn show(&mut self, ui: &mut egui::Ui, loc: &Locale) -> Result<Option<TimeControl>, ClockError> {
        ui.horizontal_wrapped(|ui| {
            ui.radio_value(&mut self.pick, Pick::None, loc.t("new-game-clock-none"));
            for preset in PRESETS {
                ui.radio_value(&mut self.pick, Pick::Preset(preset), preset);
            }
            ui.radio_value(&mut self.pick, Pick::Custom, loc.t("new-game-clock-custom"));
            let edit = ui.add(egui::TextEdit::singleline(&mut self.custom).desired_width(70.0));
            if edit.changed() {
                self.pick = Pick::Custom;
            }
        })
        .response
        .on_hover_text(loc.t("new-game-clock-hover"));
        let control = self.control();
        match &control {
            Ok(Some(control)) => ui.label(RichText::new(loc.time_control(control)).small()),
            Ok(None) => ui.label(RichText::new(loc.t("new-game-no-clock")).small()),
            Err(reason) => ui.label(theme::warning(loc.clock_error(reason)).small()),
        };
        control
    }
}
