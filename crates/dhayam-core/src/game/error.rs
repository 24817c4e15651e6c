//! Why the rules refused a throw or a move.

use std::fmt;

use crate::Move;
use crate::throw::ThrowKind;

/// Why a throw or a move was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// A throw came while the game waits for a move.
    MoveExpected,
    /// A move came while the game waits for a throw.
    ThrowExpected,
    /// The game is over.
    GameOver,
    /// The move is not among the legal moves.
    IllegalMove(Move),
    /// A throw-first pool cannot hold more of this value.
    PoolFull(u8),
    /// [`Game::play_nth_with`] got a position past the end of the legal moves.
    NoSuchMove(usize),
    /// A throw of another kind than the board's (cowries on the long dice's board, or
    /// the other way round).
    WrongThrow {
        /// What the board throws.
        expected: ThrowKind,
        /// What came.
        got: ThrowKind,
    },
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::MoveExpected => f.write_str("the game is waiting for a move, not a throw"),
            GameError::ThrowExpected => f.write_str("the game is waiting for a throw, not a move"),
            GameError::GameOver => f.write_str("the game is over"),
            GameError::IllegalMove(mv) => write!(f, "that move is not legal now ({mv})"),
            GameError::PoolFull(v) => {
                write!(f, "the pool cannot hold more throws of {v}")
            }
            GameError::WrongThrow { expected, got } => {
                write!(f, "this board throws {expected}, not {got}")
            }
            GameError::NoSuchMove(n) => {
                write!(
                    f,
                    "there is no legal move number {} now",
                    n.saturating_add(1)
                )
            }
        }
    }
}

impl std::error::Error for GameError {}
