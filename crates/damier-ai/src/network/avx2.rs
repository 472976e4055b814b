//! The network's two loops in AVX2 instructions, for the processors that have them (the program
//! is built for x86-64 processors without them; compiled for them, the loops are about half as
//! fast again). The same integer arithmetic as [`super::blocks`], so the scores are the same.
//!
//! The unsafe parts: calling functions compiled for AVX2, which only [`Avx2::detect`]'s proof
//! that the processor has it allows; loading a [`Block`] as a register (a block is 32 bytes
//! aligned to 32, exactly a register); and the accumulator update's reads and writes by pointer,
//! its bounds checked once a call instead of at every block (a leaf's update runs a few hundred
//! of them).

#![allow(unsafe_code)]

use std::arch::x86_64::{
    __m256i, _mm_add_epi32, _mm_cvtsi128_si32, _mm_shuffle_epi32, _mm256_add_epi16, _mm256_add_epi32,
    _mm256_castsi256_si128, _mm256_extracti128_si256, _mm256_load_si256, _mm256_madd_epi16, _mm256_max_epi16,
    _mm256_min_epi16, _mm256_mullo_epi16, _mm256_set1_epi16, _mm256_setzero_si256, _mm256_srli_epi16,
    _mm256_store_si256, _mm256_sub_epi16,
};

use super::blocks::{Block, Source, Update, vector_apply};
use super::bounds::QA;

/// Proof that this processor has AVX2: only [`Avx2::detect`] makes one.
#[derive(Clone, Copy, Debug)]
pub(super) struct Avx2(());

impl Avx2 {
    pub(super) fn detect() -> Option<Avx2> {
        std::arch::is_x86_feature_detected!("avx2").then_some(Avx2(()))
    }

    /// [`super::blocks::apply`].
    #[inline]
    pub(super) fn apply(self, sums: &mut [Block], source: Source, rows: &[Block], update: Update) {
        // SAFETY: `self` proves the processor has AVX2.
        unsafe { apply(sums, source, rows, update) }
    }

    /// [`super::blocks::squared_dot`].
    #[inline]
    pub(super) fn squared_dot(self, sums: &[Block], weights: &[Block]) -> i32 {
        // SAFETY: `self` proves the processor has AVX2.
        unsafe { squared_dot(sums, weights) }
    }
}

#[target_feature(enable = "avx2")]
#[inline]
fn load(block: &Block) -> __m256i {
    // SAFETY: a block is 32 bytes aligned to 32, what the aligned load reads.
    unsafe { _mm256_load_si256((block as *const Block).cast()) }
}

vector_apply!(
    "avx2",
    __m256i,
    1,
    _mm256_setzero_si256,
    _mm256_load_si256,
    _mm256_store_si256,
    _mm256_add_epi16,
    _mm256_sub_epi16
);

#[target_feature(enable = "avx2")]
fn squared_dot(sums: &[Block], weights: &[Block]) -> i32 {
    let zero = _mm256_setzero_si256();
    let one = _mm256_set1_epi16(QA as i16);
    let half = _mm256_set1_epi16(128);
    let mut total = zero;
    for (a, w) in sums.iter().zip(weights) {
        let clipped = _mm256_min_epi16(_mm256_max_epi16(load(a), zero), one);
        // c² ≤ 65025 and c² + 128 fit 16 bits unsigned; the logical shift reads them so.
        let squared = _mm256_srli_epi16::<8>(_mm256_add_epi16(_mm256_mullo_epi16(clipped, clipped), half));
        total = _mm256_add_epi32(total, _mm256_madd_epi16(squared, load(w)));
    }
    let halves = _mm_add_epi32(_mm256_castsi256_si128(total), _mm256_extracti128_si256::<1>(total));
    let pairs = _mm_add_epi32(halves, _mm_shuffle_epi32::<0b01_00_11_10>(halves));
    let one_lane = _mm_add_epi32(pairs, _mm_shuffle_epi32::<0b10_11_00_01>(pairs));
    _mm_cvtsi128_si32(one_lane)
}
