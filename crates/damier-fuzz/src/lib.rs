//! Fuzzing Damier's readers of outside input: the FEN reader, the PDN reader, the move parsers
//! (standard and short notation, the Hub's), the Hub's position reader and the endgame-table
//! loader.
//!
//! [`checks`] says what each reader must do with any bytes: never panic, and either refuse the
//! input or give a result that survives a round trip. Two drivers feed them:
//! - on stable, this crate's tests (`tests/generated.rs`) run each check on inputs made by the
//!   seeded [`mutate`]-ator from valid [`seeds`]: a few seconds in CI, as long as asked for
//!   with `DAMIER_FUZZ_CASES`;
//! - on nightly, the cargo-fuzz targets in `fuzz/` hand them libFuzzer's coverage-guided inputs.
//!
//! The Hub's command loop is fuzzed through the built `damier-cli` (its `tests/fuzz.rs`), with
//! the same mutator. How to run each for longer: docs/FUZZING.md.

#![forbid(unsafe_code)]

pub mod checks;
pub mod mutate;
pub mod seeds;
