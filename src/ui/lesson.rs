//! The lesson panel: the course and the lesson, what it teaches, the task of the position on the
//! board, why the last move was refused, a hint, and when the lesson is done, the way on.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::RichText;

use crate::base::locale::Locale;
use crate::modes::Open;
use crate::modes::courses::{CourseProgress, Courses};
use crate::modes::lesson::{LessonCommand, LessonOnBoard, LessonProgress, LessonSource};
use crate::ui::{CueLine, OpenWindow, PanelWidth, theme};

pub fn lesson_panel(
    mut contexts: EguiContexts,
    lesson: Res<LessonOnBoard>,
    (courses, progress): (Res<Courses>, Res<CourseProgress>),
    cue: Res<CueLine>,
    mut lesson_commands: MessageWriter<LessonCommand>,
    mut open_board: MessageWriter<Open>,
    mut windows: MessageWriter<OpenWindow>,
    mut panel_width: ResMut<PanelWidth>,
    loc: Res<Locale>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let LessonSource { variant, lesson: index } = lesson.source;
    let Some(course) = courses.of(variant) else { return Ok(()) };
    let Some(data) = course.lessons.get(index) else { return Ok(()) };
    let id = |part: &str| data.message_id(variant, part);
    let width = theme::side_panel(ctx, "lesson", |ui| {
        ui.label(
            RichText::new(loc.tf("learn-rules-title", &[("variant", loc.variant(variant).into())])).small(),
        );
        let number =
            loc.tf("learn-lesson", &[("number", (index + 1).into()), ("total", course.lessons.len().into())]);
        ui.label(RichText::new(number).small());
        ui.heading(loc.t(&id("title")));
        ui.add_space(4.0);
        ui.label(RichText::new(loc.t(&id("text"))).size(16.0));
        ui.separator();
        if data.steps.len() > 1 {
            let step = lesson.step + 1;
            ui.label(
                RichText::new(
                    loc.tf("learn-step", &[("number", step.into()), ("total", data.steps.len().into())]),
                )
                .small(),
            );
        }
        match &lesson.progress {
            LessonProgress::Done => {
                ui.label(RichText::new(loc.t("learn-well-done")).size(26.0).strong().color(theme::GOOD));
                if index + 1 < course.lessons.len() {
                    if ui.button(RichText::new(loc.t("learn-next")).size(18.0)).clicked() {
                        open_board.write(Open::Lesson(LessonSource { variant, lesson: index + 1 }));
                    }
                } else if progress.count(course) == course.lessons.len() {
                    ui.label(loc.t("learn-course-done"));
                }
                if ui.button(loc.t("learn-again")).clicked() {
                    lesson_commands.write(LessonCommand::Restart);
                }
            }
            LessonProgress::StepSolved(_) => {
                ui.label(RichText::new(loc.t("learn-well-done")).size(20.0).strong().color(theme::GOOD));
            }
            LessonProgress::Playing => {
                let task = loc.t(&data.task_id(variant, lesson.step));
                ui.label(
                    RichText::new(loc.tf("learn-your-move", &[("task", task.into())])).size(18.0).strong(),
                );
                if let Some((cue, _)) = &cue.0 {
                    ui.label(theme::warning(cue.words(&loc)));
                }
                // A test has no hints, and a step that takes any move has nothing to show.
                let has_answer = data.steps.get(lesson.step).is_some_and(|s| !s.lines.is_empty());
                if !data.test && has_answer && ui.button(loc.t("learn-hint")).clicked() {
                    lesson_commands.write(LessonCommand::Hint);
                }
            }
        }
        ui.separator();
        if ui.button(loc.t("learn-back")).clicked() {
            open_board.write(Open::Title);
            windows.write(OpenWindow::Learn(Some(variant)));
        }
    });
    panel_width.set(width);
    Ok(())
}
