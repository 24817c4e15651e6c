//! The unvalidated description of a game before it starts.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::{HouseRules, Seat, Sides, TurnOrder, Variant};

/// The fewest pawns a player may have.
pub const MIN_PAWNS: u8 = 4;
/// The most pawns a player may have.
pub const MAX_PAWNS: u8 = 6;

/// Who plays, with how many pawns, under which house rules, and who starts.
///
/// A `Setup` is not checked; [`crate::Game::new`] turns it into a game or says what is
/// wrong with it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Setup {
    /// The occupied seats (2 opposite, 3 or 4), in any order.
    pub seats: Vec<Seat>,
    /// Pawns per player: 4, 5 or 6.
    pub pawns: u8,
    /// The house rules.
    pub rules: HouseRules,
    /// The first player; `None` means the first occupied seat in turn order from South.
    pub first: Option<Seat>,
    /// The board and its throw. Files from before there was a choice hold none: 7x7.
    #[serde(default, skip_serializing_if = "Variant::is_dhayam")]
    pub variant: Variant,
    /// Every player for themselves, or two teams (four players only). Files from before
    /// there were teams hold none: every player for themselves.
    #[serde(default, skip_serializing_if = "Sides::is_alone")]
    pub sides: Sides,
}

/// Why a [`Setup`] cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Fewer than 2 or more than 4 players.
    PlayerCount(usize),
    /// A seat is listed twice.
    SeatTwice(Seat),
    /// Two players who are not opposite each other.
    TwoNotOpposite(Seat, Seat),
    /// Pawns per player outside 4..=6.
    PawnCount(u8),
    /// Pawns per player other than the 4 the 5x5 board is played with.
    SmallBoardPawns(u8),
    /// The first player is not at the table.
    FirstNotSeated(Seat),
    /// Teams asked for with this many players: two against two needs all four seats.
    TeamsNeedFour(usize),
    /// A house rule only the 5x5 board has, asked for on the 7x7 board (as `KEY=VALUE`).
    SmallBoardRule(&'static str),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount(n) => {
                write!(f, "a game needs 2, 3 or 4 players, not {n}")
            }
            SetupError::SeatTwice(seat) => write!(f, "{seat} is listed twice"),
            SetupError::TwoNotOpposite(a, b) => write!(
                f,
                "two players must sit opposite each other ({a} and {b} are neighbours)"
            ),
            SetupError::PawnCount(n) => {
                write!(f, "pawns per player must be 4, 5 or 6, not {n}")
            }
            SetupError::SmallBoardPawns(n) => {
                write!(
                    f,
                    "the 5x5 board is played with 4 pawns per player, not {n}"
                )
            }
            SetupError::FirstNotSeated(seat) => {
                write!(f, "the first player, {seat}, has no seat at the table")
            }
            SetupError::TeamsNeedFour(n) => {
                write!(f, "team play needs four players, not {n}")
            }
            SetupError::SmallBoardRule(rule) => {
                write!(f, "{rule} is a house rule of the 5x5 board only")
            }
        }
    }
}

impl std::error::Error for SetupError {}

impl Setup {
    /// A setup for `seats` with 4 pawns each, Classic rules and the default first player.
    pub fn new(seats: impl IntoIterator<Item = Seat>) -> Setup {
        Setup {
            seats: seats.into_iter().collect(),
            pawns: MIN_PAWNS,
            rules: HouseRules::CLASSIC,
            first: None,
            variant: Variant::Dhayam,
            sides: Sides::Alone,
        }
    }

    /// The same setup played as two teams, South and North against East and West.
    #[must_use]
    pub fn with_teams(mut self) -> Setup {
        self.sides = Sides::Teams;
        self
    }

    /// The same setup on `variant`'s board, under that variant's default house rules.
    #[must_use]
    pub fn with_variant(mut self, variant: Variant) -> Setup {
        self.variant = variant;
        self.rules = variant.default_rules();
        self
    }

    /// The same setup with `pawns` pawns per player.
    #[must_use]
    pub fn with_pawns(mut self, pawns: u8) -> Setup {
        self.pawns = pawns;
        self
    }

    /// The same setup under `rules`.
    #[must_use]
    pub fn with_rules(mut self, rules: HouseRules) -> Setup {
        self.rules = rules;
        self
    }

    /// The same setup with `first` to start.
    #[must_use]
    pub fn with_first(mut self, first: Seat) -> Setup {
        self.first = Some(first);
        self
    }

    /// The setup of the next game at the same table: checked, with the first player moved
    /// on one seat in turn order, so that each player throws first in turn.
    pub fn with_next_first(&self) -> Result<Setup, SetupError> {
        let mut setup = self.validate()?;
        let first = setup.first.unwrap_or(Seat::South);
        let mut next = first;
        loop {
            next = match setup.rules.order {
                TurnOrder::CounterClockwise => next.counter_clockwise(),
                TurnOrder::Clockwise => next.clockwise(),
            };
            if next == first || setup.seats.contains(&next) {
                break;
            }
        }
        setup.first = Some(next);
        Ok(setup)
    }

    /// Checks the setup and returns it in canonical form: seats in counter-clockwise order
    /// from South, and the first player filled in.
    pub fn validate(&self) -> Result<Setup, SetupError> {
        let mut seated = [false; 4];
        for &seat in &self.seats {
            if seated[seat.index()] {
                return Err(SetupError::SeatTwice(seat));
            }
            seated[seat.index()] = true;
        }
        let seats: Vec<Seat> = Seat::ALL
            .into_iter()
            .filter(|s| seated[s.index()])
            .collect();
        if !(2..=4).contains(&seats.len()) {
            return Err(SetupError::PlayerCount(seats.len()));
        }
        if let [a, b] = seats[..]
            && a.opposite() != b
        {
            return Err(SetupError::TwoNotOpposite(a, b));
        }
        if self.sides.is_teams() && seats.len() != 4 {
            return Err(SetupError::TeamsNeedFour(seats.len()));
        }
        if !(MIN_PAWNS..=MAX_PAWNS).contains(&self.pawns) {
            return Err(SetupError::PawnCount(self.pawns));
        }
        if self.variant == Variant::Thayam && self.pawns != MIN_PAWNS {
            return Err(SetupError::SmallBoardPawns(self.pawns));
        }
        if self.variant == Variant::Dhayam
            && let Some(rule) = self.rules.small_board_only()
        {
            return Err(SetupError::SmallBoardRule(rule));
        }
        let first = match self.first {
            Some(seat) if seated[seat.index()] => seat,
            Some(seat) => return Err(SetupError::FirstNotSeated(seat)),
            None => {
                let mut seat = Seat::South;
                while !seated[seat.index()] {
                    seat = match self.rules.order {
                        TurnOrder::CounterClockwise => seat.counter_clockwise(),
                        TurnOrder::Clockwise => seat.clockwise(),
                    };
                }
                seat
            }
        };
        Ok(Setup {
            seats,
            pawns: self.pawns,
            rules: self.rules,
            first: Some(first),
            variant: self.variant,
            sides: self.sides,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_next_game_starts_with_the_next_seated_player_in_turn_order() {
        let three = Setup::new([Seat::South, Seat::North, Seat::West]);
        let firsts: Vec<Seat> = std::iter::successors(Some(three.validate().unwrap()), |s| {
            Some(s.with_next_first().unwrap())
        })
        .take(4)
        .filter_map(|s| s.first)
        .collect();
        assert_eq!(
            firsts,
            [Seat::South, Seat::North, Seat::West, Seat::South],
            "East is empty: skipped"
        );
        let clockwise = Setup::new([Seat::South, Seat::East, Seat::North])
            .with_rules(HouseRules {
                order: TurnOrder::Clockwise,
                ..HouseRules::CLASSIC
            })
            .with_first(Seat::South);
        assert_eq!(
            clockwise.with_next_first().unwrap().first,
            Some(Seat::North)
        );
        let two = Setup::new([Seat::East, Seat::West]).with_first(Seat::West);
        assert_eq!(two.with_next_first().unwrap().first, Some(Seat::East));
        assert_eq!(
            Setup::new([Seat::South]).with_next_first(),
            Err(SetupError::PlayerCount(1))
        );
    }
}
