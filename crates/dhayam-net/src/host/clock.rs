//! The turn clock at the host: a turn that runs out is played by a computer, and a guest
//! that lets [`TIMEOUTS_TO_STAND_IN`] run out in a row has a computer play its seats
//! until it says it is back.

use dhayam_ai::{Bot, Level, PolicyBot};
use dhayam_core::{Phase, Seat};
use dhayam_store::PlayerKind;
use dhayam_table::Table;

use super::{Handled, Host, Out, Outcome, PeerId};
use crate::clock::{TIMEOUTS_TO_STAND_IN, Turn, TurnClock};
use crate::protocol::{Refusal, ToGuest};

/// The level of the computer that plays a turn whose clock ran out, and the seats of a
/// guest that let too many run out.
const STAND_IN: Level = Level::Medium;

impl Host {
    /// The table's turn clock.
    pub fn turn_clock(&self) -> TurnClock {
        self.clock
    }

    /// Sets the turn clock (kept with the table, and told to every guest). A turn under
    /// way starts again from `now`.
    pub fn set_turn_clock(&mut self, table: &Table, clock: TurnClock, now: f64) -> Outcome {
        let mut outcome = Outcome::default();
        if clock == self.clock {
            return outcome;
        }
        self.clock = clock;
        outcome.changed = true;
        for peer in self.audience() {
            outcome.out.push(Out::To(peer, ToGuest::Clock(clock)));
        }
        self.turn = None;
        self.note_turn(table, now);
        outcome
    }

    /// The seat the clock runs for, and when its turn runs out (the clock passed to the
    /// host's calls; at once while a computer plays the rest of a turn that ran out);
    /// `None` without a clock or while nobody's turn is timed.
    pub fn clock_runs_out(&self) -> Option<(Seat, f64)> {
        let turn = self.turn?;
        if self.playing_for == Some(turn.seat) {
            return Some((turn.seat, turn.since));
        }
        Some((turn.seat, turn.runs_out(self.clock)?))
    }

    /// Whether the clock runs for `seat`: a guest's (not while a computer plays it), or
    /// one of the host's people when the host asked for that.
    fn timed(&self, seat: Seat) -> bool {
        if self.stood_in.contains_key(&seat) {
            return false;
        }
        if self.guests.values().any(|g| g.seats.contains(&seat)) {
            return true;
        }
        self.clock.for_host_people()
            && self
                .players
                .iter()
                .any(|p| p.seat == seat && p.kind == PlayerKind::Human)
    }

    /// Notes whose turn the clock runs for (called after every change): a new turn starts
    /// at `now`; none while a throw gathers its parts (that wait is nobody's turn).
    pub(super) fn note_turn(&mut self, table: &Table, now: f64) {
        let to_act = table
            .session()
            .filter(|s| !s.game().is_over())
            .and_then(|s| Some((s.seat_to_act()?, s.step())));
        if self.playing_for != to_act.map(|(seat, _)| seat) {
            self.playing_for = None;
        }
        let running = self.clock.seconds().is_some() && self.round.is_none();
        let timed = to_act.filter(|&(seat, _)| running && self.timed(seat));
        self.turn = Turn::follow(self.turn, timed, now);
    }

    /// A turn whose clock ran out is played by a computer: the seat's throws are made
    /// (from everyone's parts, as any throw) and a computer's moves played, until the
    /// turn passes to another seat. A guest that let too many turns run out in a row has
    /// a computer play its seats.
    pub(super) fn run_clock(&mut self, table: &mut Table, now: f64, outcome: &mut Outcome) {
        let Some((seat, at)) = self.clock_runs_out() else {
            return;
        };
        if now < at {
            return;
        }
        let Some(session) = table.session() else {
            return;
        };
        let step = session.step();
        let play = match session.game().phase() {
            Phase::AwaitingThrow(_) => None,
            Phase::AwaitingMove(_) => match PolicyBot::new().choose(session.game()) {
                Some(play) => Some(play),
                None => return,
            },
            Phase::Finished => return,
        };
        let new = self.playing_for != Some(seat);
        if new {
            log::info!("the turn clock ran out for {seat:?}: a computer plays that turn");
        }
        self.playing_for = Some(seat);
        self.turn = None;
        if let Err(refusal) = self.want(table, seat, step, play, now, outcome) {
            log::warn!(
                "the turn of {seat:?} could not be played when its clock ran out: {refusal}"
            );
            return;
        }
        if new {
            outcome.ran_out.push(seat);
            self.count_timeout(table, seat, now, outcome);
        }
    }

    /// One more turn of `seat` ran out: its guest's count in a row goes up, and at
    /// [`TIMEOUTS_TO_STAND_IN`] a computer plays its seats until it is back.
    fn count_timeout(&mut self, table: &mut Table, seat: Seat, now: f64, outcome: &mut Outcome) {
        let Some(peer) = self.peer_at(seat).cloned() else {
            return;
        };
        let Some(guest) = self.guests.get_mut(&peer) else {
            return;
        };
        guest.timeouts += 1;
        if guest.timeouts < TIMEOUTS_TO_STAND_IN {
            return;
        }
        guest.timeouts = 0;
        guest.away = true;
        let seats = guest.seats.clone();
        log::info!(
            "guest {peer} let {TIMEOUTS_TO_STAND_IN} turns run out: a computer plays {seats:?} \
             until it is back"
        );
        for seat in seats {
            self.stood_in.insert(seat, STAND_IN);
        }
        self.reseat(table, now, outcome);
    }

    /// The guest acted on its own: its timeouts in a row start again.
    pub(super) fn acted(&mut self, peer: &PeerId) {
        if let Some(guest) = self.guests.get_mut(peer) {
            guest.timeouts = 0;
        }
    }

    /// The guest says it is back at its screen ([`crate::ToHost::Back`]): the computer
    /// that plays its seats since the clock ran out too often gives them back, at a turn
    /// that is not theirs.
    pub(super) fn back(
        &mut self,
        table: &mut Table,
        peer: &PeerId,
        now: f64,
        outcome: &mut Outcome,
    ) -> Result<Handled, Refusal> {
        let guest = self.guests.get_mut(peer).ok_or(Refusal::NotSeated)?;
        if !guest.away {
            return Ok(Handled::Quiet);
        }
        guest.away = false;
        guest.allowed = true;
        log::info!("guest {peer} is back at its screen");
        self.return_guests(table, now, outcome);
        Ok(Handled::Accepted)
    }
}
