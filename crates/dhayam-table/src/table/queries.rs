//! What the front end may ask the table: the game, who is to act, the moves a person may
//! make, the hint, and when the table wants time to pass.

use dhayam_core::{Move, MoveList, Phase, Seat, Stuck};
use dhayam_store::{SavedGame, TableSettings};

use super::Table;
use crate::Session;

impl Table {
    /// The settings in use.
    pub fn settings(&self) -> &TableSettings {
        &self.settings
    }

    /// The game being played, if any.
    pub fn session(&self) -> Option<&Session> {
        self.session.as_ref()
    }

    /// The unfinished game offered for resuming, if any.
    pub fn offer(&self) -> Option<&SavedGame> {
        self.offer.as_ref()
    }

    /// Whether a person at this table is to act in a running game (not while the tutor
    /// looks at their move or asks about it).
    pub fn person_to_act(&self) -> bool {
        !self.closed
            && !self.awaits_host()
            && !self.tutor_busy()
            && self
                .session
                .as_ref()
                .and_then(|s| s.seat_to_act().map(|seat| s.is_here(seat)))
                .unwrap_or(false)
    }

    /// Whether a person is to throw now.
    pub fn person_to_throw(&self) -> bool {
        self.person_to_act() && self.phase_is(|p| matches!(p, Phase::AwaitingThrow(_)))
    }

    /// Whether a person is to move now (and so may ask for a hint).
    pub fn person_to_move(&self) -> bool {
        self.person_to_act() && self.phase_is(|p| matches!(p, Phase::AwaitingMove(_)))
    }

    fn phase_is(&self, test: impl Fn(Phase) -> bool) -> bool {
        self.session
            .as_ref()
            .is_some_and(|s| test(s.game().phase()))
    }

    /// The moves the person to act may make now: the legal moves, narrowed to the chosen
    /// pooled value when it has any. Empty when no person is to move.
    pub fn person_moves(&self) -> MoveList {
        let Some(session) = self.session.as_ref().filter(|_| self.person_to_act()) else {
            return MoveList::new();
        };
        let moves = session.game().legal_moves();
        match self
            .chosen_value
            .filter(|v| moves.iter().any(|m| m.value == *v))
        {
            Some(value) => moves.into_iter().filter(|m| m.value == value).collect(),
            None => moves,
        }
    }

    /// Why the person to move cannot move their pawn `number` (their partner's, once they
    /// have finished in a team game) with the value they are to spend (the chosen pooled
    /// value, or the first): the pawn's seat, the value and the reason.
    /// `None` when it can, or when no person is to move.
    pub fn why_stuck(&self, number: u8) -> Option<(Seat, u8, Stuck)> {
        let value = self.value_to_spend()?;
        let game = self.session.as_ref()?.game();
        // A finished player of a team game moves its partner's pawns.
        let seat = game.plays_for(game.turn());
        Some((seat, value, game.why_stuck(seat, number, value)?))
    }

    /// The value the person to move spends next: the chosen pooled value, or the first.
    /// `None` when no person is to move.
    pub fn value_to_spend(&self) -> Option<u8> {
        if !self.person_to_move() {
            return None;
        }
        let game = self.session.as_ref()?.game();
        self.chosen_value
            .filter(|v| game.pool().any(|p| p == *v))
            .or_else(|| game.pool().next())
    }

    /// The move marked with Tab or by a hint, played by Space or Enter.
    pub fn marked(&self) -> Option<Move> {
        self.marked
    }

    /// The move Hard suggested to the person to act, if asked.
    pub fn hint(&self) -> Option<Move> {
        self.hint
    }

    /// Whether Hard is thinking about a hint.
    pub fn hint_pending(&self) -> bool {
        self.hint_pending.is_some()
    }

    /// Whether a computer seat is thinking about its move.
    pub fn computer_thinking(&self) -> bool {
        self.thinking.is_some()
    }

    /// The pooled value chosen for the next move (throw first).
    pub fn chosen_value(&self) -> Option<u8> {
        self.chosen_value
    }

    /// Whether the dice still tumble at `now`.
    pub fn rolling(&self, now: f64) -> bool {
        now < self.roll_until
    }

    /// When the table next wants [`Table::tick`] called, if it will act by itself.
    pub fn next_wake(&self, now: f64) -> Option<f64> {
        self.auto_delay()?;
        let due = self.auto_due.unwrap_or(now);
        Some(due.max(self.settle_at))
    }
}
