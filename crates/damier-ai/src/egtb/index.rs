//! Material signatures and the numbering of their positions: the side to move, then each group
//! of identical pieces as a combination of the cells the earlier groups left free, then the
//! Frisian king-move counters of the sides that have both men and kings (they change which moves
//! are legal, so they are part of the position).

use std::fmt;

use damier_rules::{Kind, KingRun, Piece, Position, Rules, Side, Square};

/// The most pieces a table may hold (the size of the binomial table below).
pub const MOST_PIECES: u32 = 5;

const GROUPS: [(Side, Kind); 4] = [
    (Side::White, Kind::Man),
    (Side::White, Kind::King),
    (Side::Black, Kind::Man),
    (Side::Black, Kind::King),
];

/// `BINOMIAL[n][k]` = n choose k, for every board (at most 128 cells).
static BINOMIAL: [[usize; MOST_PIECES as usize + 1]; 129] = binomials();

const fn binomials() -> [[usize; MOST_PIECES as usize + 1]; 129] {
    let mut table = [[0; MOST_PIECES as usize + 1]; 129];
    let mut n = 0;
    while n < 129 {
        table[n][0] = 1;
        let mut k = 1;
        while k <= MOST_PIECES as usize && n > 0 {
            table[n][k] = table[n - 1][k - 1] + table[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    table
}

/// Piece counts: white men, white kings, black men, black kings.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Signature(pub [u8; 4]);

impl Signature {
    pub fn of(pos: &Position) -> Signature {
        Signature(GROUPS.map(|(side, kind)| pos.squares_of(side, kind).0.count_ones() as u8))
    }

    pub fn pieces(self) -> u32 {
        self.0.iter().map(|&n| u32::from(n)).sum()
    }

    fn men(self) -> u32 {
        u32::from(self.0[0]) + u32::from(self.0[2])
    }

    pub fn side_pieces(self, side: Side) -> u32 {
        let i = 2 * side.index();
        u32::from(self.0[i]) + u32::from(self.0[i + 1])
    }

    /// Whether a game with this material can come to `other` (captures take pieces away,
    /// crownings turn men into kings).
    pub fn reaches(self, other: Signature) -> bool {
        [0, 2]
            .iter()
            .all(|&g| other.0[g] <= self.0[g] && other.0[g] + other.0[g + 1] <= self.0[g] + self.0[g + 1])
    }

    /// Every signature of two to `most` pieces with a piece on each side, in solving order: fewer
    /// pieces first (a capture leads to fewer), then fewer men (a crowning leads to one man fewer).
    pub fn all(most: u32) -> Vec<Signature> {
        let most = most.min(MOST_PIECES) as u8;
        let mut all = Vec::new();
        for wm in 0..=most {
            for wk in 0..=most - wm {
                for bm in 0..=most - wm - wk {
                    for bk in 0..=most - wm - wk - bm {
                        let sig = Signature([wm, wk, bm, bk]);
                        if sig.side_pieces(Side::White) > 0 && sig.side_pieces(Side::Black) > 0 {
                            all.push(sig);
                        }
                    }
                }
            }
        }
        all.sort_by_key(|s| (s.pieces(), s.men(), s.0));
        all
    }
}

/// `KKM-K`: White's kings and men, then Black's.
impl fmt::Display for Signature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = |men: u8, kings: u8| "K".repeat(kings.into()) + &"M".repeat(men.into());
        write!(f, "{}-{}", side(self.0[0], self.0[1]), side(self.0[2], self.0[3]))
    }
}

/// How one signature's positions are numbered.
#[derive(Clone, Debug)]
pub struct Layout {
    rules: &'static Rules,
    pub sig: Signature,
    /// Combinations each group can take, given the cells the earlier groups hold.
    combos: [usize; 4],
    /// Frisian king-move counter states per side (1 where the rule cannot bind).
    runs: [usize; 2],
    /// Positions, valid or not.
    pub size: usize,
}

impl Layout {
    pub fn new(rules: &'static Rules, sig: Signature) -> Layout {
        let mut free = rules.topology.cell_count();
        let combos = sig.0.map(|k| {
            let c = BINOMIAL[free][usize::from(k)];
            free -= usize::from(k);
            c
        });
        let limit = usize::from(rules.king_move_limit.unwrap_or(0));
        let runs = [0, 2].map(|g| if sig.0[g] > 0 { 1 + usize::from(sig.0[g + 1]) * limit } else { 1 });
        let size = 2 * combos.iter().product::<usize>() * runs[0] * runs[1];
        Layout { rules, sig, combos, runs, size }
    }

    /// The number of `pos`, which must have this layout's signature.
    pub fn index(&self, pos: &Position) -> usize {
        let topology = &self.rules.topology;
        let mut used = [0u8; MOST_PIECES as usize];
        let mut n_used = 0;
        let mut index = pos.side_to_move().index();
        for (g, &(side, kind)) in GROUPS.iter().enumerate() {
            let mut cells = [0u8; MOST_PIECES as usize];
            let k = usize::from(self.sig.0[g]);
            for (slot, sq) in cells.iter_mut().zip(pos.squares_of(side, kind)) {
                *slot = topology.number(sq) - 1;
            }
            cells[..k].sort_unstable();
            let mut rank = 0;
            for (i, &cell) in cells[..k].iter().enumerate() {
                let below = used[..n_used].iter().filter(|&&u| u < cell).count();
                rank += BINOMIAL[usize::from(cell) - below][i + 1];
            }
            used[n_used..n_used + k].copy_from_slice(&cells[..k]);
            n_used += k;
            index = index * self.combos[g] + rank;
        }
        for side in [Side::White, Side::Black] {
            index = index * self.runs[side.index()] + self.run_index(pos, side);
        }
        index
    }

    fn run_index(&self, pos: &Position, side: Side) -> usize {
        let run = pos.king_run(side);
        let (Some(sq), true) = (run.square, self.runs[side.index()] > 1) else { return 0 };
        let topology = &self.rules.topology;
        let number = topology.number(sq);
        let king = pos.squares_of(side, Kind::King).filter(|&k| topology.number(k) < number).count();
        let limit = usize::from(self.rules.king_move_limit.unwrap_or(0));
        1 + king * limit + usize::from(run.count) - 1
    }

    /// The position numbered `index`, or `None` where the number names no position (a man on
    /// the row where it would have been crowned).
    pub fn position(&self, mut index: usize) -> Option<Position> {
        let mut runs = [0; 2];
        for side in [Side::Black, Side::White] {
            runs[side.index()] = index % self.runs[side.index()];
            index /= self.runs[side.index()];
        }
        let mut ranks = [0; 4];
        for g in (0..4).rev() {
            ranks[g] = index % self.combos[g];
            index /= self.combos[g];
        }
        let side = if index == 0 { Side::White } else { Side::Black };
        let order = self.rules.topology.squares();
        let mut used = [0u8; MOST_PIECES as usize];
        let mut n_used = 0;
        let mut pieces = [(Square(0), Piece { side, kind: Kind::Man }); MOST_PIECES as usize];
        for (g, &(side, kind)) in GROUPS.iter().enumerate() {
            let k = usize::from(self.sig.0[g]);
            let mut rank = ranks[g];
            let mut cells = [0u8; MOST_PIECES as usize];
            for i in (1..=k).rev() {
                // The greatest c with c choose i at most rank (c itself for i = 1), by bisection.
                let (mut c, mut above) = if i == 1 { (rank, rank + 1) } else { (i - 1, BINOMIAL.len()) };
                while above - c > 1 {
                    let mid = (c + above) / 2;
                    if BINOMIAL[mid][i] <= rank {
                        c = mid;
                    } else {
                        above = mid;
                    }
                }
                rank -= BINOMIAL[c][i];
                cells[i - 1] = c as u8;
            }
            let earlier = &mut used[..n_used];
            earlier.sort_unstable();
            for cell in &mut cells[..k] {
                for &u in earlier.iter() {
                    if u <= *cell {
                        *cell += 1;
                    }
                }
            }
            for (i, &cell) in cells[..k].iter().enumerate() {
                pieces[n_used + i] = (order[usize::from(cell)], Piece { side, kind });
            }
            used[n_used..n_used + k].copy_from_slice(&cells[..k]);
            n_used += k;
        }
        let mut pos = Position::new(self.rules, side, pieces[..n_used].iter().copied()).ok()?;
        let limit = usize::from(self.rules.king_move_limit.unwrap_or(0));
        for side in [Side::White, Side::Black] {
            let Some(r) = runs[side.index()].checked_sub(1) else { continue };
            let mut kings: Vec<Square> = pos.squares_of(side, Kind::King).collect();
            kings.sort_by_key(|&sq| self.rules.topology.number(sq));
            let run = KingRun { square: Some(kings[r / limit]), count: (r % limit + 1) as u8 };
            pos.set_king_run(side, run).ok()?;
        }
        Some(pos)
    }
}
