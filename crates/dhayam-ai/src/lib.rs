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
//! - **Hard** ([`SearchBot`]): tries every distinct move and plays each out over many
//!   sampled throw sequences, every player following the Medium policy, then rates the
//!   positions reached by a learned evaluation ([`win_chances`], fitted to self-play by
//!   [`train_value`]); the best average chance wins. Bounded by a rollout count, so a seed
//!   gives the same moves on any machine (see [`SearchBudget`]).
//!
//! The same engine tells players where they stand: [`searched_win_chances`] for the
//! win-chance bar during a game, and [`review`] for every decision of a finished one, with
//! the luck of every throw ([`throw_luck`]).
//!
//! [`Hard2026`] is the Hard bot of 2026, kept unchanged as a yardstick for tournaments
//! ([`Contender`]); it is not a [`Level`] and players are never offered it. Today's Hard
//! is seated as [`Contender::HardMc`] too, so that a Hard to come can be measured against
//! it. Two such candidates search with the [`ValueNet`], a small value network trained by
//! self-play ([`train_net`]): [`Contender::HardNet`] and [`Contender::HardExpectimax`]
//! ([`ExpectimaxBot`]).
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
pub use contender::{Contender, ContenderParseError, EXPECTIMAX_DEPTH, HARD_MC_BUDGET};
pub use easy::RandomBot;
pub use estimate::{ESTIMATE_ROLLOUTS, ESTIMATE_SEED, searched_win_chances};
pub use eval::evaluate;
pub use expectimax::ExpectimaxBot;
pub use hard::{SearchBot, SearchBudget};
pub use level::{Level, LevelParseError};
pub use luck::{Chances, ThrowLuck, move_skill, throw_luck};
pub use medium::PolicyBot;
pub use net::{
    DENSE_INPUTS, Encoded, HIDDEN, INPUTS, NetFileError, NetReport, NetTrainOptions, OUTPUTS,
    SEAT_INPUTS, SPARSE_INPUTS, TABLE_INPUTS, ValueNet, encode, train_net,
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
