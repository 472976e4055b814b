//! A position: the pieces, the side to move and the Frisian king-move counters.

use std::fmt;
use std::hash::{Hash, Hasher};

use crate::geometry::Geometry;
use crate::moves::{Move, MoveFacts};
use crate::topology::{Bits, Cell, Square, SquareIter, Word};
use crate::variant::{Rules, Side};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    Man,
    King,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub side: Side,
    pub kind: Kind,
}

/// Frisian: the king that made its side's last non-capturing moves, and how many in a row.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct KingRun {
    pub square: Option<Square>,
    pub count: u8,
}

/// What `make` changed beyond the move itself, for `unmake`.
#[derive(Copy, Clone, Debug)]
pub struct Undo {
    king_runs: [KingRun; 2],
}

/// Why a set of pieces is not a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// A square index outside the board (only a caller building positions by hand can give one).
    NotACell(Square),
    Occupied(Cell),
    ManOnPromotionRow(Cell),
    KingRunNotAKing(Side),
    KingRunTooLong(Side, u8),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::NotACell(_) => write!(f, "a piece is placed off the board"),
            SetupError::Occupied(cell) => write!(f, "two pieces on {cell}"),
            SetupError::ManOnPromotionRow(cell) => {
                write!(f, "the man on {cell} stands on the row where it would be crowned")
            }
            SetupError::KingRunNotAKing(side) => {
                write!(f, "{side:?}'s king-move counter names a cell without its king")
            }
            SetupError::KingRunTooLong(side, n) => {
                write!(f, "{side:?}'s king-move counter is {n}, more than the limit")
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// Why a position cannot start a game (see [`Position::check_playable`]). Sides are named as
/// the variant names them (English calls Black "Red").
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unplayable {
    /// A side has no pieces at all.
    NoPieces { side: Side, name: &'static str },
    /// A side has more pieces than a game starts with.
    TooManyPieces { side: Side, name: &'static str, count: u32, max: u32 },
    /// A man stands on the row where it would be crowned.
    ManOnCrowningRow { side: Side, name: &'static str, cell: Cell },
    /// The side to move has no legal move: the game would already be over.
    NoLegalMove { side: Side, name: &'static str },
}

impl fmt::Display for Unplayable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unplayable::NoPieces { name, .. } => write!(f, "{name} has no pieces"),
            Unplayable::TooManyPieces { name, count, max, .. } => {
                write!(f, "{name} has {count} pieces; a game starts with {max}")
            }
            Unplayable::ManOnCrowningRow { name, cell, .. } => {
                write!(f, "{name}'s man on {cell} stands on the row where it would be crowned")
            }
            Unplayable::NoLegalMove { name, .. } => {
                write!(f, "{name} is to move but has no legal move: the game would already be over")
            }
        }
    }
}

impl std::error::Error for Unplayable {}

#[derive(Copy, Clone)]
pub struct Position {
    pub(crate) rules: &'static Rules,
    pub(crate) men: [Bits; 2],
    pub(crate) kings: [Bits; 2],
    pub(crate) side: Side,
    pub(crate) king_runs: [KingRun; 2],
}

impl Position {
    /// The variant's starting position.
    pub fn start(rules: &'static Rules) -> Position {
        Position {
            rules,
            men: rules.start_men,
            kings: [0, 0],
            side: rules.first_to_move,
            king_runs: Default::default(),
        }
    }

    /// A position from its pieces, validated: cells exist, no cell twice, no man on its own
    /// promotion row.
    pub fn new(
        rules: &'static Rules,
        side: Side,
        pieces: impl IntoIterator<Item = (Square, Piece)>,
    ) -> Result<Position, SetupError> {
        let mut pos = Position { rules, men: [0, 0], kings: [0, 0], side, king_runs: Default::default() };
        for (sq, piece) in pieces {
            if sq.0 >= 128 || rules.topology.cells & sq.bit() == 0 {
                return Err(SetupError::NotACell(sq));
            }
            let cell = Cell::new(&rules.topology, sq);
            if pos.occupied() & sq.bit() != 0 {
                return Err(SetupError::Occupied(cell));
            }
            let s = piece.side.index();
            match piece.kind {
                Kind::Man if rules.promotion[s] & sq.bit() != 0 => {
                    return Err(SetupError::ManOnPromotionRow(cell));
                }
                Kind::Man => pos.men[s] |= sq.bit(),
                Kind::King => pos.kings[s] |= sq.bit(),
            }
        }
        Ok(pos)
    }

    /// Whether a game can start from this position: each side has at least one piece and no more
    /// than a game starts with, no man stands on its crowning row, and the side to move has a
    /// legal move. The loaders of starting positions ([`crate::fen::read_setup`], PDN `[FEN]`
    /// tags, the Hub's `pos`) and the position editor ask this; [`Position::new`] and
    /// [`crate::fen::read`] accept any arrangement of pieces, for analysis and tests.
    pub fn check_playable(&self) -> Result<(), Unplayable> {
        let rules = self.rules;
        for side in [Side::White, Side::Black] {
            let name = rules.side_name(side);
            let count = self.pieces(side).count_ones();
            let max = rules.start_men[side.index()].count_ones();
            if count == 0 {
                return Err(Unplayable::NoPieces { side, name });
            }
            if count > max {
                return Err(Unplayable::TooManyPieces { side, name, count, max });
            }
        }
        for side in [Side::White, Side::Black] {
            let crowned = self.men(side) & rules.promotion[side.index()];
            if let Some(sq) = SquareIter(crowned).next() {
                let cell = Cell::new(&rules.topology, sq);
                return Err(Unplayable::ManOnCrowningRow { side, name: rules.side_name(side), cell });
            }
        }
        let mut scratch = Vec::new();
        if self.count_legal_moves(&mut scratch) == 0 {
            let side = self.side;
            return Err(Unplayable::NoLegalMove { side, name: rules.side_name(side) });
        }
        Ok(())
    }

    /// Sets a Frisian king-move counter (`count` successive non-capturing moves by the king on
    /// `square`).
    pub fn set_king_run(&mut self, side: Side, run: KingRun) -> Result<(), SetupError> {
        if run.square.is_some_and(|sq| self.kings[side.index()] & sq.bit() == 0) {
            return Err(SetupError::KingRunNotAKing(side));
        }
        if run.count > self.rules.king_move_limit.unwrap_or(0) {
            return Err(SetupError::KingRunTooLong(side, run.count));
        }
        self.king_runs[side.index()] = if run.count == 0 { KingRun::default() } else { run };
        Ok(())
    }

    pub fn rules(&self) -> &'static Rules {
        self.rules
    }

    pub fn side_to_move(&self) -> Side {
        self.side
    }

    pub fn king_run(&self, side: Side) -> KingRun {
        self.king_runs[side.index()]
    }

    pub fn men(&self, side: Side) -> Bits {
        self.men[side.index()]
    }

    pub fn kings(&self, side: Side) -> Bits {
        self.kings[side.index()]
    }

    pub fn pieces(&self, side: Side) -> Bits {
        self.men[side.index()] | self.kings[side.index()]
    }

    /// Whether `side` could still win, as the time rules ask: not with nothing, and not with a
    /// lone king against a side that has a king (no variant wins that ending by force).
    pub fn can_win(&self, side: Side) -> bool {
        let own = self.pieces(side).count_ones();
        let lone_king = own == 1 && self.men(side).count_ones() == 0;
        own > 0 && !(lone_king && self.kings(side.opposite()).count_ones() > 0)
    }

    pub fn occupied(&self) -> Bits {
        self.men[0] | self.men[1] | self.kings[0] | self.kings[1]
    }

    pub fn empty(&self) -> Bits {
        self.rules.topology.cells & !self.occupied()
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let bit = sq.bit();
        for side in [Side::White, Side::Black] {
            if self.men[side.index()] & bit != 0 {
                return Some(Piece { side, kind: Kind::Man });
            }
            if self.kings[side.index()] & bit != 0 {
                return Some(Piece { side, kind: Kind::King });
            }
        }
        None
    }

    /// Every piece with its cell, in the board's official cell order.
    pub fn all_pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.rules.topology.squares().iter().filter_map(|&sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    pub fn squares_of(&self, side: Side, kind: Kind) -> SquareIter {
        SquareIter(match kind {
            Kind::Man => self.men[side.index()],
            Kind::King => self.kings[side.index()],
        })
    }

    /// Plays a legal move (generated for this position).
    pub fn make(&mut self, mv: &Move) -> Undo {
        let undo = Undo { king_runs: self.king_runs };
        *self = self.after(mv);
        undo
    }

    /// Frisian's king-move counters after `mv`, given whether each side still has men.
    fn king_runs_after(&self, mv: &impl MoveFacts, mover_has_men: bool, they_have_men: bool) -> [KingRun; 2] {
        let us = self.side.index();
        let mut runs = self.king_runs;
        let run = &mut runs[us];
        // The rule binds only a side that still has men; its counter runs only then.
        if mv.by_king() && !mv.is_capture() && mover_has_men {
            let same_king = run.square == Some(mv.start());
            run.count = if same_king { run.count + 1 } else { 1 };
            run.square = Some(mv.end());
        } else {
            *run = KingRun::default();
        }
        let theirs = &mut runs[1 - us];
        // Their count ends with the king it followed, or with their last man: a side of kings
        // only is bound by no count, and a stale one would split one position into two.
        if !they_have_men || theirs.square.is_some_and(|sq| mv.captured() & sq.bit() != 0) {
            *theirs = KingRun::default();
        }
        runs
    }

    /// Takes back `mv`, which must be the last move made, with the `Undo` that made it.
    pub fn unmake(&mut self, mv: &Move, undo: Undo) {
        self.side = self.side.opposite();
        let us = self.side.index();
        let them = 1 - us;
        let (from, to) = (mv.from.bit(), mv.to.bit());
        if mv.by_king {
            self.kings[us] ^= from ^ to;
        } else {
            if mv.promotes {
                self.kings[us] &= !to;
            } else {
                self.men[us] &= !to;
            }
            self.men[us] |= from;
        }
        self.men[them] |= mv.captured & !mv.captured_kings;
        self.kings[them] |= mv.captured_kings;
        self.king_runs = undo.king_runs;
    }

    /// The position after `mv`, built from values so that the search's copy-make never reads
    /// back what it has just written (measured faster than changing a copy in place).
    #[inline(always)]
    pub fn after(&self, mv: &impl MoveFacts) -> Position {
        self.after_in::<Bits>(mv)
    }

    /// [`Position::after`] for a caller compiled for the position's board `G` (see
    /// [`Rules::visit_board`](crate::Rules::visit_board)): the sets changed in the board's own
    /// word, one instruction an operation on the square boards instead of two.
    #[inline(always)]
    pub fn after_on<G: Geometry>(&self, mv: &impl MoveFacts) -> Position {
        debug_assert_eq!(G::BOARD, self.rules.board, "the position's own board");
        self.after_in::<G::W>(mv)
    }

    /// [`Position::after`], its sets changed in the word `W` (one that holds the board).
    #[inline(always)]
    fn after_in<W: Word>(&self, mv: &impl MoveFacts) -> Position {
        let us = self.side.index();
        let (from, to) = (W::cell(mv.start()), W::cell(mv.end()));
        let (mut own_men, mut own_kings) = (W::of(self.men[us]), W::of(self.kings[us]));
        if mv.by_king() {
            // `from ^ to` is empty when a capture ends where it started.
            own_kings = own_kings ^ from ^ to;
        } else {
            own_men &= !from;
            if mv.promotes() {
                own_kings |= to;
            } else {
                own_men |= to;
            }
        }
        let captured = W::of(mv.captured());
        let their_men = (W::of(self.men[1 - us]) & !captured).bits();
        let their_kings = (W::of(self.kings[1 - us]) & !captured).bits();
        let (own_men, own_kings) = (own_men.bits(), own_kings.bits());
        let (men, kings) = match self.side {
            Side::White => ([own_men, their_men], [own_kings, their_kings]),
            Side::Black => ([their_men, own_men], [their_kings, own_kings]),
        };
        let king_runs = if self.rules.king_move_limit.is_some() {
            self.king_runs_after(mv, own_men != 0, their_men != 0)
        } else {
            self.king_runs
        };
        Position { rules: self.rules, men, kings, side: self.side.opposite(), king_runs }
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        std::ptr::eq(self.rules, other.rules)
            && self.men == other.men
            && self.kings == other.kings
            && self.side == other.side
            && self.king_runs == other.king_runs
    }
}

impl Eq for Position {}

impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.men.hash(state);
        self.kings.hash(state);
        self.side.hash(state);
        self.king_runs.hash(state);
    }
}
