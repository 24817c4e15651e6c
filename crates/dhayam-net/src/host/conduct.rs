//! What a connection sends, as the host reads it: a rate limit on its messages, refusals
//! counted until too many close it, and a log that names each kind of refusal once per
//! connection and sums the rest up when it closes (never a line per message).

use dhayam_table::Table;

use super::{Handled, Host, Out, Outcome, PeerId};
use crate::protocol::{MAX_TO_HOST, Refusal, ToGuest, ToHost, WireError, decode};

/// What one connection may send before the host stops reading it. A message the host
/// accepts (a dice part it called for, a wish it carries out) costs nothing: those are
/// bounded by the game itself, which between computers playing at full speed makes well
/// over a hundred throws a second, each with a part from every guest. The bucket bounds
/// everything else (refusals, requests answered or dropped), and an honest guest sends
/// those only when its copy was behind.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// Refusals in a row (no accepted message between them) after which the host tells
    /// the guest [`Refusal::TooMany`] and closes the connection.
    pub refusals_in_a_row: u32,
    /// Messages the host reads at once from one connection (the token bucket's size).
    pub burst: f64,
    /// Messages per second the host reads from one connection over time (the bucket's
    /// refill). Messages over it are dropped unread and counted.
    pub per_second: f64,
    /// Messages dropped over the rate in a row after which the connection is closed.
    pub dropped_in_a_row: u32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            refusals_in_a_row: 32,
            burst: 256.0,
            per_second: 128.0,
            dropped_in_a_row: 256,
        }
    }
}

/// Whether a message is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Admit {
    /// Read it.
    Read,
    /// Over the rate: dropped unread.
    Drop,
    /// Over the rate too often, or already told to go: drop it, and close if not yet.
    Close,
    /// The connection is being closed: nothing more is read or answered.
    Closing,
}

/// One connection's account, from its first message until it is gone.
#[derive(Clone, Debug)]
pub(super) struct Conduct {
    tokens: f64,
    at: f64,
    in_a_row: u32,
    dropped_in_a_row: u32,
    refused: Vec<(Refusal, u64)>,
    dropped: u64,
    after_close: u64,
    quiet: u64,
    closing: bool,
    /// The step of the game sent to it last, and whether a refusal since gives it
    /// reason to ask for the game again.
    pub(super) game_sent: Option<usize>,
    pub(super) refused_since_game: bool,
}

impl Conduct {
    pub(super) fn new(limits: &Limits, now: f64) -> Conduct {
        Conduct {
            tokens: limits.burst,
            at: now,
            in_a_row: 0,
            dropped_in_a_row: 0,
            refused: Vec::new(),
            dropped: 0,
            after_close: 0,
            quiet: 0,
            closing: false,
            game_sent: None,
            refused_since_game: false,
        }
    }

    /// Takes a token for one message, if there is one.
    pub(super) fn admit(&mut self, limits: &Limits, now: f64) -> Admit {
        if self.closing {
            self.after_close += 1;
            return Admit::Closing;
        }
        let elapsed = (now - self.at).max(0.0);
        self.at = self.at.max(now);
        self.tokens = (self.tokens + elapsed * limits.per_second).min(limits.burst);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            self.dropped_in_a_row = 0;
            return Admit::Read;
        }
        self.dropped += 1;
        self.dropped_in_a_row += 1;
        if self.dropped_in_a_row >= limits.dropped_in_a_row {
            self.closing = true;
            return Admit::Close;
        }
        Admit::Drop
    }

    /// A message was accepted: the refusals in a row start again, and its token comes
    /// back (the game bounds how many of those there are).
    pub(super) fn accepted(&mut self, limits: &Limits) {
        self.in_a_row = 0;
        self.tokens = (self.tokens + 1.0).min(limits.burst);
    }

    /// A message was read and dropped on purpose (a second request for the same game,
    /// a wish already being carried out): neither good nor refused.
    pub(super) fn quietly_dropped(&mut self) {
        self.quiet += 1;
    }

    /// A refusal: whether it is the first of its kind (to log), and whether the refusals
    /// in a row are now too many.
    pub(super) fn refused(&mut self, refusal: Refusal, limits: &Limits) -> (bool, bool) {
        self.in_a_row += 1;
        self.refused_since_game = true;
        let first = if let Some((_, n)) = self.refused.iter_mut().find(|(r, _)| *r == refusal) {
            *n += 1;
            false
        } else {
            self.refused.push((refusal, 1));
            true
        };
        (first, self.in_a_row >= limits.refusals_in_a_row)
    }

    /// From now on nothing more is read from this connection.
    pub(super) fn close(&mut self) {
        self.closing = true;
    }

    /// Whether the connection is being closed.
    pub(super) fn closing(&self) -> bool {
        self.closing
    }

    /// What the connection sent besides accepted messages, in words for the log
    /// (`None`: nothing to say).
    pub(super) fn summary(&self) -> Option<String> {
        let mut parts: Vec<String> = self
            .refused
            .iter()
            .map(|(refusal, n)| format!("{n} refused ({refusal})"))
            .collect();
        if self.dropped > 0 {
            parts.push(format!("{} dropped unread over the rate", self.dropped));
        }
        if self.after_close > 0 {
            parts.push(format!("{} not read after it was closed", self.after_close));
        }
        if self.quiet > 0 {
            parts.push(format!("{} not answered (already answered)", self.quiet));
        }
        (!parts.is_empty()).then(|| parts.join(", "))
    }
}

impl Host {
    /// Bytes from a guest: one message, checked and applied, or refused with a reason.
    /// A connection that sends too fast, or too many refused messages in a row, is told
    /// why and closed ([`Limits`]).
    pub fn receive(&mut self, table: &mut Table, peer: &PeerId, bytes: &[u8], now: f64) -> Outcome {
        let mut outcome = Outcome::default();
        let limits = self.limits;
        let conduct = self
            .conduct
            .entry(peer.clone())
            .or_insert_with(|| Conduct::new(&limits, now));
        match conduct.admit(&limits, now) {
            Admit::Read => {}
            Admit::Drop | Admit::Closing => return outcome,
            Admit::Close => {
                log::warn!(
                    "guest {peer} sends more than {} messages a second; closing its connection",
                    limits.per_second
                );
                self.close_for(peer, Refusal::TooMany, &mut outcome);
                return outcome;
            }
        }
        let message = match decode::<ToHost>(bytes, MAX_TO_HOST) {
            Ok(message) => message,
            Err(WireError::TooLarge { .. }) => {
                self.refuse(peer, Refusal::TooLarge, &mut outcome);
                return outcome;
            }
            Err(WireError::Garbled(_)) => {
                self.refuse(peer, Refusal::Garbled, &mut outcome);
                return outcome;
            }
        };
        // A guest that leaves is closed whatever it was told: it wants no answer.
        let leaving = matches!(message, ToHost::Leave);
        match self.handle(table, peer, message, now, &mut outcome) {
            Ok(handled) => {
                if let Some(conduct) = self.conduct.get_mut(peer) {
                    match handled {
                        Handled::Accepted => conduct.accepted(&limits),
                        Handled::Answered => {}
                        Handled::Quiet => conduct.quietly_dropped(),
                    }
                }
            }
            Err(refusal) => {
                self.refuse(peer, refusal, &mut outcome);
                // Nothing this connection can send after these would be accepted (a
                // watcher turned down for a seat watches on).
                let watching = self.watchers.contains_key(peer);
                if leaving
                    || matches!(
                        refusal,
                        Refusal::Version { .. }
                            | Refusal::NotSeated
                            | Refusal::OtherSecret
                            | Refusal::Removed
                            | Refusal::NoWatching
                    )
                    || (refusal == Refusal::NoSeat && !watching)
                {
                    self.close(peer, &mut outcome);
                }
            }
        }
        self.note_held(table, now);
        outcome
    }

    /// A guest sent a frame over [`MAX_TO_HOST`] (the link skipped it unread).
    pub fn too_large(&mut self, peer: &PeerId) -> Outcome {
        let mut outcome = Outcome::default();
        if !self.conduct.get(peer).is_some_and(Conduct::closing) {
            self.refuse(peer, Refusal::TooLarge, &mut outcome);
        }
        outcome
    }

    /// Refuses one message: the first refusal of each kind from a connection is logged,
    /// the rest counted; too many in a row close it.
    fn refuse(&mut self, peer: &PeerId, refusal: Refusal, outcome: &mut Outcome) {
        let limits = self.limits;
        let conduct = self
            .conduct
            .entry(peer.clone())
            .or_insert_with(|| Conduct::new(&limits, 0.0));
        let (first, too_many) = conduct.refused(refusal, &limits);
        if first {
            log::warn!(
                "refused a message from guest {peer}: {refusal} (more like it are counted, \
                 and summed up when it leaves)"
            );
        }
        outcome
            .out
            .push(Out::To(peer.clone(), ToGuest::Refused(refusal)));
        outcome.refused.push((peer.clone(), refusal));
        if too_many {
            log::warn!(
                "guest {peer}: {} messages refused in a row; closing its connection",
                limits.refusals_in_a_row
            );
            self.close_for(peer, Refusal::TooMany, outcome);
        }
    }

    /// Tells a connection why it is closed, and closes it.
    pub(super) fn close_for(&mut self, peer: &PeerId, why: Refusal, outcome: &mut Outcome) {
        outcome
            .out
            .push(Out::To(peer.clone(), ToGuest::Refused(why)));
        self.close(peer, outcome);
    }

    /// Closes a connection (after what was sent to it); nothing more from it is read.
    pub(super) fn close(&mut self, peer: &PeerId, outcome: &mut Outcome) {
        if let Some(conduct) = self.conduct.get_mut(peer) {
            conduct.close();
        }
        outcome.out.push(Out::Close(peer.clone()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bucket_refills_with_time_and_closes_a_flood() {
        let limits = Limits {
            refusals_in_a_row: 4,
            burst: 3.0,
            per_second: 1.0,
            dropped_in_a_row: 2,
        };
        let mut c = Conduct::new(&limits, 0.0);
        assert_eq!(c.admit(&limits, 0.0), Admit::Read);
        assert_eq!(c.admit(&limits, 0.0), Admit::Read);
        assert_eq!(c.admit(&limits, 0.0), Admit::Read);
        assert_eq!(c.admit(&limits, 0.0), Admit::Drop);
        assert_eq!(
            c.admit(&limits, 1.0),
            Admit::Read,
            "one more a second later"
        );
        assert_eq!(c.admit(&limits, 1.0), Admit::Drop);
        assert_eq!(c.admit(&limits, 1.0), Admit::Close);
        assert_eq!(c.admit(&limits, 100.0), Admit::Closing);
        let summary = c.summary().unwrap_or_default();
        assert!(summary.contains("3 dropped"), "{summary}");
        assert!(
            summary.contains("1 not read after it was closed"),
            "{summary}"
        );
    }

    #[test]
    fn refusals_in_a_row_are_counted_and_an_accepted_message_resets_them() {
        let limits = Limits {
            refusals_in_a_row: 3,
            ..Limits::default()
        };
        let mut c = Conduct::new(&limits, 0.0);
        assert_eq!(c.refused(Refusal::Garbled, &limits), (true, false));
        assert_eq!(c.refused(Refusal::Garbled, &limits), (false, false));
        c.accepted(&limits);
        assert_eq!(c.refused(Refusal::Stale, &limits), (true, false));
        assert_eq!(c.refused(Refusal::Garbled, &limits), (false, false));
        assert_eq!(c.refused(Refusal::Garbled, &limits), (false, true));
        let summary = c.summary().unwrap_or_default();
        assert!(summary.contains("4 refused (the message was not understood)"));
        assert!(summary.contains("1 refused (the message was about another step)"));
    }

    #[test]
    fn accepted_messages_never_run_the_bucket_dry() {
        // A game between computers at full speed: thousands of dice parts in a moment,
        // every one called for and accepted, must all be read.
        let limits = Limits::default();
        let mut c = Conduct::new(&limits, 0.0);
        for _ in 0..10_000 {
            assert_eq!(c.admit(&limits, 0.0), Admit::Read);
            c.accepted(&limits);
        }
        // Unaccepted messages still drain it.
        let mut read = 0;
        while c.admit(&limits, 0.0) == Admit::Read {
            read += 1;
        }
        assert_eq!(read, 256);
    }
}
