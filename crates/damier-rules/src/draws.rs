//! The draw rules that count moves: which one the position's material falls under, the counters
//! carried from position to position, and when a count has run out. docs/RULES.md gives each
//! rule's source (the federation and its article) and the points Damier decides.

use crate::moves::MoveFacts;
use crate::position::Position;
use crate::reason::Reason;
use crate::topology::Bits;
use crate::variant::{EndgameDraws, Rules, Side};

/// A draw rule tied to the material on the board, and how long the stronger side has.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MaterialRule {
    pub reason: Reason,
    /// The side with more pieces (White where both sides are alike).
    pub strong: Side,
    pub limit: Limit,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Limit {
    /// Plies played since the count began.
    Plies(u8),
    /// Moves the stronger side has made since the count began.
    StrongSideMoves(u8),
    /// No count: the game is drawn at once unless it is decided by force within this many plies
    /// (Frisian's one king against one king, which the side that can capture, or force a
    /// capture, still wins).
    DecidedWithin(u8),
}

impl MaterialRule {
    /// The rule the position's material falls under, if any.
    #[inline]
    pub fn of(pos: &Position) -> Option<MaterialRule> {
        // Every rule needs a king on the board and few pieces: a quick test, inlined into the
        // search, that settles almost every position.
        let kings = pos.kings(Side::White) | pos.kings(Side::Black);
        if kings == 0 || pos.occupied().count_ones() > pos.rules().endgame_draws.most_pieces() {
            return None;
        }
        Self::of_few_pieces(pos)
    }

    fn of_few_pieces(pos: &Position) -> Option<MaterialRule> {
        let m = Material::of(pos);
        let rule = |reason, strong, limit| Some(MaterialRule { reason, strong, limit });
        match pos.rules().endgame_draws {
            EndgameDraws::None => None,
            // FMJD, International: a lone king against one to three pieces, one a king at least.
            EndgameDraws::Fmjd => {
                let (_, strong) = m.lone_king_against_a_king()?;
                match m.pieces(strong) {
                    3 => rule(Reason::ThreePiecesAgainstKing, strong, Limit::Plies(32)),
                    1 | 2 => rule(Reason::TwoPiecesAgainstKing, strong, Limit::Plies(10)),
                    _ => None,
                }
            }
            // FMJD's rules of the 64-square game (7.2.4 to 7.2.8), Brazilian.
            EndgameDraws::Fmjd64 => {
                if let Some((weak, strong)) = m.lone_king_against_a_king() {
                    let on_diagonal = pos.kings(weak) & pos.rules().long_diagonal != 0;
                    match m.pieces(strong) {
                        1 | 2 => {
                            return rule(Reason::TwoPiecesAgainstKing, strong, Limit::StrongSideMoves(5));
                        }
                        3 if on_diagonal => {
                            return rule(Reason::LoneKingOnLongDiagonal, strong, Limit::StrongSideMoves(5));
                        }
                        _ if m.men[strong.index()] == 0 => {
                            return rule(Reason::ThreePiecesAgainstKing, strong, Limit::StrongSideMoves(15));
                        }
                        _ => {}
                    }
                }
                if m.kings[0] == 0 || m.kings[1] == 0 {
                    return None;
                }
                let strong =
                    if m.pieces(Side::Black) > m.pieces(Side::White) { Side::Black } else { Side::White };
                match m.pieces(Side::White) + m.pieces(Side::Black) {
                    4 | 5 => rule(Reason::UnchangedMaterial, strong, Limit::Plies(60)),
                    6 | 7 => rule(Reason::UnchangedMaterial, strong, Limit::Plies(120)),
                    _ => None,
                }
            }
            // Frisian: only kings on the board, two against one or one against one.
            EndgameDraws::Frisian if m.men == [0, 0] => match m.kings {
                [1, 1] => rule(Reason::KingAgainstKing, Side::White, Limit::DecidedWithin(3)),
                [2, 1] => rule(Reason::TwoKingsAgainstKing, Side::White, Limit::StrongSideMoves(7)),
                [1, 2] => rule(Reason::TwoKingsAgainstKing, Side::Black, Limit::StrongSideMoves(7)),
                _ => None,
            },
            EndgameDraws::Frisian => None,
        }
    }

    /// Whether a count under `self` goes on (its counters and its limit) when `mv` brings the
    /// position under `next`, rather than a fresh count starting. The limit stays the one of the
    /// rule under which the count began, so that a count's length never changes on the way.
    ///
    /// - The same material (a quiet move, no crowning): it goes on, whatever the pieces' places
    ///   (in Brazilian, the lone king stepping on or off the long diagonal does not change the
    ///   rule under which the ending arose).
    /// - FMJD (International): once a lone king's count runs, a capture by the lone king does not
    ///   start it again, and "the maximum remains valid", even when three pieces become two.
    /// - FMJD-64 (Brazilian): a capture or a crowning within "two pieces or fewer against a lone
    ///   king" keeps its count (7.2.8 counts from when that ending arises); any other capture or
    ///   crowning starts the count of the new material.
    /// - Frisian: the same rule, without a capture.
    pub fn goes_on(&self, next: &MaterialRule, mv: &impl MoveFacts, after: &Position) -> bool {
        let changed_material = mv.is_capture() || mv.promotes();
        let lone_king = |r: &MaterialRule| {
            matches!(
                r.reason,
                Reason::TwoPiecesAgainstKing
                    | Reason::ThreePiecesAgainstKing
                    | Reason::LoneKingOnLongDiagonal
            )
        };
        // The lone king's side: where both have a lone king, either.
        let same_weak = self.strong == next.strong || after.occupied().count_ones() == 2;
        match after.rules().endgame_draws {
            EndgameDraws::Fmjd => lone_king(self) && lone_king(next) && same_weak,
            EndgameDraws::Fmjd64 => match (self.reason, next.reason) {
                (Reason::TwoPiecesAgainstKing, Reason::TwoPiecesAgainstKing) => same_weak,
                _ => !changed_material,
            },
            EndgameDraws::Frisian | EndgameDraws::None => self.reason == next.reason && !mv.is_capture(),
        }
    }
}

/// The counters behind the draw rules that count moves, carried from position to position (by
/// the game record, and by the computer's search through its tree). Eight bytes, one register:
/// the search makes one for every move it plays, and the profile put 4 % of its samples on
/// copying the 48-byte clock of before, just written a field at a time (eight bytes measured
/// 1-2 % more nodes a second, docs/ENGINE.md). The counters stop at their largest value; every
/// rule ends the game long before.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct DrawClock {
    /// The material rule in force, if any.
    pub rule: Option<MaterialRule>,
    /// Plies played under that rule, and how many were the stronger side's.
    pub plies: u8,
    pub strong_moves: u8,
    /// Successive non-capturing king moves, no man moved (plies).
    pub king_moves: u16,
}

impl DrawClock {
    pub fn start(pos: &Position) -> DrawClock {
        DrawClock { rule: MaterialRule::of(pos), ..DrawClock::default() }
    }

    /// A clock for a game that starts from a position whose counts already run: `plies` plies
    /// under the position's material rule (the stronger side's share counted from the side to
    /// move), and `king_moves` king moves. For lessons and tests that begin late in a count.
    pub fn started(pos: &Position, plies: u8, king_moves: u16) -> DrawClock {
        let rule = MaterialRule::of(pos);
        // Of the plies played, the stronger side made the last unless it is to move.
        let strong_moves = match rule {
            Some(r) if r.strong == pos.side_to_move() => plies / 2,
            Some(_) => plies.div_ceil(2),
            None => 0,
        };
        DrawClock { rule, plies: if rule.is_some() { plies } else { 0 }, strong_moves, king_moves }
    }

    /// The clock after `mv`, played from `before` to `after`.
    #[inline]
    pub fn after(&self, before: &Position, mv: &impl MoveFacts, after: &Position) -> DrawClock {
        let next = MaterialRule::of(after);
        let king_moves = if mv.by_king() && !mv.is_capture() { self.king_moves.saturating_add(1) } else { 0 };
        let (rule, going_on) = match (self.rule, next) {
            (Some(old), Some(new)) if old.goes_on(&new, mv, after) => (Some(old), true),
            (_, new) => (new, false),
        };
        let Some(rule) = rule else { return DrawClock { king_moves, ..DrawClock::default() } };
        if !going_on {
            return DrawClock { rule: Some(rule), plies: 0, strong_moves: 0, king_moves };
        }
        let strong_moved = rule.strong == before.side_to_move();
        DrawClock {
            rule: Some(rule),
            plies: self.plies.saturating_add(1),
            strong_moves: self.strong_moves.saturating_add(u8::from(strong_moved)),
            king_moves,
        }
    }

    /// The rule that has run out at `pos` (the game is drawn by it), if any.
    pub fn expired(&self, pos: &Position) -> Option<Reason> {
        let rules = pos.rules();
        if rules.king_moves_draw.is_some_and(|moves| self.king_moves >= 2 * u16::from(moves)) {
            return Some(Reason::KingMovesOnly);
        }
        let rule = self.rule?;
        let done = match rule.limit {
            Limit::Plies(n) => self.plies >= n,
            Limit::StrongSideMoves(n) => self.strong_moves >= n,
            Limit::DecidedWithin(n) => forced_end(pos, n).is_none(),
        };
        done.then_some(rule.reason)
    }

    /// The plies the material rule leaves before it ends the game at `pos`, if one applies. A
    /// rule that draws at once unless the game is decided gives its horizon.
    pub fn material_left(&self, pos: &Position) -> Option<usize> {
        let rule = self.rule?;
        Some(match rule.limit {
            Limit::Plies(n) => usize::from(n.saturating_sub(self.plies)),
            // The stronger side's last allowed move must end it; the weaker side moves in between.
            Limit::StrongSideMoves(n) => {
                let moves = usize::from(n.saturating_sub(self.strong_moves));
                if pos.side_to_move() == rule.strong { (2 * moves).saturating_sub(1) } else { 2 * moves }
            }
            Limit::DecidedWithin(n) => usize::from(n),
        })
    }

    /// The plies of king moves left before the king-move count ends the game, where the
    /// variant has one.
    pub fn king_moves_left(&self, rules: &Rules) -> Option<usize> {
        let limit = 2 * u16::from(rules.king_moves_draw?);
        Some(usize::from(limit.saturating_sub(self.king_moves)))
    }

    /// The count that has begun and ends the game soonest at `pos`, with the plies it leaves:
    /// what a player is shown while a count runs. Frisian's king against king is no count (it
    /// draws at once unless decided), so it is never shown.
    pub fn running(&self, pos: &Position) -> Option<(Reason, usize)> {
        let counting = self.rule.filter(|r| !matches!(r.limit, Limit::DecidedWithin(_)));
        let material = counting.zip(self.material_left(pos)).map(|(rule, left)| (rule.reason, left));
        let kings = self
            .king_moves_left(pos.rules())
            .filter(|_| self.king_moves > 0)
            .map(|left| (Reason::KingMovesOnly, left));
        match (material, kings) {
            (Some(m), Some(k)) => Some(if k.1 < m.1 { k } else { m }),
            (m, k) => m.or(k),
        }
    }
}

/// Whether the game from `pos` ends by force within `plies` plies, whatever the defence: `Some`
/// with whether the side to move is the one that wins (the other has no move left, its pieces
/// all taken or blocked), `None` when neither can force it so soon.
pub fn forced_end(pos: &Position, plies: u8) -> Option<bool> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return Some(false);
    }
    if plies == 0 {
        return None;
    }
    let mut every_move_loses = true;
    for mv in &moves {
        match forced_end(&pos.after(mv), plies - 1) {
            Some(false) => return Some(true),
            Some(true) => {}
            None => every_move_loses = false,
        }
    }
    every_move_loses.then_some(false)
}

/// Piece counts per side.
struct Material {
    men: [u32; 2],
    kings: [u32; 2],
}

impl Material {
    fn of(pos: &Position) -> Material {
        let count = |bits: Bits| bits.count_ones();
        Material {
            men: [count(pos.men(Side::White)), count(pos.men(Side::Black))],
            kings: [count(pos.kings(Side::White)), count(pos.kings(Side::Black))],
        }
    }

    fn pieces(&self, side: Side) -> u32 {
        self.men[side.index()] + self.kings[side.index()]
    }

    /// The side with a lone king and its opponent, when that opponent has a king too.
    fn lone_king_against_a_king(&self) -> Option<(Side, Side)> {
        [(Side::Black, Side::White), (Side::White, Side::Black)].into_iter().find(|&(weak, strong)| {
            self.pieces(weak) == 1 && self.kings[weak.index()] == 1 && self.kings[strong.index()] >= 1
        })
    }
}
