//! The three playing strengths offered to players.

use std::fmt;
use std::str::FromStr;

use crate::{Bot, EXPECTIMAX_DEPTH, ExpectimaxBot, PolicyBot, RandomBot};

/// How strong a computer opponent plays: the one level type, used by the bots, saved by
/// `dhayam-store` (by lower-case name, with the `serde` feature) and offered by the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Level {
    /// Random legal moves.
    Easy,
    /// A hand-written policy: cut, enter, reach crosses, flee danger.
    Medium,
    /// Searches the next throws at their exact odds, every position scored by the value
    /// network ([`ExpectimaxBot`]).
    Hard,
}

/// A level name that is not easy, medium or hard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelParseError(pub String);

impl fmt::Display for LevelParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown bot level {:?}; use easy, medium or hard",
            self.0
        )
    }
}

impl std::error::Error for LevelParseError {}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The level's name in lower case ("hard"), as the command line writes it.
    pub const fn key(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// The level's name for people ("Hard").
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
        }
    }

    /// Parses "easy", "medium" or "hard", ignoring case and surrounding spaces.
    pub fn parse(text: &str) -> Option<Level> {
        match text.trim().to_ascii_lowercase().as_str() {
            "easy" => Some(Level::Easy),
            "medium" => Some(Level::Medium),
            "hard" => Some(Level::Hard),
            _ => None,
        }
    }

    /// A bot of this level whose choices follow from `seed` (Easy's; Medium and Hard
    /// need none): the same seed gives the same moves on any machine.
    pub fn bot(self, seed: u64) -> Box<dyn Bot + Send> {
        match self {
            Level::Easy => Box::new(RandomBot::new(seed)),
            Level::Medium => Box::new(PolicyBot::new()),
            Level::Hard => Box::new(ExpectimaxBot::new(EXPECTIMAX_DEPTH).deepening()),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = LevelParseError;

    fn from_str(text: &str) -> Result<Level, LevelParseError> {
        Level::parse(text).ok_or_else(|| LevelParseError(text.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_back() {
        for level in Level::ALL {
            assert_eq!(Level::parse(level.key()), Some(level));
            assert_eq!(level.name().parse::<Level>(), Ok(level));
            assert_eq!(level.bot(1).level(), level);
        }
        assert_eq!(Level::parse(" HARD "), Some(Level::Hard));
    }

    #[test]
    fn unknown_level_is_named_in_the_error() {
        let error = "grandmaster".parse::<Level>().unwrap_err();
        assert!(error.to_string().contains("grandmaster"));
        assert!(error.to_string().contains("easy, medium or hard"));
    }
}
