//! A headless host and a headless guest on loopback (127.0.0.1 only), for the window to
//! join or to seat.

#![allow(dead_code, unused_imports)]

mod guest;
mod host;

pub use guest::LoopbackGuest;
pub use host::{LoopbackHost, join_form};

use dhayam_desktop::DhayamApp;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;

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
