//! Paired deals: every place in turn order throws the same throws, whoever sits there.
//!
//! Luck decides many games of Dhayam, so two bots need thousands of games with fresh dice
//! before the better one shows. A paired tournament deals one set of throws and plays it
//! once per seating of the bots, so each bot meets the same luck from every place at the
//! table and what is left of the difference is skill.

use dhayam_core::{Dice, Seat, Setup, SetupError, Throw, ThrowKind, TurnOrder};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

use crate::tournament::mix;
use crate::{BotReport, MatchError, Tournament, play_game_with_throws};

/// The seated seats of `setup` in turn order, the first player first.
pub fn turn_order(setup: &Setup) -> Result<Vec<Seat>, SetupError> {
    let setup = setup.validate()?;
    // `validate` fills in the first player.
    let mut seat = setup.first.unwrap_or(Seat::South);
    let mut order = Vec::with_capacity(setup.seats.len());
    for _ in Seat::ALL {
        if setup.seats.contains(&seat) {
            order.push(seat);
        }
        seat = match setup.rules.order {
            TurnOrder::CounterClockwise => seat.counter_clockwise(),
            TurnOrder::Clockwise => seat.clockwise(),
        };
    }
    Ok(order)
}

/// Dice that give every place in turn order its own sequence of throws.
///
/// The `k`th throw of the player who throws `p`th in turn order (the first player is place
/// 0) is the `k`th throw of a generator seeded from the seed and `p` alone. Two games of one
/// setup and seed therefore give the same throws to the same place in turn order whoever
/// sits there, although the games soon differ in how many throws each player makes (a cut
/// or a bonus value throws again): one shared sequence would give the throws to different
/// players as soon as the games part.
#[derive(Clone, Debug)]
pub struct TurnOrderDice {
    /// Each seat's throws, indexed by [`Seat::index`].
    streams: [Dice<Xoshiro256PlusPlus>; 4],
    /// What the setup's board throws.
    kind: ThrowKind,
}

impl TurnOrderDice {
    /// The dice of `setup`'s places in turn order, drawn from `seed`.
    pub fn new(setup: &Setup, seed: u64) -> Result<TurnOrderDice, SetupError> {
        let order = turn_order(setup)?;
        let streams = Seat::ALL.map(|seat| {
            // An empty seat never throws; its sequence is one no place uses.
            let place = order
                .iter()
                .position(|&s| s == seat)
                .unwrap_or(Seat::ALL.len() + seat.index());
            Dice::new(Xoshiro256PlusPlus::seed_from_u64(mix(
                seed,
                place as u64,
                0,
            )))
        });
        Ok(TurnOrderDice {
            streams,
            kind: setup.variant.throw_kind(),
        })
    }

    /// The next throw of `seat`, from the sequence of its place in turn order.
    pub fn roll(&mut self, seat: Seat) -> Throw {
        self.streams[seat.index()].throw(self.kind)
    }
}

impl Tournament {
    /// Plays `games / n` deals of `n` games (`n` bots): game `t` of a deal seats bot `i` at
    /// place `(i + t) % n` in turn order, so each bot throws each place's throws once. The
    /// seats and the first player stay the same within a deal (so each bot also sits in
    /// each seat once, which matters at three players, where one side is empty), and the
    /// first player moves on one seat every deal. A bot's choices are seeded by the deal
    /// and its place, like the throws: a bot against itself plays each deal's games as
    /// mirror images, and two bots that differ a little play alike until the difference
    /// shows. Returns the number of deals.
    pub(crate) fn play_deals(
        &self,
        reports: &mut [BotReport],
        progress: &mut impl FnMut(u32),
    ) -> Result<u64, MatchError> {
        let count = self.bots.len();
        let seats = self.seats();
        let deals = self.games / count as u32;
        let mut done = 0;
        for deal in 0..deals {
            let d = u64::from(deal);
            let setup = self.setup(seats[deal as usize % count]);
            let order = turn_order(&setup).map_err(MatchError::Setup)?;
            let mut won = vec![0; count];
            for turn in 0..count {
                let place = |i: usize| (i + turn) % count;
                let seat_of = |i: usize| order[place(i)];
                let seed_of = |i: usize| mix(self.seed, d, place(i) as u64 + 1);
                let mut dice =
                    TurnOrderDice::new(&setup, mix(self.seed, d, 0)).map_err(MatchError::Setup)?;
                let outcome = self.play_seated(seed_of, seat_of, |players| {
                    play_game_with_throws(&setup, players, |seat| dice.roll(seat), true)
                })?;
                for (i, report) in reports.iter_mut().enumerate() {
                    report.record(&outcome, seat_of(i));
                    if outcome.won(seat_of(i)) {
                        won[i] += 1;
                    }
                }
                done += 1;
                progress(done);
            }
            for (report, &k) in reports.iter_mut().zip(&won) {
                report.deals[k] += 1;
            }
        }
        Ok(u64::from(deals))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Bot, Level, play_game_with_throws};
    use dhayam_core::HouseRules;

    #[test]
    fn turn_order_starts_with_the_first_player_and_follows_the_rules() {
        let setup = Setup::new([Seat::South, Seat::East, Seat::North]).with_first(Seat::East);
        assert_eq!(
            turn_order(&setup).unwrap(),
            [Seat::East, Seat::North, Seat::South]
        );
        let mut rules = HouseRules::CLASSIC;
        rules.order = TurnOrder::Clockwise;
        let setup = setup.with_rules(rules);
        assert_eq!(
            turn_order(&setup).unwrap(),
            [Seat::East, Seat::South, Seat::North]
        );
        assert_eq!(
            turn_order(&Setup::new(Seat::ALL)).unwrap(),
            Seat::ALL.to_vec()
        );
        assert!(turn_order(&Setup::new([Seat::South, Seat::East])).is_err());
    }

    /// Plays a game of `setup` with `levels[i]` at `order[(i + turn) % n]` on
    /// [`TurnOrderDice`] of `seed`, and returns the throws each place in turn order made.
    fn throws_by_place(setup: &Setup, levels: &[Level], turn: usize, seed: u64) -> Vec<Vec<u8>> {
        let order = turn_order(setup).unwrap();
        let count = order.len();
        let mut bots: Vec<Box<dyn Bot + Send>> = levels.iter().map(|l| l.bot(5)).collect();
        let mut players: Vec<(Seat, &mut dyn Bot)> = bots
            .iter_mut()
            .enumerate()
            .map(|(i, bot)| (order[(i + turn) % count], &mut **bot as &mut dyn Bot))
            .collect();
        let mut dice = TurnOrderDice::new(setup, seed).unwrap();
        let mut thrown = vec![Vec::new(); count];
        let throw_for = |seat: Seat| {
            let throw = dice.roll(seat);
            let place = order.iter().position(|&s| s == seat).unwrap();
            thrown[place].push(throw.value());
            throw
        };
        play_game_with_throws(setup, &mut players, throw_for, false).unwrap();
        thrown
    }

    #[test]
    fn both_games_of_a_pair_give_each_place_in_turn_order_the_same_throws() {
        // A cut throws again here, so who throws when depends on the moves and one shared
        // sequence would soon hand the two games' throws to different places. (Without
        // the cut bonus, turns follow from the values thrown alone until someone finishes.)
        let mut rules = HouseRules::CLASSIC;
        rules.cut_bonus = true;
        let setup = Setup::new([Seat::South, Seat::North])
            .with_first(Seat::North)
            .with_rules(rules);
        let levels = [Level::Medium, Level::Easy];
        let first = throws_by_place(&setup, &levels, 0, 42);
        let second = throws_by_place(&setup, &levels, 1, 42);
        // The games part ways, so each place throws a different number of times; what
        // both games threw from a place is the same sequence.
        assert_ne!(
            first.iter().map(Vec::len).collect::<Vec<_>>(),
            second.iter().map(Vec::len).collect::<Vec<_>>(),
            "the two games should differ in length, or this test proves little"
        );
        for place in 0..2 {
            let shared = first[place].len().min(second[place].len());
            assert!(shared > 20, "place {place} threw only {shared} times");
            assert_eq!(first[place][..shared], second[place][..shared], "{place}");
        }
        assert_ne!(
            first[0][..20],
            first[1][..20],
            "places have their own throws"
        );
        let other_seed = throws_by_place(&setup, &levels, 0, 43);
        assert_ne!(first[0][..20], other_seed[0][..20]);
    }

    #[test]
    fn four_seatings_of_a_deal_share_each_place_s_throws() {
        let setup = Setup::new(Seat::ALL).with_first(Seat::West);
        let levels = [Level::Medium, Level::Easy, Level::Easy, Level::Medium];
        let games: Vec<Vec<Vec<u8>>> = (0..4)
            .map(|turn| throws_by_place(&setup, &levels, turn, 9))
            .collect();
        for place in 0..4 {
            let shared = games.iter().map(|g| g[place].len()).min().unwrap();
            assert!(shared > 10, "place {place} threw only {shared} times");
            for game in &games[1..] {
                assert_eq!(game[place][..shared], games[0][place][..shared]);
            }
        }
    }

    #[test]
    fn a_paired_tournament_counts_every_deal_and_repeats_itself() {
        let mut tournament = Tournament::new(vec![Level::Medium, Level::Easy], 12, 8);
        tournament.paired = true;
        let report = tournament.run().unwrap();
        assert_eq!(report.deals, Some(6));
        let again = tournament.run().unwrap();
        for (bot, same) in report.bots.iter().zip(&again.bots) {
            assert_eq!(bot.seat_games, 12);
            assert_eq!(bot.deals.len(), 3);
            assert_eq!(bot.deals.iter().sum::<u64>(), 6);
            let wins: u64 = bot
                .deals
                .iter()
                .enumerate()
                .map(|(k, n)| k as u64 * n)
                .sum();
            assert_eq!(wins, bot.wins);
            assert_eq!((bot.wins, &bot.deals), (same.wins, &same.deals));
            assert!(bot.paired_ci95().is_some());
        }
        assert_eq!(report.bots[0].wins + report.bots[1].wins, 12);
        // Easy chooses at random: against itself, with its seed following its place, it
        // plays every deal's two games as mirror images and wins exactly one.
        let mut mirror = Tournament::new(vec![Level::Easy, Level::Easy], 40, 8);
        mirror.paired = true;
        for bot in mirror.run().unwrap().bots {
            assert_eq!(bot.deals, [0, 20, 0]);
        }
        tournament.games = 13;
        let error = tournament.run().unwrap_err();
        assert_eq!(error, MatchError::UnevenDeals { games: 13, bots: 2 });
        assert!(
            error.to_string().contains("multiple of 2, not 13"),
            "{error}"
        );
        tournament.paired = false;
        let plain = tournament.run().unwrap();
        assert!(plain.deals.is_none() && plain.bots[0].paired_ci95().is_none());
    }
}
