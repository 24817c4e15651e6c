//! The one place commands are applied: what the player did, by click or key.

use std::path::Path;
use std::sync::Arc;

use dhayam_store::{Preferences, Settings};
use dhayam_table::Command as TableCommand;

use super::{DhayamApp, Screen};
use crate::Command;
use crate::analysis_board::AnalysisBoard;
use crate::estimate::ReviewJob;
use crate::platform::DialogPurpose;
use crate::practice::Practice;

impl DhayamApp {
    /// Applies one command: the one place where what the player did changes anything.
    pub fn apply(&mut self, command: Command) {
        let words = Arc::clone(&self.words);
        match command {
            Command::Table(command) => self.send_to_table(command),
            Command::NewGame => self.new_game(),
            Command::StartGame => self.start_from_setup(false),
            Command::EndGameAndStart => self.start_from_setup(true),
            Command::KeepGame => self.keep_game(),
            command @ (Command::ShowJoin
            | Command::CloseJoin
            | Command::JoinTable
            | Command::JoinNearby(_)
            | Command::WatchTable
            | Command::WatchNearby(_)
            | Command::StartHosted
            | Command::LeaveTable
            | Command::StayAtTable
            | Command::HandOver(_)
            | Command::RemoveGuest(_)
            | Command::LetBack(_)
            | Command::GoOnAlone
            | Command::SetClock(_)
            | Command::Back
            | Command::SeenMissed
            | Command::Say(_)
            | Command::MuteSpeaker { .. }
            | Command::PlayAgainAtTable
            | Command::TakeSeat(_)
            | Command::SeatComputer(_)
            | Command::OpenSeat(_)
            | Command::SetWatching(_)) => self.apply_across(command),
            Command::ReopenTable if self.setting_up() => self.reopen_table(),
            Command::RejoinTable if self.setting_up() => self.rejoin_table(),
            Command::ReopenTable | Command::RejoinTable => {}
            Command::KeysToButtons => self.keys = super::Keys::Focusing,
            Command::KeysToBoard => self.keys = super::Keys::Board,
            Command::Cancel => {
                if self.across.asking_to_leave {
                    self.across.asking_to_leave = false;
                } else if self.aside == super::aside::Aside::Asking {
                    self.keep_game();
                } else if self.table().marked().is_some() {
                    self.send_to_table(TableCommand::Unmark);
                } else if self.show_rules {
                    self.show_rules = false;
                } else if self.dice_open() {
                    self.dice_command(crate::DiceCommand::Close);
                } else if self.setting_up() && self.aside.is_set() && self.screen == Screen::Game {
                    self.back_to_game();
                } else if let Some(tip) = self.guide.shown() {
                    self.apply(Command::DismissTip(tip));
                }
            }
            Command::DismissTip(tip) => {
                // A tip not shown (the tips off) is not marked seen.
                if self.preferences.walkthrough.shows(tip) {
                    let mut preferences = self.preferences.clone();
                    preferences.walkthrough.mark_seen(tip);
                    self.change_preferences(preferences);
                }
            }
            Command::SkipTips => {
                let mut preferences = self.preferences.clone();
                preferences.walkthrough.set_on(false);
                self.change_preferences(preferences);
            }
            Command::ToggleRules => self.show_rules = !self.show_rules,
            Command::ToggleMute => {
                let mut preferences = self.preferences.clone();
                preferences.sound.muted = !preferences.sound.muted;
                self.change_preferences(preferences);
            }
            Command::ChangePreferences(preferences) => self.change_preferences(preferences),
            Command::ShowGame => self.back_to_game(),
            Command::ShowHistory => {
                self.screen = Screen::History;
                self.archive.replay = None;
                if let Some(storage) = &self.storage {
                    self.archive
                        .load_history(storage, &words, &mut self.messages);
                }
            }
            Command::ShowPractice => {
                self.screen = Screen::Practice;
                if self.practice.is_none() {
                    // The search reads the history on a thread of its own.
                    let store = self.storage.as_ref().map(|s| s.store().clone());
                    let wake = Arc::clone(&self.wake);
                    self.practice = Some(Practice::start(store, self.working, wake));
                }
            }
            Command::ShowAnalysis => {
                if self.analysis.is_none() {
                    self.analysis = AnalysisBoard::empty(self.working, Arc::clone(&self.wake));
                }
                if self.analysis.is_some() {
                    self.screen = Screen::Analysis;
                }
            }
            Command::AnalyseReplay => {
                let shown = self.archive.replay.as_ref().and_then(|r| r.position());
                if let Some(game) = shown.cloned() {
                    let wake = Arc::clone(&self.wake);
                    self.analysis = Some(AnalysisBoard::new(game, self.working, wake));
                    self.screen = Screen::Analysis;
                }
            }
            Command::Analysis(edit) => {
                if let Some(board) = &mut self.analysis {
                    board.edit(edit);
                }
            }
            Command::AnswerPuzzle(mv) => {
                if let Some(practice) = &mut self.practice {
                    practice.answer(mv);
                }
            }
            Command::AnswerPuzzleWith(pawn) => {
                if let Some(practice) = &mut self.practice {
                    practice.answer_with(pawn);
                }
            }
            Command::NextPuzzle => {
                if let Some(practice) = &mut self.practice {
                    practice.next();
                }
            }
            Command::ShowStatistics => {
                self.screen = Screen::Statistics;
                if let Some(storage) = &self.storage {
                    self.archive
                        .load_statistics(storage, &words, &mut self.messages);
                }
            }
            Command::OpenReplay(index) => {
                if let Some(storage) = &self.storage {
                    self.archive
                        .open_replay(index, storage, &words, &mut self.messages);
                }
                if let Some(replay) = &mut self.archive.replay {
                    let record = replay.game.record().clone();
                    let wake = Arc::clone(&self.wake);
                    replay.review = Some(ReviewJob::start(record, self.working, wake));
                }
            }
            Command::ReplayTo(step) => {
                if let Some(replay) = &mut self.archive.replay {
                    replay.step = step.min(replay.replay.len());
                }
            }
            Command::CloseReplay => self.archive.replay = None,
            Command::Export(index) => {
                if let Some(entry) = self.archive.history.get(index) {
                    self.open_dialog(DialogPurpose::Export(entry.path.clone()));
                }
            }
            Command::Import => self.open_dialog(DialogPurpose::Import),
            Command::DismissMessages => {
                self.messages.clear();
                self.crash_report = None;
            }
            Command::OpenFolder(folder) => crate::platform::open_folder(&folder),
            Command::Dice(command) => self.dice_command(command),
        }
    }

    /// Uses `preferences` from now on and saves them with the table's settings; nothing
    /// goes to the table (a host across computers never hears of a mute).
    fn change_preferences(&mut self, preferences: Preferences) {
        if preferences == self.preferences {
            return;
        }
        self.sounds.follow(preferences.sound);
        if preferences.language != self.words.language() {
            self.words = Arc::new(crate::Words::new(preferences.language));
            self.words_in_window = false;
        }
        self.preferences = preferences;
        let settings = Settings {
            table: self.table().settings().clone(),
            preferences: self.preferences.clone(),
        };
        self.tell_store(|s, w| s.save_settings(&settings, w));
    }

    fn open_dialog(&mut self, purpose: DialogPurpose) {
        if let (Some(_), Some(ctx)) = (&self.storage, self.window.get()) {
            self.archive
                .open_dialog(purpose, ctx, &self.words, &mut self.messages);
        }
    }

    /// Does what a file dialog was for with the file the player chose (public so tests can
    /// skip the native dialog).
    pub fn file_chosen(&mut self, purpose: DialogPurpose, chosen: &Path) {
        if let Some(storage) = &self.storage {
            let words = Arc::clone(&self.words);
            self.archive
                .file_chosen(purpose, chosen, storage, &words, &mut self.messages);
        }
    }
}
