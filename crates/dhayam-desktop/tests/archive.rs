//! History and Statistics as a player sees them: dates in the local zone, computers marked,
//! the statistics of a person and of the computer that share a name kept apart, and one
//! meaning per column.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::path::Path;

use chrono::TimeZone as _;
use common::harness_for;
use dhayam_ai::Level;
use dhayam_core::Seat;
use dhayam_desktop::{AppOptions, DhayamApp};
use dhayam_store::{PlayerKind, SavedGame};
use dhayam_table::ScriptedDice;
use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::{AccessKitNode, NodeT as _, Queryable as _};

/// When the games of these tests started: 2026-05-28 20:26:40 UTC.
const STARTED: u64 = 1_780_000_000;

/// A two-player game (Red against Yellow) of at most `steps` random throws and moves, kept
/// in the history of `dir` with `players`.
fn archived(dir: &Path, seed: u64, steps: usize, players: [(&str, PlayerKind); 2]) -> SavedGame {
    common::archived_game(dir, seed, steps, players, STARTED + seed)
}

/// The app on the data folder `dir`, reviews worked out at once.
fn app_on(dir: &Path) -> Harness<'static, DhayamApp> {
    let options = AppOptions {
        data_dir: Some(dir.to_path_buf()),
        ..AppOptions::default()
    };
    let app = DhayamApp::open(Box::new(ScriptedDice::values([])), &options).thinking_inline();
    let mut harness = harness_for(app, [1280.0, 800.0]);
    harness.run();
    harness
}

#[test]
fn statistics_count_a_person_and_the_computer_of_one_name_apart() {
    let dir = tempfile::tempdir().unwrap();
    let person = [("Red", PlayerKind::Human), ("Bala", PlayerKind::Human)];
    let computer = [
        ("Red", PlayerKind::Computer(Level::Easy)),
        ("Bala", PlayerKind::Human),
    ];
    let first = archived(dir.path(), 1, usize::MAX, person);
    let second = archived(dir.path(), 2, usize::MAX, computer);
    let red_won = |game: &SavedGame| u32::from(game.game().game().winner() == Some(Seat::South));
    let mut harness = app_on(dir.path());
    harness.get_by_label("Statistics").click();
    harness.run();

    // Two rows named Red: the person's and the computer's, one game each.
    assert_eq!(harness.query_all_by_label("Red").count(), 2);
    assert_eq!(
        row(&harness, "Computer · Easy"),
        ["Red", "Computer · Easy", "1", &red_won(&second).to_string()]
    );
    let people: Vec<Vec<String>> = harness
        .query_all_by_label("Human")
        .map(|node| row_at(&harness, node.rect()))
        .collect();
    let wins = red_won(&first).to_string();
    assert!(
        people.contains(&vec!["Red".into(), "Human".into(), "1".into(), wins]),
        "{people:?}"
    );
    assert!(
        people.iter().any(|r| r[..3] == ["Bala", "Human", "2"]),
        "{people:?}"
    );

    // A win is the 1st place: one column, which says so; the other places follow.
    assert!(harness.query_by_label("1st").is_none());
    harness.get_by_label("2nd");
    tooltip(
        &mut harness,
        "Wins",
        "Games won (1st place): the first to bring every pawn to the centre",
    );
}

/// Rests the mouse on the node labelled `label` until a tooltip saying `says` shows.
fn tooltip(harness: &mut Harness<'static, DhayamApp>, label: &str, says: &str) {
    harness.get_by_label(label).hover();
    for _ in 0..60 {
        harness.step();
        if harness.query_by_label_contains(says).is_some() {
            return;
        }
    }
    panic!("no tooltip saying {says:?} over {label:?}");
}

/// The words of a node: its label, or its value for a label (where AccessKit keeps them).
fn text(node: &AccessKitNode<'_>) -> String {
    node.label().or_else(|| node.value()).unwrap_or_default()
}

/// The first four labels of the Statistics row of the node labelled `label`.
fn row(harness: &Harness<'static, DhayamApp>, label: &str) -> Vec<String> {
    row_at(harness, harness.get_by_label(label).rect())
}

/// The first four labels, left to right, level with `rect`.
fn row_at(harness: &Harness<'static, DhayamApp>, rect: Rect) -> Vec<String> {
    let mut cells: Vec<(f32, String)> = harness
        .query_all_by(|node| node.role() == egui::accesskit::Role::Label)
        .map(|node| (node.rect(), text(&node.accesskit_node())))
        .filter(|(r, _)| (r.center().y - rect.center().y).abs() < 3.0)
        .map(|(r, label)| (r.left(), label))
        .collect();
    cells.sort_by(|a, b| a.0.total_cmp(&b.0));
    cells.into_iter().take(4).map(|(_, label)| label).collect()
}

#[test]
fn history_lists_the_games_in_local_time_and_says_who_was_a_computer() {
    let dir = tempfile::tempdir().unwrap();
    archived(
        dir.path(),
        3,
        40,
        [
            ("Asha", PlayerKind::Human),
            ("Yellow", PlayerKind::Computer(Level::Hard)),
        ],
    );
    let mut harness = app_on(dir.path());
    harness.get_by_label("History").click();
    harness.run();

    harness.get_by_label("Asha (Red), Yellow (Computer · Hard)");
    // To the minute in the computer's own zone (TZ, /etc/localtime), and no "UTC" after it.
    let local = chrono::Local
        .timestamp_opt(i64::try_from(STARTED + 3).unwrap(), 0)
        .single()
        .unwrap()
        .format("%Y-%m-%d %H:%M")
        .to_string();
    harness.get_by_label(&local);
    assert!(harness.query_by_label_contains("UTC").is_none());
}

#[test]
fn the_replay_shows_the_dice_of_the_last_throw() {
    let dir = tempfile::tempdir().unwrap();
    let players = [("Asha", PlayerKind::Human), ("Bala", PlayerKind::Human)];
    let saved = archived(dir.path(), 4, 40, players);
    let replay = dhayam_store::Replay::new(saved.record()).unwrap();
    let mut harness = app_on(dir.path());
    harness.get_by_label("History").click();
    harness.run();
    harness.get_by_label("Replay game 1").click();
    harness.run();
    // The start: nothing thrown, no dice.
    assert!(harness.query_by_label_contains("Die 1").is_none());
    // Each step forward: the dice of the last throw at or before it.
    let mut last = None;
    for k in 0..6 {
        if let dhayam_core::Action::Throw(_, throw) = replay.step(k).unwrap().action {
            last = Some(throw);
        }
        harness.get_by_label("Forward").click();
        harness.run();
        let faces = last.unwrap().faces();
        for (die, face) in faces.into_iter().enumerate() {
            let shows = if face == 0 {
                format!("Die {} shows blank", die + 1)
            } else {
                format!("Die {} shows {face}", die + 1)
            };
            harness.get_by_label(&shows);
        }
    }
}
