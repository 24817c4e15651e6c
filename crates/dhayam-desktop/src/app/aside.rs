//! A game in progress here put aside by New game: the setup screen shows with the way
//! back (and Esc), the game waits, and only a new game's start ends it, after asking.

use super::{DhayamApp, Screen};

/// Where the game in progress here is while the setup screen shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum Aside {
    /// On the board (or there is none).
    #[default]
    No,
    /// Put aside by New game: the setup screen offers the way back.
    Yes,
    /// Put aside, and "End the game in progress?" is asked.
    Asking,
}

impl Aside {
    /// Whether the game is put aside (asked about or not).
    pub(super) fn is_set(self) -> bool {
        self != Aside::No
    }
}

impl DhayamApp {
    /// Shows the game: the one put aside by New game comes back to the board (while no
    /// table across computers is on the screen).
    pub(super) fn back_to_game(&mut self) {
        if self.across.at.is_none() {
            self.aside = Aside::No;
        }
        self.screen = Screen::Game;
    }

    /// Whether the app's own game is put aside while its setup screen shows (never while
    /// a table across computers is on the screen).
    pub(super) fn own_game_aside(&self) -> bool {
        self.aside.is_set() && self.across.at.is_none()
    }

    /// Starts the setup screen's game (only from the setup screen: not from the join
    /// form, a lobby or a game). Over a game put aside, "End the game in progress?" is
    /// asked first, unless `confirmed` (the answer); a table for friends leaves it aside.
    pub(super) fn start_from_setup(&mut self, confirmed: bool) {
        if !self.setting_up() {
            return;
        }
        let hosting = self.choice_has_remote_seats();
        if self.aside.is_set() && !hosting && !confirmed {
            self.aside = Aside::Asking;
            return;
        }
        if confirmed && self.aside != Aside::Asking {
            return;
        }
        self.keep_game();
        self.setup_error = None;
        if hosting {
            self.host_table();
            return;
        }
        let ending = std::mem::take(&mut self.aside);
        self.send_to_table(self.choice.start_command());
        // Refused: the game put aside is still the table's, and still aside.
        if ending.is_set() && self.setup_error.is_some() {
            self.aside = Aside::Yes;
        }
    }

    /// "End the game in progress?" is answered Keep (or Esc): the game stays aside.
    pub(super) fn keep_game(&mut self) {
        if self.aside == Aside::Asking {
            self.aside = Aside::Yes;
        }
    }
}
