//! Hosting and joining a table across computers: the app's table is handed over to a
//! networked one, and back when the table is left.

use std::sync::Arc;

use dhayam_store::PlayerKind;
use dhayam_table::{Command as TableCommand, Table};

use super::DhayamApp;
use crate::network::{JoinedTable, Kept, Remote, RemoteError, find_code};

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
        let players = players
            .into_iter()
            .filter(|p| setup.seats.contains(&p.seat))
            .collect();
        let wake = self.wake();
        match Remote::host(&setup, players, self.across.reach, wake, self.kept()) {
            Ok(remote) => {
                log::info!("hosting a table ({:?})", self.across.reach);
                self.go_networked(remote);
            }
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

    /// Joins the table of the code in the join form (found in whatever text holds it; a
    /// text without one is kept in the field and the form says what is wrong).
    pub(super) fn join_table(&mut self) {
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
        match Remote::join(&joined, self.across.reach, wake, self.kept()) {
            Ok(remote) => {
                self.across.join.open = false;
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

    /// Wakes the window when the network has something (a hidden one too: see `logic`).
    fn wake(&self) -> dhayam_net::link::Wake {
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
