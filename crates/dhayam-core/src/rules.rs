//! House rules: the setup options of RULES.md section 8, and their presets.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::team::{Finished, TeamGate};

mod small_board;

pub use small_board::{InnerSquares, Start, ThreeBonuses};

/// Which values let a pawn enter the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EntryRule {
    /// The first pawn a player enters needs a 1; after that a 1 or a 5 (default).
    #[default]
    OneThenFive,
    /// Every pawn needs a 1.
    OneOnly,
}

/// When a player moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnStructure {
    /// Move after every throw (default).
    #[default]
    PerThrow,
    /// Throw until a non-bonus value, then spend the pooled values.
    ThrowFirst,
}

/// What a pawn does at the gate before its player has cut.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GateRule {
    /// The pawn keeps circling the outer ring (default).
    #[default]
    Circle,
    /// The pawn waits: moves past index 23 are illegal.
    Wait,
    /// No gate at all: pawns go inside without a cut (the 5x5 board only).
    Open,
}

/// The direction play passes around the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnOrder {
    /// South -> East -> North -> West (default).
    #[default]
    #[serde(rename = "ccw")]
    CounterClockwise,
    /// South -> West -> North -> East.
    #[serde(rename = "cw")]
    Clockwise,
}

/// The house rules a game is played with. `Default` is the Classic preset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HouseRules {
    /// Which values let a pawn enter.
    pub entry: EntryRule,
    /// Move after every throw, or throw first.
    pub turn: TurnStructure,
    /// Whether a move that cut earns one more throw.
    pub cut_bonus: bool,
    /// What a pawn does at the gate before its player has cut.
    pub gate: GateRule,
    /// The direction of play.
    pub order: TurnOrder,
    /// After the first winner, play on for the other places (`true`) or stop.
    pub play_on: bool,
    /// Team play: whose cut opens a player's gate (files without it: the team's).
    #[serde(default, skip_serializing_if = "TeamGate::is_team")]
    pub team_gate: TeamGate,
    /// Team play: what a player does once all their pawns are in the centre (files
    /// without it: helps the partner).
    #[serde(default, skip_serializing_if = "Finished::is_helps")]
    pub finished: Finished,
    /// The 5x5 board: where pawns start (files without it: on their home square).
    #[serde(default, skip_serializing_if = "Start::is_home")]
    pub start: Start,
    /// The 5x5 board: whether a 1 is a bonus value too (files without it: 4 and 8 only).
    #[serde(default, skip_serializing_if = "small_board::is_false")]
    pub bonus_one: bool,
    /// The 5x5 board: whether own pawns share inner squares (files without it: they do).
    #[serde(default, skip_serializing_if = "InnerSquares::is_share")]
    pub inner: InnerSquares,
    /// The 5x5 board: what three bonus throws in a row do (files without it: nothing).
    #[serde(default, skip_serializing_if = "ThreeBonuses::is_play")]
    pub three_bonuses: ThreeBonuses,
}

/// A named set of house rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Preset {
    /// All defaults.
    Classic,
    /// Throw first, and an extra throw after a cut.
    Traditional,
}

impl Preset {
    /// Both presets.
    pub const ALL: [Preset; 2] = [Preset::Classic, Preset::Traditional];

    /// The house rules this preset names.
    pub const fn rules(self) -> HouseRules {
        match self {
            Preset::Classic => HouseRules::CLASSIC,
            Preset::Traditional => HouseRules {
                turn: TurnStructure::ThrowFirst,
                cut_bonus: true,
                ..HouseRules::CLASSIC
            },
        }
    }

    /// The preset's name ("Classic").
    pub const fn name(self) -> &'static str {
        match self {
            Preset::Classic => "Classic",
            Preset::Traditional => "Traditional",
        }
    }

    /// Parses "classic" or "traditional", ignoring case.
    pub fn parse(text: &str) -> Option<Preset> {
        match text.trim().to_ascii_lowercase().as_str() {
            "classic" => Some(Preset::Classic),
            "traditional" => Some(Preset::Traditional),
            _ => None,
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A `KEY=VALUE` house-rule override that could not be understood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleParseError(pub String);

impl fmt::Display for RuleParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for RuleParseError {}

impl HouseRules {
    /// The Classic preset: every default of RULES.md section 8.
    pub const CLASSIC: HouseRules = HouseRules {
        entry: EntryRule::OneThenFive,
        turn: TurnStructure::PerThrow,
        cut_bonus: false,
        gate: GateRule::Circle,
        order: TurnOrder::CounterClockwise,
        play_on: true,
        team_gate: TeamGate::Team,
        finished: Finished::Helps,
        start: Start::Home,
        bonus_one: false,
        inner: InnerSquares::Share,
        three_bonuses: ThreeBonuses::Play,
    };

    /// The defaults of the 5x5 board (RULES-5x5.md section 9): throw first, a cut earns a
    /// throw, a pawn waits at a shut gate. (The entry rule plays no part there: pawns
    /// start on their home square.)
    pub const THAYAM: HouseRules = HouseRules {
        entry: EntryRule::OneThenFive,
        turn: TurnStructure::ThrowFirst,
        cut_bonus: true,
        gate: GateRule::Wait,
        order: TurnOrder::CounterClockwise,
        play_on: true,
        team_gate: TeamGate::Team,
        finished: Finished::Helps,
        start: Start::Home,
        bonus_one: false,
        inner: InnerSquares::Share,
        three_bonuses: ThreeBonuses::Play,
    };

    /// The keys accepted by [`HouseRules::set`], with their values.
    pub const KEYS: [(&'static str, &'static str); 6] = [
        ("entry", "one_then_five | one_only"),
        ("turn", "per_throw | throw_first"),
        ("cut_bonus", "true | false"),
        ("gate", "circle | wait | open"),
        ("order", "ccw | cw"),
        ("play_on", "true | false"),
    ];

    /// Every combination of the house rules (64 of them), for exhaustive tests.
    pub fn all_combinations() -> impl Iterator<Item = HouseRules> {
        (0u8..64).map(|bits| HouseRules {
            entry: if bits & 1 == 0 {
                EntryRule::OneThenFive
            } else {
                EntryRule::OneOnly
            },
            turn: if bits & 2 == 0 {
                TurnStructure::PerThrow
            } else {
                TurnStructure::ThrowFirst
            },
            cut_bonus: bits & 4 != 0,
            gate: if bits & 8 == 0 {
                GateRule::Circle
            } else {
                GateRule::Wait
            },
            order: if bits & 16 == 0 {
                TurnOrder::CounterClockwise
            } else {
                TurnOrder::Clockwise
            },
            play_on: bits & 32 == 0,
            ..HouseRules::CLASSIC
        })
    }

    /// The keys of the two team-play rules [`HouseRules::set`] also takes, with their
    /// values. They mean something only in a team game and are written only there.
    pub const TEAM_KEYS: [(&'static str, &'static str); 2] = [
        ("team_gate", "team | own"),
        ("finished", "helps | sits_out"),
    ];

    /// Every combination of the house rules with both team-play rules (256 of them), for
    /// exhaustive tests of team games.
    pub fn all_team_combinations() -> impl Iterator<Item = HouseRules> {
        HouseRules::all_combinations().flat_map(|rules| {
            [
                (TeamGate::Team, Finished::Helps),
                (TeamGate::Own, Finished::Helps),
                (TeamGate::Team, Finished::SitsOut),
                (TeamGate::Own, Finished::SitsOut),
            ]
            .map(|(team_gate, finished)| HouseRules {
                team_gate,
                finished,
                ..rules
            })
        })
    }

    /// The two team-play rules as the key and value [`HouseRules::set`] takes, in the
    /// order of [`HouseRules::TEAM_KEYS`].
    pub const fn team_assignments(&self) -> [(&'static str, &'static str); 2] {
        [
            (
                "team_gate",
                match self.team_gate {
                    TeamGate::Team => "team",
                    TeamGate::Own => "own",
                },
            ),
            (
                "finished",
                match self.finished {
                    Finished::Helps => "helps",
                    Finished::SitsOut => "sits_out",
                },
            ),
        ]
    }

    /// Each rule as the key and value [`HouseRules::set`] takes (`("gate", "wait")`), in
    /// the order of [`HouseRules::KEYS`]: the rules in words a person can type back.
    pub const fn assignments(&self) -> [(&'static str, &'static str); 6] {
        [
            (
                "entry",
                match self.entry {
                    EntryRule::OneThenFive => "one_then_five",
                    EntryRule::OneOnly => "one_only",
                },
            ),
            (
                "turn",
                match self.turn {
                    TurnStructure::PerThrow => "per_throw",
                    TurnStructure::ThrowFirst => "throw_first",
                },
            ),
            ("cut_bonus", if self.cut_bonus { "true" } else { "false" }),
            (
                "gate",
                match self.gate {
                    GateRule::Circle => "circle",
                    GateRule::Wait => "wait",
                    GateRule::Open => "open",
                },
            ),
            (
                "order",
                match self.order {
                    TurnOrder::CounterClockwise => "ccw",
                    TurnOrder::Clockwise => "cw",
                },
            ),
            ("play_on", if self.play_on { "true" } else { "false" }),
        ]
    }

    /// Overrides one rule from `key` and `value` as written in traces and on the
    /// command line (`gate`, `wait`). On error the rules are unchanged.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), RuleParseError> {
        let bad = || {
            RuleParseError(format!(
                "house rule {key} cannot be {value:?}; expected {}",
                HouseRules::KEYS
                    .iter()
                    .chain(&HouseRules::TEAM_KEYS)
                    .chain(&HouseRules::SMALL_BOARD_KEYS)
                    .find(|(k, _)| *k == key)
                    .map_or("?", |(_, v)| v)
            ))
        };
        match self.set_small_board(key, value) {
            Some(true) => return Ok(()),
            Some(false) => return Err(bad()),
            None => {}
        }
        match key {
            "entry" => {
                self.entry = match value {
                    "one_then_five" => EntryRule::OneThenFive,
                    "one_only" => EntryRule::OneOnly,
                    _ => return Err(bad()),
                }
            }
            "turn" => {
                self.turn = match value {
                    "per_throw" => TurnStructure::PerThrow,
                    "throw_first" => TurnStructure::ThrowFirst,
                    _ => return Err(bad()),
                }
            }
            "cut_bonus" => self.cut_bonus = flag(value).ok_or_else(bad)?,
            "gate" => {
                self.gate = match value {
                    "circle" => GateRule::Circle,
                    "wait" => GateRule::Wait,
                    "open" => GateRule::Open,
                    _ => return Err(bad()),
                }
            }
            "order" => {
                self.order = match value {
                    "ccw" => TurnOrder::CounterClockwise,
                    "cw" => TurnOrder::Clockwise,
                    _ => return Err(bad()),
                }
            }
            "play_on" => self.play_on = flag(value).ok_or_else(bad)?,
            "team_gate" => {
                self.team_gate = match value {
                    "team" => TeamGate::Team,
                    "own" => TeamGate::Own,
                    _ => return Err(bad()),
                }
            }
            "finished" => {
                self.finished = match value {
                    "helps" => Finished::Helps,
                    "sits_out" => Finished::SitsOut,
                    _ => return Err(bad()),
                }
            }
            _ => {
                let keys: Vec<&str> = HouseRules::KEYS
                    .iter()
                    .chain(&HouseRules::TEAM_KEYS)
                    .chain(&HouseRules::SMALL_BOARD_KEYS)
                    .map(|(k, _)| *k)
                    .collect();
                return Err(RuleParseError(format!(
                    "unknown house rule {key:?}; the rules are {}",
                    keys.join(", ")
                )));
            }
        }
        Ok(())
    }

    /// Applies a `KEY=VALUE` override.
    pub fn apply(&mut self, assignment: &str) -> Result<(), RuleParseError> {
        let (key, value) = assignment.split_once('=').ok_or_else(|| {
            RuleParseError(format!(
                "house rule override {assignment:?} must look like KEY=VALUE"
            ))
        })?;
        self.set(key.trim(), value.trim())
    }
}

/// A yes-or-no rule's value as written ("true", "on", "yes" or the opposites).
fn flag(value: &str) -> Option<bool> {
    match value {
        "true" | "on" | "yes" => Some(true),
        "false" | "off" | "no" => Some(false),
        _ => None,
    }
}

impl Default for HouseRules {
    fn default() -> Self {
        HouseRules::CLASSIC
    }
}

#[cfg(test)]
mod tests {
    use super::HouseRules;

    #[test]
    fn the_rules_in_words_are_what_set_takes_back() {
        for rules in HouseRules::all_team_combinations() {
            let mut again = HouseRules::CLASSIC;
            for (key, value) in rules
                .assignments()
                .into_iter()
                .chain(rules.team_assignments())
            {
                assert_eq!(again.set(key, value), Ok(()), "{key}={value}");
            }
            assert_eq!(again, rules);
        }
        let keys = HouseRules::CLASSIC.assignments().map(|(key, _)| key);
        assert_eq!(keys, HouseRules::KEYS.map(|(key, _)| key));
    }
}
