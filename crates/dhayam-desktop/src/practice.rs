//! Practice: puzzles from the player's own games (the history) and a few bundled games,
//! found on a thread of their own, answered on the board, scored with a streak.

use std::sync::mpsc::{self, Receiver, Sender};

use dhayam_ai::{Puzzle, PuzzleLine, REVIEW_SEED, puzzles};
use dhayam_core::{Move, Seat};
use dhayam_store::{PlayerKind, Store};

use crate::estimate::{Wake, Working};

/// Puzzles that come with the app, so a new player has some too: what
/// `dhayam-cli puzzles assets/practice/games --json` finds in a few bundled games (a tested
/// fact).
const BUNDLED: &str = include_str!("../../../assets/practice/puzzles.json");

/// The bundled puzzles; one that does not read is logged and left out.
pub fn bundled() -> Vec<Puzzle> {
    match serde_json::from_str::<Vec<PuzzleLine>>(BUNDLED) {
        Ok(list) => list
            .iter()
            .filter_map(|p| {
                let puzzle = p.puzzle();
                if puzzle.is_none() {
                    log::error!("a bundled puzzle does not read: {}", p.position);
                }
                puzzle
            })
            .collect(),
        Err(error) => {
            log::error!("the bundled puzzles do not read: {error}");
            Vec::new()
        }
    }
}

/// The most history games looked at, newest first: enough puzzles, found in seconds.
const MOST_GAMES: usize = 40;

/// What the search has found so far.
enum Found {
    /// A game looked at, with its puzzles.
    Game(Vec<Puzzle>),
    /// Every game looked at.
    Done,
}

/// How the search for puzzles goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Search {
    /// Games looked at.
    pub looked: usize,
    /// Whether every game has been looked at.
    pub done: bool,
}

/// The player's score this session.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    /// Puzzles answered.
    pub tried: usize,
    /// Answered with Hard's move.
    pub solved: usize,
    /// Right answers in a row, up to now.
    pub streak: usize,
    /// The longest streak this session.
    pub best_streak: usize,
}

/// The Practice screen's state: the puzzles found, the one shown, the answer given.
pub struct Practice {
    found: Option<Receiver<Found>>,
    /// The puzzles found so far, own games first.
    pub puzzles: Vec<Puzzle>,
    /// The one shown.
    pub at: usize,
    /// The move given as the answer to the one shown, if any.
    pub answer: Option<Move>,
    /// The player's score.
    pub score: Score,
    /// How the search goes.
    pub search: Search,
}

impl Practice {
    /// Starts looking for puzzles in `store`'s history (none without a store) and the
    /// bundled games; `wake` is called whenever some are found.
    pub fn start(store: Option<Store>, working: Working, wake: Wake) -> Practice {
        let mut practice = Practice {
            found: None,
            puzzles: Vec::new(),
            at: 0,
            answer: None,
            score: Score::default(),
            search: Search::default(),
        };
        let (sender, found) = mpsc::channel();
        if working == Working::Inline {
            search(store.as_ref(), &sender, &|| {});
            practice.found = Some(found);
            practice.poll();
            return practice;
        }
        let spawned = std::thread::Builder::new()
            .name("dhayam-puzzles".to_owned())
            .spawn(move || search(store.as_ref(), &sender, &*wake));
        match spawned {
            Ok(_) => practice.found = Some(found),
            Err(error) => {
                log::error!("the search for puzzles could not start a thread: {error}");
                practice.search.done = true;
            }
        }
        practice
    }

    /// Takes in what the search has found since the last call.
    pub fn poll(&mut self) {
        let Some(found) = &self.found else {
            return;
        };
        loop {
            match found.try_recv() {
                Ok(Found::Game(puzzles)) => {
                    self.search.looked += 1;
                    self.puzzles.extend(puzzles);
                }
                Ok(Found::Done) => self.search.done = true,
                Err(mpsc::TryRecvError::Empty) => break,
                Err(mpsc::TryRecvError::Disconnected) => {
                    // The search ended without saying so (its thread failed): what it found
                    // stays, and nobody waits for more.
                    if !self.search.done {
                        log::error!("the search for puzzles ended early");
                        self.search.done = true;
                    }
                    break;
                }
            }
        }
        if self.search.done {
            self.found = None;
        }
    }

    /// The puzzle shown, if any was found.
    pub fn puzzle(&self) -> Option<&Puzzle> {
        self.puzzles.get(self.at)
    }

    /// Answers the puzzle shown with `mv` (once; a legal move only).
    pub fn answer(&mut self, mv: Move) {
        let Some(puzzle) = self.puzzle() else {
            return;
        };
        if self.answer.is_some() || !puzzle.game.legal_move_slice().contains(&mv) {
            return;
        }
        let right = puzzle.is_answer(mv);
        self.answer = Some(mv);
        let score = &mut self.score;
        score.tried += 1;
        if right {
            score.solved += 1;
            score.streak += 1;
            score.best_streak = score.best_streak.max(score.streak);
        } else {
            score.streak = 0;
        }
    }

    /// Answers the puzzle shown with pawn `pawn` (0-based, among the pawns the player to
    /// move plays: a finished team player's are its partner's): its first legal move.
    pub fn answer_with(&mut self, pawn: u8) {
        let mv = self.puzzle().and_then(|p| {
            p.game
                .legal_move_slice()
                .iter()
                .copied()
                .find(|m| m.number() == pawn)
        });
        if let Some(mv) = mv {
            self.answer(mv);
        }
    }

    /// Goes on to the next puzzle (round again after the last).
    pub fn next(&mut self) {
        if !self.puzzles.is_empty() {
            self.at = (self.at + 1) % self.puzzles.len();
        }
        self.answer = None;
    }
}

/// Looks for puzzles in the history of `store` (the people's moves, newest games first),
/// telling each game's as it goes, then adds the bundled ones.
fn search(store: Option<&Store>, sender: &Sender<Found>, wake: &dyn Fn()) {
    let tell = |found: Found| {
        // The screen may be gone: nobody to tell then.
        let _ = sender.send(found);
        wake();
    };
    if let Some(store) = store {
        let mut entries = store.history().value;
        entries.sort_by_key(|e| std::cmp::Reverse(e.summary.started));
        for entry in entries.iter().take(MOST_GAMES) {
            let Ok(game) = store.load_history(&entry.path) else {
                continue;
            };
            let person = |seat: Seat| {
                game.players()
                    .iter()
                    .any(|p| p.seat == seat && matches!(p.kind, PlayerKind::Human))
            };
            match puzzles(game.record(), person, REVIEW_SEED) {
                Ok(found) => tell(Found::Game(found)),
                Err(error) => log::warn!("no puzzles from {}: {error}", entry.path.display()),
            }
        }
    }
    tell(Found::Game(bundled()));
    tell(Found::Done);
}
