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
    /// Take back the last person's move (Ctrl+Z).
    Undo,
    /// Ask Hard which move it would make for the person to act.
    Hint,
    /// Continue the unfinished game found at start.
    Resume,
    /// Show the game (the board, or the setup screen).
    ShowGame,
    /// Show the finished games.
    ShowHistory,
    /// Show the statistics.
    ShowStatistics,
    /// Replay the history's game at this index.
    OpenReplay(usize),
    /// Show the replay after this many steps.
    ReplayTo(usize),
    /// Leave the replay for the history list.
    CloseReplay,
    /// Export the history's game at this index to a file the player picks.
    Export(usize),
    /// Import a game file the player picks into the history.
    Import,
    /// Hide the messages about files.
    DismissMessages,
}
