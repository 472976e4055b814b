//! The network's weights in logit units and their files.

use std::fmt;

use damier_rules::{Rules, Variant};

use super::bounds::MAX_HIDDEN;
use super::inputs::Inputs;

/// The network file format this build reads and writes.
pub const NETWORK_FORMAT_VERSION: u32 = 1;
const MAGIC: &[u8; 8] = b"DAMIERNN";
/// Output buckets a file may have.
const MAX_BUCKETS: usize = 16;

/// Why a network file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetworkError {
    NotANetworkFile,
    Version(u32),
    Variant {
        expected: Variant,
        found: String,
    },
    Inputs {
        expected: usize,
        found: usize,
    },
    /// A hidden layer of 0 units, more than [`MAX_HIDDEN`], or not a multiple of 16.
    Hidden(usize),
    Buckets(usize),
    /// A weight that is not a finite number.
    NotFinite,
    Truncated,
    /// Bytes after the last weight.
    TrailingBytes,
}

impl fmt::Display for NetworkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NetworkError::NotANetworkFile => write!(f, "not a Damier network file"),
            NetworkError::Version(v) => {
                write!(f, "network format version {v}; this build reads version {NETWORK_FORMAT_VERSION}")
            }
            NetworkError::Variant { expected, found } => write!(f, "a network for {found}, not {expected}"),
            NetworkError::Inputs { expected, found } => {
                write!(f, "a network of {found} inputs; this variant's board has {expected}")
            }
            NetworkError::Hidden(h) => {
                write!(f, "a hidden layer of {h} units (1 to {MAX_HIDDEN}, a multiple of 16)")
            }
            NetworkError::Buckets(b) => write!(f, "{b} output buckets (1 to {MAX_BUCKETS})"),
            NetworkError::NotFinite => write!(f, "a weight is not a finite number"),
            NetworkError::Truncated => write!(f, "the network file is cut short"),
            NetworkError::TrailingBytes => write!(f, "the network file has bytes after its weights"),
        }
    }
}

impl std::error::Error for NetworkError {}

/// A variant's network in logit units.
#[derive(Clone, Debug, PartialEq)]
pub struct NetworkWeights {
    pub variant: Variant,
    pub hidden: usize,
    pub buckets: usize,
    /// Input to hidden: `hidden` weights per input, input by input.
    pub w1: Vec<f32>,
    pub b1: Vec<f32>,
    /// Hidden to output: per bucket, the side to move's units then the other side's.
    pub w2: Vec<f32>,
    pub b2: Vec<f32>,
}

impl NetworkWeights {
    /// All zero, of the given shape.
    pub fn zero(rules: &'static Rules, hidden: usize, buckets: usize) -> NetworkWeights {
        let inputs = Inputs::new(rules).len();
        NetworkWeights {
            variant: rules.variant,
            hidden,
            buckets,
            w1: vec![0.0; inputs * hidden],
            b1: vec![0.0; hidden],
            w2: vec![0.0; buckets * 2 * hidden],
            b2: vec![0.0; buckets],
        }
    }

    /// Whether `hidden` units can be run ([`NetworkError::Hidden`]).
    pub fn hidden_fits(hidden: usize) -> bool {
        (16..=MAX_HIDDEN).contains(&hidden) && hidden.is_multiple_of(16)
    }

    /// Whether `buckets` output buckets can be run.
    pub fn buckets_fit(buckets: usize) -> bool {
        (1..=MAX_BUCKETS).contains(&buckets)
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(40 + 4 * (self.w1.len() + self.w2.len()));
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&NETWORK_FORMAT_VERSION.to_le_bytes());
        let id = self.variant.id().as_bytes();
        out.push(id.len() as u8);
        out.extend_from_slice(id);
        let inputs = self.w1.len() / self.hidden.max(1);
        for n in [inputs, self.hidden, self.buckets] {
            out.extend_from_slice(&(n as u32).to_le_bytes());
        }
        for w in self.w1.iter().chain(&self.b1).chain(&self.w2).chain(&self.b2) {
            out.extend_from_slice(&w.to_le_bytes());
        }
        out
    }

    /// Reads a network file for `rules`' variant, checking its version, shape and numbers.
    pub fn from_bytes(rules: &'static Rules, bytes: &[u8]) -> Result<NetworkWeights, NetworkError> {
        let mut rest = bytes;
        let mut take = |n: usize| -> Result<&[u8], NetworkError> {
            if rest.len() < n {
                return Err(NetworkError::Truncated);
            }
            let (head, tail) = rest.split_at(n);
            rest = tail;
            Ok(head)
        };
        if take(8).map_err(|_| NetworkError::NotANetworkFile)? != MAGIC {
            return Err(NetworkError::NotANetworkFile);
        }
        let u32_of = |b: &[u8]| u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
        let version = u32_of(take(4)?);
        if version != NETWORK_FORMAT_VERSION {
            return Err(NetworkError::Version(version));
        }
        let id_len = take(1)?[0] as usize;
        let id = String::from_utf8_lossy(take(id_len)?).into_owned();
        if id != rules.variant.id() {
            return Err(NetworkError::Variant { expected: rules.variant, found: id });
        }
        let inputs = u32_of(take(4)?) as usize;
        let expected = Inputs::new(rules).len();
        if inputs != expected {
            return Err(NetworkError::Inputs { expected, found: inputs });
        }
        let hidden = u32_of(take(4)?) as usize;
        if !Self::hidden_fits(hidden) {
            return Err(NetworkError::Hidden(hidden));
        }
        let buckets = u32_of(take(4)?) as usize;
        if !Self::buckets_fit(buckets) {
            return Err(NetworkError::Buckets(buckets));
        }
        let mut floats = |n: usize| -> Result<Vec<f32>, NetworkError> {
            let values: Vec<f32> =
                take(4 * n)?.chunks_exact(4).map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect();
            if values.iter().all(|w| w.is_finite()) { Ok(values) } else { Err(NetworkError::NotFinite) }
        };
        let weights = NetworkWeights {
            variant: rules.variant,
            hidden,
            buckets,
            w1: floats(inputs * hidden)?,
            b1: floats(hidden)?,
            w2: floats(buckets * 2 * hidden)?,
            b2: floats(buckets)?,
        };
        if !rest.is_empty() {
            return Err(NetworkError::TrailingBytes);
        }
        Ok(weights)
    }
}

/// The shipped network file of a variant (empty if none ships).
pub fn shipped_network_bytes(variant: Variant) -> &'static [u8] {
    match variant {
        Variant::HexDame => include_bytes!("../../weights/network/hexdame.bin"),
        Variant::International => include_bytes!("../../weights/network/international.bin"),
        Variant::Brazilian => include_bytes!("../../weights/network/brazilian.bin"),
        Variant::Frisian => include_bytes!("../../weights/network/frisian.bin"),
        Variant::English => include_bytes!("../../weights/network/english.bin"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::network::model::tests::random_network;

    #[test]
    fn network_files_round_trip_and_are_checked() {
        let rules = Variant::Frisian.rules();
        let w = random_network(rules, 32, 3, 7);
        let bytes = w.to_bytes();
        assert_eq!(NetworkWeights::from_bytes(rules, &bytes), Ok(w.clone()));
        let error = |b: &[u8]| NetworkWeights::from_bytes(rules, b).unwrap_err();
        assert_eq!(error(b"DAMIERLW"), NetworkError::NotANetworkFile);
        assert_eq!(error(b"hi"), NetworkError::NotANetworkFile);
        assert_eq!(error(&bytes[..bytes.len() - 1]), NetworkError::Truncated);
        assert_eq!(error(&[&bytes[..], &[0]].concat()), NetworkError::TrailingBytes);
        let mut old = bytes.clone();
        old[8] = 9;
        assert_eq!(error(&old), NetworkError::Version(9));
        assert!(matches!(
            NetworkWeights::from_bytes(Variant::English.rules(), &bytes),
            Err(NetworkError::Variant { .. })
        ));
        // The shape's fields follow the variant's name.
        let shape = 8 + 4 + 1 + rules.variant.id().len();
        let with = |at: usize, n: u32| {
            let mut b = bytes.clone();
            b[shape + at..shape + at + 4].copy_from_slice(&n.to_le_bytes());
            error(&b)
        };
        assert_eq!(with(0, 7), NetworkError::Inputs { expected: 200, found: 7 });
        assert_eq!(with(4, 0), NetworkError::Hidden(0));
        assert_eq!(with(4, 20), NetworkError::Hidden(20));
        assert_eq!(with(4, 1 << 30), NetworkError::Hidden(1 << 30));
        assert_eq!(with(8, 0), NetworkError::Buckets(0));
        let mut nan = bytes.clone();
        let first = shape + 12;
        nan[first..first + 4].copy_from_slice(&f32::NAN.to_le_bytes());
        assert_eq!(error(&nan), NetworkError::NotFinite);
    }

    #[test]
    fn shipped_networks_load() {
        for v in Variant::ALL {
            let bytes = shipped_network_bytes(v);
            if !bytes.is_empty() {
                NetworkWeights::from_bytes(v.rules(), bytes).unwrap();
            }
        }
    }
}
