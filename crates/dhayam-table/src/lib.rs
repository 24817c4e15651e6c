//! One game at a Dhayam table, without any window: the controller every input goes through.
//!
//! A [`Table`] owns the game being played ([`Session`]), who sits in each seat, the dice
//! ([`DiceSource`]), undo, hints, and the pace of computer and automatic moves. Its whole
//! interface is:
//!
//! - **commands in**: [`Table::apply`] takes a [`Command`] (a click or key turned into a
//!   command by the desktop, a computer's answer, later a remote player's message) at a
//!   moment `now` in seconds;
//! - **time passing in**: [`Table::tick`] plays computer seats and forced moves when their
//!   pause is over;
//! - **effects out**: both return [`Effect`]s: what to animate, what to play ([`Cue`]s),
//!   what to save, what to tell the people, which computer decision to run.
//!
//! Rules come from [`dhayam_core`] alone: the table never works one out for itself, and a
//! refused command changes nothing. A computer's decision runs wherever the front end
//! likes ([`Thinker`] runs it on a thread; tests answer at once with
//! [`ThinkRequest::answer`]) and comes back as [`Command::Answer`], stamped with the game
//! and step it was asked about, so a stale answer (after an undo, a new game or closing)
//! is dropped.
//!
//! ```
//! use dhayam_core::{Seat, Setup};
//! use dhayam_store::{PlayerKind, SeatPlayer, TableSettings};
//! use dhayam_table::{Command, Effect, ScriptedDice, Table};
//!
//! let dice = Box::new(ScriptedDice::values([1]));
//! let mut table = Table::new(TableSettings::default(), None, dice);
//! let players = vec![
//!     SeatPlayer::new(Seat::South, "Asha", PlayerKind::Human),
//!     SeatPlayer::new(Seat::North, "Bala", PlayerKind::Human),
//! ];
//! let setup = Setup::new([Seat::South, Seat::North]);
//! table.apply(Command::Start { setup, players, undo: true }, 0.0);
//! let effects = table.apply(Command::Throw, 1.0);
//! assert!(effects.iter().any(|e| matches!(e, Effect::Save(_))));
//! assert_eq!(table.person_moves().len(), 4, "a 1 enters any of the four pawns");
//! ```

mod command;
mod cue;
mod dice;
mod effect;
mod log;
mod numbers;
pub mod pace;
mod plan;
mod session;
mod table;
mod thinking;

pub use command::{Command, TutorReply};
pub use cue::{Cue, TimedCue, plan_cues, plan_dice_cues};
pub use dice::{DiceError, DiceSource, RandomDice, ScriptedDice};
pub use effect::{Effect, Intent, Notice, Tell, Want};
pub use log::{LogEntry, LogLine};
pub use numbers::PlayerNumbers;
pub use plan::{Motion, MotionKind, Spot, plan_motions};
pub use session::{Session, StartError};
pub use table::{Table, TutorQuestion};
pub use thinking::{Purpose, Stamp, ThinkRequest, Thinker, decision_seed};
