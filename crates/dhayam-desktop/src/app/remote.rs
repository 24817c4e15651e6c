//! Hosting and joining a table across computers: the app's table is handed over to a
//! networked one, and back when the table is left.

use std::sync::Arc;

use dhayam_store::PlayerKind;
use dhayam_table::Command as TableCommand;

use super::{DhayamApp, Screen};
use crate::network::{
    AtTable, Closed, JoinedTable, Kept, Leaving, Looking, RemoteError, Start, find_code,
};
use crate::screens::setup::BackTo;
use dhayam_ai::Level;
use dhayam_net::link::{LinkError, Reach};
use dhayam_net::{HostCommand, Role};

/// The most the window waits, as it closes, for a guest's connection to close after its
/// `Leave` (on loopback the host closes it within a millisecond or two). The `Leave` is on
/// its way before that; what is left goes on while the program ends.
const CLOSE_WAIT_MS: u64 = 20;

impl DhayamApp {
    /// Whether the setup screen's choice has seats for friends on other computers.
    pub(super) fn choice_has_remote_seats(&self) -> bool {
        let TableCommand::Start { setup, players, .. } = self.choice.start_command() else {
            return false;
        };
        players
            .iter()
            .any(|p| setup.seats.contains(&p.seat) && p.kind == PlayerKind::Remote)
    }

    /// Opens the setup screen's game as a table for friends on other computers.
    pub(super) fn host_table(&mut self) {
        let TableCommand::Start { setup, players, .. } = self.choice.start_command() else {
            return;
        };
        let players: Vec<dhayam_store::SeatPlayer> = players
            .into_iter()
            .filter(|p| setup.seats.contains(&p.seat))
            .collect();
        // Shown nearby under the first person's name here, unless the switch is off.
        let shown_as = self
            .preferences
            .tables_nearby
            .then(|| self.nearby_name(&players));
        let Some(reach) = self.reach_or_say() else {
            return;
        };
        let wake = self.wake();
        let start = Start {
            setup,
            players,
            settings: self.table().settings().clone(),
        };
        match AtTable::host(start, reach, shown_as, wake, self.kept()) {
            Ok(at) => {
                log::info!("hosting a table ({reach:?})");
                self.go_networked(at);
            }
            Err(error) => self.remote_failed(&error),
        }
    }

    /// The name computers nearby see a table hosted here under: the first person's at this
    /// computer, or the player's own (a table of computers and friends), or no name at all.
    fn nearby_name(&self, players: &[dhayam_store::SeatPlayer]) -> String {
        let person = players
            .iter()
            .filter(|p| p.kind == PlayerKind::Human)
            .map(|p| p.name.trim().to_owned())
            .find(|name| !name.is_empty());
        let own = crate::SetupChoice::own_name(self.table().settings());
        match person.or_else(|| (!own.trim().is_empty()).then_some(own)) {
            Some(name) => self
                .words
                .tr("nearby-table-name", &[("name", name.as_str().into())]),
            None => self.words.text("nearby-table-unnamed"),
        }
    }

    /// Opens the table this computer hosted again, from its autosave.
    pub(super) fn reopen_table(&mut self) {
        let Some(reach) = self.reach_or_say() else {
            return;
        };
        let settings = self.table().settings().clone();
        let wake = self.wake();
        match AtTable::reopen(reach, wake, self.kept(), settings, self.now) {
            Ok((at, effects)) => {
                self.go_networked(at);
                self.carry_out(effects);
            }
            Err(error) => self.remote_failed(&error),
        }
    }

    /// Goes back to the table this computer joined: the same code, name and dice secret.
    pub(super) fn rejoin_table(&mut self) {
        let Some(joined) = self.kept().joined() else {
            self.refresh_kept();
            return;
        };
        let Some(reach) = self.reach_or_say() else {
            return;
        };
        let wake = self.wake();
        let settings = self.table().settings().clone();
        match AtTable::join(&joined, reach, wake, self.kept(), settings) {
            Ok(at) => self.go_networked(at),
            Err(error) => self.remote_failed(&error),
        }
    }

    /// The host lets a computer play for the guest `peer` until it is back.
    pub(super) fn hand_over(&mut self, peer: &str) {
        let peer = peer.to_owned();
        self.tell_host(HostCommand::HandOver {
            peer,
            level: Level::Medium,
        });
    }

    /// What play across computers keeps in the data folder (nothing without one).
    pub(super) fn kept(&self) -> Kept {
        Kept::new(self.storage.as_ref().map(|s| s.store().dir()))
    }

    /// Looks again for a hosted or joined table to offer going back to.
    pub(super) fn refresh_kept(&mut self) {
        let kept = self.kept();
        self.across.kept = BackTo {
            hosted: kept.hosted().is_some(),
            joined: kept.joined().is_some(),
            game: false,
        };
    }

    /// How far a table hosted or joined now reaches (the settings' choice; `--loopback`
    /// wins), or `None` when the relay server named cannot be used, which is then said.
    fn reach_or_say(&mut self) -> Option<Reach> {
        let chosen = crate::network::chosen_reach(self.across.reach, &self.preferences);
        match chosen {
            Ok(reach) => Some(reach),
            Err(bad) => {
                self.remote_failed(&RemoteError::Link(LinkError::Relay(bad)));
                None
            }
        }
    }

    /// Joins the table of the code in the join form, as far as the settings say.
    pub(super) fn join_by_code(&mut self) {
        if let Some(reach) = self.reach_or_say() {
            self.join_table(reach, Role::Player);
        }
    }

    /// Watches the table of the code in the join form, as far as the settings say.
    pub(super) fn watch_by_code(&mut self) {
        if let Some(reach) = self.reach_or_say() {
            self.join_table(reach, Role::Watcher);
        }
    }

    /// Joins the table of the code in the join form (found in whatever text holds it; a
    /// text without one is kept in the field and the form says what is wrong), or picked
    /// from the tables nearby, reaching as far as `reach`, to play or to watch.
    pub(super) fn join_table(&mut self, reach: Reach, role: Role) {
        let form = &mut self.across.join;
        let code = match find_code(&form.code) {
            Ok(code) => code,
            Err(problem) => {
                log::info!("joining refused before dialling: {problem}");
                form.problem = Some(problem);
                return;
            }
        };
        form.code = code.to_string();
        form.problem = None;
        let name = dhayam_store::clean_name(&form.name);
        let wake = self.wake();
        let joined = JoinedTable::new(code.as_str(), &name);
        let settings = self.table().settings().clone();
        let at = match role {
            Role::Player => AtTable::join(&joined, reach, wake, self.kept(), settings),
            Role::Watcher => {
                AtTable::watch(code.as_str(), &name, reach, wake, self.kept(), settings)
            }
        };
        match at {
            Ok(at) => {
                self.across.join.open = false;
                self.across.nearby = Looking::Off;
                self.go_networked(at);
            }
            Err(error) => self.remote_failed(&error),
        }
    }

    /// The host starts the game once every open seat is taken.
    pub(super) fn start_hosted(&mut self) {
        self.tell_host(HostCommand::Start);
    }

    /// A decision of the host about the guest at `seat`, if a guest holds it.
    pub(super) fn about_guest(
        &mut self,
        seat: dhayam_core::Seat,
        command: impl FnOnce(String) -> HostCommand,
    ) {
        let peer = match self.across.at.as_ref().map(|at| &at.networked) {
            Some(dhayam_net::Networked::Hosted(hosted)) => hosted.host().peer_at(seat).cloned(),
            _ => None,
        };
        match peer {
            Some(peer) => self.tell_host(command(peer)),
            None => log::info!("no guest holds {seat:?}: nothing to decide"),
        }
    }

    /// A decision of the host about its table (nothing at a table joined).
    pub(super) fn tell_host(&mut self, command: HostCommand) {
        if let Some(at) = &mut self.across.at {
            let effects = at.networked.host(command, self.now);
            at.take_events();
            self.carry_out(effects);
        }
    }

    /// New game (the menu, Ctrl+N, the game-over screen): at a table across computers
    /// whose game is under way the player is asked first ("Leave the table?"); otherwise
    /// the table is left at once, and the setup screen shows.
    pub(super) fn new_game(&mut self) {
        self.screen = Screen::Game;
        if let Some(at) = &self.across.at {
            if at.under_way() {
                self.across.asking_to_leave = true;
                return;
            }
            self.leave_table(Leaving::Chosen);
        }
        // A game in progress here is put aside, not ended: the setup screen offers the
        // way back, and only a new game's start ends it (after asking).
        let in_progress = self.table.session().is_some_and(|s| !s.game().is_over());
        if in_progress && self.table.offer().is_none() {
            self.aside = super::aside::Aside::Yes;
            return;
        }
        self.send_to_table(TableCommand::Leave);
    }

    /// Leaves the table across computers (a guest tells its host; the host closes its
    /// table) and puts the app's own table back: the setup screen shows.
    pub(super) fn leave_table(&mut self, how: Leaving) -> Closed {
        self.across.asking_to_leave = false;
        let Some(mut at) = self.across.at.take() else {
            return Closed::done();
        };
        // What was said after the last game ended goes to the history with it.
        if let (Some(game), Some(storage)) = (at.talk_to_keep(), &self.storage) {
            storage.keep_talk(game);
        }
        // Settings changed meanwhile are kept.
        let settings = at.networked.table().settings().clone();
        let closed = at.leave(how);
        let _ = self
            .table
            .apply(TableCommand::ChangeSettings(settings), self.now);
        self.refresh_kept();
        self.view.clear();
        closed
    }

    /// The window is closing (eframe's `on_exit`; tests call it too): a guest tells its
    /// host it is gone, so the host need not wait for the connection to time out, waiting
    /// at most [`CLOSE_WAIT_MS`] for the connection to close, and goes back to its table
    /// when the window opens again. A host's table closes as the app ends.
    pub fn window_closing(&mut self) {
        let joined = self.across.at.as_ref().is_some_and(|at| !at.hosting());
        if joined {
            let closed = self.leave_table(Leaving::Closing);
            let wait = std::time::Duration::from_millis(CLOSE_WAIT_MS);
            if !closed.wait(wait) {
                log::info!("the connection to the host closes after the window");
            }
        }
    }

    /// Goes back to the table joined at the first frame when the window was closed (or
    /// crashed) while joined.
    pub(super) fn rejoin_if_closed_while_joined(&mut self) {
        if std::mem::take(&mut self.across.rejoin_at_start) && self.across.at.is_none() {
            log::info!("going back to the table joined before the window closed");
            self.rejoin_table();
        }
    }

    /// Whether the setup screen is showing: no game, none offered, no table across
    /// computers, no join form.
    pub(super) fn setting_up(&self) -> bool {
        self.game_face() == super::shown::Shown::Setup
    }

    /// The join code of the table this app hosts, if it hosts one.
    pub fn join_code(&self) -> Option<&str> {
        self.across
            .at
            .as_ref()
            .and_then(|at| at.view.code.as_deref())
    }

    fn go_networked(&mut self, at: AtTable) {
        self.across.error = None;
        self.across.at = Some(at);
        self.view.clear();
    }

    fn remote_failed(&mut self, error: &RemoteError) {
        log::warn!("playing across computers failed: {error}");
        self.across.error = Some(crate::i18n::errors::remote_error(&self.words, error));
    }

    /// Wakes the window when the network has something (a hidden one too: see `logic`).
    pub(super) fn wake(&self) -> dhayam_net::link::Wake {
        let window = Arc::clone(&self.window);
        let heard = self.across.heard.clone();
        Arc::new(move || {
            heard.set();
            if let Some(ctx) = window.get() {
                ctx.request_repaint();
            }
        })
    }
}
