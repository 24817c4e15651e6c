//! The win-chance bar's numbers: a quick estimate by the learned evaluation, refined once
//! by play-outs, for the position on the board.

use std::sync::mpsc::{self, Receiver, Sender};

use dhayam_ai::{ESTIMATE_ROLLOUTS, ESTIMATE_SEED, searched_win_chances, win_chances};
use dhayam_core::Game;

use super::{Wake, Working};

/// Each player's chance of winning, as last estimated.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WinChances {
    /// Indexed by [`dhayam_core::Seat::index`]; the seated players' add up to 1.
    pub chances: [f32; 4],
    /// Whether the play-outs have refined it (false: the quick first estimate).
    pub refined: bool,
}

/// A position to estimate, with its stamp.
type Job = (u64, Game);

/// Follows the position on the board and keeps its estimate, worked out on one thread
/// that sleeps while nothing is asked.
pub struct ChanceEstimator {
    working: Working,
    wake: Wake,
    /// Counts the positions asked about; an answer with another stamp is stale.
    stamp: u64,
    /// The position last asked about.
    asked: Option<Game>,
    shown: Option<WinChances>,
    jobs: Option<Sender<Job>>,
    answers: Receiver<(u64, WinChances)>,
    answer_sender: Sender<(u64, WinChances)>,
}

impl ChanceEstimator {
    /// An estimator that calls `wake` when an answer is in.
    pub fn new(working: Working, wake: Wake) -> ChanceEstimator {
        let (answer_sender, answers) = mpsc::channel();
        ChanceEstimator {
            working,
            wake,
            stamp: 0,
            asked: None,
            shown: None,
            jobs: None,
            answers,
            answer_sender,
        }
    }

    /// Where the estimates are worked out.
    pub fn set_working(&mut self, working: Working) {
        self.working = working;
    }

    /// Follows `game` (`None`: no bar is shown): a position not asked about yet is asked
    /// about, and its earlier estimate is dropped. Call it every frame; it costs a
    /// comparison while the position stays. True if the estimate shown changed.
    pub fn follow(&mut self, game: Option<&Game>) -> bool {
        if self.asked.as_ref() == game {
            return false;
        }
        self.stamp += 1;
        self.shown = None;
        self.asked = game.cloned();
        if let Some(game) = game {
            match self.working {
                Working::Inline => self.shown = Some(refined(game)),
                Working::Threads => self.ask(game.clone()),
            }
        }
        true
    }

    /// Hands a position to the thread, starting it if it is not running.
    fn ask(&mut self, game: Game) {
        let mut job = (self.stamp, game);
        if let Some(jobs) = &self.jobs {
            match jobs.send(job) {
                Ok(()) => return,
                // The thread is gone (it panicked): start another.
                Err(mpsc::SendError(back)) => job = back,
            }
        }
        let (sender, receiver) = mpsc::channel();
        let answers = self.answer_sender.clone();
        let wake = self.wake.clone();
        let spawned = std::thread::Builder::new()
            .name("dhayam-chances".to_owned())
            .spawn(move || work(&receiver, &answers, &*wake));
        match spawned {
            Ok(_) => {
                let _ = sender.send(job);
                self.jobs = Some(sender);
            }
            Err(error) => log::error!("the win-chance estimate could not start a thread: {error}"),
        }
    }

    /// Takes in the answers that have come, keeping the current position's; true if the
    /// estimate shown changed.
    pub fn poll(&mut self) -> bool {
        let mut changed = false;
        for (stamp, estimate) in self.answers.try_iter() {
            if stamp == self.stamp && self.shown != Some(estimate) {
                self.shown = Some(estimate);
                changed = true;
            }
        }
        changed
    }

    /// The estimate for the position followed, once one has come.
    pub fn chances(&self) -> Option<&WinChances> {
        self.shown.as_ref()
    }
}

/// The quick first estimate: the learned evaluation alone.
fn quick(game: &Game) -> WinChances {
    WinChances {
        chances: win_chances(game),
        refined: false,
    }
}

/// The estimate refined by play-outs, as Hard rates positions.
fn refined(game: &Game) -> WinChances {
    WinChances {
        chances: searched_win_chances(game, ESTIMATE_ROLLOUTS, ESTIMATE_SEED),
        refined: true,
    }
}

/// The thread's loop: waits for a position, answers the quick estimate, then the refined
/// one unless a newer position has come meanwhile. Ends when the estimator is dropped.
fn work(jobs: &Receiver<Job>, answers: &Sender<(u64, WinChances)>, wake: &(dyn Fn() + Sync)) {
    let mut next = None;
    loop {
        let Some(mut job) = next.take().or_else(|| jobs.recv().ok()) else {
            return;
        };
        // Only the newest position matters.
        while let Ok(newer) = jobs.try_recv() {
            job = newer;
        }
        let (stamp, game) = job;
        if answers.send((stamp, quick(&game))).is_err() {
            return;
        }
        wake();
        if let Ok(newer) = jobs.try_recv() {
            next = Some(newer);
            continue;
        }
        if answers.send((stamp, refined(&game))).is_err() {
            return;
        }
        wake();
    }
}

#[cfg(test)]
// Estimates are seeded: the same position gives the very same numbers.
#[allow(clippy::float_cmp)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    use dhayam_core::{Seat, Setup, Throw};

    fn positions() -> (Game, Game) {
        let before = Game::new(&Setup::new([Seat::South, Seat::North])).unwrap();
        let mut after = before.clone();
        after.throw(Throw::with_value(1).unwrap()).unwrap();
        (before, after)
    }

    /// An estimator on a thread whose wakes are counted on a channel.
    fn threaded() -> (ChanceEstimator, Receiver<()>) {
        let (woke, wakes) = mpsc::channel();
        let woke = Mutex::new(woke);
        let wake: Wake = Arc::new(move || {
            let _ = woke.lock().map(|w| w.send(()));
        });
        (ChanceEstimator::new(Working::Threads, wake), wakes)
    }

    #[test]
    fn answers_about_a_position_left_behind_are_dropped() {
        let (before, after) = positions();
        let (mut estimator, wakes) = threaded();
        assert!(estimator.follow(Some(&before)));
        // Both answers about `before` come in (two wakes), but are not taken in yet.
        wakes.recv().unwrap();
        wakes.recv().unwrap();
        assert!(estimator.follow(Some(&after)));
        estimator.poll();
        // The thread may already have answered about `after` (a fast thread answers
        // before this poll): never with the refined answer about `before`.
        let shown = estimator.chances().copied();
        assert!(
            shown.is_none() || shown == Some(quick(&after)) || shown == Some(refined(&after)),
            "an estimate of the position before: {shown:?}"
        );
        wakes.recv().unwrap();
        wakes.recv().unwrap();
        estimator.poll();
        assert_eq!(estimator.chances(), Some(&refined(&after)));
        assert_ne!(refined(&after).chances, refined(&before).chances);
        assert!(
            !estimator.follow(Some(&after)),
            "the same position is not asked again"
        );
    }

    #[test]
    fn inline_answers_at_once_and_nothing_is_kept_without_a_game() {
        let (before, _) = positions();
        let (mut estimator, _wakes) = threaded();
        estimator.set_working(Working::Inline);
        assert!(estimator.follow(Some(&before)));
        assert_eq!(estimator.chances(), Some(&refined(&before)));
        assert!(estimator.chances().is_some_and(|c| c.refined));
        assert!(estimator.follow(None));
        assert_eq!(estimator.chances(), None);
        assert_ne!(quick(&before).chances, [0.0; 4]);
    }
}
