//! Which screen the window shows, decided in one place from the app's state.

use super::DhayamApp;

/// The screens besides the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Screen {
    /// The setup screen, the offer to resume, or the board.
    #[default]
    Game,
    /// Finished games and their replays.
    History,
    /// Players' results and the dice.
    Statistics,
    /// Puzzles from the player's games.
    Practice,
    /// A position set up and analysed.
    Analysis,
}

/// What the window shows. [`Screen`] is where the player went with the menu (the game,
/// History or Statistics); on the game's screen this says which of its faces shows.
///
/// | shown        | entered by                                        | left by                                   |
/// |--------------|---------------------------------------------------|-------------------------------------------|
/// | `Setup`      | the first start; New game (the game put aside); a game or table ended or left | Start game; Join a table; a kept table reopened |
/// | `Join`       | Join a table (a join code or a table nearby)      | joining (to `Lobby`); Back                |
/// | `Lobby`      | hosting or joining a table whose game has not begun | the game's start (`Playing`); leaving    |
/// | `Resume`     | a saved game found at start                       | Resume (`Playing`) or New game (`Setup`)  |
/// | `Playing`    | Start game; Resume; a table's game beginning; Back to the game | New game; leaving a table; the menu's History or Statistics |
/// | `History`    | the menu's History                                | the menu; Back to the game                |
/// | `Statistics` | the menu's Statistics                             | the menu; Back to the game                |
/// | `Practice`   | the menu's Practice                               | the menu; Back to the game                |
/// | `Analysis`   | the menu's Analysis; a replay's Analyse           | the menu; Back to the game                |
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    /// The new-game form.
    Setup,
    /// The form to join a table on another computer.
    Join,
    /// A table across computers before its game begins.
    Lobby,
    /// The offer to resume the saved game.
    Resume,
    /// The board of the game in progress (a table's too).
    Playing,
    /// Finished games and their replays.
    History,
    /// Players' results and the dice.
    Statistics,
    /// Puzzles from the player's games.
    Practice,
    /// The analysis board.
    Analysis,
}

impl DhayamApp {
    /// What the window shows now.
    pub fn shown(&self) -> Shown {
        match self.screen {
            Screen::History => Shown::History,
            Screen::Statistics => Shown::Statistics,
            Screen::Practice => Shown::Practice,
            Screen::Analysis => Shown::Analysis,
            Screen::Game => self.game_face(),
        }
    }

    /// What the game's screen shows, or would on coming back to it from History or
    /// Statistics.
    pub(super) fn game_face(&self) -> Shown {
        if let Some(at) = &self.across.at {
            return if at.networked.table().session().is_some() {
                Shown::Playing
            } else {
                Shown::Lobby
            };
        }
        let table = &self.table;
        let free = table.session().is_none() || self.aside.is_set();
        if self.across.join.open && free && table.offer().is_none() {
            Shown::Join
        } else if table.offer().is_some() {
            Shown::Resume
        } else if free {
            // No game, or the game at this computer put aside by New game.
            Shown::Setup
        } else {
            Shown::Playing
        }
    }
}
