//! Computer opponents for Dhayam (Thayam): bots that choose a move for a seat.
//!
//! A [`Bot`] is handed a [`Game`](dhayam_core::Game) waiting for a move and returns one of
//! its legal moves. It sees the position and the values already thrown, never the throws to
//! come. Three [`Level`]s:
//!
//! - **Easy** ([`RandomBot`]): a random legal move.
//! - **Medium** ([`PolicyBot`]): a hand-written policy that cuts, enters, reaches crosses,
//!   flees pawns an opponent can hit (with the real odds of each throw value) and prefers
//!   progress near the centre.
//! - **Hard** ([`ExpectimaxBot`]): tries every distinct move, then each of the seven values
//!   the next throws can show at their exact odds, every thrower playing its best move by
//!   the [`ValueNet`], three throws deep ([`EXPECTIMAX_DEPTH`]), four when that search
//!   was small ([`DEEPEN_WITHIN`]); the best expected chance wins. The network is trained by self-play ([`train_net`]) and refined on its own
//!   games ([`refine_net`]). No sampling: a position always gets the same move.
//!
//! The Monte-Carlo search that was Hard before the network ([`SearchBot`]: every distinct
//! move played out over many sampled throw sequences, every player following the Medium
//! policy, the positions reached rated by a learned evaluation, [`win_chances`], fitted to
//! self-play by [`train_value`]) tells players where they stand: [`searched_win_chances`]
//! for the win-chance bar during a game, [`review`] for every decision of a finished one,
//! with the luck of every throw ([`throw_luck`]), the tutor's [`advise`] and the
//! [`puzzles`]. The network is not yet better calibrated there (README.md, "The value
//! network").
//!
//! [`Hard2026`] is the Hard bot of 2026, kept unchanged as a yardstick for tournaments
//! ([`Contender`]); it is not a [`Level`] and players are never offered it. The
//! Monte-Carlo search is seated as [`Contender::HardMc`], the yardstick of today's Hard,
//! and with its play-outs scored by the network as [`Contender::HardNet`].
//!
//! Every bot is seeded and deterministic. [`play_game`] and [`Tournament`] pit bots against
//! each other with rotating seats; a [paired](Tournament::paired) tournament plays every
//! deal of throws once per seating of the bots ([`TurnOrderDice`]), so luck cancels out.
//!
//! ```
//! use dhayam_ai::Level;
//! use dhayam_core::{Game, Seat, Setup, Throw};
//!
//! let mut game = Game::new(&Setup::new([Seat::South, Seat::North])).unwrap();
//! game.throw(Throw::with_value(1).unwrap()).unwrap();
//! let mut bot = Level::Hard.bot(7);
//! let chosen = bot.choose(&game).unwrap();
//! assert!(game.legal_moves().contains(&chosen));
//! ```

mod advice;
mod analysis;
mod arena;
mod baseline;
mod bot;
mod contender;
mod easy;
mod estimate;
mod eval;
mod expectimax;
mod hard;
mod level;
mod luck;
mod medium;
mod net;
mod paired;
mod puzzles;
mod review;
mod stats;
mod team;
mod threats;
mod tournament;
mod train;
mod value;
mod why;

pub use advice::{Advice, TUTOR_THRESHOLD, advise};
pub use analysis::{Analysis, ThrowWorth, analyse};
pub use arena::{GameOutcome, MatchError, play_game, play_game_with_throws};
pub use baseline::Hard2026;
pub use bot::Bot;
pub use contender::{Contender, ContenderParseError, EXPECTIMAX_DEPTH, HARD_MC_BUDGET, HardSearch};
pub use easy::RandomBot;
pub use estimate::{ESTIMATE_ROLLOUTS, ESTIMATE_SEED, searched_win_chances};
pub use eval::evaluate;
pub use expectimax::{DEEPEN_WITHIN, ExpectimaxBot};
pub use hard::{SearchBot, SearchBudget};
pub use level::{Level, LevelParseError};
pub use luck::{Chances, ThrowLuck, move_skill, throw_luck};
pub use medium::PolicyBot;
pub use net::{
    DENSE_INPUTS, Encoded, HIDDEN, INPUTS, NetFileError, NetReport, NetTrainOptions, OUTPUTS,
    RefineOptions, SEAT_INPUTS, SPARSE_INPUTS, TABLE_INPUTS, ValueNet, encode, refine_net,
    train_net,
};
pub use paired::{TurnOrderDice, turn_order};
pub use puzzles::{PUZZLE_MARGIN, PUZZLE_MISTAKE, Puzzle, PuzzleLine, puzzles};
pub use review::{
    ACCURATE, BIG_MISTAKE, Decision, PlayerSummary, REVIEW_SEED, Review, review, review_with,
};
pub use stats::{DecisionTimes, paired_interval, wilson_interval};
pub use threats::Threats;
pub use tournament::{BotReport, Tournament, TournamentReport};
pub use train::{TrainOptions, TrainReport, train_value};
pub use value::{
    Evaluation, FEATURES, ROWS, ValueWeights, format_weights, parse_weights, row_index, row_name,
    win_chances,
};
pub use why::{LIKELY_REACH, Reason, reasons, why_better};
