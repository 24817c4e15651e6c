//! The screens and windows: each draws what the table and the core say and pushes
//! [`crate::Command`]s; none works out a rule.

pub mod archive;
pub mod game_over;
pub mod history;
pub mod menu;
pub mod messages;
pub mod play;
pub mod resume;
pub mod rules;
pub mod setup;
pub mod setup_choice;
pub mod side;
pub mod sound_settings;
pub mod stats;
