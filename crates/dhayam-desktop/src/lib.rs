//! Dhayam (Thayam), the Tamil race game, as a desktop app built on egui.
//!
//! Every rule comes from [`dhayam_core`]; this crate draws the board, turns clicks and keys
//! into [`Command`]s that [`DhayamApp`] applies in one place, rolls the dice outside the
//! rules through a [`DiceSource`], lets `dhayam-ai`'s bots think for computer seats on
//! threads of their own ([`computer`]), and keeps games, history and settings with
//! `dhayam-store`.

mod animation;
mod app;
mod board_ui;
mod command;
pub mod computer;
pub mod crash;
mod dice;
mod dice_ui;
mod file_dialog;
mod fonts;
mod game_over_ui;
mod history_ui;
mod language;
pub mod launch;
mod options;
mod palette;
mod player;
pub mod renderer;
mod rules_ui;
mod session;
mod settings;
mod setup_choice;
mod setup_ui;
mod side_ui;
mod stats_ui;
mod storage;
mod translator;
mod words;

pub use app::{DhayamApp, Screen};
pub use command::Command;
pub use dice::{DiceSource, RandomDice, ScriptedDice};
pub use file_dialog::DialogPurpose;
pub use fonts::install_fonts;
pub use language::Language;
pub use options::AppOptions;
pub use player::{ComputerLevel, PlayerKind, SeatPlayer, kind_label};
pub use session::Session;
pub use settings::{AnimationSpeed, AnimationTiming, ComputerPace, PaceTiming, Settings};
pub use setup_choice::{PlayerCount, SeatChoice, SetupChoice, TwoSeating};
pub use translator::{ENGLISH_FTL, TAMIL_FTL, Words, set_words, words};

/// The fixed application id (window class on Linux, storage folder name).
pub const APP_ID: &str = dhayam_store::APP_ID;

/// The app icon, a PNG drawn by `assets/make_icon.py`.
pub const ICON_PNG: &[u8] = include_bytes!("../../../assets/icon.png");
