//! The events channel from the network thread to the table, with credit.
//!
//! Each event may carry a permit (a [`Credit`]) that is given back only when the table
//! takes the event. A peer's reader needs a permit of its own connection before it reads
//! the next frame, so at most [`super::limits::EVENTS_PER_GUEST`] of one peer's frames
//! wait here, and a host's connection slot comes back only after the table has taken
//! the connection's last event. The channel's type has no bound; what it holds is
//! bounded by those permits.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use tokio::sync::OwnedSemaphorePermit;

use super::Wake;

/// What an event holds until the table takes it.
pub(super) type Credit = Option<OwnedSemaphorePermit>;

/// One delivery: an event, or nothing but credit to give back (a connection that ended
/// without an event of its own).
struct Delivery<E> {
    event: Option<E>,
    _credit: Credit,
}

/// The network thread's end.
pub(super) struct Outlet<E> {
    tx: mpsc::Sender<Delivery<E>>,
    wake: Wake,
}

impl<E> Clone for Outlet<E> {
    fn clone(&self) -> Self {
        Outlet {
            tx: self.tx.clone(),
            wake: self.wake.clone(),
        }
    }
}

impl<E> Outlet<E> {
    /// Hands `event` to the table, holding `credit` until it is taken, and wakes it.
    pub(super) fn tell(&self, event: E, credit: Credit) {
        let _ = self.tx.send(Delivery {
            event: Some(event),
            _credit: credit,
        });
        (self.wake)();
    }

    /// Gives `credit` back once the table has taken everything before it.
    pub(super) fn give_back(&self, credit: OwnedSemaphorePermit) {
        let _ = self.tx.send(Delivery {
            event: None,
            _credit: Some(credit),
        });
    }
}

/// The table's end.
pub(super) struct Inbox<E> {
    rx: mpsc::Receiver<Delivery<E>>,
}

/// A new channel whose sender wakes the front end with `wake`.
pub(super) fn channel<E>(wake: Wake) -> (Outlet<E>, Inbox<E>) {
    let (tx, rx) = mpsc::channel();
    (Outlet { tx, wake }, Inbox { rx })
}

impl<E> Inbox<E> {
    /// At most `max` events that are waiting, without waiting.
    pub(super) fn take(&self, max: usize) -> Vec<E> {
        let mut events = Vec::new();
        while events.len() < max {
            match self.rx.try_recv() {
                Ok(delivery) => events.extend(delivery.event),
                Err(_) => break,
            }
        }
        events
    }

    /// At most `max` events: waits at most `timeout` for the first, then takes those
    /// waiting behind it.
    pub(super) fn wait(&self, max: usize, timeout: Duration) -> Vec<E> {
        let until = Instant::now() + timeout;
        let mut events = Vec::new();
        while events.is_empty() && max > 0 {
            let left = until.saturating_duration_since(Instant::now());
            match self.rx.recv_timeout(left) {
                Ok(delivery) => events.extend(delivery.event),
                Err(_) => return events,
            }
        }
        events.extend(self.take(max - events.len()));
        events
    }
}
