//! The optimiser of the value network's training: Adam over every weight, and the shuffle
//! of the positions between passes.

use rand::RngExt;

use super::ValueNet;

/// Adam's running moments, one for every weight.
pub(super) struct Adam {
    mean: ValueNet,
    square: ValueNet,
    steps: i32,
}

impl Adam {
    pub(super) fn new() -> Adam {
        Adam {
            mean: ValueNet::zero(),
            square: ValueNet::zero(),
            steps: 0,
        }
    }

    /// One step down the mean gradient of `count` positions.
    pub(super) fn step(
        &mut self,
        net: &mut ValueNet,
        gradient: &ValueNet,
        count: usize,
        rate: f32,
    ) {
        const BETA1: f32 = 0.9;
        const BETA2: f32 = 0.999;
        self.steps += 1;
        let scale = 1.0 / count.max(1) as f32;
        let fix1 = 1.0 - BETA1.powi(self.steps);
        let fix2 = 1.0 - BETA2.powi(self.steps);
        let weights = flat_mut(net);
        let moments = flat_mut(&mut self.mean).zip(flat_mut(&mut self.square));
        for ((w, g), (m, v)) in weights.zip(flat(gradient)).zip(moments) {
            let g = g * scale;
            *m = BETA1 * *m + (1.0 - BETA1) * g;
            *v = BETA2 * *v + (1.0 - BETA2) * g * g;
            *w -= rate * (*m / fix1) / ((*v / fix2).sqrt() + 1e-8);
        }
    }
}

/// Every weight of `net`, in a fixed order.
fn flat(net: &ValueNet) -> impl Iterator<Item = f32> + '_ {
    net.w1
        .iter()
        .flatten()
        .chain(&net.b1)
        .chain(net.w2.iter().flatten())
        .chain(&net.b2)
        .copied()
}

/// Every weight of `net`, in the order of [`flat`], to change.
fn flat_mut(net: &mut ValueNet) -> impl Iterator<Item = &mut f32> {
    net.w1
        .iter_mut()
        .flatten()
        .chain(&mut net.b1)
        .chain(net.w2.iter_mut().flatten())
        .chain(&mut net.b2)
}

/// Fisher-Yates with `rng`.
pub(super) fn shuffle(order: &mut [usize], rng: &mut impl RngExt) {
    for i in (1..order.len()).rev() {
        let j = rng.random_range(0..=i);
        order.swap(i, j);
    }
}
