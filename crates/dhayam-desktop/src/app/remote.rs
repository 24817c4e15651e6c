//! Hosting and joining a table across computers: the app's table is handed over to a
//! networked one, and back when the table is left.

use std::sync::Arc;

use dhayam_store::PlayerKind;
use dhayam_table::{Command as TableCommand, Table};

use super::DhayamApp;
use crate::network::{JoinedTable, Kept, Looking, Remote, RemoteError};
use dhayam_net::link::Reach;

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
        let wake = self.wake();
        match Remote::host(
            &setup,
            players,
            self.across.reach,
            shown_as.as_deref(),
            wake,
            self.kept(),
        ) {
            Ok(remote) => self.go_networked(remote),
            Err(error) => self.remote_failed(&error),
        }
    }

    /// Opens the table this computer hosted again, from its autosave.
    pub(super) fn reopen_table(&mut self) {
        let mut table = Table::networked(self.table.settings().clone());
        let wake = self.wake();
        match Remote::reopen(self.across.reach, wake, self.kept(), &mut table, self.now) {
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
        let wake = self.wake();
        match Remote::join(&joined, self.across.reach, wake, self.kept()) {
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
    fn kept(&self) -> Kept {
        Kept::new(self.storage.as_ref().map(|s| s.store().dir()))
    }

    /// Looks again for a hosted or joined table to offer going back to.
    pub(super) fn refresh_kept(&mut self) {
        let kept = self.kept();
        self.across.kept_hosted = kept.hosted().is_some();
        self.across.kept_joined = kept.joined().is_some();
    }

    /// Joins the table of the code typed in the join form (or picked from the tables
    /// nearby), reaching as far as `reach`.
    pub(super) fn join_table(&mut self, reach: Reach) {
        let name = dhayam_store::clean_name(&self.across.join.name);
        let wake = self.wake();
        let joined = JoinedTable::new(&self.across.join.code, &name);
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

    /// Leaves the table across computers (closing it, for the host) and puts the app's
    /// own table back.
    pub(super) fn leave_table(&mut self) {
        if let Some(remote) = self.across.remote.take() {
            remote.leave();
        }
        self.refresh_kept();
        if let Some(mut local) = self.across.parked.take() {
            // Settings changed meanwhile are kept.
            let settings = self.table.settings().clone();
            let _ = local.apply(TableCommand::ChangeSettings(settings), self.now);
            self.table = local;
        }
        self.view.clear();
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

    /// Wakes the window when the network has something.
    pub(super) fn wake(&self) -> dhayam_net::link::Wake {
        let window = Arc::clone(&self.window);
        Arc::new(move || {
            if let Some(ctx) = window.get() {
                ctx.request_repaint();
            }
        })
    }
}
