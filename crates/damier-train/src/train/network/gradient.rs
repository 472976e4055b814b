//! One example's pass through the network in floating point: forward to the logit, backward to
//! the gradient of its log-loss.

use damier_ai::network::Inputs;

use super::super::fit::{log_loss, sigmoid};
use super::checkpoint::Shape;
use super::examples::NetworkExample;

/// One thread's working space for one example.
pub(super) struct Scratch {
    inputs: [Vec<usize>; 2],
    sums: [Vec<f32>; 2],
    deltas: [Vec<f32>; 2],
}

impl Scratch {
    pub(super) fn new(hidden: usize) -> Scratch {
        Scratch {
            inputs: [Vec::with_capacity(64), Vec::with_capacity(64)],
            sums: [vec![0.0; hidden], vec![0.0; hidden]],
            deltas: [vec![0.0; hidden], vec![0.0; hidden]],
        }
    }
}

fn unit(x: f32) -> f32 {
    let c = x.clamp(0.0, 1.0);
    c * c
}

/// The network's logit for `e`, leaving each view's inputs and sums in `scratch` (the side to
/// move's view first).
pub(super) fn forward(
    layout: &Inputs,
    shape: Shape,
    w: &[f32],
    e: &NetworkExample,
    scratch: &mut Scratch,
) -> (f32, usize) {
    let h = shape.hidden;
    let bucket = layout.bucket(u32::from(e.pieces), shape.buckets);
    let out = &w[shape.w2() + bucket * 2 * h..][..2 * h];
    let mut z = w[shape.b2() + bucket];
    for k in 0..2 {
        // k = 0: the side to move's view.
        let view = usize::from(e.view) ^ k;
        let (inputs, sum) = (&mut scratch.inputs[k], &mut scratch.sums[k]);
        inputs.clear();
        layout.visit(&e.boards, view, |i| inputs.push(i));
        sum.copy_from_slice(&w[shape.b1()..shape.w2()]);
        for &i in inputs.iter() {
            for (s, &x) in sum.iter_mut().zip(&w[i * h..(i + 1) * h]) {
                *s += x;
            }
        }
        z += sum.iter().zip(&out[k * h..(k + 1) * h]).map(|(&s, &o)| unit(s) * o).sum::<f32>();
    }
    (z, bucket)
}

/// Adds the example's gradient of the log-loss into `grad`; returns the loss.
pub(super) fn backward(
    layout: &Inputs,
    shape: Shape,
    w: &[f32],
    e: &NetworkExample,
    result_weight: f32,
    scratch: &mut Scratch,
    grad: &mut [f32],
) -> f64 {
    let h = shape.hidden;
    let (z, bucket) = forward(layout, shape, w, e, scratch);
    let y = sigmoid(z);
    let t = e.target(result_weight);
    let d = y - t;
    let out_at = shape.w2() + bucket * 2 * h;
    grad[shape.b2() + bucket] += d;
    for k in 0..2 {
        let out = &w[out_at + k * h..][..h];
        let (sum, delta) = (&scratch.sums[k], &mut scratch.deltas[k]);
        for j in 0..h {
            let s = sum[j];
            grad[out_at + k * h + j] += d * unit(s);
            delta[j] = if s > 0.0 && s < 1.0 { d * out[j] * 2.0 * s } else { 0.0 };
        }
        for (g, &x) in grad[shape.b1()..shape.w2()].iter_mut().zip(delta.iter()) {
            *g += x;
        }
        for &i in &scratch.inputs[k] {
            for (g, &x) in grad[i * h..(i + 1) * h].iter_mut().zip(delta.iter()) {
                *g += x;
            }
        }
    }
    log_loss(y, t)
}
