//! The review of a replayed game, worked out on a thread of its own with progress.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};

use dhayam_ai::{REVIEW_SEED, Review, review_with};
use dhayam_core::{GameRecord, ReplayError};

use super::{Wake, Working};

/// How far a review has come.
#[derive(Clone, Debug, PartialEq)]
pub enum ReviewState {
    /// Under way: steps of the game looked at, of all its steps.
    Running {
        /// Steps looked at.
        done: usize,
        /// Steps in all.
        total: usize,
    },
    /// Done.
    Ready(Box<Review>),
    /// The rules refused the game (it replayed before, so this is not expected).
    Failed(ReplayError),
    /// The review stopped without an answer (its thread could not start or failed).
    Stopped,
}

/// One game's review, seeded as `dhayam-cli review` seeds it by default, so both say the
/// same. Dropping the job stops its thread at the next decision.
pub struct ReviewJob {
    state: ReviewState,
    answers: Option<Receiver<ReviewState>>,
    stop: Arc<AtomicBool>,
}

impl ReviewJob {
    /// Starts reviewing `record`; `wake` is called whenever there is news.
    pub fn start(record: GameRecord, working: Working, wake: Wake) -> ReviewJob {
        let total = record.throws.len() + record.moves.len();
        let stop = Arc::new(AtomicBool::new(false));
        if working == Working::Inline {
            return ReviewJob {
                state: finished(review_with(&record, REVIEW_SEED, |_, _| true)),
                answers: None,
                stop,
            };
        }
        let (sender, answers) = mpsc::channel();
        let stopped = Arc::clone(&stop);
        let spawned = std::thread::Builder::new()
            .name("dhayam-review".to_owned())
            .spawn(move || {
                // Progress is told once per percent, not once per decision.
                let mut told = 0;
                let result = review_with(&record, REVIEW_SEED, |done, total| {
                    let percent = 100 * done / total.max(1);
                    if percent > told {
                        told = percent;
                        let _ = sender.send(ReviewState::Running { done, total });
                        wake();
                    }
                    !stopped.load(Ordering::Relaxed)
                });
                if !stopped.load(Ordering::Relaxed) {
                    let _ = sender.send(finished(result));
                    wake();
                }
            });
        let state = match spawned {
            Ok(_) => ReviewState::Running { done: 0, total },
            Err(error) => {
                log::error!("the review could not start a thread: {error}");
                ReviewState::Stopped
            }
        };
        ReviewJob {
            state,
            answers: Some(answers),
            stop,
        }
    }

    /// Takes in the news that has come; true if the state changed.
    pub fn poll(&mut self) -> bool {
        let Some(answers) = &self.answers else {
            return false;
        };
        let mut changed = false;
        loop {
            match answers.try_recv() {
                Ok(state) => self.state = state,
                Err(mpsc::TryRecvError::Empty) => break,
                Err(mpsc::TryRecvError::Disconnected) => {
                    if matches!(self.state, ReviewState::Running { .. }) {
                        log::error!("the review ended without an answer");
                        self.state = ReviewState::Stopped;
                    }
                    changed = true;
                    break;
                }
            }
            changed = true;
        }
        if !matches!(self.state, ReviewState::Running { .. }) {
            self.answers = None;
        }
        changed
    }

    /// How far the review has come.
    pub fn state(&self) -> &ReviewState {
        &self.state
    }

    /// The review, once done.
    pub fn review(&self) -> Option<&Review> {
        match &self.state {
            ReviewState::Ready(review) => Some(review),
            _ => None,
        }
    }
}

impl Drop for ReviewJob {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The state a finished review leaves.
fn finished(result: Result<Option<Review>, ReplayError>) -> ReviewState {
    match result {
        Ok(review) => ReviewState::Ready(Box::new(review.unwrap_or_default())),
        Err(error) => {
            log::warn!("a replayed game could not be reviewed: {error}");
            ReviewState::Failed(error)
        }
    }
}
