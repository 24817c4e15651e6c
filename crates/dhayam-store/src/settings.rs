//! Preferences kept between runs, as a versioned RON file with defaults for anything missing.

use serde::{Deserialize, Serialize};

use dhayam_core::{Seat, Setup};

use crate::player::check_name;
use crate::{Language, PlayerKind, SeatPlayer};

/// The newest format version of `settings.ron`.
pub const SETTINGS_FORMAT: u32 = 1;

/// How fast pawns walk and dice tumble.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AnimationSpeed {
    /// No animation.
    Instant,
    /// Quick.
    Fast,
    /// A calm walk.
    #[default]
    Normal,
    /// Slow, easy to follow.
    Slow,
}

/// How long a computer seat pauses before each throw or move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ComputerPace {
    /// No pause.
    Instant,
    /// A short pause.
    Brisk,
    /// Time to follow every step.
    #[default]
    Readable,
    /// A long pause.
    Slow,
}

/// Light or dark colours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    /// Follow the system.
    #[default]
    System,
    /// Light.
    Light,
    /// Dark.
    Dark,
}

/// How the board is drawn (each in light and dark, after [`Theme`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BoardLook {
    /// Flat colours, as Dhayam has always drawn it.
    #[default]
    Plain,
    /// A wooden board.
    Wood,
    /// Chalk on a floor, as Thayam is drawn at home.
    Chalk,
}

/// How far a table hosted or joined from the window reaches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TableReach {
    /// Over the internet: a join code works anywhere (through a relay when no direct
    /// path is found).
    #[default]
    Internet,
    /// This network only: no relays and no internet lookups, for a LAN party without
    /// internet.
    ThisNetwork,
}

impl TableReach {
    /// Both, in the order they are offered.
    pub const ALL: [TableReach; 2] = [TableReach::Internet, TableReach::ThisNetwork];
}

/// Sound: how loud, and whether it is muted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Sound {
    /// Loudness in percent, 0 to 100.
    pub volume: u8,
    /// Silent, whatever the volume.
    pub muted: bool,
}

impl Default for Sound {
    fn default() -> Self {
        Sound {
            volume: 70,
            muted: false,
        }
    }
}

/// A tip of the first-game walkthrough, each shown the first time its moment comes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tip {
    /// The dice: a person is to throw.
    Dice,
    /// A pawn that may move: a person is to pick a move.
    Pawn,
    /// The gate: a person's pawn stands before the gate to the inner squares.
    Gate,
}

impl Tip {
    /// Every tip, in the order a first game usually meets them.
    pub const ALL: [Tip; 3] = [Tip::Dice, Tip::Pawn, Tip::Gate];
}

/// The first-game walkthrough: whether its tips are shown, and which were already seen
/// (each is shown once ever, not once per game).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Walkthrough {
    /// Show the tips not seen yet.
    pub on: bool,
    /// The tips already shown and done with, each once, in [`Tip`] order.
    pub seen: Vec<Tip>,
}

impl Default for Walkthrough {
    fn default() -> Self {
        Walkthrough {
            on: true,
            seen: Vec::new(),
        }
    }
}

impl Walkthrough {
    /// The walkthrough turned off: no tips.
    pub fn off() -> Walkthrough {
        Walkthrough {
            on: false,
            seen: Vec::new(),
        }
    }

    /// Whether `tip` is still to be shown: the walkthrough is on and `tip` was not seen.
    pub fn shows(&self, tip: Tip) -> bool {
        self.on && !self.seen.contains(&tip)
    }

    /// Notes that `tip` was seen, so it does not come again.
    pub fn mark_seen(&mut self, tip: Tip) {
        if !self.seen.contains(&tip) {
            self.seen.push(tip);
            self.seen.sort_unstable();
        }
    }

    /// Turns the walkthrough on or off; turning it on again shows every tip again.
    pub fn set_on(&mut self, on: bool) {
        if on && !self.on {
            self.seen.clear();
        }
        self.on = on;
    }
}

/// Everything remembered between runs. Fields missing from the file take their defaults,
/// so older files load; see [`crate::Store::load_settings`] for damaged ones.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
#[allow(clippy::struct_excessive_bools)] // independent yes/no preferences, not a state machine
pub struct Settings {
    /// The file's format version.
    pub format: u32,
    /// The setup of the last game started (`None` before the first game).
    pub last_setup: Option<Setup>,
    /// The player last chosen for each seat, South, East, North, West.
    pub players: Vec<SeatPlayer>,
    /// Whether new games allow undo.
    pub undo: bool,
    /// Pawn and dice animation speed.
    pub animation: AnimationSpeed,
    /// Pause before each computer action.
    pub computer_pace: ComputerPace,
    /// Light or dark.
    pub theme: Theme,
    /// Play a person's only legal move without asking.
    pub auto_play_forced: bool,
    /// The language of the interface (kept as its tag, "en" or "ta").
    pub language: Language,
    /// Volume and mute.
    pub sound: Sound,
    /// How the board is drawn.
    pub board_look: BoardLook,
    /// Seat colours that stay distinct under the common colour-vision deficiencies.
    pub colour_blind: bool,
    /// Keep motion to what is needed to follow the game (no bounces, arcs or confetti).
    pub reduced_motion: bool,
    /// Show each player's chance of winning during a game.
    pub show_win_chances: bool,
    /// The first-game tips: on, and which were seen.
    pub walkthrough: Walkthrough,
    /// Look for tables on the local network in the join form, and show a table hosted
    /// on it there (mDNS); off: tables are joined by their code only.
    pub tables_nearby: bool,
    /// How far a table hosted or joined from the window reaches.
    pub table_reach: TableReach,
    /// A relay server of one's own for play over the internet (a self-hosted
    /// `iroh-relay`, as its address: `https://relay.example.org`); empty: iroh's public
    /// relays. Read when a table is hosted or joined (the `DHAYAM_RELAY` environment
    /// variable wins over it).
    pub relay: String,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            format: SETTINGS_FORMAT,
            last_setup: None,
            players: Seat::ALL.into_iter().map(SeatPlayer::human).collect(),
            undo: true,
            animation: AnimationSpeed::default(),
            computer_pace: ComputerPace::default(),
            theme: Theme::default(),
            auto_play_forced: true,
            language: Language::English,
            sound: Sound::default(),
            board_look: BoardLook::default(),
            colour_blind: false,
            reduced_motion: false,
            show_win_chances: true,
            walkthrough: Walkthrough::default(),
            tables_nearby: true,
            table_reach: TableReach::default(),
            relay: String::new(),
        }
    }
}

impl crate::file::Versioned for Settings {
    fn format(&self) -> u32 {
        self.format
    }
}

impl Settings {
    /// The remembered player for `seat` (a person named after the seat if none).
    pub fn player(&self, seat: Seat) -> SeatPlayer {
        self.players
            .iter()
            .find(|p| p.seat == seat)
            .cloned()
            .unwrap_or_else(|| SeatPlayer::human(seat))
    }

    /// Replaces what cannot be used with defaults: an invalid setup, bad names, a seat
    /// listed twice or missing, a volume over 100, a tip listed as seen twice (a language tag
    /// Dhayam does not speak reads as English). Returns whether anything changed.
    pub fn repair(&mut self) -> bool {
        let before = self.clone();
        self.format = SETTINGS_FORMAT;
        if self
            .last_setup
            .as_ref()
            .is_some_and(|s| s.validate().is_err())
        {
            self.last_setup = None;
        }
        let players: Vec<SeatPlayer> = Seat::ALL
            .into_iter()
            .map(|seat| {
                self.players
                    .iter()
                    .find(|p| p.seat == seat && check_name(&p.name).is_ok())
                    .cloned()
                    .unwrap_or(SeatPlayer {
                        seat,
                        name: seat.name().to_owned(),
                        kind: PlayerKind::Human,
                    })
            })
            .collect();
        self.players = players;
        self.sound.volume = self.sound.volume.min(100);
        self.walkthrough.seen.sort_unstable();
        self.walkthrough.seen.dedup();
        *self != before
    }
}
