//! A table hosted for play across computers, as its host keeps it: everything needed to
//! open the same table again after the host quit or crashed, so that its guests come back
//! to the same seats and the same dice.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use dhayam_ai::Level;
use dhayam_core::fair::{DiceLedger, Digest};
use dhayam_core::{Seat, Setup};

use crate::file::{Versioned, parse_versioned};
use crate::{SavedGame, SeatPlayer, StoreError, TurnClock};

/// The newest format version of hosted-table files.
///
/// Bump it on any change to what the files hold, as for [`crate::GAME_FORMAT`]. Version 2
/// holds a dice ledger of signed chains; a version 1 table (of reveals) cannot go on with
/// them, and is set aside as unreadable.
pub const HOST_SAVE_FORMAT: u32 = 2;

/// A hosted table as it stands: the host's side of it (`dhayam-net`'s `Host::save` makes
/// one, `Host::resume` opens it again and checks that its parts fit together).
///
/// It holds the host's dice secret and network key: it belongs in the host's own data
/// folder, like the key itself, and never travels. The fields are in the order of the
/// file, which is written exactly as Dhayam wrote it before this type moved here.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HostedTable {
    /// The file's format ([`HOST_SAVE_FORMAT`]).
    pub format: u32,
    /// The host's network key, so guests find the same host again.
    pub identity: Digest,
    /// The port the table listened on (loopback tables listen there again).
    pub port: Option<u16>,
    /// The game's setup.
    pub setup: Setup,
    /// Who sits where (the host's own seats, guests' and computers').
    pub players: Vec<SeatPlayer>,
    /// Whether undo is allowed.
    pub undo: bool,
    /// The host's dice secret.
    pub secret: Digest,
    /// The proof of every throw so far, and who contributes to each.
    pub ledger: DiceLedger,
    /// The guests, by their network key.
    pub guests: BTreeMap<String, HostedGuest>,
    /// The guests' seats a computer plays, and at which level.
    pub stood_in: BTreeMap<Seat, Level>,
    /// Keys the host removed (their hellos are refused).
    #[serde(default)]
    pub banned: BTreeSet<String>,
    /// The turn clock the host chose (tables kept before it had one: none; written only
    /// when there is one, so a table without stays the bytes it always was).
    #[serde(default, skip_serializing_if = "TurnClock::is_off")]
    pub clock: TurnClock,
    /// The game's number at this table: 1 for the first, 2 for the one played again ...
    /// (written only from the second on, so a first game's table keeps its bytes).
    #[serde(default = "first_game", skip_serializing_if = "is_first_game")]
    pub game_number: u32,
    /// Whether the host lets people watch (written only when it does not).
    #[serde(
        default = "watching_allowed",
        skip_serializing_if = "is_watching_allowed"
    )]
    pub watching: bool,
    /// The game as the text of a game file, once started. [`HostedTable::from_ron`]
    /// checks that it is a valid game.
    pub game: Option<String>,
}

fn first_game() -> u32 {
    1
}

#[expect(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's skip_serializing_if passes a reference"
)]
fn is_first_game(number: &u32) -> bool {
    *number == 1
}

fn watching_allowed() -> bool {
    true
}

#[expect(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's skip_serializing_if passes a reference"
)]
fn is_watching_allowed(watching: &bool) -> bool {
    *watching
}

/// A guest of a hosted table, as kept.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HostedGuest {
    /// The name it plays under.
    pub name: String,
    /// Its seats.
    pub seats: Vec<Seat>,
    /// Its place among the dice's contributors.
    pub contributor: u16,
    /// How many times a computer was given its seats (its next wait doubles with it).
    #[serde(default)]
    pub handed: u32,
}

impl Versioned for HostedTable {
    fn format(&self) -> u32 {
        self.format
    }
}

impl HostedTable {
    /// The file's text. The same bytes as Dhayam wrote before hosted tables were kept by
    /// the store, so either reads the other's files.
    pub fn to_ron(&self) -> Result<String, StoreError> {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::new())
            .map_err(|e| StoreError::Encode(e.to_string()))
    }

    /// Reads a hosted table's file and checks it: the format version (a newer one is
    /// refused with [`StoreError::NewerVersion`]), the syntax, and the game in it (replayed
    /// through the rules). Never panics, whatever the bytes.
    pub fn from_ron(bytes: &[u8]) -> Result<HostedTable, StoreError> {
        let table: HostedTable = parse_versioned(bytes, HOST_SAVE_FORMAT)?;
        if let Some(game) = &table.game {
            SavedGame::from_ron(game.as_bytes())?;
        }
        Ok(table)
    }

    /// The game, once started.
    pub fn game(&self) -> Option<Result<SavedGame, StoreError>> {
        self.game
            .as_deref()
            .map(|text| SavedGame::from_ron(text.as_bytes()))
    }

    /// Whether the game has ended (nothing left to open again).
    pub fn is_finished(&self) -> bool {
        self.game()
            .and_then(Result::ok)
            .is_some_and(|game| game.is_finished())
    }

    /// The host's network key as bytes.
    pub fn identity_bytes(&self) -> [u8; 32] {
        self.identity.0
    }
}
