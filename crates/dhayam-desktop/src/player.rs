//! Who sits in a seat during a game.

use serde::{Deserialize, Serialize};

use crate::ComputerLevel;

/// Whether a person or the computer plays a seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayerKind {
    /// A person at this computer.
    #[default]
    Human,
    /// The computer, at a level.
    Computer(ComputerLevel),
}

impl PlayerKind {
    /// The kind as shown to players.
    pub const fn label(self) -> &'static str {
        match self {
            PlayerKind::Human => "Human",
            PlayerKind::Computer(level) => level.label(),
        }
    }
}

/// A seated player: the name shown and who plays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerInfo {
    /// The name shown in the side panel.
    pub name: String,
    /// Human or computer.
    pub kind: PlayerKind,
}
