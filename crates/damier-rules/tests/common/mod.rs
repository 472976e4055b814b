//! Shared by the property tests: a deterministic RNG, every rule set, and a plain reference
//! enumeration of capture routes (a different algorithm from the generator's, over cells).

use damier_rules::{Kind, KingRun, Piece, Position, Precedence, RuleOptions, Rules, Side, Square, Variant};

/// A small deterministic generator (xorshift64*), so failures reproduce.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The five variants, and Frisian with its rule option.
pub fn all_rules() -> Vec<&'static Rules> {
    let mut rules: Vec<&'static Rules> = Variant::ALL.iter().map(|v| v.rules()).collect();
    rules.push(Rules::get(Variant::Frisian, RuleOptions { frisian_kings_move_straight: true }));
    rules
}

/// A random placement: reaches what games rarely do (many kings, long king captures, blocked
/// sides), and for Frisian a random count of successive moves of one king.
pub fn random_position(rules: &'static Rules, rng: &mut Rng) -> Position {
    let cells = rules.topology.squares();
    let mut pieces: Vec<(Square, Piece)> = Vec::new();
    let count = 2 + rng.below(14);
    for _ in 0..count {
        let sq = cells[rng.below(cells.len())];
        let side = if rng.below(2) == 0 { Side::White } else { Side::Black };
        let mut kind = if rng.below(3) == 0 { Kind::King } else { Kind::Man };
        if rules.promotion[side.index()] & sq.bit() != 0 {
            kind = Kind::King;
        }
        if pieces.iter().all(|&(other, _)| other != sq) {
            pieces.push((sq, Piece { side, kind }));
        }
    }
    let side = if rng.below(2) == 0 { Side::White } else { Side::Black };
    let mut pos = Position::new(rules, side, pieces).unwrap();
    let king = pos.squares_of(side, Kind::King).next();
    if let Some(king) = king.filter(|_| rules.king_move_limit.is_some()) {
        let count = rng.below(4) as u8;
        pos.set_king_run(side, KingRun { square: Some(king), count }).unwrap();
    }
    pos
}

/// A complete capture route of the reference enumeration.
pub struct RefRoute {
    pub from: Square,
    pub to: Square,
    pub captured: Vec<Square>,
    pub by_king: bool,
}

/// Every complete capture route of the side to move, by plain recursion over cells, with no
/// precedence filter and no merging (several routes may be one move).
pub fn reference_routes(pos: &Position) -> Vec<RefRoute> {
    fn extend(
        pos: &Position,
        from: Square,
        at: Square,
        king: bool,
        captured: &mut Vec<Square>,
        routes: &mut Vec<RefRoute>,
    ) {
        let rules = pos.rules();
        let t = &rules.topology;
        let us = pos.side_to_move();
        let occupied = |sq: Square| sq != from && pos.piece_at(sq).is_some();
        let dirs = if king { &rules.king_captures } else { &rules.man_captures[us.index()] };
        let mut extended = false;
        for &d in dirs {
            // Walk to the first occupied cell (at most one step for men and short kings).
            let mut sq = at;
            let mut over = None;
            while let Some(next) = t.step(sq, d) {
                if occupied(next) {
                    over = Some(next);
                    break;
                }
                if !(king && rules.flying_kings) {
                    break;
                }
                sq = next;
            }
            let Some(over) = over else { continue };
            let is_enemy = pos.piece_at(over).is_some_and(|p| p.side != us);
            if !is_enemy || captured.contains(&over) {
                continue;
            }
            let mut land = t.step(over, d);
            while let Some(l) = land {
                if occupied(l) {
                    break;
                }
                extended = true;
                captured.push(over);
                let crowned =
                    !king && rules.crowning_ends_capture && rules.promotion[us.index()] & l.bit() != 0;
                if crowned {
                    routes.push(RefRoute { from, to: l, captured: captured.clone(), by_king: king });
                } else {
                    extend(pos, from, l, king, captured, routes);
                }
                captured.pop();
                if !(king && rules.flying_kings) {
                    break;
                }
                land = t.step(l, d);
            }
        }
        if !extended && !captured.is_empty() {
            routes.push(RefRoute { from, to: at, captured: captured.clone(), by_king: king });
        }
    }

    let us = pos.side_to_move();
    let mut routes = Vec::new();
    for (sq, piece) in pos.all_pieces().filter(|(_, p)| p.side == us) {
        extend(pos, sq, sq, piece.kind == Kind::King, &mut Vec::new(), &mut routes);
    }
    routes
}

/// The value of a route's captured pieces, by the variant's weights (None unless it counts value).
pub fn reference_value(pos: &Position, route: &RefRoute) -> Option<u32> {
    let Precedence::Value { man, king } = pos.rules().precedence else { return None };
    let kind = |sq: Square| pos.piece_at(sq).expect("a captured piece stands until the end").kind;
    Some(route.captured.iter().map(|&sq| if kind(sq) == Kind::King { king } else { man }).sum())
}

/// The precedence rule as the rules text states it: the legal captures are those of the
/// highest key.
pub fn reference_key(pos: &Position, route: &RefRoute) -> u64 {
    match pos.rules().precedence {
        Precedence::Number => route.captured.len() as u64,
        Precedence::Free => 0,
        // At equal value a king's capture beats a man's.
        Precedence::Value { .. } => reference_value(pos, route).unwrap() as u64 * 2 + route.by_king as u64,
    }
}
