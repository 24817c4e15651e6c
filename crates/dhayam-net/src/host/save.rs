//! The host's autosave: everything needed to open the same table again after the host
//! quit or crashed, so that its guests come back to the same seats and the same dice.

use std::collections::{BTreeMap, BTreeSet};

use dhayam_ai::Level;
use std::fmt;

use dhayam_core::fair::{DiceLedger, Digest};
use dhayam_core::{Seat, Setup};
use dhayam_store::{SavedGame, SeatPlayer};
use dhayam_table::{Command, Table};
use serde::{Deserialize, Serialize};

use super::{Guest, Host, Outcome, PeerId};
use crate::secret::DiceSecret;

/// The format of [`HostSave`] files written by this version.
pub const HOST_SAVE_FORMAT: u32 = 1;

/// A hosted table as it stands, to resume it with [`Host::resume`].
///
/// It holds the host's dice secret and network key: it belongs in the host's own data
/// folder, like the key itself, and never travels.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct HostSave {
    /// The file's format ([`HOST_SAVE_FORMAT`]).
    pub format: u32,
    /// The host's network key, so guests find the same host again.
    pub identity: Digest,
    /// The port the table listened on (loopback tables listen there again).
    pub port: Option<u16>,
    setup: Setup,
    players: Vec<SeatPlayer>,
    undo: bool,
    secret: Digest,
    ledger: DiceLedger,
    guests: BTreeMap<PeerId, SavedGuest>,
    stood_in: BTreeMap<Seat, Level>,
    /// Keys the host removed (their hellos are refused).
    #[serde(default)]
    banned: BTreeSet<PeerId>,
    /// The game as RON text (read back with the game file's own checks), once started.
    game: Option<String>,
}

/// A guest as the save keeps it.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct SavedGuest {
    name: String,
    seats: Vec<Seat>,
    contributor: u16,
    /// How many times a computer was given its seats (its next wait doubles with it).
    #[serde(default)]
    handed: u32,
}

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

impl HostSave {
    /// The save as RON text.
    pub fn to_ron(&self) -> Result<String, HostSaveError> {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::new())
            .map_err(|e| HostSaveError::Syntax(e.to_string()))
    }

    /// Reads a save written by [`HostSave::to_ron`].
    pub fn from_ron(bytes: &[u8]) -> Result<HostSave, HostSaveError> {
        let text = std::str::from_utf8(bytes).map_err(|e| HostSaveError::Syntax(e.to_string()))?;
        let save: HostSave =
            ron::from_str(text).map_err(|e| HostSaveError::Syntax(e.to_string()))?;
        if save.format > HOST_SAVE_FORMAT {
            return Err(HostSaveError::Newer(save.format));
        }
        Ok(save)
    }

    /// Writes the save to `path`, whole or not at all.
    pub fn write(&self, path: &std::path::Path) -> Result<(), HostSaveError> {
        let text = self.to_ron()?;
        dhayam_store::write_whole(path, text.as_bytes())
            .map_err(|e| HostSaveError::File(e.to_string()))
    }

    /// The unfinished table saved in `path`, if there is one (`Ok(None)`: no file, or a
    /// finished game).
    pub fn read_unfinished(path: &std::path::Path) -> Result<Option<HostSave>, HostSaveError> {
        let bytes =
            dhayam_store::read_whole(path).map_err(|e| HostSaveError::File(e.to_string()))?;
        let Some(bytes) = bytes else {
            return Ok(None);
        };
        let save = HostSave::from_ron(&bytes)?;
        Ok((!save.is_finished()).then_some(save))
    }

    /// Whether the saved game has ended (nothing left to resume).
    pub fn is_finished(&self) -> bool {
        self.game
            .as_deref()
            .and_then(|text| SavedGame::from_ron(text.as_bytes()).ok())
            .is_some_and(|game| game.is_finished())
    }

    /// The host's network key as bytes.
    pub fn identity_bytes(&self) -> [u8; 32] {
        self.identity.0
    }
}

impl Host {
    /// The table as it stands, to write to the host's data folder after every change
    /// (`identity` and `port` are the link's, kept so guests find the host again).
    pub fn save(&self, table: &Table, identity: [u8; 32], port: Option<u16>) -> HostSave {
        HostSave {
            format: HOST_SAVE_FORMAT,
            identity: Digest(identity),
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
                    let saved = SavedGuest {
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
            game: Host::game_text(table),
        }
    }

    /// Opens a saved table again at `table` (a fresh [`Table::networked`]). Every guest
    /// is away until it says hello again; until each is back (or handed to a computer),
    /// a throw waits for its part, so nobody throws without the others.
    pub fn resume(
        save: HostSave,
        table: &mut Table,
        now: f64,
    ) -> Result<(Host, Outcome), HostSaveError> {
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
        let mut host = Host {
            setup: save.setup,
            players: save.players,
            undo: save.undo,
            guests,
            secret: DiceSecret::from_bytes(save.secret.0),
            ledger: save.ledger,
            round: None,
            stood_in: save.stood_in,
            expected,
            held: None,
            limits: super::Limits::default(),
            conduct: BTreeMap::new(),
            returns: super::Return::default(),
            banned: save.banned,
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
