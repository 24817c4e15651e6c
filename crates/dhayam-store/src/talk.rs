//! What is said at a table across computers: lines of text and quick phrases, as they
//! cross the wire and as a finished game keeps them ([`crate::SavedGame::talk`]).
//!
//! A line of text is cleaned as names from the network are ([`clean_network_line`]); a
//! quick phrase crosses the wire as its name and is put into words by each computer in
//! its player's own language.

use dhayam_core::Seat;
use serde::{Deserialize, Serialize};

use crate::clean_network_line;

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
    /// Whether the speaker watches the table (it holds no seat).
    #[serde(default)]
    pub watcher: bool,
}

impl Said {
    /// The line as a guest may show it: name and text cleaned again (a host is one more
    /// computer that could send anything); `None` when nothing visible is left.
    pub fn cleaned(self) -> Option<Said> {
        let name = crate::clean_network_name(&self.name);
        Some(Said {
            name,
            seats: self.seats,
            line: self.line.cleaned()?,
            watcher: self.watcher,
        })
    }
}

/// The most lines a finished game keeps (the rest of a long talk is not kept).
pub const MAX_KEPT_LINES: usize = 1000;

/// A line said at the table, as a finished game keeps it: who said what, and at which
/// step of the game (the throws and moves played before it; 0 before the first).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptLine {
    /// The step of the game it was said at.
    pub step: u32,
    /// What was said, and by whom.
    pub said: Said,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MAX_LINE_CHARS;

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
