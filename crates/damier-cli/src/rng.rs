//! SplitMix64, the standard generator (the state steps by the golden gamma, each number is the
//! state mixed by `damier_ai::splitmix`): small, seeded, the same on every machine, so that
//! openings and mined puzzles are reproducible from their seed.

/// The step between states: 2⁶⁴ divided by the golden ratio.
const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

pub(crate) struct SplitMix(u64);

impl SplitMix {
    pub(crate) fn new(seed: u64) -> SplitMix {
        SplitMix(seed)
    }

    pub(crate) fn next(&mut self) -> u64 {
        // `splitmix` adds the gamma itself before mixing: the number for the next state.
        let number = damier_ai::splitmix(self.0);
        self.0 = self.0.wrapping_add(GAMMA);
        number
    }

    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// A number in [0, 1).
    pub(crate) fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_standard_sequence() {
        // SplitMix64's published outputs for the seed 0.
        let mut rng = SplitMix::new(0);
        assert_eq!(
            [rng.next(), rng.next(), rng.next()],
            [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F]
        );
        let mut rng = SplitMix::new(u64::MAX);
        assert!((0..100).all(|_| rng.below(7) < 7));
    }
}
