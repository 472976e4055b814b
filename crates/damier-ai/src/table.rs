//! The transposition table, shared by the search threads without locks: each entry is two
//! 64-bit words, the key stored XOR the data, so that an entry torn by two threads writing at
//! once reads as a miss (the "lockless hashing" of Hyatt and Mann), never as a wrong hit.

use std::sync::atomic::Ordering;

use damier_rules::MoveFacts;

use memory::Words;

mod memory;

/// A move as the table remembers it: start, end and a fold of the captured set. Two moves of a
/// position may share an id only if they share start and end and their captured sets fold alike;
/// the search checks an id against the legal moves before use and only orders by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveId(u32);

impl MoveId {
    pub fn of(mv: &impl MoveFacts) -> MoveId {
        let c = mv.captured();
        let fold = (c ^ (c >> 64)) as u64;
        let fold = (fold ^ (fold >> 32)) as u32;
        let fold = (fold ^ (fold >> 16)) & 0xFFFF;
        MoveId(Self::ends(mv) | fold << 14)
    }

    /// Start and end: the id's low 14 bits.
    fn ends(mv: &impl MoveFacts) -> u32 {
        u32::from(mv.start().0) | u32::from(mv.end().0) << 7
    }

    /// Whether `mv` has this id: start and end compared first, since most moves differ there.
    #[inline]
    pub fn matches(self, mv: &impl MoveFacts) -> bool {
        self.0 & 0x3FFF == Self::ends(mv) && self == MoveId::of(mv)
    }

    fn bits(self) -> u64 {
        u64::from(self.0) & ((1 << 30) - 1)
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Bound {
    #[default]
    Exact,
    Lower,
    Upper,
}

/// What the table knows about a position.
#[derive(Clone, Copy, Debug)]
pub struct Hit {
    pub best: Option<MoveId>,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

// Data layout: bits 0..30 move id, 30 has-move, 31 always set (no entry is all zeros), 32..48 score, 48..56 depth + 1, 56..58 bound,
// 58..64 generation.
fn pack(hit: &Hit, generation: u8) -> u64 {
    let mv = hit.best.map_or(0, |m| m.bits() | 1 << 30);
    let score = u64::from(hit.score.clamp(i16::MIN as i32, i16::MAX as i32) as i16 as u16);
    let depth = (hit.depth.clamp(-1, 254) + 1) as u64;
    let bound = match hit.bound {
        Bound::Exact => 0,
        Bound::Lower => 1,
        Bound::Upper => 2,
    };
    mv | 1 << 31 | score << 32 | depth << 48 | bound << 56 | u64::from(generation & 63) << 58
}

fn unpack(data: u64) -> Hit {
    let best = (data & 1 << 30 != 0).then_some(MoveId((data & ((1 << 30) - 1)) as u32));
    let bound = match (data >> 56) & 3 {
        0 => Bound::Exact,
        1 => Bound::Lower,
        _ => Bound::Upper,
    };
    Hit { best, score: i32::from((data >> 32) as u16 as i16), depth: ((data >> 48) & 0xFF) as i32 - 1, bound }
}

fn age(data: u64) -> u8 {
    (data >> 58) as u8
}

/// Two-entry buckets: a probe looks at both; a store replaces the same position, or else the
/// shallower or older of the two.
pub struct Table {
    words: Words,
    /// Buckets - 1 (a power of two less one).
    mask: usize,
}

const WORDS_PER_BUCKET: usize = 4;

impl Table {
    /// A table of about `mb` MiB.
    pub fn new(mb: usize) -> Table {
        let bytes = mb.max(1) << 20;
        let buckets = (bytes / (WORDS_PER_BUCKET * 8)).next_power_of_two() / 2;
        let buckets = buckets.max(1);
        Table { words: Words::zeroed(buckets * WORDS_PER_BUCKET), mask: buckets - 1 }
    }

    pub fn clear(&self) {
        self.words.iter().for_each(|w| w.store(0, Ordering::Relaxed));
    }

    fn bucket(&self, key: u64) -> usize {
        // The low bits pick the bucket; the key itself is checked in full.
        ((key as usize) & self.mask) * WORDS_PER_BUCKET
    }

    /// Asks the processor to bring the bucket of `key` into cache (a probe will follow).
    #[inline]
    pub fn prefetch(&self, key: u64) {
        prefetch(self.words[self.bucket(key)].as_ptr());
    }

    pub fn probe(&self, key: u64) -> Option<Hit> {
        let b = self.bucket(key);
        for slot in 0..2 {
            let k = self.words[b + slot * 2].load(Ordering::Relaxed);
            let d = self.words[b + slot * 2 + 1].load(Ordering::Relaxed);
            if k ^ d == key && d != 0 {
                return Some(unpack(d));
            }
        }
        None
    }

    pub fn store(&self, key: u64, mut hit: Hit, generation: u8) {
        let b = self.bucket(key);
        let read = |slot: usize| {
            let k = self.words[b + slot * 2].load(Ordering::Relaxed);
            let d = self.words[b + slot * 2 + 1].load(Ordering::Relaxed);
            (k ^ d, d)
        };
        let slots = [read(0), read(1)];
        let same = slots.iter().position(|&(k, d)| k == key && d != 0);
        let slot = match same {
            Some(i) => {
                let old = unpack(slots[i].1);
                // Keep a deeper result of the same position unless the new one is exact.
                if hit.depth < old.depth && hit.bound != Bound::Exact && age(slots[i].1) == generation & 63 {
                    return;
                }
                if hit.best.is_none() {
                    hit.best = old.best;
                }
                i
            }
            None => {
                // Replace the entry worth less: from an older search, or shallower.
                let worth = |d: u64| {
                    let stale = if age(d) == generation & 63 { 0 } else { 256 };
                    unpack(d).depth - stale - i32::from(d == 0) * 1024
                };
                if worth(slots[0].1) <= worth(slots[1].1) { 0 } else { 1 }
            }
        };
        let data = pack(&hit, generation);
        self.words[b + slot * 2].store(key ^ data, Ordering::Relaxed);
        self.words[b + slot * 2 + 1].store(data, Ordering::Relaxed);
    }
}

/// Asks the processor to bring the cache line at `ptr` closer (a read will follow soon).
#[inline]
fn prefetch<T>(ptr: *const T) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: SSE is part of every x86-64 processor, and a prefetch is only a hint: it
        // reads nothing into the program and never faults, whatever the address.
        #[allow(unsafe_code)]
        unsafe {
            _mm_prefetch::<_MM_HINT_T0>(ptr.cast::<i8>())
        };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = ptr;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_round_trip_and_keep_the_deeper_result() {
        let table = Table::new(1);
        let hit = Hit { best: None, score: -29_990, depth: 7, bound: Bound::Lower };
        table.store(42, hit, 3);
        let back = table.probe(42).unwrap();
        assert_eq!((back.score, back.depth, back.bound, back.best), (-29_990, 7, Bound::Lower, None));
        table.store(42, Hit { depth: 2, bound: Bound::Upper, ..hit }, 3);
        assert_eq!(table.probe(42).unwrap().depth, 7);
        table.store(42, Hit { depth: -1, bound: Bound::Exact, score: 5, ..hit }, 3);
        let back = table.probe(42).unwrap();
        assert_eq!((back.depth, back.score, back.bound), (-1, 5, Bound::Exact));
        assert!(table.probe(43).is_none());
    }
}
