//! Computer players: `dhayam-ai`'s bots, thinking on threads of their own so the window
//! never waits for them.

use std::sync::mpsc::{self, Receiver, TryRecvError};

use dhayam_ai::Level;
use dhayam_core::{Game, Move};

use crate::ComputerLevel;

/// The `dhayam-ai` level that plays a computer seat of `level`.
pub const fn ai_level(level: ComputerLevel) -> Level {
    match level {
        ComputerLevel::Easy => Level::Easy,
        ComputerLevel::Medium => Level::Medium,
        ComputerLevel::Hard => Level::Hard,
    }
}

/// The message id of the level's name ("Hard").
pub const fn level_id(level: ComputerLevel) -> &'static str {
    match level {
        ComputerLevel::Easy => "level-easy",
        ComputerLevel::Medium => "level-medium",
        ComputerLevel::Hard => "level-hard",
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

/// What a decision is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// A computer seat's move, to be played.
    Play,
    /// The move Hard would make, shown to a person.
    Hint,
}

/// What a finished decision gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The bot is still thinking.
    Waiting,
    /// The bot chose this move (`None`: the game was not waiting for a move).
    Chosen(Option<Move>),
    /// The thread ended without an answer.
    Failed,
}

/// One decision being made on its own thread.
#[derive(Debug)]
pub struct Thought {
    /// What the move is for.
    pub purpose: Purpose,
    /// The game generation and the step it was asked at; an answer for another is stale.
    pub asked_at: (u64, usize),
    receiver: Receiver<Option<Move>>,
}

impl Thought {
    /// Starts a bot of `level` thinking about `game` on a new thread. `wake` is asked to
    /// repaint when the answer is ready. The error is the thread's that could not start.
    pub fn start(
        purpose: Purpose,
        level: Level,
        seed: u64,
        game: Game,
        asked_at: (u64, usize),
        wake: Option<egui::Context>,
    ) -> std::io::Result<Thought> {
        let (sender, receiver) = mpsc::channel();
        std::thread::Builder::new()
            .name(format!("dhayam-{}", level.key()))
            .spawn(move || {
                let mut bot = level.bot(seed);
                let chosen = bot.choose(&game);
                // The app may have moved on and dropped the receiver: nothing to tell then.
                let _ = sender.send(chosen);
                if let Some(ctx) = wake {
                    ctx.request_repaint();
                }
            })?;
        Ok(Thought {
            purpose,
            asked_at,
            receiver,
        })
    }

    /// The answer, if it has come.
    pub fn poll(&self) -> Answer {
        match self.receiver.try_recv() {
            Ok(chosen) => Answer::Chosen(chosen),
            Err(TryRecvError::Empty) => Answer::Waiting,
            Err(TryRecvError::Disconnected) => Answer::Failed,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dhayam_core::{Seat, Setup, Throw};

    fn answer(thought: &Thought) -> Answer {
        loop {
            match thought.poll() {
                Answer::Waiting => std::thread::sleep(std::time::Duration::from_millis(5)),
                other => return other,
            }
        }
    }

    #[test]
    fn every_level_answers_with_a_legal_move_from_its_thread() {
        let mut game = Game::new(&Setup::new([Seat::South, Seat::North])).unwrap();
        game.throw(Throw::with_value(1).unwrap()).unwrap();
        for level in ComputerLevel::ALL {
            let thought = Thought::start(
                Purpose::Play,
                ai_level(level),
                decision_seed(7, 1),
                game.clone(),
                (0, 1),
                None,
            )
            .unwrap();
            let Answer::Chosen(Some(mv)) = answer(&thought) else {
                panic!("{level:?} gave no move");
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
