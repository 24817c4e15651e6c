//! What the table does by itself: computer seats' throws and decisions, hints, and a
//! person's only move.

use dhayam_core::{Move, Phase};
use dhayam_store::PlayerKind;

use super::Table;
use crate::effect::{Effect, Tell};
use crate::pace::{computer_seconds, step_seconds};
use crate::{Purpose, Stamp, ThinkRequest, decision_seed};

impl Table {
    pub(super) fn ask_hint(&mut self, effects: &mut Vec<Effect>) {
        if !self.person_to_move() || self.hint_pending.is_some() || self.hint.is_some() {
            return;
        }
        let (Some(session), Some(stamp)) = (&self.session, self.stamp()) else {
            return;
        };
        self.hint_pending = Some(stamp);
        effects.push(Effect::Think(ThinkRequest {
            stamp,
            purpose: Purpose::Hint,
            level: dhayam_ai::Level::Hard,
            seed: decision_seed(session.saved().started() ^ 0x6869_6e74, stamp.step),
            game: session.game().clone(),
        }));
    }

    pub(super) fn answer(
        &mut self,
        stamp: Stamp,
        purpose: Purpose,
        chosen: Option<Move>,
        now: f64,
        effects: &mut Vec<Effect>,
    ) {
        match purpose {
            Purpose::Play => {
                if self.thinking != Some(stamp) || self.stamp() != Some(stamp) {
                    return;
                }
                self.thinking = None;
                if let Some(mv) = chosen {
                    self.play(mv, now, effects);
                } else {
                    Self::tell(Tell::ComputerFailed, None, now, effects);
                    self.play_first_move(now, effects);
                }
            }
            Purpose::Tutor(_) => log::warn!("a tutor's look came back as a decision"),
            Purpose::Hint => {
                if self.hint_pending != Some(stamp) || self.stamp() != Some(stamp) {
                    return;
                }
                self.hint_pending = None;
                if let Some(mv) = chosen {
                    self.hint = Some(mv);
                    self.marked = Some(mv);
                    // Throw first: show the hint among the moves of its pooled value.
                    self.chosen_value = Some(mv.value);
                }
            }
        }
    }

    /// How long to wait before acting by itself, or `None` when the table waits for a
    /// person or for a computer's decision.
    pub(super) fn auto_delay(&self) -> Option<f64> {
        if self.thinking.is_some() || self.awaits_host() || self.closed {
            return None;
        }
        let session = self.session.as_ref()?;
        let seat = session.seat_to_act()?;
        if session.is_computer(seat) {
            return Some(computer_seconds(self.settings.computer_pace));
        }
        if !session.is_here(seat) {
            return None;
        }
        let single = matches!(session.game().phase(), Phase::AwaitingMove(_))
            && only_play(&session.game().legal_moves()).is_some()
            && self.hold_auto_at != Some(session.step());
        (single && self.settings.auto_play_forced)
            .then(|| step_seconds(self.settings.animation) * 2.0)
    }

    /// Throws for a computer seat or asks for its move; plays a person's only move.
    pub(super) fn act_by_itself(&mut self, now: f64, effects: &mut Vec<Effect>) {
        let (Some(session), Some(stamp)) = (&self.session, self.stamp()) else {
            return;
        };
        let Some(seat) = session.seat_to_act() else {
            return;
        };
        let level = match session.player(seat).map(|p| p.kind) {
            Some(PlayerKind::Computer(level)) => Some(level),
            _ => None,
        };
        match (session.game().phase(), level) {
            (Phase::AwaitingThrow(_), Some(_)) => self.throw(now, effects),
            (Phase::AwaitingMove(_), Some(level)) => {
                self.thinking = Some(stamp);
                effects.push(Effect::Think(ThinkRequest {
                    stamp,
                    purpose: Purpose::Play,
                    level,
                    seed: decision_seed(session.saved().started(), stamp.step),
                    game: session.game().clone(),
                }));
            }
            (Phase::AwaitingMove(_), None) => {
                if let Some(mv) = only_play(&session.game().legal_moves()) {
                    // Said before it is played, so the notice shows with the move.
                    Self::tell(Tell::OnlyMove { seat, mv }, Some(seat), now, effects);
                    self.play(mv, now, effects);
                }
            }
            _ => {}
        }
    }

    /// A computer seat whose decision failed still plays: its first legal move.
    pub(super) fn play_first_move(&mut self, now: f64, effects: &mut Vec<Effect>) {
        if let Some(mv) = self
            .session
            .as_ref()
            .and_then(|s| s.game().legal_moves().first().copied())
        {
            self.play(mv, now, effects);
        }
    }
}

/// The one play among `moves`, when they all come to the same (one move, or the same
/// value from the same place by pawns standing together): the lowest-numbered pawn's.
pub(super) fn only_play(moves: &[Move]) -> Option<Move> {
    let first = *moves.first()?;
    moves.iter().all(|m| m.same_play(&first)).then_some(first)
}
