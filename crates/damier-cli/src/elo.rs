//! The Elo difference a match result suggests, with its 95 % error bar.
//!
//! The score `s` (wins and half the draws, over the games) maps to an Elo difference through the
//! logistic curve `Elo(s) = -400·log10(1/s - 1)`. The error bar is the trinomial one (as
//! cutechess and ordo compute it): each game scores 1, ½ or 0, the variance is taken from the
//! sample, the score's standard error is `σ/√n`, and `s ± 1.96·σ/√n` is mapped through the same
//! curve. At 0 % or 100 % no difference can be estimated: only a bound is given, from the
//! Wilson interval (`n/(n + 1.96²)` is the lowest score an all-win result is consistent with).

use serde::Serialize;

/// The normal quantile for a two-sided 95 % interval.
const Z95: f64 = 1.96;

/// The Elo difference a score (0 < s < 1) means.
pub fn elo(score: f64) -> f64 {
    // `+ 0.0` turns -0 (an even score) into 0.
    -400.0 * (1.0 / score - 1.0).log10() + 0.0
}

/// A match result seen as an Elo difference.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Estimate {
    /// Score fraction, 0 to 1.
    pub score: f64,
    /// The Elo difference; `None` at 0 % or 100 %.
    pub elo: Option<f64>,
    /// The 95 % interval's ends; `None` where it is unbounded.
    pub low: Option<f64>,
    pub high: Option<f64>,
    /// Half the interval's width, when both ends are finite.
    pub error: Option<f64>,
}

/// The estimate for `wins`, `draws` and `losses`; `None` when no game was played.
pub fn estimate(wins: u32, draws: u32, losses: u32) -> Option<Estimate> {
    let n = f64::from(wins + draws + losses);
    if n == 0.0 {
        return None;
    }
    let (w, d, l) = (f64::from(wins), f64::from(draws), f64::from(losses));
    let score = (w + d / 2.0) / n;
    if losses + draws == 0 || wins + draws == 0 {
        // All won (or all lost): only a bound.
        let bound = n / (n + Z95 * Z95);
        let (low, high) = if wins > 0 { (Some(elo(bound)), None) } else { (None, Some(elo(1.0 - bound))) };
        return Some(Estimate { score, elo: None, low, high, error: None });
    }
    let variance = (w * (1.0 - score).powi(2) + d * (0.5 - score).powi(2) + l * score.powi(2)) / n;
    let margin = Z95 * (variance / n).sqrt();
    let (lo, hi) = (score - margin, score + margin);
    let low = (lo > 0.0).then(|| elo(lo));
    let high = (hi < 1.0).then(|| elo(hi));
    let error = low.zip(high).map(|(a, b)| (b - a) / 2.0);
    Some(Estimate { score, elo: Some(elo(score)), low, high, error })
}

impl Estimate {
    /// `+191 ± 95 (95 %)`, or a bound (`> +300 (95 %), every game won`).
    pub fn describe(&self) -> String {
        match (self.elo, self.low, self.high, self.error) {
            (Some(e), _, _, Some(0.0)) => {
                format!("{e:+.0} ± 0 (95 %; every game drawn: no spread to measure)")
            }
            (Some(e), _, _, Some(err)) => format!("{e:+.0} ± {err:.0} (95 %)"),
            (Some(e), low, high, None) => {
                let end =
                    |x: Option<f64>, unbounded: &str| x.map_or(unbounded.to_string(), |x| format!("{x:+.0}"));
                format!("{e:+.0} (95 %: {} to {})", end(low, "-infinity"), end(high, "+infinity"))
            }
            (None, Some(low), _, _) => format!("> {low:+.0} (95 % bound: every game won)"),
            (None, _, Some(high), _) => format!("< {high:+.0} (95 % bound: every game lost)"),
            _ => "unknown".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    #[test]
    fn the_logistic_curve_at_known_scores() {
        assert!(close(elo(0.5), 0.0, 1e-9));
        assert!(close(elo(0.75), 190.85, 0.01));
        assert!(close(elo(0.25), -190.85, 0.01));
        assert!(close(elo(0.9), 381.70, 0.01));
        assert!(close(elo(0.64), 100.0, 0.5));
    }

    #[test]
    fn seventy_five_percent_is_plus_191() {
        let e = estimate(15, 0, 5).unwrap();
        assert!(close(e.score, 0.75, 1e-12));
        assert!(close(e.elo.unwrap(), 190.85, 0.01));
        assert_eq!(e.describe().split(' ').next(), Some("+191"));
        // With draws: 10 wins and 10 draws of 20 is 75 % too, with a smaller variance.
        let drawn = estimate(10, 10, 0).unwrap();
        assert!(close(drawn.elo.unwrap(), 190.85, 0.01));
        assert!(drawn.error.unwrap() < e.error.unwrap());
    }

    #[test]
    fn the_trinomial_error_bar() {
        // 30 wins, 40 draws, 30 losses: s = 0.5, variance 0.15, standard error √0.0015, so the
        // interval is 0.5 ± 0.075910 and Elo(0.575910) = 53.16.
        let e = estimate(30, 40, 30).unwrap();
        assert!(close(e.elo.unwrap(), 0.0, 1e-9));
        assert!(close(e.error.unwrap(), 53.16, 0.01), "{e:?}");
        assert!(close(e.low.unwrap(), -53.16, 0.01) && close(e.high.unwrap(), 53.16, 0.01));
        // 75 % from 15 wins and 5 losses of 20: variance 0.1875, s ± 0.18977.
        let e = estimate(15, 0, 5).unwrap();
        assert!(close(e.low.unwrap(), elo(0.75 - 0.189770), 0.05), "{e:?}");
        assert!(close(e.high.unwrap(), elo(0.75 + 0.189770), 0.05), "{e:?}");
        assert!(e.describe().starts_with("+191 ± "));
        // All draws: no variance in the sample.
        assert_eq!(estimate(0, 4, 0).unwrap().error, Some(0.0));
        assert!(estimate(0, 4, 0).unwrap().describe().contains("every game drawn"));
    }

    #[test]
    fn an_interval_that_leaves_zero_to_one_is_open() {
        // 2 wins and a loss: s = 2/3, but s + 1.96σ/√n > 1.
        let e = estimate(2, 0, 1).unwrap();
        assert!(e.high.is_none() && e.low.is_some() && e.error.is_none());
        assert!(e.describe().contains("to +infinity"), "{}", e.describe());
    }

    #[test]
    fn all_won_or_all_lost_is_a_bound() {
        let won = estimate(10, 0, 0).unwrap();
        assert_eq!(won.elo, None);
        // Wilson: 10 / (10 + 3.8416) = 0.72246, Elo +166.2.
        assert!(close(won.low.unwrap(), 166.2, 0.05), "{won:?}");
        assert!(won.describe().starts_with("> +166"));
        let lost = estimate(0, 0, 10).unwrap();
        assert!(close(lost.high.unwrap(), -166.2, 0.05));
        assert!(lost.describe().starts_with("< -166"));
        assert_eq!(estimate(0, 0, 0), None);
    }
}
