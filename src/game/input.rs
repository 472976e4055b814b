//! A person's input on the board: clicks (and drops) on cells become a selection, a route,
//! and finally a proposed move.

use bevy::prelude::*;
use damier_rules::{Cell, Move, Refusal, Square, Tried, notation, why_immobile, why_not_tried};

use crate::base::locale::RefusedMove;
use crate::game::derived::LegalMoves;
use crate::game::record::{CellClicked, Match, MoveProposed};
use crate::game::{Cue, GameSystems, Session, Turn};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Selection>().add_message::<CancelSelection>().add_systems(
        Update,
        (forget_stale_selection, cancel_selection, enter_clicks)
            .chain()
            .in_set(GameSystems::Input)
            .run_if(resource_exists::<Match>)
            .run_if(state_exists::<Turn>),
    );
}

/// The move being entered: the start cell and the landing cells clicked so far.
#[derive(Resource, Default, Debug)]
pub struct Selection {
    pub entered: Vec<Square>,
    /// Shown to the player when the route must be chosen cell by cell.
    pub hint: Option<RouteHint>,
    /// The position the selection was made in (its generation and move count).
    made_in: (u64, usize),
}

/// How to go on entering a capture whose route the clicks have not yet singled out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RouteHint {
    /// Several captures end on the cell clicked: their landings tell them apart.
    ClickLandings,
    /// The landings clicked so far begin more than one route.
    NextLanding,
}

impl RouteHint {
    /// Its message id.
    pub fn message_id(self) -> &'static str {
        match self {
            RouteHint::ClickLandings => "hint-click-landings",
            RouteHint::NextLanding => "hint-next-landing",
        }
    }
}

impl Selection {
    pub fn from(&self) -> Option<Square> {
        self.entered.first().copied()
    }

    pub fn clear(&mut self) {
        self.entered.clear();
        self.hint = None;
    }

    /// The legal moves that agree with what has been entered: same start, and the clicked
    /// landing cells are the first landings of the move's path.
    pub fn candidates<'a>(&self, legal: &'a [Move]) -> Vec<&'a Move> {
        let Some((&from, landings)) = self.entered.split_first() else { return Vec::new() };
        legal.iter().filter(|m| m.from == from && m.path().starts_with(landings)).collect()
    }

    /// Cells that continue a legal route: the next landing of each candidate and its end.
    pub fn targets(&self, legal: &[Move]) -> Vec<Square> {
        let done = self.entered.len().saturating_sub(1);
        let mut cells: Vec<Square> = Vec::new();
        for m in self.candidates(legal) {
            for sq in [m.path().get(done).copied(), Some(m.to)].into_iter().flatten() {
                if !cells.contains(&sq) {
                    cells.push(sq);
                }
            }
        }
        cells
    }
}

/// The person lets go of the piece picked and the landings entered (Escape).
#[derive(Message, Clone, Copy, Debug)]
pub struct CancelSelection;

fn cancel_selection(mut cancels: MessageReader<CancelSelection>, mut selection: ResMut<Selection>) {
    if cancels.read().count() > 0 {
        selection.clear();
    }
}

/// A selection belongs to one position: any change of the record drops it.
fn forget_stale_selection(current: Res<Match>, mut selection: ResMut<Selection>) {
    let now = (current.generation, current.game.moves().len());
    if selection.made_in != now {
        selection.clear();
        selection.made_in = now;
    }
}

/// Turns clicks into a selection, a route, and finally a proposed move.
fn enter_clicks(
    mut clicks: MessageReader<CellClicked>,
    mut selection: ResMut<Selection>,
    mut proposed: MessageWriter<MoveProposed>,
    mut cues: MessageWriter<Cue>,
    current: Res<Match>,
    session: Res<Session>,
    legal: Res<LegalMoves>,
    turn: Res<State<Turn>>,
) {
    for &CellClicked(sq) in clicks.read() {
        match turn.get() {
            Turn::Animating | Turn::Over => continue,
            Turn::Computer => {
                cues.write(Cue::ComputerThinking);
                continue;
            }
            Turn::Person if session.pending_branch.is_some() => continue,
            Turn::Person => {}
        }
        let legal = &legal.0;
        let pos = current.game.position();
        let own_piece = pos.piece_at(sq).is_some_and(|p| p.side == pos.side_to_move());
        let movable = legal.iter().any(|m| m.from == sq);

        // A piece of the side to move (other than the start of a capture that returns to it):
        // select it.
        let returning_route = selection.from() == Some(sq) && selection.targets(legal).contains(&sq);
        if own_piece && !returning_route {
            selection.clear();
            if movable {
                selection.entered.push(sq);
            } else if let Some(why) = why_immobile(pos, sq) {
                cues.write(refused(&current, legal, sq, None, why));
            }
            continue;
        }
        if selection.from().is_none() {
            cues.write(Cue::ChoosePiece);
            continue;
        }

        // A landing or the destination of the selected piece.
        let candidates = selection.candidates(legal);
        let done = selection.entered.len() - 1;
        let continuing: Vec<&Move> =
            candidates.iter().copied().filter(|m| m.path().get(done) == Some(&sq)).collect();
        let ending: Vec<&Move> = candidates.iter().copied().filter(|m| m.to == sq).collect();
        match (continuing.as_slice(), ending.as_slice()) {
            ([], []) => {
                // Say which rule forbids the route clicked so far, judged as clicked.
                let landings: Vec<Square> = selection.entered[1..].iter().copied().chain([sq]).collect();
                let tried = Tried { from: selection.entered[0], landings: &landings, capture: done > 0 };
                let why = why_not_tried(pos, &tried);
                cues.write(match why {
                    Some(why) => refused(&current, legal, selection.entered[0], Some(sq), why),
                    None => Cue::NoMoveEndsThere,
                });
            }
            (_, [only]) | ([only], _) => {
                proposed.write(MoveProposed(**only));
                selection.clear();
            }
            ([], _) => {
                selection.hint = Some(RouteHint::ClickLandings);
            }
            (_, _) => {
                selection.entered.push(sq);
                selection.hint = Some(RouteHint::NextLanding);
            }
        }
    }
}

/// A refused move as a cue, with the capture that must be preferred when one is compulsory.
fn refused(current: &Match, legal: &[Move], from: Square, to: Option<Square>, why: Refusal) -> Cue {
    let rules = current.rules();
    let topology = &rules.topology;
    let example = notation::capture_example(legal, topology);
    let cell = |sq| Cell::new(topology, sq);
    Cue::Refused(rules, RefusedMove { from: cell(from), to: to.map(cell), why, example })
}
