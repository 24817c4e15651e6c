//! What the host sends its guests of the game: each step as the table played it, and the
//! whole game when a guest needs it (seated, back, or its copy went wrong).

use dhayam_core::Action;
use dhayam_core::fair::Made;
use dhayam_table::{Session, Table};

use super::conduct::Conduct;
use super::{Host, Out, Outcome, PeerId};
use crate::protocol::ToGuest;
use crate::secret::position_hash;

impl Host {
    /// Sends what the table played at `step` to every connected guest, with the hash of
    /// the position after it (the table as it stands now: one action per command).
    pub(super) fn send_step(
        &self,
        table: &Table,
        step: usize,
        action: Action,
        made: Made,
        outcome: &mut Outcome,
    ) {
        let Some(session) = table.session() else {
            return;
        };
        outcome.changed = true;
        let message = ToGuest::Step {
            step: step as u32,
            action,
            made,
            hash: position_hash(session.game()),
        };
        for peer in self.audience() {
            outcome.out.push(Out::To(peer, message.clone()));
        }
    }

    pub(super) fn game_text(table: &Table) -> Option<String> {
        let saved = Host::saved(table)?;
        match saved.to_ron() {
            Ok(text) => Some(text),
            Err(error) => {
                log::error!("the game could not be written for a guest: {error}");
                None
            }
        }
    }

    pub(super) fn send_game_to_all(&mut self, table: &Table, outcome: &mut Outcome) {
        for peer in self.audience() {
            self.send_game(table, &peer, outcome);
        }
    }

    /// Sends the whole game to one guest, and notes at which step.
    pub(super) fn send_game(&mut self, table: &Table, peer: &PeerId, outcome: &mut Outcome) {
        let Some(text) = Host::game_text(table) else {
            return;
        };
        outcome.out.push(Out::To(peer.clone(), ToGuest::Game(text)));
        let limits = self.limits;
        let conduct = self
            .conduct
            .entry(peer.clone())
            .or_insert_with(|| Conduct::new(&limits, 0.0));
        conduct.game_sent = table.session().map(Session::step);
        conduct.refused_since_game = false;
    }
}
