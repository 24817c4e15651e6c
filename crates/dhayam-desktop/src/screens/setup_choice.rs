//! The choices on the new-game screen, remembered between runs.

use dhayam_core::{HouseRules, MIN_PAWNS, Preset, Seat, Setup, Sides, Variant};
use serde::{Deserialize, Serialize};

use dhayam_ai::Level;
use dhayam_store::{PlayerKind, SeatPlayer};

/// The pawns each player has on the 5x5 board, the only count its rules allow.
pub const SMALL_BOARD_PAWNS: u8 = 4;

/// How many players sit at the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayerCount {
    /// Two players, opposite each other.
    #[default]
    Two,
    /// Three players; one seat stays empty.
    Three,
    /// All four seats.
    Four,
}

impl PlayerCount {
    /// Every count.
    pub const ALL: [PlayerCount; 3] = [PlayerCount::Two, PlayerCount::Three, PlayerCount::Four];

    /// How many players sit.
    pub const fn count(self) -> u8 {
        match self {
            PlayerCount::Two => 2,
            PlayerCount::Three => 3,
            PlayerCount::Four => 4,
        }
    }
}

/// Which opposite pair plays a two-player game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TwoSeating {
    /// South (Red) against North (Yellow).
    #[default]
    SouthNorth,
    /// East (Green) against West (Blue).
    EastWest,
}

impl TwoSeating {
    /// Both pairs.
    pub const ALL: [TwoSeating; 2] = [TwoSeating::SouthNorth, TwoSeating::EastWest];

    /// The pair's two seats.
    pub const fn seats(self) -> [Seat; 2] {
        match self {
            TwoSeating::SouthNorth => [Seat::South, Seat::North],
            TwoSeating::EastWest => [Seat::East, Seat::West],
        }
    }
}

/// One seat's row on the setup screen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatChoice {
    /// The player's name.
    pub name: String,
    /// Human or computer.
    pub kind: PlayerKind,
}

/// Everything chosen on the new-game screen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SetupChoice {
    /// The board and its throw: the 7x7 board with long dice, or the 5x5 with cowries.
    pub variant: Variant,
    /// How many players.
    pub count: PlayerCount,
    /// The pair for two players.
    pub two: TwoSeating,
    /// The seat left empty for three players.
    pub three_empty: Seat,
    /// Name and kind per seat, South first (counter-clockwise).
    pub seats: [SeatChoice; 4],
    /// Pawns per player.
    pub pawns: u8,
    /// The house rules.
    pub rules: HouseRules,
    /// Whether a person's move may be taken back (off for strict games).
    pub undo: bool,
    /// Every player for themselves, or two teams; teams only count with four players
    /// (the choice is kept while fewer are chosen). Choices kept before teams have none.
    pub sides: Sides,
}

impl Default for SetupChoice {
    fn default() -> Self {
        // No name of their own: the field shows the colour in the player's language, and
        // the player is then known by the colour.
        let seat = |kind| SeatChoice {
            name: String::new(),
            kind,
        };
        SetupChoice {
            variant: Variant::Dhayam,
            count: PlayerCount::Two,
            two: TwoSeating::SouthNorth,
            three_empty: Seat::West,
            seats: [
                seat(PlayerKind::Human),
                seat(PlayerKind::Computer(Level::Medium)),
                seat(PlayerKind::Computer(Level::Medium)),
                seat(PlayerKind::Computer(Level::Medium)),
            ],
            pawns: MIN_PAWNS,
            rules: HouseRules::CLASSIC,
            undo: true,
            sides: Sides::Alone,
        }
    }
}

/// Whether `name` is what the store keeps for a person who gave no name of their own: a
/// seat's name ("South", before the first game) or a colour's ("Red", after it: see
/// [`SetupChoice::player`]).
fn is_placeholder(name: &str) -> bool {
    Seat::ALL
        .into_iter()
        .any(|seat| name == seat.name() || name == seat.colour().name())
}

impl SetupChoice {
    /// The occupied seats, counter-clockwise from South.
    pub fn seated(&self) -> Vec<Seat> {
        match self.count {
            PlayerCount::Two => {
                let pair = self.two.seats();
                Seat::ALL.into_iter().filter(|s| pair.contains(s)).collect()
            }
            PlayerCount::Three => Seat::ALL
                .into_iter()
                .filter(|&s| s != self.three_empty)
                .collect(),
            PlayerCount::Four => Seat::ALL.to_vec(),
        }
    }

    /// Whether the game chosen is played in teams: teams are chosen and all four seats
    /// are taken.
    pub fn is_teams(&self) -> bool {
        self.sides.is_teams() && self.count == PlayerCount::Four
    }

    /// The core setup these choices describe (checked by the core when the game starts).
    pub fn to_setup(&self) -> Setup {
        let setup = Setup::new(self.seated())
            .with_variant(self.variant)
            .with_pawns(self.pawns)
            .with_rules(self.rules);
        if self.is_teams() {
            setup.with_teams()
        } else {
            setup
        }
    }

    /// Chooses the board: its own house rules (RULES-5x5.md's defaults on the 5x5 board,
    /// Classic on the 7x7; the team rules kept) and, on the 5x5 board, the four pawns it
    /// is played with.
    pub fn choose_variant(&mut self, variant: Variant) {
        if self.variant == variant {
            return;
        }
        self.variant = variant;
        self.rules = self.with_team_rules(variant.default_rules());
        if !variant.is_dhayam() {
            self.pawns = SMALL_BOARD_PAWNS;
        }
    }

    /// The player in `seat`, with a name even if the name field was left empty.
    pub fn player(&self, seat: Seat) -> SeatPlayer {
        let choice = &self.seats[seat.index()];
        // The store's one rule for names, typed here or arriving from elsewhere.
        let name = dhayam_store::clean_name(&choice.name);
        SeatPlayer {
            seat,
            name: if name.is_empty() {
                seat.colour().name().to_owned()
            } else {
                name
            },
            kind: choice.kind,
        }
    }

    /// The name this computer's player chose for themselves, as the settings keep it:
    /// the first person's seat (South first) with a name of their own; empty when every
    /// person there is known by a seat or a colour. The join form starts with it.
    pub fn own_name(stored: &dhayam_store::TableSettings) -> String {
        Seat::ALL
            .into_iter()
            .map(|seat| stored.player(seat))
            .filter(|player| player.kind.is_human())
            .map(|player| player.name)
            .find(|name| !is_placeholder(name))
            .unwrap_or_default()
    }

    /// The choices remembered in the store's settings (the last game's setup and players).
    pub fn from_store(stored: &dhayam_store::TableSettings) -> SetupChoice {
        let mut choice = SetupChoice {
            undo: stored.undo,
            ..SetupChoice::default()
        };
        // Before the first game the store only knows placeholder players: keep ours.
        if let Some(setup) = &stored.last_setup {
            for seat in Seat::ALL {
                let player = stored.player(seat);
                // A player known by the colour shows the colour's name in the language
                // in use, not the English word kept in the file.
                let name = if player.name == seat.colour().name() {
                    String::new()
                } else {
                    player.name
                };
                choice.seats[seat.index()] = SeatChoice {
                    name,
                    kind: player.kind,
                };
            }
            let seats = &setup.seats;
            match seats.len() {
                2 => {
                    choice.count = PlayerCount::Two;
                    choice.two = if seats.contains(&Seat::South) {
                        TwoSeating::SouthNorth
                    } else {
                        TwoSeating::EastWest
                    };
                }
                3 => {
                    choice.count = PlayerCount::Three;
                    if let Some(empty) = Seat::ALL.into_iter().find(|s| !seats.contains(s)) {
                        choice.three_empty = empty;
                    }
                }
                _ => choice.count = PlayerCount::Four,
            }
            choice.variant = setup.variant;
            choice.pawns = setup.pawns;
            choice.rules = setup.rules;
            choice.sides = setup.sides;
        }
        choice
    }

    /// The table's command that starts the game these choices describe; every seat's
    /// player goes with it, to be remembered for next time.
    pub fn start_command(&self) -> dhayam_table::Command {
        dhayam_table::Command::Start {
            setup: self.to_setup(),
            players: Seat::ALL.into_iter().map(|s| self.player(s)).collect(),
            undo: self.undo,
        }
    }

    /// The preset the rules match, if any. The team rules play no part: a preset says
    /// how the board is played, whoever plays with whom.
    pub fn preset(&self) -> Option<Preset> {
        Preset::ALL
            .into_iter()
            .find(|p| self.with_team_rules(p.rules()) == self.rules)
    }

    /// Takes `preset`'s rules, keeping the team rules chosen.
    pub fn choose_preset(&mut self, preset: Preset) {
        self.rules = self.with_team_rules(preset.rules());
    }

    /// `rules` with the team rules of these choices.
    fn with_team_rules(&self, rules: HouseRules) -> HouseRules {
        HouseRules {
            team_gate: self.rules.team_gate,
            finished: self.rules.finished,
            ..rules
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_seating_choice_makes_a_valid_setup() {
        let mut choice = SetupChoice::default();
        for count in PlayerCount::ALL {
            choice.count = count;
            for two in TwoSeating::ALL {
                choice.two = two;
                for empty in Seat::ALL {
                    choice.three_empty = empty;
                    let setup = choice.to_setup().validate().unwrap();
                    let n = match count {
                        PlayerCount::Two => 2,
                        PlayerCount::Three => 3,
                        PlayerCount::Four => 4,
                    };
                    assert_eq!(setup.seats.len(), n);
                }
            }
        }
    }

    #[test]
    fn choosing_the_5x5_board_takes_its_rules_and_four_pawns_and_makes_a_valid_setup() {
        let mut choice = SetupChoice {
            pawns: 6,
            ..SetupChoice::default()
        };
        choice.choose_variant(Variant::Thayam);
        assert_eq!(choice.pawns, 4);
        assert_eq!(choice.rules, Variant::Thayam.default_rules());
        for count in PlayerCount::ALL {
            choice.count = count;
            let game = dhayam_core::Game::new(&choice.to_setup()).unwrap();
            assert_eq!(game.variant(), Variant::Thayam);
            assert_eq!(game.board().size(), 5);
        }
        choice.choose_variant(Variant::Dhayam);
        assert_eq!(choice.rules, HouseRules::CLASSIC);
        let game = dhayam_core::Game::new(&choice.to_setup()).unwrap();
        assert_eq!(game.board().size(), 7);
    }

    #[test]
    fn teams_count_with_four_players_only_and_are_remembered() {
        let mut choice = SetupChoice {
            sides: Sides::Teams,
            ..SetupChoice::default()
        };
        choice.rules.finished = dhayam_core::Finished::SitsOut;
        for count in [PlayerCount::Two, PlayerCount::Three] {
            choice.count = count;
            assert!(
                choice.to_setup().validate().is_ok(),
                "no teams with {count:?}"
            );
            assert!(!choice.to_setup().sides.is_teams());
        }
        choice.count = PlayerCount::Four;
        for variant in [Variant::Dhayam, Variant::Thayam] {
            choice.choose_variant(variant);
            let game = dhayam_core::Game::new(&choice.to_setup()).unwrap();
            assert!(game.is_team_game());
            assert_eq!(game.rules().finished, dhayam_core::Finished::SitsOut);
            assert_eq!(SetupChoice::from_store(&stored_after(&choice)), choice);
        }
        // A preset keeps the team rules chosen.
        choice.choose_preset(Preset::Traditional);
        assert_eq!(choice.preset(), Some(Preset::Traditional));
        assert_eq!(choice.rules.finished, dhayam_core::Finished::SitsOut);
    }

    #[test]
    fn empty_names_fall_back_to_the_colour() {
        let mut choice = SetupChoice::default();
        choice.seats[2].name = "  ".into();
        assert_eq!(choice.player(Seat::North).name, "Yellow");
    }

    /// The settings after a game of `choice` started (the players are remembered).
    fn stored_after(choice: &SetupChoice) -> dhayam_store::TableSettings {
        let mut table = dhayam_table::Table::new(
            dhayam_store::TableSettings::default(),
            None,
            Box::new(dhayam_table::ScriptedDice::values([])),
        );
        table.apply(choice.start_command(), 0.0);
        table.settings().clone()
    }

    #[test]
    fn the_own_name_is_never_a_seat_or_a_colour() {
        let fresh = dhayam_store::TableSettings::default();
        assert_eq!(SetupChoice::own_name(&fresh), "", "South before any game");
        let mut choice = SetupChoice {
            count: PlayerCount::Four,
            ..SetupChoice::default()
        };
        let stored = stored_after(&choice);
        assert_eq!(
            stored.player(Seat::South).name,
            "Red",
            "what the store keeps"
        );
        assert_eq!(SetupChoice::own_name(&stored), "", "not Red");
        // A person at East who took North's colour as a name is no better.
        choice.seats[0].kind = PlayerKind::Computer(Level::Easy);
        choice.seats[1] = SeatChoice {
            name: "Yellow".into(),
            kind: PlayerKind::Human,
        };
        assert_eq!(SetupChoice::own_name(&stored_after(&choice)), "");
        choice.seats[1].name = "Kavi".into();
        assert_eq!(SetupChoice::own_name(&stored_after(&choice)), "Kavi");
    }

    #[test]
    fn survives_a_round_trip_through_ron() {
        let choice = SetupChoice {
            count: PlayerCount::Three,
            rules: Preset::Traditional.rules(),
            ..SetupChoice::default()
        };
        let text = ron::to_string(&choice).unwrap();
        assert_eq!(ron::from_str::<SetupChoice>(&text).unwrap(), choice);
    }

    #[test]
    fn survives_a_round_trip_through_the_store_settings() {
        let mut choice = SetupChoice {
            count: PlayerCount::Three,
            three_empty: Seat::East,
            pawns: 5,
            rules: Preset::Traditional.rules(),
            undo: false,
            ..SetupChoice::default()
        };
        choice.seats[2].name = "Bala".into();
        choice.seats[3].kind = PlayerKind::Computer(Level::Hard);
        let stored = stored_after(&choice);
        let mut file = dhayam_store::Settings {
            table: stored.clone(),
            ..dhayam_store::Settings::default()
        };
        assert!(!file.repair(), "the store keeps what was written");
        assert_eq!(SetupChoice::from_store(&stored), choice);
        // The 5x5 board is remembered with its rules.
        choice.choose_variant(Variant::Thayam);
        let stored = stored_after(&choice);
        assert_eq!(SetupChoice::from_store(&stored), choice);
    }
}
