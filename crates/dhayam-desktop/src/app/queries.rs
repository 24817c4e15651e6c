//! What tests and the screens may read of the app.

use std::path::Path;

use dhayam_store::{HistoryEntry, Preferences};
use dhayam_table::{Session, Table};

use super::{DhayamApp, Screen};
use crate::estimate::{ReviewJob, WinChances};
use crate::{SetupChoice, Words};

impl DhayamApp {
    /// The table: the game, the settings, the hint, who is thinking.
    /// While a table across computers is hosted or joined, that one (the app's own
    /// waits meanwhile).
    pub fn table(&self) -> &Table {
        self.across
            .at
            .as_ref()
            .map_or(&self.table, |at| at.networked.table())
    }
    /// The game in progress, if any.
    pub fn session(&self) -> Option<&Session> {
        self.table().session()
    }
    /// The window's preferences in use (look, language, sound, tips).
    pub fn preferences(&self) -> &Preferences {
        &self.preferences
    }
    /// The words of the language in use.
    pub fn words(&self) -> &Words {
        &self.words
    }
    /// The screen shown.
    pub fn screen(&self) -> Screen {
        self.screen
    }
    /// Whether the game in progress here is put aside by New game (the setup screen shows
    /// instead of the board, with the way back).
    pub fn game_put_aside(&self) -> bool {
        self.own_game_aside()
    }
    /// The setup screen's choices (the form, not the game).
    pub fn choice_mut(&mut self) -> &mut SetupChoice {
        &mut self.choice
    }
    /// The messages shown at the top (damaged saves moved aside, and so on).
    pub fn messages(&self) -> &[String] {
        &self.messages
    }
    /// Whether an unfinished game is offered for resuming.
    pub fn resume_offered(&self) -> bool {
        self.table().offer().is_some()
    }
    /// The move Hard suggested to the person to act, if asked.
    pub fn hint(&self) -> Option<dhayam_core::Move> {
        self.table().hint()
    }
    /// Whether a computer seat is thinking now.
    pub fn computer_thinking(&self) -> bool {
        self.table().computer_thinking()
    }
    /// How many steps the replay shows, if one is open.
    pub fn replay_step(&self) -> Option<usize> {
        self.archive.replay.as_ref().map(|r| r.step)
    }
    /// The win chances shown for the position on the board, once estimated.
    pub fn win_chances(&self) -> Option<&WinChances> {
        self.chances.chances()
    }
    /// The analysis board's position (after the throw chosen) and Hard's analysis of it,
    /// once in; `None` before the board was opened.
    pub fn analysis_board(&self) -> Option<(dhayam_core::Game, Option<&dhayam_ai::Analysis>)> {
        let board = self.analysis.as_ref()?;
        Some((board.shown(), board.analysis()))
    }

    /// The puzzle the Practice screen shows, once one was found.
    pub fn puzzle_shown(&self) -> Option<&dhayam_ai::Puzzle> {
        self.practice
            .as_ref()
            .and_then(crate::practice::Practice::puzzle)
    }

    /// The review of the replay open, once done.
    pub fn replay_review(&self) -> Option<&dhayam_ai::Review> {
        self.archive
            .replay
            .as_ref()
            .and_then(|r| r.review.as_ref())
            .and_then(ReviewJob::review)
    }
    /// The history as last listed (on opening the History screen).
    pub fn history(&self) -> &[HistoryEntry] {
        &self.archive.history
    }
    /// Whether a file dialog is open.
    pub fn dialog_open(&self) -> bool {
        self.archive.dialog.is_some()
    }
    /// Whether the rules window is open.
    pub fn rules_shown(&self) -> bool {
        self.show_rules
    }
    /// The seat whose home is drawn at the bottom of the board: this computer's (first)
    /// seat at a table joined from another computer; South around one computer and when
    /// hosting, where the table is shared.
    pub fn bottom_seat(&self) -> dhayam_core::Seat {
        self.across
            .at
            .as_ref()
            .and_then(|at| at.view.seats.first().copied())
            .unwrap_or(dhayam_core::Seat::South)
    }
    /// The data folder in use, if games are saved.
    pub fn data_dir(&self) -> Option<&Path> {
        self.storage.as_ref().map(|s| s.store().dir())
    }
}
