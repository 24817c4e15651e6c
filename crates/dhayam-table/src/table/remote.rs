//! A table whose game is played across computers: what its seats want goes out, what the
//! host decided comes in.

use dhayam_core::Action;
use dhayam_core::fair::Part;
use dhayam_store::Settings;

use super::{Mode, Table};
use crate::effect::{Effect, Intent, Want};

impl Table {
    /// A table for a game played across computers: it throws and moves nothing by itself.
    /// What the seats played here want comes out as [`Effect::Intent`]; what the host
    /// decides comes in as [`Command::Step`], positions as [`Command::Sync`].
    pub fn networked(settings: Settings) -> Table {
        Table::assemble(settings, None, Mode::FollowsHost { asked: None })
    }

    /// Games started at this table are dated `seconds` since the Unix epoch instead of
    /// now. The computers' decisions are seeded by a game's start, so a tool or a test
    /// whose seed must decide the whole game, whatever the clock says, dates its table.
    pub fn dated(mut self, seconds: u64) -> Table {
        self.date = Some(seconds);
        self
    }

    /// Whether this table's game is played across computers.
    pub fn is_networked(&self) -> bool {
        matches!(self.mode, Mode::FollowsHost { .. })
    }

    /// Whether a wish of this table's seats went to the host and awaits its step.
    pub(super) fn awaits_host(&self) -> bool {
        matches!(self.mode, Mode::FollowsHost { asked: Some(_) })
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
    pub(super) fn step(
        &mut self,
        action: Action,
        parts: Vec<Part>,
        now: f64,
        effects: &mut Vec<Effect>,
    ) {
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
        if let Mode::FollowsHost { asked } = &mut self.mode {
            *asked = None;
        }
        match action {
            Action::Throw(seat, throw) => {
                let thrown = session.throw_proven(throw, parts);
                self.thrown(seat, throw, thrown, now, effects);
            }
            Action::Move(_, mv) => self.apply_move(mv, now, effects),
        }
    }
}
