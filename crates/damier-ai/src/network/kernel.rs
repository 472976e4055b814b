//! Which instructions run the network's two loops: the widest this processor has, since each
//! gives the same integers ([`super::blocks`] on any processor, [`super::avx2`], and
//! [`super::avx512`] for accumulators of an even number of blocks).

#[cfg(target_arch = "x86_64")]
use super::avx2::Avx2;
#[cfg(target_arch = "x86_64")]
use super::avx512::Avx512;
use super::blocks::{self, Block, Source};

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

    /// Sets `sum` to `source`'s sums less the rows of the inputs in `gone`, plus those in `come`.
    #[inline]
    pub(super) fn apply(self, sum: &mut [Block], source: Source, rows: &[Block], gone: &[u16], come: &[u16]) {
        match self {
            Kernel::Portable => blocks::apply(sum, source, rows, gone, come),
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2(avx2) => avx2.apply(sum, source, rows, gone, come),
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx512(avx512) => avx512.apply(sum, source, rows, gone, come),
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
