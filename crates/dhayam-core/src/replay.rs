//! The one replay driver: walks a [`GameRecord`] through the rules, step by step.
//!
//! Everything that rebuilds a game from its record goes through [`Replayer`]:
//! [`GameRecord::replay`], [`RecordedGame::from_record_with`], the store's history viewer
//! and its undo. So a record replays the same way, and is refused with the same
//! [`ReplayError`], wherever it is read.
//!
//! [`RecordedGame::from_record_with`]: crate::RecordedGame::from_record_with

use crate::{Event, Game, GameRecord, Move, Phase, ReplayError, Seat, Throw};

/// One step of a game: a throw or a move, with the seat that made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Action {
    /// `seat` threw.
    Throw(Seat, Throw),
    /// `seat` moved.
    Move(Seat, Move),
}

impl Action {
    /// The seat that acted.
    pub const fn seat(self) -> Seat {
        match self {
            Action::Throw(seat, _) | Action::Move(seat, _) => seat,
        }
    }
}

/// One step and what it caused, for a board to show or animate, or a log to write.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayStep {
    /// The throw or move.
    pub action: Action,
    /// What happened, in order.
    pub events: Vec<Event>,
}

/// Replays a record one step at a time.
///
/// Each step takes the next throw when the game waits for a throw, or the next move when
/// it waits for a move. Replay stops when the game is over or the record has nothing for
/// what the game waits for; [`Replayer::finish`] then refuses the record if any throw or
/// move was left unused. After a refused step the replayer stops: the game stays as it
/// was before that step (the rules change nothing when they refuse).
///
/// As an [`Iterator`] it yields every step with its events (one small `Vec` per step);
/// [`Replayer::step_with`] hands the events to a closure instead and allocates nothing.
///
/// ```
/// use dhayam_core::{Action, GameRecord, Replayer, Seat, Setup, Throw};
///
/// let mut record = GameRecord::new(Setup::new([Seat::South, Seat::North]));
/// record.throws.push(Throw::with_value(2).unwrap());
/// let mut replayer = Replayer::new(&record).unwrap();
/// let step = replayer.next().unwrap().unwrap();
/// assert_eq!(step.action, Action::Throw(Seat::South, record.throws[0]));
/// assert!(replayer.next().is_none());
/// let game = replayer.finish().unwrap();
/// assert_eq!(game.turn(), Seat::North); // a 2 with no pawn out is lost
/// ```
#[derive(Clone, Debug)]
pub struct Replayer<'a> {
    record: &'a GameRecord,
    game: Game,
    /// Throws of the record used so far.
    throws: usize,
    /// Moves of the record used so far.
    moves: usize,
    /// The refusal that stopped the replay, if one did.
    refused: Option<ReplayError>,
}

impl<'a> Replayer<'a> {
    /// Starts replaying `record` from its setup, refused if the setup is invalid.
    pub fn new(record: &'a GameRecord) -> Result<Replayer<'a>, ReplayError> {
        let game = Game::new(&record.setup).map_err(ReplayError::Setup)?;
        Ok(Replayer {
            record,
            game,
            throws: 0,
            moves: 0,
            refused: None,
        })
    }

    /// The record being replayed.
    pub fn record(&self) -> &'a GameRecord {
        self.record
    }

    /// The game after the last step replayed (the start before the first).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// How many throws and moves of the record were used so far.
    pub fn used(&self) -> (usize, usize) {
        (self.throws, self.moves)
    }

    /// The step the next call would replay, without replaying it: `None` when the game is
    /// over, the record has nothing for what the game waits for, or a step was refused.
    pub fn peek(&self) -> Option<Action> {
        if self.refused.is_some() {
            return None;
        }
        match self.game.phase() {
            Phase::AwaitingThrow(seat) => self
                .record
                .throws
                .get(self.throws)
                .map(|&throw| Action::Throw(seat, throw)),
            Phase::AwaitingMove(seat) => self
                .record
                .moves
                .get(self.moves)
                .map(|&mv| Action::Move(seat, mv)),
            Phase::Finished => None,
        }
    }

    /// Replays the next step, handing each event to `on_event`; returns the step, or
    /// `None` when there is none (see [`Replayer::peek`]). A refused step is returned as
    /// its error once; after it the replay has stopped and this returns `None`.
    pub fn step_with(
        &mut self,
        on_event: impl FnMut(Event),
    ) -> Option<Result<Action, ReplayError>> {
        let action = self.peek()?;
        let refused = match action {
            Action::Throw(_, throw) => match self.game.throw_with(throw, on_event) {
                Ok(()) => {
                    self.throws += 1;
                    None
                }
                Err(error) => Some(ReplayError::Throw {
                    index: self.throws,
                    error,
                }),
            },
            Action::Move(_, mv) => match self.game.play_with(mv, on_event) {
                Ok(()) => {
                    self.moves += 1;
                    None
                }
                Err(error) => Some(ReplayError::Move {
                    index: self.moves,
                    error,
                }),
            },
        };
        match refused {
            None => Some(Ok(action)),
            Some(error) => {
                self.refused = Some(error.clone());
                Some(Err(error))
            }
        }
    }

    /// Replays every step left, handing each event to `on_event`, then checks the record
    /// as [`Replayer::finish`] does.
    pub fn run_with(mut self, mut on_event: impl FnMut(Event)) -> Result<Game, ReplayError> {
        while let Some(step) = self.step_with(&mut on_event) {
            step?;
        }
        self.finish()
    }

    /// The game where the replay stopped, once the record is known to be all used: the
    /// refusal that stopped it if a step was refused, [`ReplayError::Unused`] if throws or
    /// moves of the record are left over. Call it after the last step; called earlier, the
    /// steps not yet replayed count as unused.
    pub fn finish(self) -> Result<Game, ReplayError> {
        if let Some(error) = self.refused {
            return Err(error);
        }
        let throws = self.record.throws.len() - self.throws;
        let moves = self.record.moves.len() - self.moves;
        if throws > 0 || moves > 0 {
            return Err(ReplayError::Unused { throws, moves });
        }
        Ok(self.game)
    }
}

impl Iterator for Replayer<'_> {
    type Item = Result<ReplayStep, ReplayError>;

    fn next(&mut self) -> Option<Self::Item> {
        let mut events = Vec::new();
        let step = self.step_with(|event| events.push(event))?;
        Some(step.map(|action| ReplayStep { action, events }))
    }
}

impl std::iter::FusedIterator for Replayer<'_> {}
