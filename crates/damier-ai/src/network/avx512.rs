//! The network's two loops in AVX-512 instructions, for the processors that have them: the
//! loops of [`super::avx2`] over 64-byte registers, two blocks at once, so an accumulator of
//! 256 units is one tile of eight registers and each changed row half the instructions. The same
//! integer arithmetic as [`super::blocks`], so the scores are the same. Used for accumulators of
//! an even number of blocks (every shipped network's).
//!
//! The unsafe parts, as in [`super::avx2`]: calling functions compiled for AVX-512, which only
//! [`Avx512::detect`]'s proof allows, and reading and writing blocks by pointer, the bounds
//! checked once a call.

#![allow(unsafe_code)]

use std::arch::x86_64::{
    __m512i, _mm512_add_epi16, _mm512_add_epi32, _mm512_loadu_si512, _mm512_madd_epi16, _mm512_max_epi16,
    _mm512_min_epi16, _mm512_mullo_epi16, _mm512_reduce_add_epi32, _mm512_set1_epi16, _mm512_setzero_si512,
    _mm512_srli_epi16, _mm512_storeu_si512, _mm512_sub_epi16,
};

use super::blocks::{Block, Source, Update, vector_apply};
use super::bounds::QA;

/// Proof that this processor has AVX-512 (its foundation and its 16-bit instructions): only
/// [`Avx512::detect`] makes one.
#[derive(Clone, Copy, Debug)]
pub(super) struct Avx512(());

impl Avx512 {
    pub(super) fn detect() -> Option<Avx512> {
        (std::arch::is_x86_feature_detected!("avx512f") && std::arch::is_x86_feature_detected!("avx512bw"))
            .then_some(Avx512(()))
    }

    /// [`super::blocks::apply`], for an even number of blocks a view.
    #[inline]
    pub(super) fn apply(self, sums: &mut [Block], source: Source, rows: &[Block], update: Update) {
        // SAFETY: `self` proves the processor has AVX-512F and BW.
        unsafe { apply(sums, source, rows, update) }
    }

    /// [`super::blocks::squared_dot`], for an even number of blocks.
    #[inline]
    pub(super) fn squared_dot(self, sums: &[Block], weights: &[Block]) -> i32 {
        // SAFETY: `self` proves the processor has AVX-512F and BW.
        unsafe { squared_dot(sums, weights) }
    }
}

// Registers of two blocks; a tile of `TILE` of them, eight of AVX-512's thirty-two, holds
// twice the blocks of AVX2's.
vector_apply!(
    "avx512f,avx512bw",
    __m512i,
    2,
    _mm512_setzero_si512,
    _mm512_loadu_si512,
    _mm512_storeu_si512,
    _mm512_add_epi16,
    _mm512_sub_epi16
);

#[target_feature(enable = "avx512f,avx512bw")]
fn squared_dot(sums: &[Block], weights: &[Block]) -> i32 {
    let pairs = sums.len() / 2;
    assert!(sums.len().is_multiple_of(2) && weights.len() >= sums.len(), "registers of two blocks");
    let zero = _mm512_setzero_si512();
    let one = _mm512_set1_epi16(QA as i16);
    let half = _mm512_set1_epi16(128);
    let mut total = zero;
    let (sums, weights) = (sums.as_ptr().cast::<__m512i>(), weights.as_ptr().cast::<__m512i>());
    for k in 0..pairs {
        // SAFETY: both slices hold `pairs` registers (checked above).
        let (a, w) = unsafe { (_mm512_loadu_si512(sums.add(k)), _mm512_loadu_si512(weights.add(k))) };
        let clipped = _mm512_min_epi16(_mm512_max_epi16(a, zero), one);
        // c² ≤ 65025 and c² + 128 fit 16 bits unsigned; the logical shift reads them so.
        let squared = _mm512_srli_epi16::<8>(_mm512_add_epi16(_mm512_mullo_epi16(clipped, clipped), half));
        total = _mm512_add_epi32(total, _mm512_madd_epi16(squared, w));
    }
    _mm512_reduce_add_epi32(total)
}
