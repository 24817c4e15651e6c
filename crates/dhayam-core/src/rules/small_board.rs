//! The house rules only the 5x5 board has (RULES-5x5.md section 9): where pawns start,
//! whether a 1 is a bonus value, whether own pawns share the inner squares, and what three
//! bonus throws in a row do. (Its third gate rule, no gate at all, is [`GateRule::Open`].)
//!
//! On the 7x7 board each of them keeps its default: [`crate::Setup::validate`] refuses
//! any other value there, so every 7x7 file and figure stays as it was.

use serde::{Deserialize, Serialize};

use super::{GateRule, HouseRules};

/// Where pawns begin a 5x5 game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Start {
    /// On their home square, entered; a cut pawn goes back there (default).
    #[default]
    Home,
    /// In the yard: every pawn enters on a 1, and a cut pawn goes back to the yard.
    Yard,
}

impl Start {
    /// Whether this is the default, [`Start::Home`] (written to files only otherwise).
    pub const fn is_home(&self) -> bool {
        matches!(self, Start::Home)
    }
}

/// Whether a player's own pawns may stand together on a plain square of the 5x5 board's
/// inner ring.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InnerSquares {
    /// Own pawns may share an inner square, and are cut together there (default).
    #[default]
    Share,
    /// Own pawns never share a plain square, inside as outside.
    Apart,
}

impl InnerSquares {
    /// Whether this is the default, [`InnerSquares::Share`].
    pub const fn is_share(&self) -> bool {
        matches!(self, InnerSquares::Share)
    }
}

/// What three bonus throws in a row within one turn do.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ThreeBonuses {
    /// Nothing special: the player throws again (default).
    #[default]
    Play,
    /// The turn is void: with throw first the whole pool is lost, with a move after every
    /// throw the third value is lost (moves made stand); the turn passes either way.
    Void,
}

impl ThreeBonuses {
    /// Whether this is the default, [`ThreeBonuses::Play`].
    pub const fn is_play(&self) -> bool {
        matches!(self, ThreeBonuses::Play)
    }
}

/// `bonus_one`'s default (false), for serde.
#[expect(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's skip_serializing_if"
)]
pub(super) const fn is_false(flag: &bool) -> bool {
    !*flag
}

impl HouseRules {
    /// The keys of the 5x5 board's own rules [`HouseRules::set`] also takes, with their
    /// values. They are written only where they differ from the default.
    pub const SMALL_BOARD_KEYS: [(&'static str, &'static str); 4] = [
        ("start", "home | yard"),
        ("bonus_one", "true | false"),
        ("inner", "share | apart"),
        ("three_bonuses", "play | void"),
    ];

    /// The 5x5 board's own rules as the key and value [`HouseRules::set`] takes, in the
    /// order of [`HouseRules::SMALL_BOARD_KEYS`].
    pub const fn small_board_assignments(&self) -> [(&'static str, &'static str); 4] {
        [
            (
                "start",
                match self.start {
                    Start::Home => "home",
                    Start::Yard => "yard",
                },
            ),
            ("bonus_one", if self.bonus_one { "true" } else { "false" }),
            (
                "inner",
                match self.inner {
                    InnerSquares::Share => "share",
                    InnerSquares::Apart => "apart",
                },
            ),
            (
                "three_bonuses",
                match self.three_bonuses {
                    ThreeBonuses::Play => "play",
                    ThreeBonuses::Void => "void",
                },
            ),
        ]
    }

    /// The first of the 5x5 board's own rules that differs from its default, as the
    /// `KEY=VALUE` a person would type (`"start=yard"`), or `None`: what the 7x7 board
    /// refuses.
    pub fn small_board_only(&self) -> Option<&'static str> {
        if self.gate == GateRule::Open {
            return Some("gate=open");
        }
        let defaults = HouseRules::CLASSIC.small_board_assignments();
        self.small_board_assignments()
            .into_iter()
            .zip(defaults)
            .find(|(rule, default)| rule != default)
            .map(|((key, _), _)| match key {
                "start" => "start=yard",
                "bonus_one" => "bonus_one=true",
                "inner" => "inner=apart",
                _ => "three_bonuses=void",
            })
    }

    /// Sets one of the 5x5 board's own rules; `None` when `key` is not one of them,
    /// `Some(false)` (and nothing changed) when `value` is not one of its values.
    pub(super) fn set_small_board(&mut self, key: &str, value: &str) -> Option<bool> {
        let set = match key {
            "start" => match value {
                "home" => Some(HouseRules {
                    start: Start::Home,
                    ..*self
                }),
                "yard" => Some(HouseRules {
                    start: Start::Yard,
                    ..*self
                }),
                _ => None,
            },
            "bonus_one" => super::flag(value).map(|bonus_one| HouseRules { bonus_one, ..*self }),
            "inner" => match value {
                "share" => Some(HouseRules {
                    inner: InnerSquares::Share,
                    ..*self
                }),
                "apart" => Some(HouseRules {
                    inner: InnerSquares::Apart,
                    ..*self
                }),
                _ => None,
            },
            "three_bonuses" => match value {
                "play" => Some(HouseRules {
                    three_bonuses: ThreeBonuses::Play,
                    ..*self
                }),
                "void" => Some(HouseRules {
                    three_bonuses: ThreeBonuses::Void,
                    ..*self
                }),
                _ => None,
            },
            _ => return None,
        };
        if let Some(rules) = set {
            *self = rules;
        }
        Some(set.is_some())
    }

    /// Every combination of the house rules that play a part on the 5x5 board (768): the
    /// turn structure, the cut bonus, the three gate rules, the turn order, playing on,
    /// and the board's own four. (The entry rule plays no part there and stays at its
    /// default.)
    pub fn all_small_board_combinations() -> impl Iterator<Item = HouseRules> {
        HouseRules::all_combinations()
            .filter(|rules| rules.entry == HouseRules::CLASSIC.entry)
            .flat_map(|rules| {
                // The gate: the base combinations' circle and wait, and no gate at all
                // in place of each circle.
                let open = (rules.gate == GateRule::Circle).then_some(HouseRules {
                    gate: GateRule::Open,
                    ..rules
                });
                std::iter::once(rules).chain(open)
            })
            .flat_map(|rules| {
                (0u8..16).map(move |bits| HouseRules {
                    start: if bits & 1 == 0 {
                        Start::Home
                    } else {
                        Start::Yard
                    },
                    bonus_one: bits & 2 != 0,
                    inner: if bits & 4 == 0 {
                        InnerSquares::Share
                    } else {
                        InnerSquares::Apart
                    },
                    three_bonuses: if bits & 8 == 0 {
                        ThreeBonuses::Play
                    } else {
                        ThreeBonuses::Void
                    },
                    ..rules
                })
            })
    }
}
