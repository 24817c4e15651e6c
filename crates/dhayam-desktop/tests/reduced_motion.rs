//! The settings menu's reduced-motion toggle reaches the table and is kept.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use dhayam_table::RandomDice;
use egui_kittest::kittest::Queryable as _;

#[test]
fn the_menu_turns_reduced_motion_on_and_off() {
    let mut harness = common::harness(RandomDice::seeded(1), common::all_human(), [1280.0, 800.0]);
    harness.run();
    assert!(!harness.state().table().settings().reduced_motion);
    harness.get_by_label("Settings").click();
    harness.run();
    harness.get_by_label("Reduced motion").click();
    harness.run();
    assert!(harness.state().table().settings().reduced_motion);
    if harness.query_by_label("Reduced motion").is_none() {
        harness.get_by_label("Settings").click();
        harness.run();
    }
    harness.get_by_label("Reduced motion").click();
    harness.run();
    assert!(!harness.state().table().settings().reduced_motion);
}
