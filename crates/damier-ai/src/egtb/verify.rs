//! A stored table checked against the rules, one ply deep: every value must follow from the
//! values its moves lead to. `damier-cli egtb verify` runs it on a sample of each table (a table
//! set made elsewhere, or after a change to the solver); the tests run it on small signatures.

use damier_rules::{MaterialRule, Position, fen};

use super::{CAP, Signature, Tables, Value};

/// A position whose stored value does not follow from its moves.
#[derive(Debug)]
pub struct Mismatch {
    pub fen: String,
    pub stored: Value,
    pub expected: Value,
}

impl Tables {
    /// Checks about `sample` positions of `sig`'s table, spread evenly over its numbering: how
    /// many were positions (the others number none), or the first that does not follow from its
    /// moves. `None` when `sig` has no table here. Every table `sig` leads to must be loaded.
    pub fn verify(&self, sig: Signature, sample: usize) -> Option<Result<usize, Mismatch>> {
        let table = self.tables.get(&sig)?;
        let mut checked = 0;
        for index in (0..table.layout.size).step_by(table.layout.size / sample.max(1) + 1) {
            let Some(pos) = table.layout.position(index) else { continue };
            let (stored, expected) = (table.value(&pos), self.value_by_moves(&pos));
            if stored != expected {
                return Some(Err(Mismatch { fen: fen::write(&pos), stored, expected }));
            }
            checked += 1;
        }
        Some(Ok(checked))
    }

    /// What `pos` is worth by its moves' stored values: the quickest win, else a draw, else the
    /// longest loss, a capture or a material-rule change counting one ply (a fresh count
    /// starts).
    fn value_by_moves(&self, pos: &Position) -> Value {
        let rule = MaterialRule::of(pos);
        let (mut best_win, mut longest_loss, mut draw) = (None::<u16>, 0u16, false);
        for mv in &pos.legal_moves() {
            let child = pos.after(mv);
            let exit = super::ends_stretch(rule, mv, &child);
            let (value, plies) = if exit {
                (self.fresh(&child).expect("a fresh probe always answers"), 1)
            } else {
                let v = self.stored(&child).expect("the tables it leads to are loaded");
                (v, v.distance().map_or(0, |d| (d + 1).min(CAP)))
            };
            match value {
                Value::Loss(_) => best_win = Some(best_win.map_or(plies, |b| b.min(plies))),
                Value::Win(_) => longest_loss = longest_loss.max(plies),
                Value::Draw => draw = true,
            }
        }
        match (best_win, draw) {
            (Some(d), _) => Value::Win(d),
            (None, true) => Value::Draw,
            (None, false) => Value::Loss(longest_loss),
        }
    }
}
