//! Talk at a table across computers: lines of text and quick phrases.
//!
//! A line of text is cleaned as names from the network are (no control, format or bidi
//! characters, no piles of combining marks), cut to [`MAX_LINE_CHARS`], by the host
//! before it passes it on and again by every guest before it shows it. A quick phrase
//! crosses the wire as its name and is put into words by each computer in its player's
//! own language. Each guest may say [`TALK_BURST`] lines at once and
//! [`TALK_PER_SECOND`] over time; the host refuses the rest ([`Refusal::TooFast`]).
//!
//! [`Refusal::TooFast`]: crate::Refusal::TooFast

pub use dhayam_store::MAX_LINE_CHARS;
pub use dhayam_store::talk::{Line, Phrase, Said};

/// Lines a guest may say at once.
pub const TALK_BURST: f64 = 5.0;

/// Lines a guest may say per second over time.
pub const TALK_PER_SECOND: f64 = 1.0;

/// How fast one player may talk: a bucket of [`TALK_BURST`] lines refilled at
/// [`TALK_PER_SECOND`].
#[derive(Clone, Debug, PartialEq)]
pub struct Pace {
    tokens: f64,
    at: f64,
}

impl Default for Pace {
    fn default() -> Pace {
        Pace {
            tokens: TALK_BURST,
            at: f64::NEG_INFINITY,
        }
    }
}

impl Pace {
    /// Whether a line may be said at `now` (it is counted if so).
    pub fn take(&mut self, now: f64) -> bool {
        if self.at.is_finite() {
            let elapsed = (now - self.at).max(0.0);
            self.tokens = (self.tokens + elapsed * TALK_PER_SECOND).min(TALK_BURST);
        }
        self.at = self.at.max(now);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_few_lines_at_once_then_one_a_second() {
        let mut pace = Pace::default();
        let at_once = (0..100).filter(|_| pace.take(10.0)).count();
        assert_eq!(at_once, TALK_BURST as usize);
        assert!(!pace.take(10.5), "half a second later: nothing yet");
        assert!(pace.take(11.0), "a second later: one more");
        assert!(!pace.take(11.0));
        let over_a_minute = (0..6000)
            .filter(|i| pace.take(11.0 + f64::from(*i) * 0.01))
            .count();
        assert!(
            (59..=60).contains(&over_a_minute),
            "one a second over a minute: {over_a_minute}"
        );
    }
}
