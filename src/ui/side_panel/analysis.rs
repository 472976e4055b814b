//! The analysis in the side panel: a button to start it, its progress, then the evaluation
//! graph (click it to go to that move), each side's accuracy and marks, the better move for
//! the move on the board, and the annotated PDN export.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText, Ui};
use damier_ai::analysis::{DECIDED, GameAnalysis, Mark};
use damier_rules::{Side, notation};
use egui_plot::{Line, Plot, PlotPoints, VLine};

use crate::base::locale::Locale;
use crate::game::GameCommand;
use crate::game::analysis::{Analysis, AnalysisCommand};
use crate::ui::side_panel::PanelContext;
use crate::ui::{OpenWindow, theme};

#[derive(SystemParam)]
pub struct AnalysisSection<'w> {
    analysis: Res<'w, Analysis>,
    analysis_commands: MessageWriter<'w, AnalysisCommand>,
}

/// What the section asks for.
enum Request {
    Analysis(AnalysisCommand),
    Game(Vec<GameCommand>),
    Window(OpenWindow),
}

impl AnalysisSection<'_> {
    pub fn show(&mut self, ui: &mut Ui, cx: &mut PanelContext) {
        match draw(ui, cx, &self.analysis) {
            Some(Request::Analysis(command)) => {
                self.analysis_commands.write(command);
            }
            Some(Request::Game(commands)) if !cx.busy() => {
                cx.game_commands.write_batch(commands);
            }
            Some(Request::Window(window)) => {
                cx.windows.write(window);
            }
            _ => {}
        }
    }
}

/// The colour of a mark in the move list and here.
pub fn mark_colour(mark: Mark) -> Color32 {
    match mark {
        Mark::Inaccuracy => Color32::from_rgb(230, 200, 90),
        Mark::Mistake => theme::WARNING,
        Mark::Blunder => theme::WARNING_STRONG,
    }
}

/// Draws the section; returns what the player asked for.
fn draw(ui: &mut Ui, cx: &PanelContext, analysis: &Analysis) -> Option<Request> {
    let (current, loc) = (&*cx.current, &*cx.loc);
    let mut request = None;
    if let Some(progress) = analysis.progress() {
        ui.horizontal(|ui| {
            ui.add(egui::ProgressBar::new(progress).desired_width(180.0).text(loc.t("analysing")));
            if ui.small_button(loc.t("cancel")).clicked() {
                request = Some(Request::Analysis(AnalysisCommand::Cancel));
            }
        });
        return request;
    }
    let Some(result) = analysis.of(current) else {
        let has_moves = current.line_len() > 0;
        if ui
            .add_enabled(has_moves, egui::Button::new(loc.t("analyse")))
            .on_hover_text(loc.t("analyse-hover"))
            .clicked()
        {
            request = Some(Request::Analysis(AnalysisCommand::Start));
        }
        return request;
    };
    if let Some(ply) = graph(ui, result, current.game.moves().len(), loc) {
        request = Some(Request::Game(vec![GameCommand::GoTo(ply)]));
    }
    let rules = current.rules();
    for side in [Side::White, Side::Black] {
        let accuracy = result.accuracy(side).map_or("–".to_string(), |a| format!("{a:.0} %"));
        let counts: Vec<String> = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder]
            .into_iter()
            .map(|m| format!("{} {}", result.count(side, m), m.symbol()))
            .collect();
        let side = loc.side(rules, side);
        let text = loc.tf(
            "accuracy",
            &[("side", side.into()), ("accuracy", accuracy.into()), ("marks", counts.join(" ").into())],
        );
        ui.label(RichText::new(text).small());
    }
    // The move on the board: its mark and the better line, which can be tried.
    let shown = current.game.moves().len();
    if let Some(review) = shown.checked_sub(1).and_then(|i| result.moves.get(i))
        && let (Some(mark), Some((better, line))) = (review.mark, &review.better)
    {
        let before = current.game.position_at(shown - 1);
        let legal = before.legal_moves();
        let better_text = notation::write_short(better, &legal, &rules.topology);
        let words = notation::line_short(before, &line[..line.len().min(6)]);
        ui.label(
            RichText::new(loc.tf(
                "mark-better",
                &[
                    ("symbol", mark.symbol().into()),
                    ("mark", loc.t(&format!("mark-{}", mark.name())).into()),
                    ("better", better_text.as_str().into()),
                ],
            ))
            .color(mark_colour(mark)),
        );
        ui.label(RichText::new(words.join(" ")).small());
        if ui.small_button(loc.tf("try-move", &[("move", better_text.as_str().into())])).clicked() {
            let text = notation::write(better, &legal, &rules.topology);
            request = Some(Request::Game(vec![GameCommand::GoTo(shown - 1), GameCommand::Typed(text)]));
        }
    }
    if ui.small_button(loc.t("save-analysis")).on_hover_text(loc.t("save-analysis-hover")).clicked() {
        request = Some(Request::Window(OpenWindow::SaveAnalysis));
    }
    request
}

/// The evaluation of every position from White's side, in men; returns the ply clicked.
fn graph(ui: &mut Ui, result: &GameAnalysis, shown: usize, loc: &Locale) -> Option<usize> {
    let cap = f64::from(DECIDED) / 100.0;
    let points: PlotPoints = result
        .scores
        .iter()
        .enumerate()
        .map(|(ply, &score)| [ply as f64, (f64::from(score) / 100.0).clamp(-cap, cap).clamp(-6.0, 6.0)])
        .collect();
    let last = result.scores.len().saturating_sub(1);
    let response = Plot::new("evaluation")
        .height(110.0)
        .include_y(-2.0)
        .include_y(2.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_x(false)
        .y_axis_label(loc.t("graph-men"))
        .show(ui, |plot| {
            plot.line(Line::new(loc.t("graph-evaluation"), points).color(theme::INK).width(1.5));
            plot.vline(VLine::new(loc.t("graph-on-board"), shown as f64).color(Color32::GRAY));
            let clicked = plot.response().clicked();
            plot.pointer_coordinate().filter(|_| clicked).map(|p| (p.x.round().max(0.0) as usize).min(last))
        });
    response.inner
}
