//! Leaving a table across computers: a guest's host is told at once and the connection is
//! closed off the window's thread (by the driver); the table joined is kept or forgotten
//! as the player chose.

use super::{AtTable, Closed};

/// Why a table across computers is left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaving {
    /// The player chose to leave (Leave the table, New game, Ctrl+N). A guest's seats
    /// wait for it; the New game screen offers going back while the game goes on.
    Chosen,
    /// The window is closing. A guest goes back to its table by itself when the window
    /// opens again.
    Closing,
}

impl AtTable {
    /// Leaves the table as `how` says: a guest tells its host (if connected), its link is
    /// closed off the window's thread, and the table joined is kept or forgotten; a host
    /// closes its table and keeps it, to open it again.
    pub fn leave(self, how: Leaving) -> Closed {
        if !self.hosting() {
            match how {
                // Its game over, the table is forgotten already (see `take_events`).
                Leaving::Chosen if self.under_way() => self.kept.mark_left(),
                // Before the game (or after it) there is nothing to go back to.
                Leaving::Chosen => self.kept.forget_joined(),
                Leaving::Closing => {}
            }
        }
        self.networked.leave()
    }
}
