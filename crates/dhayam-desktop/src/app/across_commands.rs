//! The commands about tables across computers: joining, watching, hosting, the host's
//! choices about its guests and seats, talk, and another game at the same table.

use dhayam_ai::Level;
use dhayam_net::link::Reach;
use dhayam_net::{HostCommand, Role};

use super::DhayamApp;
use crate::network::{Leaving, Looking};
use crate::{Command, SetupChoice};

impl DhayamApp {
    /// Applies one command about a table across computers (called by
    /// [`DhayamApp::apply`] only).
    pub(super) fn apply_across(&mut self, command: Command) {
        match command {
            Command::ShowJoin => {
                self.across.join.open = true;
                self.across.error = None;
                let on = self.preferences.tables_nearby;
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
                self.join_table(self.nearby_reach(), Role::Player);
            }
            Command::WatchTable => self.watch_by_code(),
            Command::WatchNearby(code) => {
                self.across.join.code = code;
                self.join_table(self.nearby_reach(), Role::Watcher);
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
            Command::PlayAgainAtTable => {
                if let Some(at) = self.across.at.as_mut() {
                    let effects = at.play_again(self.now);
                    self.view.clear();
                    self.carry_out(effects);
                }
            }
            Command::TakeSeat(seat) => {
                if let Some(at) = self.across.at.as_mut() {
                    at.sit(seat);
                }
            }
            Command::SeatComputer(seat) => {
                let name = self.words.text("lobby-computer-name");
                self.tell_host(HostCommand::SeatComputer {
                    seat,
                    level: Level::Medium,
                    name,
                });
            }
            Command::OpenSeat(seat) => {
                let name = self.words.text("lobby-friend-name");
                self.tell_host(HostCommand::OpenSeat { seat, name });
            }
            Command::SetWatching(allowed) => self.tell_host(HostCommand::SetWatching(allowed)),
            other => log::error!("not a command about tables across computers: {other:?}"),
        }
    }

    /// How far a table found nearby is joined: on this network, never through the
    /// internet (loopback stays loopback).
    fn nearby_reach(&self) -> Reach {
        match self.across.reach {
            Reach::Loopback => Reach::Loopback,
            Reach::Lan | Reach::Internet(_) => Reach::Lan,
        }
    }
}
