//! The position setup editor: place and remove men and kings of either side on the 3D board,
//! choose the side to move, check that the position can be played, and play from it. FEN can be
//! copied out and pasted in. The position being set up is the record's (`SetUp` commands).

use bevy::prelude::*;
use damier_rules::fen::{self, FenError};
use damier_rules::{Kind, Piece, Position, Rules, SetupError, Side, Square, Unplayable};

use crate::base::locale::Locale;
use crate::base::state::Mode;
use crate::game::{CellClicked, Cue, GameCommand, GameSystems, Match, Session};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Mode::Editor), enter)
        .add_systems(OnExit(Mode::Editor), |mut commands: Commands| commands.remove_resource::<SetupEditor>())
        .add_systems(
            Update,
            (edit_cells.before(GameSystems::Commands), show_fen.after(GameSystems::Derive))
                .run_if(in_state(Mode::Editor)),
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

    pub fn label(self, loc: &Locale, rules: &Rules) -> String {
        match self {
            Tool::Place(piece) => loc.piece(rules, piece),
            Tool::Erase => loc.t("tool-remove"),
        }
    }
}

/// The editor is open; the `Match` on the board holds the position being set up.
#[derive(Resource, Debug)]
pub struct SetupEditor {
    pub tool: Tool,
    /// The FEN field: shows the position, and takes a pasted one.
    pub fen_text: String,
    /// The last problem met.
    pub problem: Option<EditorProblem>,
    /// "Play from here" against the computer (it takes the side not to move), at this level.
    pub opponent: Option<damier_ai::Level>,
    /// The position the FEN field was last written for.
    shown: Option<Position>,
}

impl SetupEditor {
    pub fn new() -> SetupEditor {
        SetupEditor {
            tool: Tool::ALL[0],
            fen_text: String::new(),
            problem: None,
            opponent: None,
            shown: None,
        }
    }
}

impl Default for SetupEditor {
    fn default() -> SetupEditor {
        SetupEditor::new()
    }
}

/// What the editor could not do.
#[derive(Clone, Debug)]
pub enum EditorProblem {
    CannotPlace(SetupError),
    Fen(FenError),
    ClipboardEmpty,
}

impl EditorProblem {
    /// In words, for the position being set up on `rules`' board.
    pub fn words(&self, loc: &Locale, rules: &Rules) -> String {
        match self {
            EditorProblem::CannotPlace(error) => loc.setup_error(rules, error),
            EditorProblem::Fen(error) => loc.fen_error(rules, error),
            EditorProblem::ClipboardEmpty => loc.t("editor-clipboard-empty"),
        }
    }
}

#[derive(Resource, Debug)]
pub(super) struct EditorRequest(pub Position);

fn enter(
    mut commands: Commands,
    request: Option<Res<EditorRequest>>,
    mut game_commands: MessageWriter<GameCommand>,
) {
    let Some(request) = request else { return };
    commands.remove_resource::<EditorRequest>();
    commands.insert_resource(SetupEditor::new());
    game_commands.write(GameCommand::Begin(Box::new(Match::new(request.0)), Session::default()));
}

/// The same pieces with another side to move.
pub fn with_side(pos: &Position, side: Side) -> Position {
    Position::new(pos.rules(), side, pos.all_pieces()).expect("the same pieces are valid")
}

/// Why the position cannot be played, if it cannot (the rules' own check, which the loaders
/// use too).
pub fn validate(pos: &Position) -> Result<(), Unplayable> {
    pos.check_playable()
}

/// A click places the chosen piece, or takes away the one that is there.
fn edit_cells(
    mut clicks: MessageReader<CellClicked>,
    mut editor: ResMut<SetupEditor>,
    current: Option<Res<Match>>,
    mut game_commands: MessageWriter<GameCommand>,
    mut cues: MessageWriter<Cue>,
) {
    let Some(current) = current else { return };
    let mut pos = *current.game.position();
    for &CellClicked(sq) in clicks.read() {
        let mut pieces: Vec<(Square, Piece)> = pos.all_pieces().filter(|&(s, _)| s != sq).collect();
        // Clicking a cell with the chosen piece on it takes the piece away again.
        if let Tool::Place(piece) = editor.tool
            && pos.piece_at(sq) != Some(piece)
        {
            pieces.push((sq, piece));
        }
        match Position::new(pos.rules(), pos.side_to_move(), pieces) {
            Ok(next) => {
                editor.problem = None;
                pos = next;
                game_commands.write(GameCommand::SetUp(next));
            }
            Err(e) => {
                cues.write(Cue::CannotPlace(pos.rules(), e.clone()));
                editor.problem = Some(EditorProblem::CannotPlace(e));
            }
        }
    }
}

/// The FEN field follows the position on the board.
fn show_fen(mut editor: ResMut<SetupEditor>, current: Option<Res<Match>>) {
    let Some(current) = current else { return };
    let pos = *current.game.position();
    if editor.shown != Some(pos) {
        editor.fen_text = fen::write(&pos);
        editor.shown = Some(pos);
    }
}
