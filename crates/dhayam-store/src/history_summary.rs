//! A history file's summary read without replaying its game, and worked out again from
//! the game when it is missing, cannot be right, or was written before the summary
//! counted what it now counts (a 5x5 game's cowries, a team game's sides).

use std::io;
use std::path::Path;

use serde::Deserialize;

use dhayam_core::{Sides, Variant};

use crate::file::{Versioned, parse_versioned, read_limited};
use crate::{GAME_FORMAT, GameSummary, SavedGame, StoreError};

/// Only the summary of a history file.
#[derive(Deserialize)]
#[serde(rename = "GameFile")]
struct SummaryProbe {
    format: u32,
    #[serde(default)]
    summary: Option<GameSummary>,
}

/// Only the setup of a history file's game: which kind of throw its summary counts, and
/// whether it is a team game.
#[derive(Deserialize)]
#[serde(rename = "GameFile")]
struct SetupFileProbe {
    game: GameProbe,
}

/// Only the record of a game.
#[derive(Deserialize)]
#[serde(rename = "Game")]
struct GameProbe {
    record: RecordProbe,
}

/// Only the setup of a game's record.
#[derive(Deserialize)]
#[serde(rename = "GameRecord")]
struct RecordProbe {
    setup: SetupProbe,
}

/// Only the board and the sides of a setup (files from before there was a choice hold
/// none: 7x7, every player for themselves).
#[derive(Clone, Copy, Deserialize)]
#[serde(rename = "Setup")]
struct SetupProbe {
    #[serde(default)]
    variant: Variant,
    #[serde(default)]
    sides: Sides,
}

impl Versioned for SummaryProbe {
    fn format(&self) -> u32 {
        self.format
    }
}

/// A history file's summary, without replaying (worked out from the game if missing or
/// inconsistent).
pub(crate) fn read_summary(path: &Path) -> Result<GameSummary, StoreError> {
    let bytes = read_limited(path)?
        .ok_or_else(|| StoreError::io("read", path, io::ErrorKind::NotFound.into()))?;
    let probe: SummaryProbe = parse_versioned(&bytes, GAME_FORMAT)?;
    // The summary is a copy of what the game says, read without replaying. One that
    // cannot be right (a hand-edited ranking, say) is not used: the game is checked and
    // summarised again, as for a file without a summary.
    // A summary written before it counted a 5x5 game's cowries apart, or before it kept
    // a team game's sides, is summarised again.
    let current = |summary: &GameSummary| {
        setup_of(&bytes).is_none_or(|setup| {
            summary.counts_cowries_apart(setup.variant.throw_kind()) && summary.sides == setup.sides
        })
    };
    if let Some(summary) = probe.summary.filter(|s| s.is_consistent() && current(s)) {
        return Ok(summary);
    }
    let game = SavedGame::from_ron(&bytes)?;
    Ok(GameSummary::of(&game, game.started()))
}

/// The board and sides of a game file's game; `None` if they cannot be read (the game is
/// checked when it is loaded).
fn setup_of(bytes: &[u8]) -> Option<SetupProbe> {
    std::str::from_utf8(bytes)
        .ok()
        .and_then(|text| ron::from_str::<SetupFileProbe>(text).ok())
        .map(|probe| probe.game.record.setup)
}
