//! The host's side of being found nearby: what it tells a computer that peeks, and the
//! gate that keeps peeks cheap.
//!
//! A peek arrives on its own protocol name ([`ABOUT_ALPN`]), so the link tells it from a
//! guest before any frame is read: it is answered from the [`Billboard`] the host's
//! driver keeps, and the table never sees it. At most [`PEEKS_AT_ONCE`] are answered at
//! once, [`PEEK_BURST`] in a burst then [`PEEKS_PER_SECOND`]; any other is closed
//! unanswered, and each gets [`PEEK_TIME`] at most.

use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use iroh::endpoint::Connection;

use super::super::frame::{Frame, read_frame, write_frame};
use crate::protocol::{About, MAX_ABOUT, PROTOCOL_VERSION, Peek, decode, encode};

/// The protocol name of a peek (QUIC's ALPN), apart from a guest's.
pub const ABOUT_ALPN: &[u8] = b"dhayam/about/1";

/// Peeks answered at the same time; more are closed at once.
pub const PEEKS_AT_ONCE: usize = 8;

/// Peeks answered in a burst before the rate applies.
pub const PEEK_BURST: u32 = 16;

/// Peeks answered each second after a burst (a browser peeks each table every few
/// seconds, so a room full of them stays far below it).
pub const PEEKS_PER_SECOND: u32 = 8;

/// The longest a peek may take, from its connection to the answer.
pub const PEEK_TIME: Duration = Duration::from_secs(2);

/// Whether a hosted table is shown to computers on the same network.
#[derive(Clone, Debug)]
pub enum Announce {
    /// Not shown: joined by its code only.
    Quiet,
    /// Shown nearby (the marker on mDNS), telling peeks what the board says.
    Nearby(Billboard),
}

/// What a hosted table tells a peek, kept up to date by the host's driver.
#[derive(Clone, Debug)]
pub struct Billboard(Arc<Mutex<About>>);

impl Billboard {
    /// A board showing `name` with `open_seats`.
    pub fn new(name: &str, open_seats: usize) -> Billboard {
        Billboard(Arc::new(Mutex::new(about(name, open_seats))))
    }

    /// Shows `open_seats` from now on.
    pub fn set_open_seats(&self, open_seats: usize) {
        let mut shown = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        shown.open_seats = u8::try_from(open_seats).unwrap_or(u8::MAX);
    }

    /// Shows whether the host lets people watch from now on.
    pub fn set_watching(&self, watching: bool) {
        let mut shown = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        shown.watching = watching;
    }

    /// What a peek is told now.
    pub fn about(&self) -> About {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }
}

fn about(name: &str, open_seats: usize) -> About {
    About {
        protocol: PROTOCOL_VERSION,
        name: dhayam_store::clean_name(name),
        open_seats: u8::try_from(open_seats).unwrap_or(u8::MAX),
        watching: true,
    }
}

/// A token bucket: [`PEEK_BURST`] peeks at once, refilled at [`PEEKS_PER_SECOND`].
#[derive(Debug)]
pub struct PeekGate {
    tokens: f64,
    last: Instant,
}

impl PeekGate {
    /// A full bucket at `now`.
    pub fn new(now: Instant) -> PeekGate {
        PeekGate {
            tokens: f64::from(PEEK_BURST),
            last: now,
        }
    }

    /// Whether a peek arriving at `now` is answered.
    pub fn admit(&mut self, now: Instant) -> bool {
        let since = now.saturating_duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens =
            (self.tokens + since * f64::from(PEEKS_PER_SECOND)).min(f64::from(PEEK_BURST));
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Answers one peek on `conn` with `about`, within [`PEEK_TIME`], and closes it.
pub async fn answer_peek(conn: Connection, about: About) {
    let exchange = async {
        let (mut send, mut recv) = conn.accept_bi().await.ok()?;
        let Frame::Message(bytes) = read_frame(&mut recv, MAX_ABOUT).await.ok()? else {
            return None;
        };
        let _peek: Peek = decode(&bytes, MAX_ABOUT).ok()?;
        write_frame(&mut send, &encode(&about)).await.ok()?;
        send.finish().ok()
    };
    if tokio::time::timeout(PEEK_TIME, exchange).await.is_ok() {
        // Answered: the asker closes once it has read it; wait a moment for that.
        let _ = tokio::time::timeout(PEEK_TIME, conn.closed()).await;
    }
    conn.close(0u32.into(), b"about");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_is_answered_then_the_rate_holds() {
        let start = Instant::now();
        let mut gate = PeekGate::new(start);
        let burst = (0..100).filter(|_| gate.admit(start)).count();
        assert_eq!(burst, PEEK_BURST as usize);
        // A second later, a second's worth more.
        let later = start + Duration::from_secs(1);
        let more = (0..100).filter(|_| gate.admit(later)).count();
        assert_eq!(more, PEEKS_PER_SECOND as usize);
        // Long idle: never more than a burst.
        let idle = later + Duration::from_hours(1);
        let after_idle = (0..100).filter(|_| gate.admit(idle)).count();
        assert_eq!(after_idle, PEEK_BURST as usize);
    }

    #[test]
    fn the_board_tells_the_cleaned_name_and_open_seats() {
        let board = Billboard::new("  Anbu's table\n", 2);
        assert_eq!(board.about().name, "Anbu's table");
        assert_eq!(board.about().open_seats, 2);
        board.set_open_seats(0);
        assert_eq!(board.about().open_seats, 0);
        board.set_open_seats(1000);
        assert_eq!(board.about().open_seats, u8::MAX);
        assert_eq!(board.about().protocol, PROTOCOL_VERSION);
    }
}
