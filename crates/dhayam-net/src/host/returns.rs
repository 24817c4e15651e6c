//! Who may play again: a guest handed to a computer gets its seats back when the host's
//! policy says so, and a guest the host removed is not let in again.

use dhayam_ai::Level;
use dhayam_table::{Session, Table};

use super::{Host, Outcome, PeerId};
use crate::protocol::Refusal;

/// When a guest whose seats a computer plays (it held the game up) gets them back.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Return {
    /// When the host says so ([`Host::allow_back`]); until then it watches.
    Ask,
    /// After a wait that doubles each time it was handed to a computer: `first` seconds
    /// after the first hand-over, twice that after the second, and so on, counted from
    /// the hand-over. A guest whose connection dropped once is back soon; one that
    /// withholds its part again and again waits longer each time, so the computer plays
    /// most of the game for it and it cannot stall the game for long.
    After {
        /// The wait after the first hand-over, in seconds.
        first: f64,
    },
}

impl Default for Return {
    /// Back 20 seconds after the first hand-over, 40 after the second, 80 after the third.
    fn default() -> Return {
        Return::After { first: 20.0 }
    }
}

impl Host {
    /// Sets when a guest handed to a computer gets its seats back.
    pub fn set_return(&mut self, policy: Return) {
        self.returns = policy;
    }

    /// Lets `peer` have its seats back (under [`Return::Ask`]; under [`Return::After`]
    /// it ends its wait): at the next turn that is not its seat's, once it is connected.
    pub fn allow_back(&mut self, peer: &PeerId) {
        if let Some(guest) = self.guests.get_mut(peer) {
            guest.allowed = true;
        }
    }

    /// Whether `peer` may have its seats back at `now`.
    pub(super) fn may_return(&self, peer: &PeerId, now: f64) -> bool {
        let Some(guest) = self.guests.get(peer) else {
            return false;
        };
        if self.banned.contains(peer) {
            return false;
        }
        if guest.allowed || guest.handed == 0 {
            return true;
        }
        match self.returns {
            Return::Ask => false,
            Return::After { first } => {
                let doublings = guest.handed.saturating_sub(1).min(30);
                now - guest.handed_at >= first * f64::from(1u32 << doublings)
            }
        }
    }

    /// When the next guest handed to a computer may have its seats back by itself
    /// ([`Return::After`]), so that a front end that sleeps wakes for it.
    pub fn next_return(&self) -> Option<f64> {
        let Return::After { first } = self.returns else {
            return None;
        };
        self.guests
            .iter()
            .filter(|(peer, g)| {
                g.connected
                    && !g.away
                    && g.handed > 0
                    && !self.banned.contains(*peer)
                    && g.seats.iter().any(|s| self.stood_in.contains_key(s))
            })
            .map(|(_, g)| {
                let doublings = g.handed.saturating_sub(1).min(30);
                g.handed_at + first * f64::from(1u32 << doublings)
            })
            .min_by(f64::total_cmp)
    }

    /// Connected guests whose wait is over get their seats back, each at a turn that is
    /// not one of its seats' (so a computer never loses a turn it started), or at a throw
    /// that waits for someone besides the host (nothing of that turn is played yet, and
    /// the guest's part is what it waits for).
    pub(super) fn return_guests(&mut self, table: &mut Table, now: f64, outcome: &mut Outcome) {
        let to_act = table.session().and_then(Session::seat_to_act);
        let stalled = self
            .round
            .as_ref()
            .is_some_and(super::dice::Round::host_only);
        let back: Vec<PeerId> = self
            .guests
            .iter()
            .filter(|(_, g)| {
                g.connected && !g.away && g.seats.iter().any(|s| self.stood_in.contains_key(s))
            })
            .filter(|(_, g)| stalled || to_act.is_none_or(|seat| !g.seats.contains(&seat)))
            .map(|(peer, _)| peer.clone())
            .filter(|peer| self.may_return(peer, now))
            .collect();
        for peer in back {
            if let Some(guest) = self.guests.get_mut(&peer) {
                guest.allowed = false;
            }
            self.welcome_back(table, &peer, now, outcome);
        }
    }

    /// Removes `peer` from the table: its connection is closed and its hellos are refused
    /// from now on ([`Refusal::Removed`]; the ban is kept in the table's save). Before the
    /// start its seats are open again; during the game a computer of `level` plays them
    /// to the end. Also for keys that took seats only to keep others out.
    pub fn remove(&mut self, table: &mut Table, peer: &PeerId, level: Level, now: f64) -> Outcome {
        let mut outcome = Outcome::default();
        if !self.banned.insert(peer.clone()) {
            return outcome;
        }
        outcome.changed = true;
        log::info!("the host removed guest {peer} from the table");
        if let Some(guest) = self.guests.get_mut(peer).filter(|g| g.connected) {
            guest.connected = false;
            self.close_for(peer, Refusal::Removed, &mut outcome);
        }
        // One still deciding about the next game (or watching) goes too.
        let deciding = self.pending.remove(peer).is_some();
        if deciding || self.watchers.remove(peer).is_some() {
            self.close_for(peer, Refusal::Removed, &mut outcome);
            self.send_lobby_to_all(&mut outcome);
        }
        if Host::started(table) {
            let handed = self.hand_over(table, peer, level, now);
            outcome.out.extend(handed.out);
            outcome.effects.extend(handed.effects);
        } else if self.guests.remove(peer).is_some() {
            // Its entry in the dice ledger stays: a contributor with no parts.
            self.send_lobby_to_all(&mut outcome);
        }
        self.note_held(table, now);
        outcome
    }

    /// Keys the host removed.
    pub fn removed(&self) -> impl Iterator<Item = &PeerId> {
        self.banned.iter()
    }
}
