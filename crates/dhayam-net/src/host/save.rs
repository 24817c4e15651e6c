//! The host's autosave: everything needed to open the same table again after the host
//! quit or crashed, so that its guests come back to the same seats and the same dice.

use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;

use dhayam_core::fair::Digest;
use dhayam_store::{HostedFile, HostedGuest, HostedTable, Loaded, SavedGame, StoreError};
use dhayam_table::{Command, Table};

use super::{Guest, Host, Outcome, PeerId};
use crate::secret::{DiceSecret, player_key};
use crate::talk::Pace;

/// The format of [`HostSave`] files written by this version (the store's).
pub use dhayam_store::HOST_SAVE_FORMAT;

/// A hosted table as it stands, to resume it with [`Host::resume`].
///
/// The data is the store's [`HostedTable`] (read through `Deref`: `save.port`,
/// `save.identity`), which `dhayam-store` keeps in the data folder with a backup
/// ([`HostedFile`], written off the UI thread by [`HostedFile::writer`]). This type adds
/// the host's errors ([`HostSaveError`]) for the callers of `dhayam-net`.
///
/// It holds the host's dice secret and network key: it belongs in the host's own data
/// folder, like the key itself, and never travels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostSave(HostedTable);

/// Why a host's save could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostSaveError {
    /// Not a host's save (or a damaged one).
    Syntax(String),
    /// Written by a newer Dhayam.
    Newer(u32),
    /// The saved game cannot be read or does not fit the table.
    Game(String),
    /// The file could not be read or written.
    File(String),
}

impl fmt::Display for HostSaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HostSaveError::Syntax(e) => write!(f, "the hosted table's save cannot be read: {e}"),
            HostSaveError::Newer(v) => write!(
                f,
                "the hosted table was saved by a newer Dhayam (format {v}, this one reads \
                 {HOST_SAVE_FORMAT})"
            ),
            HostSaveError::Game(e) => write!(f, "the hosted table's game cannot be used: {e}"),
            HostSaveError::File(e) => write!(f, "the hosted table's file: {e}"),
        }
    }
}

impl std::error::Error for HostSaveError {}

impl From<StoreError> for HostSaveError {
    fn from(error: StoreError) -> Self {
        match error {
            StoreError::NewerVersion { found, .. } => HostSaveError::Newer(found),
            StoreError::Record(_) | StoreError::Players(_) => {
                HostSaveError::Game(error.to_string())
            }
            error if error.is_bad_content() => HostSaveError::Syntax(error.to_string()),
            error => HostSaveError::File(error.to_string()),
        }
    }
}

impl std::ops::Deref for HostSave {
    type Target = HostedTable;

    fn deref(&self) -> &HostedTable {
        &self.0
    }
}

impl From<HostedTable> for HostSave {
    fn from(table: HostedTable) -> Self {
        HostSave(table)
    }
}

impl From<HostSave> for HostedTable {
    fn from(save: HostSave) -> Self {
        save.0
    }
}

impl HostSave {
    /// The store's data, to hand to its writer ([`HostedFile::writer`]).
    pub fn table(&self) -> &HostedTable {
        &self.0
    }

    /// The save as RON text.
    pub fn to_ron(&self) -> Result<String, HostSaveError> {
        Ok(self.0.to_ron()?)
    }

    /// Reads a save written by [`HostSave::to_ron`], checked by the store
    /// ([`HostedTable::from_ron`]).
    pub fn from_ron(bytes: &[u8]) -> Result<HostSave, HostSaveError> {
        Ok(HostSave(HostedTable::from_ron(bytes)?))
    }

    /// Writes the save to `path` at once, whole or not at all, the save before becoming
    /// its backup (see [`HostedFile`]). Blocks for the fsync; a front end queues saves to
    /// [`HostedFile::writer`] instead.
    pub fn write(&self, path: &Path) -> Result<(), HostSaveError> {
        Ok(HostedFile::new(path).save(&self.0)?)
    }

    /// The unfinished table kept in `path` or its backup, with what was wrong on the way
    /// (a bad file is moved aside and told in the notices; see [`HostedFile::load`]).
    pub fn load(path: &Path) -> Loaded<Option<HostSave>> {
        let loaded = HostedFile::new(path).load();
        Loaded {
            value: loaded.value.map(HostSave),
            notices: loaded.notices,
        }
    }

    /// The unfinished table saved in `path` (or its backup), if there is one (`Ok(None)`:
    /// no file, or a finished game). A bad file is moved aside and logged; when nothing
    /// could be used, the first problem is the error.
    pub fn read_unfinished(path: &Path) -> Result<Option<HostSave>, HostSaveError> {
        let Loaded { value, notices } = HostSave::load(path);
        for notice in &notices {
            log::warn!("{notice}");
        }
        match (value, notices.into_iter().next()) {
            (None, Some(notice)) => Err(notice.error.into()),
            (value, _) => Ok(value),
        }
    }
}

impl Host {
    /// The table as it stands, to write to the host's data folder after every change
    /// (the host's network key, and `port`, the link's, are kept so guests find the host
    /// again).
    pub fn save(&self, table: &Table, port: Option<u16>) -> HostSave {
        HostSave(HostedTable {
            format: HOST_SAVE_FORMAT,
            identity: Digest(self.key.to_bytes()),
            port,
            setup: self.setup.clone(),
            players: self.players.clone(),
            undo: self.undo,
            secret: Digest(self.secret.to_bytes()),
            ledger: self.ledger.clone(),
            guests: self
                .guests
                .iter()
                .map(|(peer, g)| {
                    let saved = HostedGuest {
                        name: g.name.clone(),
                        seats: g.seats.clone(),
                        contributor: g.contributor,
                        handed: g.handed,
                    };
                    (peer.clone(), saved)
                })
                .collect(),
            stood_in: self.stood_in.clone(),
            banned: self.banned.clone(),
            clock: self.clock,
            game_number: self.game,
            watching: self.watching,
            game: Host::game_text(table),
        })
    }

    /// Opens a saved table again at `table` (a fresh [`Table::hosting`]). Every guest
    /// is away until it says hello again; until each is back (or handed to a computer),
    /// a throw waits for its part, so nobody throws without the others.
    pub fn resume(
        save: HostSave,
        table: &mut Table,
        now: f64,
    ) -> Result<(Host, Outcome), HostSaveError> {
        if !table.is_hosting() {
            return Err(HostSaveError::Game(
                "a hosted table is opened at a `Table::hosting`".to_owned(),
            ));
        }
        let save = save.0;
        let game = save
            .game
            .as_deref()
            .map(|text| SavedGame::from_ron(text.as_bytes()))
            .transpose()
            .map_err(|e| HostSaveError::Game(e.to_string()))?;
        if let Some(game) = &game {
            let dice = game
                .dice()
                .ok_or_else(|| HostSaveError::Game("it has no dice ledger".to_owned()))?;
            if dice.table != save.ledger.table || dice.contributors != save.ledger.contributors {
                return Err(HostSaveError::Game(
                    "its dice ledger is not this table's".to_owned(),
                ));
            }
        }
        let guests: BTreeMap<PeerId, Guest> = save
            .guests
            .into_iter()
            .map(|(peer, g)| {
                let guest = Guest {
                    name: g.name,
                    seats: g.seats,
                    contributor: g.contributor,
                    connected: false,
                    handed: g.handed,
                    // The wait starts again from the resume.
                    handed_at: now,
                    allowed: false,
                    pace: Pace::default(),
                    timeouts: 0,
                    away: false,
                };
                (peer, guest)
            })
            .collect();
        if guests
            .values()
            .any(|g| usize::from(g.contributor) >= save.ledger.contributors.len())
        {
            return Err(HostSaveError::Game(
                "a guest has no place in the dice ledger".to_owned(),
            ));
        }
        let expected = guests
            .iter()
            .filter(|(_, g)| !g.seats.iter().all(|s| save.stood_in.contains_key(s)))
            .map(|(_, g)| g.contributor)
            .collect();
        let secret = DiceSecret::from_bytes(save.secret.0);
        let key = iroh::SecretKey::from_bytes(&save.identity.0);
        let chain = secret.chain(&save.ledger.table, &player_key(&key));
        let host_chain = save.ledger.contributors.first().map(|c| c.commitment);
        if host_chain.is_none_or(|c| c.key != player_key(&key) || c.head != chain.head()) {
            return Err(HostSaveError::Game(
                "its dice ledger does not hold this host's chain".to_owned(),
            ));
        }
        let mut host = Host {
            setup: save.setup,
            players: save.players,
            undo: save.undo,
            guests,
            pending: BTreeMap::new(),
            secret,
            key,
            chain,
            ledger: save.ledger,
            round: None,
            alone: false,
            stood_in: save.stood_in,
            expected,
            held: None,
            limits: super::Limits::default(),
            conduct: BTreeMap::new(),
            returns: super::Return::default(),
            banned: save.banned,
            clock: save.clock,
            turn: None,
            playing_for: None,
            game: save.game_number,
            watchers: BTreeMap::new(),
            watching: save.watching,
        };
        let mut outcome = Outcome::default();
        if let Some(game) = game {
            host.apply_table(table, Command::Sync(Box::new(game)), now, &mut outcome);
        }
        log::info!(
            "the hosted table is open again; waiting for {} guests",
            host.expected.len()
        );
        Ok((host, outcome))
    }
}
