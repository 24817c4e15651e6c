//! One game between bots, with dice drawn from a seed.

use std::fmt;
use std::time::Instant;

use dhayam_core::{Game, GameError, Move, Phase, Seat, Setup, SetupError, Team, Throw};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

use crate::{Bot, DecisionTimes, Level};

/// The most throws a game between bots may take before it is called off. Real games take a
/// few hundred; only a bot that never lets the game end would reach this.
const MAX_THROWS: u32 = 100_000;

/// Why a game between bots could not be played out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchError {
    /// The setup cannot start a game.
    Setup(SetupError),
    /// A seated player has no bot.
    NoBot(Seat),
    /// A bot returned nothing while the game waited for its move.
    NoMove {
        /// The seat to move.
        seat: Seat,
        /// The bot's level.
        level: Level,
    },
    /// A bot returned a move the rules refused.
    Refused {
        /// The seat to move.
        seat: Seat,
        /// The bot's level.
        level: Level,
        /// The move it chose.
        mv: Move,
        /// Why the rules refused it.
        error: GameError,
    },
    /// The rules refused a throw (a throw-first pool overflowed).
    Throw(GameError),
    /// The game went on past any reasonable length.
    TooLong,
    /// A paired tournament was asked for a number of games that is not a whole number of
    /// deals (one game per seating of the bots).
    UnevenDeals {
        /// The games asked for.
        games: u32,
        /// The bots, and so the games of one deal.
        bots: usize,
    },
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchError::Setup(e) => write!(f, "cannot start the game: {e}"),
            MatchError::NoBot(seat) => write!(f, "{seat} is seated but has no bot"),
            MatchError::NoMove { seat, level } => {
                write!(f, "the {level} bot at {seat} chose no move")
            }
            MatchError::Refused {
                seat,
                level,
                mv,
                error,
            } => write!(f, "the {level} bot at {seat} chose {mv}: {error}"),
            MatchError::Throw(error) => write!(f, "a throw was refused: {error}"),
            MatchError::TooLong => {
                write!(
                    f,
                    "the game went past {MAX_THROWS} throws and was called off"
                )
            }
            MatchError::UnevenDeals { games, bots } => write!(
                f,
                "a paired tournament of {bots} bots plays {bots} games a deal, \
                 so its games must be a multiple of {bots}, not {games}"
            ),
        }
    }
}

impl std::error::Error for MatchError {}

/// How a game between bots went.
#[derive(Clone, Debug)]
pub struct GameOutcome {
    /// The finishing order known when the game stopped: the first entry is first place.
    pub ranking: Vec<Seat>,
    /// Each seat's decision times, indexed by [`Seat::index`].
    pub times: [DecisionTimes; 4],
    /// Whether the game was played in teams (the winner's partner won too).
    pub teams: bool,
}

impl GameOutcome {
    /// The player in first place.
    pub fn first(&self) -> Option<Seat> {
        self.ranking.first().copied()
    }

    /// Whether `seat` won: took first place, or in a team game is on the winning team.
    pub fn won(&self, seat: Seat) -> bool {
        match self.first() {
            Some(first) if self.teams => Team::of(first) == Team::of(seat),
            first => first == Some(seat),
        }
    }
}

/// Plays a game of `setup` between `players` (one bot for every seated player), with
/// throws drawn from `dice_seed`, and times every decision. Bots see only the game.
///
/// With `until_first_place`, the game stops once first place is decided (the rest of the
/// ranking is then incomplete); otherwise it is played to the end.
pub fn play_game(
    setup: &Setup,
    players: &mut [(Seat, &mut dyn Bot)],
    dice_seed: u64,
    until_first_place: bool,
) -> Result<GameOutcome, MatchError> {
    let mut dice = Xoshiro256PlusPlus::seed_from_u64(dice_seed);
    let kind = setup.variant.throw_kind();
    play_game_with_throws(
        setup,
        players,
        |_| kind.from_bits(dice.next_u32() as u8),
        until_first_place,
    )
}

/// Plays a game like [`play_game`], asking `throw_for(seat)` for every throw `seat`
/// makes, in the order it makes them: the dice can then follow each seat apart (as
/// [`TurnOrderDice`](crate::TurnOrderDice) does for paired tournaments).
pub fn play_game_with_throws(
    setup: &Setup,
    players: &mut [(Seat, &mut dyn Bot)],
    mut throw_for: impl FnMut(Seat) -> Throw,
    until_first_place: bool,
) -> Result<GameOutcome, MatchError> {
    let mut game = Game::new(setup).map_err(MatchError::Setup)?;
    for &seat in game.seats() {
        if !players.iter().any(|(s, _)| *s == seat) {
            return Err(MatchError::NoBot(seat));
        }
    }
    let mut times: [DecisionTimes; 4] = Default::default();
    let mut throws = 0;
    loop {
        if until_first_place && !game.ranking().is_empty() {
            break;
        }
        match game.phase() {
            Phase::Finished => break,
            Phase::AwaitingThrow(seat) => {
                throws += 1;
                if throws > MAX_THROWS {
                    return Err(MatchError::TooLong);
                }
                game.throw_with(throw_for(seat), |_| {})
                    .map_err(MatchError::Throw)?;
            }
            Phase::AwaitingMove(seat) => {
                let Some((_, bot)) = players.iter_mut().find(|(s, _)| *s == seat) else {
                    return Err(MatchError::NoBot(seat));
                };
                let start = Instant::now();
                let choice = bot.choose(&game);
                times[seat.index()].push(start.elapsed());
                let level = bot.level();
                let mv = choice.ok_or(MatchError::NoMove { seat, level })?;
                game.play_with(mv, |_| {})
                    .map_err(|error| MatchError::Refused {
                        seat,
                        level,
                        mv,
                        error,
                    })?;
            }
        }
    }
    Ok(GameOutcome {
        ranking: game.ranking().to_vec(),
        times,
        teams: game.is_team_game(),
    })
}
