//! The screens and windows: each draws what the table and the core say and pushes
//! [`crate::Command`]s; none works out a rule.

pub mod across;
pub mod archive;
pub mod dice;
pub mod game_over;
pub mod history;
pub mod leave_table;
pub mod lobby;
pub mod look_menu;
pub mod menu;
pub mod messages;
pub mod odds;
pub mod play;
pub mod reach;
pub mod resume;
pub mod review;
pub mod rules;
pub mod scale;
pub mod setup;
pub mod setup_choice;
pub mod side;
pub mod sound_settings;
pub mod stats;
pub mod strip;
pub mod talk;
pub mod win_bar;
