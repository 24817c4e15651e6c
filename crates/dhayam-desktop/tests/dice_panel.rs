//! The dice panel of one game: each player's throws against the exact odds, who took part
//! in how many throws, and the check of every throw, for a History game with a dice
//! ledger (made by hand with signed chains) and for the game at the table; an edited
//! ledger is caught and the throw named; throws the host made alone are marked.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;
mod ledger;

use std::path::Path;
use std::time::Instant;

use dhayam_core::fair::Digest;
use dhayam_desktop::{AppOptions, Command, DhayamApp, DiceCommand};
use dhayam_store::{SavedGame, Store};
use dhayam_table::ScriptedDice;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;

/// Every seventh throw from the tenth on was made by the host alone.
fn alone(index: usize) -> bool {
    index >= 10 && index % 7 == 3
}

/// The app on the data folder `dir`.
fn app_in(dir: &Path) -> Harness<'static, DhayamApp> {
    let options = AppOptions {
        data_dir: Some(dir.to_path_buf()),
        ..AppOptions::default()
    };
    let mut app = DhayamApp::open(Box::new(ScriptedDice::values([])), &options);
    common::change_settings(&mut app, |s| *s = common::instant());
    let mut harness = common::harness_for(app, [1200.0, 900.0]);
    harness.run();
    harness
}

/// `saved` in the History of a new data folder, replayed, its dice panel open.
fn panel_of_history_game(saved: &SavedGame) -> (tempfile::TempDir, Harness<'static, DhayamApp>) {
    let dir = tempfile::tempdir().unwrap();
    Store::open(dir.path()).unwrap().archive(saved).unwrap();
    let mut harness = app_in(dir.path());
    harness.get_by_label("History").click();
    harness.run();
    harness.get_by_label("Replay game 1").click();
    harness.run();
    harness.get_by_label("Dice").click();
    harness.run();
    (dir, harness)
}

#[test]
fn a_history_game_shows_each_players_throws_and_every_throw_checks_out() {
    let saved = ledger::played(&["Asha", "Kavi"], alone, 5);
    let throws = saved.record().throws.len();
    let by_host = (0..throws).filter(|&t| alone(t)).count();
    assert!(
        by_host > 2,
        "the game has throws by the host alone: {throws} throws"
    );
    let (_dir, mut harness) = panel_of_history_game(&saved);

    harness.get_by_label("Dice of this game");
    harness.get_by_label(&format!("{throws} throws"));
    harness.get_by_label(&format!(
        "{by_host} throws made by the host alone: not provably fair"
    ));
    // Each seat's throws, counted from the record, add up to all of them.
    let replay = dhayam_store::Replay::new(saved.record()).unwrap();
    let mut per_seat = std::collections::BTreeMap::new();
    let mut twos = std::collections::BTreeMap::new();
    for step in replay.steps() {
        if let dhayam_core::Action::Throw(seat, throw) = step.action {
            *per_seat.entry(seat).or_insert(0usize) += 1;
            *twos.entry(seat).or_insert(0usize) += usize::from(throw.value() == 2);
        }
    }
    assert_eq!(per_seat.values().sum::<usize>(), throws);
    harness.get_by_label(&format!(
        "Asha (Red): {} throws",
        per_seat[&dhayam_core::Seat::South]
    ));
    harness.get_by_label(&format!(
        "Kavi (Yellow): {} throws",
        per_seat[&dhayam_core::Seat::North]
    ));
    // Who took part: the host in every throw, the guest in all but the host's own.
    harness.get_by_label("Asha (host)");
    harness.get_by_label(&(throws - by_host).to_string());
    // Each player's bar of the 2s, at its own share.
    for (seat, n) in &per_seat {
        let share = twos[seat] as f64 / *n as f64 * 100.0;
        harness.get_by_label(&format!("Value 2: seen {share:.1}%, exact 18.75%"));
    }
    assert_eq!(
        harness.query_all_by_label_contains("Chi-square").count(),
        2,
        "one test for each player"
    );

    harness.get_by_label("Check every throw").click();
    harness.run();
    let verified = format!(
        "All {throws} throws verified. {} made of the secrets of two or more players.",
        throws - by_host
    );
    harness.get_by_label(&verified);

    // Esc closes the panel, and the replay stays.
    harness.key_press(egui::Key::Escape);
    harness.run();
    assert!(harness.query_by_label("Dice of this game").is_none());
    harness.get_by_label("Dice");
}

#[test]
fn an_edited_ledger_is_caught_and_the_throw_named() {
    let mut saved = ledger::played(&["Asha", "Kavi"], alone, 6);
    // Kavi's secret for throw 8 (0-based 7) replaced with another.
    let ledger = saved.dice_mut().unwrap();
    let part = ledger.throws[7]
        .parts
        .iter_mut()
        .find(|p| p.by == 1)
        .unwrap();
    part.link = Digest([99; 32]);
    let (_dir, mut harness) = panel_of_history_game(&saved);
    harness.get_by_label("Check every throw").click();
    harness.run();
    let text = "The dice do not check out: throw 8: the secret of Kavi is not the one they \
                fixed before the game";
    harness.get_by_label(text);
    assert!(harness.query_by_label_contains("verified").is_none());
}

#[test]
fn a_history_game_at_one_computer_shows_the_throws_and_nothing_to_check() {
    let mut saved = ledger::played(&["Asha", "Kavi"], |_| false, 7);
    saved = saved.with_dice(None);
    let (_dir, harness) = panel_of_history_game(&saved);
    harness.get_by_label("Played at one computer: there is no dice ledger to check.");
    assert!(harness.query_by_label("Check every throw").is_none());
    harness.get_by_label_contains("Asha (Red): ");
}

#[test]
fn the_game_at_the_table_marks_the_throws_the_host_made_alone() {
    // Throw 1 (0-based 0) by both, throws 2 and 3 by the host alone, then both again.
    let host_alone = |t: usize| t == 1 || t == 2;
    let saved = ledger::played_until(&["Asha", "Kavi"], host_alone, 8, 3);
    let dir = tempfile::tempdir().unwrap();
    Store::open(dir.path())
        .unwrap()
        .save_current(&saved)
        .unwrap();
    let mut harness = app_in(dir.path());
    harness.get_by_label("Resume").click();
    harness.run();
    let marked: Vec<_> = harness
        .query_all_by_label_contains("(host only, not provably fair)")
        .collect();
    assert_eq!(marked.len(), 2, "the two throws the host made alone");
    // The last throw was the host's alone: marked by the dice too.
    harness.get_by_label("host only, not provably fair");

    harness.state_mut().apply(Command::Dice(DiceCommand::Open));
    harness.run();
    harness.get_by_label("2 throws made by the host alone: not provably fair");
    harness.get_by_label("Throw numbers: 2, 3");
    harness.get_by_label("Check every throw").click();
    harness.run();
    harness.get_by_label("All 3 throws verified. 1 made of the secrets of two or more players.");
}

#[test]
fn a_game_recorded_before_signed_dice_is_checked_the_way_it_was_made() {
    let text = ledger::reveals_file(&["Asha", "Kavi"], 4);
    let elsewhere = tempfile::tempdir().unwrap();
    let file = elsewhere.path().join("old.ron");
    std::fs::write(&file, &text).unwrap();
    let saved = dhayam_store::import_game(&file).unwrap();
    assert!(saved.reveals().is_some(), "{text}");
    let throws = saved.record().throws.len();
    let (_dir, mut harness) = panel_of_history_game(&saved);
    harness.get_by_label("Recorded before signed dice: checked the way it was made.");
    harness.get_by_label("Check every throw").click();
    harness.run();
    harness.get_by_label(&format!("All {throws} throws verified."));
    // Its contributors by the names the ledger gives, each in every throw.
    harness.get_by_label("Asha (host)");
    assert_eq!(
        harness.query_all_by_label(&throws.to_string()).count(),
        2,
        "each of the two took part in every throw"
    );
}

/// A long game of four checks out; how long the check takes is printed, never asserted
/// (`cargo test --release -p dhayam-desktop --test dice_panel long -- --nocapture`).
#[test]
fn a_long_game_of_four_checks_out_and_the_time_it_takes_is_told() {
    let (ledger, record) = ledger::bare(&["Asha", "Kavi", "Mani", "Devi"], 500);
    let runs = 20;
    let start = Instant::now();
    for _ in 0..runs {
        let report = ledger.verify(&record).unwrap();
        assert_eq!(report.throws, 500);
    }
    let each = start.elapsed() / runs;
    eprintln!("checking 500 throws of 4 contributors took {each:?}");
}
