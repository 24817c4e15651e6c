//! A guest leaving its table: the host is told at once, the connection is closed off the
//! window's thread, and the table joined is kept or forgotten as the player chose.

use std::sync::mpsc;
use std::time::Duration;

use dhayam_net::ToHost;
use dhayam_net::link::{GuestEvent, GuestLink};
use dhayam_net::protocol::encode;
use dhayam_table::Table;

use super::Joined;

/// How long a closing link waits for the host to close the connection after the guest's
/// `Leave` (it closes at once on receiving it): enough for a slow path across the
/// internet, and it runs on a thread of its own, so the window never waits for it.
const HOST_CLOSES_WITHIN: Duration = Duration::from_secs(3);

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

/// A link being closed on a thread of its own: [`Closed::wait`] waits a little for it.
pub struct Closed(Option<mpsc::Receiver<()>>);

impl Closed {
    /// Nothing to wait for.
    pub fn done() -> Closed {
        Closed(None)
    }

    /// Waits at most `limit` for the connection to be closed (the host told, the link
    /// gone); whether it was.
    pub fn wait(&self, limit: Duration) -> bool {
        self.0
            .as_ref()
            .is_none_or(|rx| rx.recv_timeout(limit).is_ok())
    }
}

impl Joined {
    /// Leaves the table: tells the host (if connected), closes the link off the window's
    /// thread, and keeps or forgets the table joined as `how` says.
    pub(super) fn leave(self, table: &Table, how: Leaving) -> Closed {
        let under_way = table.session().is_some_and(|s| !s.game().is_over());
        match how {
            // Its game over, the table is forgotten already (see `Joined::tick`).
            Leaving::Chosen if under_way => self.kept.mark_left(),
            // Before the game (or after it) there is nothing to go back to.
            Leaving::Chosen => self.kept.forget_joined(),
            Leaving::Closing => {}
        }
        if self.connected {
            log::info!("leaving the table: telling the host");
            self.link.send(encode(&ToHost::Leave));
        }
        close_in_background(self.link)
    }
}

/// Drops `link` on a thread of its own once the host has closed the connection (or after
/// [`HOST_CLOSES_WITHIN`]): dropping a link waits for QUIC's close to be acknowledged,
/// which can take seconds.
fn close_in_background(link: GuestLink) -> Closed {
    let (done, closed) = mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("dhayam-leave".to_owned())
        .spawn(move || {
            let deadline = std::time::Instant::now() + HOST_CLOSES_WITHIN;
            while let Some(left) = deadline.checked_duration_since(std::time::Instant::now()) {
                match link.wait_event(left) {
                    Some(GuestEvent::Gone(_)) | None => break,
                    Some(_) => {}
                }
            }
            drop(link);
            let _ = done.send(());
        });
    match spawned {
        Ok(_) => Closed(Some(closed)),
        Err(error) => {
            // No thread: the link is dropped where it is, in the closure returned.
            log::warn!("the link could not be closed on a thread of its own: {error}");
            Closed::done()
        }
    }
}
