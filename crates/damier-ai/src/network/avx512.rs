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

use super::blocks::{Block, Source, TILE, checked_pointers};
use super::model::QA;

/// Proof that this processor has AVX-512 (its foundation and its 16-bit instructions): only
/// [`Avx512::detect`] makes one.
#[derive(Clone, Copy, Debug)]
pub(super) struct Avx512(());

impl Avx512 {
    pub(super) fn detect() -> Option<Avx512> {
        (std::arch::is_x86_feature_detected!("avx512f") && std::arch::is_x86_feature_detected!("avx512bw"))
            .then_some(Avx512(()))
    }

    /// [`super::blocks::apply`], for an even number of blocks.
    #[inline]
    pub(super) fn apply(self, sum: &mut [Block], source: Source, rows: &[Block], gone: &[u16], come: &[u16]) {
        // SAFETY: `self` proves the processor has AVX-512F and BW.
        unsafe { apply(sum, source, rows, gone, come) }
    }

    /// [`super::blocks::squared_dot`], for an even number of blocks.
    #[inline]
    pub(super) fn squared_dot(self, sums: &[Block], weights: &[Block]) -> i32 {
        // SAFETY: `self` proves the processor has AVX-512F and BW.
        unsafe { squared_dot(sums, weights) }
    }
}

/// Registers of a tile (eight of AVX-512's thirty-two), two blocks each: twice the blocks of
/// [`super::avx2`]'s tile.
const PAIRS: usize = TILE;

#[target_feature(enable = "avx512f,avx512bw")]
fn apply(sum: &mut [Block], source: Source, rows: &[Block], gone: &[u16], come: &[u16]) {
    assert!(sum.len().is_multiple_of(2), "registers of two blocks");
    // Registers of an accumulator, and of a row.
    let pairs = sum.len() / 2;
    let (from, to, rows) = checked_pointers(sum, source, rows, gone, come);
    let (from, to, rows) = (from.cast::<__m512i>(), to.cast::<__m512i>(), rows.cast::<__m512i>());
    let mut start = 0;
    while start + PAIRS <= pairs {
        // SAFETY: registers `start..start + PAIRS` of `from` and `to` and of each listed row exist.
        unsafe { apply_tile::<PAIRS>(from, to, rows, pairs, start, gone, come) };
        start += PAIRS;
    }
    while start < pairs {
        // SAFETY: as above, for register `start`.
        unsafe { apply_tile::<1>(from, to, rows, pairs, start, gone, come) };
        start += 1;
    }
}

/// The `N` registers from `start`, held while every row is added or taken out (`from` may be
/// `to`: each register is read before it is written).
///
/// # Safety
/// Registers `start..start + N` of `from`, `to` and of every listed input's row of `width`
/// registers in `rows` must exist.
#[target_feature(enable = "avx512f,avx512bw")]
#[inline]
unsafe fn apply_tile<const N: usize>(
    from: *const __m512i,
    to: *mut __m512i,
    rows: *const __m512i,
    width: usize,
    start: usize,
    gone: &[u16],
    come: &[u16],
) {
    let mut tile = [_mm512_setzero_si512(); N];
    // SAFETY: the caller's promise covers every pointer read and written here.
    unsafe {
        for (k, t) in tile.iter_mut().enumerate() {
            *t = _mm512_loadu_si512(from.add(start + k));
        }
        for &input in gone {
            let row = rows.add(usize::from(input) * width + start);
            for (k, t) in tile.iter_mut().enumerate() {
                *t = _mm512_sub_epi16(*t, _mm512_loadu_si512(row.add(k)));
            }
        }
        for &input in come {
            let row = rows.add(usize::from(input) * width + start);
            for (k, t) in tile.iter_mut().enumerate() {
                *t = _mm512_add_epi16(*t, _mm512_loadu_si512(row.add(k)));
            }
        }
        for (k, t) in tile.iter().enumerate() {
            _mm512_storeu_si512(to.add(start + k), *t);
        }
    }
}

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
