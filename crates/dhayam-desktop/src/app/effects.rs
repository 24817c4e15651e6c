//! The one place the table's effects are carried out: animations, sounds, notices,
//! computer decisions, saves and settings.

use std::collections::VecDeque;

use dhayam_store::Settings;
use dhayam_table::{Command as TableCommand, Effect, Tell};

use super::{DhayamApp, Thinking};
use crate::Words;
use crate::board::animation::Roll;
use crate::board::celebration::Crowning;
use crate::platform::Storage;

impl DhayamApp {
    /// Hands `command` to the table and carries out what it asks, computer answers included.
    pub(super) fn send_to_table(&mut self, command: TableCommand) {
        let effects = self.apply_to_table(command);
        self.carry_out(effects);
    }

    /// Hands `command` to the table on the screen: the one across computers while there
    /// is one (what the network said is taken in), else the app's own.
    pub(super) fn apply_to_table(&mut self, command: TableCommand) -> Vec<Effect> {
        match &mut self.across.at {
            Some(at) => {
                let effects = at.networked.apply(command, self.now);
                at.take_events();
                effects
            }
            None => self.table.apply(command, self.now),
        }
    }

    /// Carries out the table's effects.
    pub(super) fn carry_out(&mut self, effects: Vec<Effect>) {
        let mut queue = VecDeque::from(effects);
        while let Some(effect) = queue.pop_front() {
            match effect {
                Effect::NewPosition => self.view.clear(),
                Effect::Roll {
                    seat,
                    throw,
                    start,
                    until,
                } => {
                    self.view.roll = Some(Roll {
                        seat,
                        throw,
                        start,
                        until,
                        reduced: self.table().settings().reduced_motion,
                    });
                }
                Effect::Animate(motions) => {
                    let (board, pawns) = self
                        .session()
                        .map_or((&dhayam_core::Board::DHAYAM, 4), |s| {
                            (s.game().board(), s.game().pawns_per_player())
                        });
                    let reduced = self.table().settings().reduced_motion;
                    self.view.animate(motions, board, pawns, reduced);
                }
                Effect::Sound(cues) => self.sounds.play(&cues, self.now),
                Effect::Tell(notice) => {
                    // In a team game the first player home is not crowned: the team is,
                    // once both partners are home ([`DhayamApp::crown_winning_team`]).
                    let teams = self.session().is_some_and(|s| s.game().is_team_game());
                    if let (Tell::King(seat), false) = (&notice.tell, teams) {
                        let start = self.after_last_arrival(notice.from);
                        self.view.crowning =
                            Some(Crowning::new(*seat, start, self.table().settings()));
                    }
                    self.view.notice = Some(notice);
                }
                // Only a networked table wishes, plays for guests or calls a throw; its
                // driver carries those out before the window sees its effects.
                Effect::Intent(_) | Effect::Played { .. } | Effect::CallThrow { .. } => {
                    log::warn!("the window was handed what a table's driver carries out");
                }
                Effect::Think(request) => match &mut self.thinking {
                    Thinking::Threads(thinker) => thinker.start(request),
                    // At once, through the same way as a click (at a hosted table, the host
                    // checks and sends it).
                    Thinking::Inline => {
                        let answer = request.answer();
                        queue.extend(self.apply_to_table(answer));
                    }
                },
                // A game across computers is not offered for resuming alone: its seats
                // for friends would wait for ever. It goes to the history when it ends.
                Effect::Save(_) if self.across.at.is_some() => {}
                Effect::Save(game) => {
                    if let Some(storage) = &self.storage {
                        storage.save(game);
                    }
                }
                Effect::Finish(game) => {
                    // A game across computers keeps what was said at its table.
                    let game = match &mut self.across.at {
                        Some(at) => at.finished(game),
                        None => game,
                    };
                    self.tell_store(|s, w| s.finish(&game, w));
                }
                Effect::Discard => self.tell_store(Storage::discard_current),
                Effect::SaveSettings(table) => {
                    let preferences = self.preferences.clone();
                    self.tell_store(|s, w| s.save_settings(&Settings { table, preferences }, w));
                }
                Effect::StartRefused(error) => {
                    log::warn!("a game could not start: {error}");
                    let why = crate::i18n::errors::start_error(&self.words, &error);
                    self.setup_error = Some(
                        self.words
                            .tr("error-cannot-start", &[("error", why.into())]),
                    );
                }
            }
        }
        self.crown_winning_team();
    }

    /// When the last pawn under way has arrived, and not before `from`: when a
    /// celebration starts.
    fn after_last_arrival(&self, from: f64) -> f64 {
        self.view
            .motions
            .last_arrival()
            .map_or(from, |end| end.max(from))
    }

    /// Crowns the winning team of a team game once it is over with both partners home
    /// (a frozen board crowns nobody, as without teams): both partners' crowns and the
    /// garland, and a notice naming the team.
    fn crown_winning_team(&mut self) {
        if self.view.crowning.is_some() {
            return;
        }
        let Some((winner, partner)) = self.session().and_then(|session| {
            let game = session.game();
            let winner = game
                .winner()
                .filter(|_| game.is_team_game() && game.is_over())?;
            Some((winner, game.partner(winner)))
        }) else {
            return;
        };
        let start = self.after_last_arrival(self.now);
        let crowning = Crowning::new(winner, start, self.table().settings());
        self.view.crowning = Some(crowning.with_partner(partner));
        let tell = Tell::King(winner);
        self.view.notice = Some(dhayam_table::Notice {
            until: start + dhayam_table::pace::notice_seconds(&tell),
            tell,
            seat: Some(winner),
            from: start,
        });
    }

    pub(super) fn tell_store(&mut self, act: impl FnOnce(&Storage, &Words) -> Option<String>) {
        if let Some(message) = self.storage.as_ref().and_then(|s| act(s, &self.words)) {
            self.messages.push(message);
        }
    }
}
