//! The network fit's weights in one flat vector, their starting values and the checkpoints.

use damier_ai::network::{Inputs, NetworkWeights};
use damier_ai::splitmix;
use damier_rules::{Rules, Variant};

use super::super::generate::Rng;
use super::NetworkParams;

const CHECKPOINT_MAGIC: &[u8; 8] = b"DMRNCKP1";
/// The state of a network fit after some epochs: weights and the optimiser's moments.
#[derive(Clone, Debug, PartialEq)]
pub struct NetworkCheckpoint {
    pub variant: Variant,
    pub hidden: usize,
    pub buckets: usize,
    pub epoch: u32,
    pub step: u64,
    /// The hidden weights, their biases, the output weights and their biases, in that order.
    pub weights: Vec<f32>,
    pub m: Vec<f32>,
    pub v: Vec<f32>,
}

/// Where each part of the weights starts in the flat vector.
#[derive(Clone, Copy)]
pub(super) struct Shape {
    pub(super) inputs: usize,
    pub(super) hidden: usize,
    pub(super) buckets: usize,
}

impl Shape {
    pub(super) fn b1(&self) -> usize {
        self.inputs * self.hidden
    }
    pub(super) fn w2(&self) -> usize {
        self.b1() + self.hidden
    }
    pub(super) fn b2(&self) -> usize {
        self.w2() + self.buckets * 2 * self.hidden
    }
    pub(super) fn len(&self) -> usize {
        self.b2() + self.buckets
    }
}

impl NetworkCheckpoint {
    pub(super) fn start(rules: &'static Rules, params: &NetworkParams) -> NetworkCheckpoint {
        let shape =
            Shape { inputs: Inputs::new(rules).len(), hidden: params.hidden, buckets: params.buckets };
        let mut rng = Rng(splitmix(params.seed ^ 0x006E_6574_776F_726B));
        let mut uniform = |limit: f32| (rng.below(1 << 24) as f32 / (1 << 23) as f32 - 1.0) * limit;
        let hidden_scale = 1.0 / (shape.inputs as f32).sqrt();
        let output_scale = 1.0 / (2.0 * shape.hidden as f32).sqrt();
        let mut weights = vec![0.0; shape.len()];
        for (i, w) in weights.iter_mut().enumerate() {
            *w = if i < shape.w2() {
                uniform(hidden_scale)
            } else if i < shape.b2() {
                uniform(output_scale)
            } else {
                0.0
            };
        }
        let n = weights.len();
        NetworkCheckpoint {
            variant: rules.variant,
            hidden: params.hidden,
            buckets: params.buckets,
            epoch: 0,
            step: 0,
            weights,
            m: vec![0.0; n],
            v: vec![0.0; n],
        }
    }

    pub(super) fn shape(&self) -> Shape {
        Shape { inputs: Inputs::new(self.variant.rules()).len(), hidden: self.hidden, buckets: self.buckets }
    }

    pub fn network_weights(&self) -> NetworkWeights {
        let s = self.shape();
        let w = &self.weights;
        NetworkWeights {
            variant: self.variant,
            hidden: self.hidden,
            buckets: self.buckets,
            w1: w[..s.b1()].to_vec(),
            b1: w[s.b1()..s.w2()].to_vec(),
            w2: w[s.w2()..s.b2()].to_vec(),
            b2: w[s.b2()..].to_vec(),
        }
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(40 + 12 * self.weights.len());
        out.extend_from_slice(CHECKPOINT_MAGIC);
        out.push(self.variant as u8);
        for n in [self.hidden as u32, self.buckets as u32, self.epoch] {
            out.extend_from_slice(&n.to_le_bytes());
        }
        out.extend_from_slice(&self.step.to_le_bytes());
        out.extend_from_slice(&(self.weights.len() as u32).to_le_bytes());
        for x in self.weights.iter().chain(&self.m).chain(&self.v) {
            out.extend_from_slice(&x.to_le_bytes());
        }
        out
    }

    pub fn from_bytes(rules: &'static Rules, b: &[u8]) -> Result<NetworkCheckpoint, String> {
        const HEAD: usize = 8 + 1 + 12 + 8 + 4;
        if b.len() < HEAD || &b[..8] != CHECKPOINT_MAGIC {
            return Err("not a Damier network fit checkpoint (of this build's format)".into());
        }
        if b[8] != rules.variant as u8 {
            return Err(format!("the checkpoint is not for {}", rules.variant));
        }
        let u32_at = |i: usize| u32::from_le_bytes(b[i..i + 4].try_into().expect("4 bytes"));
        let (hidden, buckets, epoch) = (u32_at(9) as usize, u32_at(13) as usize, u32_at(17));
        let step = u64::from_le_bytes(b[21..29].try_into().expect("8 bytes"));
        let n = u32_at(29) as usize;
        if !NetworkWeights::hidden_fits(hidden) || !NetworkWeights::buckets_fit(buckets) {
            return Err(format!("the checkpoint's shape ({hidden} hidden, {buckets} buckets) cannot be run"));
        }
        let shape = Shape { inputs: Inputs::new(rules).len(), hidden, buckets };
        if n != shape.len() {
            return Err("the checkpoint's size does not fit its shape and this board".into());
        }
        if b.len() != HEAD + 12 * n {
            return Err("the checkpoint is cut short".into());
        }
        let floats: Vec<f32> =
            b[HEAD..].chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        Ok(NetworkCheckpoint {
            variant: rules.variant,
            hidden,
            buckets,
            epoch,
            step,
            weights: floats[..n].to_vec(),
            m: floats[n..2 * n].to_vec(),
            v: floats[2 * n..].to_vec(),
        })
    }
}
