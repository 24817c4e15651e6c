//! A throw and a move at the table: made here, or asked of the host across computers.

use dhayam_core::{Event, Move};

use super::{Mode, Table};
use crate::effect::{Effect, Tell, Want};
use crate::pace::roll_seconds;
use crate::plan_dice_cues;

impl Table {
    pub(super) fn throw(&mut self, now: f64, effects: &mut Vec<Effect>) {
        let Some(session) = self.session.as_mut() else {
            return;
        };
        let seat = session.game().turn();
        let dice = match &mut self.mode {
            Mode::ThrowsHere(dice) => dice,
            Mode::Hosts { .. } => {
                self.call_throw(effects);
                return;
            }
            Mode::FollowsHost { .. } => {
                self.ask(Want::Throw, effects);
                return;
            }
        };
        let throw = match dice.throw(session.game().variant().throw_kind()) {
            Ok(throw) => throw,
            Err(error) => {
                log::error!("no throw: {error}");
                Self::tell(Tell::NoThrow(error), None, now, effects);
                return;
            }
        };
        let thrown = session.throw(throw);
        self.thrown(seat, throw, thrown, now, effects);
    }

    /// What follows a throw the rules took (or refused): the dice roll with their sound,
    /// then the throw's events.
    pub(super) fn thrown(
        &mut self,
        seat: dhayam_core::Seat,
        throw: dhayam_core::Throw,
        thrown: Result<Vec<Event>, dhayam_core::GameError>,
        now: f64,
        effects: &mut Vec<Effect>,
    ) {
        match thrown {
            Ok(events) => {
                let until = now + roll_seconds(self.settings.animation);
                self.roll_until = until;
                effects.push(Effect::Roll {
                    seat,
                    throw,
                    start: now,
                    until,
                });
                effects.push(Effect::Sound(plan_dice_cues(throw.kind(), now, until)));
                self.after(&events, now, effects);
            }
            Err(error) => Self::tell(Tell::Refused(error), None, now, effects),
        }
    }

    /// Plays `mv` for the seat to move, once the tutor has looked at a person's move.
    pub(super) fn play(&mut self, mv: Move, now: f64, effects: &mut Vec<Effect>) {
        if self.tutor_wants_a_look(mv) {
            self.ask_tutor(mv, effects);
            return;
        }
        self.play_checked(mv, now, effects);
    }

    /// Plays `mv` for the seat to move, the tutor done with it.
    pub(super) fn play_checked(&mut self, mv: Move, now: f64, effects: &mut Vec<Effect>) {
        if matches!(self.mode, Mode::FollowsHost { .. }) {
            let legal = self
                .session
                .as_ref()
                .is_some_and(|s| s.game().legal_moves().contains(&mv));
            if legal {
                self.ask(Want::Play(mv), effects);
            } else {
                log::warn!("not asked for: {mv:?} is not a legal move");
            }
            return;
        }
        self.apply_move(mv, now, effects);
    }

    pub(super) fn apply_move(&mut self, mv: Move, now: f64, effects: &mut Vec<Effect>) {
        let Some(session) = self.session.as_mut() else {
            return;
        };
        let (step, seat) = (session.step(), session.game().turn());
        match session.play(mv) {
            Ok(events) => {
                self.told_played(
                    step,
                    dhayam_core::Action::Move(seat, mv),
                    dhayam_core::fair::Made::default(),
                    effects,
                );
                self.after(&events, now, effects);
            }
            Err(error) => Self::tell(Tell::Refused(error), None, now, effects),
        }
    }
}
