//! The five variants, each described as data: topology, directions, kings, precedence,
//! promotion, draw rules and start position. Move generation reads only this description.

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use crate::geometry::{Board, BoardVisitor, on_board};
use crate::topology::{Bits, Direction, Topology};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    HexDame,
    International,
    Brazilian,
    Frisian,
    English,
}

impl Variant {
    pub const ALL: [Variant; 5] =
        [Variant::HexDame, Variant::International, Variant::Brazilian, Variant::Frisian, Variant::English];

    /// The lowercase identifier used on command lines (`hexdame`, `international`, ...).
    pub fn id(self) -> &'static str {
        match self {
            Variant::HexDame => "hexdame",
            Variant::International => "international",
            Variant::Brazilian => "brazilian",
            Variant::Frisian => "frisian",
            Variant::English => "english",
        }
    }

    /// The name a player reads.
    pub fn title(self) -> &'static str {
        match self {
            Variant::HexDame => "HexDame",
            Variant::International => "International",
            Variant::Brazilian => "Brazilian",
            Variant::Frisian => "Frisian",
            Variant::English => "English checkers",
        }
    }

    /// The variant's rules with default options.
    pub fn rules(self) -> &'static Rules {
        Rules::get(self, RuleOptions::default())
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownVariant(pub String);

impl fmt::Display for UnknownVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown variant '{}' (expected hexdame, international, brazilian, frisian or english)",
            self.0
        )
    }
}

impl std::error::Error for UnknownVariant {}

impl FromStr for Variant {
    type Err = UnknownVariant;

    fn from_str(s: &str) -> Result<Variant, UnknownVariant> {
        Variant::ALL
            .into_iter()
            .find(|v| v.id().eq_ignore_ascii_case(s) || v.title().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownVariant(s.to_string()))
    }
}

/// Rule options a player may switch on. All off by default.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct RuleOptions {
    /// Seed 002's reading of Frisian: a king's non-capturing move may also go along a straight
    /// line. Official Frisian (and every other program) moves kings diagonally only.
    pub frisian_kings_move_straight: bool,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    White = 0,
    Black = 1,
}

impl Side {
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    #[inline]
    pub const fn opposite(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// The FEN letter: `W` or `B`.
    pub fn letter(self) -> char {
        match self {
            Side::White => 'W',
            Side::Black => 'B',
        }
    }
}

/// Which capture a player must choose when several are possible.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Precedence {
    /// The capture that takes the most pieces (a king counts as one); free choice among equals.
    Number,
    /// The capture of the highest value; at equal value a king's capture beats a man's.
    Value { man: u32, king: u32 },
    /// Any capture, completed.
    Free,
}

impl Precedence {
    /// A capture's rank: the legal captures are exactly those of the highest rank. Frisian's
    /// rank is its value doubled, plus one for a king's capture, so that at equal value a
    /// king's capture outranks a man's.
    #[inline]
    pub(crate) fn rank(self, pieces: u32, kings: u32, by_king: bool) -> u32 {
        match self {
            Precedence::Number => pieces,
            Precedence::Value { .. } => self.value(pieces, kings).unwrap_or(0) * 2 + by_king as u32,
            Precedence::Free => 0,
        }
    }

    /// The value of a capture of `pieces` pieces of which `kings` are kings, when this rule
    /// counts value.
    #[inline]
    pub fn value(self, pieces: u32, kings: u32) -> Option<u32> {
        match self {
            Precedence::Value { man, king } => Some((pieces - kings) * man + kings * king),
            _ => None,
        }
    }
}

/// The draw rules tied to the material on the board (docs/RULES.md, with their sources).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EndgameDraws {
    None,
    /// FMJD, International: 16 moves each with three pieces against a lone king, 5 with two.
    Fmjd,
    /// FMJD's rules of the 64-square game (7.2.4 to 7.2.8), Brazilian: the counts against a lone
    /// king, and the count of unchanged material with kings on both sides.
    Fmjd64,
    /// Frisian: two kings against one king have seven moves to win; one king against one is a
    /// draw unless a capture is forced at once.
    Frisian,
}

impl EndgameDraws {
    /// The most pieces a position under one of these rules can have.
    #[inline]
    pub fn most_pieces(self) -> u32 {
        match self {
            EndgameDraws::None => 0,
            EndgameDraws::Fmjd => 4,
            EndgameDraws::Fmjd64 => 7,
            EndgameDraws::Frisian => 3,
        }
    }
}

/// Everything move generation and the game record need to know about a variant.
#[derive(Debug)]
pub struct Rules {
    pub variant: Variant,
    pub options: RuleOptions,
    pub topology: Topology,
    /// The board's compile-time geometry, which the move generator runs on (the same
    /// directions as below).
    pub(crate) board: Board,
    /// Non-capturing steps of a man, per side.
    pub man_steps: [Vec<Direction>; 2],
    /// Capturing directions of a man, per side.
    pub man_captures: [Vec<Direction>; 2],
    pub king_steps: Vec<Direction>,
    pub king_captures: Vec<Direction>,
    /// Kings move and capture at any distance (otherwise one step, a short jump).
    pub flying_kings: bool,
    pub precedence: Precedence,
    /// English: a man crowned during a capture stops there.
    pub crowning_ends_capture: bool,
    /// Cells where each side's men promote.
    pub promotion: [Bits; 2],
    pub start_men: [Bits; 2],
    pub first_to_move: Side,
    /// Frisian: the most successive non-capturing moves with one king while its side has men.
    pub king_move_limit: Option<u8>,
    pub endgame_draws: EndgameDraws,
    /// Successive moves by each side with kings only (no capture, no man moved) that draw the
    /// game: FMJD 25, FMJD-64 15, WCDF 40.
    pub king_moves_draw: Option<u8>,
    /// The long diagonal of a square board (Brazilian's rule 7.2.7 looks at it); empty on the
    /// hexagon.
    pub long_diagonal: Bits,
    /// How the UI names each side (English calls Black "Red").
    pub side_names: [&'static str; 2],
}

impl Rules {
    /// Runs `visitor` compiled for this rule set's board: a caller that calls the board-generic
    /// methods ([`Position::has_capture_on`](crate::Position::has_capture_on) and the like)
    /// at every node dispatches once, here, instead of at every call.
    pub fn visit_board<V: BoardVisitor>(&self, visitor: V) -> V::Output {
        // The generator's own dispatch, its one list of boards; the side plays no part here.
        on_board!(self, 0, |G, _US| visitor.visit::<G>())
    }

    /// The shared, immutable rules of a variant with the given options.
    pub fn get(variant: Variant, options: RuleOptions) -> &'static Rules {
        static TABLE: OnceLock<Vec<Rules>> = OnceLock::new();
        let table = TABLE.get_or_init(|| {
            let mut all: Vec<Rules> =
                Variant::ALL.into_iter().map(|v| Rules::build(v, RuleOptions::default())).collect();
            all.push(Rules::build(Variant::Frisian, RuleOptions { frisian_kings_move_straight: true }));
            all
        });
        let effective = match variant {
            Variant::Frisian => options,
            _ => RuleOptions::default(),
        };
        table
            .iter()
            .find(|r| r.variant == variant && r.options == effective)
            .expect("every variant and option combination is built")
    }

    fn build(variant: Variant, options: RuleOptions) -> Rules {
        match variant {
            Variant::HexDame => Self::hexdame(),
            Variant::International => Self::square_board(variant, 10, options),
            Variant::Brazilian => Self::square_board(variant, 8, options),
            Variant::Frisian => Self::square_board(variant, 10, options),
            Variant::English => Self::square_board(variant, 8, options),
        }
    }

    fn hexdame() -> Rules {
        let t = Topology::hexagon();
        // White's forward directions in (letter, number) space; Black's are their negatives.
        let forward: Vec<Direction> =
            [(1, 0), (0, 1), (1, 1)].into_iter().map(|(x, y)| t.direction(x, y)).collect();
        let backward: Vec<Direction> = forward.iter().map(|d| -d).collect();
        let all: Vec<Direction> = forward.iter().chain(&backward).copied().collect();
        let cells_where = |keep: &dyn Fn(i8, i8) -> bool| -> Bits {
            t.squares()
                .iter()
                .filter(|&&sq| {
                    let (x, y) = t.coords(sq);
                    keep(x, y)
                })
                .fold(0, |acc, sq| acc | sq.bit())
        };
        let promotion = [cells_where(&|x, y| x == 8 || y == 8), cells_where(&|x, y| x == 0 || y == 0)];
        let start_men = [cells_where(&|x, y| x <= 3 && y <= 3), cells_where(&|x, y| x >= 5 && y >= 5)];
        Rules {
            variant: Variant::HexDame,
            options: RuleOptions::default(),
            board: Board::HexDame,
            man_steps: [forward, backward],
            man_captures: [all.clone(), all.clone()],
            king_steps: all.clone(),
            king_captures: all,
            flying_kings: true,
            precedence: Precedence::Number,
            crowning_ends_capture: false,
            promotion,
            start_men,
            first_to_move: Side::White,
            king_move_limit: None,
            endgame_draws: EndgameDraws::None,
            king_moves_draw: None,
            long_diagonal: 0,
            side_names: ["White", "Black"],
            topology: t,
        }
    }

    fn square_board(variant: Variant, size: u8, options: RuleOptions) -> Rules {
        let t = Topology::square(size);
        let d = |x, y| t.direction(x, y);
        // Rows count from the top: White moves up (towards row 0), Black down.
        let white_forward = vec![d(-1, -1), d(1, -1)];
        let black_forward = vec![d(-1, 1), d(1, 1)];
        let diagonals: Vec<Direction> = vec![d(-1, -1), d(1, -1), d(-1, 1), d(1, 1)];
        // A straight neighbour on the dark squares is two board squares away.
        let straights: Vec<Direction> = vec![d(-2, 0), d(2, 0), d(0, -2), d(0, 2)];
        let with_straights: Vec<Direction> = diagonals.iter().chain(&straights).copied().collect();
        let row_cells = |row: i8| -> Bits {
            t.squares().iter().filter(|&&sq| t.coords(sq).1 == row).fold(0, |acc, sq| acc | sq.bit())
        };
        let rows = |range: std::ops::Range<i8>| range.map(row_cells).fold(0, |a, b| a | b);
        let n = size as i8;
        let men_rows = if size == 10 { 4 } else { 3 };
        let promotion = [row_cells(0), row_cells(n - 1)];
        let start_men = [rows(n - men_rows..n), rows(0..men_rows)];

        let (man_captures, king_steps, king_captures) = match variant {
            Variant::English => {
                ([white_forward.clone(), black_forward.clone()], diagonals.clone(), diagonals.clone())
            }
            Variant::Frisian => {
                let king_steps = if options.frisian_kings_move_straight {
                    with_straights.clone()
                } else {
                    diagonals.clone()
                };
                ([with_straights.clone(), with_straights.clone()], king_steps, with_straights)
            }
            _ => ([diagonals.clone(), diagonals.clone()], diagonals.clone(), diagonals.clone()),
        };
        let precedence = match variant {
            Variant::English => Precedence::Free,
            Variant::Frisian => Precedence::Value { man: 100, king: 199 },
            _ => Precedence::Number,
        };
        Rules {
            variant,
            options,
            board: match variant {
                Variant::International => Board::International,
                Variant::Brazilian => Board::Brazilian,
                Variant::English => Board::English,
                Variant::Frisian if options.frisian_kings_move_straight => Board::FrisianStraightKings,
                _ => Board::Frisian,
            },
            man_steps: [white_forward, black_forward],
            man_captures,
            king_steps,
            king_captures,
            flying_kings: variant != Variant::English,
            precedence,
            crowning_ends_capture: variant == Variant::English,
            promotion,
            start_men,
            first_to_move: if variant == Variant::English { Side::Black } else { Side::White },
            king_move_limit: (variant == Variant::Frisian).then_some(3),
            endgame_draws: match variant {
                Variant::International => EndgameDraws::Fmjd,
                Variant::Brazilian => EndgameDraws::Fmjd64,
                Variant::Frisian => EndgameDraws::Frisian,
                _ => EndgameDraws::None,
            },
            king_moves_draw: match variant {
                Variant::International => Some(25),
                Variant::Brazilian => Some(15),
                Variant::English => Some(40),
                _ => None,
            },
            // The one diagonal that joins two corners: from the bottom-left corner up.
            long_diagonal: t
                .squares()
                .iter()
                .filter(|&&sq| {
                    let (x, y) = t.coords(sq);
                    i16::from(x) + i16::from(y) == i16::from(n) - 1
                })
                .fold(0, |acc, sq| acc | sq.bit()),
            side_names: if variant == Variant::English { ["White", "Red"] } else { ["White", "Black"] },
            topology: t,
        }
    }

    /// How this variant calls a side.
    pub fn side_name(&self, side: Side) -> &'static str {
        self.side_names[side.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Geometry, on_board};

    /// Every direction list of a rule set, in order (the order of directions is the order in
    /// which the generator lists moves, and so the search's order among equals).
    fn direction_lists(lists: [&[Direction]; 6]) -> Vec<Vec<Direction>> {
        lists.iter().map(|l| l.to_vec()).collect()
    }

    #[test]
    fn every_board_geometry_has_its_rules_directions_and_word() {
        let straight = RuleOptions { frisian_kings_move_straight: true };
        let mut rule_sets: Vec<&Rules> = Variant::ALL.into_iter().map(Variant::rules).collect();
        rule_sets.push(Rules::get(Variant::Frisian, straight));
        for rules in rule_sets {
            let (compiled, narrow) = on_board!(rules, 0, |G, _US| (
                direction_lists([
                    G::MAN_STEPS[0],
                    G::MAN_STEPS[1],
                    G::MAN_CAPTURES[0],
                    G::MAN_CAPTURES[1],
                    G::KING_STEPS,
                    G::KING_CAPTURES
                ]),
                size_of::<<G as Geometry>::W>() == 8
            ));
            let described = direction_lists([
                &rules.man_steps[0],
                &rules.man_steps[1],
                &rules.man_captures[0],
                &rules.man_captures[1],
                &rules.king_steps,
                &rules.king_captures,
            ]);
            assert_eq!(compiled, described, "{:?}", rules.board);
            assert_eq!(narrow, rules.topology.narrow, "{:?}", rules.board);
        }
    }

    #[test]
    fn start_positions_have_the_published_piece_counts() {
        let counts = |v: Variant| {
            let r = v.rules();
            (r.start_men[0].count_ones(), r.start_men[1].count_ones())
        };
        assert_eq!(counts(Variant::HexDame), (16, 16));
        assert_eq!(counts(Variant::International), (20, 20));
        assert_eq!(counts(Variant::Frisian), (20, 20));
        assert_eq!(counts(Variant::Brazilian), (12, 12));
        assert_eq!(counts(Variant::English), (12, 12));
    }

    #[test]
    fn hexdame_back_ranks_have_nine_cells() {
        let r = Variant::HexDame.rules();
        assert_eq!(r.promotion[0].count_ones(), 9);
        assert_eq!(r.promotion[1].count_ones(), 9);
        assert_eq!(r.promotion[0] & r.promotion[1], 0);
    }

    #[test]
    fn variant_names_parse() {
        for v in Variant::ALL {
            assert_eq!(v.id().parse::<Variant>(), Ok(v));
        }
        assert!("chess".parse::<Variant>().is_err());
    }

    #[test]
    fn the_straight_king_option_only_changes_frisian_king_steps() {
        let official = Variant::Frisian.rules();
        let seed = Rules::get(Variant::Frisian, RuleOptions { frisian_kings_move_straight: true });
        assert_eq!(official.king_steps.len(), 4);
        assert_eq!(seed.king_steps.len(), 8);
        let intl = Rules::get(Variant::International, RuleOptions { frisian_kings_move_straight: true });
        assert!(std::ptr::eq(intl, Variant::International.rules()));
    }
}
