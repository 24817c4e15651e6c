//! A headless guest on loopback (127.0.0.1 only) that the window's hosted table seats.

use std::sync::Arc;
use std::time::{Duration, Instant};

use dhayam_ai::{Bot, Level};
use dhayam_net::link::{GuestEvent, GuestLink, Reach, new_identity};
use dhayam_net::protocol::encode;
use dhayam_net::{DiceSecret, Guest, play_here};
use dhayam_table::Table;

use crate::common::instant;

/// A guest in the test itself, that dials again (same key, same secret) when dropped.
pub struct LoopbackGuest {
    pub guest: Guest,
    pub table: Table,
    link: GuestLink,
    code: String,
    identity: [u8; 32],
    bot: Box<dyn Bot + Send>,
    redial: Option<Instant>,
    /// Left the table on purpose: it hears and says nothing more.
    left: bool,
}

impl LoopbackGuest {
    /// Joins the table of `code` as Bala.
    pub fn join(code: &str) -> LoopbackGuest {
        let identity = new_identity();
        LoopbackGuest {
            guest: Guest::new("Bala", vec![], DiceSecret::random()),
            table: Table::networked(instant()),
            link: GuestLink::join(Reach::Loopback, code, identity, Arc::new(|| {})).unwrap(),
            code: code.to_owned(),
            identity,
            bot: Level::Easy.bot(5),
            redial: None,
            left: false,
        }
    }

    /// Applies what arrived (dialling again after a drop) and plays Bala's seat.
    pub fn pump(&mut self, now: f64) {
        if self.left {
            return;
        }
        if self.redial.is_some_and(|at| Instant::now() >= at) {
            self.redial = None;
            self.link =
                GuestLink::join(Reach::Loopback, &self.code, self.identity, Arc::new(|| {}))
                    .unwrap();
        }
        while let Some(event) = self.link.try_event() {
            match event {
                GuestEvent::Connected => self.link.send(encode(&self.guest.hello())),
                GuestEvent::Frame(bytes) => {
                    let outcome = self.guest.receive(&mut self.table, &bytes, now).unwrap();
                    for m in outcome.out {
                        self.link.send(encode(&m));
                    }
                }
                GuestEvent::Gone(_) => {
                    self.redial = Some(Instant::now() + Duration::from_millis(300));
                }
            }
        }
        if let Some(command) = play_here(&self.table, self.bot.as_mut()) {
            for m in self.guest.command(&mut self.table, command, now).out {
                self.link.send(encode(&m));
            }
        }
    }

    /// Bala leaves the table on purpose: the host is told, and Bala dials no more.
    pub fn leave(&mut self) {
        self.link.send(encode(&dhayam_net::ToHost::Leave));
        self.left = true;
    }

    /// Whether Bala's copy of the game is over.
    pub fn over(&self) -> bool {
        self.table.session().is_some_and(|s| s.game().is_over())
    }
}
