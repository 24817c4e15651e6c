//! Many games between bots with rotating seats, and each bot's record.

use dhayam_core::{HouseRules, MIN_PAWNS, Seat, Setup, Variant};

use crate::{
    Bot, Contender, DecisionTimes, GameOutcome, HardSearch, MatchError, paired_interval, play_game,
    wilson_interval,
};

/// A series of games between two to four bots.
///
/// Two bots sit opposite (South and North), three take South, East and North, four fill
/// the board. Game `g` turns the seating by `g` places and hands the first throw to a
/// different seat every round of seatings, so over a multiple of `n * n` games (`n` bots)
/// every bot sits in every seat and throws first equally often.
///
/// A [`paired`](Tournament::paired) tournament plays deals instead: each deal's throws are
/// played `n` times, the bots turned one place round the table each time, and every
/// place in turn order throws the same throws in all `n` games (see
/// [`TurnOrderDice`](crate::TurnOrderDice)), so the luck of the dice cancels out of
/// the comparison.
#[derive(Clone, Debug, PartialEq)]
pub struct Tournament {
    /// The bots, in the order reported.
    pub bots: Vec<Contender>,
    /// How many games to play; a multiple of the number of bots when
    /// [`paired`](Tournament::paired).
    pub games: u32,
    /// The seed of every throw and every bot's choices.
    pub seed: u64,
    /// The house rules.
    pub rules: HouseRules,
    /// Pawns per player.
    pub pawns: u8,
    /// The board and its throw.
    pub variant: Variant,
    /// How the Hard bots search (by default as [`Level::bot`](crate::Level::bot) gives).
    pub hard: HardSearch,
    /// Whether to play paired deals (see above) rather than a fresh throw sequence for
    /// every game.
    pub paired: bool,
    /// Whether four bots play two against two (RULES-TEAMS.md): the first and third bot
    /// always sit opposite, partners, as do the second and fourth; a bot's wins are its
    /// team's.
    pub teams: bool,
}

/// One bot's record in a tournament.
#[derive(Clone, Debug)]
pub struct BotReport {
    /// The bot.
    pub bot: Contender,
    /// Games it played.
    pub seat_games: u64,
    /// Games it won (first place).
    pub wins: u64,
    /// How long it took over each decision.
    pub times: DecisionTimes,
    /// In a paired tournament of `n` bots, `deals[k]` is the number of deals in which the
    /// bot won `k` of its `n` games (`n + 1` entries); empty otherwise.
    pub deals: Vec<u64>,
}

impl BotReport {
    /// Wins per game played (0 with no games).
    pub fn win_rate(&self) -> f64 {
        if self.seat_games == 0 {
            0.0
        } else {
            self.wins as f64 / self.seat_games as f64
        }
    }

    /// The 95% confidence interval of the win rate (Wilson score).
    pub fn ci95(&self) -> (f64, f64) {
        wilson_interval(self.wins, self.seat_games)
    }

    /// The 95% confidence interval of the win rate from the spread of the deals' scores
    /// ([`paired_interval`]), or `None` if the tournament was not paired.
    pub fn paired_ci95(&self) -> Option<(f64, f64)> {
        (!self.deals.is_empty()).then(|| paired_interval(&self.deals))
    }

    /// Counts one game the bot played at `seat`.
    pub(crate) fn record(&mut self, outcome: &GameOutcome, seat: Seat) {
        self.seat_games += 1;
        if outcome.won(seat) {
            self.wins += 1;
        }
        self.times.extend(&outcome.times[seat.index()]);
    }
}

/// What a tournament found: one report per bot, in the order the bots were given.
#[derive(Clone, Debug)]
pub struct TournamentReport {
    /// Games played.
    pub games: u64,
    /// Each bot's record.
    pub bots: Vec<BotReport>,
    /// Deals played, if the tournament was paired (each of `bots.len()` games).
    pub deals: Option<u64>,
}

/// Mixes a seed with a game and a player number into an independent seed (`SplitMix64`).
pub(crate) fn mix(seed: u64, game: u64, player: u64) -> u64 {
    let mut z = seed
        ^ game.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ player.wrapping_mul(0xD1B5_4A32_D192_ED03);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Tournament {
    /// A tournament of `games` games between `bots` (levels or [`Contender`]s) under
    /// Classic rules with 4 pawns, not paired.
    pub fn new<B: Into<Contender>>(bots: Vec<B>, games: u32, seed: u64) -> Tournament {
        Tournament {
            bots: bots.into_iter().map(Into::into).collect(),
            games,
            seed,
            rules: HouseRules::CLASSIC,
            pawns: MIN_PAWNS,
            variant: Variant::Dhayam,
            hard: HardSearch::default(),
            paired: false,
            teams: false,
        }
    }

    /// The seats the bots take, in turn order from South.
    pub fn seats(&self) -> &'static [Seat] {
        match self.bots.len() {
            2 => &[Seat::South, Seat::North],
            3 => &[Seat::South, Seat::East, Seat::North],
            _ => &Seat::ALL,
        }
    }

    /// Plays every game and reports.
    pub fn run(&self) -> Result<TournamentReport, MatchError> {
        self.run_with_progress(|_| {})
    }

    /// Plays every game, calling `progress` with the number of games done after each one.
    pub fn run_with_progress(
        &self,
        mut progress: impl FnMut(u32),
    ) -> Result<TournamentReport, MatchError> {
        let count = self.bots.len();
        if !(2..=4).contains(&count) {
            return Err(MatchError::Setup(dhayam_core::SetupError::PlayerCount(
                count,
            )));
        }
        if self.paired && !(self.games as usize).is_multiple_of(count) {
            return Err(MatchError::UnevenDeals {
                games: self.games,
                bots: count,
            });
        }
        let deals = if self.paired { count + 1 } else { 0 };
        let mut reports: Vec<BotReport> = self
            .bots
            .iter()
            .map(|&bot| BotReport {
                bot,
                seat_games: 0,
                wins: 0,
                times: DecisionTimes::new(),
                deals: vec![0; deals],
            })
            .collect();
        let deals = if self.paired {
            Some(self.play_deals(&mut reports, &mut progress)?)
        } else {
            self.play_rotating(&mut reports, &mut progress)?;
            None
        };
        Ok(TournamentReport {
            games: u64::from(self.games),
            bots: reports,
            deals,
        })
    }

    /// The setup of a game with `first` to throw first.
    pub(crate) fn setup(&self, first: Seat) -> Setup {
        let setup = Setup::new(self.seats().iter().copied())
            .with_variant(self.variant)
            .with_pawns(self.pawns)
            .with_rules(self.rules)
            .with_first(first);
        if self.teams {
            setup.with_teams()
        } else {
            setup
        }
    }

    /// Seats bot `i` at `seat_of(i)`, its choices seeded by `seed_of(i)`, and plays them
    /// with `play`.
    pub(crate) fn play_seated(
        &self,
        seed_of: impl Fn(usize) -> u64,
        seat_of: impl Fn(usize) -> Seat,
        play: impl FnOnce(&mut [(Seat, &mut dyn Bot)]) -> Result<GameOutcome, MatchError>,
    ) -> Result<GameOutcome, MatchError> {
        let mut bots: Vec<Box<dyn Bot + Send>> = self
            .bots
            .iter()
            .enumerate()
            .map(|(i, &bot)| bot.bot(seed_of(i), self.hard))
            .collect();
        let mut players: Vec<(Seat, &mut dyn Bot)> = bots
            .iter_mut()
            .enumerate()
            .map(|(i, bot)| (seat_of(i), &mut **bot as &mut dyn Bot))
            .collect();
        play(&mut players)
    }

    /// Plays the games with a fresh throw sequence each, the seating turned by one place
    /// every game and the first player every round of seatings.
    fn play_rotating(
        &self,
        reports: &mut [BotReport],
        progress: &mut impl FnMut(u32),
    ) -> Result<(), MatchError> {
        let count = self.bots.len();
        let seats = self.seats();
        for game in 0..self.games {
            let g = u64::from(game);
            let turn = game as usize % count;
            let setup = self.setup(seats[(game as usize / count) % count]);
            let seat_of = |i: usize| seats[(i + turn) % count];
            let seed_of = |i: usize| mix(self.seed, g, i as u64 + 1);
            let outcome = self.play_seated(seed_of, seat_of, |players| {
                play_game(&setup, players, mix(self.seed, g, 0), true)
            })?;
            for (i, report) in reports.iter_mut().enumerate() {
                report.record(&outcome, seat_of(i));
            }
            progress(game + 1);
        }
        Ok(())
    }
}
