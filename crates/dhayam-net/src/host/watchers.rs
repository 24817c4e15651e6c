//! People who watch a table: they follow the board, the log and the talk like a guest,
//! but hold no seat and have no part in the dice, so no throw ever waits for them.

use dhayam_store::clean_network_name;
use dhayam_table::Table;

use super::{Handled, Host, Out, Outcome, PeerId};
use crate::protocol::{PROTOCOL_VERSION, Refusal, ToGuest, ToHost};
use crate::talk::Pace;

/// The most people who may watch a table at once: each costs the host a connection and
/// a copy of every step.
pub const MAX_WATCHERS: usize = 8;

/// Someone watching the table.
#[derive(Clone, Debug)]
pub(super) struct Watcher {
    /// The name shown (cleaned).
    pub(super) name: String,
    /// How fast it talks.
    pub(super) pace: Pace,
}

impl Host {
    /// Everyone connected who follows the table: guests, watchers, and the guests of the
    /// last game still deciding whether they play the next one.
    pub(super) fn audience(&self) -> Vec<PeerId> {
        let guests = self
            .guests
            .iter()
            .filter(|(_, g)| g.connected)
            .map(|(peer, _)| peer);
        let deciding = self
            .pending
            .iter()
            .filter(|(_, p)| p.kept)
            .map(|(peer, _)| peer);
        guests
            .chain(deciding)
            .chain(self.watchers.keys())
            .cloned()
            .collect()
    }

    /// Whether the host lets people watch.
    pub fn watching(&self) -> bool {
        self.watching
    }

    /// How many people watch now.
    pub fn watchers(&self) -> usize {
        self.watchers.len()
    }

    /// How many connections are open now: guests (playing, away while a computer plays
    /// their seats, or handed over) and watchers. A host that closes once a game is over
    /// waits while any is open, so the last steps reach them.
    pub fn connected(&self) -> usize {
        self.guests.values().filter(|g| g.connected).count() + self.watchers.len()
    }

    /// Lets people watch or not (kept with the table). Turned off, everyone watching is
    /// told so and closed, and nobody more is let in.
    pub fn set_watching(&mut self, allowed: bool) -> Outcome {
        let mut outcome = Outcome::default();
        if allowed == self.watching {
            return outcome;
        }
        self.watching = allowed;
        outcome.changed = true;
        if !allowed {
            log::info!("the host lets nobody watch any more");
            let watchers: Vec<PeerId> = self.watchers.keys().cloned().collect();
            self.watchers.clear();
            for peer in watchers {
                self.close_for(&peer, Refusal::NoWatching, &mut outcome);
            }
        }
        self.send_lobby_to_all(&mut outcome);
        outcome
    }

    /// What a watcher may not do (it holds no seat and gives no dice), or its leaving;
    /// `None` for what it may send like a guest (talk, the game again, a hello for a seat
    /// between games).
    pub(super) fn watcher_message(
        &mut self,
        peer: &PeerId,
        message: &ToHost,
        outcome: &mut Outcome,
    ) -> Option<Result<Handled, Refusal>> {
        match message {
            ToHost::Want { .. } => Some(Err(Refusal::NotYourSeat)),
            ToHost::Reveal { .. } => Some(Err(Refusal::BadReveal)),
            ToHost::Chain(_) => Some(Err(Refusal::NotSeated)),
            ToHost::Watch { .. } => Some(Err(Refusal::AlreadySeated)),
            ToHost::Back => Some(Ok(Handled::Quiet)),
            ToHost::Leave => {
                self.watchers.remove(peer);
                log::info!("watcher {peer} leaves");
                self.send_lobby_to_all(outcome);
                self.close(peer, outcome);
                Some(Ok(Handled::Accepted))
            }
            ToHost::Hello { .. } | ToHost::Say(_) | ToHost::Resync => None,
        }
    }

    /// Someone comes to watch: let in (with the lobby, the clock, and the game if it has
    /// started) while the host allows it and there is room.
    pub(super) fn watch(
        &mut self,
        table: &Table,
        peer: &PeerId,
        protocol: u32,
        name: &str,
        outcome: &mut Outcome,
    ) -> Result<Handled, Refusal> {
        if protocol != PROTOCOL_VERSION {
            return Err(Refusal::Version {
                host: PROTOCOL_VERSION,
            });
        }
        if self.banned.contains(peer) {
            return Err(Refusal::Removed);
        }
        let known = self.guests.get(peer).is_some_and(|g| g.connected)
            || self.pending.contains_key(peer)
            || self.watchers.contains_key(peer);
        if known {
            return Err(Refusal::AlreadySeated);
        }
        if !self.watching || self.watchers.len() >= MAX_WATCHERS {
            return Err(Refusal::NoWatching);
        }
        let mut name = clean_network_name(name);
        if name.is_empty() {
            name = format!("Watcher {}", self.watchers.len() + 1);
        }
        log::info!("{peer} ({name}) watches the table");
        self.watchers.insert(
            peer.clone(),
            Watcher {
                name,
                pace: Pace::default(),
            },
        );
        let welcome = ToGuest::Watching {
            protocol: PROTOCOL_VERSION,
        };
        outcome.out.push(Out::To(peer.clone(), welcome));
        outcome
            .out
            .push(Out::To(peer.clone(), ToGuest::Clock(self.clock)));
        self.send_lobby_to_all(outcome);
        if Host::started(table) {
            self.send_game(table, peer, outcome);
        }
        Ok(Handled::Accepted)
    }
}
