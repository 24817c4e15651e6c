//! Luck: how much each throw moved the players' chances against an average throw.
//!
//! A throw is valued by what its thrower can make of it: every legal move is tried, a bonus
//! throw that follows is averaged over its values at their odds (the seven of the long dice,
//! or the five of the cowries on the 5x5 board), and the positions
//! reached are rated by the learned evaluation ([`win_chances`]); the thrower takes the best
//! line. The throw's **luck** is that value minus the value expected over all the throw's
//! values at their odds, for every seat at once: what the thrower gained the others lost,
//! so a throw's luck adds up to zero over the table. Luck is counted until the first
//! player wins, as the win is what the chances are about.

use dhayam_core::{Game, Move, Phase, Seat, Throw};

use crate::win_chances;

/// How many bonus throws ahead a throw's value looks: one is the throw that a 12 (or
/// another bonus value) gives at once; past that the evaluation rates the position.
const BONUS_DEPTH: u8 = 1;

/// How many moves of one turn are tried in sequence (with throw-first several values wait in
/// the pool); past that the evaluation rates the position.
const MOVE_DEPTH: u8 = 2;

/// Every seat's chance, by [`Seat::index`]: a vector that adds up to 1 over the seated players.
pub type Chances = [f64; 4];

/// The luck of one throw.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ThrowLuck {
    /// The step of the record it was (throws and moves in order, 0-based).
    pub step: usize,
    /// Who threw.
    pub seat: Seat,
    /// The value thrown.
    pub value: u8,
    /// Every seat's chance after the throw, the thrower playing it at its best.
    pub after: Chances,
    /// Every seat's chance expected over the throw's values at their odds.
    pub expected: Chances,
}

impl ThrowLuck {
    /// How much the throw changed `seat`'s chance against an average throw: positive when
    /// it helped `seat`, negative when it hurt.
    pub fn luck_of(&self, seat: Seat) -> f64 {
        self.after[seat.index()] - self.expected[seat.index()]
    }

    /// The thrower's own luck ([`ThrowLuck::luck_of`] the thrower).
    pub fn luck(&self) -> f64 {
        self.luck_of(self.seat)
    }
}

/// The luck of `throw` thrown in `game`, which waits for a throw before any player has won.
/// `None` when the game waits for no throw, a player has already won, or the rules refuse
/// the throw.
pub fn throw_luck(game: &Game, throw: Throw, step: usize) -> Option<ThrowLuck> {
    let Phase::AwaitingThrow(seat) = game.phase() else {
        return None;
    };
    if !game.ranking().is_empty() {
        return None;
    }
    let after = after_throw(game, seat, throw, BONUS_DEPTH)?;
    let expected = expected_throw(game, seat, BONUS_DEPTH)?;
    Some(ThrowLuck {
        step,
        seat,
        value: throw.value(),
        after,
        expected,
    })
}

/// How much `mv`, played in `game` (which waits for a move), changed every seat's chance
/// against the mover's best move, valued as throws are.
pub fn move_skill(game: &Game, mv: Move) -> Option<Chances> {
    let Phase::AwaitingMove(seat) = game.phase() else {
        return None;
    };
    let best = settle(game, seat, BONUS_DEPTH, MOVE_DEPTH);
    let mut moved = game.clone();
    moved.play_with(mv, |_| {}).ok()?;
    let played = settle(&moved, seat, BONUS_DEPTH, MOVE_DEPTH - 1);
    let mut skill = [0.0; 4];
    for ((s, p), b) in skill.iter_mut().zip(played).zip(best) {
        *s = p - b;
    }
    Some(skill)
}

/// The chances expected before `seat` throws in `game`: the value of each of the values
/// its board's throw gives (seven for the long dice, five for the cowries), weighed by its
/// odds.
fn expected_throw(game: &Game, seat: Seat, depth: u8) -> Option<Chances> {
    let mut expected = [0.0; 4];
    let kind = game.variant().throw_kind();
    for (&value, &odds) in kind.values().iter().zip(kind.odds_in_16()) {
        let throw = kind.with_value(value)?;
        let chances = after_throw(game, seat, throw, depth)?;
        let weight = f64::from(odds) / 16.0;
        for (total, chance) in expected.iter_mut().zip(chances) {
            *total += weight * chance;
        }
    }
    Some(expected)
}

/// The chances once `seat` has thrown `throw` in `game` and played it at its best.
fn after_throw(game: &Game, seat: Seat, throw: Throw, depth: u8) -> Option<Chances> {
    let mut thrown = game.clone();
    thrown.throw_with(throw, |_| {}).ok()?;
    Some(settle(&thrown, seat, depth, MOVE_DEPTH))
}

/// The chances of `game` as far as `seat`'s present turn goes: `seat`'s best move when it
/// must move, the average over a bonus throw when it throws again, the evaluation otherwise.
fn settle(game: &Game, seat: Seat, bonus_depth: u8, move_depth: u8) -> Chances {
    match game.phase() {
        Phase::AwaitingMove(mover) if mover == seat && move_depth > 0 => {
            let mut best: Option<Chances> = None;
            for &mv in game.legal_move_slice() {
                let mut moved = game.clone();
                if moved.play_with(mv, |_| {}).is_err() {
                    continue;
                }
                let chances = settle(&moved, seat, bonus_depth, move_depth - 1);
                if best.is_none_or(|b| chances[seat.index()] > b[seat.index()]) {
                    best = Some(chances);
                }
            }
            best.unwrap_or_else(|| rated(game))
        }
        Phase::AwaitingThrow(thrower) if thrower == seat && bonus_depth > 0 => {
            expected_throw(game, seat, bonus_depth - 1).unwrap_or_else(|| rated(game))
        }
        _ => rated(game),
    }
}

/// The learned evaluation of `game`, in `f64`.
fn rated(game: &Game) -> Chances {
    win_chances(game).map(f64::from)
}

#[cfg(test)]
mod tests {
    use super::*;
    use dhayam_core::Setup;
    use dhayam_core::throw::{ODDS_IN_16, VALUES};
    use rand::rngs::Xoshiro256PlusPlus;
    use rand::{Rng, SeedableRng};

    fn two_player() -> Game {
        Game::new(&Setup::new([Seat::South, Seat::North])).unwrap()
    }

    /// A 2-player game after `throws` random throws and first legal moves.
    fn midgame(throws: usize) -> Game {
        let mut game = two_player();
        let mut dice = Xoshiro256PlusPlus::seed_from_u64(9);
        for _ in 0..throws {
            while let Some(&mv) = game.legal_move_slice().last() {
                game.play(mv).unwrap();
            }
            game.throw(Throw::from_bits(dice.next_u32() as u8)).unwrap();
        }
        while let Some(&mv) = game.legal_move_slice().last() {
            game.play(mv).unwrap();
        }
        game
    }

    #[test]
    fn luck_adds_up_to_zero_over_the_table_and_averages_zero_over_the_values() {
        for game in [two_player(), midgame(40), midgame(90)] {
            let mut average = [0.0; 4];
            for (&value, &odds) in VALUES.iter().zip(ODDS_IN_16.iter()) {
                let luck = throw_luck(&game, Throw::with_value(value).unwrap(), 0).unwrap();
                let sum: f64 = luck
                    .after
                    .iter()
                    .zip(luck.expected)
                    .map(|(a, e)| a - e)
                    .sum();
                assert!(sum.abs() < 1e-5, "{luck:?}");
                for seat in Seat::ALL {
                    average[seat.index()] += f64::from(odds) / 16.0 * luck.luck_of(seat);
                }
            }
            assert!(average.iter().all(|a| a.abs() < 1e-9), "{average:?}");
        }
    }

    #[test]
    fn a_one_is_the_luckiest_throw_for_a_player_who_must_enter() {
        // By default only a 1 enters a pawn, so at the start every other value is lost; 5, 6
        // and 12 at least throw again.
        let game = two_player();
        let one = throw_luck(&game, Throw::with_value(1).unwrap(), 0).unwrap();
        assert_eq!((one.seat, one.value), (game.turn(), 1));
        assert!(one.luck() > 0.0, "{one:?}");
        for value in [2, 3, 4, 5, 6, 12] {
            let other = throw_luck(&game, Throw::with_value(value).unwrap(), 0).unwrap();
            assert!(other.luck() < one.luck(), "{other:?}");
            assert_eq!(other.luck() < 0.0, [2, 3, 4].contains(&value), "{other:?}");
        }
    }

    #[test]
    fn no_luck_without_a_throw_to_make() {
        let mut game = two_player();
        game.throw(Throw::with_value(1).unwrap()).unwrap();
        assert!(matches!(game.phase(), Phase::AwaitingMove(_)));
        assert_eq!(throw_luck(&game, Throw::with_value(1).unwrap(), 0), None);
    }
}
