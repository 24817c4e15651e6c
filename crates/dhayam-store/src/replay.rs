//! Replays: every position of a recorded game, to step through forward and back.

use dhayam_core::{Event, Game, GameRecord, Move, Phase, ReplayError, Seat, Throw};

/// One step of a game: a throw or a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// `seat` threw.
    Throw(Seat, Throw),
    /// `seat` moved.
    Move(Seat, Move),
}

/// One step and what it caused, for the board to show or animate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayStep {
    /// The throw or move.
    pub action: Action,
    /// What happened, in order.
    pub events: Vec<Event>,
}

/// A game record unrolled into its positions: position 0 is the start, position `k + 1`
/// follows step `k`. Stepping back is looking at the position before, so nothing is
/// replayed twice. A long game (about 2,200 steps) takes about a megabyte.
#[derive(Clone, Debug)]
pub struct Replay {
    positions: Vec<Game>,
    steps: Vec<ReplayStep>,
}

impl Replay {
    /// Replays `record` through the rules, keeping every position.
    pub fn new(record: &GameRecord) -> Result<Replay, ReplayError> {
        let mut game = Game::new(&record.setup).map_err(ReplayError::Setup)?;
        let total = record.throws.len() + record.moves.len();
        let mut positions = Vec::with_capacity(total + 1);
        let mut steps = Vec::with_capacity(total);
        let (mut t, mut m) = (0, 0);
        positions.push(game.clone());
        loop {
            let step = match game.phase() {
                Phase::AwaitingThrow(seat) => {
                    let Some(&throw) = record.throws.get(t) else {
                        break;
                    };
                    let events = game
                        .throw(throw)
                        .map_err(|error| ReplayError::Throw { index: t, error })?;
                    t += 1;
                    ReplayStep {
                        action: Action::Throw(seat, throw),
                        events,
                    }
                }
                Phase::AwaitingMove(seat) => {
                    let Some(&mv) = record.moves.get(m) else {
                        break;
                    };
                    let events = game
                        .play(mv)
                        .map_err(|error| ReplayError::Move { index: m, error })?;
                    m += 1;
                    ReplayStep {
                        action: Action::Move(seat, mv),
                        events,
                    }
                }
                Phase::Finished => break,
            };
            steps.push(step);
            positions.push(game.clone());
        }
        if t < record.throws.len() || m < record.moves.len() {
            return Err(ReplayError::Unused {
                throws: record.throws.len() - t,
                moves: record.moves.len() - m,
            });
        }
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
