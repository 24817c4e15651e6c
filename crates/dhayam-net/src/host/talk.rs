//! Talk at the table: the host passes each line on to everyone, cleaned and paced.

use dhayam_store::PlayerKind;

use super::{Handled, Host, Out, Outcome, PeerId};
use crate::protocol::{Refusal, ToGuest};
use crate::talk::{Line, Said};

impl Host {
    /// A seated guest says `line`: cleaned, and passed on to everyone at the table (the
    /// guest too, so it sees its line as the others do), unless it talks too fast or
    /// nothing visible is left of it.
    pub(super) fn guest_says(
        &mut self,
        peer: &PeerId,
        line: Line,
        now: f64,
        outcome: &mut Outcome,
    ) -> Result<Handled, Refusal> {
        let (name, seats, pace, watcher) = if let Some(guest) = self.guests.get_mut(peer) {
            (&guest.name, guest.seats.clone(), &mut guest.pace, false)
        } else if let Some(watcher) = self.watchers.get_mut(peer) {
            (&watcher.name, Vec::new(), &mut watcher.pace, true)
        } else {
            return Err(Refusal::NotSeated);
        };
        if !pace.take(now) {
            return Err(Refusal::TooFast);
        }
        let line = line.cleaned().ok_or(Refusal::Garbled)?;
        let said = Said {
            name: name.clone(),
            seats,
            line,
            watcher,
        };
        self.tell_everyone(said, outcome);
        Ok(Handled::Accepted)
    }

    /// The host says `line` (as its people at this computer: their name and seats):
    /// cleaned like a guest's, and passed on to every guest. Nothing visible, nothing
    /// said.
    pub fn say(&mut self, line: Line) -> Outcome {
        let mut outcome = Outcome::default();
        let Some(line) = line.cleaned() else {
            return outcome;
        };
        let here: Vec<_> = self
            .players
            .iter()
            .filter(|p| p.kind == PlayerKind::Human)
            .collect();
        let said = Said {
            name: here
                .first()
                .map_or_else(|| "Host".to_owned(), |p| p.name.clone()),
            seats: here.iter().map(|p| p.seat).collect(),
            line,
            watcher: false,
        };
        self.tell_everyone(said, &mut outcome);
        outcome
    }

    /// Sends `said` to everyone at the table and to the host's screen.
    fn tell_everyone(&self, said: Said, outcome: &mut Outcome) {
        for peer in self.audience() {
            outcome.out.push(Out::To(peer, ToGuest::Said(said.clone())));
        }
        outcome.said.push(said);
    }
}
