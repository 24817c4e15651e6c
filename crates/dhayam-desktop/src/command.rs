//! What the player asked for: every click and key becomes a command, applied in one place.

use dhayam_core::Move;

/// A request from the screen, applied by [`crate::DhayamApp`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Open the new-game screen.
    NewGame,
    /// Start a game from the setup screen's choices.
    StartGame,
    /// Start again with the same setup.
    PlayAgain,
    /// Throw the dice for the human to act.
    Throw,
    /// Play this move for the human to act.
    Play(Move),
    /// Throw first: spend this pooled value next.
    ChooseValue(u8),
    /// Move the pawn with this 0-based number (keys 1 to 6).
    PickPawn(u8),
    /// Mark the next legal move (Tab).
    CycleMove,
    /// Drop the marked move, close windows (Esc).
    Cancel,
    /// Show or hide the rules.
    ToggleRules,
}
