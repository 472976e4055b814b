//! The position setup editor: place and remove men and kings of either side on the 3D board,
//! choose the side to move, check that the position can be played, and play from it. FEN can be
//! copied out and pasted in.

use bevy::prelude::*;
use damier_rules::{Game, Kind, Piece, Position, Rules, Side, fen};

use crate::geometry::BoardGeometry;
use crate::play::{CellClicked, Cue, Match};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        edit_cells.run_if(resource_exists::<SetupEditor>).run_if(resource_exists::<Match>),
    );
}

/// What a click on a cell does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    Place(Piece),
    Erase,
}

impl Tool {
    pub const ALL: [Tool; 5] = [
        Tool::Place(Piece { side: Side::White, kind: Kind::Man }),
        Tool::Place(Piece { side: Side::White, kind: Kind::King }),
        Tool::Place(Piece { side: Side::Black, kind: Kind::Man }),
        Tool::Place(Piece { side: Side::Black, kind: Kind::King }),
        Tool::Erase,
    ];

    pub fn label(self, rules: &Rules) -> String {
        match self {
            Tool::Place(p) => {
                let kind = if p.kind == Kind::Man { "man" } else { "king" };
                format!("{} {kind}", rules.side_name(p.side))
            }
            Tool::Erase => "Remove".into(),
        }
    }
}

/// The editor is open; the `Match` on the board holds the position being set up.
#[derive(Resource, Debug)]
pub struct SetupEditor {
    pub tool: Tool,
    /// The FEN field: shows the position, and takes a pasted one.
    pub fen_text: String,
    /// The last problem (a refused placement, a bad FEN, an impossible position).
    pub message: Option<String>,
    /// "Play from here" against the computer (it takes the side not to move), at this level.
    pub opponent: Option<damier_ai::Level>,
}

impl SetupEditor {
    pub fn new(pos: &Position) -> SetupEditor {
        SetupEditor { tool: Tool::ALL[0], fen_text: fen::write(pos), message: None, opponent: None }
    }
}

/// Opens the editor on a position.
pub fn open(commands: &mut Commands, pos: Position) {
    commands.insert_resource(BoardGeometry::new(pos.rules()));
    commands.insert_resource(Match::new(pos));
    commands.insert_resource(SetupEditor::new(&pos));
}

/// Puts a new position on the board (views rebuild on the generation change).
pub fn replace(current: &mut Match, editor: &mut SetupEditor, pos: Position) {
    let generation = current.generation + 1;
    *current = Match::new(pos);
    current.generation = generation;
    editor.fen_text = fen::write(&pos);
}

/// The same pieces with another side to move.
pub fn with_side(pos: &Position, side: Side) -> Position {
    Position::new(pos.rules(), side, pos.all_pieces()).expect("the same pieces are valid")
}

/// Why the position cannot be played, if it cannot.
pub fn validate(pos: &Position) -> Result<(), String> {
    let rules = pos.rules();
    for side in [Side::White, Side::Black] {
        let name = rules.side_name(side);
        let pieces = pos.pieces(side).count_ones();
        let most = rules.start_men[side.index()].count_ones();
        if pieces == 0 {
            return Err(format!("{name} has no pieces"));
        }
        if pieces > most {
            return Err(format!("{name} has {pieces} pieces; a game starts with {most}"));
        }
    }
    let mut scratch = Vec::new();
    if pos.count_legal_moves(&mut scratch) == 0 {
        let name = rules.side_name(pos.side_to_move());
        return Err(format!("{name} is to move but has no legal move: the game would already be over"));
    }
    Ok(())
}

fn edit_cells(
    mut clicks: MessageReader<CellClicked>,
    mut editor: ResMut<SetupEditor>,
    mut current: ResMut<Match>,
    mut cues: MessageWriter<Cue>,
) {
    for &CellClicked(sq) in clicks.read() {
        let pos = *current.game.position();
        let mut pieces: Vec<(damier_rules::Square, Piece)> =
            pos.all_pieces().filter(|&(s, _)| s != sq).collect();
        let before = pos.piece_at(sq);
        // Clicking a cell with the chosen piece on it takes the piece away again.
        if let Tool::Place(piece) = editor.tool
            && before != Some(piece)
        {
            pieces.push((sq, piece));
        }
        match Position::new(pos.rules(), pos.side_to_move(), pieces) {
            Ok(next) => {
                editor.message = None;
                replace(&mut current, &mut editor, next);
            }
            Err(e) => {
                let reason = match e {
                    damier_rules::SetupError::ManOnPromotionRow(_) => {
                        "A man cannot stand on the row where it would be crowned".to_string()
                    }
                    other => other.to_string(),
                };
                cues.write(Cue(reason.clone()));
                editor.message = Some(reason);
            }
        }
    }
}

/// Starts a game from the edited position, if it can be played.
pub fn play_from(pos: &Position) -> Result<Game, String> {
    validate(pos).map(|()| Game::from_position(*pos))
}
