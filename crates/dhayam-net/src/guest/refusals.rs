//! What a guest does when the host refuses something it sent.

use dhayam_table::Table;

use super::{Guest, GuestError, GuestOutcome};
use crate::protocol::Refusal;

impl Guest {
    /// The host refused something: a refusal that leaves nothing to do at this table
    /// stops the guest; a refused wish starts again from the host's game; a line said too
    /// fast is told.
    pub(super) fn refused(&mut self, table: &Table, refusal: Refusal, outcome: &mut GuestOutcome) {
        log::warn!("the host refused: {refusal}");
        match refusal {
            Refusal::Version { host } => self.stop(GuestError::Version { host }),
            // A watcher who asked for a seat there was none of watches on.
            Refusal::NoSeat if self.watching => outcome.no_seat = true,
            Refusal::NoSeat => self.stop(GuestError::NoSeat),
            Refusal::NoWatching => self.stop(GuestError::NoWatching),
            Refusal::OtherSecret => self.stop(GuestError::OtherSecret),
            Refusal::TooMany => self.stop(GuestError::TooMany),
            Refusal::Removed => self.stop(GuestError::Removed),
            // A wish the host refused leaves the copy waiting: start again from the host's.
            Refusal::NotYourTurn | Refusal::Stale | Refusal::Illegal | Refusal::BadReveal => {
                self.refused_since_sync = true;
                self.resync(table, outcome);
            }
            Refusal::TooFast => outcome.too_fast = true,
            _ => {}
        }
    }

    /// The guest stops, and why.
    pub(super) fn stop(&mut self, error: GuestError) {
        log::error!("leaving the table: {error}");
        self.stopped = Some(error);
    }
}
