//! The review of a finished (or unfinished) game: for every decision a player had, the
//! move Hard would have made and how much win chance the move played gave away.

use dhayam_core::{Action, Game, GameRecord, Move, ReplayError, Replayer, Seat};

use crate::hard::best_rated;
use crate::{SearchBot, SearchBudget, ThrowLuck, throw_luck, win_chances};

/// The seed of a review's play-outs unless another is asked for: the command line and the
/// app use it, so both give the same review of the same game.
pub const REVIEW_SEED: u64 = 1;

/// A move that gave away at least this much win chance is flagged as a big mistake.
pub const BIG_MISTAKE: f64 = 0.05;

/// A move within this much of the best counts as accurate.
pub const ACCURATE: f64 = 0.01;

/// One decision with a real choice: moves leading to positions Hard rates differently.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Decision {
    /// The step of the record it was (throws and moves in order, 0-based): the position
    /// before it is replay position `step`, the one after it `step + 1`.
    pub step: usize,
    /// Which move of the record it was (1-based).
    pub number: usize,
    /// Who chose.
    pub seat: Seat,
    /// The move played.
    pub played: Move,
    /// The move Hard would play (the move played when it was as good).
    pub best: Move,
    /// The mover's chance of taking the best open place after the move played.
    pub chance_played: f64,
    /// The same after Hard's move.
    pub chance_best: f64,
    /// How much chance the move played gave away (0 when it was as good as Hard's).
    pub given_away: f64,
    /// Whether it gave away at least [`BIG_MISTAKE`].
    pub big_mistake: bool,
}

/// One player's summary of a review.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayerSummary {
    /// The player.
    pub seat: Seat,
    /// Decisions with a real choice.
    pub decisions: usize,
    /// Percentage of them within [`ACCURATE`] of Hard's choice (100 with none).
    pub accuracy: f64,
    /// Win chance given away, summed over the game.
    pub given_away: f64,
    /// Decisions flagged as big mistakes.
    pub big_mistakes: usize,
    /// Win chance the dice gave this player (negative: took), summed over every throw of
    /// the game, the player's own and the others' ([`ThrowLuck::luck_of`]).
    pub luck: f64,
    /// What the player made of the game: 1 for the winner, 0 for the others once someone
    /// has won, the player's chance at the last position of a game nobody has won yet.
    pub result: f64,
}

impl PlayerSummary {
    /// The result with the luck taken out: what the player's play alone earned, on the scale
    /// of the result (the players' luck-adjusted results add up to 1 as their results do).
    pub fn luck_adjusted(&self) -> f64 {
        self.result - self.luck
    }
}

/// What Hard thinks of a game.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Review {
    /// Every decision with a real choice, in order.
    pub decisions: Vec<Decision>,
    /// One summary per seated player, in seating order.
    pub players: Vec<PlayerSummary>,
    /// Every player's chance of winning at each position of the game ([`win_chances`]):
    /// entry `k` is the position after `k` steps, so there is one more entry than steps.
    pub chances: Vec<[f32; 4]>,
    /// The luck of every throw until the first player won, in order.
    pub luck: Vec<ThrowLuck>,
}

impl Review {
    /// The decision made at `step` of the record, if it was one with a real choice.
    pub fn decision_at(&self, step: usize) -> Option<&Decision> {
        self.decisions
            .binary_search_by_key(&step, |d| d.step)
            .ok()
            .and_then(|i| self.decisions.get(i))
    }

    /// The steps of the big mistakes, in order.
    pub fn flagged_steps(&self) -> impl Iterator<Item = usize> + '_ {
        self.decisions
            .iter()
            .filter(|d| d.big_mistake)
            .map(|d| d.step)
    }
}

/// Reviews every decision of `record` with a Hard bot seeded with `seed`.
pub fn review(record: &GameRecord, seed: u64) -> Result<Review, ReplayError> {
    // Progress that always goes on never stops the review: it always gives one.
    Ok(review_with(record, seed, |_, _| true)?.unwrap_or_default())
}

/// Reviews `record` as [`review`] does, calling `progress(steps done, steps in all)` after
/// each decision judged; the review stops, with `None`, when `progress` returns false.
/// A record the rules refuse is an error.
pub fn review_with(
    record: &GameRecord,
    seed: u64,
    mut progress: impl FnMut(usize, usize) -> bool,
) -> Result<Option<Review>, ReplayError> {
    let total = record.throws.len() + record.moves.len();
    let mut bot = SearchBot::new(seed, SearchBudget::default());
    let mut replayer = Replayer::new(record)?;
    let mut decisions = Vec::new();
    let mut luck = Vec::new();
    let mut chances = Vec::with_capacity(total + 1);
    chances.push(win_chances(replayer.game()));
    let mut step = 0;
    while let Some(action) = replayer.peek() {
        if let Action::Throw(_, throw) = action {
            luck.extend(throw_luck(replayer.game(), throw, step));
        }
        if let Action::Move(seat, played) = action {
            let number = replayer.used().1 + 1;
            if let Some(decision) = judge(&mut bot, replayer.game(), seat, played, (step, number)) {
                decisions.push(decision);
                if !progress(step, total) {
                    return Ok(None);
                }
            }
        }
        if let Some(Err(error)) = replayer.step_with(|_| {}) {
            return Err(error);
        }
        chances.push(win_chances(replayer.game()));
        step += 1;
    }
    let game = replayer.finish()?;
    let last = chances.last().copied().unwrap_or_default();
    let players = game
        .seats()
        .iter()
        .map(|&seat| {
            // Two against two a player wins with the partner.
            let won = |winner: Seat| match game.partner(seat) {
                Some(partner) => winner == seat || winner == partner,
                None => winner == seat,
            };
            let result = match crate::value::decided_winner(&game) {
                Some(winner) => f64::from(u8::from(won(winner))),
                // A team's chance is its partners' added.
                None => f64::from(
                    last[seat.index()] + game.partner(seat).map_or(0.0, |p| last[p.index()]),
                ),
            };
            summary(seat, &decisions, &luck, result)
        })
        .collect();
    Ok(Some(Review {
        decisions,
        players,
        chances,
        luck,
    }))
}

/// Hard's view of `played` in `game`, if the mover had a real choice.
fn judge(
    bot: &mut SearchBot,
    game: &Game,
    seat: Seat,
    played: Move,
    (step, number): (usize, usize),
) -> Option<Decision> {
    if game.legal_move_slice().len() <= 1 {
        return None;
    }
    let rated = bot.rate_moves(game);
    let (best, chance_best) = best_rated(&rated)?;
    let chance_played = rated.iter().find(|(mv, _)| *mv == played)?.1;
    if rated
        .iter()
        .all(|(_, chance)| (chance_best - chance).abs() < 1e-12)
    {
        return None;
    }
    let given_away = (chance_best - chance_played).max(0.0);
    // A move as good as the best (often the same position by another pawn) is Hard's too.
    let best = if given_away < 1e-12 { played } else { best };
    Some(Decision {
        step,
        number,
        seat,
        played,
        best,
        chance_played,
        chance_best,
        given_away,
        big_mistake: given_away >= BIG_MISTAKE,
    })
}

/// `seat`'s summary over `decisions` and the `luck` of the throws, with its `result`.
fn summary(seat: Seat, decisions: &[Decision], luck: &[ThrowLuck], result: f64) -> PlayerSummary {
    let own: Vec<&Decision> = decisions.iter().filter(|d| d.seat == seat).collect();
    let accurate = own.iter().filter(|d| d.given_away < ACCURATE).count();
    PlayerSummary {
        seat,
        decisions: own.len(),
        accuracy: if own.is_empty() {
            100.0
        } else {
            100.0 * accurate as f64 / own.len() as f64
        },
        given_away: own.iter().map(|d| d.given_away).sum(),
        big_mistakes: own.iter().filter(|d| d.big_mistake).count(),
        luck: luck.iter().map(|throw| throw.luck_of(seat)).sum(),
        result,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Bot, Level};
    use dhayam_core::{Phase, RecordedGame, Setup, Throw};
    use rand::rngs::Xoshiro256PlusPlus;
    use rand::{Rng, SeedableRng};

    /// A 2-player game to the first winner: South plays Hard's moves, North random ones.
    fn recorded(seed: u64) -> GameRecord {
        let mut game = RecordedGame::new(&Setup::new([Seat::South, Seat::North])).unwrap();
        let mut dice = Xoshiro256PlusPlus::seed_from_u64(seed);
        let mut hard = SearchBot::new(seed, SearchBudget::default());
        let mut easy = Level::Easy.bot(seed);
        while game.game().ranking().is_empty() {
            match game.game().phase() {
                Phase::AwaitingThrow(_) => {
                    game.throw(Throw::from_bits(dice.next_u32() as u8)).unwrap();
                }
                Phase::AwaitingMove(seat) => {
                    let bot: &mut dyn Bot = if seat == Seat::South {
                        &mut hard
                    } else {
                        &mut *easy
                    };
                    let mv = bot.choose(game.game()).unwrap();
                    game.play(mv).unwrap();
                }
                Phase::Finished => break,
            }
        }
        game.record().clone()
    }

    #[test]
    fn random_moves_give_away_more_than_hards() {
        let record = recorded(3);
        let review = review(&record, 3).unwrap();
        assert!(!review.decisions.is_empty());
        let south = &review.players[0];
        let north = &review.players[1];
        assert_eq!((south.seat, north.seat), (Seat::South, Seat::North));
        assert!(south.decisions > 0 && north.decisions > 0);
        assert!(
            north.given_away > south.given_away && north.accuracy < south.accuracy,
            "{south:?} {north:?}"
        );
        assert!(review.decisions.iter().all(|d| d.given_away >= 0.0));
    }

    #[test]
    fn a_review_repeats_and_places_every_decision_at_its_step() {
        let record = recorded(5);
        let review = review(&record, REVIEW_SEED).unwrap();
        assert_eq!(review, super::review(&record, REVIEW_SEED).unwrap());
        let steps = record.throws.len() + record.moves.len();
        assert_eq!(review.chances.len(), steps + 1);
        let last = review.chances[steps];
        let winner = record.replay().unwrap().winner().unwrap();
        assert!(
            (last[winner.index()] - 1.0).abs() < f32::EPSILON,
            "{last:?}"
        );
        let mut replayer = Replayer::new(&record).unwrap();
        for step in 0..steps {
            let action = replayer.peek().unwrap();
            if let Some(decision) = review.decision_at(step) {
                assert_eq!(action, Action::Move(decision.seat, decision.played));
                assert!(replayer.game().legal_moves().contains(&decision.best));
            }
            replayer.step_with(|_| {}).unwrap().unwrap();
        }
        let judged = (0..steps)
            .filter(|&k| review.decision_at(k).is_some())
            .count();
        assert_eq!(judged, review.decisions.len());
        let flagged: Vec<usize> = review.flagged_steps().collect();
        assert!(flagged.windows(2).all(|w| w[0] < w[1]));
        for step in flagged {
            assert!(review.decision_at(step).unwrap().given_away >= BIG_MISTAKE);
        }
    }

    #[test]
    fn progress_can_stop_a_review() {
        let record = recorded(3);
        let mut calls = 0;
        let stopped = review_with(&record, 1, |done, total| {
            calls += 1;
            assert!(done < total);
            calls < 3
        })
        .unwrap();
        assert_eq!((stopped, calls), (None, 3));
    }

    #[test]
    fn a_record_the_rules_refuse_is_an_error() {
        let mut record = recorded(3);
        record.moves.push(record.moves[0]);
        assert!(review(&record, 1).is_err());
    }
}
