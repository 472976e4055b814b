//! The move list: the whole line numbered by full moves, the moves stepped back over greyed.

use bevy_egui::egui::{self, Color32, RichText, Ui};
use damier_ai::analysis::Mark;

use crate::ui::analysis::mark_colour;

/// Shows the line's moves (`texts`, with an analysis's `marks` where there are some), `shown`
/// of them on the board; `first_moved` is false when the game started with the second player
/// to move. `below` is the height the panel needs under the list. Returns the ply clicked, if
/// any.
pub fn show(
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
