//! A guest who holds the game up (gone, or connected and silent), and a computer that
//! plays its seats until it comes back.

use dhayam_ai::Level;
use dhayam_core::Seat;
use dhayam_store::{PlayerKind, SavedGame};
use dhayam_table::{Command, Table};

use super::{Host, Out, Outcome, PeerId};

/// The guest the game is waiting for: for its part of a throw, its move, or its return.
#[derive(Clone, Debug, PartialEq)]
pub struct HeldUp {
    /// The guest.
    pub peer: PeerId,
    /// Its name.
    pub name: String,
    /// The seats it holds.
    pub seats: Vec<Seat>,
    /// Whether it is connected (and silent) or gone.
    pub connected: bool,
    /// Since when (the clock passed to the host's calls).
    pub since: f64,
}

/// Who held the game up at which step, and since when.
#[derive(Clone, Debug)]
pub(super) struct Held {
    peer: PeerId,
    step: usize,
    since: f64,
}

impl Host {
    /// The guest the game waits for now, and since when: the front end shows it, and may
    /// hand its seats to a computer ([`Host::hand_over`]) when the wait grows long.
    pub fn held_up(&self) -> Option<HeldUp> {
        let held = self.held.as_ref()?;
        let guest = self.guests.get(&held.peer)?;
        Some(HeldUp {
            peer: held.peer.clone(),
            name: guest.name.clone(),
            seats: guest.seats.clone(),
            connected: guest.connected,
            since: held.since,
        })
    }

    /// Seats a computer plays for a guest who is away.
    pub fn stood_in(&self) -> Vec<Seat> {
        self.stood_in.keys().copied().collect()
    }

    /// Updates who the game waits for (called after every change).
    pub(super) fn note_held(&mut self, table: &Table, now: f64) {
        self.note_turn(table, now);
        let step = table.session().map_or(0, dhayam_table::Session::step);
        let Some(peer) = self.holder(table) else {
            self.held = None;
            return;
        };
        if self
            .held
            .as_ref()
            .is_some_and(|h| h.peer == peer && h.step == step)
        {
            return;
        }
        self.held = Some(Held {
            peer,
            step,
            since: now,
        });
    }

    /// The guest the game waits for: one whose throw part is missing, else the one who
    /// holds the seat to act.
    fn holder(&self, table: &Table) -> Option<PeerId> {
        let session = table.session()?;
        if session.game().is_over() {
            return None;
        }
        if let Some(round) = &self.round {
            if round.host_only() {
                // Nobody else is here for the throw: it waits for a guest that is gone
                // (and whose seats are its own), or for the host to go on alone.
                return self
                    .guests
                    .iter()
                    .find(|(peer, g)| {
                        !g.connected
                            && !self.banned.contains(*peer)
                            && !g.seats.iter().all(|s| self.stood_in.contains_key(s))
                    })
                    .map(|(peer, _)| peer.clone());
            }
            return self
                .guests
                .iter()
                .find(|(_, g)| round.waiting.contains(&g.contributor))
                .map(|(peer, _)| peer.clone());
        }
        let seat = session.seat_to_act()?;
        if self.stood_in.contains_key(&seat) {
            return None;
        }
        self.guests
            .iter()
            .find(|(_, g)| g.seats.contains(&seat))
            .map(|(peer, _)| peer.clone())
    }

    /// Hands `peer`'s seats to a computer of `level` until it comes back (a silent guest's
    /// connection is closed; when it says hello again its seats are its own again). The
    /// throw waiting for its part goes ahead without it.
    pub fn hand_over(
        &mut self,
        table: &mut Table,
        peer: &PeerId,
        level: Level,
        now: f64,
    ) -> Outcome {
        let mut outcome = Outcome::default();
        if table.session().is_none() {
            return outcome;
        }
        let Some(guest) = self.guests.get_mut(peer) else {
            return outcome;
        };
        if guest.connected {
            guest.connected = false;
            outcome.out.push(Out::Close(peer.clone()));
        }
        guest.handed += 1;
        guest.handed_at = now;
        let contributor = guest.contributor;
        let seats = guest.seats.clone();
        log::info!(
            "a computer ({level}) plays {seats:?} for guest {peer} (handed over {} times)",
            guest.handed
        );
        outcome.changed = true;
        self.expected.remove(&contributor);
        if let Some(round) = &mut self.round {
            round.waiting.remove(&contributor);
        }
        self.finish_round_if_complete(table, now, &mut outcome);
        for seat in seats {
            self.stood_in.insert(seat, level);
        }
        self.reseat(table, now, &mut outcome);
        self.note_held(table, now);
        outcome
    }

    /// A guest is back: a computer no longer plays its seats.
    pub(super) fn welcome_back(
        &mut self,
        table: &mut Table,
        peer: &PeerId,
        now: f64,
        outcome: &mut Outcome,
    ) {
        let Some(guest) = self.guests.get(peer) else {
            return;
        };
        let before = self.stood_in.len();
        self.stood_in.retain(|seat, _| !guest.seats.contains(seat));
        if self.stood_in.len() != before {
            log::info!("guest {peer} plays its seats again");
            let contributor = guest.contributor;
            self.reseat(table, now, outcome);
            // A throw waiting for someone besides the host now has this guest.
            self.join_stalled_round(table, contributor);
            if let Some(peer) = self.peer_of(contributor) {
                self.send_call_if_waiting(&peer, outcome);
            }
        }
    }

    /// Puts the players as seated now (guests' names; computers standing in) on the
    /// host's table, and sends the game to every connected guest.
    pub(super) fn reseat(&mut self, table: &mut Table, now: f64, outcome: &mut Outcome) {
        let Some(saved) = Host::saved(table) else {
            return;
        };
        let players = self
            .lobby_players()
            .into_iter()
            .map(|mut p| {
                if let Some(level) = self.stood_in.get(&p.seat) {
                    p.kind = PlayerKind::Computer(*level);
                }
                p
            })
            .collect();
        let seated = SavedGame::with_start(
            saved.game().clone(),
            players,
            saved.undo_allowed(),
            saved.started(),
        );
        let seated = match seated {
            Ok(seated) => seated.with_dice(saved.dice().cloned()),
            Err(error) => {
                log::error!("the players could not be seated again: {error}");
                return;
            }
        };
        self.apply_table(table, Command::Sync(Box::new(seated)), now, outcome);
        self.send_game_to_all(table, outcome);
        self.send_lobby_to_all(outcome);
    }

    /// Whether a guest (not a computer standing in) holds `seat`.
    pub(super) fn guest_plays(&self, seat: Seat) -> bool {
        !self.stood_in.contains_key(&seat) && self.guests.values().any(|g| g.seats.contains(&seat))
    }
}
