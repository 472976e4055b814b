//! Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013): a player's rating, its
//! deviation (how sure it is) and its volatility, updated from results against rated opponents.

/// A rating on the Glicko scale (1500 a new player's).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

/// One game against an opponent of this rating and deviation; `score` 1 a win, 0.5 a draw, 0 a
/// loss.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RatedResult {
    pub rating: f64,
    pub deviation: f64,
    pub score: f64,
}

/// How fast the volatility may change (Glickman suggests 0.3 to 1.2).
const TAU: f64 = 0.5;
/// The Glicko-2 scale's factor.
const SCALE: f64 = 173.7178;
const CONVERGENCE: f64 = 0.000_001;

impl Default for Rating {
    fn default() -> Rating {
        Rating { rating: 1500.0, deviation: 350.0, volatility: 0.06 }
    }
}

impl Rating {
    /// The rating after one rating period with these games (none: the deviation grows).
    pub fn after(self, games: &[RatedResult]) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        if games.is_empty() {
            let grown = (phi * phi + self.volatility * self.volatility).sqrt();
            return Rating { deviation: (grown * SCALE).min(350.0), ..self };
        }
        let g = |phi_j: f64| 1.0 / (1.0 + 3.0 * phi_j * phi_j / (std::f64::consts::PI.powi(2))).sqrt();
        let expected = |mu_j: f64, phi_j: f64| 1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp());
        let (mut inverse_v, mut delta_sum) = (0.0, 0.0);
        for game in games {
            let (mu_j, phi_j) = ((game.rating - 1500.0) / SCALE, game.deviation / SCALE);
            let e = expected(mu_j, phi_j);
            inverse_v += g(phi_j).powi(2) * e * (1.0 - e);
            delta_sum += g(phi_j) * (game.score - e);
        }
        let v = 1.0 / inverse_v;
        let delta = v * delta_sum;
        let sigma = self.new_volatility(phi, v, delta);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let new_phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let new_mu = mu + new_phi * new_phi * delta_sum;
        Rating { rating: 1500.0 + SCALE * new_mu, deviation: SCALE * new_phi, volatility: sigma }
    }

    /// The new volatility: the root of Glickman's f by the Illinois algorithm (his step 5).
    fn new_volatility(self, phi: f64, v: f64, delta: f64) -> f64 {
        let a = (self.volatility * self.volatility).ln();
        let f = |x: f64| {
            let ex = x.exp();
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2))
                - (x - a) / (TAU * TAU)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * TAU) < 0.0 {
                k += 1.0;
            }
            a - k * TAU
        };
        let (mut f_a, mut f_b) = (f(big_a), f(big_b));
        while (big_b - big_a).abs() > CONVERGENCE {
            let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
            let f_c = f(c);
            if f_c * f_b <= 0.0 {
                (big_a, f_a) = (big_b, f_b);
            } else {
                f_a /= 2.0;
            }
            (big_b, f_b) = (c, f_c);
        }
        (big_a / 2.0).exp()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Glickman's worked example: 1500 (RD 200, σ 0.06) against 1400 (30) won, 1550 (100) lost
    /// and 1700 (300) lost becomes 1464.06 (RD 151.52, σ 0.05999).
    #[test]
    fn glickmans_example() {
        let player = Rating { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
        let games = [
            RatedResult { rating: 1400.0, deviation: 30.0, score: 1.0 },
            RatedResult { rating: 1550.0, deviation: 100.0, score: 0.0 },
            RatedResult { rating: 1700.0, deviation: 300.0, score: 0.0 },
        ];
        let after = player.after(&games);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_period_without_games_makes_the_rating_less_sure_never_past_a_new_players() {
        let player = Rating { rating: 1600.0, deviation: 100.0, volatility: 0.06 };
        let after = player.after(&[]);
        assert_eq!(after.rating, 1600.0);
        assert!(after.deviation > 100.0 && after.deviation < 101.0, "{after:?}");
        assert_eq!(Rating::default().after(&[]).deviation, 350.0);
    }
}
