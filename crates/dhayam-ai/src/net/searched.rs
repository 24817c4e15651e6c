//! Positions labelled by a search: in self-play games, now and then every distinct move of
//! a decision is rated by today's Hard (Monte-Carlo play-outs scored by the 16-feature
//! evaluation), and the position each move leads to learns the mover's rated chance. What
//! the network learns there is the difference between moves, which is what a search asks
//! of it; the games' winners teach it the rest.

use rand::{Rng, RngExt};

use super::encode::encode;
use super::train::{Sample, Target, deal, self_play};
use crate::hard::distinct_outcomes;
use crate::value::Evaluation;
use crate::{HARD_MC_BUDGET, SearchBot};
use dhayam_core::Phase;

/// One decision with a choice in this many is rated.
const RATE_ONE_IN: u32 = 6;

/// The positions after the rated decisions of self-play game `game_number` at a table of
/// `players` (a different game from the same number's winner-labelled one).
pub(super) fn searched_samples(players: usize, seed: u64, game_number: u64) -> Vec<Sample> {
    let seed = seed ^ 0x7365_6172_6368_6564;
    let Some((mut game, mut rng, mut dice)) = deal(players, seed, game_number) else {
        return Vec::new();
    };
    let mut kept = Vec::new();
    self_play(&mut game, &mut rng, &mut dice, |position, rng| {
        let Phase::AwaitingMove(seat) = position.phase() else {
            return;
        };
        if position.legal_move_slice().len() < 2 || rng.random_range(0..RATE_ONE_IN) != 0 {
            return;
        }
        let mut search =
            SearchBot::with_evaluation(rng.next_u64(), HARD_MC_BUDGET, Evaluation::Features);
        let rated = search.rate_moves(position);
        for (mv, after) in distinct_outcomes(position, position.legal_move_slice()) {
            // A move that finishes is worth 1 whatever the network says; nothing to learn.
            if !after.ranking().is_empty() {
                continue;
            }
            let Some(&(_, chance)) = rated.iter().find(|(m, _)| *m == mv) else {
                continue;
            };
            let encoded = encode(&after);
            let Some(place) = encoded.seats.iter().position(|&s| s == seat) else {
                continue;
            };
            if encoded.racing[place] {
                kept.push(Sample {
                    encoded,
                    target: Target::Searched {
                        place: u8::try_from(place).unwrap_or(0),
                        chance: chance as f32,
                    },
                    linear: 0.0,
                });
            }
        }
    });
    kept
}
