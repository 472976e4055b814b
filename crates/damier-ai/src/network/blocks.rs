//! The integer loops of the network over 32-byte blocks of sixteen 16-bit numbers (one AVX2
//! register a block), as any processor runs them: a tile of blocks is brought up to date by
//! every changed input's row at once. [`super::avx2`] and [`super::avx512`] have the same loops in
//! vector instructions.

use super::bounds::QA;

/// Numbers in a block.
pub(super) const LANES: usize = 16;
/// Blocks of an accumulator brought up to date at once: eight of AVX2's sixteen registers.
pub(super) const TILE: usize = 8;

/// Sixteen 16-bit sums or weights.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(C, align(32))]
pub(super) struct Block(pub(super) [i16; LANES]);

impl Block {
    #[inline(always)]
    fn add(&mut self, other: &Block) {
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            *a = a.wrapping_add(*b);
        }
    }

    #[inline(always)]
    fn sub(&mut self, other: &Block) {
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            *a = a.wrapping_sub(*b);
        }
    }
}

/// The sums an update starts from: the accumulator's own, or other blocks (the biases, for fresh
/// sums), read and written in one pass instead of copied first.
#[derive(Clone, Copy)]
pub(super) enum Source<'a> {
    Itself,
    Other(&'a [Block]),
}

/// What an update does to each view's accumulator (White's, then Black's): the inputs whose
/// rows it takes out, and those whose rows it adds.
#[derive(Clone, Copy)]
pub(super) struct Update<'a> {
    pub(super) gone: [&'a [u16]; 2],
    pub(super) come: [&'a [u16]; 2],
}

/// A view's sums as pointers: those an update starts from, and those it writes.
#[cfg(target_arch = "x86_64")]
pub(super) type ViewPointers = (*const Block, *mut Block);

/// An update's arrays as pointers for the vector kernels' reads and writes: each view's (from,
/// to), the rows, and the last row's input. What those unchecked accesses rely on is checked
/// once a call: both views' sums are `sums`' halves, another source has a half's length, and
/// `rows` is whole rows of a half's length. The kernels read an input past the last row as the
/// last row (one instruction a row) instead of checking each list first: the lists come from
/// [`super::Inputs`], whose inputs are all rows (that check, and a call for each view, were
/// 2.3 % of the search's instructions from the International start).
#[cfg(target_arch = "x86_64")]
pub(super) fn checked_pointers(
    sums: &mut [Block],
    source: Source,
    rows: &[Block],
) -> ([ViewPointers; 2], *const Block, usize) {
    let width = sums.len() / 2;
    assert!(width > 0 && sums.len() == 2 * width, "two views' sums");
    assert!(rows.len() >= width && rows.len().is_multiple_of(width), "whole rows");
    let (white, black) = sums.split_at_mut(width);
    let (to, black) = (white.as_mut_ptr(), black.as_mut_ptr());
    let from = match source {
        Source::Itself => [to.cast_const(), black.cast_const()],
        Source::Other(from) => {
            assert_eq!(from.len(), width);
            [from.as_ptr(); 2]
        }
    };
    ([(from[0], to), (from[1], black)], rows.as_ptr(), rows.len() / width - 1)
}

/// A vector kernel's accumulator update ([`apply`] in its instructions), written once for both
/// register widths: expands to that kernel's `apply` and its `apply_tile`. `$register` holds
/// `$blocks` blocks; `$zero`, `$load`, `$store`, `$add` and `$sub` are its instructions, all
/// compiled for `$feature`. Both views in one call; the reads and writes go by pointer, bounds
/// checked once a call ([`checked_pointers`]).
#[cfg(target_arch = "x86_64")]
macro_rules! vector_apply {
    ($feature:literal, $register:ty, $blocks:expr, $zero:ident, $load:ident, $store:ident, $add:ident, $sub:ident) => {
        #[target_feature(enable = $feature)]
        fn apply(sums: &mut [Block], source: Source, rows: &[Block], update: super::blocks::Update) {
            assert!(sums.len().is_multiple_of(2 * $blocks), "two views of whole registers");
            // Registers of a view's accumulator, and of a row.
            let width = sums.len() / 2 / $blocks;
            let (views, rows, last) = super::blocks::checked_pointers(sums, source, rows);
            let rows = rows.cast::<$register>();
            for (view, (from, to)) in views.into_iter().enumerate() {
                let (from, to) = (from.cast::<$register>(), to.cast::<$register>());
                let lists = (update.gone[view], update.come[view], last);
                let mut start = 0;
                while start + super::blocks::TILE <= width {
                    // SAFETY: registers `start..start + TILE` of `from` and `to` and of each
                    // row up to `last` exist.
                    unsafe { apply_tile::<{ super::blocks::TILE }>(from, to, rows, width, start, lists) };
                    start += super::blocks::TILE;
                }
                // The registers left, fewer than a tile, in one pass over the rows (AVX-512's
                // registers of a 128-unit accumulator are half a tile, of a 64-unit one a
                // quarter).
                const { assert!(super::blocks::TILE == 8, "an arm for each count below a tile") };
                // SAFETY: as above, for registers `start..width`.
                unsafe {
                    match width - start {
                        0 => {}
                        1 => apply_tile::<1>(from, to, rows, width, start, lists),
                        2 => apply_tile::<2>(from, to, rows, width, start, lists),
                        3 => apply_tile::<3>(from, to, rows, width, start, lists),
                        4 => apply_tile::<4>(from, to, rows, width, start, lists),
                        5 => apply_tile::<5>(from, to, rows, width, start, lists),
                        6 => apply_tile::<6>(from, to, rows, width, start, lists),
                        _ => apply_tile::<7>(from, to, rows, width, start, lists),
                    }
                }
            }
        }

        /// The `N` registers from `start`, held while the rows of the inputs in `gone` are taken
        /// out and those in `come` added (`from` may be `to`: each register is read before it
        /// is written). An input past `last` reads row `last`.
        ///
        /// # Safety
        /// Registers `start..start + N` of `from`, `to` and of rows `0..=last` of `width`
        /// registers in `rows` must exist, aligned as `$load` and `$store` need.
        #[target_feature(enable = $feature)]
        #[inline]
        unsafe fn apply_tile<const N: usize>(
            from: *const $register,
            to: *mut $register,
            rows: *const $register,
            width: usize,
            start: usize,
            (gone, come, last): (&[u16], &[u16], usize),
        ) {
            let mut tile = [$zero(); N];
            // SAFETY: the caller's promise covers every pointer read and written here.
            unsafe {
                for (k, t) in tile.iter_mut().enumerate() {
                    *t = $load(from.add(start + k));
                }
                for &input in gone {
                    let row = rows.add(usize::from(input).min(last) * width + start);
                    for (k, t) in tile.iter_mut().enumerate() {
                        *t = $sub(*t, $load(row.add(k)));
                    }
                }
                for &input in come {
                    let row = rows.add(usize::from(input).min(last) * width + start);
                    for (k, t) in tile.iter_mut().enumerate() {
                        *t = $add(*t, $load(row.add(k)));
                    }
                }
                for (k, t) in tile.iter().enumerate() {
                    $store(to.add(start + k), *t);
                }
            }
        }
    };
}
#[cfg(target_arch = "x86_64")]
pub(super) use vector_apply;

/// Sets each view's accumulator (White's, then Black's, the halves of `sums`) to `source`'s sums
/// (its own, or the same blocks for both) less the rows of its inputs in `update.gone`, plus
/// those in `update.come` (`rows`: each input's row of a half's blocks; an input past the last
/// row reads the last row, as in the vector kernels).
#[inline(always)]
pub(super) fn apply(sums: &mut [Block], source: Source, rows: &[Block], update: Update) {
    let (white, black) = sums.split_at_mut(sums.len() / 2);
    let last = (rows.len() / white.len()).saturating_sub(1);
    for (view, sum) in [white, black].into_iter().enumerate() {
        let lists = (update.gone[view], update.come[view], last);
        let width = sum.len();
        let mut start = 0;
        while start + TILE <= width {
            apply_tile::<TILE>(sum, source, rows, start, lists);
            start += TILE;
        }
        while start < width {
            apply_tile::<1>(sum, source, rows, start, lists);
            start += 1;
        }
    }
}

/// [`apply`] on one view's `N` blocks from `start`, held in registers meanwhile.
#[inline(always)]
fn apply_tile<const N: usize>(
    sum: &mut [Block],
    source: Source,
    rows: &[Block],
    start: usize,
    (gone, come, last): (&[u16], &[u16], usize),
) {
    let width = sum.len();
    let target = &mut sum[start..start + N];
    let mut tile: [Block; N] = match source {
        Source::Itself => std::array::from_fn(|k| target[k]),
        Source::Other(from) => std::array::from_fn(|k| from[start + k]),
    };
    for &input in gone {
        let row = &rows[usize::from(input).min(last) * width + start..][..N];
        for (t, r) in tile.iter_mut().zip(row) {
            t.sub(r);
        }
    }
    for &input in come {
        let row = &rows[usize::from(input).min(last) * width + start..][..N];
        for (t, r) in tile.iter_mut().zip(row) {
            t.add(r);
        }
    }
    target.copy_from_slice(&tile);
}

/// `Σ (clamp(a, 0, QA)² / 256, rounded) × w`: the squared clipped units times their output
/// weights.
#[inline(always)]
pub(super) fn squared_dot(sums: &[Block], weights: &[Block]) -> i32 {
    let mut lanes = [0i32; LANES];
    for (a, w) in sums.iter().zip(weights) {
        for ((lane, &x), &weight) in lanes.iter_mut().zip(&a.0).zip(&w.0) {
            let c = x.clamp(0, QA as i16) as u16;
            let squared = ((c * c + 128) >> 8) as i16;
            *lane += i32::from(squared) * i32::from(weight);
        }
    }
    lanes.iter().sum()
}

/// `values` (a multiple of [`LANES`]) as blocks.
pub(super) fn blocks_of(values: &[i16]) -> Vec<Block> {
    values.chunks_exact(LANES).map(|c| Block(c.try_into().expect("a block"))).collect()
}
