//! What a history listing shows of a game without replaying it.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use dhayam_core::throw::{COWRIE_VALUES, ThrowKind, VALUES};
use dhayam_core::{HouseRules, Seat, Sides, Team};

use crate::{SavedGame, SeatPlayer};

/// A game at a glance: when, who, who won, how long, and the throws' values. Written at
/// the head of every history file so that listings need not replay the games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSummary {
    /// When the game started, in seconds since the Unix epoch.
    pub started: u64,
    /// When it was put in the history, in seconds since the Unix epoch.
    pub ended: u64,
    /// The players, one per seat.
    pub players: Vec<SeatPlayer>,
    /// Seats in finishing order (every seat once the game is over).
    pub ranking: Vec<Seat>,
    /// The winner, if someone brought every pawn home.
    pub winner: Option<Seat>,
    /// Whether the game reached its end (a game may be kept unfinished, e.g. an import).
    pub finished: bool,
    /// Throws in the game.
    pub throws: u32,
    /// Moves in the game.
    pub moves: u32,
    /// How many throws of the long dice had each of [`VALUES`].
    pub throw_counts: [u32; VALUES.len()],
    /// How many throws of four cowries had each of [`COWRIE_VALUES`] (files from before
    /// they were counted apart say nothing: see [`GameSummary::counts_cowries_apart`]).
    #[serde(default, skip_serializing_if = "none_counted")]
    pub cowrie_counts: [u32; COWRIE_VALUES.len()],
    /// Pawns per player.
    pub pawns: u8,
    /// The house rules.
    pub rules: HouseRules,
    /// Every player for themselves, or two teams (files from before teams say nothing).
    #[serde(default, skip_serializing_if = "Sides::is_alone")]
    pub sides: Sides,
}

impl GameSummary {
    /// The summary of `game`, put in the history at `ended`.
    pub fn of(game: &SavedGame, ended: u64) -> GameSummary {
        let record = game.record();
        let state = game.game().game();
        let mut throw_counts = [0; VALUES.len()];
        let mut cowrie_counts = [0; COWRIE_VALUES.len()];
        for throw in &record.throws {
            match throw.kind() {
                ThrowKind::LongDice => throw_counts[throw.slot()] += 1,
                ThrowKind::Cowries => cowrie_counts[throw.slot()] += 1,
            }
        }
        GameSummary {
            started: game.started(),
            ended,
            players: game.players().to_vec(),
            ranking: state.ranking().to_vec(),
            winner: state.winner(),
            finished: state.is_over(),
            throws: record.throws.len() as u32,
            moves: record.moves.len() as u32,
            throw_counts,
            cowrie_counts,
            pawns: state.pawns_per_player(),
            rules: *state.rules(),
            sides: state.setup().sides,
        }
    }

    /// Whether the summary can describe a game: players at distinct seats (2 to 4), a
    /// ranking of distinct seats that have players (every seat once the game is over), and
    /// a winner, if any, ranked first. A summary read from a file is used only if it is.
    pub fn is_consistent(&self) -> bool {
        fn distinct(seats: impl IntoIterator<Item = Seat>) -> bool {
            let mut seen = [false; 4];
            seats
                .into_iter()
                .all(|seat| !std::mem::replace(&mut seen[seat.index()], true))
        }
        let seated = |seat: &Seat| self.players.iter().any(|p| p.seat == *seat);
        (2..=4).contains(&self.players.len())
            && distinct(self.players.iter().map(|p| p.seat))
            && distinct(self.ranking.iter().copied())
            && self.ranking.iter().all(seated)
            && (!self.finished || self.ranking.len() == self.players.len())
            && self.winner.is_none_or(|w| self.ranking.first() == Some(&w))
    }

    /// Whether the throws of a game thrown with `kind` are counted in their own kind's
    /// counts. A 5x5 game summarised before cowries were counted apart had its shells in
    /// the long dice's slots; such a summary is worked out again from its game.
    pub fn counts_cowries_apart(&self, kind: ThrowKind) -> bool {
        kind == ThrowKind::LongDice || self.throws == 0 || !none_counted(&self.cowrie_counts)
    }

    /// The name of the player at `seat`.
    pub fn name(&self, seat: Seat) -> Option<&str> {
        self.players
            .iter()
            .find(|p| p.seat == seat)
            .map(|p| p.name.as_str())
    }

    /// The winner's name.
    pub fn winner_name(&self) -> Option<&str> {
        self.winner.and_then(|seat| self.name(seat))
    }

    /// The 1-based place of `seat`, once ranked: in a team game its team's (1 for both
    /// winners, 2 for both of the other team).
    pub fn place(&self, seat: Seat) -> Option<usize> {
        let at = self.ranking.iter().position(|&s| s == seat)?;
        match (self.sides, self.ranking.first()) {
            (Sides::Teams, Some(&first)) => {
                Some(1 + usize::from(Team::of(first) != Team::of(seat)))
            }
            _ => Some(at + 1),
        }
    }

    /// Whether `seat` won: was crowned, or in a team game is on the winning team.
    pub fn won(&self, seat: Seat) -> bool {
        match (self.sides, self.winner) {
            (Sides::Teams, Some(winner)) => Team::of(winner) == Team::of(seat),
            (_, winner) => winner == Some(seat),
        }
    }
}

/// Whether no throw is counted (the cowries' counts are then left out of the file).
fn none_counted(counts: &[u32; COWRIE_VALUES.len()]) -> bool {
    counts.iter().all(|&n| n == 0)
}

/// One game in the history folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HistoryEntry {
    /// The game's file (pass it to [`crate::Store::load_history`]).
    pub path: PathBuf,
    /// What the listing shows. Read from the file without replaying; loading the game
    /// checks everything.
    pub summary: GameSummary,
}
