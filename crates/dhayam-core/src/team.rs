//! Team play, two against two (RULES-TEAMS.md): who plays with whom, and the setup's
//! choice between every player for themselves and two teams.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::Seat;

/// One of the two teams of a four-player team game; partners sit opposite.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Team {
    /// South and North.
    SouthNorth,
    /// East and West.
    EastWest,
}

impl Team {
    /// Both teams, South and North first.
    pub const ALL: [Team; 2] = [Team::SouthNorth, Team::EastWest];

    /// The team `seat` plays in.
    pub const fn of(seat: Seat) -> Team {
        match seat {
            Seat::South | Seat::North => Team::SouthNorth,
            Seat::East | Seat::West => Team::EastWest,
        }
    }

    /// The team's two seats, in counter-clockwise order from South.
    pub const fn seats(self) -> [Seat; 2] {
        match self {
            Team::SouthNorth => [Seat::South, Seat::North],
            Team::EastWest => [Seat::East, Seat::West],
        }
    }

    /// The other team.
    pub const fn other(self) -> Team {
        match self {
            Team::SouthNorth => Team::EastWest,
            Team::EastWest => Team::SouthNorth,
        }
    }

    /// The team's name in English ("South and North").
    pub const fn name(self) -> &'static str {
        match self {
            Team::SouthNorth => "South and North",
            Team::EastWest => "East and West",
        }
    }
}

impl fmt::Display for Team {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Who plays with whom: every player for themselves, or two teams of partners sitting
/// opposite (only with four players).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Sides {
    /// Every player for themselves (the default, and every file from before teams).
    #[default]
    Alone,
    /// South and North against East and West (RULES-TEAMS.md).
    Teams,
}

impl Sides {
    /// Whether every player plays for themselves, which files leave unsaid.
    pub const fn is_alone(&self) -> bool {
        matches!(self, Sides::Alone)
    }

    /// Whether players play in teams.
    pub const fn is_teams(&self) -> bool {
        matches!(self, Sides::Teams)
    }

    /// `seat`'s partner, in a team game.
    pub const fn partner(self, seat: Seat) -> Option<Seat> {
        match self {
            Sides::Alone => None,
            Sides::Teams => Some(seat.opposite()),
        }
    }
}

/// Whose cut opens a player's gate in a team game (RULES-TEAMS.md section 3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TeamGate {
    /// Once either partner has cut, both partners' gates are open (default).
    #[default]
    Team,
    /// Each player must cut for themselves (house rule).
    Own,
}

impl TeamGate {
    /// Whether this is the default, which files leave unsaid.
    pub const fn is_team(&self) -> bool {
        matches!(self, TeamGate::Team)
    }
}

/// What a player of a team game does once all their pawns are in the centre
/// (RULES-TEAMS.md section 4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Finished {
    /// Keeps taking turns and plays the partner's pawns; finishing does not end the turn
    /// (default).
    #[default]
    Helps,
    /// Sits out, and finishing ends the turn as in a game without teams (house rule).
    SitsOut,
}

impl Finished {
    /// Whether this is the default, which files leave unsaid.
    pub const fn is_helps(&self) -> bool {
        matches!(self, Finished::Helps)
    }
}
