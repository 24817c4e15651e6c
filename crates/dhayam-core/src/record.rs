//! Game records: the setup, every throw and every choice, replayable to the identical game.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::{Event, Game, GameError, Move, ReplayStep, Replayer, Setup, SetupError, Throw};

/// A whole game as data: the setup, the throws in order and the moves chosen in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The setup the game started from.
    pub setup: Setup,
    /// Every throw, in order.
    pub throws: Vec<Throw>,
    /// Every move chosen, in order.
    pub moves: Vec<Move>,
}

/// Why a record does not replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The setup is invalid.
    Setup(SetupError),
    /// Throw number `index` (0-based) was refused.
    Throw {
        /// Which throw.
        index: usize,
        /// Why.
        error: GameError,
    },
    /// Move number `index` (0-based) was refused.
    Move {
        /// Which move.
        index: usize,
        /// Why.
        error: GameError,
    },
    /// The game ended with throws or moves still unused.
    Unused {
        /// Throws left over.
        throws: usize,
        /// Moves left over.
        moves: usize,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Setup(e) => write!(f, "the record's setup is invalid: {e}"),
            ReplayError::Throw { index, error } => {
                write!(f, "throw {} of the record was refused: {error}", index + 1)
            }
            ReplayError::Move { index, error } => {
                write!(f, "move {} of the record was refused: {error}", index + 1)
            }
            ReplayError::Unused { throws, moves } => write!(
                f,
                "the game ended with {throws} throws and {moves} moves of the record unused"
            ),
        }
    }
}

impl std::error::Error for ReplayError {}

impl GameRecord {
    /// An empty record for `setup`.
    pub fn new(setup: Setup) -> GameRecord {
        GameRecord {
            setup,
            throws: Vec::new(),
            moves: Vec::new(),
        }
    }

    /// Replays the record from its setup. The game may be unfinished if the record is.
    pub fn replay(&self) -> Result<Game, ReplayError> {
        self.replay_with(|_| {})
    }

    /// Replays the record, handing every event to `on_event` (see [`Replayer`]).
    pub fn replay_with(&self, on_event: impl FnMut(Event)) -> Result<Game, ReplayError> {
        Replayer::new(self)?.run_with(on_event)
    }

    /// The setup with the first `throws` throws and the first `moves` moves: the record
    /// of an earlier moment of the game when the counts are ones a [`Replayer`] reached
    /// ([`Replayer::used`]). Like [`Iterator::take`], a count past the end keeps the
    /// whole list.
    pub fn prefix(&self, throws: usize, moves: usize) -> GameRecord {
        GameRecord {
            setup: self.setup.clone(),
            throws: self.throws.iter().take(throws).copied().collect(),
            moves: self.moves.iter().take(moves).copied().collect(),
        }
    }
}

/// A game that keeps its own record as it is played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedGame {
    game: Game,
    record: GameRecord,
}

impl RecordedGame {
    /// Starts a recorded game.
    pub fn new(setup: &Setup) -> Result<RecordedGame, SetupError> {
        let game = Game::new(setup)?;
        Ok(RecordedGame {
            record: GameRecord::new(game.setup().clone()),
            game,
        })
    }

    /// Replays `record` and keeps recording from where it ends.
    pub fn from_record(record: GameRecord) -> Result<RecordedGame, ReplayError> {
        RecordedGame::from_record_with(record, |_, _| {})
    }

    /// Like [`RecordedGame::from_record`], handing every step of the replay to `on_step`
    /// as it is replayed, with the game as it stands after the step, so that a caller can
    /// write its move log from the same single replay that builds the game. On an error, the steps before the refused one have
    /// been handed over.
    pub fn from_record_with(
        record: GameRecord,
        mut on_step: impl FnMut(&ReplayStep, &Game),
    ) -> Result<RecordedGame, ReplayError> {
        let mut replayer = Replayer::new(&record)?;
        // One event list, reused from step to step.
        let mut events = Vec::new();
        while let Some(action) = replayer.step_with(|event| events.push(event)) {
            let step = ReplayStep {
                action: action?,
                events,
            };
            on_step(&step, replayer.game());
            events = step.events;
            events.clear();
        }
        let game = replayer.finish()?;
        Ok(RecordedGame { game, record })
    }

    /// The game as it stands.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The record so far.
    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// Throws, and records the throw if the game took it.
    pub fn throw(&mut self, throw: Throw) -> Result<Vec<Event>, GameError> {
        let events = self.game.throw(throw)?;
        self.record.throws.push(throw);
        Ok(events)
    }

    /// Plays a move, and records it if the game took it.
    pub fn play(&mut self, mv: Move) -> Result<Vec<Event>, GameError> {
        let events = self.game.play(mv)?;
        self.record.moves.push(mv);
        Ok(events)
    }
}
