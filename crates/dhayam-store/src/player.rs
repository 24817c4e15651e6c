//! Who sat in each seat: a name and whether a person or the computer played.

use serde::{Deserialize, Serialize};

use dhayam_core::Seat;

/// The longest player name kept, in characters.
pub const MAX_NAME_CHARS: usize = 40;

/// How strong a computer seat plays. The names match `dhayam-ai`'s levels.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum ComputerLevel {
    /// Random legal moves.
    Easy,
    /// A hand-written policy.
    #[default]
    Medium,
    /// Searches over the throws to come.
    Hard,
}

impl ComputerLevel {
    /// Every level, weakest first.
    pub const ALL: [ComputerLevel; 3] = [
        ComputerLevel::Easy,
        ComputerLevel::Medium,
        ComputerLevel::Hard,
    ];

    /// The level's key in files and on the command line ("hard").
    pub const fn key(self) -> &'static str {
        match self {
            ComputerLevel::Easy => "easy",
            ComputerLevel::Medium => "medium",
            ComputerLevel::Hard => "hard",
        }
    }
}

/// Whether a person or the computer plays a seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayerKind {
    /// A person at this computer.
    #[default]
    Human,
    /// The computer, at a level.
    Computer(ComputerLevel),
}

impl PlayerKind {
    /// Whether a person plays.
    pub const fn is_human(self) -> bool {
        matches!(self, PlayerKind::Human)
    }
}

/// One seat's player.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatPlayer {
    /// The seat.
    pub seat: Seat,
    /// The name shown, and the key of the statistics.
    pub name: String,
    /// Human or computer.
    pub kind: PlayerKind,
}

impl SeatPlayer {
    /// A player for `seat`.
    pub fn new(seat: Seat, name: impl Into<String>, kind: PlayerKind) -> SeatPlayer {
        SeatPlayer {
            seat,
            name: name.into(),
            kind,
        }
    }

    /// A human player named after the seat ("South").
    pub fn human(seat: Seat) -> SeatPlayer {
        SeatPlayer::new(seat, seat.name(), PlayerKind::Human)
    }
}

/// Why a name is not kept: empty, too long, or with control characters.
pub(crate) fn check_name(name: &str) -> Result<(), String> {
    if name.trim().is_empty() {
        return Err("a player has no name".to_owned());
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(format!(
            "a player name is longer than {MAX_NAME_CHARS} characters"
        ));
    }
    if name.chars().any(char::is_control) {
        return Err("a player name contains control characters".to_owned());
    }
    Ok(())
}

/// Checks that `players` names each of `seats` exactly once, with acceptable names.
pub(crate) fn check_players(players: &[SeatPlayer], seats: &[Seat]) -> Result<(), String> {
    for seat in seats {
        match players.iter().filter(|p| p.seat == *seat).count() {
            0 => return Err(format!("{seat} plays but has no player")),
            1 => {}
            _ => return Err(format!("{seat} has more than one player")),
        }
    }
    if let Some(p) = players.iter().find(|p| !seats.contains(&p.seat)) {
        return Err(format!("{} has a player but does not play", p.seat));
    }
    players.iter().try_for_each(|p| check_name(&p.name))
}
