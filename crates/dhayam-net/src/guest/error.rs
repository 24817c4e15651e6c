//! Why a guest stopped, in words a player understands.

use std::fmt;

use super::DiceFault;
use crate::protocol::PROTOCOL_VERSION;

/// Why a guest stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GuestError {
    /// The host speaks another protocol version.
    Version {
        /// The host's version.
        host: u32,
    },
    /// The host has no seat for this guest.
    NoSeat,
    /// This computer joined the table before with another dice secret (its saved
    /// joined table was lost, or the code typed in again): the seats wait for that one.
    OtherSecret,
    /// The host stopped reading this guest: too many of its messages were refused.
    TooMany,
    /// The host removed this guest from the table.
    Removed,
    /// The host lets nobody watch (now, or any more), or has no room for more watchers.
    NoWatching,
    /// The host's dice do not check out at throw `throw` (0-based): nothing of what it
    /// sent was applied, and the guest does not dial it again.
    DiceDoNotCheckOut {
        /// Which throw.
        throw: u32,
        /// What is wrong with it.
        why: DiceFault,
    },
}

impl fmt::Display for GuestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GuestError::Version { host } => write!(
                f,
                "the host speaks protocol version {host} and this Dhayam {PROTOCOL_VERSION}: \
                 both need the same version"
            ),
            GuestError::NoSeat => f.write_str("the table has no open seat for this guest"),
            GuestError::OtherSecret => f.write_str(
                "this computer joined this table before with another dice secret, and its \
                 seats wait for that one: ask the host to let a computer play them, or to \
                 remove you so that the seat is free again",
            ),
            GuestError::TooMany => f.write_str(
                "the host stopped listening to this computer: too many of its messages were \
                 refused",
            ),
            GuestError::Removed => f.write_str("the host removed you from this table"),
            GuestError::NoWatching => {
                f.write_str("the host lets nobody watch this table, or has no room for more")
            }
            GuestError::DiceDoNotCheckOut { throw, why } => write!(
                f,
                "the host's dice do not check out: throw {}: {why}",
                u64::from(*throw) + 1
            ),
        }
    }
}

impl std::error::Error for GuestError {}
