//! The table's memory: one block of zeroed 64-bit words, aligned to 2 MiB and, on Linux, asked
//! of the kernel in huge pages. The search reads the table at random places, and in 4 KiB pages
//! nearly every probe of a table of several MiB also misses the processor's cache of page
//! addresses; a 2 MiB page covers 512 times as much (docs/ENGINE.md, Speed).
#![allow(unsafe_code)]

use std::alloc::{Layout, alloc, dealloc, handle_alloc_error};
use std::ops::Deref;
use std::ptr::NonNull;
use std::sync::atomic::AtomicU64;

/// A huge page of x86-64 Linux.
const HUGE_PAGE: usize = 2 << 20;

/// `len` atomic words in one block that this value owns.
pub(super) struct Words {
    start: NonNull<AtomicU64>,
    len: usize,
    layout: Layout,
}

// SAFETY: `Words` owns its block alone and lends it only as a slice of atomics, which threads
// may share.
unsafe impl Send for Words {}
// SAFETY: as above.
unsafe impl Sync for Words {}

impl Words {
    /// `len` (at least one) words, all zero.
    pub(super) fn zeroed(len: usize) -> Words {
        let len = len.max(1);
        let bytes = len.checked_mul(size_of::<AtomicU64>()).expect("a table that fits in memory");
        let align = if bytes >= HUGE_PAGE { HUGE_PAGE } else { align_of::<AtomicU64>() };
        let layout = Layout::from_size_align(bytes, align).expect("a table that fits in memory");
        // SAFETY: the layout's size is not zero.
        let raw = unsafe { alloc(layout) };
        let Some(start) = NonNull::new(raw.cast::<AtomicU64>()) else { handle_alloc_error(layout) };
        if align == HUGE_PAGE {
            advise_huge_pages(raw, bytes);
        }
        // SAFETY: the block is ours and `bytes` long. Zero bytes are a valid `AtomicU64`; the
        // pages are first touched here, after the advice, so that the kernel can make them huge.
        unsafe { raw.write_bytes(0, bytes) };
        Words { start, len, layout }
    }
}

impl Deref for Words {
    type Target = [AtomicU64];

    fn deref(&self) -> &[AtomicU64] {
        // SAFETY: `start` holds `len` initialised words for as long as `self` lives.
        unsafe { std::slice::from_raw_parts(self.start.as_ptr(), self.len) }
    }
}

impl Drop for Words {
    fn drop(&mut self) {
        // SAFETY: the block was allocated with this layout and is freed once.
        unsafe { dealloc(self.start.as_ptr().cast(), self.layout) }
    }
}

/// Asks Linux to back the block with huge pages. Only advice: where the kernel has none to
/// give, the table works as well in small pages, a little slower.
#[cfg(target_os = "linux")]
fn advise_huge_pages(start: *mut u8, bytes: usize) {
    // SAFETY: the range is one block of ours, and the advice changes no byte in it.
    unsafe { libc::madvise(start.cast(), bytes, libc::MADV_HUGEPAGE) };
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages(_start: *mut u8, _bytes: usize) {}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::Ordering;

    #[test]
    fn blocks_small_and_huge_start_zeroed_and_aligned() {
        for len in [1, 3, HUGE_PAGE / 8, 3 * HUGE_PAGE / 8] {
            let words = Words::zeroed(len);
            assert_eq!(words.len(), len);
            assert!(words.iter().all(|w| w.load(Ordering::Relaxed) == 0));
            words[len - 1].store(7, Ordering::Relaxed);
            assert_eq!(words[len - 1].load(Ordering::Relaxed), 7);
            if len * 8 >= HUGE_PAGE {
                assert_eq!(words.as_ptr() as usize % HUGE_PAGE, 0, "{len} words");
            }
        }
    }
}
