//! The bots a tournament can seat: every [`Level`], and baselines kept for measuring.

use std::fmt;
use std::str::FromStr;

use crate::{Bot, Evaluation, ExpectimaxBot, Hard2026, Level, SearchBot, SearchBudget};

/// A bot a tournament can seat: one of the [`Level`]s players choose from, or a baseline
/// that is only for measuring and never offered in the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Contender {
    /// A level offered to players.
    Level(Level),
    /// The Hard bot as it plays today, Monte-Carlo search ([`SearchBot`]) with the
    /// budget pinned to [`HARD_MC_BUDGET`]: `hard-mc` on the command line. It stays when
    /// `hard` becomes something else, as the yardstick for the new Hard.
    HardMc,
    /// The Hard bot as it played in 2026 ([`Hard2026`]), `hard-2026` on the command line.
    Hard2026,
    /// Monte-Carlo search as `hard-mc`, its play-outs scored by the value network:
    /// `hard-net`, a candidate for Hard.
    HardNet,
    /// Search over the next [`EXPECTIMAX_DEPTH`] throws scored by the value network
    /// ([`ExpectimaxBot`]): `hard-expectimax`, a candidate for Hard.
    HardExpectimax,
}

/// The budget `hard-mc` thinks within whatever budget a tournament gives `hard`: today's
/// [`SearchBudget::default`], written out so that changing Hard's default leaves it alone.
pub const HARD_MC_BUDGET: SearchBudget = SearchBudget {
    rollouts: 1024,
    min_per_move: 32,
    horizon_turns: [3, 1, 1],
    time_limit: None,
};

/// How many throws `hard-expectimax` looks ahead: 3 won more than 1 or 2 and as much as 4
/// (which takes eight times as long) in the measurements of README.md, "The value network".
pub const EXPECTIMAX_DEPTH: u32 = 3;

/// A bot name that is not a level or a baseline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContenderParseError(pub String);

impl fmt::Display for ContenderParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown bot {:?}; use easy, medium, hard, hard-mc, hard-2026, hard-net or \
             hard-expectimax",
            self.0
        )
    }
}

impl std::error::Error for ContenderParseError {}

impl Contender {
    /// The baselines, which are not levels.
    pub const BASELINES: [Contender; 4] = [
        Contender::HardMc,
        Contender::Hard2026,
        Contender::HardNet,
        Contender::HardExpectimax,
    ];

    /// The name the command line uses ("hard", "hard-mc", "hard-2026", ...).
    pub const fn key(self) -> &'static str {
        match self {
            Contender::Level(level) => level.key(),
            Contender::HardMc => "hard-mc",
            Contender::Hard2026 => "hard-2026",
            Contender::HardNet => "hard-net",
            Contender::HardExpectimax => "hard-expectimax",
        }
    }

    /// Parses a level name or a baseline's ("hard-mc", "hard-2026", "hard-net",
    /// "hard-expectimax"), ignoring case and surrounding spaces.
    pub fn parse(text: &str) -> Option<Contender> {
        let text = text.trim();
        Contender::BASELINES
            .into_iter()
            .find(|baseline| text.eq_ignore_ascii_case(baseline.key()))
            .or_else(|| Level::parse(text).map(Contender::Level))
    }

    /// A bot whose choices follow from `seed`; `hard` thinks within `hard_budget`, the
    /// baselines within their own.
    pub fn bot(self, seed: u64, hard_budget: SearchBudget) -> Box<dyn Bot + Send> {
        match self {
            Contender::Level(Level::Hard) => Box::new(SearchBot::new(seed, hard_budget)),
            Contender::Level(level) => level.bot(seed),
            Contender::HardMc => Box::new(SearchBot::with_evaluation(
                seed,
                HARD_MC_BUDGET,
                Evaluation::Features,
            )),
            Contender::Hard2026 => Box::new(Hard2026::new(seed)),
            Contender::HardNet => Box::new(SearchBot::with_evaluation(
                seed,
                HARD_MC_BUDGET,
                Evaluation::Network,
            )),
            Contender::HardExpectimax => Box::new(ExpectimaxBot::new(EXPECTIMAX_DEPTH)),
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
        assert_eq!(Contender::parse("HARD-MC "), Some(Contender::HardMc));
        for baseline in Contender::BASELINES {
            assert_eq!(Contender::parse(baseline.key()), Some(baseline));
        }
        let error = "hard-1999".parse::<Contender>().unwrap_err();
        assert!(error.to_string().contains("hard-1999"));
        assert!(error.to_string().contains("hard-mc"));
    }

    /// A bot that asks `hard-mc` and today's Hard the same questions and insists on
    /// the same answers.
    struct Both(Box<dyn Bot + Send>, SearchBot);

    impl Bot for Both {
        fn level(&self) -> Level {
            self.0.level()
        }

        fn choose(&mut self, game: &dhayam_core::Game) -> Option<dhayam_core::Move> {
            let yardstick = self.0.choose(game);
            assert_eq!(yardstick, self.1.choose(game));
            yardstick
        }
    }

    #[test]
    fn hard_mc_is_today_s_hard() {
        // `hard` is still the Monte-Carlo search with its default budget. When a new Hard
        // takes its place, this test goes and `hard-mc` stays as it is.
        assert_eq!(HARD_MC_BUDGET, SearchBudget::default());
        let tiny = SearchBudget {
            rollouts: 8,
            min_per_move: 1,
            ..SearchBudget::default()
        };
        let hard_mc = Contender::HardMc.bot(3, tiny);
        let mut both = Both(hard_mc, SearchBot::new(3, SearchBudget::default()));
        let mut medium = Level::Medium.bot(4);
        let setup = dhayam_core::Setup::new([dhayam_core::Seat::South, dhayam_core::Seat::North]);
        let mut players: Vec<(dhayam_core::Seat, &mut dyn Bot)> = vec![
            (dhayam_core::Seat::South, &mut both),
            (dhayam_core::Seat::North, &mut *medium),
        ];
        let outcome = crate::play_game(&setup, &mut players, 5, true).unwrap();
        assert!(
            outcome.times[0].count() > 20,
            "too few decisions to compare"
        );
    }
}
