//! A search over the throws to come at their exact odds, every position scored by the
//! value network: the bot's move, then each of the seven values the next throw can show,
//! the best move by the network for whoever throws it, and so on for a fixed number of
//! throws. No sampling: a position always gets the same move.

use dhayam_core::{Game, Move, Phase, Seat};

use crate::hard::{Choice, InTeams, choice, distinct_outcomes};
use crate::{Bot, Level, ValueNet};

/// Plays the move whose expected chance, over the next `depth` throws with each thrower's
/// best move by the network, is best.
///
/// Every player is expected to play its best move by the network (expecting Medium's moves
/// from the others instead measured no better against Medium).
#[derive(Clone, Copy, Debug)]
pub struct ExpectimaxBot {
    depth: u32,
    /// Whether to look one throw deeper when the search at `depth` was small.
    deepen: bool,
    net: &'static ValueNet,
}

/// Hard looks one throw further than its depth when the search at its depth scored at
/// most this many positions. A deeper look scores about eight times as many; with this
/// limit most decisions of a 4-pawn table look four throws ahead, while the large searches
/// of six pawns and throw-first pools stay at three, which keeps the slowest decisions
/// within Hard's time (README.md, "The value network"). Counted, not timed, so a position
/// gets the same move on any machine.
pub const DEEPEN_WITHIN: u64 = 1_500;

impl ExpectimaxBot {
    /// A bot that looks `depth` throws ahead (at least 1).
    pub fn new(depth: u32) -> ExpectimaxBot {
        ExpectimaxBot::with_net(depth, ValueNet::shipped())
    }

    /// A bot that looks `depth` throws ahead with `net` instead of the shipped network
    /// (for measuring a network before it ships).
    pub fn with_net(depth: u32, net: &'static ValueNet) -> ExpectimaxBot {
        ExpectimaxBot {
            depth: depth.max(1),
            deepen: false,
            net,
        }
    }

    /// The same bot, looking one throw further whenever its search scored at most
    /// [`DEEPEN_WITHIN`] positions: Hard.
    #[must_use]
    pub fn deepening(self) -> ExpectimaxBot {
        ExpectimaxBot {
            deepen: true,
            ..self
        }
    }

    /// The move with the best expected chance for `seat` looking `depth` throws ahead,
    /// counting the positions scored into `scored`.
    fn best(
        &self,
        seat: Seat,
        candidates: &[(Move, Game)],
        ranked: usize,
        depth: u32,
        scored: &mut u64,
    ) -> Option<Move> {
        let mut best: Option<(Move, f32)> = None;
        for (mv, after) in candidates {
            let value = look_counted(self.net, after, ranked, depth, scored)[seat.index()];
            if best.is_none_or(|(_, top)| value > top) {
                best = Some((*mv, value));
            }
        }
        best.map(|(mv, _)| mv)
    }
}

impl Bot for ExpectimaxBot {
    fn level(&self) -> Level {
        Level::Hard
    }

    fn choose(&mut self, game: &Game) -> Option<Move> {
        let (seat, candidates) = match choice(game, InTeams::Search) {
            Choice::Forced(mv) => return mv,
            Choice::Open(seat, candidates) => (seat, candidates),
        };
        let ranked = game.ranking().len();
        let mut scored = 0;
        let chosen = self.best(seat, &candidates, ranked, self.depth, &mut scored);
        if self.deepen && scored <= DEEPEN_WITHIN {
            return self.best(seat, &candidates, ranked, self.depth + 1, &mut scored);
        }
        chosen
    }
}

/// Each seat's chance in `game` of taking the best place open after `ranked` finishers,
/// counting a position the network scores into `scored`.
fn chances_counted(net: &ValueNet, game: &Game, ranked: usize, scored: &mut u64) -> [f32; 4] {
    if game.is_team_game() {
        // Two against two the first player home decides nothing: the teams' chances, the
        // same for both partners.
        *scored += u64::from(!game.is_over());
        return crate::team::seat_team_chances(game);
    }
    if let Some(&next) = game.ranking().get(ranked) {
        let mut out = [0.0; 4];
        out[next.index()] = 1.0;
        return out;
    }
    *scored += 1;
    if game.variant().is_dhayam() {
        net.chances(game)
    } else {
        // The network knows the 7x7 board only: the 5x5 board's learned features instead.
        crate::value::feature_chances(game)
    }
}

/// The chances in `game` looking `depth` throws ahead: a throw to come is averaged over
/// its values at their odds, a move to make is the mover's best by the network.
pub(crate) fn look(net: &ValueNet, game: &Game, ranked: usize, depth: u32) -> [f32; 4] {
    look_counted(net, game, ranked, depth, &mut 0)
}

/// [`look`], counting the positions the network scores into `scored`.
fn look_counted(
    net: &ValueNet,
    game: &Game,
    ranked: usize,
    depth: u32,
    scored: &mut u64,
) -> [f32; 4] {
    if depth == 0 || decided(game, ranked) {
        return chances_counted(net, game, ranked, scored);
    }
    match game.phase() {
        Phase::Finished => chances_counted(net, game, ranked, scored),
        Phase::AwaitingMove(mover) => match greedy_counted(net, game, mover, ranked, scored) {
            Some(next) => look_counted(net, &next, ranked, depth, scored),
            None => chances_counted(net, game, ranked, scored),
        },
        Phase::AwaitingThrow(_) => {
            let mut total = [0.0; 4];
            let kind = game.variant().throw_kind();
            for (&value, &odds) in kind.values().iter().zip(kind.odds_in_16()) {
                let Some(throw) = kind.with_value(value) else {
                    continue;
                };
                let mut next = game.clone();
                if next.throw_with(throw, |_| {}).is_err() {
                    continue;
                }
                let after = look_counted(net, &next, ranked, depth - 1, scored);
                let weight = odds as f32 / 16.0;
                for (t, a) in total.iter_mut().zip(after) {
                    *t += a * weight;
                }
            }
            total
        }
    }
}

/// Whether the best place open after `ranked` finishers is taken in `game`; in a team
/// game, whether the game is over.
fn decided(game: &Game, ranked: usize) -> bool {
    if game.is_team_game() {
        game.is_over()
    } else {
        game.ranking().len() > ranked
    }
}

/// The position after `mover`'s best move in `game` by the network alone.
pub(crate) fn greedy(net: &ValueNet, game: &Game, mover: Seat, ranked: usize) -> Option<Game> {
    greedy_counted(net, game, mover, ranked, &mut 0)
}

/// [`greedy`], counting the positions the network scores into `scored`.
fn greedy_counted(
    net: &ValueNet,
    game: &Game,
    mover: Seat,
    ranked: usize,
    scored: &mut u64,
) -> Option<Game> {
    let mut best: Option<(Game, f32)> = None;
    for (_, after) in distinct_outcomes(game, game.legal_move_slice()) {
        let chance = chances_counted(net, &after, ranked, scored)[mover.index()];
        if best.as_ref().is_none_or(|(_, top)| chance > *top) {
            best = Some((after, chance));
        }
    }
    best.map(|(after, _)| after)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Level;
    use dhayam_core::Setup;

    /// Positions waiting for a move with a choice, from a Medium game at four seats.
    fn positions() -> Vec<Game> {
        let mut game = Game::new(&Setup::new(Seat::ALL)).unwrap();
        let mut medium = Level::Medium.bot(0);
        let mut dice = dhayam_core::Dice::new(
            <rand::rngs::Xoshiro256PlusPlus as rand::SeedableRng>::seed_from_u64(4),
        );
        let mut found = Vec::new();
        while !game.is_over() && found.len() < 40 {
            match game.phase() {
                Phase::AwaitingThrow(_) => {
                    game.throw(dice.roll()).unwrap();
                }
                Phase::AwaitingMove(_) => {
                    if game.legal_move_slice().len() > 1 {
                        found.push(game.clone());
                    }
                    let mv = medium.choose(&game).unwrap();
                    game.play(mv).unwrap();
                }
                Phase::Finished => break,
            }
        }
        found
    }

    #[test]
    fn chooses_a_legal_move_and_the_same_one_every_time() {
        let mut bot = ExpectimaxBot::new(2);
        for game in positions() {
            let chosen = bot.choose(&game).unwrap();
            assert!(game.legal_move_slice().contains(&chosen));
            assert_eq!(ExpectimaxBot::new(2).choose(&game), Some(chosen));
        }
    }

    #[test]
    fn hard_looks_a_throw_further_exactly_when_the_search_was_small() {
        let (mut deep, mut small) = (0, 0);
        for game in positions() {
            let Choice::Open(seat, candidates) = choice(&game, InTeams::Search) else {
                continue;
            };
            let three = ExpectimaxBot::new(3);
            let mut scored = 0;
            let at_three = three.best(seat, &candidates, game.ranking().len(), 3, &mut scored);
            let expected = if scored <= DEEPEN_WITHIN {
                deep += 1;
                ExpectimaxBot::new(4).choose(&game)
            } else {
                small += 1;
                at_three
            };
            assert_eq!(three.deepening().choose(&game), expected);
            assert_eq!(ExpectimaxBot::new(3).choose(&game), at_three);
        }
        // Both ways were taken, so both were checked.
        assert!(deep > 0 && small > 0, "{deep} deeper, {small} not");
    }

    #[test]
    fn a_move_that_wins_is_worth_everything() {
        for game in positions() {
            let ranked = game.ranking().len();
            for (_, after) in distinct_outcomes(&game, game.legal_move_slice()) {
                let chances = look(ValueNet::shipped(), &after, ranked, 2);
                let sum: f32 = chances.iter().sum();
                assert!((sum - 1.0).abs() < 1e-3, "{chances:?}");
                if let Some(&winner) = after.ranking().get(ranked) {
                    assert!((chances[winner.index()] - 1.0).abs() < f32::EPSILON);
                }
            }
        }
    }
}
