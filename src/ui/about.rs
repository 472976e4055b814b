//! The About window (title screen): the version and the commit it was built from, the licences,
//! and the credits.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::RichText;

use crate::base::locale::Locale;
use crate::ui::{OpenWindow, theme};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AboutWindow>();
}

#[derive(Resource, Default)]
pub struct AboutWindow {
    open: bool,
}

/// The commit the game was built from (`build.rs`), or "unknown" outside a git checkout.
const COMMIT: &str = env!("DAMIER_COMMIT");

pub fn about_window(
    mut contexts: EguiContexts,
    mut window: ResMut<AboutWindow>,
    mut requests: MessageReader<OpenWindow>,
    loc: Res<Locale>,
) -> Result {
    if requests.read().any(|w| *w == OpenWindow::About) {
        window.open = true;
    }
    let mut open = window.open;
    let ctx = contexts.ctx_mut()?;
    theme::menu_window(loc.t("about-title"), &mut open).default_width(460.0).show(ctx, |ui| {
        ui.label(RichText::new("Damier").heading());
        let version = [("version", env!("CARGO_PKG_VERSION").into()), ("commit", COMMIT.into())];
        ui.label(loc.tf("about-version", &version));
        ui.add_space(6.0);
        ui.label(loc.t("about-what"));
        ui.add_space(6.0);
        ui.label(RichText::new(loc.t("about-credits")).strong());
        ui.label(loc.t("about-hexdame"));
        ui.label(loc.t("about-rules"));
        ui.add_space(6.0);
        ui.label(RichText::new(loc.t("about-licences")).strong());
        ui.label(loc.t("about-licence-code"));
        ui.label(loc.t("about-licence-fonts"));
        ui.label(loc.t("about-licence-crates"));
    });
    window.open = open;
    Ok(())
}
