//! The rules of Dhayam (Thayam, Dayakattai), the Tamil race game, as a pure state machine.
//!
//! No GUI, no I/O and no randomness inside the rules: a [`Throw`] comes in as data, a
//! [`Game`] lists its legal [`Move`]s and plays one, and every state change comes back as
//! [`Event`]s. A [`GameRecord`] (setup, throws, choices) replays to the identical game,
//! step by step through the one replay driver, [`Replayer`].
//!
//! ```
//! use dhayam_core::{Game, Phase, Seat, Setup, Throw};
//!
//! let mut game = Game::new(&Setup::new([Seat::South, Seat::North])).unwrap();
//! game.throw(Throw::from_faces(0, 1).unwrap()).unwrap(); // a 1
//! let moves = game.legal_moves();
//! assert!(moves.iter().all(|m| m.is_entry()));
//! game.play(moves[0]).unwrap();
//! assert_eq!(game.phase(), Phase::AwaitingThrow(Seat::South)); // 1 is a bonus value
//! ```

mod board;
mod colour;
mod dice;
pub mod event;
pub mod fair;
mod game;
mod moves;
pub mod path;
mod pawn;
mod position;
mod record;
mod replay;
mod rules;
mod seat;
mod setup;
pub mod square;
mod state;
mod team;
mod text;
pub mod throw;

pub use board::{Board, Variant};
pub use colour::Colour;
pub use dice::Dice;
pub use event::{Event, Ranking};
pub use game::{Game, GameError, Phase, Reach, Stuck};
pub use moves::{MAX_MOVES, Move, MoveList, PARTNER_PAWN};
pub use pawn::{PawnId, PawnPlace};
pub use position::PositionError;
pub use record::{GameRecord, RecordedGame, ReplayError};
pub use replay::{Action, ReplayStep, Replayer};
pub use rules::{
    EntryRule, GateRule, HouseRules, InnerSquares, Preset, RuleParseError, Start, ThreeBonuses,
    TurnOrder, TurnStructure,
};
pub use seat::Seat;
pub use setup::{MAX_PAWNS, MIN_PAWNS, Setup, SetupError};
pub use square::Square;
pub use state::{GameState, PlayerState, StateError, StatePhase};
pub use team::{Finished, Sides, Team, TeamGate};
pub use throw::{FaceError, Throw, ThrowKind};
