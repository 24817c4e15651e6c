//! A game with its players, always valid: what `current.ron`, history files and exports hold.

use serde::{Deserialize, Serialize};

use dhayam_core::fair::DiceLedger;
use dhayam_core::fair::reveals::RevealLedger;
use dhayam_core::{Game, GameRecord, RecordedGame, ReplayStep, Seat};

use crate::file::{Versioned, now_unix, parse_versioned, to_ron};
use crate::player::check_players;
use crate::talk::{KeptLine, MAX_KEPT_LINES};
use crate::{GameSummary, SeatPlayer, StoreError};

/// The newest format version of game files (`current.ron`, history files, exports).
///
/// Bump it on any change to what the files hold, even an added field: an older Dhayam
/// then refuses the file (and says to update) instead of dropping the field when it saves.
/// Loading older versions is the newer build's job.
///
/// Version 2 added the dice ledger of games played across computers (`dice`); version 1
/// files are the same without it and load as they are. Version 3 made that ledger one of
/// signed chains; a version 2 file's ledger of reveals loads as it was
/// ([`SavedGame::reveals`]) and is written back as it was read. Version 4 keeps what was
/// said at a table across computers with the game ([`SavedGame::talk`]); a game without
/// talk is written as version 3, byte for byte as before.
pub const GAME_FORMAT: u32 = 4;

/// The version a game without talk is written as: the same bytes an older Dhayam wrote
/// and reads.
const FORMAT_WITHOUT_TALK: u32 = 3;

/// The proof of a game's throws, of either kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
enum Proof {
    /// Signed chains (format 3 on).
    Chains(DiceLedger),
    /// Reveals with commitments (format 2).
    Reveals(RevealLedger),
}

/// A game in progress or finished, with who played it and whether undo is allowed.
///
/// A `SavedGame` is always valid: it is built from a game the rules accept, and loading
/// replays the whole record through `dhayam-core` before one is handed out. Play goes on
/// through [`SavedGame::game_mut`], whose throws and moves the rules check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    started: u64,
    players: Vec<SeatPlayer>,
    undo: bool,
    game: RecordedGame,
    dice: Option<Proof>,
    talk: Vec<KeptLine>,
}

/// The fields of a game file, as written.
#[derive(Serialize)]
struct GameFields<'a> {
    started: u64,
    players: &'a [SeatPlayer],
    undo: bool,
    record: &'a GameRecord,
    #[serde(skip_serializing_if = "Option::is_none")]
    dice: Option<&'a Proof>,
    #[serde(skip_serializing_if = "<[KeptLine]>::is_empty")]
    talk: &'a [KeptLine],
}

/// The fields of a game file, as read (not yet checked).
#[derive(Deserialize)]
#[serde(rename = "Game")]
struct GameData {
    started: u64,
    players: Vec<SeatPlayer>,
    undo: bool,
    record: GameRecord,
    #[serde(default)]
    dice: Option<Proof>,
    #[serde(default)]
    talk: Vec<KeptLine>,
}

/// A game file as written: the version, a summary for listings (history and exports
/// only), and the game.
#[derive(Serialize)]
struct GameFileOut<'a> {
    format: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    summary: Option<&'a GameSummary>,
    game: GameFields<'a>,
}

/// A game file as read. The summary is skipped: it is worked out again from the game.
#[derive(Deserialize)]
#[serde(rename = "GameFile")]
struct GameFileIn {
    format: u32,
    game: GameData,
}

impl Versioned for GameFileIn {
    fn format(&self) -> u32 {
        self.format
    }
}

impl SavedGame {
    /// A game started now by `players` (one per seat of the game), with undo allowed or not.
    pub fn new(
        game: RecordedGame,
        players: Vec<SeatPlayer>,
        undo: bool,
    ) -> Result<SavedGame, StoreError> {
        SavedGame::with_start(game, players, undo, now_unix())
    }

    /// Like [`SavedGame::new`], with the start time given (seconds since the Unix epoch).
    pub fn with_start(
        game: RecordedGame,
        players: Vec<SeatPlayer>,
        undo: bool,
        started: u64,
    ) -> Result<SavedGame, StoreError> {
        check_players(&players, game.game().seats()).map_err(StoreError::Players)?;
        Ok(SavedGame {
            started,
            players,
            undo,
            game,
            dice: None,
            talk: Vec::new(),
        })
    }

    /// Replays `record` through the rules and builds the saved game.
    pub fn from_record(
        record: GameRecord,
        players: Vec<SeatPlayer>,
        undo: bool,
        started: u64,
    ) -> Result<SavedGame, StoreError> {
        let game = RecordedGame::from_record(record).map_err(StoreError::Record)?;
        SavedGame::with_start(game, players, undo, started)
    }

    /// When the game started, in seconds since the Unix epoch.
    pub fn started(&self) -> u64 {
        self.started
    }

    /// The players, one per seat of the game.
    pub fn players(&self) -> &[SeatPlayer] {
        &self.players
    }

    /// The player at `seat`, if that seat plays.
    pub fn player(&self, seat: Seat) -> Option<&SeatPlayer> {
        self.players.iter().find(|p| p.seat == seat)
    }

    /// Whether a person plays `seat`.
    pub fn is_human(&self, seat: Seat) -> bool {
        self.player(seat).is_some_and(|p| p.kind.is_human())
    }

    /// Whether undo is allowed in this game (a setup option; off for strict games).
    pub fn undo_allowed(&self) -> bool {
        self.undo
    }

    /// The game and its record.
    pub fn game(&self) -> &RecordedGame {
        &self.game
    }

    /// The game, to throw and move in (the rules refuse anything illegal).
    pub fn game_mut(&mut self) -> &mut RecordedGame {
        &mut self.game
    }

    /// The proof of every throw, for a game played across computers (see
    /// [`dhayam_core::fair`]); `None` for a game played at one computer.
    pub fn dice(&self) -> Option<&DiceLedger> {
        match &self.dice {
            Some(Proof::Chains(ledger)) => Some(ledger),
            _ => None,
        }
    }

    /// The ledger of reveals of a game played across computers before chains were signed
    /// (a format 2 file), if it is one.
    pub fn reveals(&self) -> Option<&RevealLedger> {
        match &self.dice {
            Some(Proof::Reveals(ledger)) => Some(ledger),
            _ => None,
        }
    }

    /// The dice ledger, to change as the game goes on (a table across computers).
    pub fn dice_mut(&mut self) -> Option<&mut DiceLedger> {
        match &mut self.dice {
            Some(Proof::Chains(ledger)) => Some(ledger),
            _ => None,
        }
    }

    /// What was said at the table while the game was played (across computers), oldest
    /// first.
    pub fn talk(&self) -> &[KeptLine] {
        &self.talk
    }

    /// The game with `talk` kept with it (the first [`MAX_KEPT_LINES`]).
    pub fn with_talk(mut self, mut talk: Vec<KeptLine>) -> SavedGame {
        talk.truncate(MAX_KEPT_LINES);
        self.talk = talk;
        self
    }

    /// The game with `dice` as the proof of its throws.
    pub fn with_dice(mut self, dice: Option<DiceLedger>) -> SavedGame {
        self.dice = dice.map(Proof::Chains);
        self
    }

    /// The record so far.
    pub fn record(&self) -> &GameRecord {
        self.game.record()
    }

    /// Whether the game is over.
    pub fn is_finished(&self) -> bool {
        self.game.game().is_over()
    }

    /// Takes back the last human move, restoring the throw it used (see
    /// [`crate::undo_last_human_move`]). `None` when undo is off or no person has moved.
    /// Same as [`SavedGame::undo_with`] with nothing to do for each step.
    pub fn undo(&self) -> Option<SavedGame> {
        self.undo_with(|_, _| {})
    }

    /// Like [`SavedGame::undo`], handing every step of the undone game to `on_step`, in
    /// order, so that the caller can rebuild its move log without replaying again.
    /// `on_step` is called only when there is something to undo.
    ///
    /// Cost: one pass over the record to find the last human move (rules only: no events
    /// kept, no position copied), then one replay of the kept part, which builds the game
    /// and produces the steps. No other replay and no copy of any position. On the store
    /// bench's long game (2,188 steps, people at every seat) the pass takes about 70 µs
    /// and the whole undo about 180 µs. Doing it in one replay would mean copying the
    /// position at every human move (the last one is only known at the end) and holding
    /// back the steps after it; tried, that measured slower (about 270 µs).
    pub fn undo_with(&self, on_step: impl FnMut(&ReplayStep, &Game)) -> Option<SavedGame> {
        if !self.undo {
            return None;
        }
        let found = crate::undo::last_human_move(self.record(), |s| self.is_human(s));
        // A saved game's record always replays: it was checked when the game was built.
        debug_assert!(
            found.is_ok(),
            "a saved game's record does not replay: {found:?}"
        );
        let (throws, moves) = found.ok()??;
        let record = self.record().prefix(throws, moves);
        let game = RecordedGame::from_record_with(record, on_step);
        // The prefix ends where the first pass stood before a move: it replays too.
        debug_assert!(game.is_ok(), "an undone record does not replay: {game:?}");
        let game = game.ok()?;
        let throws = game.record().throws.len();
        let dice = self.dice.clone().map(|proof| match proof {
            Proof::Chains(mut ledger) => {
                ledger.throws.truncate(throws);
                Proof::Chains(ledger)
            }
            Proof::Reveals(mut ledger) => {
                ledger.throws.truncate(throws);
                Proof::Reveals(ledger)
            }
        });
        Some(SavedGame {
            started: self.started,
            players: self.players.clone(),
            undo: self.undo,
            game,
            dice,
            talk: self.talk.clone(),
        })
    }

    /// The text of this game's file, as `current.ron` holds it.
    pub fn to_ron(&self) -> Result<String, StoreError> {
        self.file_text(None)
    }

    /// The text of a game file, with a summary for history files and exports.
    pub(crate) fn file_text(&self, summary: Option<&GameSummary>) -> Result<String, StoreError> {
        let format = if self.talk.is_empty() {
            FORMAT_WITHOUT_TALK
        } else {
            GAME_FORMAT
        };
        to_ron(&GameFileOut {
            format,
            summary,
            game: GameFields {
                started: self.started,
                players: &self.players,
                undo: self.undo,
                record: self.game.record(),
                dice: self.dice.as_ref(),
                talk: &self.talk,
            },
        })
    }

    /// Reads a game file's bytes (a save, a history file or an export) and validates all of
    /// it: the format version, the syntax, the players, and the record replayed through the
    /// rules. Never panics, whatever the bytes.
    pub fn from_ron(bytes: &[u8]) -> Result<SavedGame, StoreError> {
        let file: GameFileIn = parse_versioned(bytes, GAME_FORMAT)?;
        let GameData {
            started,
            players,
            undo,
            record,
            dice,
            talk,
        } = file.game;
        let mut saved = SavedGame::from_record(record, players, undo, started)?;
        saved.dice = dice;
        Ok(saved.with_talk(talk))
    }
}
