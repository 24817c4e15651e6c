//! Game records: the setup, every throw and every choice, replayable to the identical game.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::{Event, Game, GameError, Move, Phase, Setup, SetupError, Throw};

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

    /// Replays the record, handing every event to `on_event`.
    pub fn replay_with(&self, mut on_event: impl FnMut(Event)) -> Result<Game, ReplayError> {
        let mut game = Game::new(&self.setup).map_err(ReplayError::Setup)?;
        let (mut t, mut m) = (0, 0);
        loop {
            match game.phase() {
                Phase::AwaitingThrow(_) => {
                    let Some(&throw) = self.throws.get(t) else {
                        break;
                    };
                    game.throw_with(throw, &mut on_event)
                        .map_err(|error| ReplayError::Throw { index: t, error })?;
                    t += 1;
                }
                Phase::AwaitingMove(_) => {
                    let Some(&mv) = self.moves.get(m) else {
                        break;
                    };
                    game.play_with(mv, &mut on_event)
                        .map_err(|error| ReplayError::Move { index: m, error })?;
                    m += 1;
                }
                Phase::Finished => break,
            }
        }
        if t < self.throws.len() || m < self.moves.len() {
            return Err(ReplayError::Unused {
                throws: self.throws.len() - t,
                moves: self.moves.len() - m,
            });
        }
        Ok(game)
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
        let game = record.replay()?;
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
