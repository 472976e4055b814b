//! Which instructions run the network's two loops: the widest this processor has, since each
//! gives the same integers ([`super::blocks`] on any processor, [`super::avx2`], and
//! [`super::avx512`] for accumulators of an even number of blocks).

#[cfg(target_arch = "x86_64")]
use super::avx2::Avx2;
#[cfg(target_arch = "x86_64")]
use super::avx512::Avx512;
use super::blocks::{self, Block, Source, Update};

/// A set of instructions for the loops; the processor's proof comes with each beyond the portable.
#[derive(Clone, Copy, Debug)]
pub(super) enum Kernel {
    Portable,
    #[cfg(target_arch = "x86_64")]
    Avx2(Avx2),
    #[cfg(target_arch = "x86_64")]
    Avx512(Avx512),
}

impl Kernel {
    /// Every kernel this processor can run on accumulators of `blocks` blocks, the fastest first.
    #[cfg_attr(not(target_arch = "x86_64"), allow(unused_variables))]
    pub(super) fn available(blocks: usize) -> Vec<Kernel> {
        let mut kernels = Vec::new();
        #[cfg(target_arch = "x86_64")]
        {
            kernels.extend(Avx512::detect().filter(|_| blocks.is_multiple_of(2)).map(Kernel::Avx512));
            kernels.extend(Avx2::detect().map(Kernel::Avx2));
        }
        kernels.push(Kernel::Portable);
        kernels
    }

    /// Sets each view's accumulator (the halves of `sums`) to `source`'s sums less the rows of
    /// its inputs in `update.gone`, plus those in `update.come`.
    #[inline]
    pub(super) fn apply(self, sums: &mut [Block], source: Source, rows: &[Block], update: Update) {
        match self {
            Kernel::Portable => blocks::apply(sums, source, rows, update),
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2(avx2) => avx2.apply(sums, source, rows, update),
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx512(avx512) => avx512.apply(sums, source, rows, update),
        }
    }

    /// The squared units of an accumulator times their output weights.
    #[inline]
    pub(super) fn squared_dot(self, sums: &[Block], weights: &[Block]) -> i32 {
        match self {
            Kernel::Portable => blocks::squared_dot(sums, weights),
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2(avx2) => avx2.squared_dot(sums, weights),
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx512(avx512) => avx512.squared_dot(sums, weights),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::network::blocks::LANES;

    #[test]
    fn every_kernel_reads_an_input_past_the_last_row_as_the_last_row() {
        // Accumulators of 4 blocks a view (64 units), rows for 3 inputs.
        let width = 4;
        let rows: Vec<Block> = (0..3 * width)
            .map(|b| Block(std::array::from_fn(|lane| (b * LANES + lane) as i16 - 90)))
            .collect();
        let biases = vec![Block([7; LANES]); width];
        for kernel in Kernel::available(width) {
            let sums = |come: [&[u16]; 2]| {
                let mut sums = vec![Block::default(); 2 * width];
                kernel.apply(&mut sums, Source::Other(&biases), &rows, Update { gone: [&[], &[]], come });
                sums
            };
            let past = sums([&[0, u16::MAX], &[400]]);
            assert_eq!(past, sums([&[0, 2], &[2]]), "{kernel:?}");
            assert_ne!(past, sums([&[0, 1], &[1]]), "{kernel:?}: the rows differ");
        }
    }
}
