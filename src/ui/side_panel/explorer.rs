//! The opening explorer: the moves played from the position on the board and how they scored,
//! from the shipped opening book or from the player's own games (the library, on the desktop);
//! a click plays the move.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText, Ui};
use damier_ai::Book;
use damier_rules::{Move, Position, notation};

use crate::game::MoveProposed;
use crate::ui::side_panel::PanelContext;

/// Where the explorer's moves come from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Source {
    #[default]
    Book,
    Mine,
}

/// A move the explorer shows: what to write, and how it went (games, won, drawn, lost for the
/// side to move) or the book's score.
#[derive(Clone, Debug)]
pub struct Known {
    mv: Move,
    text: String,
    counts: Option<[u64; 4]>,
    score: Option<i32>,
}

/// The source chosen, and the moves last looked up, for the position they were looked up for
/// (looked up again only when the position or the source changes).
#[derive(Resource, Default)]
pub struct ExplorerState {
    source: Source,
    shown: Option<(Position, Source, Vec<Known>)>,
}

#[derive(SystemParam)]
pub struct Explorer<'w> {
    state: ResMut<'w, ExplorerState>,
    proposed: MessageWriter<'w, MoveProposed>,
    #[cfg(not(target_arch = "wasm32"))]
    library: Option<Res<'w, crate::modes::library::GameLibrary>>,
}

impl Explorer<'_> {
    pub fn show(&mut self, ui: &mut Ui, cx: &PanelContext) {
        let loc = &cx.loc;
        egui::CollapsingHeader::new(loc.t("explorer-title")).id_salt("explorer").default_open(true).show(
            ui,
            |ui| {
                ui.horizontal(|ui| {
                    ui.radio_value(&mut self.state.source, Source::Book, loc.t("explorer-book"));
                    if self.has_library() {
                        ui.radio_value(&mut self.state.source, Source::Mine, loc.t("explorer-mine"));
                    }
                });
                let position = *cx.current.game.position();
                let source = self.state.source;
                if self.state.shown.as_ref().is_none_or(|(p, s, _)| *p != position || *s != source) {
                    let known = self.look_up(&position, source);
                    self.state.shown = Some((position, source, known));
                }
                let Some((_, _, known)) = &self.state.shown else { return };
                if known.is_empty() {
                    ui.label(RichText::new(loc.t("explorer-nothing")).weak());
                }
                let can_play =
                    cx.current.game.outcome().is_none() && !cx.busy() && !cx.current.computer_to_move();
                for entry in known.clone() {
                    let figures = match (entry.counts, entry.score) {
                        (Some([games, won, drawn, lost]), _) => format!("{games}   +{won} ={drawn} −{lost}"),
                        (None, Some(score)) => loc.score(score),
                        (None, None) => String::new(),
                    };
                    ui.horizontal(|ui| {
                        if ui.add_enabled(can_play, egui::Button::new(&entry.text).small()).clicked() {
                            self.proposed.write(MoveProposed(entry.mv));
                        }
                        ui.label(RichText::new(figures).small());
                    });
                }
            },
        );
    }

    fn has_library(&self) -> bool {
        #[cfg(not(target_arch = "wasm32"))]
        return self.library.is_some();
        #[cfg(target_arch = "wasm32")]
        false
    }

    fn look_up(&self, position: &Position, source: Source) -> Vec<Known> {
        let rules = position.rules();
        let legal = position.legal_moves();
        match source {
            Source::Book => Book::shipped(rules)
                .map(|book| {
                    book.moves(position)
                        .iter()
                        .map(|m| Known {
                            mv: m.mv,
                            text: notation::write(&m.mv, &legal, &rules.topology),
                            counts: None,
                            score: Some(m.score),
                        })
                        .collect()
                })
                .unwrap_or_default(),
            Source::Mine => {
                #[cfg(not(target_arch = "wasm32"))]
                if let Some(library) = &self.library {
                    let found = library.read().explore(rules, position).unwrap_or_default();
                    return found
                        .into_iter()
                        .filter_map(|m| {
                            let mv = notation::parse_among(position, &legal, &m.mv).ok()?;
                            Some(Known {
                                mv,
                                text: m.mv,
                                counts: Some([m.games, m.wins, m.draws, m.losses]),
                                score: None,
                            })
                        })
                        .collect();
                }
                Vec::new()
            }
        }
    }
}
