//! A table whose game is played across computers: what its seats want goes out, what the
//! host decided comes in.

use dhayam_core::Action;
use dhayam_core::fair::Made;
use dhayam_store::TableSettings;

use super::{Mode, Table};
use crate::effect::{Effect, Intent, Want};

impl Table {
    /// A table for a game played across computers: it throws and moves nothing by itself.
    /// What the seats played here want comes out as [`Effect::Intent`]; what the host
    /// decides comes in as [`Command::Step`], positions as [`Command::Sync`].
    pub fn networked(settings: TableSettings) -> Table {
        Table::assemble(settings, None, Mode::FollowsHost { asked: None })
    }

    /// Games started at this table are dated `seconds` since the Unix epoch instead of
    /// now. The computers' decisions are seeded by a game's start, so a tool or a test
    /// whose seed must decide the whole game, whatever the clock says, dates its table.
    pub fn dated(mut self, seconds: u64) -> Table {
        self.date = Some(seconds);
        self
    }

    /// The host's table of a game played across computers, the one true game: it plays
    /// its seats' moves at once (told as [`Effect::Played`]) and calls for their throws
    /// ([`Effect::CallThrow`]), which come in as [`Command::Step`] with what went into them, as do
    /// the guests' moves once checked; whole positions come in as [`Command::Sync`].
    pub fn hosting(settings: TableSettings) -> Table {
        Table::assemble(settings, None, Mode::Hosts { called: None })
    }

    /// Whether this table's game is played across computers (hosted or followed).
    pub fn is_networked(&self) -> bool {
        !matches!(self.mode, Mode::ThrowsHere(_))
    }

    /// Whether this is the host's table of a game across computers.
    pub fn is_hosting(&self) -> bool {
        matches!(self.mode, Mode::Hosts { .. })
    }

    /// Whether a throw or wish of this table's seats awaits the host's step.
    pub(super) fn awaits_host(&self) -> bool {
        matches!(
            self.mode,
            Mode::FollowsHost { asked: Some(_) } | Mode::Hosts { called: Some(_) }
        )
    }

    /// The host's table: calls for the throw of the seat to act, once per step.
    pub(super) fn call_throw(&mut self, effects: &mut Vec<Effect>) {
        let (Some(session), Some(stamp)) = (&self.session, self.stamp()) else {
            return;
        };
        let Some(seat) = session.seat_to_act() else {
            return;
        };
        let Mode::Hosts { called } = &mut self.mode else {
            return;
        };
        if *called == Some(stamp) {
            return;
        }
        *called = Some(stamp);
        effects.push(Effect::CallThrow {
            seat,
            step: stamp.step,
        });
    }

    /// The host's table tells what it played at `step`, for the guests.
    pub(super) fn told_played(
        &self,
        step: usize,
        action: Action,
        made: Made,
        effects: &mut Vec<Effect>,
    ) {
        if self.is_hosting() {
            effects.push(Effect::Played { step, action, made });
        }
    }

    /// Sends the host what the seat to act wants, once per step.
    pub(super) fn ask(&mut self, want: Want, effects: &mut Vec<Effect>) {
        let (Some(session), Some(stamp)) = (&self.session, self.stamp()) else {
            return;
        };
        let Some(seat) = session.seat_to_act() else {
            return;
        };
        let Mode::FollowsHost { asked } = &mut self.mode else {
            return;
        };
        if *asked == Some(stamp) {
            return;
        }
        *asked = Some(stamp);
        effects.push(Effect::Intent(Intent {
            seat,
            step: stamp.step,
            want,
        }));
    }

    /// Applies a throw or move the host decided.
    pub(super) fn step(&mut self, action: Action, made: Made, now: f64, effects: &mut Vec<Effect>) {
        let Some(session) = self.session.as_mut() else {
            return;
        };
        if session.seat_to_act() != Some(action.seat()) {
            log::warn!(
                "refused a step for {:?}: it is not that seat's turn",
                action.seat()
            );
            return;
        }
        self.mode.answered();
        match action {
            Action::Throw(seat, throw) => {
                let step = session.step();
                let thrown = session.throw_proven(throw, made.clone());
                if thrown.is_ok() {
                    self.told_played(step, action, made, effects);
                }
                self.thrown(seat, throw, thrown, now, effects);
            }
            Action::Move(_, mv) => self.apply_move(mv, now, effects),
        }
    }
}
