//! At a table across computers between games and beside them: watching a table, another
//! game at the same table, a watcher taking a seat, and the talk kept with each finished
//! game in the history.

use dhayam_core::Seat;
use dhayam_net::driver::{JoinPlan, Joined};
use dhayam_net::link::{Reach, Wake};
use dhayam_net::{DiceSecret, Guest, HostCommand, Networked};
use dhayam_store::{SavedGame, TableSettings};
use dhayam_table::{Effect, Table};

use super::{Again, AtTable, Kept, RemoteError};

/// A finished game at the table, and how many lines of its talk the history has.
#[derive(Clone, Debug)]
pub(super) struct Finished {
    game: SavedGame,
    number: u32,
    kept: usize,
}

impl AtTable {
    /// Watches the table of `code` under `name`: no seat, no part in the dice (a seat may
    /// be taken between games). Nothing is kept to go back to.
    pub fn watch(
        code: &str,
        name: &str,
        reach: Reach,
        wake: Wake,
        kept: Kept,
        settings: TableSettings,
    ) -> Result<AtTable, RemoteError> {
        let plan = JoinPlan {
            code: code.to_owned(),
            reach,
            wake,
        };
        let guest = Guest::watcher(name, DiceSecret::random(), kept.identity());
        let driver =
            Joined::join(guest, Table::networked(settings), plan).map_err(RemoteError::Link)?;
        let mut at = AtTable::new(Networked::Joined(Box::new(driver)), kept);
        at.view.part = super::Part::Watcher;
        Ok(at)
    }

    /// Whether the game at the table is over.
    pub fn over(&self) -> bool {
        self.networked
            .table()
            .session()
            .is_some_and(|s| s.game().is_over())
    }

    /// This computer's players play another game at the table: the host opens it (the
    /// same players, the first player moved on one seat); a guest says yes to it.
    pub fn play_again(&mut self, now: f64) -> Vec<Effect> {
        if !self.over() {
            return Vec::new();
        }
        let effects = match &mut self.networked {
            Networked::Hosted(_) => self.networked.host(HostCommand::NextGame, now),
            Networked::Joined(_) => {
                self.view.again = Again::Ready;
                self.networked.play_again(now)
            }
        };
        self.take_events();
        effects
    }

    /// A watcher takes `seat` (`None`: the first open one) for the next game.
    pub fn sit(&mut self, seat: Option<Seat>) {
        self.view.no_seat = false;
        self.networked.sit(seat.into_iter().collect());
    }

    /// A game at the table ended: it goes to the history with what was said at the table
    /// for it so far (more said before the next game follows it, [`AtTable::talk_to_keep`]).
    pub fn finished(&mut self, game: SavedGame) -> SavedGame {
        let number = self.view.lobby.game;
        let talk = self.view.talk.kept_for(number);
        let kept = talk.len();
        let game = game.with_talk(talk);
        self.finished = Some(Finished {
            game: game.clone(),
            number,
            kept,
        });
        game
    }

    /// The finished game again, when more was said for it since the history had it (the
    /// good games said after the end, until the next game opens).
    pub fn talk_to_keep(&mut self) -> Option<SavedGame> {
        let finished = self.finished.as_mut()?;
        if self.view.talk.kept_count(finished.number) == finished.kept {
            return None;
        }
        let talk = self.view.talk.kept_for(finished.number);
        finished.kept = talk.len();
        finished.game = finished.game.clone().with_talk(talk);
        Some(finished.game.clone())
    }
}
