//! The Learn window of the title screen: a course per variant with the learner's progress, and
//! its lessons, each opened with a click (done ones ticked).

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};
use damier_rules::Variant;

use crate::base::locale::Locale;
use crate::modes::Open;
use crate::modes::courses::{CourseProgress, Courses};
use crate::modes::lesson::LessonSource;
use crate::ui::{OpenWindow, theme};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LearnChoices>();
}

#[derive(Resource)]
pub struct LearnChoices {
    open: bool,
    variant: Variant,
}

impl Default for LearnChoices {
    fn default() -> LearnChoices {
        LearnChoices { open: false, variant: Variant::HexDame }
    }
}

pub fn learn_window(
    mut contexts: EguiContexts,
    mut choices: ResMut<LearnChoices>,
    mut requests: MessageReader<OpenWindow>,
    courses: Res<Courses>,
    progress: Res<CourseProgress>,
    mut open_board: MessageWriter<Open>,
    loc: Res<Locale>,
) -> Result {
    for request in requests.read() {
        if let OpenWindow::Learn(variant) = *request {
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
    theme::menu_window(loc.t("learn-title"), &mut open).show(ctx, |ui| {
        ui.set_max_width(520.0);
        ui.label(loc.t("learn-intro"));
        ui.separator();
        for course in &courses.0 {
            let done = progress.count(course);
            let total = course.lessons.len();
            let text = format!(
                "{}   {}",
                loc.variant(course.variant),
                loc.tf("learn-progress", &[("done", done.into()), ("total", total.into())])
            );
            ui.radio_value(&mut choices.variant, course.variant, text);
        }
        ui.separator();
        let Some(course) = courses.of(choices.variant) else { return };
        egui::Grid::new("lessons").num_columns(2).spacing([12.0, 4.0]).show(ui, |ui| {
            for (index, lesson) in course.lessons.iter().enumerate() {
                let tick = if progress.is_done(course.variant, &lesson.name) { "✓" } else { "" };
                ui.label(RichText::new(tick).color(theme::GOOD));
                let title = loc.t(&lesson.message_id(course.variant, "title"));
                let label = format!("{}. {title}", index + 1);
                if ui.button(label).clicked() {
                    start = Some(LessonSource { variant: course.variant, lesson: index });
                }
                ui.end_row();
            }
        });
    });
    if let Some(source) = start {
        open = false;
        open_board.write(Open::Lesson(source));
    }
    choices.open = open;
    Ok(())
}
