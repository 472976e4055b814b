//! The interface's look in one place: its colours, the right-hand panel every board screen
//! uses, and the yes/no dialog.

use std::sync::Arc;

use bevy_egui::egui::{
    self, Align2, Color32, CornerRadius, FontData, FontDefinitions, FontFamily, FontId, LayerId, Margin,
    RichText, Shadow, Stroke, TextStyle, Ui, UiBuilder,
};

/// Warnings, refusals and problems.
pub const WARNING: Color32 = Color32::from_rgb(240, 180, 120);
/// Titles and labels drawn over the board.
pub const INK: Color32 = Color32::from_rgb(235, 220, 185);
/// The title's lettering.
pub const TITLE: Color32 = Color32::from_rgb(240, 225, 190);
/// Good news: a playable position, a solved puzzle, a route to follow.
pub const GOOD: Color32 = Color32::from_rgb(120, 220, 120);
/// A clock that is about to fall.
pub const WARNING_STRONG: Color32 = Color32::from_rgb(255, 110, 90);
/// The frame of the clock that is running.
pub const CLOCK_RUNNING: Color32 = Color32::from_rgb(60, 80, 60);
/// A celebration (a solved puzzle's banner).
pub const GOLD: Color32 = Color32::from_rgb(250, 215, 90);
/// A caption's heading.
pub const CAPTION_TITLE: Color32 = Color32::from_rgb(220, 200, 150);
/// The panels' walnut, the text's maple, and brass for what is chosen.
const WALNUT: Color32 = Color32::from_rgba_premultiplied(38, 27, 20, 240);
const WALNUT_LIGHT: Color32 = Color32::from_rgb(74, 53, 38);
const MAPLE: Color32 = Color32::from_rgb(236, 222, 194);
const BRASS: Color32 = Color32::from_rgb(196, 148, 72);

/// The family of the title and headings (EB Garamond).
pub const DISPLAY: &str = "display";

/// The interface's face: Inter for text, EB Garamond for the title and headings, Phosphor icons,
/// and the board's palette (walnut panels, maple text, brass accents) with rounded corners.
pub fn style(ctx: &egui::Context) {
    let mut fonts = FontDefinitions::default();
    fonts.font_data.insert(
        "inter".into(),
        Arc::new(FontData::from_static(include_bytes!("../../assets/fonts/Inter-Regular.otf"))),
    );
    fonts.font_data.insert(
        "garamond".into(),
        Arc::new(FontData::from_static(include_bytes!("../../assets/fonts/EBGaramond12-Regular.otf"))),
    );
    if let Some(family) = fonts.families.get_mut(&FontFamily::Proportional) {
        family.insert(0, "inter".into());
    }
    let display = vec!["garamond".to_string(), "inter".to_string()];
    fonts.families.insert(FontFamily::Name(DISPLAY.into()), display);
    egui_phosphor::add_to_fonts(&mut fonts, egui_phosphor::Variant::Regular);
    ctx.set_fonts(fonts);
    ctx.set_theme(egui::Theme::Dark);
    ctx.all_styles_mut(|style| {
        style.text_styles.insert(TextStyle::Heading, FontId::new(24.0, FontFamily::Name(DISPLAY.into())));
        style.spacing.item_spacing = egui::vec2(8.0, 6.0);
        style.spacing.button_padding = egui::vec2(9.0, 4.0);
        style.spacing.window_margin = Margin::same(14);
        // Scroll bars stay in sight: with large text a panel or a window may need one.
        style.spacing.scroll = egui::style::ScrollStyle::thin();
        let v = &mut style.visuals;
        v.override_text_color = Some(MAPLE);
        v.panel_fill = WALNUT;
        v.window_fill = WALNUT;
        v.window_stroke = Stroke::new(1.0, BRASS.gamma_multiply(0.6));
        v.window_corner_radius = CornerRadius::same(10);
        v.window_shadow =
            Shadow { offset: [0, 6], blur: 18, spread: 0, color: Color32::from_black_alpha(120) };
        v.popup_shadow = v.window_shadow;
        v.extreme_bg_color = Color32::from_rgb(28, 20, 15);
        v.faint_bg_color = Color32::from_rgb(48, 35, 26);
        v.selection.bg_fill = BRASS.gamma_multiply(0.7);
        v.selection.stroke = Stroke::new(1.0, MAPLE);
        v.hyperlink_color = BRASS;
        for (widgets, fill) in [
            (&mut v.widgets.inactive, WALNUT_LIGHT),
            (&mut v.widgets.hovered, Color32::from_rgb(102, 74, 52)),
            (&mut v.widgets.active, Color32::from_rgb(128, 92, 60)),
        ] {
            widgets.bg_fill = fill;
            widgets.weak_bg_fill = fill;
            widgets.corner_radius = CornerRadius::same(6);
        }
        v.widgets.hovered.bg_stroke = Stroke::new(1.0, BRASS);
        v.widgets.noninteractive.bg_stroke = Stroke::new(1.0, Color32::from_rgb(80, 60, 44));
    });
}

/// The width of the side panel, in points.
pub const PANEL_WIDTH: f32 = 270.0;

pub fn warning(text: impl Into<String>) -> RichText {
    RichText::new(text).color(WARNING)
}

/// A window of the title screen's menus: centred, of a fixed size, closed with its cross.
pub fn menu_window(title: String, open: &mut bool) -> egui::Window<'_> {
    egui::Window::new(title)
        .open(open)
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
}

/// The panel on the right of a board screen; returns its width in physical pixels. It scrolls
/// when large text makes it taller than the window.
pub fn side_panel(ctx: &egui::Context, id: &str, contents: impl FnOnce(&mut Ui)) -> f32 {
    let mut root = Ui::new(
        ctx.clone(),
        "root".into(),
        UiBuilder::new().layer_id(LayerId::background()).max_rect(ctx.viewport_rect()),
    );
    let panel = egui::Panel::right(id.to_string())
        .resizable(false)
        .exact_size(PANEL_WIDTH)
        .show(&mut root, |ui| egui::ScrollArea::vertical().show(ui, contents));
    panel.response.rect.width() * ctx.pixels_per_point()
}

/// A window's contents, which scroll when large text makes them taller than the screen. egui's
/// own `vscroll` would keep a window short even when there is room; this one grows to the
/// screen's height before it scrolls.
pub fn scrolling<R>(ui: &mut Ui, contents: impl FnOnce(&mut Ui) -> R) -> R {
    let room = ui.ctx().content_rect().height() - 90.0;
    egui::ScrollArea::vertical().max_height(room).min_scrolled_height(room).show(ui, contents).inner
}

/// A question with two answers, in the middle of the window: `Some(true)` for the first.
pub fn yes_no_dialog(ctx: &egui::Context, title: &str, question: &str, yes: &str, no: &str) -> Option<bool> {
    let mut answer = None;
    egui::Window::new(title)
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.label(question);
            ui.horizontal(|ui| {
                if ui.button(yes).clicked() {
                    answer = Some(true);
                }
                if ui.button(no).clicked() {
                    answer = Some(false);
                }
            });
        });
    answer
}
