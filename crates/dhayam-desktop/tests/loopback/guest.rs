//! A headless guest on loopback (127.0.0.1 only) that the window's hosted table seats,
//! driven by dhayam-net's driver as every front end is.

use std::sync::Arc;

use dhayam_ai::{Bot, Level};
use dhayam_net::driver::{JoinPlan, Joined};
use dhayam_net::link::{Reach, new_identity};
use dhayam_net::{DiceSecret, Guest, NetEvent, play_here};
use dhayam_store::SavedGame;

use crate::common::instant;

/// A guest in the test itself, that dials again (same key, same secret) when dropped.
pub struct LoopbackGuest {
    /// Its driver, until it leaves the table on purpose.
    joined: Option<Joined>,
    bot: Box<dyn Bot + Send>,
    /// What the network told it, oldest first.
    pub heard: Vec<NetEvent>,
    /// Its copy of the game as it stood when it left.
    left_with: Option<SavedGame>,
    /// Its player is away from the screen: it never acts (its dice parts still go).
    pub idle: bool,
}

impl LoopbackGuest {
    /// Joins the table of `code` as Bala.
    pub fn join(code: &str) -> LoopbackGuest {
        LoopbackGuest::with(
            code,
            Guest::new("Bala", vec![], DiceSecret::random(), new_identity()),
        )
    }

    /// Watches the table of `code` as `name`.
    pub fn watch(code: &str, name: &str) -> LoopbackGuest {
        LoopbackGuest::with(
            code,
            Guest::watcher(name, DiceSecret::random(), new_identity()),
        )
    }

    /// Joins the table of `code` as `guest` (its own name, key and dice secret).
    pub fn with(code: &str, guest: Guest) -> LoopbackGuest {
        let plan = JoinPlan {
            code: code.to_owned(),
            reach: Reach::Loopback,
            wake: Arc::new(|| {}),
        };
        let table = dhayam_table::Table::networked(instant().table);
        LoopbackGuest {
            joined: Some(Joined::join(guest, table, plan).unwrap()),
            bot: Level::Easy.bot(5),
            heard: Vec::new(),
            left_with: None,
            idle: false,
        }
    }

    /// Applies what arrived (dialling again after a drop) and plays Bala's seat.
    pub fn pump(&mut self, now: f64) {
        let Some(joined) = &mut self.joined else {
            return;
        };
        let _ = joined.tick(now);
        let command = if self.idle {
            None
        } else {
            play_here(joined.table(), self.bot.as_mut())
        };
        if let Some(command) = command {
            let _ = joined.apply(command, now);
        }
        self.heard.extend(joined.events());
    }

    /// Runs `harness`'s window and Bala (from `start`) until `done` holds; gives up after
    /// two minutes (a bound for a broken test, never what decides it), saying `what` it
    /// waited for.
    pub fn until(
        &mut self,
        harness: &mut egui_kittest::Harness<'static, dhayam_desktop::DhayamApp>,
        start: std::time::Instant,
        what: &str,
        mut done: impl FnMut(&egui_kittest::Harness<'static, dhayam_desktop::DhayamApp>, &Self) -> bool,
    ) {
        while !done(harness, self) {
            assert!(
                start.elapsed() < std::time::Duration::from_mins(2),
                "never: {what}"
            );
            self.pump(start.elapsed().as_secs_f64());
            harness.step();
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        harness.run();
    }

    /// Bala plays another game at the table (once this one is over).
    pub fn play_again(&mut self, now: f64) {
        if let Some(joined) = &mut self.joined {
            let _ = joined.play_again(now);
        }
    }

    /// A watcher takes `seat` between games.
    pub fn sit(&mut self, seat: dhayam_core::Seat) {
        if let Some(joined) = &mut self.joined {
            joined.sit(vec![seat]);
        }
    }

    /// Whether the host let this guest in to watch.
    pub fn watching(&self) -> bool {
        self.joined.as_ref().is_some_and(|j| j.guest().watching())
    }

    /// The table's number of the game this guest follows.
    pub fn game_number(&self) -> u32 {
        self.joined.as_ref().map_or(0, |j| j.guest().lobby().game)
    }

    /// Bala says `line` to the table.
    pub fn say(&mut self, line: dhayam_net::Line) {
        if let Some(joined) = &mut self.joined {
            joined.say(line);
        }
    }

    /// Bala is back at the screen: a computer that plays its seat since its time ran out
    /// gives it back.
    pub fn back(&mut self) {
        self.idle = false;
        if let Some(joined) = &mut self.joined {
            joined.back();
        }
    }

    /// The table's turn clock, as the host told Bala.
    pub fn clock(&self) -> dhayam_net::TurnClock {
        self.joined
            .as_ref()
            .map_or(dhayam_net::TurnClock::Off, |j| j.guest().turn_clock())
    }

    /// Whether a computer plays Bala's seat since its time ran out.
    pub fn away(&self) -> bool {
        self.joined.as_ref().is_some_and(|j| j.guest().away())
    }

    /// The lines Bala heard said at the table, oldest first.
    pub fn lines(&self) -> Vec<dhayam_net::Said> {
        self.heard
            .iter()
            .filter_map(|event| match event {
                NetEvent::Said(said) => Some(said.clone()),
                _ => None,
            })
            .collect()
    }

    /// Whether the host has seated Bala.
    pub fn seated(&self) -> bool {
        self.joined
            .as_ref()
            .is_some_and(|j| !j.guest().seats().is_empty())
    }

    /// Bala leaves the table on purpose: the host is told, and Bala dials no more.
    pub fn leave(&mut self) {
        if let Some(joined) = self.joined.take() {
            self.left_with = joined.guest().hosts_game(joined.table());
            let _ = joined.leave();
        }
    }

    /// The game as the host has it, from Bala's copy.
    pub fn hosts_game(&self) -> Option<SavedGame> {
        match &self.joined {
            Some(joined) => joined.guest().hosts_game(joined.table()),
            None => self.left_with.clone(),
        }
    }

    /// Whether Bala's copy of the game is over.
    pub fn over(&self) -> bool {
        self.hosts_game()
            .is_some_and(|saved| saved.game().game().is_over())
    }
}
