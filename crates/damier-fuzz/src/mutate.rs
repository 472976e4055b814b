//! A seeded mutator: valid inputs changed byte by byte (flips, inserts, deletes, splices from
//! other inputs, huge numbers, bytes that are not UTF-8), the same cases for the same seed.

/// xorshift64*: small, fast, dependency-free, and the same on every machine.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }

    pub fn word(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 { 0 } else { (self.word() % n as u64) as usize }
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Bytes that matter to the readers.
const INTERESTING: &[u8] =
    b"0123456789-x:,.KWBwbe\"{}()[];%$*/ \t\r\n=+HFafi\x00\x7f\x80\xbf\xc3\xe2\xef\xff";

/// Numbers that overflow or mean nothing.
const NUMBERS: &[&str] = &[
    "18446744073709551616",
    "99999999999999999999999",
    "4294967296",
    "4294967297",
    "1e19",
    "3e19",
    "1e308",
    "-1",
    "-0",
    "NaN",
    "inf",
    "0",
    "255",
    "256",
    "128",
];

/// One to four mutations of `input`, with `others` to splice from.
pub fn mutate(rng: &mut Rng, input: &[u8], others: &[Vec<u8>]) -> Vec<u8> {
    let mut out = input.to_vec();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(out.len() + 1);
        match rng.below(9) {
            0 if !out.is_empty() => {
                let i = rng.below(out.len());
                out[i] ^= 1 << rng.below(8);
            }
            1 if !out.is_empty() => {
                let i = rng.below(out.len());
                out[i] = *rng.pick(INTERESTING);
            }
            2 => {
                for _ in 0..1 + rng.below(3) {
                    out.insert(at.min(out.len()), *rng.pick(INTERESTING));
                }
            }
            3 if !out.is_empty() => {
                let len = 1 + rng.below(8.min(out.len()));
                let start = rng.below(out.len() - len + 1);
                out.drain(start..start + len);
            }
            4 if !out.is_empty() => {
                let len = 1 + rng.below(16.min(out.len()));
                let start = rng.below(out.len() - len + 1);
                let chunk = out[start..start + len].to_vec();
                out.splice(at..at, chunk);
            }
            5 => {
                let other = rng.pick(others);
                if !other.is_empty() {
                    let start = rng.below(other.len());
                    let len = 1 + rng.below((other.len() - start).min(24));
                    out.splice(at..at, other[start..start + len].iter().copied());
                }
            }
            6 => {
                // A huge or odd number, over a run of digits if there is one here.
                let number = rng.pick(NUMBERS).as_bytes();
                let end = out[at..].iter().position(|b| !b.is_ascii_digit()).map_or(out.len(), |n| at + n);
                out.splice(at..end, number.iter().copied());
            }
            7 => out.insert(at, *rng.pick(&[0xff, 0xfe, 0xc3, 0x80, 0xe2])),
            _ => {
                let len = rng.below(out.len() + 1);
                out.truncate(len);
            }
        }
    }
    out
}

/// A mutation of one of `seeds`, splicing from `others`.
pub fn mutate_one(rng: &mut Rng, seeds: &[Vec<u8>], others: &[Vec<u8>]) -> Vec<u8> {
    let seed = rng.pick(seeds).clone();
    mutate(rng, &seed, others)
}
