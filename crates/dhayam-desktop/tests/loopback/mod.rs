//! A headless host and a headless guest on loopback (127.0.0.1 only), for the window to
//! join or to seat.

#![allow(dead_code, unused_imports)]

mod guest;
mod host;

pub use guest::LoopbackGuest;
pub use host::{LoopbackHost, join_form, watch_form};

use dhayam_desktop::DhayamApp;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;

/// The window on the data folder `dir` (settings without pauses), on its setup screen for
/// two people, loopback only.
pub fn window_in(dir: &std::path::Path) -> Harness<'static, DhayamApp> {
    let options = dhayam_desktop::AppOptions {
        data_dir: Some(dir.to_path_buf()),
        ..dhayam_desktop::AppOptions::default()
    };
    let dice = Box::new(dhayam_table::ScriptedDice::values([]));
    let mut app = DhayamApp::open(dice, &options).loopback_only();
    crate::common::change_settings(&mut app, |s| *s = crate::common::instant());
    let mut choice = crate::common::all_human();
    choice.count = dhayam_desktop::PlayerCount::Two;
    *app.choice_mut() = choice;
    let mut harness = crate::common::harness_for(app, [1200.0, 900.0]);
    harness.run();
    harness
}

/// On the window's setup screen for two: Yellow becomes a friend on another computer and
/// the table opens; gives its join code.
pub fn host_from_setup(harness: &mut Harness<'static, DhayamApp>) -> String {
    harness
        .get_by_label("Yellow: Friend on another computer")
        .click();
    harness.run();
    harness.get_by_label("Start game").scroll_to_me();
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();
    harness.state().join_code().expect("a join code").to_owned()
}
