//! Dhayam across computers: one computer hosts the table, friends join from theirs.
//!
//! - [`Host`] holds the one true game (at the host's networked
//!   [`Table::hosting`]). Guests send wishes only (throw; play this
//!   move); the host checks each with the rules, applies it, and sends the step to every
//!   guest with the hash of the position after it. Anything else is refused with a
//!   [`Refusal`], written to the log, and changes nothing.
//! - [`Guest`] keeps a copy that follows the host's steps, compares hashes, and asks
//!   for the whole game again when they differ.
//! - **Fair dice.** Every throw is made of a link of the host's and of every guest
//!   present, from chains each signed and fixed before the first throw
//!   ([`dhayam_core::fair`]), so nobody can choose or foresee a throw. The game file keeps
//!   the ledger, and [`dhayam_core::fair::DiceLedger::verify`] checks every throw
//!   afterwards.
//! - The sides have no network of their own (tests drive them directly); [`link`] carries
//!   their messages over iroh connections, on a thread of its own, and [`driver`] puts a
//!   side, its link and its table together behind the calls of a local table
//!   ([`Networked`]): what every front end uses.
//! - **Talk** ([`talk`]): lines of text and quick phrases, passed on by the host to
//!   everyone at the table, cleaned and paced.
//! - **A turn clock** ([`clock`]), the host's choice: a turn that runs out is played by a
//!   computer.
//! - **Another game** at the same table once one is over ([`Host::next_game`]), the first
//!   player moved on one seat; and **people who watch** ([`Guest::watcher`]): no seat, no
//!   part in the dice, so no throw waits for them.

pub mod clock;
pub mod driver;
pub mod guest;
pub mod host;
pub mod link;
pub mod protocol;
pub mod secret;
pub mod talk;

pub use clock::TurnClock;
pub use driver::{Connection, HostCommand, NetEvent, Networked};
pub use guest::{DiceFault, Evidence, Guest, GuestError, GuestOutcome, Missed, Role};
pub use host::{Host, Out, Outcome, PeerId};
pub use protocol::{
    Holder, Lobby, PROTOCOL_VERSION, Refusal, SeatView, ToGuest, ToHost, WireError,
};
pub use secret::{DiceSecret, commitment, peer_id, player_key, position_hash};
pub use talk::{Line, Phrase, Said};

use dhayam_ai::Bot;
use dhayam_table::{Command, Table};

/// What a seat played here by `bot` does next at `table`: throw when a person here is to
/// throw, the bot's move when one is to move, nothing otherwise. The command line and the
/// tests play their seats with it, through the same commands as a click.
pub fn play_here(table: &Table, bot: &mut dyn Bot) -> Option<Command> {
    if table.person_to_throw() {
        return Some(Command::Throw);
    }
    if table.person_to_move() {
        let game = table.session()?.game();
        return bot.choose(game).map(Command::Play);
    }
    None
}
