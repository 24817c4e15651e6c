//! The tutor: before a person here plays a move that gives chance away, Hard's better move
//! and why, and the person's answer.

use dhayam_ai::Advice;
use dhayam_core::{Move, Seat};
use dhayam_store::PlayerKind;

use super::Table;
use super::auto::only_play;
use crate::effect::Effect;
use crate::{Purpose, Stamp, ThinkRequest, TutorReply, decision_seed};

/// The seed of the tutor's looks, with the step.
const TUTOR_SEED: u64 = 0x7475_746f;

/// Where the tutor is with the person's move.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) enum Tutoring {
    /// Nothing asked.
    #[default]
    Idle,
    /// Hard is looking at `mine` before it is played.
    Checking {
        /// When it was asked.
        stamp: Stamp,
        /// The move about to be played.
        mine: Move,
    },
    /// The question is up.
    Asking(TutorQuestion),
}

/// The tutor's question to the person to move: Hard would play another move. Play yours
/// anyway?
#[derive(Clone, Debug, PartialEq)]
pub struct TutorQuestion {
    /// Whose move it is.
    pub seat: Seat,
    /// Hard's better move, what the person's gives away, and why.
    pub advice: Advice,
}

impl Table {
    /// Whether the tutor looks at `mv` before it is played: the tutor is on, the seat to
    /// move is a person at this table, and the move is a real choice.
    pub(super) fn tutor_wants_a_look(&self, mv: Move) -> bool {
        let Some(session) = self.session.as_ref().filter(|_| self.settings.tutor) else {
            return false;
        };
        let seat = session.game().turn();
        let person = session
            .player(seat)
            .is_some_and(|p| matches!(p.kind, PlayerKind::Human));
        let moves = session.game().legal_moves();
        person
            && session.is_here(seat)
            && self.tutoring == Tutoring::Idle
            && moves.contains(&mv)
            && only_play(&moves).is_none()
    }

    /// Asks Hard to look at `mv`; it is played when the advice comes in.
    pub(super) fn ask_tutor(&mut self, mv: Move, effects: &mut Vec<Effect>) {
        let (Some(session), Some(stamp)) = (&self.session, self.stamp()) else {
            return;
        };
        self.tutoring = Tutoring::Checking { stamp, mine: mv };
        effects.push(Effect::Think(ThinkRequest {
            stamp,
            purpose: Purpose::Tutor(mv),
            level: dhayam_ai::Level::Hard,
            // The same position at the same step gets the same look, whenever the game began.
            seed: decision_seed(TUTOR_SEED, stamp.step),
            game: session.game().clone(),
        }));
    }

    /// Hard's advice is in: ask, or play the move when it is good enough.
    pub(super) fn advised(
        &mut self,
        stamp: Stamp,
        advice: Option<Advice>,
        now: f64,
        effects: &mut Vec<Effect>,
    ) {
        let Tutoring::Checking { stamp: asked, mine } = self.tutoring else {
            return;
        };
        if asked != stamp || self.stamp() != Some(stamp) {
            return;
        }
        let seat = self.session.as_ref().map(|s| s.game().turn());
        if let (Some(advice), Some(seat)) = (advice.filter(|a| a.mine == mine), seat) {
            self.marked = Some(advice.better);
            self.tutoring = Tutoring::Asking(TutorQuestion { seat, advice });
        } else {
            self.tutoring = Tutoring::Idle;
            self.play_checked(mine, now, effects);
        }
    }

    /// The person's answer to the question up.
    pub(super) fn tutor_reply(&mut self, reply: TutorReply, now: f64, effects: &mut Vec<Effect>) {
        let Tutoring::Asking(question) = std::mem::take(&mut self.tutoring) else {
            return;
        };
        let advice = question.advice;
        match reply {
            TutorReply::PlayMine => self.play_checked(advice.mine, now, effects),
            TutorReply::TakeHards => self.play_checked(advice.better, now, effects),
            TutorReply::StopAsking => {
                self.settings.tutor = false;
                effects.push(Effect::SaveSettings(self.settings.clone()));
                self.play_checked(advice.mine, now, effects);
            }
        }
    }

    /// The tutor's question to the person to move, while it is up.
    pub fn tutor_question(&self) -> Option<&TutorQuestion> {
        match &self.tutoring {
            Tutoring::Asking(question) => Some(question),
            Tutoring::Idle | Tutoring::Checking { .. } => None,
        }
    }

    /// Whether the tutor is looking at a move, or asking about it: the person's move waits.
    pub fn tutor_busy(&self) -> bool {
        self.tutoring != Tutoring::Idle
    }
}
