//! The move list: the whole line numbered by full moves, the moves stepped back over greyed
//! and an analysis's marks coloured, a click going to that move; the comment of the move on
//! the board; and the keys that step through the game.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Color32, RichText, Ui};
use damier_ai::analysis::Mark;

use crate::game::GameCommand;
use crate::game::analysis::Analysis;
use crate::game::derived::LineNotation;
use crate::ui::side_panel::PanelContext;
use crate::ui::side_panel::analysis::mark_colour;

#[derive(SystemParam)]
pub struct MoveList<'w> {
    line: Res<'w, LineNotation>,
    analysis: Res<'w, Analysis>,
}

impl MoveList<'_> {
    pub fn show(&self, ui: &mut Ui, cx: &mut PanelContext) {
        let (current, loc) = (&cx.current, &cx.loc);
        let (rules, game) = (current.rules(), &current.game);
        ui.label(RichText::new(loc.t("moves")).strong()).on_hover_text(loc.t("moves-hover"));
        let first_moved = game.start().side_to_move() == rules.first_to_move;
        let analysed = self.analysis.of(current);
        let marks: Vec<Option<Mark>> =
            analysed.map_or_else(Vec::new, |a| a.moves.iter().map(|m| m.mark).collect());
        // Room under the list for the analysis (its graph once done) and the buttons.
        let below = match (analysed, self.analysis.progress()) {
            (Some(_), _) => 420.0,
            (None, Some(_)) => 250.0,
            (None, None) => 235.0,
        };
        if let Some(ply) = grid(ui, &self.line.texts, &marks, game.moves().len(), first_moved, below)
            && !cx.busy()
        {
            cx.game_commands.write(GameCommand::GoTo(ply));
        }
    }

    /// The comment the record has for the move on the board.
    pub fn comment(&self, ui: &mut Ui, cx: &PanelContext) {
        let current = &cx.current;
        if let Some(comment) = current.game.moves().len().checked_sub(1).and_then(|i| current.comments.get(i))
            && !comment.is_empty()
        {
            ui.label(RichText::new(comment).italics().small());
        }
    }
}

/// Page Up and Page Down step through the game, Home and End jump to its ends (not while a
/// menu has the keyboard; the arrows are the board cursor's).
pub fn step_with_keys(
    mut contexts: EguiContexts,
    keys: Res<ButtonInput<KeyCode>>,
    mut game_commands: MessageWriter<GameCommand>,
) -> Result {
    if contexts.ctx_mut()?.egui_wants_keyboard_input() {
        return Ok(());
    }
    let steps = [
        (KeyCode::PageUp, GameCommand::StepBack),
        (KeyCode::PageDown, GameCommand::StepForward),
        (KeyCode::Home, GameCommand::GoTo(0)),
        (KeyCode::End, GameCommand::GoTo(usize::MAX)),
    ];
    for (key, command) in steps {
        if keys.just_pressed(key) {
            game_commands.write(command);
        }
    }
    Ok(())
}

/// Shows the line's moves (`texts`, with an analysis's `marks` where there are some), `shown`
/// of them on the board; `first_moved` is false when the game started with the second player
/// to move. `below` is the height the panel needs under the list. Returns the ply clicked, if
/// any.
fn grid(
    ui: &mut Ui,
    texts: &[String],
    marks: &[Option<Mark>],
    shown: usize,
    first_moved: bool,
    below: f32,
) -> Option<usize> {
    let mut clicked = None;
    egui::ScrollArea::vertical().max_height((ui.available_height() - below).max(60.0)).show(ui, |ui| {
        egui::Grid::new("moves").num_columns(3).striped(true).show(ui, |ui| {
            let mut cells: Vec<Option<(usize, &str)>> =
                texts.iter().enumerate().map(|(i, text)| Some((i, text.as_str()))).collect();
            if !first_moved {
                cells.insert(0, None);
            }
            for (n, pair) in cells.chunks(2).enumerate() {
                ui.label(format!("{}.", n + 1));
                for cell in [pair.first(), pair.get(1)] {
                    match cell {
                        Some(Some((i, text))) => {
                            let mark = marks.get(*i).copied().flatten();
                            let mut label = RichText::new(match mark {
                                Some(mark) => format!("{text}{}", mark.symbol()),
                                None => text.to_string(),
                            });
                            if *i >= shown {
                                label = label.color(Color32::GRAY);
                            } else if let Some(mark) = mark {
                                label = label.color(mark_colour(mark));
                            }
                            let response = ui.selectable_label(*i + 1 == shown, label);
                            if response.clicked() {
                                clicked = Some(*i + 1);
                            }
                            if *i + 1 == shown {
                                response.scroll_to_me(None);
                            }
                        }
                        Some(None) => {
                            ui.label("…");
                        }
                        None => {
                            ui.label("");
                        }
                    }
                }
                ui.end_row();
            }
        });
    });
    clicked
}
