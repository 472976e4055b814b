//! The learned weights in logit units and their files.

use std::fmt;

use damier_rules::{Rules, Variant};

use super::features::{FeatureSet, Layout};

/// The weights file format this build writes. It reads version 1 too (whose files are all
/// [`FeatureSet::Windows`]).
pub const FORMAT_VERSION: u32 = 2;
const MAGIC: &[u8; 8] = b"DAMIERLW";

/// Why a weights file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WeightsError {
    NotAWeightsFile,
    Version(u32),
    FeatureSet(u8),
    Variant { expected: Variant, found: String },
    Layout { expected: usize, found: usize },
    Truncated,
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsError::NotAWeightsFile => write!(f, "not a Damier learned-weights file"),
            WeightsError::Version(v) => {
                write!(f, "weights format version {v}; this build reads versions 1 to {FORMAT_VERSION}")
            }
            WeightsError::FeatureSet(id) => write!(f, "unknown feature set {id}"),
            WeightsError::Variant { expected, found } => {
                write!(f, "weights for {found}, not {expected}")
            }
            WeightsError::Layout { expected, found } => {
                write!(f, "weights for {found} features; this build's layout has {expected}")
            }
            WeightsError::Truncated => write!(f, "the weights file is cut short"),
        }
    }
}

impl std::error::Error for WeightsError {}

/// A variant's learned weights in logit units: `open[i]` and `end[i]` for feature `i`.
#[derive(Clone, Debug, PartialEq)]
pub struct LearnedWeights {
    pub variant: Variant,
    pub features: FeatureSet,
    pub open: Vec<f32>,
    pub end: Vec<f32>,
}

impl LearnedWeights {
    /// All zero: the start of a fit.
    pub fn zero(rules: &'static Rules, features: FeatureSet) -> LearnedWeights {
        let n = Layout::new(rules, features).len();
        LearnedWeights { variant: rules.variant, features, open: vec![0.0; n], end: vec![0.0; n] }
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(32 + 8 * self.open.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        let id = self.variant.id().as_bytes();
        out.push(id.len() as u8);
        out.extend_from_slice(id);
        out.push(self.features.id());
        out.extend_from_slice(&(self.open.len() as u32).to_le_bytes());
        for w in self.open.iter().chain(&self.end) {
            out.extend_from_slice(&w.to_le_bytes());
        }
        out
    }

    /// Reads a weights file for `rules`' variant, checking the format version and the layout.
    pub fn from_bytes(rules: &'static Rules, bytes: &[u8]) -> Result<LearnedWeights, WeightsError> {
        let mut rest = bytes;
        let mut take = |n: usize| -> Result<&[u8], WeightsError> {
            if rest.len() < n {
                return Err(WeightsError::Truncated);
            }
            let (head, tail) = rest.split_at(n);
            rest = tail;
            Ok(head)
        };
        if take(8).map_err(|_| WeightsError::NotAWeightsFile)? != MAGIC {
            return Err(WeightsError::NotAWeightsFile);
        }
        let u32_at = |b: &[u8]| u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
        let version = u32_at(take(4)?);
        if !(1..=FORMAT_VERSION).contains(&version) {
            return Err(WeightsError::Version(version));
        }
        let id_len = take(1)?[0] as usize;
        let id = String::from_utf8_lossy(take(id_len)?).into_owned();
        if id != rules.variant.id() {
            return Err(WeightsError::Variant { expected: rules.variant, found: id });
        }
        let features = match version {
            1 => FeatureSet::Windows,
            _ => {
                let id = take(1)?[0];
                FeatureSet::from_id(id).ok_or(WeightsError::FeatureSet(id))?
            }
        };
        let count = u32_at(take(4)?) as usize;
        let expected = Layout::new(rules, features).len();
        if count != expected {
            return Err(WeightsError::Layout { expected, found: count });
        }
        let mut floats = |n: usize| -> Result<Vec<f32>, WeightsError> {
            Ok(take(4 * n)?.chunks_exact(4).map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect())
        };
        let open = floats(count)?;
        let end = floats(count)?;
        Ok(LearnedWeights { variant: rules.variant, features, open, end })
    }
}

/// The shipped weights file of a variant (empty if none was trained).
pub fn shipped_bytes(variant: Variant) -> &'static [u8] {
    match variant {
        Variant::HexDame => include_bytes!("../../weights/learned/hexdame.bin"),
        Variant::International => include_bytes!("../../weights/learned/international.bin"),
        Variant::Brazilian => include_bytes!("../../weights/learned/brazilian.bin"),
        Variant::Frisian => include_bytes!("../../weights/learned/frisian.bin"),
        Variant::English => include_bytes!("../../weights/learned/english.bin"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learned::samples::random_weights;

    #[test]
    fn weights_files_round_trip_and_are_checked() {
        let rules = Variant::Brazilian.rules();
        let formations = random_weights(rules, FeatureSet::Formations);
        assert_eq!(LearnedWeights::from_bytes(rules, &formations.to_bytes()), Ok(formations));
        let w = random_weights(rules, FeatureSet::Windows);
        // A version 1 file: no feature-set byte, the windows.
        let mut one = w.to_bytes();
        one[8] = 1;
        one.remove(8 + 4 + 1 + rules.variant.id().len());
        assert_eq!(LearnedWeights::from_bytes(rules, &one), Ok(w.clone()));
        let bytes = w.to_bytes();
        assert_eq!(LearnedWeights::from_bytes(rules, &bytes), Ok(w.clone()));
        let mut old = bytes.clone();
        old[8] = 0;
        assert_eq!(LearnedWeights::from_bytes(rules, &old), Err(WeightsError::Version(0)));
        assert!(matches!(
            LearnedWeights::from_bytes(Variant::English.rules(), &bytes),
            Err(WeightsError::Variant { .. })
        ));
        assert_eq!(
            LearnedWeights::from_bytes(rules, &bytes[..bytes.len() - 1]),
            Err(WeightsError::Truncated)
        );
        assert_eq!(LearnedWeights::from_bytes(rules, b"hello"), Err(WeightsError::NotAWeightsFile));
    }
}
