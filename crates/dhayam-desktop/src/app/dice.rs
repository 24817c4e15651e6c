//! The dice panel of the game shown: opened, checked and closed on command, and kept up
//! to date with the game at the table.

use super::{DhayamApp, Screen};
use crate::Command;
use crate::command::DiceCommand;
use crate::screens::dice::DiceCheck;
use crate::screens::dice::panel::dice_window;

impl DhayamApp {
    /// Opens, checks or closes the dice panel of the replay (History) or of the game at
    /// the table.
    pub(super) fn dice_command(&mut self, command: DiceCommand) {
        match self.screen {
            Screen::History => {
                if let Some(replay) = &mut self.archive.replay {
                    apply(&mut replay.dice, command, &replay.game);
                }
            }
            Screen::Game => {
                let table = self
                    .across
                    .at
                    .as_ref()
                    .map_or(&self.table, |at| at.networked.table());
                match table.session() {
                    Some(session) => apply(&mut self.dice, command, session.saved()),
                    None => self.dice = None,
                }
            }
            Screen::Statistics | Screen::Practice | Screen::Analysis => {}
        }
    }

    /// Whether the dice panel of the game shown is open.
    pub(super) fn dice_open(&self) -> bool {
        match self.screen {
            Screen::History => self
                .archive
                .replay
                .as_ref()
                .is_some_and(|r| r.dice.is_some()),
            Screen::Game => self.dice.is_some(),
            Screen::Statistics | Screen::Practice | Screen::Analysis => false,
        }
    }

    /// Draws the dice panel of the game shown, if it is open. The panel of the game at
    /// the table follows it: worked out again after each throw (and checked again, if it
    /// was checked), closed once the game is gone.
    pub(super) fn dice_window(&mut self, ctx: &egui::Context, commands: &mut Vec<Command>) {
        match self.screen {
            Screen::History => {
                if let Some(check) = self.archive.replay.as_ref().and_then(|r| r.dice.as_ref()) {
                    dice_window(ctx, check, commands);
                }
            }
            Screen::Game => {
                let table = self
                    .across
                    .at
                    .as_ref()
                    .map_or(&self.table, |at| at.networked.table());
                let Some(saved) = table.session().map(dhayam_table::Session::saved) else {
                    self.dice = None;
                    return;
                };
                if let Some(check) = &mut self.dice
                    && check.throws != saved.record().throws.len()
                {
                    let checked = check.checked.is_some();
                    *check = DiceCheck::of(saved);
                    if checked {
                        check.verify(saved);
                    }
                }
                if let Some(check) = &self.dice {
                    dice_window(ctx, check, commands);
                }
            }
            Screen::Statistics | Screen::Practice | Screen::Analysis => {}
        }
    }
}

/// Does `command` to the panel `dice` of `saved`.
fn apply(dice: &mut Option<DiceCheck>, command: DiceCommand, saved: &dhayam_store::SavedGame) {
    match command {
        DiceCommand::Open => {
            if dice.is_none() {
                *dice = Some(DiceCheck::of(saved));
            }
        }
        DiceCommand::Close => *dice = None,
        DiceCommand::Verify => {
            let check = dice.get_or_insert_with(|| DiceCheck::of(saved));
            check.verify(saved);
        }
    }
}
