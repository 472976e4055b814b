//! Static evaluation. Two kinds ([`EvalKind`]): the classic hand evaluation — material with
//! each variant's king value, advancement, men near promotion, centre, back-rank guard, mobility
//! and runaway men, weights in `weights/*.txt` — and the learned one ([`crate::learned`]:
//! patterns, piece-square tables and global terms fitted to Damier's own games, weights in
//! `weights/learned/*.bin`). Each variant has a default kind, chosen by matches.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use damier_rules::topology::{SquareIter, shift};
use damier_rules::{Bits, BoardShape, Position, Rules, Side, Variant};

use crate::learned::{Learned, LearnedWeights, forward_cone};
use crate::network::{Network, NetworkWeights};

/// Evaluation weights, in centi-men.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    pub man: i32,
    pub king: i32,
    pub advance: i32,
    pub near_promotion: i32,
    pub centre: i32,
    pub back_rank: i32,
    pub mobility: i32,
    pub runaway: i32,
}

impl Weights {
    /// The shipped weights of a variant.
    pub fn for_variant(variant: Variant) -> Weights {
        let text = match variant {
            Variant::HexDame => include_str!("../weights/hexdame.txt"),
            Variant::International => include_str!("../weights/international.txt"),
            Variant::Brazilian => include_str!("../weights/brazilian.txt"),
            Variant::Frisian => include_str!("../weights/frisian.txt"),
            Variant::English => include_str!("../weights/english.txt"),
        };
        Weights::parse(text).expect("shipped weights parse")
    }

    /// Reads `name = value` lines (`#` starts a comment); every weight must be given once.
    pub fn parse(text: &str) -> Result<Weights, String> {
        let mut values: Vec<(String, i32)> = Vec::new();
        for (number, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let (name, value) =
                line.split_once('=').ok_or_else(|| format!("line {}: expected name = value", number + 1))?;
            let value = value
                .trim()
                .parse::<i32>()
                .map_err(|_| format!("line {}: '{}' is not a whole number", number + 1, value.trim()))?;
            if values.iter().any(|(n, _)| n == name.trim()) {
                return Err(format!("line {}: '{}' is given twice", number + 1, name.trim()));
            }
            values.push((name.trim().to_string(), value));
        }
        let take = |name: &str| {
            values
                .iter()
                .find(|(n, _)| n == name)
                .map(|&(_, v)| v)
                .ok_or_else(|| format!("'{name}' is missing"))
        };
        let weights = Weights {
            man: take("man")?,
            king: take("king")?,
            advance: take("advance")?,
            near_promotion: take("near_promotion")?,
            centre: take("centre")?,
            back_rank: take("back_rank")?,
            mobility: take("mobility")?,
            runaway: take("runaway")?,
        };
        if let Some((unknown, _)) = values.iter().find(|(n, _)| {
            !["man", "king", "advance", "near_promotion", "centre", "back_rank", "mobility", "runaway"]
                .contains(&n.as_str())
        }) {
            return Err(format!("unknown weight '{unknown}'"));
        }
        Ok(weights)
    }

    /// Material only: what a beginner sees.
    pub fn material_only(&self) -> Weights {
        Weights {
            advance: 0,
            near_promotion: 0,
            centre: 0,
            back_rank: 0,
            mobility: 0,
            runaway: 0,
            ..self.clone()
        }
    }
}

/// Which evaluation an [`Evaluator`] uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EvalKind {
    /// The hand-written terms of `weights/*.txt`.
    Classic,
    /// The learned patterns of `weights/learned/*.bin`.
    Learned,
    /// The network of `weights/network/*.bin`.
    Network,
}

impl EvalKind {
    pub const ALL: [EvalKind; 3] = [EvalKind::Classic, EvalKind::Learned, EvalKind::Network];

    pub fn name(self) -> &'static str {
        match self {
            EvalKind::Classic => "classic",
            EvalKind::Learned => "learned",
            EvalKind::Network => "network",
        }
    }

    /// The kind the engine plays a variant with by default: the network where one ships, else
    /// the learned evaluation, else the classic one (see docs/ENGINE.md).
    pub fn default_for(variant: Variant) -> EvalKind {
        // The network wherever one ships: it beat the learned model in its matches
        // (docs/ENGINE.md, "Evaluation"). The learned model beat the classic terms in every
        // variant, 40 games each at 0.05 s a move: HexDame +338 ± 197 Elo, International +168
        // ± 82, Brazilian +255 ± 110, Frisian +512 (at least +350), English +338 ± 118.
        if !crate::network::shipped_network_bytes(variant).is_empty() {
            EvalKind::Network
        } else if !crate::learned::shipped_bytes(variant).is_empty() {
            EvalKind::Learned
        } else {
            EvalKind::Classic
        }
    }
}

impl fmt::Display for EvalKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for EvalKind {
    type Err = String;

    fn from_str(text: &str) -> Result<EvalKind, String> {
        EvalKind::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| format!("unknown evaluation '{text}' (expected classic, learned or network)"))
    }
}

/// Weights plus the per-cell tables they apply to, for one variant.
#[derive(Clone, Debug)]
pub struct Evaluator {
    pub weights: Weights,
    /// When set, the learned evaluation replaces the classic terms.
    learned: Option<Arc<Learned>>,
    /// When set, the network replaces both.
    network: Option<Arc<Network>>,
    rules: &'static Rules,
    /// How far each cell is from a side's promotion row, in man steps.
    steps_to_promote: [[u8; 128]; 2],
    near_promotion: [Bits; 2],
    centre: Bits,
    /// The cells a man could still pass through on its way to promotion.
    cone: Box<[[Bits; 128]; 2]>,
}

impl Evaluator {
    pub fn new(rules: &'static Rules, weights: Weights) -> Evaluator {
        let t = &rules.topology;
        let mut steps_to_promote = [[0u8; 128]; 2];
        let mut cone = Box::new([[0 as Bits; 128]; 2]);
        for side in [Side::White, Side::Black] {
            let s = side.index();
            for &sq in t.squares() {
                let (reach, steps) = forward_cone(rules, side, sq.bit());
                steps_to_promote[s][sq.0 as usize] = steps;
                cone[s][sq.0 as usize] = reach;
            }
        }
        let cells_where = |keep: &dyn Fn(i8, i8) -> bool| {
            t.squares()
                .iter()
                .filter(|&&sq| keep(t.coords(sq).0, t.coords(sq).1))
                .fold(0, |acc, sq| acc | sq.bit())
        };
        let centre = match t.shape {
            BoardShape::Hexagon => cells_where(&|x, y| {
                let (dx, dy) = (x as i32 - 4, y as i32 - 4);
                (dx.abs().max(dy.abs()).max((dx - dy).abs())) <= 2
            }),
            BoardShape::Square { size } => {
                let n = size as i8;
                cells_where(&|col, row| (2..n - 2).contains(&col) && (n / 2 - 2..n / 2 + 2).contains(&row))
            }
        };
        let near = |s: usize| {
            t.squares()
                .iter()
                .filter(|sq| steps_to_promote[s][sq.0 as usize] <= 2)
                .fold(0, |acc, sq| acc | sq.bit())
        };
        let near_promotion = [near(0), near(1)];
        Evaluator {
            weights,
            learned: None,
            network: None,
            rules,
            steps_to_promote,
            near_promotion,
            centre,
            cone,
        }
    }

    /// The classic evaluation with the variant's shipped weights (what the engine played with
    /// before the learned one; its tests rely on its exact, colour-symmetric scores).
    pub fn for_rules(rules: &'static Rules) -> Evaluator {
        Evaluator::classic(rules)
    }

    /// The variant's default evaluation ([`EvalKind::default_for`]): what the Hub, the strong
    /// levels, `bench` and `selfplay` play with.
    pub fn default_for(rules: &'static Rules) -> Evaluator {
        Evaluator::of_kind(rules, EvalKind::default_for(rules.variant))
    }

    /// The classic hand evaluation with the shipped weights.
    pub fn classic(rules: &'static Rules) -> Evaluator {
        Evaluator::new(rules, Weights::for_variant(rules.variant))
    }

    /// The learned evaluation with the shipped weights (the classic one where none ship).
    pub fn learned(rules: &'static Rules) -> Evaluator {
        let mut e = Evaluator::classic(rules);
        e.learned = Learned::shipped(rules);
        e
    }

    /// The learned evaluation with the given weights.
    pub fn with_learned(rules: &'static Rules, weights: &LearnedWeights) -> Evaluator {
        let mut e = Evaluator::classic(rules);
        e.learned = Some(Arc::new(Learned::new(rules, weights)));
        e
    }

    /// The shipped network (the learned evaluation where none ships).
    pub fn network(rules: &'static Rules) -> Evaluator {
        let mut e = Evaluator::learned(rules);
        e.network = Network::shipped(rules);
        e
    }

    /// The network with the given weights.
    pub fn with_network(rules: &'static Rules, weights: &NetworkWeights) -> Evaluator {
        let mut e = Evaluator::classic(rules);
        e.network = Some(Arc::new(Network::new(rules, weights)));
        e
    }

    pub fn of_kind(rules: &'static Rules, kind: EvalKind) -> Evaluator {
        match kind {
            EvalKind::Classic => Evaluator::classic(rules),
            EvalKind::Learned => Evaluator::learned(rules),
            EvalKind::Network => Evaluator::network(rules),
        }
    }

    /// The kind this evaluator uses.
    pub fn kind(&self) -> EvalKind {
        if self.network.is_some() {
            EvalKind::Network
        } else if self.learned.is_some() {
            EvalKind::Learned
        } else {
            EvalKind::Classic
        }
    }

    /// The network, when this evaluator runs one (the search keeps its sums between leaves).
    pub fn network_in_use(&self) -> Option<&Network> {
        self.network.as_deref()
    }

    /// The position's value for the side to move, in centi-men.
    #[inline]
    pub fn evaluate(&self, pos: &Position) -> i32 {
        if let Some(network) = &self.network {
            return network.evaluate(pos);
        }
        if let Some(learned) = &self.learned {
            return learned.evaluate(pos);
        }
        let us = pos.side_to_move();
        self.side_score(pos, us) - self.side_score(pos, us.opposite())
    }

    fn side_score(&self, pos: &Position, side: Side) -> i32 {
        let w = &self.weights;
        let s = side.index();
        let men = pos.men(side);
        let kings = pos.kings(side);
        let enemy = pos.pieces(side.opposite());
        let enemy_kings = pos.kings(side.opposite());
        let empty = pos.empty();
        let mut score = men.count_ones() as i32 * w.man + kings.count_ones() as i32 * w.king;

        let longest =
            self.rules.topology.squares().iter().map(|sq| self.steps_to_promote[s][sq.0 as usize]).max();
        let longest = longest.unwrap_or(0) as i32;
        for sq in SquareIter(men) {
            let steps = self.steps_to_promote[s][sq.0 as usize] as i32;
            score += (longest - steps) * w.advance;
            // Nothing can stop it: no enemy piece in its path and no enemy king to chase it.
            if enemy_kings == 0 && self.cone[s][sq.0 as usize] & enemy == 0 {
                score += w.runaway * 4 / (steps + 3);
            }
        }
        score += (men & self.near_promotion[s]).count_ones() as i32 * w.near_promotion;
        score += ((men | kings) & self.centre).count_ones() as i32 * w.centre;
        score += (men & self.rules.promotion[1 - s]).count_ones() as i32 * w.back_rank;
        if w.mobility != 0 {
            let mobility: u32 =
                self.rules.man_steps[s].iter().map(|&d| (shift(men, d) & empty).count_ones()).sum();
            score += mobility as i32 * w.mobility;
        }
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damier_rules::fen;

    #[test]
    fn shipped_weights_parse_and_bad_ones_are_reported() {
        for v in Variant::ALL {
            let w = Weights::for_variant(v);
            assert_eq!(w.man, 100);
            assert!(w.king > w.man);
        }
        assert!(Weights::parse("man = 100").unwrap_err().contains("'king' is missing"));
        assert!(Weights::parse("man = x").unwrap_err().contains("line 1"));
        let doubled = include_str!("../weights/english.txt").to_string() + "man = 3\n";
        assert!(Weights::parse(&doubled).unwrap_err().contains("twice"));
        let extra = include_str!("../weights/english.txt").to_string() + "luck = 3\n";
        assert!(Weights::parse(&extra).unwrap_err().contains("unknown weight 'luck'"));
    }

    #[test]
    fn the_start_is_balanced_and_material_counts() {
        for v in Variant::ALL {
            let e = Evaluator::classic(v.rules());
            assert_eq!(e.evaluate(&Position::start(v.rules())), 0, "{v}");
        }
        let rules = Variant::International.rules();
        let e = Evaluator::classic(rules);
        let up_a_man = fen::read(rules, "W:W31-50:B2-20").unwrap();
        assert!(e.evaluate(&up_a_man) > 80);
        let flipped = fen::read(rules, "B:W31-50:B2-20").unwrap();
        assert_eq!(e.evaluate(&flipped), -e.evaluate(&up_a_man));
    }

    #[test]
    fn every_variant_defaults_to_a_shipped_evaluation_and_every_kind_can_be_chosen() {
        for v in Variant::ALL {
            let rules = v.rules();
            assert_eq!(Evaluator::default_for(rules).kind(), EvalKind::default_for(v));
            assert_eq!(Evaluator::for_rules(rules).kind(), EvalKind::Classic);
            assert_eq!(Evaluator::classic(rules).kind(), EvalKind::Classic);
            assert_eq!(Evaluator::learned(rules).kind(), EvalKind::Learned, "{v}: learned weights ship");
            assert_eq!(Evaluator::network(rules).kind(), EvalKind::Network, "{v}: a network ships");
            assert_eq!(EvalKind::default_for(v), EvalKind::Network, "{v}");
            assert_eq!(Evaluator::of_kind(rules, EvalKind::Classic).kind(), EvalKind::Classic);
        }
        assert_eq!("Learned".parse::<EvalKind>(), Ok(EvalKind::Learned));
        assert!("best".parse::<EvalKind>().unwrap_err().contains("classic, learned or network"));
    }

    #[test]
    fn hexdame_men_advance_towards_their_nine_cell_back_rank() {
        let rules = Variant::HexDame.rules();
        let e = Evaluator::classic(rules);
        // Off the back rank (which has its own bonus), further forward is better.
        let back = fen::read(rules, "W:Wb2:Bi9").unwrap();
        let forward = fen::read(rules, "W:Wd4:Bi9").unwrap();
        assert!(e.evaluate(&forward) > e.evaluate(&back));
        let t = &rules.topology;
        assert_eq!(e.steps_to_promote[0][t.parse("a1").unwrap().0 as usize], 8);
        assert_eq!(e.steps_to_promote[0][t.parse("e8").unwrap().0 as usize], 1);
        assert_eq!(e.steps_to_promote[1][t.parse("e2").unwrap().0 as usize], 1);
    }
}
