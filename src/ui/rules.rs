//! The Rules window: the rules of the variant on the board in plain words, one per lesson of its
//! course, each with a "show me" that opens the lesson.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};
use damier_rules::Variant;

use crate::base::locale::Locale;
use crate::modes::Open;
use crate::modes::courses::Courses;
use crate::modes::lesson::LessonSource;
use crate::ui::OpenWindow;

/// The variant whose rules are shown, while the window is open.
#[derive(Resource, Default)]
pub struct RulesShown(Option<Variant>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RulesShown>();
}

pub fn rules_window(
    mut contexts: EguiContexts,
    mut shown: ResMut<RulesShown>,
    mut requests: MessageReader<OpenWindow>,
    courses: Res<Courses>,
    mut open_board: MessageWriter<Open>,
    loc: Res<Locale>,
) -> Result {
    for request in requests.read() {
        if let OpenWindow::Rules(variant) = *request {
            shown.0 = Some(variant);
        }
    }
    let Some(variant) = shown.0 else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut lesson_asked = None;
    let title = loc.tf("learn-rules-title", &[("variant", loc.variant(variant).into())]);
    egui::Window::new(title).open(&mut open).collapsible(false).default_width(460.0).show(ctx, |ui| {
        egui::ScrollArea::vertical().max_height(520.0).show(ui, |ui| {
            let lessons = courses.of(variant).map_or(&[][..], |c| &c.lessons[..]);
            for (index, lesson) in lessons.iter().enumerate().filter(|(_, l)| !l.test) {
                ui.label(RichText::new(loc.t(&lesson.message_id(variant, "title"))).strong());
                ui.horizontal_wrapped(|ui| {
                    ui.label(loc.t(&lesson.message_id(variant, "rule")));
                    if ui.small_button(loc.t("learn-show-me")).clicked() {
                        lesson_asked = Some(LessonSource { variant, lesson: index });
                    }
                });
                ui.add_space(4.0);
            }
        });
    });
    if let Some(source) = lesson_asked {
        open = false;
        open_board.write(Open::Lesson(source));
    }
    if !open {
        shown.0 = None;
    }
    Ok(())
}
