//! The Monte-Carlo search (Hard before the value network, `hard-mc`): every distinct move
//! played out over sampled throws to come.

use std::time::{Duration, Instant};

use arrayvec::ArrayVec;
use dhayam_core::throw::value_slot;
use dhayam_core::{Dice, Event, Game, MAX_MOVES, Move, PawnPlace, Phase, Seat};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

use crate::medium::policy_move;
use crate::value::{Evaluation, place_chance};
use crate::{Bot, Level};

/// How much thinking the Monte-Carlo search does per decision.
///
/// The rollout count bounds every decision, so a seeded bot plays the same moves on any
/// machine. The optional time limit is a safeguard for slow or busy machines: when it cuts
/// a decision short, that decision depends on the clock and is no longer reproducible.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchBudget {
    /// Rollouts per decision, shared evenly among the distinct moves.
    pub rollouts: u32,
    /// Fewest rollouts for each distinct move, whatever their number.
    pub min_per_move: u32,
    /// How many turns, of any player, are played out (the present one first) before the
    /// position is scored, for tables of 2, 3 and 4 players: 1 means the rest of this
    /// turn, 3 at a table of two the rest of this turn, the opponent's next and the bot's
    /// own next. At least 1.
    pub horizon_turns: [u32; 3],
    /// Stop sampling after this long, if set (see above).
    pub time_limit: Option<Duration>,
}

/// The default [`SearchBudget::horizon_turns`] for tables of 2, 3 and 4 players.
const HORIZON_TURNS: [u32; 3] = [3, 1, 1];

impl Default for SearchBudget {
    /// 1024 rollouts (at least 32 per distinct move) reaching the end of the bot's next
    /// turn at a table of two and the end of its present turn otherwise, no time limit.
    fn default() -> Self {
        SearchBudget {
            rollouts: 1024,
            min_per_move: 32,
            horizon_turns: HORIZON_TURNS,
            time_limit: None,
        }
    }
}

/// The Monte-Carlo search bot (`hard-mc`, Hard before the value network; the review, the
/// tutor and the win-chance bar rate moves with it): plays out every distinct legal move over sampled throws and keeps the
/// move whose positions give it the best chance on average.
///
/// For each rollout the bot draws a throw sequence from its own generator (the same
/// sequences for every candidate move, so they are compared on equal dice) and lets every
/// player follow the Medium policy for [`SearchBudget::horizon_turns`] turns, or until the
/// best place still open is taken. The position reached is scored by the learned
/// evaluation ([`win_chances`](crate::win_chances)): the bot's chance of taking the best
/// place still open. It never sees the game's real throws to come.
#[derive(Clone, Debug)]
pub struct SearchBot {
    rng: Xoshiro256PlusPlus,
    budget: SearchBudget,
    evaluation: Evaluation,
}

/// A position reached by a candidate move, up to the numbering of pawns.
type PositionKey = ([[u8; 6]; 4], [u8; 7], [bool; 4], Phase);

impl SearchBot {
    /// A search whose choices follow from `seed`, thinking within `budget`.
    pub fn new(seed: u64, budget: SearchBudget) -> SearchBot {
        SearchBot::with_evaluation(seed, budget, Evaluation::default())
    }

    /// A bot like [`SearchBot::new`] that scores the positions it reaches by `evaluation`.
    pub fn with_evaluation(seed: u64, budget: SearchBudget, evaluation: Evaluation) -> SearchBot {
        SearchBot {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            budget,
            evaluation,
        }
    }

    /// The budget this bot thinks within.
    pub fn budget(&self) -> SearchBudget {
        self.budget
    }
}

impl Bot for SearchBot {
    fn level(&self) -> Level {
        Level::Hard
    }

    fn choose(&mut self, game: &Game) -> Option<Move> {
        let (seat, candidates) = match choice(game, InTeams::Medium) {
            Choice::Forced(mv) => return mv,
            Choice::Open(seat, candidates) => (seat, candidates),
        };
        let (totals, _) = self.rate(game, seat, &candidates);
        let mut best = 0;
        for slot in 1..candidates.len() {
            if totals[slot] > totals[best] {
                best = slot;
            }
        }
        Some(candidates[best].0)
    }
}

impl SearchBot {
    /// Every legal move of `game` with the bot's estimate of the mover's chance of taking
    /// the best place still open after playing it, by the same play-outs and evaluation
    /// [`choose`](Bot::choose) uses; moves that lead to the same position share one
    /// estimate. Empty unless the game waits for a move. Takes the next decision's draw
    /// from the bot's generator, as `choose` would.
    pub fn rate_moves(&mut self, game: &Game) -> Vec<(Move, f64)> {
        let Phase::AwaitingMove(seat) = game.phase() else {
            return Vec::new();
        };
        let candidates = distinct_outcomes(game, game.legal_move_slice());
        let (totals, done) = self.rate(game, seat, &candidates);
        let count = f64::from(done.max(1));
        game.legal_move_slice()
            .iter()
            .filter_map(|&mv| {
                let mut after = game.clone();
                after.play_with(mv, |_| {}).ok()?;
                let key = position_key(&after);
                let slot = candidates
                    .iter()
                    .position(|(_, other)| position_key(other) == key)?;
                Some((mv, totals[slot] / count))
            })
            .collect()
    }

    /// The summed chances of `seat` taking the best open place over the play-outs of each
    /// candidate, in the candidates' order, and how many play-outs each had.
    fn rate(
        &mut self,
        game: &Game,
        seat: Seat,
        candidates: &[(Move, Game)],
    ) -> (ArrayVec<f64, MAX_MOVES>, u32) {
        let start = Instant::now();
        let table = game.seats().len().clamp(2, 4) - 2;
        let horizon = (self.budget.horizon_turns[table].max(1), true);
        let per_move = (self.budget.rollouts / candidates.len().max(1) as u32)
            .max(self.budget.min_per_move)
            .max(1);
        let decision_seed = self.rng.next_u64();
        let ranked = game.ranking().len();
        let mut totals = [0.0f64; MAX_MOVES];
        let mut done = 0;
        while done < per_move {
            let dice_seed = decision_seed ^ u64::from(done).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            for (slot, (_, after)) in candidates.iter().enumerate() {
                let mut dice = Dice::new(Xoshiro256PlusPlus::seed_from_u64(dice_seed));
                let end = rollout(after, seat, ranked, horizon, &mut dice);
                totals[slot] += f64::from(place_chance(&end, seat, ranked, self.evaluation));
            }
            done += 1;
            if self
                .budget
                .time_limit
                .is_some_and(|limit| start.elapsed() >= limit)
            {
                break;
            }
        }
        (totals[..candidates.len()].iter().copied().collect(), done)
    }
}

/// A decision as the searching bots see it.
#[expect(
    clippy::large_enum_variant,
    reason = "made and taken apart at once; boxing would allocate every decision"
)]
pub(crate) enum Choice {
    /// Nothing to weigh: no move to make, or every move reaches the same position (the
    /// move, if any).
    Forced(Option<Move>),
    /// The seat to move and the distinct positions its moves reach, each with a move there.
    Open(Seat, ArrayVec<(Move, Game), MAX_MOVES>),
}

/// How a searching bot plays a team game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum InTeams {
    /// It searches, rating positions by the teams' chances (Hard).
    Search,
    /// It plays Medium's policy, which knows the partner: its search rates a player alone
    /// (the Monte-Carlo searches kept as yardsticks).
    Medium,
}

/// What `game` asks of the bot to move, for a bot that plays team games `in_teams`.
pub(crate) fn choice(game: &Game, in_teams: InTeams) -> Choice {
    let Phase::AwaitingMove(seat) = game.phase() else {
        return Choice::Forced(None);
    };
    if game.is_team_game() && in_teams == InTeams::Medium {
        return Choice::Forced(policy_move(game));
    }
    let candidates = distinct_outcomes(game, game.legal_move_slice());
    if candidates.len() <= 1 {
        return Choice::Forced(candidates.first().map(|(mv, _)| *mv));
    }
    Choice::Open(seat, candidates)
}

/// The legal moves that lead to different positions, each with the position it leads to.
pub(crate) fn distinct_outcomes(game: &Game, moves: &[Move]) -> ArrayVec<(Move, Game), MAX_MOVES> {
    let mut seen: ArrayVec<PositionKey, MAX_MOVES> = ArrayVec::new();
    let mut out = ArrayVec::new();
    for &mv in moves {
        let mut after = game.clone();
        if after.play_with(mv, |_| {}).is_err() {
            continue;
        }
        let key = position_key(&after);
        if !seen.contains(&key) {
            seen.push(key);
            out.push((mv, after));
        }
    }
    out
}

/// The first of the best rated moves of `rated` (as [`SearchBot::rate_moves`] gives them),
/// `None` when there is none.
pub(crate) fn best_rated(rated: &[(Move, f64)]) -> Option<(Move, f64)> {
    rated
        .iter()
        .fold(None, |top: Option<&(Move, f64)>, entry| match top {
            Some(t) if t.1 >= entry.1 => Some(t),
            _ => Some(entry),
        })
        .copied()
}

/// Whether `a` and `b`, both legal in `game`, come to the same position up to the
/// numbering of pawns (entering one pawn of the yard or another, say).
pub(crate) fn same_outcome(game: &Game, a: Move, b: Move) -> bool {
    let after = |mv: Move| {
        let mut next = game.clone();
        next.play_with(mv, |_| {})
            .ok()
            .map(|()| position_key(&next))
    };
    a == b || matches!((after(a), after(b)), (Some(x), Some(y)) if x == y)
}

fn position_key(game: &Game) -> PositionKey {
    let mut pawns = [[u8::MAX; 6]; 4];
    let mut cut = [false; 4];
    for &seat in game.seats() {
        let row = &mut pawns[seat.index()];
        for (slot, (_, place)) in row.iter_mut().zip(game.pawns_of(seat)) {
            *slot = match place {
                PawnPlace::Yard => u8::MAX - 1,
                PawnPlace::Path(index) => index,
            };
        }
        row.sort_unstable();
        cut[seat.index()] = game.has_cut(seat);
    }
    let mut pool = [0u8; 7];
    for value in game.pool() {
        if let Some(slot) = value_slot(value) {
            pool[slot] = pool[slot].saturating_add(1);
        }
    }
    (pawns, pool, cut, game.phase())
}

/// Plays on from `game` with sampled throws and the Medium policy for every player, until
/// `horizon` turns have ended (only `seat`'s turns count unless `any_seat`) or the best
/// place still open (after `ranked` finishers) is taken, and returns the position reached.
pub(crate) fn rollout(
    game: &Game,
    seat: Seat,
    ranked: usize,
    (horizon, any_seat): (u32, bool),
    dice: &mut Dice<Xoshiro256PlusPlus>,
) -> Game {
    let mut game = game.clone();
    let mut turns = 0;
    // A game cannot run this long without a turn passing; the cap only guards the loop.
    for _ in 0..10_000 {
        if turns >= horizon || game.ranking().len() > ranked {
            break;
        }
        let count = |event: Event| {
            if matches!(event, Event::TurnPassed { from, .. } if any_seat || from == seat) {
                turns += 1;
            }
        };
        let step = match game.phase() {
            Phase::AwaitingThrow(_) => {
                game.throw_with(dice.throw(game.variant().throw_kind()), count)
            }
            Phase::AwaitingMove(_) => match policy_move(&game) {
                Some(mv) => game.play_with(mv, count),
                None => break,
            },
            Phase::Finished => break,
        };
        if step.is_err() {
            break;
        }
    }
    game
}
