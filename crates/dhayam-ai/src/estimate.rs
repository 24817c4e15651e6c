//! Win chances for a position shown to players: the learned evaluation at once, then the
//! same evaluation averaged over play-outs, as Hard rates its moves.

use dhayam_core::{Dice, Game};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

use crate::hard::rollout;
use crate::win_chances;

/// Play-outs of a refined estimate ([`searched_win_chances`]): enough that the chances
/// settle within about a point, few enough to take a few milliseconds.
pub const ESTIMATE_ROLLOUTS: u32 = 256;

/// The seed of the play-outs of the estimates shown to players: the same position always
/// shows the same chances.
pub const ESTIMATE_SEED: u64 = 0x7468_6179_616d;

/// Each seated player's chance of winning from `game`, indexed by
/// [`Seat::index`](dhayam_core::Seat::index): [`win_chances`] of the positions reached by `rollouts` play-outs
/// of one round (every player's next turn), with throws drawn from `seed` and every player
/// following the Medium policy, averaged. The same `seed` gives the same chances; with no
/// rollouts it is [`win_chances`] itself. The chances of the seated players add up to 1.
pub fn searched_win_chances(game: &Game, rollouts: u32, seed: u64) -> [f32; 4] {
    if rollouts == 0 || game.is_over() || crate::value::decided_winner(game).is_some() {
        return win_chances(game);
    }
    let seat = game.turn();
    let ranked = game.ranking().len();
    let round = u32::try_from(game.seats().len()).unwrap_or(4);
    let mut totals = [0.0f64; 4];
    for done in 0..rollouts {
        let dice_seed = seed ^ u64::from(done).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut dice = Dice::new(Xoshiro256PlusPlus::seed_from_u64(dice_seed));
        let end = rollout(game, seat, ranked, (round, true), &mut dice);
        for (total, chance) in totals.iter_mut().zip(win_chances(&end)) {
            *total += f64::from(chance);
        }
    }
    let count = f64::from(rollouts);
    totals.map(|total| (total / count) as f32)
}

#[cfg(test)]
// The same seed must give the very same numbers, so they are compared exactly.
#[allow(clippy::float_cmp)]
mod tests {
    use super::*;
    use dhayam_core::{Seat, Setup, Throw};

    fn game_after(values: &[u8]) -> Game {
        let mut game = Game::new(&Setup::new(Seat::ALL)).unwrap();
        for &value in values {
            while let Some(&mv) = game.legal_move_slice().first() {
                game.play(mv).unwrap();
            }
            game.throw(Throw::with_value(value).unwrap()).unwrap();
        }
        game
    }

    #[test]
    fn chances_add_up_repeat_by_seed_and_leave_empty_seats_out() {
        let mut game = Game::new(&Setup::new([Seat::South, Seat::North])).unwrap();
        game.throw(Throw::with_value(1).unwrap()).unwrap();
        let chances = searched_win_chances(&game, 64, 5);
        assert_eq!(chances, searched_win_chances(&game, 64, 5));
        let sum: f32 = chances.iter().sum();
        assert!((sum - 1.0).abs() < 1e-3, "{chances:?}");
        assert_eq!(
            (chances[Seat::East.index()], chances[Seat::West.index()]),
            (0.0, 0.0)
        );
        assert_eq!(searched_win_chances(&game, 0, 5), win_chances(&game));
    }

    #[test]
    fn play_outs_differ_from_the_evaluation_alone() {
        let game = game_after(&[1, 5, 1, 12, 1, 3, 4]);
        let quick = win_chances(&game);
        let searched = searched_win_chances(&game, 128, 9);
        assert_ne!(quick, searched);
        for seat in Seat::ALL {
            let (a, b) = (quick[seat.index()], searched[seat.index()]);
            assert!((a - b).abs() < 0.25, "{seat:?}: {a} against {b}");
        }
    }
}
