//! A guest dialling its host again after the connection dropped: at once, then after
//! longer and longer pauses (a host that restarts takes a few seconds).

use crate::link::{GuestLink, Reach, Wake};

/// The pauses between dials, in seconds; the last one repeats.
const PAUSES: [f64; 5] = [0.5, 1.0, 2.0, 4.0, 8.0];

/// How to dial the host again, and when.
pub struct Redial {
    code: String,
    identity: [u8; 32],
    reach: Reach,
    wake: Wake,
    tries: usize,
    at: Option<f64>,
}

impl Redial {
    /// Dials `code` with `identity` when asked.
    pub fn new(code: String, identity: [u8; 32], reach: Reach, wake: Wake) -> Redial {
        Redial {
            code,
            identity,
            reach,
            wake,
            tries: 0,
            at: None,
        }
    }

    /// The connection dropped at `now`: dial again after the next pause.
    pub fn schedule(&mut self, now: f64) {
        let pause = PAUSES[self.tries.min(PAUSES.len() - 1)];
        self.at = Some(now + pause);
    }

    /// Connected: the next drop starts with the shortest pause again.
    pub fn connected(&mut self) {
        self.tries = 0;
        self.at = None;
    }

    /// The next dials use `code`.
    pub fn set_code(&mut self, code: &str) {
        code.trim().clone_into(&mut self.code);
    }

    /// Dials since the connection was last up.
    pub fn tries(&self) -> u32 {
        u32::try_from(self.tries).unwrap_or(u32::MAX)
    }

    /// No more dials (the host turned the guest away, or the game is over).
    pub fn cancel(&mut self) {
        self.at = None;
    }

    /// When the next dial is due.
    pub fn at(&self) -> Option<f64> {
        self.at
    }

    /// A new connection, when a dial is due at `now` (a failure waits for the next).
    pub fn due(&mut self, now: f64) -> Option<GuestLink> {
        if self.at.is_none_or(|at| now < at) {
            return None;
        }
        self.at = None;
        self.tries += 1;
        log::info!("dialling the host again (try {})", self.tries);
        match GuestLink::join(self.reach, &self.code, self.identity, self.wake.clone()) {
            Ok(link) => Some(link),
            Err(error) => {
                log::warn!("dialling the host again failed: {error}");
                self.schedule(now);
                None
            }
        }
    }
}
