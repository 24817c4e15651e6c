//! The turn clock of a table hosted across computers, as the host chooses it and keeps
//! it with the table (`dhayam-net` runs it).

use serde::{Deserialize, Serialize};

/// The shortest and longest limits a host may set, in seconds.
pub const CLOCK_LIMITS: std::ops::RangeInclusive<u16> = 1..=3600;

/// The limits a front end offers, in seconds (30 s, a minute, two minutes).
pub const CLOCK_OFFERED: [u16; 3] = [30, 60, 120];

/// The turn clock of a hosted table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum TurnClock {
    /// No clock: the game waits for each player.
    #[default]
    Off,
    /// Each turn (a throw to ask for, a move to choose) has `seconds`.
    Limit {
        /// The time for a turn, in seconds (within [`CLOCK_LIMITS`]).
        seconds: u16,
        /// Whether the clock runs for the people at the host's own computer too (they
        /// sit at the host's screen; only when the host asks for it).
        host_people: bool,
    },
}

/// A limit outside [`CLOCK_LIMITS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockError(pub u64);

impl std::fmt::Display for ClockError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "a turn clock of {} seconds: it is from {} to {} seconds",
            self.0,
            CLOCK_LIMITS.start(),
            CLOCK_LIMITS.end()
        )
    }
}

impl std::error::Error for ClockError {}

impl TurnClock {
    /// A clock of `seconds` per turn for guests only.
    pub fn for_guests(seconds: u64) -> Result<TurnClock, ClockError> {
        let seconds = u16::try_from(seconds)
            .ok()
            .filter(|s| CLOCK_LIMITS.contains(s))
            .ok_or(ClockError(seconds))?;
        Ok(TurnClock::Limit {
            seconds,
            host_people: false,
        })
    }

    /// Whether there is no clock.
    #[allow(clippy::trivially_copy_pass_by_ref)] // serde's `skip_serializing_if` lends it
    pub fn is_off(&self) -> bool {
        *self == TurnClock::Off
    }

    /// The time for a turn, in seconds (`None`: no clock).
    pub fn seconds(self) -> Option<f64> {
        match self {
            TurnClock::Off => None,
            TurnClock::Limit { seconds, .. } => Some(f64::from(seconds)),
        }
    }

    /// Whether it runs for the people at the host's computer.
    pub fn for_host_people(self) -> bool {
        matches!(
            self,
            TurnClock::Limit {
                host_people: true,
                ..
            }
        )
    }

    /// The clock as a guest may take it from the wire: a limit outside [`CLOCK_LIMITS`] is
    /// brought within them.
    #[must_use]
    pub fn within_limits(self) -> TurnClock {
        match self {
            TurnClock::Off => TurnClock::Off,
            TurnClock::Limit {
                seconds,
                host_people,
            } => TurnClock::Limit {
                seconds: seconds.clamp(*CLOCK_LIMITS.start(), *CLOCK_LIMITS.end()),
                host_people,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_are_checked() {
        assert_eq!(TurnClock::for_guests(0), Err(ClockError(0)));
        assert_eq!(TurnClock::for_guests(3601), Err(ClockError(3601)));
        assert_eq!(TurnClock::for_guests(30).unwrap().seconds(), Some(30.0));
        assert!(!TurnClock::for_guests(30).unwrap().for_host_people());
        assert_eq!(TurnClock::Off.seconds(), None);
        let wild = TurnClock::Limit {
            seconds: 0,
            host_people: true,
        };
        assert_eq!(wild.within_limits().seconds(), Some(1.0));
    }
}
