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

/// How this computer's table sets up and plays out its games: kept by the table
/// (`dhayam-table`), which changes it as games start.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::struct_excessive_bools)] // independent yes/no preferences, not a state machine
pub struct TableSettings {
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
    /// Play a person's only legal move without asking.
    pub auto_play_forced: bool,
    /// Keep motion to what is needed to follow the game (no bounces, arcs or confetti).
    pub reduced_motion: bool,
    /// Before a person here plays a move that gives away 5 points or more, say what Hard
    /// would play and ask (off unless a player turns it on).
    pub tutor: bool,
}

impl Default for TableSettings {
    fn default() -> Self {
        TableSettings {
            last_setup: None,
            players: Seat::ALL.into_iter().map(SeatPlayer::human).collect(),
            undo: true,
            animation: AnimationSpeed::default(),
            computer_pace: ComputerPace::default(),
            auto_play_forced: true,
            reduced_motion: false,
            tutor: false,
        }
    }
}

impl TableSettings {
    /// The remembered player for `seat` (a person named after the seat if none).
    pub fn player(&self, seat: Seat) -> SeatPlayer {
        self.players
            .iter()
            .find(|p| p.seat == seat)
            .cloned()
            .unwrap_or_else(|| SeatPlayer::human(seat))
    }

    /// Replaces an invalid setup, bad names and a seat listed twice or missing.
    fn repair(&mut self) {
        if self
            .last_setup
            .as_ref()
            .is_some_and(|s| s.validate().is_err())
        {
            self.last_setup = None;
        }
        self.players = Seat::ALL
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
    }
}

/// How the app looks, sounds and reaches out: kept by the window (`dhayam-desktop`), never
/// by a table, so a change goes nowhere else (not through a host across computers).
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::struct_excessive_bools)] // independent yes/no preferences, not a state machine
pub struct Preferences {
    /// Light or dark.
    pub theme: Theme,
    /// The language of the interface (kept as its tag, "en" or "ta").
    pub language: Language,
    /// Volume and mute.
    pub sound: Sound,
    /// How the board is drawn.
    pub board_look: BoardLook,
    /// Seat colours that stay distinct under the common colour-vision deficiencies.
    pub colour_blind: bool,
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

impl Default for Preferences {
    fn default() -> Self {
        Preferences {
            theme: Theme::default(),
            language: Language::English,
            sound: Sound::default(),
            board_look: BoardLook::default(),
            colour_blind: false,
            show_win_chances: true,
            walkthrough: Walkthrough::default(),
            tables_nearby: true,
            table_reach: TableReach::default(),
            relay: String::new(),
        }
    }
}

impl Preferences {
    /// Replaces a volume over 100 and a tip listed as seen twice.
    fn repair(&mut self) {
        self.sound.volume = self.sound.volume.min(100);
        self.walkthrough.seen.sort_unstable();
        self.walkthrough.seen.dedup();
    }
}

/// Everything remembered between runs (`settings.ron`): the table's settings and the app's
/// preferences, kept in one file. Fields missing from the file take their defaults, so older
/// files load; see [`crate::Store::load_settings`] for damaged ones.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "SettingsFile", into = "SettingsFile")]
pub struct Settings {
    /// The table's part.
    pub table: TableSettings,
    /// The app's part.
    pub preferences: Preferences,
}

impl Settings {
    /// Replaces what cannot be used with defaults: an invalid setup, bad names, a seat
    /// listed twice or missing, a volume over 100, a tip listed as seen twice (a language tag
    /// Dhayam does not speak reads as English). Returns whether anything changed.
    pub fn repair(&mut self) -> bool {
        let before = self.clone();
        self.table.repair();
        self.preferences.repair();
        *self != before
    }
}

/// `settings.ron` as written: one flat list of fields, as since its first version.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(default, rename = "Settings")]
#[allow(clippy::struct_excessive_bools)] // independent yes/no preferences, not a state machine
pub(crate) struct SettingsFile {
    format: u32,
    last_setup: Option<Setup>,
    players: Vec<SeatPlayer>,
    undo: bool,
    animation: AnimationSpeed,
    computer_pace: ComputerPace,
    theme: Theme,
    auto_play_forced: bool,
    language: Language,
    sound: Sound,
    board_look: BoardLook,
    colour_blind: bool,
    reduced_motion: bool,
    tutor: bool,
    show_win_chances: bool,
    walkthrough: Walkthrough,
    tables_nearby: bool,
    table_reach: TableReach,
    relay: String,
}

impl crate::file::Versioned for SettingsFile {
    fn format(&self) -> u32 {
        self.format
    }
}

impl Default for SettingsFile {
    fn default() -> Self {
        SettingsFile::from(Settings::default())
    }
}

impl From<Settings> for SettingsFile {
    fn from(settings: Settings) -> Self {
        let Settings { table, preferences } = settings;
        SettingsFile {
            format: SETTINGS_FORMAT,
            last_setup: table.last_setup,
            players: table.players,
            undo: table.undo,
            animation: table.animation,
            computer_pace: table.computer_pace,
            theme: preferences.theme,
            auto_play_forced: table.auto_play_forced,
            language: preferences.language,
            sound: preferences.sound,
            board_look: preferences.board_look,
            colour_blind: preferences.colour_blind,
            reduced_motion: table.reduced_motion,
            tutor: table.tutor,
            show_win_chances: preferences.show_win_chances,
            walkthrough: preferences.walkthrough,
            tables_nearby: preferences.tables_nearby,
            table_reach: preferences.table_reach,
            relay: preferences.relay,
        }
    }
}

impl From<SettingsFile> for Settings {
    fn from(file: SettingsFile) -> Self {
        Settings {
            table: TableSettings {
                last_setup: file.last_setup,
                players: file.players,
                undo: file.undo,
                animation: file.animation,
                computer_pace: file.computer_pace,
                auto_play_forced: file.auto_play_forced,
                reduced_motion: file.reduced_motion,
                tutor: file.tutor,
            },
            preferences: Preferences {
                theme: file.theme,
                language: file.language,
                sound: file.sound,
                board_look: file.board_look,
                colour_blind: file.colour_blind,
                show_win_chances: file.show_win_chances,
                walkthrough: file.walkthrough,
                tables_nearby: file.tables_nearby,
                table_reach: file.table_reach,
                relay: file.relay,
            },
        }
    }
}
