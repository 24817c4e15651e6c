//! The interface every computer opponent implements.

use dhayam_core::{Game, Move};

use crate::Level;

/// A computer opponent: picks a move for the player to act.
///
/// Bots are `Send`, so a front end can let one think on another thread.
pub trait Bot: Send {
    /// The level this bot plays at.
    fn level(&self) -> Level;

    /// One of `game.legal_moves()` for the player to act, or `None` when the game is not
    /// waiting for a move. Works with either turn structure; in a throw-first turn it
    /// picks one pooled value and one pawn, and is asked again for the rest of the pool.
    fn choose(&mut self, game: &Game) -> Option<Move>;
}
