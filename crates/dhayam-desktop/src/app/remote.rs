//! Hosting and joining a table across computers: the app's table is handed over to a
//! networked one, and back when the table is left.

use std::sync::Arc;

use dhayam_store::PlayerKind;
use dhayam_table::{Command as TableCommand, Table};

use super::{DhayamApp, Screen};
use crate::network::{Closed, JoinedTable, Kept, Leaving, Looking, Remote, RemoteError, find_code};
use crate::screens::setup::BackTo;
use dhayam_net::link::{LinkError, Reach};

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
        let shown_as = self.table.settings().tables_nearby.then(|| {
            let name = players
                .iter()
                .find(|p| p.kind == PlayerKind::Human)
                .map_or_else(String::new, |p| p.name.clone());
            self.words
                .tr("nearby-table-name", &[("name", name.as_str().into())])
        });
        let Some(reach) = self.reach_or_say() else {
            return;
        };
        let wake = self.wake();
        match Remote::host(
            &setup,
            players,
            reach,
            shown_as.as_deref(),
            wake,
            self.kept(),
        ) {
            Ok(remote) => {
                log::info!("hosting a table ({reach:?})");
                self.go_networked(remote);
            }
            Err(error) => self.remote_failed(&error),
        }
    }

    /// Opens the table this computer hosted again, from its autosave.
    pub(super) fn reopen_table(&mut self) {
        let Some(reach) = self.reach_or_say() else {
            return;
        };
        let mut table = Table::networked(self.table.settings().clone());
        let wake = self.wake();
        match Remote::reopen(reach, wake, self.kept(), &mut table, self.now) {
            Ok((remote, effects)) => {
                self.go_networked_at(remote, table);
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
        match Remote::join(&joined, reach, wake, self.kept()) {
            Ok(remote) => self.go_networked(remote),
            Err(error) => self.remote_failed(&error),
        }
    }

    /// The host lets a computer play for the guest `peer` until it is back.
    pub(super) fn hand_over(&mut self, peer: &str) {
        if let Some(remote) = &mut self.across.remote {
            let effects = remote.hand_over(&mut self.table, peer, self.now);
            self.carry_out(effects);
        }
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
        };
    }

    /// How far a table hosted or joined now reaches (the settings' choice; `--loopback`
    /// wins), or `None` when the relay server named cannot be used, which is then said.
    fn reach_or_say(&mut self) -> Option<Reach> {
        let chosen = crate::network::chosen_reach(self.across.reach, self.table.settings());
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
            self.join_table(reach);
        }
    }

    /// Joins the table of the code in the join form (found in whatever text holds it; a
    /// text without one is kept in the field and the form says what is wrong), or picked
    /// from the tables nearby, reaching as far as `reach`.
    pub(super) fn join_table(&mut self, reach: Reach) {
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
        match Remote::join(&joined, reach, wake, self.kept()) {
            Ok(remote) => {
                self.across.join.open = false;
                self.across.nearby = Looking::Off;
                self.go_networked(remote);
            }
            Err(error) => self.remote_failed(&error),
        }
    }

    /// The host starts the game once every open seat is taken.
    pub(super) fn start_hosted(&mut self) {
        if let Some(remote) = &mut self.across.remote {
            let effects = remote.start(&mut self.table, self.now);
            self.carry_out(effects);
        }
    }

    /// New game (the menu, Ctrl+N, the game-over screen): at a table across computers
    /// whose game is under way the player is asked first ("Leave the table?"); otherwise
    /// the table is left at once, and the setup screen shows.
    pub(super) fn new_game(&mut self) {
        self.screen = Screen::Game;
        if self.across.remote.is_some() {
            if Remote::under_way(&self.table) {
                self.across.asking_to_leave = true;
                return;
            }
            self.leave_table(Leaving::Chosen);
        }
        self.send_to_table(TableCommand::Leave);
    }

    /// Leaves the table across computers (a guest tells its host; the host closes its
    /// table) and puts the app's own table back: the setup screen shows.
    pub(super) fn leave_table(&mut self, how: Leaving) -> Closed {
        self.across.asking_to_leave = false;
        let closed = match self.across.remote.take() {
            Some(remote) => remote.leave(&self.table, how),
            None => Closed::done(),
        };
        self.refresh_kept();
        if let Some(mut local) = self.across.parked.take() {
            // Settings changed meanwhile are kept.
            let settings = self.table.settings().clone();
            let _ = local.apply(TableCommand::ChangeSettings(settings), self.now);
            self.table = local;
        }
        self.view.clear();
        closed
    }

    /// The window is closing (eframe's `on_exit`; tests call it too): a guest tells its
    /// host it is gone, so the host need not wait for the connection to time out, waiting
    /// at most [`CLOSE_WAIT_MS`] for the connection to close, and goes back to its table
    /// when the window opens again. A host's table closes as the app ends.
    pub fn window_closing(&mut self) {
        let joined = self.across.remote.as_ref().is_some_and(|r| !r.hosting());
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
        if std::mem::take(&mut self.across.rejoin_at_start) && self.across.remote.is_none() {
            log::info!("going back to the table joined before the window closed");
            self.rejoin_table();
        }
    }

    /// Whether the setup screen is showing: no game, none offered, no table across
    /// computers, no join form.
    pub(super) fn setting_up(&self) -> bool {
        self.table.session().is_none()
            && self.table.offer().is_none()
            && self.across.remote.is_none()
            && !self.across.join.open
    }

    /// The join code of the table this app hosts, if it hosts one.
    pub fn join_code(&self) -> Option<&str> {
        self.across.remote.as_ref().and_then(Remote::code)
    }

    fn go_networked(&mut self, remote: Remote) {
        let table = Table::networked(self.table.settings().clone());
        self.go_networked_at(remote, table);
    }

    fn go_networked_at(&mut self, remote: Remote, table: Table) {
        self.across.error = None;
        let local = std::mem::replace(&mut self.table, table);
        self.across.parked.get_or_insert(local);
        self.across.remote = Some(remote);
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
