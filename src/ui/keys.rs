//! The Keys window: every key the game answers to, opened and closed with F1 or ? (unless a
//! text field is being typed in), or asked for with `OpenWindow::Keys`.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};

use crate::base::locale::Locale;
use crate::ui::{OpenWindow, theme};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KeysWindow>().add_systems(Update, open_with_keys);
}

#[derive(Resource, Default)]
pub struct KeysWindow {
    open: bool,
}

/// The window's sections: a heading, then (keys, what they do) rows, by message id.
const SECTIONS: [(&str, &[&str]); 4] = [
    ("keys-board", &["keys-arrows", "keys-diagonal-up", "keys-diagonal-down", "keys-pick", "keys-cancel"]),
    ("keys-view", &["keys-turn", "keys-tilt", "keys-zoom"]),
    ("keys-game", &["keys-step", "keys-ends"]),
    ("keys-windows", &["keys-tab", "keys-press", "keys-help"]),
];

fn open_with_keys(
    mut contexts: EguiContexts,
    mut presses: MessageReader<KeyboardInput>,
    mut requests: MessageReader<OpenWindow>,
    mut window: ResMut<KeysWindow>,
) -> Result {
    if requests.read().any(|w| *w == OpenWindow::Keys) {
        window.open = true;
    }
    let typing = contexts.ctx_mut()?.text_edit_focused();
    let asked = presses.read().any(|press| {
        let question_mark = matches!(&press.logical_key, Key::Character(c) if c == "?");
        press.state == ButtonState::Pressed
            && !press.repeat
            && (press.key_code == KeyCode::F1 || question_mark)
    });
    if asked && !typing {
        window.open = !window.open;
    }
    Ok(())
}

pub fn keys_window(mut contexts: EguiContexts, mut window: ResMut<KeysWindow>, loc: Res<Locale>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut open = window.open;
    let keys = egui::Window::new(loc.t("keys-title")).open(&mut open).collapsible(false).resizable(false);
    keys.show(ctx, |ui| {
        theme::scrolling(ui, |ui| {
            for (heading, rows) in SECTIONS {
                ui.label(RichText::new(loc.t(heading)).size(17.0).strong());
                egui::Grid::new(heading).num_columns(2).striped(true).show(ui, |ui| {
                    for row in rows {
                        ui.label(RichText::new(loc.t(row)).strong());
                        ui.label(loc.t(&format!("{row}-do")));
                        ui.end_row();
                    }
                });
                if heading == "keys-board" {
                    ui.label(RichText::new(loc.t("keys-hexdame")).small());
                }
                ui.add_space(6.0);
            }
        })
    });
    window.open = open;
    Ok(())
}
