//! A guest between games and a guest who watches: saying yes to another game at the same
//! table, following the host into it, and watching (no seat, no dice) until a seat falls
//! free between games.

use dhayam_core::Seat;
use dhayam_core::fair::Digest;
use dhayam_table::{Command, Table};

use super::{Given, Guest, GuestOutcome, Lobby};
use crate::protocol::{PROTOCOL_VERSION, ToHost};
use crate::secret::DiceSecret;

/// Whether a guest plays at the table or watches it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// It holds seats and gives its part of every throw.
    Player,
    /// It follows the board, the log and the talk: no seat, no part in the dice.
    Watcher,
}

/// Where a player stands on the next game at the table, once one is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum NextGame {
    /// Nothing said, nothing offered.
    Undecided,
    /// The player said it plays the next game: its chain goes once the host opens it.
    WouldPlay,
    /// The host opened the next game (its table id): the player plays it once it says so.
    Offered(Digest),
}

impl Guest {
    /// Someone called `name` who comes to watch the table, with its network key
    /// (`identity`) and the dice secret it plays with should it take a seat between
    /// games ([`Guest::sit`]).
    pub fn watcher(name: &str, secret: DiceSecret, identity: [u8; 32]) -> Guest {
        let mut guest = Guest::new(name, Vec::new(), secret, identity);
        guest.role = Role::Watcher;
        guest
    }

    /// Whether this guest plays or watches.
    pub fn role(&self) -> Role {
        self.role
    }

    /// Whether the host let this guest in to watch.
    pub fn watching(&self) -> bool {
        self.watching
    }

    /// Whether this guest's player said it plays the next game, and it is not open yet.
    pub fn would_play_again(&self) -> bool {
        self.next == NextGame::WouldPlay
    }

    /// Whether the host opened the next game and waits for this player's yes.
    pub fn next_game_offered(&self) -> bool {
        matches!(self.next, NextGame::Offered(_))
    }

    /// The player says it plays another game at this table (once the game is over): the
    /// next one the host opened, at once, or the one it opens next.
    pub fn play_again(&mut self, table: &mut Table, now: f64) -> GuestOutcome {
        let mut outcome = GuestOutcome::default();
        if self.role != Role::Player || !table.session().is_some_and(|s| s.game().is_over()) {
            return outcome;
        }
        match self.next {
            NextGame::Offered(id) => self.take_next_game(table, id, now, &mut outcome),
            NextGame::Undecided | NextGame::WouldPlay => self.next = NextGame::WouldPlay,
        }
        outcome
    }

    /// A watcher takes `seats` (empty: the first open one) between games: it says hello
    /// as a player (sent by the caller), and is seated like any guest once its dice chain
    /// for the next game is in; it watches on until then, and if the host has no seat.
    pub fn sit(&mut self, seats: Vec<Seat>) -> Option<ToHost> {
        if self.role != Role::Watcher {
            return None;
        }
        self.wanted = seats;
        // Taking a seat is saying yes to the game it is for.
        self.next = NextGame::WouldPlay;
        Some(ToHost::Hello {
            protocol: PROTOCOL_VERSION,
            name: self.name.clone(),
            seats: self.wanted.clone(),
        })
    }

    /// The next game the host opened is this guest's: what it accepted of the last one is
    /// put away (the front end has the finished game), its table shows the lobby, and its
    /// dice chain for the new game goes to the host.
    pub(super) fn take_next_game(
        &mut self,
        table: &mut Table,
        id: Digest,
        now: f64,
        outcome: &mut GuestOutcome,
    ) {
        self.next = NextGame::Undecided;
        self.forget_game(table, now, outcome);
        self.commit(table, id, now, outcome);
    }

    /// Forgets the game this guest followed: nothing of it is checked against the next.
    fn forget_game(&mut self, table: &mut Table, now: f64, outcome: &mut GuestOutcome) {
        self.chain = None;
        self.contributor = None;
        self.seats.clear();
        self.hosts_game = None;
        self.missed = None;
        self.resyncing = false;
        self.synced_at = None;
        self.refused_since_sync = false;
        self.given = Given::default();
        self.turn = None;
        let effects = table.apply(Command::Leave, now);
        Guest::take_effects(effects, outcome);
    }

    /// The host's lobby: a watcher whose game is over follows the table into the next one
    /// the host opened (its board shows the lobby again).
    pub(super) fn follow_lobby(
        &mut self,
        table: &mut Table,
        lobby: Lobby,
        now: f64,
        outcome: &mut GuestOutcome,
    ) {
        let next = lobby.game > self.lobby.game && self.lobby.game > 0;
        let over = table.session().is_some_and(|s| s.game().is_over());
        self.lobby = lobby;
        if next && over && self.role == Role::Watcher {
            self.forget_game(table, now, outcome);
        }
    }
}
