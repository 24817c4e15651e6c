//! Estimates made in the background so the window never waits: each player's chance of
//! winning the game on the board ([`ChanceEstimator`]), and the review of a replayed game
//! ([`ReviewJob`]). The numbers come from `dhayam-ai`, the engine of the Hard level; this
//! module only decides where and when they are worked out.
//!
//! Like the table's computer decisions, every question carries a stamp, and an answer to a
//! question that is no longer asked (after an undo, a new game, a closed replay) is dropped.
//! In tests both answer at once, in the frame that asks, so a run repeats exactly.

mod chances;
mod review;

use std::sync::Arc;

pub use chances::{ChanceEstimator, WinChances};
pub use review::{ReviewJob, ReviewState};

/// Calls the window back (asks for a repaint) when an answer is in.
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// Where estimates are worked out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Working {
    /// On threads of their own; the window is woken when an answer is in.
    Threads,
    /// At once, in the frame that asks (tests).
    Inline,
}
