//! What the table asks of the front end after a command or a tick.

use dhayam_core::{GameError, Move, Seat, Stuck, Throw};
use dhayam_store::{SavedGame, TableSettings};

use crate::{DiceError, Motion, StartError, ThinkRequest, TimedCue};

/// What the table tells the people at it. The front end puts it in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tell {
    /// `by` cut a pawn of `victim`'s.
    Cut {
        /// The cutter.
        by: Seat,
        /// Whose pawn went back to its yard.
        victim: Seat,
    },
    /// `seat` could not use a `value`; it is lost.
    ValueLost {
        /// Who threw it.
        seat: Seat,
        /// The value lost.
        value: u8,
        /// Why: each pawn's reason (pawns at the centre left out).
        why: Vec<(u8, Stuck)>,
    },
    /// A person asked to move `seat`'s pawn `pawn` (by its key or a click), and it cannot
    /// spend `value`; nothing changed.
    Stuck {
        /// Whose pawn.
        seat: Seat,
        /// The pawn's 0-based number.
        pawn: u8,
        /// The value it would spend.
        value: u8,
        /// Why it cannot.
        why: Stuck,
    },
    /// A person's only move (or moves that all come to the same) played itself.
    OnlyMove {
        /// Whose move.
        seat: Seat,
        /// The move played.
        mv: Move,
    },
    /// `seat` is the King: the first to bring every pawn to the centre.
    King(Seat),
    /// A move was taken back; `again` is the value to spend again, if any.
    Undone {
        /// The throw's value, spent again.
        again: Option<u8>,
    },
    /// The rules refused what was asked (a bug in a front end; nothing changed).
    Refused(GameError),
    /// The dice gave no throw (a scripted dice that ran out; nothing changed).
    NoThrow(DiceError),
    /// A computer seat's decision failed; it played its first legal move instead.
    ComputerFailed,
}

/// Something told for a while: from `from` until `until` (table time, seconds).
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    /// What is told.
    pub tell: Tell,
    /// Whose it is (its colour), if anyone's.
    pub seat: Option<Seat>,
    /// When it starts to show (once the dice have landed).
    pub from: f64,
    /// When it goes.
    pub until: f64,
}

/// What a seat played here wants to do, in a game played across computers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Want {
    /// Throw the dice.
    Throw,
    /// Play this move.
    Play(Move),
}

/// A wish of a seat played at this computer, to be sent to the host of a game played
/// across computers, who decides (and answers with [`crate::Command::Step`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Intent {
    /// The seat that wants it.
    pub seat: Seat,
    /// The step of the game it was wished at (throws plus moves so far).
    pub step: usize,
    /// What it wants.
    pub want: Want,
}

/// One thing the front end is to do.
#[derive(Debug)]
pub enum Effect {
    /// The position was replaced (a new game, a resume, an undo, leaving): drop every
    /// animation of the one before.
    NewPosition,
    /// `seat` threw: tumble the dice from `start` until `until`, landing on `throw`.
    Roll {
        /// Who threw.
        seat: Seat,
        /// The throw.
        throw: Throw,
        /// When the dice start to tumble.
        start: f64,
        /// When they land.
        until: f64,
    },
    /// Pawns on the move.
    Animate(Vec<Motion>),
    /// Sounds to play, each at its time (sorted by time).
    Sound(Vec<TimedCue>),
    /// Words to show.
    Tell(Notice),
    /// A game played across computers: send this wish to the host.
    Intent(Intent),
    /// The host's table ([`crate::Table::hosting`]) played this at `step`, checked by
    /// the rules: tell every guest.
    Played {
        /// The step it was played at (throws plus moves before it).
        step: usize,
        /// The throw or move.
        action: dhayam_core::Action,
        /// What went into the throw (nothing for a move).
        made: dhayam_core::fair::Made,
    },
    /// The host's table: `seat`, played at the host's computer, is to throw at `step`.
    /// The throw is made from every connected player's part and comes back as
    /// [`crate::Command::Step`].
    CallThrow {
        /// The seat to throw.
        seat: Seat,
        /// The step it throws at.
        step: usize,
    },
    /// A computer decision to make; its answer comes back as [`crate::Command::Answer`].
    Think(ThinkRequest),
    /// Save the unfinished game (after every throw and move).
    Save(SavedGame),
    /// The game is over: move it to the history.
    Finish(SavedGame),
    /// The unfinished game found at start was declined: set it aside.
    Discard,
    /// The table's settings changed (a game started, or they were changed): keep them,
    /// with the window's own preferences, in the settings file.
    SaveSettings(TableSettings),
    /// A game could not start; say why on the setup screen.
    StartRefused(StartError),
}
