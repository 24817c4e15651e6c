//! The bots a tournament can seat: every [`Level`], and baselines kept for measuring.

use std::fmt;
use std::str::FromStr;

use crate::{Bot, Hard2026, Level, SearchBot, SearchBudget};

/// A bot a tournament can seat: one of the [`Level`]s players choose from, or a baseline
/// that is only for measuring and never offered in the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Contender {
    /// A level offered to players.
    Level(Level),
    /// The Hard bot as it played in 2026 ([`Hard2026`]), `hard-2026` on the command line.
    Hard2026,
}

/// A bot name that is not a level or a baseline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContenderParseError(pub String);

impl fmt::Display for ContenderParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown bot {:?}; use easy, medium, hard or hard-2026",
            self.0
        )
    }
}

impl std::error::Error for ContenderParseError {}

impl Contender {
    /// The name the command line uses ("hard", "hard-2026").
    pub const fn key(self) -> &'static str {
        match self {
            Contender::Level(level) => level.key(),
            Contender::Hard2026 => "hard-2026",
        }
    }

    /// Parses a level name or "hard-2026", ignoring case and surrounding spaces.
    pub fn parse(text: &str) -> Option<Contender> {
        if text.trim().eq_ignore_ascii_case("hard-2026") {
            return Some(Contender::Hard2026);
        }
        Level::parse(text).map(Contender::Level)
    }

    /// A bot whose choices follow from `seed`; Hard thinks within `hard_budget`.
    pub fn bot(self, seed: u64, hard_budget: SearchBudget) -> Box<dyn Bot + Send> {
        match self {
            Contender::Level(Level::Hard) => Box::new(SearchBot::new(seed, hard_budget)),
            Contender::Level(level) => level.bot(seed),
            Contender::Hard2026 => Box::new(Hard2026::new(seed)),
        }
    }
}

impl From<Level> for Contender {
    fn from(level: Level) -> Contender {
        Contender::Level(level)
    }
}

impl fmt::Display for Contender {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl FromStr for Contender {
    type Err = ContenderParseError;

    fn from_str(text: &str) -> Result<Contender, ContenderParseError> {
        Contender::parse(text).ok_or_else(|| ContenderParseError(text.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_back() {
        for level in Level::ALL {
            let contender = Contender::from(level);
            assert_eq!(Contender::parse(contender.key()), Some(contender));
        }
        assert_eq!(Contender::parse(" Hard-2026"), Some(Contender::Hard2026));
        let error = "hard-1999".parse::<Contender>().unwrap_err();
        assert!(error.to_string().contains("hard-1999"));
    }
}
