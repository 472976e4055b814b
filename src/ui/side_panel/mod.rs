//! The side panel of a game, one section a file: its status (whose turn, captures, players,
//! cues) and clock, the play controls, the move list with the analysis, the buttons that lead
//! elsewhere, the computer's help, the opening explorer and the view; and the keys that step through the game. Each
//! section is a bundle of what it reads and sends; the game on the board, and the requests
//! more than one section sends, are the `PanelContext` they share.

mod analysis;
mod clock;
mod controls;
mod evaluation;
mod explorer;
mod menu;
mod moves;
mod routes;
mod status;
mod view;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::EguiContexts;

use crate::base::locale::Locale;
use crate::base::settings::Settings;
use crate::game::{GameCommand, Match, Session, Turn};
use crate::ui::{OpenWindow, PanelWidth, theme};

pub use explorer::ExplorerState;
pub use moves::step_with_keys;

/// The game on the board as every section reads it, and the requests more than one sends.
#[derive(SystemParam)]
pub struct PanelContext<'w> {
    current: Res<'w, Match>,
    session: Res<'w, Session>,
    turn: Res<'w, State<Turn>>,
    loc: Res<'w, Locale>,
    game_commands: MessageWriter<'w, GameCommand>,
    windows: MessageWriter<'w, OpenWindow>,
}

impl PanelContext<'_> {
    /// A move is being shown: what would change the position waits.
    fn busy(&self) -> bool {
        *self.turn.get() == Turn::Animating
    }
}

pub fn side_panel(
    mut contexts: EguiContexts,
    mut cx: PanelContext,
    status: status::Status,
    mut controls: controls::Controls,
    moves: moves::MoveList,
    mut analysis: analysis::AnalysisSection,
    mut menu: menu::Menu,
    mut evaluation: evaluation::Evaluation,
    mut explorer: explorer::Explorer,
    mut view: view::ViewControls,
    mut settings: ResMut<Settings>,
    mut panel_width: ResMut<PanelWidth>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Edited on a copy: borrowing the settings mutably every frame would change them every frame.
    let mut edited = settings.clone();
    let width = theme::side_panel(ctx, "game", |ui| {
        status.heading(ui, &cx);
        clock::show(ui, &mut cx);
        status.show(ui, &cx);
        ui.separator();
        controls.show(ui, &mut cx);
        ui.separator();
        moves.show(ui, &mut cx);
        analysis.show(ui, &mut cx);
        moves.comment(ui, &cx);
        menu.records(ui, &mut cx);
        ui.separator();
        evaluation.show(ui, &cx, &mut edited);
        explorer.show(ui, &cx);
        view.show(ui, &cx, &mut edited);
        menu.exits(ui, &mut cx);
    });
    settings.set_if_neq(edited);
    panel_width.set(width);
    Ok(())
}
