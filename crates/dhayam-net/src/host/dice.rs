//! The throws of a table across computers: each is called, gathers the committed part of
//! the host and of every connected guest, and becomes a step.

use std::collections::BTreeSet;

use dhayam_core::fair::{Digest, Part, throw_from};
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

impl Host {
    /// The commitment contributor `by`'s next reveal must match.
    pub(super) fn ledger_expected(table: &Table, by: u16) -> Option<Digest> {
        let ledger = Host::saved(table).and_then(SavedGame::dice)?;
        ledger.expected().get(usize::from(by)).copied()
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
        let n = saved.dice().map_or(0, |d| d.contributions(0));
        let waiting: BTreeSet<u16> = self
            .guests
            .values()
            .filter(|g| g.connected || self.expected.contains(&g.contributor))
            // A guest whose seats a computer plays is not waited for: it has nothing to
            // withhold while it waits to play again.
            .filter(|g| !g.seats.iter().all(|s| self.stood_in.contains_key(s)))
            .map(|g| g.contributor)
            .collect();
        let peers: Vec<PeerId> = self
            .guests
            .iter()
            .filter(|(_, g)| g.connected && waiting.contains(&g.contributor))
            .map(|(p, _)| p.clone())
            .collect();
        self.round = Some(Round {
            throw,
            seat,
            parts: vec![Part {
                by: 0,
                reveal: self.secret.reveal(n),
                next: self.secret.commitment(n + 1),
            }],
            waiting,
        });
        for peer in peers {
            outcome
                .out
                .push(Out::To(peer, ToGuest::CallReveal { throw }));
        }
        self.finish_round_if_complete(table, now, outcome);
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

    pub(super) fn finish_round_if_complete(
        &mut self,
        table: &mut Table,
        now: f64,
        outcome: &mut Outcome,
    ) {
        if !self.round.as_ref().is_some_and(|r| r.waiting.is_empty()) {
            return;
        }
        let Some(round) = self.round.take() else {
            return;
        };
        let throw = throw_from(&self.ledger.table, round.throw, &round.parts);
        self.step(
            table,
            Action::Throw(round.seat, throw),
            round.parts,
            now,
            outcome,
        );
    }
}
