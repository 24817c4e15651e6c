//! Dhayam (Thayam), the Tamil race game, as a desktop app built on egui.
//!
//! Every rule comes from [`dhayam_core`], and every game runs through one
//! [`dhayam_table::Table`]: this crate turns clicks and keys into [`Command`]s, hands the
//! game's to the table, and carries out the table's effects (animating, saving, running
//! computer decisions, telling the players). The parts, as folders:
//!
//! - [`app`](DhayamApp): wires the parts together and applies every command in one place;
//! - `screens/`: setup, the play screen and its side panel, history and replays,
//!   statistics, rules, resume, game over, the menu and the messages;
//! - `walkthrough/`: the first-game tips, which one now (no egui) and their callouts;
//! - `estimate/`: win chances and game reviews worked out in the background;
//! - `board/`: geometry and painting of the board, the dice, pawns and their animations;
//! - `i18n/`: every word, from the Fluent files, in English and Tamil;
//! - [`sound`]: the table's cues played through kira, at the settings' volume;
//! - [`platform`]: launch options, renderer fallback, crash reports and the log, fonts,
//!   file dialogs and the data folder.

mod analysis_board;
mod app;
mod board;
mod command;
mod estimate;
mod i18n;
mod input;
pub mod network;
pub mod platform;
mod practice;
mod screens;
pub mod sound;
mod walkthrough;

pub use analysis_board::{BoardEdit, Refusal};
pub use app::{DhayamApp, Screen, Shown};
pub use command::{Command, DiceCommand};
pub use estimate::{ReviewState, WinChances};
pub use i18n::words::log_line;
pub use i18n::{ENGLISH_FTL, TAMIL_FTL, Words, kind_label, language_name_id, set_words, words};
pub use platform::{AppOptions, DialogPurpose, install_fonts};
pub use screens::setup_choice::{PlayerCount, SeatChoice, SetupChoice, TwoSeating};

pub(crate) use board::palette;

/// The fixed application id (window class on Linux, storage folder name).
pub const APP_ID: &str = dhayam_store::APP_ID;

/// The app icon, a PNG drawn by `assets/make_icon.py`.
pub const ICON_PNG: &[u8] = include_bytes!("../../../assets/icon.png");
