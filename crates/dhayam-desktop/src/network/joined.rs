//! This computer's side of a table it joined: the guest's side, its connection to the
//! host, and dialling again when the connection drops.

use dhayam_net::Guest;
use dhayam_net::link::{EVENTS_PER_TICK, GuestEvent, GuestLink};
use dhayam_net::protocol::encode;
use dhayam_table::{Command, Effect, Table};

use super::{Kept, Redial, Trouble};

/// A table joined from this computer.
pub struct Joined {
    pub(super) guest: Guest,
    pub(super) link: GuestLink,
    /// Whether the connection is up.
    pub(super) connected: bool,
    /// Why it went down, if it did.
    pub(super) lost: Option<String>,
    /// How to dial the host again when the connection drops.
    pub(super) redial: Redial,
    /// Where the table joined is kept (forgotten once its game is over).
    pub(super) kept: Kept,
    /// Whether the game is over (or this guest turned away) and the kept table forgotten.
    pub(super) ended: bool,
    /// Whether the last frame took a whole share of events (more may wait).
    pub(super) more: bool,
}

impl Joined {
    /// Why the guest is not at the table, if it is not.
    pub(super) fn trouble(&self) -> Option<Trouble> {
        if let Some(stopped) = self.guest.stopped() {
            Some(Trouble::Stopped(stopped.to_string()))
        } else if let Some(why) = &self.lost {
            Some(Trouble::Lost(why.clone()))
        } else {
            (!self.connected).then_some(Trouble::Connecting)
        }
    }

    /// A command from this window: what the guest's seats want goes to the host.
    pub(super) fn command(&mut self, table: &mut Table, command: Command, now: f64) -> Vec<Effect> {
        let outcome = self.guest.command(table, command, now);
        self.send(outcome.out);
        outcome.effects
    }

    /// What arrived is applied, a frame's share at a time; a dropped connection is
    /// dialled again when due.
    pub(super) fn tick(&mut self, table: &mut Table, now: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        let events = self.link.events(EVENTS_PER_TICK);
        self.more = events.len() == EVENTS_PER_TICK;
        for event in events {
            match event {
                GuestEvent::Connected => {
                    self.connected = true;
                    self.lost = None;
                    self.redial.connected();
                    self.link.send(encode(&self.guest.hello()));
                }
                GuestEvent::Frame(bytes) => match self.guest.receive(table, &bytes, now) {
                    Ok(outcome) => {
                        self.send(outcome.out);
                        effects.extend(outcome.effects);
                    }
                    Err(error) => log::warn!("refused a frame from the host: {error}"),
                },
                GuestEvent::Gone(why) => {
                    log::warn!("the connection to the host is gone: {why}");
                    self.connected = false;
                    self.lost = Some(why);
                    if self.guest.stopped().is_none() && !over(table) {
                        self.redial.schedule(now);
                    }
                }
            }
        }
        // Nothing to go back to once the game is over, or the host turned this guest away.
        if !self.ended && (over(table) || self.guest.stopped().is_some()) {
            self.ended = true;
            self.kept.forget_joined();
        }
        if let Some(link) = self.redial.due(now) {
            self.link = link;
        }
        let outcome = self.guest.tick(table, now);
        self.send(outcome.out);
        effects.extend(outcome.effects);
        effects
    }

    fn send(&self, messages: Vec<dhayam_net::ToHost>) {
        for message in messages {
            self.link.send(encode(&message));
        }
    }
}

fn over(table: &Table) -> bool {
    table.session().is_some_and(|s| s.game().is_over())
}
