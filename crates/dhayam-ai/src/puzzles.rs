//! Puzzles from played games: positions where a player gave away a good deal of win chance
//! and one move stands clearly above the rest, to be found again.

use dhayam_core::{Action, Game, GameRecord, Move, ReplayError, Replayer, Seat};

use crate::hard::{best_rated, same_outcome};
use crate::{Reason, SearchBot, SearchBudget, why_better};

/// A move that gave away at least this much (8 points) makes its position a puzzle.
pub const PUZZLE_MISTAKE: f64 = 0.08;

/// The best move must beat every other outcome by at least this much (3 points), so the
/// puzzle has one answer that is clearly right.
pub const PUZZLE_MARGIN: f64 = 0.03;

/// One puzzle: the position (the throw made, a move to choose), the answer and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    /// The step of the record the move was (throws and moves in order, 0-based).
    pub step: usize,
    /// Who was to move.
    pub seat: Seat,
    /// The position, waiting for `seat`'s move.
    pub game: Game,
    /// The move played in the game.
    pub played: Move,
    /// Hard's move: the answer.
    pub best: Move,
    /// The mover's chance after the answer.
    pub chance_best: f64,
    /// The mover's chance after the best move that comes to another position.
    pub chance_second: f64,
    /// The mover's chance after the move played.
    pub chance_played: f64,
    /// Why the answer is better than the move played.
    pub why: Vec<Reason>,
}

impl Puzzle {
    /// Whether `mv` answers the puzzle: the best move, or one that comes to the same
    /// position (another pawn from the yard, say).
    pub fn is_answer(&self, mv: Move) -> bool {
        same_outcome(&self.game, mv, self.best)
    }

    /// How much the move played gave away.
    pub fn given_away(&self) -> f64 {
        self.chance_best - self.chance_played
    }
}

/// A puzzle as a list of puzzles writes it (`dhayam-cli puzzles --json`, the app's bundled
/// puzzles): the position as one line and the moves as the records write them.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PuzzleLine {
    /// The step of its game's record (throws and moves in order, 0-based).
    pub step: usize,
    /// The position, waiting for a move ([`Game::position_line`]).
    pub position: String,
    /// The move played in the game.
    pub played: String,
    /// Hard's move: the answer.
    pub best: String,
    /// The mover's chance after the answer.
    pub chance_best: f64,
    /// The mover's chance after the best move to another position.
    pub chance_second: f64,
    /// The mover's chance after the move played.
    pub chance_played: f64,
}

impl From<&Puzzle> for PuzzleLine {
    fn from(puzzle: &Puzzle) -> PuzzleLine {
        PuzzleLine {
            step: puzzle.step,
            position: puzzle.game.position_line(),
            played: puzzle.played.to_string(),
            best: puzzle.best.to_string(),
            chance_best: puzzle.chance_best,
            chance_second: puzzle.chance_second,
            chance_played: puzzle.chance_played,
        }
    }
}

impl PuzzleLine {
    /// The puzzle, if its position reads, waits for a move, and both its moves are legal
    /// there.
    pub fn puzzle(&self) -> Option<Puzzle> {
        let game = Game::from_position_line(&self.position).ok()?;
        let dhayam_core::Phase::AwaitingMove(seat) = game.phase() else {
            return None;
        };
        let legal = |text: &str| {
            game.legal_move_slice()
                .iter()
                .copied()
                .find(|m| m.to_string() == text)
        };
        let (played, best) = (legal(&self.played)?, legal(&self.best)?);
        Some(Puzzle {
            step: self.step,
            seat,
            why: why_better(&game, best, played),
            game,
            played,
            best,
            chance_best: self.chance_best,
            chance_second: self.chance_second,
            chance_played: self.chance_played,
        })
    }
}

/// The puzzles of `record`: every move by a seat for which `counts` holds that gave away
/// at least [`PUZZLE_MISTAKE`] where Hard's move beats every other outcome by at least
/// [`PUZZLE_MARGIN`], rated by a Hard bot seeded with `seed` (as the review is) and
/// confirmed by a second rating. A record the rules refuse is an error.
pub fn puzzles(
    record: &GameRecord,
    counts: impl Fn(Seat) -> bool,
    seed: u64,
) -> Result<Vec<Puzzle>, ReplayError> {
    let mut bot = SearchBot::new(seed, SearchBudget::default());
    let mut replayer = Replayer::new(record)?;
    let mut found = Vec::new();
    let mut step = 0;
    while let Some(action) = replayer.peek() {
        if let Action::Move(seat, played) = action
            && counts(seat)
            && replayer.game().legal_move_slice().len() > 1
        {
            found.extend(judge(
                (&mut bot, seed),
                replayer.game(),
                (step, seat),
                played,
            ));
        }
        if let Some(Err(error)) = replayer.step_with(|_| {}) {
            return Err(error);
        }
        step += 1;
    }
    Ok(found)
}

/// The puzzle of `played` in `game`, if it is one: a big enough mistake, and Hard's move
/// clearly best by `bot`'s rating and again by a second rating with other play-outs (one
/// rating alone may crown a move by the luck of its play-outs).
fn judge(
    (bot, seed): (&mut SearchBot, u64),
    game: &Game,
    (step, seat): (usize, Seat),
    played: Move,
) -> Option<Puzzle> {
    let first = Rating::of(&bot.rate_moves(game), played)?;
    if !first.is_puzzle() {
        return None;
    }
    let check_seed = seed ^ 0x6368_6563_6b00 ^ (step as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    let again = SearchBot::new(check_seed, SearchBudget::default()).rate_moves(game);
    let second = Rating::of(&again, played)?;
    let same_best = same_outcome(game, second.best, first.best);
    (same_best && second.is_puzzle()).then(|| Puzzle {
        step,
        seat,
        game: game.clone(),
        played,
        best: first.best,
        chance_best: first.best_chance,
        chance_second: first.second_chance,
        chance_played: first.played_chance,
        why: why_better(game, first.best, played),
    })
}

/// One rating of a position's moves, as far as a puzzle goes.
struct Rating {
    best: Move,
    best_chance: f64,
    /// The best chance of another outcome than the best move's.
    second_chance: f64,
    played_chance: f64,
}

impl Rating {
    /// Reads `rated` (every legal move with its chance) for the move `played`.
    fn of(rated: &[(Move, f64)], played: Move) -> Option<Rating> {
        let (best, best_chance) = best_rated(rated)?;
        let played_chance = rated.iter().find(|(mv, _)| *mv == played)?.1;
        // Moves that come to the same position share one rating exactly.
        let second_chance = rated
            .iter()
            .map(|(_, chance)| *chance)
            .filter(|chance| (best_chance - chance).abs() > 1e-12)
            .fold(f64::NEG_INFINITY, f64::max);
        Some(Rating {
            best,
            best_chance,
            second_chance,
            played_chance,
        })
    }

    /// A mistake of [`PUZZLE_MISTAKE`] at least, against a best move clear by
    /// [`PUZZLE_MARGIN`].
    fn is_puzzle(&self) -> bool {
        self.best_chance - self.second_chance >= PUZZLE_MARGIN
            && self.best_chance - self.played_chance >= PUZZLE_MISTAKE
    }
}
