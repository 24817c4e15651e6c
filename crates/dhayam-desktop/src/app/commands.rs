//! The one place commands are applied: what the player did, by click or key.

use std::path::Path;
use std::sync::Arc;

use dhayam_table::Command as TableCommand;

use super::{DhayamApp, Screen};
use crate::estimate::ReviewJob;
use crate::network::{Leaving, Looking};
use crate::platform::DialogPurpose;
use crate::{Command, SetupChoice};
use dhayam_net::HostCommand;
use dhayam_net::link::Reach;

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
            Command::ShowJoin => {
                self.across.join.open = true;
                self.across.error = None;
                let on = self.table().settings().tables_nearby;
                self.across.nearby = Looking::start(self.across.reach, on, self.wake());
                // The name this computer's player chose, never a seat's or a colour's
                // ("South" or "Red" would be wrong at any other seat): else empty, with
                // the field's hint.
                if self.across.join.name.is_empty() {
                    self.across.join.name = SetupChoice::own_name(self.table().settings());
                }
            }
            Command::CloseJoin => {
                self.across.join.open = false;
                self.across.nearby = Looking::Off;
            }
            Command::JoinTable => self.join_by_code(),
            Command::JoinNearby(code) => {
                self.across.join.code = code;
                // Found on this network: joined on it, never through the internet.
                let reach = match self.across.reach {
                    Reach::Loopback => Reach::Loopback,
                    Reach::Lan | Reach::Internet(_) => Reach::Lan,
                };
                self.join_table(reach);
            }
            Command::StartHosted => self.start_hosted(),
            Command::LeaveTable => {
                self.leave_table(Leaving::Chosen);
            }
            Command::StayAtTable => self.across.asking_to_leave = false,
            Command::HandOver(peer) => self.hand_over(&peer),
            Command::RemoveGuest(seat) => self.about_guest(seat, |peer| HostCommand::Remove {
                peer,
                level: dhayam_ai::Level::Medium,
            }),
            Command::LetBack(seat) => self.about_guest(seat, HostCommand::AllowBack),
            Command::GoOnAlone => self.tell_host(HostCommand::GoOnAlone),
            Command::SetClock(clock) => self.tell_host(HostCommand::SetClock(clock)),
            Command::Back => {
                if let Some(at) = self.across.at.as_mut() {
                    at.networked.back();
                }
            }
            Command::SeenMissed => {
                if let Some(at) = self.across.at.as_mut() {
                    at.view.missed = None;
                }
            }
            Command::Say(line) => {
                if let Some(at) = self.across.at.as_mut() {
                    at.networked.say(line);
                    at.take_events();
                }
            }
            Command::MuteSpeaker { key, name } => {
                if let Some(at) = self.across.at.as_mut() {
                    at.view.talk.toggle_mute(&key, &name);
                }
            }
            Command::ReopenTable if self.setting_up() => self.reopen_table(),
            Command::RejoinTable if self.setting_up() => self.rejoin_table(),
            Command::ReopenTable | Command::RejoinTable => {}
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
                if self.table().settings().walkthrough.shows(tip) {
                    let mut settings = self.table().settings().clone();
                    settings.walkthrough.mark_seen(tip);
                    self.send_to_table(TableCommand::ChangeSettings(settings));
                }
            }
            Command::SkipTips => {
                let mut settings = self.table().settings().clone();
                settings.walkthrough.set_on(false);
                self.send_to_table(TableCommand::ChangeSettings(settings));
            }
            Command::ToggleRules => self.show_rules = !self.show_rules,
            Command::ToggleMute => {
                let mut settings = self.table().settings().clone();
                settings.sound.muted = !settings.sound.muted;
                self.send_to_table(TableCommand::ChangeSettings(settings));
            }
            Command::ShowGame => self.back_to_game(),
            Command::ShowHistory => {
                self.screen = Screen::History;
                self.archive.replay = None;
                if let Some(storage) = &self.storage {
                    self.archive
                        .load_history(storage, &words, &mut self.messages);
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
