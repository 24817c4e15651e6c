//! The bots a tournament can seat: every [`Level`], and baselines kept for measuring.

use std::fmt;
use std::str::FromStr;

use crate::{Bot, Evaluation, ExpectimaxBot, Hard2026, Level, SearchBot, SearchBudget, ValueNet};

/// A bot a tournament can seat: one of the [`Level`]s players choose from, or a baseline
/// that is only for measuring and never offered in the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Contender {
    /// A level offered to players.
    Level(Level),
    /// The Hard bot before the value network, Monte-Carlo search ([`SearchBot`]) with
    /// the budget pinned to [`HARD_MC_BUDGET`]: `hard-mc` on the command line, the
    /// yardstick of today's Hard.
    HardMc,
    /// The Hard bot as it played in 2026 ([`Hard2026`]), `hard-2026` on the command line.
    Hard2026,
    /// Monte-Carlo search as `hard-mc`, its play-outs scored by the value network:
    /// `hard-net`, a candidate for Hard that measured no stronger than `hard-mc`.
    HardNet,
}

/// The budget `hard-mc` thinks within: the Monte-Carlo search's
/// [`SearchBudget::default`], written out so that changing that default leaves it alone.
pub const HARD_MC_BUDGET: SearchBudget = SearchBudget {
    rollouts: 1024,
    min_per_move: 32,
    horizon_turns: [3, 1, 1],
    time_limit: None,
};

/// How many throws Hard looks ahead at least: one more whenever that search was small
/// ([`crate::DEEPEN_WITHIN`]), as measured in README.md, "The value network".
pub const EXPECTIMAX_DEPTH: u32 = 3;

/// How a tournament's `hard` bots search: how many throws ahead, and which value network
/// scores what they see there. The default is Hard as players meet it.
#[derive(Clone, Copy, Debug)]
pub struct HardSearch {
    /// Throws looked ahead, 1 to 5 ([`EXPECTIMAX_DEPTH`] by default).
    pub depth: u32,
    /// Whether to look one throw further when the search was small
    /// ([`ExpectimaxBot::deepening`]; Hard does, a fixed `--hard-depth` does not).
    pub deepen: bool,
    /// The network ([`ValueNet::shipped`] by default; another file to measure it).
    pub net: &'static ValueNet,
}

impl Default for HardSearch {
    fn default() -> HardSearch {
        HardSearch {
            depth: EXPECTIMAX_DEPTH,
            deepen: true,
            net: ValueNet::shipped(),
        }
    }
}

impl PartialEq for HardSearch {
    /// The same depth and the same network (the same weights).
    fn eq(&self, other: &HardSearch) -> bool {
        self.depth == other.depth && (std::ptr::eq(self.net, other.net) || self.net == other.net)
    }
}

/// A bot name that is not a level or a baseline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContenderParseError(pub String);

impl fmt::Display for ContenderParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown bot {:?}; use easy, medium, hard, hard-mc, hard-2026 or hard-net",
            self.0
        )
    }
}

impl std::error::Error for ContenderParseError {}

impl Contender {
    /// The baselines, which are not levels.
    pub const BASELINES: [Contender; 3] =
        [Contender::HardMc, Contender::Hard2026, Contender::HardNet];

    /// The name the command line uses ("hard", "hard-mc", "hard-2026", ...).
    pub const fn key(self) -> &'static str {
        match self {
            Contender::Level(level) => level.key(),
            Contender::HardMc => "hard-mc",
            Contender::Hard2026 => "hard-2026",
            Contender::HardNet => "hard-net",
        }
    }

    /// Parses a level name or a baseline's ("hard-mc", "hard-2026", "hard-net"), ignoring
    /// case and surrounding spaces.
    pub fn parse(text: &str) -> Option<Contender> {
        let text = text.trim();
        Contender::BASELINES
            .into_iter()
            .find(|baseline| text.eq_ignore_ascii_case(baseline.key()))
            .or_else(|| Level::parse(text).map(Contender::Level))
    }

    /// A bot whose choices follow from `seed`; `hard` searches as `hard` says, the
    /// baselines think within their own budgets.
    pub fn bot(self, seed: u64, hard: HardSearch) -> Box<dyn Bot + Send> {
        match self {
            Contender::Level(Level::Hard) => {
                let bot = ExpectimaxBot::with_net(hard.depth, hard.net);
                Box::new(if hard.deepen { bot.deepening() } else { bot })
            }
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

    /// A bot that asks two bots the same questions and insists on the same answers.
    struct Both(Box<dyn Bot + Send>, Box<dyn Bot + Send>);

    impl Bot for Both {
        fn level(&self) -> Level {
            self.0.level()
        }

        fn choose(&mut self, game: &dhayam_core::Game) -> Option<dhayam_core::Move> {
            let seated = self.0.choose(game);
            assert_eq!(seated, self.1.choose(game));
            seated
        }
    }

    #[test]
    fn hard_is_the_level_and_hard_mc_the_monte_carlo_search() {
        // `hard` at the default depth plays as the level players choose; `hard-mc` is the
        // Monte-Carlo search with its default budget, whatever depth `hard` is given.
        assert_eq!(HARD_MC_BUDGET, SearchBudget::default());
        let hard = Contender::Level(Level::Hard).bot(3, HardSearch::default());
        let mut hard = Both(hard, Level::Hard.bot(3));
        let shallow = HardSearch {
            depth: 1,
            ..HardSearch::default()
        };
        let hard_mc = Contender::HardMc.bot(4, shallow);
        let mut hard_mc = Both(
            hard_mc,
            Box::new(SearchBot::new(4, SearchBudget::default())),
        );
        let setup = dhayam_core::Setup::new([dhayam_core::Seat::South, dhayam_core::Seat::North]);
        let mut players: Vec<(dhayam_core::Seat, &mut dyn Bot)> = vec![
            (dhayam_core::Seat::South, &mut hard),
            (dhayam_core::Seat::North, &mut hard_mc),
        ];
        let outcome = crate::play_game(&setup, &mut players, 5, true).unwrap();
        assert!(
            [dhayam_core::Seat::South, dhayam_core::Seat::North]
                .iter()
                .all(|seat| outcome.times[seat.index()].count() > 10),
            "too few decisions to compare"
        );
    }
}
