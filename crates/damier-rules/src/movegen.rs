//! Legal move generation, driven by the variant's `Rules`, with the board's directions compiled
//! in as constants (`geometry.rs`: one copy of each function for each board and side).
//!
//! Captures are found depth-first per piece: the mover is lifted (its start counts as empty),
//! jumped pieces stay on the board as blockers until the capture ends, and every finished route
//! is ranked by the variant's precedence key so that "most pieces", "most value, kings first"
//! and "free choice" are one comparison.

use crate::geometry::{Geometry, MAX_DIRECTIONS, on_board};
use crate::moves::{CompactMove, Generated, MAX_CAPTURES, Move};
use crate::position::Position;
use crate::topology::{Bits, Square, Word};
use crate::variant::Rules;

/// Calls `$body` with `$us` the side to move's index as a constant (see `on_board!`).
macro_rules! on_side {
    ($pos:expr, |$us:ident| $body:expr) => {
        match $pos.side.index() {
            0 => {
                const $us: usize = 0;
                $body
            }
            _ => {
                const $us: usize = 1;
                $body
            }
        }
    };
}

impl Position {
    /// All legal moves, captures only when a capture exists.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.generate(&mut moves);
        moves
    }

    /// Fills `out` (cleared first) with the legal moves.
    pub fn generate(&self, out: &mut Vec<Move>) {
        self.generate_into(out, self.has_capture());
    }

    /// [`Position::generate`] for a caller that already knows [`Position::has_capture`] (a
    /// search asks it first): the same moves, without asking twice.
    pub fn generate_known(&self, out: &mut Vec<Move>, has_capture: bool) {
        self.generate_into(out, has_capture);
    }

    /// [`Position::generate_known`] without the capture routes: the same moves in the same
    /// order, each a quarter of the size (a search's lists).
    pub fn generate_compact(&self, out: &mut Vec<CompactMove>, has_capture: bool) {
        self.generate_into(out, has_capture);
    }

    fn generate_into<M: Generated>(&self, out: &mut Vec<M>, has_capture: bool) {
        on_board!(self.rules, self.side.index(), |G, US| self.generate_in::<G, US, M>(out, has_capture))
    }

    /// The legal moves into `out` (cleared first), on the board `G` for the side `US`, which
    /// must capture if `has_capture` says so.
    #[inline]
    fn generate_in<G: Geometry, const US: usize, M: Generated>(&self, out: &mut Vec<M>, has_capture: bool) {
        debug_assert_eq!(has_capture, self.has_capture());
        out.clear();
        if has_capture {
            self.search_captures_in::<G, US, M, false>(out);
        } else {
            self.generate_quiet_in::<G, US, M>(out);
        }
    }

    /// [`Position::has_capture`] for a caller compiled for the position's board `G` (by
    /// [`Rules::visit_board`](crate::Rules::visit_board)): no dispatch on the board.
    #[inline]
    pub fn has_capture_on<G: Geometry>(&self) -> bool {
        debug_assert_eq!(G::BOARD, self.rules.board, "the position's own board");
        on_side!(self, |US| self.has_capture_in::<G, US>())
    }

    /// [`Position::has_quiet_move`] for a caller compiled for the position's board `G`.
    #[inline]
    pub fn has_quiet_move_on<G: Geometry>(&self) -> bool {
        debug_assert_eq!(G::BOARD, self.rules.board, "the position's own board");
        on_side!(self, |US| self.has_quiet_move_in::<G, US>())
    }

    /// [`Position::generate_compact`] for a caller compiled for the position's board `G`.
    #[inline]
    pub fn generate_compact_on<G: Geometry>(&self, out: &mut Vec<CompactMove>, has_capture: bool) {
        debug_assert_eq!(G::BOARD, self.rules.board, "the position's own board");
        on_side!(self, |US| self.generate_in::<G, US, CompactMove>(out, has_capture))
    }

    /// The number of legal moves, without building quiet moves (perft's leaf count).
    pub fn count_legal_moves(&self, scratch: &mut Vec<Move>) -> u64 {
        if self.has_capture() {
            scratch.clear();
            self.generate_captures(scratch);
            return scratch.len() as u64;
        }
        on_board!(self.rules, self.side.index(), |G, US| self.count_quiet_moves::<G, US>())
    }

    fn count_quiet_moves<G: Geometry, const US: usize>(&self) -> u64 {
        let empty = self.empty_in::<G::W>();
        let men = G::W::of(self.men[US]);
        let mut count = 0u64;
        for &d in G::MAN_STEPS[US] {
            count += (men.shift(d) & empty).count() as u64;
        }
        for king in G::W::of(self.kings[US] & !self.restricted_king()).squares() {
            count += self.king_quiet_targets::<G>(king, empty).count() as u64;
        }
        count
    }

    /// Whether the side to move has a non-capturing move (whether or not a capture exists).
    pub fn has_quiet_move(&self) -> bool {
        on_board!(self.rules, self.side.index(), |G, US| self.has_quiet_move_in::<G, US>())
    }

    fn has_quiet_move_in<G: Geometry, const US: usize>(&self) -> bool {
        let empty = self.empty_in::<G::W>();
        let men = G::W::of(self.men[US]);
        if G::MAN_STEPS[US].iter().any(|&d| men.shift(d) & empty != G::W::ZERO) {
            return true;
        }
        G::W::of(self.kings[US] & !self.restricted_king())
            .squares()
            .any(|king| self.king_quiet_targets::<G>(king, empty) != G::W::ZERO)
    }

    /// The empty cells, in the word `W`.
    #[inline]
    fn empty_in<W: Word>(&self) -> W {
        let occupied = W::of(self.men[0]) | W::of(self.men[1]) | W::of(self.kings[0]) | W::of(self.kings[1]);
        W::of(self.rules.topology.cells) & !occupied
    }

    /// Whether the side to move has a capture (and so must capture).
    pub fn has_capture(&self) -> bool {
        on_board!(self.rules, self.side.index(), |G, US| self.has_capture_in::<G, US>())
    }

    /// Always inlined: the men's test is a few instructions, and most positions have no king.
    #[inline(always)]
    fn has_capture_in<G: Geometry, const US: usize>(&self) -> bool {
        self.capturing_men::<G, US>() != G::W::ZERO
            || (self.kings[US] != 0 && self.king_can_capture::<G, US>())
    }

    /// Whether a king of the side `US` has a capture.
    fn king_can_capture<G: Geometry, const US: usize>(&self) -> bool {
        let rules = self.rules;
        let enemy = G::W::of(self.men[1 - US]) | G::W::of(self.kings[1 - US]);
        let empty = self.empty_in::<G::W>();
        for king in G::W::of(self.kings[US]).squares() {
            for &d in G::KING_CAPTURES {
                let mut sq = king;
                while let Some(next) = rules.topology.step(sq, d) {
                    if empty & G::W::cell(next) != G::W::ZERO && rules.flying_kings {
                        sq = next;
                        continue;
                    }
                    if enemy & G::W::cell(next) != G::W::ZERO
                        && rules
                            .topology
                            .step(next, d)
                            .is_some_and(|land| empty & G::W::cell(land) != G::W::ZERO)
                    {
                        return true;
                    }
                    break;
                }
            }
        }
        false
    }

    /// The men of the side to move that have a first jump.
    fn capturing_men<G: Geometry, const US: usize>(&self) -> G::W {
        let enemy = G::W::of(self.men[1 - US]) | G::W::of(self.kings[1 - US]);
        let empty = self.empty_in::<G::W>();
        let mut capturers = G::W::ZERO;
        for &d in G::MAN_CAPTURES[US] {
            capturers |= (empty.shift(-d) & enemy).shift(-d);
        }
        capturers & G::W::of(self.men[US])
    }

    /// Frisian: the king that has used up its successive non-capturing moves (as a bit set).
    fn restricted_king(&self) -> Bits {
        let Some(limit) = self.rules.king_move_limit else { return 0 };
        let us = self.side.index();
        let run = self.king_runs[us];
        match run.square {
            // The restriction lapses once its side has only kings left.
            Some(sq) if run.count >= limit && self.men[us] != 0 => sq.bit() & self.kings[us],
            _ => 0,
        }
    }

    fn generate_quiet_in<G: Geometry, const US: usize, M: Generated>(&self, out: &mut Vec<M>) {
        let empty = self.empty_in::<G::W>();
        let (men, promotion) = (G::W::of(self.men[US]), G::W::of(self.rules.promotion[US]));
        for &d in G::MAN_STEPS[US] {
            for to in (men.shift(d) & empty).squares() {
                let from = Square((to.0 as i16 - d) as u8);
                out.push(M::quiet(from, to, false, promotion & G::W::cell(to) != G::W::ZERO));
            }
        }
        for king in G::W::of(self.kings[US] & !self.restricted_king()).squares() {
            for to in self.king_quiet_targets::<G>(king, empty).squares() {
                out.push(M::quiet(king, to, true, false));
            }
        }
    }

    /// The cells a king on `king` reaches without capturing: along each of its lines up to the
    /// first piece (one step for a short king).
    fn king_quiet_targets<G: Geometry>(&self, king: Square, empty: G::W) -> G::W {
        let rules = self.rules;
        let mut targets = G::W::ZERO;
        for &d in G::KING_STEPS {
            let mut sq = king;
            while let Some(next) = rules.topology.step(sq, d) {
                if empty & G::W::cell(next) == G::W::ZERO {
                    break;
                }
                targets |= G::W::cell(next);
                if !rules.flying_kings {
                    break;
                }
                sq = next;
            }
        }
        targets
    }

    fn generate_captures<M: Generated>(&self, out: &mut Vec<M>) {
        self.search_captures::<M, false>(out);
    }

    /// Every complete capture route of the side to move, whatever the precedence rule says,
    /// one route per move as the legal list keeps it (the route viewer ranks them itself).
    pub(crate) fn all_capture_sequences(&self, out: &mut Vec<Move>) {
        out.clear();
        self.search_captures::<Move, true>(out);
    }

    /// `ALL` keeps every complete route; otherwise only those of the best precedence rank. A
    /// const parameter, so the legal generator's hot path carries no extra test.
    fn search_captures<M: Generated, const ALL: bool>(&self, out: &mut Vec<M>) {
        on_board!(self.rules, self.side.index(), |G, US| self.search_captures_in::<G, US, M, ALL>(out))
    }

    fn search_captures_in<G: Geometry, const US: usize, M: Generated, const ALL: bool>(
        &self,
        out: &mut Vec<M>,
    ) {
        let mut search = CaptureSearch::<G, US, M, ALL> {
            rules: self.rules,
            enemy: G::W::of(self.men[1 - US]) | G::W::of(self.kings[1 - US]),
            enemy_kings: G::W::of(self.kings[1 - US]),
            empty: G::W::ZERO,
            captured: G::W::ZERO,
            from: Square(0),
            by_king: false,
            landings: [Square(0); MAX_CAPTURES],
            taken: [Square(0); MAX_CAPTURES],
            depth: 0,
            best: 0,
            out,
        };
        for man in self.capturing_men::<G, US>().squares() {
            search.start(self, man, false);
            search.man_jumps(man);
        }
        for king in G::W::of(self.kings[US]).squares() {
            search.start(self, king, true);
            search.king_jumps(king);
        }
    }
}

/// The state of one depth-first capture search over all pieces of the side `US` on the board
/// `G`, listing moves of the form `M`; `ALL` records every complete route instead of only the
/// best-ranked ones.
struct CaptureSearch<'a, G: Geometry, const US: usize, M, const ALL: bool> {
    rules: &'static Rules,
    enemy: G::W,
    enemy_kings: G::W,
    /// Empty cells, with the moving piece lifted off its start.
    empty: G::W,
    /// Pieces jumped so far on this route (still on the board, as blockers).
    captured: G::W,
    from: Square,
    by_king: bool,
    landings: [Square; MAX_CAPTURES],
    taken: [Square; MAX_CAPTURES],
    depth: usize,
    /// The best precedence rank recorded so far; `out` holds only moves of that rank.
    best: u32,
    out: &'a mut Vec<M>,
}

impl<G: Geometry, const US: usize, M: Generated, const ALL: bool> CaptureSearch<'_, G, US, M, ALL> {
    fn start(&mut self, pos: &Position, from: Square, by_king: bool) {
        self.empty = pos.empty_in::<G::W>() | G::W::cell(from);
        self.captured = G::W::ZERO;
        self.from = from;
        self.by_king = by_king;
        self.depth = 0;
    }

    #[inline]
    fn push(&mut self, land: Square, over: Square) {
        self.landings[self.depth] = land;
        self.taken[self.depth] = over;
        self.captured |= G::W::cell(over);
        self.depth += 1;
    }

    #[inline]
    fn pop(&mut self) {
        self.depth -= 1;
        self.captured &= !G::W::cell(self.taken[self.depth]);
    }

    fn man_jumps(&mut self, at: Square) {
        let mut extended = false;
        if self.depth < MAX_CAPTURES {
            let at_bit = G::W::cell(at);
            let prey = self.enemy & !self.captured;
            // Every direction's jump first, in a loop without calls that the compiler unrolls
            // (each direction a constant shift; around the recursive calls below it would not),
            // then the jumps found, in the same order.
            let mut jumps = [(Square(0), Square(0)); MAX_DIRECTIONS];
            let mut found = 0;
            for &d in G::MAN_CAPTURES[US] {
                let over = at_bit.shift(d) & prey;
                let land = over.shift(d) & self.empty;
                if land != G::W::ZERO {
                    jumps[found] = (over.first(), land.first());
                    found += 1;
                }
            }
            for &(over, land) in &jumps[..found] {
                extended = true;
                self.push(land, over);
                if self.rules.crowning_ends_capture
                    && G::W::of(self.rules.promotion[US]) & G::W::cell(land) != G::W::ZERO
                {
                    self.record();
                } else {
                    self.man_jumps(land);
                }
                self.pop();
            }
        }
        if !extended && self.depth > 0 {
            self.record();
        }
    }

    fn king_jumps(&mut self, at: Square) {
        let mut extended = false;
        let topology = &self.rules.topology;
        if self.depth < MAX_CAPTURES {
            for &d in G::KING_CAPTURES {
                // Slide over empty cells to the first piece on this line.
                let mut over = topology.step(at, d);
                while let Some(sq) = over {
                    if self.empty & G::W::cell(sq) == G::W::ZERO || !self.rules.flying_kings {
                        break;
                    }
                    over = topology.step(sq, d);
                }
                let Some(over) = over else { continue };
                if self.enemy & !self.captured & G::W::cell(over) == G::W::ZERO {
                    continue;
                }
                let mut land = topology.step(over, d);
                while let Some(sq) = land {
                    if self.empty & G::W::cell(sq) == G::W::ZERO {
                        break;
                    }
                    extended = true;
                    self.push(sq, over);
                    self.king_jumps(sq);
                    self.pop();
                    if !self.rules.flying_kings {
                        break;
                    }
                    land = topology.step(sq, d);
                }
            }
        }
        if !extended && self.depth > 0 {
            self.record();
        }
    }

    /// A finished route: keep it if its precedence rank is the best so far (or `ALL`) and it
    /// is not a second route of a move already found.
    fn record(&mut self) {
        let captured_kings = self.captured & self.enemy_kings;
        if !ALL {
            let rank = self.rules.precedence.rank(self.depth as u32, captured_kings.count(), self.by_king);
            if rank < self.best {
                return;
            }
            if rank > self.best {
                self.out.clear();
                self.best = rank;
            }
        }
        let to = self.landings[self.depth - 1];
        let captured = self.captured.bits();
        if self.out.iter().any(|m| m.start() == self.from && m.end() == to && m.captured() == captured) {
            return;
        }
        let promotes = !self.by_king && G::W::of(self.rules.promotion[US]) & G::W::cell(to) != G::W::ZERO;
        let mv = CompactMove { from: self.from, to, captured, by_king: self.by_king, promotes };
        self.out.push(M::capture(mv, captured_kings.bits(), &self.landings, &self.taken, self.depth));
    }
}
