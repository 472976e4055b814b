//! Legal move generation, driven entirely by the variant's `Rules`.
//!
//! Captures are found depth-first per piece: the mover is lifted (its start counts as empty),
//! jumped pieces stay on the board as blockers until the capture ends, and every finished route
//! is ranked by the variant's precedence key so that "most pieces", "most value, kings first"
//! and "free choice" are one comparison.

use crate::moves::{MAX_CAPTURES, Move};
use crate::position::Position;
use crate::topology::{Bits, Square, SquareIter, shift};
use crate::variant::Rules;

impl Position {
    /// All legal moves, captures only when a capture exists.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.generate(&mut moves);
        moves
    }

    /// Fills `out` (cleared first) with the legal moves.
    pub fn generate(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.has_capture() {
            self.generate_captures(out);
        } else {
            self.generate_quiet(out);
        }
    }

    /// [`Position::generate`] for a caller that already knows [`Position::has_capture`] (a
    /// search asks it first): the same moves, without asking twice.
    pub fn generate_known(&self, out: &mut Vec<Move>, has_capture: bool) {
        debug_assert_eq!(has_capture, self.has_capture());
        out.clear();
        if has_capture {
            self.generate_captures(out);
        } else {
            self.generate_quiet(out);
        }
    }

    /// The number of legal moves, without building quiet moves (perft's leaf count).
    pub fn count_legal_moves(&self, scratch: &mut Vec<Move>) -> u64 {
        if self.has_capture() {
            scratch.clear();
            self.generate_captures(scratch);
            return scratch.len() as u64;
        }
        let rules = self.rules;
        let us = self.side.index();
        let empty = self.empty();
        let mut count = 0u64;
        for &d in &rules.man_steps[us] {
            count += (shift(self.men[us], d) & empty).count_ones() as u64;
        }
        for king in SquareIter(self.kings[us] & !self.restricted_king()) {
            count += self.king_quiet_targets(king, empty).count_ones() as u64;
        }
        count
    }

    /// Whether the side to move has a non-capturing move (whether or not a capture exists).
    pub fn has_quiet_move(&self) -> bool {
        let rules = self.rules;
        let us = self.side.index();
        let empty = self.empty();
        if rules.man_steps[us].iter().any(|&d| shift(self.men[us], d) & empty != 0) {
            return true;
        }
        SquareIter(self.kings[us] & !self.restricted_king())
            .any(|king| self.king_quiet_targets(king, empty) != 0)
    }

    /// Whether the side to move has a capture (and so must capture).
    pub fn has_capture(&self) -> bool {
        let rules = self.rules;
        let us = self.side.index();
        if self.capturing_men() != 0 {
            return true;
        }
        let enemy = self.men[1 - us] | self.kings[1 - us];
        let empty = self.empty();
        for king in SquareIter(self.kings[us]) {
            for &d in &rules.king_captures {
                let mut sq = king;
                while let Some(next) = rules.topology.step(sq, d) {
                    if empty & next.bit() != 0 && rules.flying_kings {
                        sq = next;
                        continue;
                    }
                    if enemy & next.bit() != 0
                        && rules.topology.step(next, d).is_some_and(|land| empty & land.bit() != 0)
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
    fn capturing_men(&self) -> Bits {
        let us = self.side.index();
        let enemy = self.men[1 - us] | self.kings[1 - us];
        let empty = self.empty();
        let mut capturers = 0;
        for &d in &self.rules.man_captures[us] {
            capturers |= shift(shift(empty, -d) & enemy, -d);
        }
        capturers & self.men[us]
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

    fn generate_quiet(&self, out: &mut Vec<Move>) {
        let rules = self.rules;
        let us = self.side.index();
        let empty = self.empty();
        for &d in &rules.man_steps[us] {
            for to in SquareIter(shift(self.men[us], d) & empty) {
                let from = Square((to.0 as i16 - d) as u8);
                out.push(Move::quiet(from, to, false, rules.promotion[us] & to.bit() != 0));
            }
        }
        for king in SquareIter(self.kings[us] & !self.restricted_king()) {
            for to in SquareIter(self.king_quiet_targets(king, empty)) {
                out.push(Move::quiet(king, to, true, false));
            }
        }
    }

    /// The cells a king on `king` reaches without capturing: along each of its lines up to the
    /// first piece (one step for a short king).
    fn king_quiet_targets(&self, king: Square, empty: Bits) -> Bits {
        let rules = self.rules;
        let mut targets = 0;
        for &d in &rules.king_steps {
            let mut sq = king;
            while let Some(next) = rules.topology.step(sq, d) {
                if empty & next.bit() == 0 {
                    break;
                }
                targets |= next.bit();
                if !rules.flying_kings {
                    break;
                }
                sq = next;
            }
        }
        targets
    }

    fn generate_captures(&self, out: &mut Vec<Move>) {
        self.search_captures::<false>(out);
    }

    /// Every complete capture route of the side to move, whatever the precedence rule says,
    /// one route per move as the legal list keeps it (the route viewer ranks them itself).
    pub(crate) fn all_capture_sequences(&self, out: &mut Vec<Move>) {
        out.clear();
        self.search_captures::<true>(out);
    }

    /// `ALL` keeps every complete route; otherwise only those of the best precedence rank. A
    /// const parameter, so the legal generator's hot path carries no extra test.
    fn search_captures<const ALL: bool>(&self, out: &mut Vec<Move>) {
        let us = self.side.index();
        let mut search = CaptureSearch::<ALL> {
            rules: self.rules,
            us,
            enemy: self.men[1 - us] | self.kings[1 - us],
            enemy_kings: self.kings[1 - us],
            empty: 0,
            captured: 0,
            from: Square(0),
            by_king: false,
            landings: [Square(0); MAX_CAPTURES],
            taken: [Square(0); MAX_CAPTURES],
            depth: 0,
            best: 0,
            out,
        };
        for man in SquareIter(self.capturing_men()) {
            search.start(self, man, false);
            search.man_jumps(man);
        }
        for king in SquareIter(self.kings[us]) {
            search.start(self, king, true);
            search.king_jumps(king);
        }
    }
}

/// The state of one depth-first capture search over all pieces of the side to move; `ALL`
/// records every complete route instead of only the best-ranked ones.
struct CaptureSearch<'a, const ALL: bool> {
    rules: &'static Rules,
    us: usize,
    enemy: Bits,
    enemy_kings: Bits,
    /// Empty cells, with the moving piece lifted off its start.
    empty: Bits,
    /// Pieces jumped so far on this route (still on the board, as blockers).
    captured: Bits,
    from: Square,
    by_king: bool,
    landings: [Square; MAX_CAPTURES],
    taken: [Square; MAX_CAPTURES],
    depth: usize,
    /// The best precedence rank recorded so far; `out` holds only moves of that rank.
    best: u32,
    out: &'a mut Vec<Move>,
}

impl<const ALL: bool> CaptureSearch<'_, ALL> {
    fn start(&mut self, pos: &Position, from: Square, by_king: bool) {
        self.empty = pos.empty() | from.bit();
        self.captured = 0;
        self.from = from;
        self.by_king = by_king;
        self.depth = 0;
    }

    #[inline]
    fn push(&mut self, land: Square, over: Square) {
        self.landings[self.depth] = land;
        self.taken[self.depth] = over;
        self.captured |= over.bit();
        self.depth += 1;
    }

    #[inline]
    fn pop(&mut self) {
        self.depth -= 1;
        self.captured &= !self.taken[self.depth].bit();
    }

    fn man_jumps(&mut self, at: Square) {
        let mut extended = false;
        if self.depth < MAX_CAPTURES {
            let at_bit = at.bit();
            let prey = self.enemy & !self.captured;
            for &d in &self.rules.man_captures[self.us] {
                let over = shift(at_bit, d) & prey;
                if over == 0 {
                    continue;
                }
                let land = shift(over, d) & self.empty;
                if land == 0 {
                    continue;
                }
                let (over, land) = (Square(over.trailing_zeros() as u8), Square(land.trailing_zeros() as u8));
                extended = true;
                self.push(land, over);
                if self.rules.crowning_ends_capture && self.rules.promotion[self.us] & land.bit() != 0 {
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
            for &d in &self.rules.king_captures {
                // Slide over empty cells to the first piece on this line.
                let mut over = topology.step(at, d);
                while let Some(sq) = over {
                    if self.empty & sq.bit() == 0 || !self.rules.flying_kings {
                        break;
                    }
                    over = topology.step(sq, d);
                }
                let Some(over) = over else { continue };
                if self.enemy & !self.captured & over.bit() == 0 {
                    continue;
                }
                let mut land = topology.step(over, d);
                while let Some(sq) = land {
                    if self.empty & sq.bit() == 0 {
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
            let rank =
                self.rules.precedence.rank(self.depth as u32, captured_kings.count_ones(), self.by_king);
            if rank < self.best {
                return;
            }
            if rank > self.best {
                self.out.clear();
                self.best = rank;
            }
        }
        let to = self.landings[self.depth - 1];
        if self.out.iter().any(|m| m.from == self.from && m.to == to && m.captured == self.captured) {
            return;
        }
        let promotes = !self.by_king && self.rules.promotion[self.us] & to.bit() != 0;
        self.out.push(Move::capture(
            self.from,
            &self.landings[..self.depth],
            &self.taken[..self.depth],
            captured_kings,
            self.by_king,
            promotes,
        ));
    }
}
