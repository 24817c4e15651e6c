//! The throws of a table across computers: each is called, gathers the link of the host
//! and of every guest present for that throw, names who was not there and why, and
//! becomes a step. A throw with nobody but the host waits for a guest to come back, or
//! for the host to choose to go on alone ([`Host::go_on_alone`]).

use std::collections::BTreeSet;

use dhayam_core::fair::{Absence, Absent, Digest, Made, Part, throw_from};
use dhayam_core::{Action, Seat};
use dhayam_store::SavedGame;
use dhayam_table::Table;

use super::{Host, Out, Outcome, PeerId};
use crate::protocol::ToGuest;

/// A throw being made: the parts gathered so far and who is still to send theirs.
#[derive(Clone, Debug)]
pub(super) struct Round {
    pub(super) throw: u32,
    pub(super) seat: Seat,
    pub(super) parts: Vec<Part>,
    pub(super) waiting: BTreeSet<u16>,
}

impl Round {
    /// Whether nobody but the host is in it, nor waited for.
    pub(super) fn host_only(&self) -> bool {
        self.parts.len() == 1 && self.waiting.is_empty()
    }
}

impl Host {
    /// Whether the game waits for a throw that would be the host's alone: nobody else is
    /// present, and the host has not chosen to go on alone.
    pub fn waits_alone(&self) -> bool {
        self.round.as_ref().is_some_and(Round::host_only) && !self.alone
    }

    /// The host chooses to throw with its own part alone while nobody else is present
    /// (each such throw is marked "host only, not provably fair" in the record), until a
    /// guest takes part in a throw again.
    pub fn go_on_alone(&mut self, table: &mut Table, now: f64) -> Outcome {
        let mut outcome = Outcome::default();
        if !self.alone {
            log::info!("the host goes on alone: throws are its own, not provably fair");
        }
        self.alone = true;
        self.finish_round_if_complete(table, now, &mut outcome);
        self.note_held(table, now);
        outcome
    }

    /// Whether a guest's part is wanted: connected, seated, its seats its own.
    fn present(&self, contributor: u16) -> bool {
        self.guests.values().any(|g| {
            g.contributor == contributor
                && (g.connected || self.expected.contains(&contributor))
                // A guest whose seats a computer plays is not waited for: it has nothing
                // to withhold while it waits to play again. One away from its screen
                // (its clock ran out) is still connected and answering: its dice go on.
                && (g.away && g.connected || !g.seats.iter().all(|s| self.stood_in.contains_key(s)))
        })
    }

    pub(super) fn start_round(
        &mut self,
        table: &mut Table,
        seat: Seat,
        now: f64,
        outcome: &mut Outcome,
    ) {
        let Some(saved) = Host::saved(table) else {
            return;
        };
        let throw = saved.record().throws.len() as u32;
        let waiting: BTreeSet<u16> = self
            .guests
            .values()
            .map(|g| g.contributor)
            .filter(|&c| self.present(c))
            .filter(|&c| Host::has_link(table, c, throw))
            .collect();
        let peers: Vec<PeerId> = self
            .guests
            .iter()
            .filter(|(_, g)| g.connected && waiting.contains(&g.contributor))
            .map(|(p, _)| p.clone())
            .collect();
        let Some(link) = self.chain.link_for(throw) else {
            log::error!("the host's dice chain has no link for throw {}", throw + 1);
            return;
        };
        self.round = Some(Round {
            throw,
            seat,
            parts: vec![Part { by: 0, link }],
            waiting,
        });
        for peer in peers {
            outcome
                .out
                .push(Out::To(peer, ToGuest::CallReveal { throw }));
        }
        self.finish_round_if_complete(table, now, outcome);
    }

    /// Whether contributor `by`'s chain reaches throw `throw`.
    fn has_link(table: &Table, by: u16, throw: u32) -> bool {
        Host::saved(table)
            .and_then(SavedGame::dice)
            .and_then(|d| d.contributors.get(usize::from(by)))
            .is_some_and(|c| throw < c.commitment.links)
    }

    /// A guest is present again while the throw being made has nobody but the host: it
    /// is waited for, so that the throw is not the host's alone (the caller sends it the
    /// call, with [`Host::send_call_if_waiting`]).
    pub(super) fn join_stalled_round(&mut self, table: &Table, contributor: u16) {
        let Some(throw) = self
            .round
            .as_ref()
            .filter(|r| r.host_only())
            .map(|r| r.throw)
        else {
            return;
        };
        if !self.present(contributor) || !Host::has_link(table, contributor, throw) {
            return;
        }
        if let Some(round) = &mut self.round {
            round.waiting.insert(contributor);
        }
    }

    /// The connected guest that is contributor `by`.
    pub(super) fn peer_of(&self, by: u16) -> Option<PeerId> {
        self.guests
            .iter()
            .find(|(_, g)| g.contributor == by && g.connected)
            .map(|(p, _)| p.clone())
    }

    pub(super) fn send_call_if_waiting(&self, peer: &PeerId, outcome: &mut Outcome) {
        let (Some(round), Some(guest)) = (&self.round, self.guests.get(peer)) else {
            return;
        };
        if round.waiting.contains(&guest.contributor) {
            outcome.out.push(Out::To(
                peer.clone(),
                ToGuest::CallReveal { throw: round.throw },
            ));
        }
    }

    /// Contributor `by`'s link (checked) is in.
    pub(super) fn take_part(
        &mut self,
        table: &mut Table,
        by: u16,
        link: Digest,
        now: f64,
        outcome: &mut Outcome,
    ) {
        if let Some(round) = &mut self.round {
            round.waiting.remove(&by);
            round.parts.push(Part { by, link });
        }
        self.finish_round_if_complete(table, now, outcome);
    }

    /// Why contributor `by` is not in throw `throw`.
    fn absence(&self, table: &Table, by: u16, throw: u32) -> Absence {
        let guest = self.guests.iter().find(|(_, g)| g.contributor == by);
        match guest {
            _ if !Host::has_link(table, by, throw) => Absence::ChainUsedUp,
            Some((peer, _)) if self.banned.contains(peer) => Absence::Removed,
            // A contributor who left before the start has no guest entry: removed.
            None => Absence::Removed,
            Some((_, g)) if g.seats.iter().all(|s| self.stood_in.contains_key(s)) => {
                Absence::HandedOver
            }
            Some(_) => Absence::Away,
        }
    }

    pub(super) fn finish_round_if_complete(
        &mut self,
        table: &mut Table,
        now: f64,
        outcome: &mut Outcome,
    ) {
        let Some(round) = self.round.as_ref().filter(|r| r.waiting.is_empty()) else {
            return;
        };
        let contributors = Host::saved(table)
            .and_then(SavedGame::dice)
            .map_or(1, |d| d.contributors.len());
        let alone = round.parts.len() == 1;
        if alone && contributors > 1 && !self.alone {
            // Nobody else is here: the throw waits for a guest, or for the host's choice.
            return;
        }
        let Some(round) = self.round.take() else {
            return;
        };
        let without: Vec<Absent> = (0..contributors as u16)
            .filter(|by| !round.parts.iter().any(|p| p.by == *by))
            .map(|by| Absent {
                by,
                why: self.absence(table, by, round.throw),
            })
            .collect();
        if !alone {
            // A guest took part: the next time nobody is here, the host is asked again.
            self.alone = false;
        }
        let Some(saved) = Host::saved(table) else {
            return;
        };
        let Some(game) = saved.dice().map(dhayam_core::fair::DiceLedger::game_id) else {
            return;
        };
        let kind = saved.record().setup.variant.throw_kind();
        let throw = throw_from(kind, &game, round.throw, &round.parts);
        let made = Made {
            parts: round.parts,
            without,
            alone,
        };
        self.step(table, Action::Throw(round.seat, throw), made, now, outcome);
    }
}
