//! The value network: each seat's chance of taking the best place still open, learned from
//! self-play ([`train_net`]).
//!
//! One hidden layer of [`HIDDEN`] rectified units reads a position as [`encode`] gives it,
//! from the point of view of the seat to act; four outputs, one per place round the table,
//! are added to the 16-feature learned evaluation's scores of the places
//! ([`win_chances`](crate::win_chances)), and give the chances by a softmax over the places
//! that still race: the network learns what that evaluation misses. Inference allocates
//! nothing; the shipped weights (`data/value-net.txt`) are read once.

mod adam;
mod encode;
mod file;
mod searched;
mod td;
mod train;

use std::sync::OnceLock;

use dhayam_core::{Game, Seat};

pub use encode::{DENSE_INPUTS, Encoded, INPUTS, SEAT_INPUTS, SPARSE_INPUTS, TABLE_INPUTS, encode};
pub use file::NetFileError;
pub use td::{RefineOptions, refine_net};
pub use train::{NetReport, NetTrainOptions, train_net};

/// Units in the hidden layer.
pub const HIDDEN: usize = 64;

/// Outputs: one per place round the table.
pub const OUTPUTS: usize = 4;

/// The weights of a value network.
#[derive(Clone, Debug, PartialEq)]
pub struct ValueNet {
    /// Input to hidden weights, a row of [`HIDDEN`] per input.
    pub(crate) w1: Box<[[f32; HIDDEN]]>,
    /// Hidden biases.
    pub(crate) b1: [f32; HIDDEN],
    /// Hidden to output weights, a row per output.
    pub(crate) w2: [[f32; HIDDEN]; OUTPUTS],
    /// Output biases.
    pub(crate) b2: [f32; OUTPUTS],
}

/// What the network computed for one position, kept for learning from it.
#[derive(Clone, Debug)]
pub(crate) struct Pass {
    /// The hidden units after the rectifier.
    pub hidden: [f32; HIDDEN],
    /// The chance of each place (zero for places that do not race).
    pub chances: [f32; OUTPUTS],
}

impl ValueNet {
    /// A network whose every weight is zero: every racer alike.
    pub fn zero() -> ValueNet {
        ValueNet {
            w1: vec![[0.0; HIDDEN]; INPUTS].into_boxed_slice(),
            b1: [0.0; HIDDEN],
            w2: [[0.0; HIDDEN]; OUTPUTS],
            b2: [0.0; OUTPUTS],
        }
    }

    /// The network shipped with the game, as `dhayam-cli train-net` wrote it (every racer
    /// alike if the file were malformed; a test makes sure it is not).
    pub fn shipped() -> &'static ValueNet {
        static NET: OnceLock<ValueNet> = OnceLock::new();
        NET.get_or_init(|| ValueNet::from_le_bytes(SHIPPED).unwrap_or_else(|_| ValueNet::zero()))
    }

    /// Each seat's chance of taking the best place still open in `game`, indexed by
    /// [`Seat::index`]: zero for seats that do not race; the racers' add up to 1.
    pub fn chances(&self, game: &Game) -> [f32; 4] {
        let encoded = encode(game);
        let pass = self.forward(&encoded);
        let mut out = [0.0; 4];
        for (place, seat) in encoded.seats.iter().enumerate() {
            out[seat.index()] = pass.chances[place];
        }
        out
    }

    /// `seat`'s chance of taking the best place still open in `game`.
    pub fn chance(&self, game: &Game, seat: Seat) -> f32 {
        self.chances(game)[seat.index()]
    }

    /// The network's pass over an encoded position.
    pub(crate) fn forward(&self, encoded: &Encoded) -> Pass {
        let mut hidden = self.b1;
        for &(index, value) in &encoded.active {
            if let Some(row) = self.w1.get(usize::from(index)) {
                for (h, w) in hidden.iter_mut().zip(row) {
                    *h += w * value;
                }
            }
        }
        for (k, &value) in encoded.dense.iter().enumerate() {
            if value != 0.0 {
                let row = &self.w1[SPARSE_INPUTS + k];
                for (h, w) in hidden.iter_mut().zip(row) {
                    *h += w * value;
                }
            }
        }
        for h in &mut hidden {
            *h = h.max(0.0);
        }
        let mut logits = [f32::MIN; OUTPUTS];
        let mut top = f32::MIN;
        for (place, logit) in logits.iter_mut().enumerate() {
            if encoded.racing[place] {
                let sum: f32 = self.w2[place].iter().zip(&hidden).map(|(w, h)| w * h).sum();
                *logit = encoded.base[place] + sum + self.b2[place];
                top = top.max(*logit);
            }
        }
        let mut chances = [0.0; OUTPUTS];
        let mut total = 0.0;
        for place in 0..OUTPUTS {
            if encoded.racing[place] {
                chances[place] = (logits[place] - top).exp();
                total += chances[place];
            }
        }
        if total > 0.0 {
            for chance in &mut chances {
                *chance /= total;
            }
        }
        Pass { hidden, chances }
    }
}

/// The shipped weights (`data/value-net.txt`), every number as four little-endian bytes
/// in the file's order, as the build script wrote them.
const SHIPPED: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/value-net.bin"));
