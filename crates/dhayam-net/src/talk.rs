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

use dhayam_core::Seat;
pub use dhayam_store::MAX_LINE_CHARS;
use dhayam_store::clean_network_line;
use serde::{Deserialize, Serialize};

/// Lines a guest may say at once.
pub const TALK_BURST: f64 = 5.0;

/// Lines a guest may say per second over time.
pub const TALK_PER_SECOND: f64 = 1.0;

/// A quick phrase or reaction, said with one click and shown in each player's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phrase {
    /// "Vanakkam!"
    Hello,
    /// "Good luck!"
    GoodLuck,
    /// "Your turn."
    YourTurn,
    /// "Well played!"
    WellPlayed,
    /// "Oops!"
    Oops,
    /// "Thayam!" (a one, the throw that brings a pawn out).
    Thayam,
    /// "Thank you!"
    Thanks,
    /// "Good game!"
    GoodGame,
}

impl Phrase {
    /// Every phrase, in the order a front end offers them.
    pub const ALL: [Phrase; 8] = [
        Phrase::Hello,
        Phrase::GoodLuck,
        Phrase::YourTurn,
        Phrase::WellPlayed,
        Phrase::Oops,
        Phrase::Thayam,
        Phrase::Thanks,
        Phrase::GoodGame,
    ];

    /// The phrase's name: its word id in a front end's translations (`phrase-NAME`) and
    /// on the command line.
    pub fn key(self) -> &'static str {
        match self {
            Phrase::Hello => "hello",
            Phrase::GoodLuck => "good-luck",
            Phrase::YourTurn => "your-turn",
            Phrase::WellPlayed => "well-played",
            Phrase::Oops => "oops",
            Phrase::Thayam => "thayam",
            Phrase::Thanks => "thanks",
            Phrase::GoodGame => "good-game",
        }
    }

    /// The phrase named `key` ([`Phrase::key`]).
    pub fn parse(key: &str) -> Option<Phrase> {
        Phrase::ALL.into_iter().find(|p| p.key() == key.trim())
    }

    /// The phrase in English, for logs and the command line.
    pub fn english(self) -> &'static str {
        match self {
            Phrase::Hello => "Vanakkam!",
            Phrase::GoodLuck => "Good luck!",
            Phrase::YourTurn => "Your turn.",
            Phrase::WellPlayed => "Well played!",
            Phrase::Oops => "Oops!",
            Phrase::Thayam => "Thayam!",
            Phrase::Thanks => "Thank you!",
            Phrase::GoodGame => "Good game!",
        }
    }
}

/// What a player says: a line of text or a quick phrase.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Line {
    /// Free text (cleaned before it is shown).
    Text(String),
    /// A quick phrase.
    Phrase(Phrase),
}

impl Line {
    /// The line as it may be shown: text cleaned ([`clean_network_line`]); `None` when
    /// nothing visible is left.
    pub fn cleaned(self) -> Option<Line> {
        match self {
            Line::Text(text) => {
                let clean = clean_network_line(&text);
                (!clean.is_empty()).then_some(Line::Text(clean))
            }
            phrase @ Line::Phrase(_) => Some(phrase),
        }
    }

    /// The line in English words (a phrase's English), for logs and the command line.
    pub fn english(&self) -> &str {
        match self {
            Line::Text(text) => text,
            Line::Phrase(phrase) => phrase.english(),
        }
    }
}

/// A line said at the table, as every player gets it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Said {
    /// The speaker's name, as the lobby shows it.
    pub name: String,
    /// The speaker's seats (empty for a host with no seat of its own).
    pub seats: Vec<Seat>,
    /// What was said.
    pub line: Line,
}

impl Said {
    /// The line as a guest may show it: name and text cleaned again (a host is one more
    /// computer that could send anything); `None` when nothing visible is left.
    pub fn cleaned(self) -> Option<Said> {
        let name = dhayam_store::clean_network_name(&self.name);
        Some(Said {
            name,
            seats: self.seats,
            line: self.line.cleaned()?,
        })
    }
}

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

    #[test]
    fn text_is_cleaned_and_an_empty_line_is_nothing() {
        let line = Line::Text("\u{202e}Thayam\u{2066}!\r\n\u{7}".to_owned()).cleaned();
        assert_eq!(line, Some(Line::Text("Thayam!".to_owned())));
        assert_eq!(Line::Text("\u{200b} \u{2029}".to_owned()).cleaned(), None);
        let long = Line::Text("வ".repeat(1000)).cleaned();
        assert!(
            matches!(&long, Some(Line::Text(t)) if t.chars().count() == MAX_LINE_CHARS),
            "{long:?}"
        );
        assert_eq!(
            Line::Phrase(Phrase::Oops).cleaned(),
            Some(Line::Phrase(Phrase::Oops))
        );
    }

    #[test]
    fn phrases_are_named_once_each() {
        for phrase in Phrase::ALL {
            assert_eq!(Phrase::parse(phrase.key()), Some(phrase));
        }
        assert_eq!(Phrase::parse("shout"), None);
    }
}
