//! The pointer on the board: a tile or a piece under the pointer stands for its cell. One set of
//! observers reports clicks and hovering for both.

use bevy::picking::events::{Click, Out, Over, Pointer};
use bevy::prelude::*;
use damier_rules::Square;

use crate::game::CellClicked;
use crate::scene::animation::Token;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HoveredCell>();
}

/// A playable cell's tile.
#[derive(Component, Debug)]
pub struct Cell {
    pub square: Square,
}

/// The cell under the pointer, if any.
#[derive(Resource, Default, Debug)]
pub struct HoveredCell(pub Option<Square>);

/// The cell a tile or a piece stands for.
type CellOf<'w, 's> = Query<'w, 's, AnyOf<(&'static Cell, &'static Token)>>;

fn cell_of(entity: Entity, query: &CellOf) -> Option<Square> {
    match query.get(entity).ok()? {
        (Some(cell), _) => Some(cell.square),
        (None, Some(token)) => Some(token.square),
        (None, None) => None,
    }
}

/// Adds the pointer observers to a tile or a piece.
pub fn observe_pointer(entity: &mut EntityCommands) {
    entity.observe(click).observe(hover).observe(leave);
}

fn click(click: On<Pointer<Click>>, query: CellOf, mut clicked: MessageWriter<CellClicked>) {
    if click.button == PointerButton::Primary
        && let Some(square) = cell_of(click.event_target(), &query)
    {
        clicked.write(CellClicked(square));
    }
}

fn hover(over: On<Pointer<Over>>, query: CellOf, mut hovered: ResMut<HoveredCell>) {
    if let Some(square) = cell_of(over.event_target(), &query) {
        hovered.0 = Some(square);
    }
}

fn leave(out: On<Pointer<Out>>, query: CellOf, mut hovered: ResMut<HoveredCell>) {
    if cell_of(out.event_target(), &query).is_some_and(|square| hovered.0 == Some(square)) {
        hovered.0 = None;
    }
}
