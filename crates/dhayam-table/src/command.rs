//! What can be asked of the table: every input becomes a command, applied in one place.

use dhayam_core::fair::Made;
use dhayam_core::{Action, Move, Setup};
use dhayam_store::{SavedGame, SeatPlayer, TableSettings};

use crate::{Purpose, Stamp};

/// What a person answers the tutor's question "Hard would play this. Play yours anyway?".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TutorReply {
    /// Play the move chosen.
    PlayMine,
    /// Play Hard's move instead.
    TakeHards,
    /// Play the move chosen and turn the tutor off.
    StopAsking,
}

/// A request to the table, applied by [`crate::Table::apply`]. Commands that do not fit the
/// moment (a throw when a computer is to act, a move that is not legal) change nothing.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Start a game of `setup` with `players`, undo allowed or not; the setup and players
    /// are remembered in the settings for next time.
    Start {
        /// The seats, pawns and house rules.
        setup: Setup,
        /// One player per seat of the setup.
        players: Vec<SeatPlayer>,
        /// Whether a person's move may be taken back.
        undo: bool,
    },
    /// Start again with the same setup and players.
    PlayAgain,
    /// Continue the unfinished game found at start.
    Resume,
    /// Leave the game for the setup screen (a declined unfinished game is set aside).
    Leave,
    /// Throw the dice for the person to act.
    Throw,
    /// Play this move for the person to act.
    Play(Move),
    /// Throw first: spend this pooled value next.
    ChooseValue(u8),
    /// Move the person's pawn with this 0-based number (keys 1 to 6): among the pawns they
    /// move, which are the partner's once they have finished in a team game.
    PickPawn(u8),
    /// Mark the next of the person's moves (Tab).
    CycleMove,
    /// Play the marked move, or throw when nothing is marked (Space, Enter).
    Confirm,
    /// Drop the marked move (Esc).
    Unmark,
    /// Take back the last person's move (Ctrl+Z).
    Undo,
    /// Ask Hard which move it would make for the person to act.
    Hint,
    /// A computer decision's answer (`None`: the decision failed).
    Answer {
        /// The game and step it was asked about.
        stamp: Stamp,
        /// What it was for.
        purpose: Purpose,
        /// The move chosen.
        chosen: Option<Move>,
    },
    /// The tutor's look at a move a person was about to play ([`Purpose::Tutor`]): Hard's
    /// better move and why, or `None` when the move is good enough (it is played then).
    Advised {
        /// The game and step it was asked about.
        stamp: Stamp,
        /// Hard's advice, if the move gives chance away.
        advice: Option<dhayam_ai::Advice>,
    },
    /// The person's answer to the tutor's question.
    Tutor(TutorReply),
    /// A game played across computers: the host decided this throw or move (with the
    /// secrets that made a throw). Applied whoever is to act; refused if the rules refuse.
    Step {
        /// What was done, and by which seat.
        action: Action,
        /// For a throw, what went into it (kept in the dice ledger).
        made: Made,
    },
    /// A game played across computers: put this position on the table (joining, catching
    /// up after a dropped connection, the host opening or resuming the table).
    Sync(Box<SavedGame>),
    /// Use these table settings from now on (they are saved at once). The window's own
    /// preferences (look, language, sound, tips) are not the table's.
    ChangeSettings(TableSettings),
    /// The window is closing: nothing more is played, late answers are dropped.
    Close,
}
