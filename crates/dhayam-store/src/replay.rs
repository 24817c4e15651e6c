//! Replays: every position of a recorded game, to step through forward and back.
//!
//! The steps come from core's replay driver, [`Replayer`]; [`dhayam_core::Action`] and
//! [`ReplayStep`] are core's types (re-exported by this crate for convenience).

use dhayam_core::{Game, GameRecord, ReplayError, ReplayStep, Replayer};

/// A game record unrolled into its positions: position 0 is the start, position `k + 1`
/// follows step `k`. Stepping back is looking at the position before, so nothing is
/// replayed twice. A long game (about 2,200 steps) takes about a megabyte.
#[derive(Clone, Debug)]
pub struct Replay {
    positions: Vec<Game>,
    steps: Vec<ReplayStep>,
}

impl Replay {
    /// Replays `record` through the rules ([`Replayer`]), keeping every position.
    pub fn new(record: &GameRecord) -> Result<Replay, ReplayError> {
        let mut replayer = Replayer::new(record)?;
        let total = record.throws.len() + record.moves.len();
        let mut positions = Vec::with_capacity(total + 1);
        let mut steps = Vec::with_capacity(total);
        positions.push(replayer.game().clone());
        while let Some(step) = replayer.next() {
            steps.push(step?);
            positions.push(replayer.game().clone());
        }
        // The game is the last position already: finish only checks the record is used up.
        replayer.finish()?;
        Ok(Replay { positions, steps })
    }

    /// How many steps the game has.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether the game has no step at all.
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The position after `k` steps (0 is the start, [`Replay::len`] the end).
    pub fn position(&self, k: usize) -> Option<&Game> {
        self.positions.get(k)
    }

    /// Step `k` (0-based), which leads from position `k` to position `k + 1`.
    pub fn step(&self, k: usize) -> Option<&ReplayStep> {
        self.steps.get(k)
    }

    /// Every step, in order.
    pub fn steps(&self) -> &[ReplayStep] {
        &self.steps
    }
}
