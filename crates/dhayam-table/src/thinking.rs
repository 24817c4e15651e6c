//! Computer decisions: asked of the front end as a [`ThinkRequest`], answered with a
//! [`crate::Command::Answer`] carrying the request's [`Stamp`].

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender};

use dhayam_ai::Level;
use dhayam_core::{Game, Move};

use crate::Command;

/// Which game and step a decision was asked about. The table drops an answer whose stamp is
/// not the current one (after an undo, a new game, or closing).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stamp {
    /// Counts the positions the table was handed: new games, resumes, undos, closing.
    pub generation: u64,
    /// Throws and moves in the game when asked.
    pub step: usize,
}

/// What a decision is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// A computer seat's move, to be played.
    Play,
    /// The move Hard would make, shown to a person.
    Hint,
    /// The tutor's look at this move a person is about to play: answered with
    /// [`Command::Advised`].
    Tutor(Move),
}

/// A decision for a bot to make.
#[derive(Clone, Debug)]
pub struct ThinkRequest {
    /// When it was asked.
    pub stamp: Stamp,
    /// What it is for.
    pub purpose: Purpose,
    /// Which bot decides.
    pub level: Level,
    /// The bot's seed: the same game at the same step gives the same choice.
    pub seed: u64,
    /// The position, waiting for a move.
    pub game: Game,
}

impl ThinkRequest {
    /// Decides here and now, and gives the answer as the command to apply.
    pub fn answer(&self) -> Command {
        match self.purpose {
            Purpose::Tutor(mine) => Command::Advised {
                stamp: self.stamp,
                advice: dhayam_ai::advise(&self.game, mine, self.seed, dhayam_ai::TUTOR_THRESHOLD),
            },
            Purpose::Play | Purpose::Hint => Command::Answer {
                stamp: self.stamp,
                purpose: self.purpose,
                chosen: self.level.bot(self.seed).choose(&self.game),
            },
        }
    }

    /// The answer of a decision that failed: no move, or no advice (the move is played).
    fn failed(&self) -> Command {
        match self.purpose {
            Purpose::Tutor(_) => Command::Advised {
                stamp: self.stamp,
                advice: None,
            },
            Purpose::Play | Purpose::Hint => Command::Answer {
                stamp: self.stamp,
                purpose: self.purpose,
                chosen: None,
            },
        }
    }
}

/// The seed of one decision: the same game (its start time) at the same step gives the same
/// seed, so a resumed or replayed game sees the same choices.
pub fn decision_seed(game_seed: u64, step: usize) -> u64 {
    // SplitMix64 finaliser over the game and the step.
    let mut z = game_seed ^ (step as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Runs decisions on threads of their own so the window never waits, and hands back their
/// answers as commands. A decision that fails (its thread cannot start, or its bot panics)
/// answers `None`, so nobody waits for an answer that never comes.
pub struct Thinker {
    sender: Sender<Command>,
    receiver: Receiver<Command>,
    wake: Arc<dyn Fn() + Send + Sync>,
    running: usize,
}

impl Thinker {
    /// A thinker that calls `wake` (for a window: ask for a repaint) when an answer is in.
    pub fn new(wake: impl Fn() + Send + Sync + 'static) -> Thinker {
        let (sender, receiver) = mpsc::channel();
        Thinker {
            sender,
            receiver,
            wake: Arc::new(wake),
            running: 0,
        }
    }

    /// Starts deciding `request` on a new thread.
    pub fn start(&mut self, request: ThinkRequest) {
        let failed = request.failed();
        let guard = AnswerGuard {
            sender: self.sender.clone(),
            failed: Some(failed),
            wake: Arc::clone(&self.wake),
        };
        let name = format!("dhayam-{}", request.level.key());
        let spawned = std::thread::Builder::new().name(name).spawn(move || {
            let answer = request.answer();
            guard.answer(answer);
        });
        self.running += 1;
        if let Err(error) = spawned {
            // The closure was dropped with its guard, which answered `None`.
            log::error!("a computer decision could not start a thread: {error}");
        }
    }

    /// The answers that have come in since the last call.
    pub fn answers(&mut self) -> Vec<Command> {
        let answers: Vec<Command> = self.receiver.try_iter().collect();
        self.running = self.running.saturating_sub(answers.len());
        answers
    }

    /// Whether a decision is still being made.
    pub fn busy(&self) -> bool {
        self.running > 0
    }
}

/// Sends the decision's answer, or `None` if dropped without one (a panicking bot, a thread
/// that never started), and wakes the front end either way.
struct AnswerGuard {
    sender: Sender<Command>,
    failed: Option<Command>,
    wake: Arc<dyn Fn() + Send + Sync>,
}

impl AnswerGuard {
    fn answer(mut self, answer: Command) {
        self.failed = None;
        // The table may be gone (the window closed): nothing to tell then.
        let _ = self.sender.send(answer);
        (self.wake)();
    }
}

impl Drop for AnswerGuard {
    fn drop(&mut self) {
        if let Some(failed) = self.failed.take() {
            log::error!("a computer decision ended without an answer");
            let _ = self.sender.send(failed);
            (self.wake)();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dhayam_core::{Seat, Setup, Throw};

    fn waiting_game() -> Game {
        let mut game = Game::new(&Setup::new([Seat::South, Seat::North])).unwrap();
        game.throw(Throw::with_value(1).unwrap()).unwrap();
        game
    }

    #[test]
    fn every_level_answers_with_a_legal_move_from_its_thread() {
        let game = waiting_game();
        let (wake_tx, wake_rx) = mpsc::channel();
        let mut thinker = Thinker::new(move || {
            let _ = wake_tx.send(());
        });
        for (n, level) in Level::ALL.into_iter().enumerate() {
            let stamp = Stamp {
                generation: 1,
                step: n,
            };
            thinker.start(ThinkRequest {
                stamp,
                purpose: Purpose::Play,
                level,
                seed: decision_seed(7, 1),
                game: game.clone(),
            });
        }
        // Each answer wakes the front end once; wait for the three wakes, not for time.
        for _ in Level::ALL {
            wake_rx.recv().unwrap();
        }
        let answers = thinker.answers();
        assert_eq!(answers.len(), 3);
        assert!(!thinker.busy());
        for answer in answers {
            let Command::Answer {
                chosen: Some(mv), ..
            } = answer
            else {
                panic!("no move in {answer:?}");
            };
            assert!(game.legal_moves().contains(&mv));
        }
    }

    #[test]
    fn seeds_differ_by_step_and_repeat_by_game() {
        assert_eq!(decision_seed(5, 3), decision_seed(5, 3));
        assert_ne!(decision_seed(5, 3), decision_seed(5, 4));
        assert_ne!(decision_seed(5, 3), decision_seed(6, 3));
    }
}
