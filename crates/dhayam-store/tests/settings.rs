//! Settings: defaults when missing, kept when saved, a bad file moved aside.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::fs;

use dhayam_ai::Level;
use dhayam_core::{Preset, Seat, Setup};
use dhayam_store::{
    AnimationSpeed, BoardLook, Language, PlayerKind, Preferences, SETTINGS_FORMAT, Settings, Sound,
    Store, StoreError, TableReach, TableSettings, Theme, Tip, Walkthrough,
};

#[test]
fn missing_settings_give_defaults() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let loaded = store.load_settings();
    assert!(loaded.notices.is_empty());
    assert_eq!(loaded.value, Settings::default());
    assert_eq!(loaded.value.table.players.len(), 4);
}

#[test]
fn settings_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let settings = every_choice_changed();
    store.save_settings(&settings).unwrap();
    let loaded = store.load_settings();
    assert!(loaded.notices.is_empty());
    assert_eq!(loaded.value, settings);
    assert_eq!(loaded.value.table.player(Seat::East).name, "Kavya");
}

/// Settings with every field away from its default.
fn every_choice_changed() -> Settings {
    let mut table = TableSettings {
        last_setup: Some(
            Setup::new([Seat::South, Seat::East, Seat::North])
                .with_pawns(5)
                .with_rules(Preset::Traditional.rules())
                .validate()
                .unwrap(),
        ),
        animation: AnimationSpeed::Slow,
        computer_pace: dhayam_store::ComputerPace::Brisk,
        auto_play_forced: false,
        undo: false,
        reduced_motion: true,
        tutor: true,
        ..TableSettings::default()
    };
    "Kavya".clone_into(&mut table.players[1].name);
    table.players[2].kind = PlayerKind::Computer(Level::Easy);
    let preferences = Preferences {
        theme: Theme::Dark,
        language: Language::Tamil,
        sound: Sound {
            volume: 35,
            muted: true,
        },
        board_look: BoardLook::Chalk,
        colour_blind: true,
        show_win_chances: false,
        walkthrough: Walkthrough {
            on: true,
            seen: vec![Tip::Dice, Tip::Gate],
        },
        tables_nearby: false,
        table_reach: TableReach::ThisNetwork,
        relay: "https://relay.example.org".to_owned(),
    };
    Settings { table, preferences }
}

#[test]
fn the_file_is_one_flat_list_as_before_the_table_and_the_window_kept_their_own_parts() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    // Written by Dhayam before the settings were split between the table and the window.
    fs::write(
        store.settings_path(),
        "(format: 1, last_setup: None, players: [(seat: South, name: \"Ravi\", kind: human), \
         (seat: North, name: \"North\", kind: computer(hard))], undo: false, animation: fast, \
         computer_pace: slow, theme: dark, auto_play_forced: false, language: \"ta\", \
         sound: (volume: 20, muted: true), board_look: wood, colour_blind: true, \
         reduced_motion: true, show_win_chances: false, walkthrough: (on: false, seen: []), \
         tables_nearby: false, table_reach: this_network, relay: \"http://10.0.0.2:3340\")",
    )
    .unwrap();
    let loaded = store.load_settings();
    assert!(loaded.notices.is_empty(), "{:?}", loaded.notices);
    let Settings { table, preferences } = loaded.value;
    assert_eq!(table.player(Seat::South).name, "Ravi");
    assert_eq!(
        table.player(Seat::North).kind,
        PlayerKind::Computer(Level::Hard)
    );
    assert!(!table.undo && !table.auto_play_forced && table.reduced_motion);
    assert!(!table.tutor, "a file from before the tutor has it off");
    assert_eq!(table.animation, AnimationSpeed::Fast);
    assert_eq!(table.computer_pace, dhayam_store::ComputerPace::Slow);
    assert_eq!(preferences.theme, Theme::Dark);
    assert_eq!(preferences.language, Language::Tamil);
    assert_eq!(
        preferences.sound,
        Sound {
            volume: 20,
            muted: true
        }
    );
    assert_eq!(preferences.board_look, BoardLook::Wood);
    assert!(preferences.colour_blind && !preferences.show_win_chances);
    assert!(!preferences.walkthrough.on && !preferences.tables_nearby);
    assert_eq!(preferences.table_reach, TableReach::ThisNetwork);
    assert_eq!(preferences.relay, "http://10.0.0.2:3340");

    // And what is saved now reads the same way: the fields side by side, not in two groups.
    store.save_settings(&every_choice_changed()).unwrap();
    let text = fs::read_to_string(store.settings_path()).unwrap();
    for field in [
        "format: 1",
        "undo: false",
        "theme: dark",
        "relay: \"https://relay",
    ] {
        assert!(text.contains(field), "{field} in {text}");
    }
    assert!(
        !text.contains("preferences") && !text.contains("table:"),
        "{text}"
    );
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
    let Settings {
        table: t,
        preferences: p,
    } = loaded.value;
    assert_eq!(p.theme, Theme::Light);
    assert_eq!(t.animation, TableSettings::default().animation);
    assert_eq!(p.language, Language::English);
    assert_eq!(p.sound.volume, 100, "a volume over 100 is read as 100");
    assert!(!p.sound.muted, "a missing mute takes its default");
    assert_eq!(p.board_look, BoardLook::Plain);
    assert_eq!(t.last_setup, None, "South and East are not opposite");
    assert_eq!(t.players.len(), 4);
    assert_eq!(t.player(Seat::South).name, "Two");
    assert_eq!(t.player(Seat::West).name, "West");
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
        !s.table.undo && !s.preferences.show_win_chances,
        "the old file's choices are kept"
    );
    let p = s.preferences;
    assert_eq!(p.walkthrough, Walkthrough::default());
    assert!(Tip::ALL.into_iter().all(|tip| p.walkthrough.shows(tip)));
    assert!(
        p.tables_nearby,
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
    assert!(!loaded.value.preferences.tables_nearby);
    fs::write(
        store.settings_path(),
        format!("(format: {SETTINGS_FORMAT}, tables_nearby: \"maybe\")"),
    )
    .unwrap();
    let loaded = store.load_settings();
    assert!(!loaded.notices.is_empty(), "a damaged file is reported");
    assert!(
        loaded.value.preferences.tables_nearby,
        "and its default is used"
    );
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
    assert_eq!(loaded.value.preferences.table_reach, TableReach::Internet);
    assert_eq!(loaded.value.preferences.relay, "");
    assert!(!loaded.value.table.undo, "the file's own choices are kept");

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
    assert_eq!(
        loaded.value.preferences.table_reach,
        TableReach::ThisNetwork
    );
    assert_eq!(loaded.value.preferences.relay, "http://192.168.1.5:3340");

    fs::write(
        store.settings_path(),
        format!("(format: {SETTINGS_FORMAT}, table_reach: everywhere)"),
    )
    .unwrap();
    let loaded = store.load_settings();
    assert!(!loaded.notices.is_empty(), "a damaged file is reported");
    assert_eq!(loaded.value.preferences.table_reach, TableReach::Internet);
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
    let walkthrough = loaded.value.preferences.walkthrough;
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
