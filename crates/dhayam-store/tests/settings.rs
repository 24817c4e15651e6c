//! Settings: defaults when missing, kept when saved, a bad file moved aside.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::fs;

use dhayam_ai::Level;
use dhayam_core::{Preset, Seat, Setup};
use dhayam_store::{
    AnimationSpeed, BoardLook, Language, PlayerKind, SETTINGS_FORMAT, Settings, Sound, Store,
    StoreError, TableReach, Theme, Tip, Walkthrough,
};

#[test]
fn missing_settings_give_defaults() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let loaded = store.load_settings();
    assert!(loaded.notices.is_empty());
    assert_eq!(loaded.value, Settings::default());
    assert_eq!(loaded.value.players.len(), 4);
}

#[test]
fn settings_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut settings = Settings {
        last_setup: Some(
            Setup::new([Seat::South, Seat::East, Seat::North])
                .with_pawns(5)
                .with_rules(Preset::Traditional.rules())
                .validate()
                .unwrap(),
        ),
        animation: AnimationSpeed::Slow,
        theme: Theme::Dark,
        auto_play_forced: false,
        undo: false,
        language: Language::Tamil,
        sound: Sound {
            volume: 35,
            muted: true,
        },
        board_look: BoardLook::Chalk,
        colour_blind: true,
        reduced_motion: true,
        show_win_chances: false,
        walkthrough: Walkthrough {
            on: true,
            seen: vec![Tip::Dice, Tip::Gate],
        },
        tables_nearby: false,
        table_reach: TableReach::ThisNetwork,
        relay: "https://relay.example.org".to_owned(),
        ..Settings::default()
    };
    settings.players[1].name = "Kavya".to_owned();
    settings.players[2].kind = PlayerKind::Computer(Level::Easy);
    store.save_settings(&settings).unwrap();
    let loaded = store.load_settings();
    assert!(loaded.notices.is_empty());
    assert_eq!(loaded.value, settings);
    assert_eq!(loaded.value.player(Seat::East).name, "Kavya");
}

#[test]
fn missing_fields_take_defaults_and_bad_values_are_repaired() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    fs::write(
        store.settings_path(),
        format!(
            "(format: {SETTINGS_FORMAT}, theme: light, sound: (volume: 250), language: \"../../etc\", \
             players: [(seat: South, name: \"\", kind: human), (seat: South, name: \"Two\", kind: human)], \
             last_setup: Some((seats: [South, East], pawns: 4, rules: (entry: one_only, turn: per_throw, \
             cut_bonus: false, gate: circle, order: ccw, play_on: true), first: None)))"
        ),
    )
    .unwrap();
    let loaded = store.load_settings();
    assert!(loaded.notices.is_empty());
    let s = loaded.value;
    assert_eq!(s.theme, Theme::Light);
    assert_eq!(s.animation, Settings::default().animation);
    assert_eq!(s.language, Language::English);
    assert_eq!(s.sound.volume, 100, "a volume over 100 is read as 100");
    assert!(!s.sound.muted, "a missing mute takes its default");
    assert_eq!(s.board_look, BoardLook::Plain);
    assert_eq!(s.last_setup, None, "South and East are not opposite");
    assert_eq!(s.players.len(), 4);
    assert_eq!(s.player(Seat::South).name, "Two");
    assert_eq!(s.player(Seat::West).name, "West");
}

#[test]
fn damaged_or_newer_settings_are_moved_aside() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    for (content, newer) in [
        ("(format: 1, theme: neon)".to_owned(), false),
        ("not ron at all".to_owned(), false),
        (
            format!("(format: {}, theme: dark)", SETTINGS_FORMAT + 1),
            true,
        ),
    ] {
        fs::write(store.settings_path(), &content).unwrap();
        let loaded = store.load_settings();
        assert_eq!(loaded.value, Settings::default());
        assert_eq!(loaded.notices.len(), 1);
        assert_eq!(
            matches!(loaded.notices[0].error, StoreError::NewerVersion { .. }),
            newer
        );
        let moved = loaded.notices[0].moved_to.as_ref().unwrap();
        assert_eq!(fs::read_to_string(moved).unwrap(), content);
        assert!(!store.settings_path().exists());
    }
}

#[test]
fn a_file_from_before_the_walkthrough_shows_every_tip() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    fs::write(
        store.settings_path(),
        format!(
            "(format: {SETTINGS_FORMAT}, undo: false, theme: dark, show_win_chances: false, \
             sound: (volume: 40, muted: false))"
        ),
    )
    .unwrap();
    let loaded = store.load_settings();
    assert!(loaded.notices.is_empty());
    let s = loaded.value;
    assert!(
        !s.undo && !s.show_win_chances,
        "the old file's choices are kept"
    );
    assert_eq!(s.walkthrough, Walkthrough::default());
    assert!(Tip::ALL.into_iter().all(|tip| s.walkthrough.shows(tip)));
    assert!(
        s.tables_nearby,
        "a file from before the switch looks for tables nearby"
    );
}

#[test]
fn tables_nearby_switched_off_stays_off_and_a_wrong_value_moves_the_file_aside() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    fs::write(
        store.settings_path(),
        format!("(format: {SETTINGS_FORMAT}, tables_nearby: false)"),
    )
    .unwrap();
    let loaded = store.load_settings();
    assert!(loaded.notices.is_empty());
    assert!(!loaded.value.tables_nearby);
    fs::write(
        store.settings_path(),
        format!("(format: {SETTINGS_FORMAT}, tables_nearby: \"maybe\")"),
    )
    .unwrap();
    let loaded = store.load_settings();
    assert!(!loaded.notices.is_empty(), "a damaged file is reported");
    assert!(loaded.value.tables_nearby, "and its default is used");
}

#[test]
fn a_file_from_before_the_reach_and_relay_settings_plays_over_the_internet_through_iroh_s_relays() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    fs::write(
        store.settings_path(),
        format!("(format: {SETTINGS_FORMAT}, tables_nearby: false, undo: false)"),
    )
    .unwrap();
    let loaded = store.load_settings();
    assert!(loaded.notices.is_empty(), "{:?}", loaded.notices);
    assert_eq!(loaded.value.table_reach, TableReach::Internet);
    assert_eq!(loaded.value.relay, "");
    assert!(!loaded.value.undo, "the file's own choices are kept");

    fs::write(
        store.settings_path(),
        format!(
            "(format: {SETTINGS_FORMAT}, table_reach: this_network, \
             relay: \"http://192.168.1.5:3340\")"
        ),
    )
    .unwrap();
    let loaded = store.load_settings();
    assert!(loaded.notices.is_empty(), "{:?}", loaded.notices);
    assert_eq!(loaded.value.table_reach, TableReach::ThisNetwork);
    assert_eq!(loaded.value.relay, "http://192.168.1.5:3340");

    fs::write(
        store.settings_path(),
        format!("(format: {SETTINGS_FORMAT}, table_reach: everywhere)"),
    )
    .unwrap();
    let loaded = store.load_settings();
    assert!(!loaded.notices.is_empty(), "a damaged file is reported");
    assert_eq!(loaded.value.table_reach, TableReach::Internet);
}

#[test]
fn tips_seen_twice_are_kept_once_and_an_unknown_tip_moves_the_file_aside() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    fs::write(
        store.settings_path(),
        format!("(format: {SETTINGS_FORMAT}, walkthrough: (seen: [gate, dice, gate]))"),
    )
    .unwrap();
    let loaded = store.load_settings();
    assert!(loaded.notices.is_empty());
    let walkthrough = loaded.value.walkthrough;
    assert!(walkthrough.on, "a missing switch takes its default");
    assert_eq!(walkthrough.seen, vec![Tip::Dice, Tip::Gate]);

    fs::write(
        store.settings_path(),
        format!("(format: {SETTINGS_FORMAT}, walkthrough: (seen: [juggling]))"),
    )
    .unwrap();
    let loaded = store.load_settings();
    assert_eq!(loaded.notices.len(), 1);
    assert_eq!(loaded.value, Settings::default());
}

#[test]
fn each_tip_is_seen_once_and_turning_the_walkthrough_on_again_resets_them() {
    let mut walkthrough = Walkthrough::default();
    walkthrough.mark_seen(Tip::Gate);
    walkthrough.mark_seen(Tip::Dice);
    walkthrough.mark_seen(Tip::Gate);
    assert_eq!(walkthrough.seen, vec![Tip::Dice, Tip::Gate]);
    assert!(!walkthrough.shows(Tip::Dice));
    assert!(walkthrough.shows(Tip::Pawn));
    walkthrough.set_on(true);
    assert_eq!(walkthrough.seen.len(), 2, "already on: nothing reset");
    walkthrough.set_on(false);
    assert!(Tip::ALL.into_iter().all(|tip| !walkthrough.shows(tip)));
    walkthrough.set_on(true);
    assert!(walkthrough.seen.is_empty());
    assert!(Tip::ALL.into_iter().all(|tip| walkthrough.shows(tip)));
}
