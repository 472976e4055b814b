//! The notice that a file of the player's could not be saved (a full disk; in a page, a full
//! browser storage, or one refused, as in a private window). It stays until it is closed; the
//! game goes on, and what was not saved is kept in memory until the game ends.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Align2};

use crate::base::disk;
use crate::base::locale::Locale;
use crate::ui::theme;

/// The last failure shown: the file and the reason.
#[derive(Resource, Default)]
pub struct StorageTrouble(Option<(String, String)>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<StorageTrouble>();
}

pub fn storage_notice(
    mut contexts: EguiContexts,
    mut trouble: ResMut<StorageTrouble>,
    loc: Res<Locale>,
) -> Result {
    if let Some(failure) = disk::take_failure() {
        trouble.0 = Some(failure);
    }
    let Some((file, reason)) = trouble.0.clone() else { return Ok(()) };
    let mut open = true;
    egui::Window::new(loc.t("storage-failed-title"))
        .id("storage-trouble".into())
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_BOTTOM, [0.0, -16.0])
        .show(contexts.ctx_mut()?, |ui| {
            ui.label(theme::warning(loc.tf(
                "storage-failed",
                &[("file", file.as_str().into()), ("reason", reason.as_str().into())],
            )));
            if ui.button(loc.t("close")).clicked() {
                open = false;
            }
        });
    if !open {
        trouble.0 = None;
    }
    Ok(())
}
