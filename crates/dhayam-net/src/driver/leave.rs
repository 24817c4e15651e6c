//! A guest's link closed off the caller's thread once the host has been told it leaves.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::link::{GuestEvent, GuestLink};

/// How long a closing link waits for the host to close the connection after the guest's
/// `Leave` (it closes at once on receiving it): enough for a slow path across the
/// internet, and it runs on a thread of its own, so nobody waits for it.
const HOST_CLOSES_WITHIN: Duration = Duration::from_secs(3);

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

/// Drops `link` on a thread of its own once the host has closed the connection, or it
/// is gone already (or after [`HOST_CLOSES_WITHIN`]): dropping a link waits for QUIC's
/// close to be acknowledged, which can take seconds.
pub(super) fn close_in_background(link: GuestLink) -> Closed {
    let (done, closed) = mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("dhayam-leave".to_owned())
        .spawn(move || {
            let deadline = Instant::now() + HOST_CLOSES_WITHIN;
            while let Some(left) = deadline.checked_duration_since(Instant::now()) {
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
            // No thread: the link was moved into the closure and is dropped with it.
            log::warn!("the link could not be closed on a thread of its own: {error}");
            Closed::done()
        }
    }
}
