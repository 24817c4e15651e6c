//! How far a table reaches, chosen where hosting and joining are: over the internet or
//! this network only, kept in the settings, with a relay server of one's own named (or
//! what is wrong with it) in the player's language. The window here is started for tests,
//! so it stays on 127.0.0.1 whatever is chosen (as `--loopback` does).

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::str::FromStr as _;

use common::{all_human, harness_for, instant};
use dhayam_desktop::{Command, DhayamApp, PlayerCount, SetupChoice};
use dhayam_net::link::RELAY_ENV;
use dhayam_store::{Language, Preferences, Settings, TableReach};
use dhayam_table::ScriptedDice;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use iroh_tickets::endpoint::EndpointTicket;

const INTERNET: &str = "Over the internet (a code works anywhere)";
const THIS_NETWORK: &str = "This network only (no internet: for a LAN party)";

fn two_players() -> SetupChoice {
    let mut choice = all_human();
    choice.count = PlayerCount::Two;
    choice
}

fn window(settings: Settings) -> Harness<'static, DhayamApp> {
    let app = DhayamApp::with_dice(Box::new(ScriptedDice::values([])), two_players(), settings)
        .loopback_only();
    let mut harness = harness_for(app, [1200.0, 900.0]);
    harness.run();
    harness
}

fn checked(harness: &Harness<'static, DhayamApp>, label: &str) -> bool {
    harness.get_by_label(label).accesskit_node().toggled() == Some(egui::accesskit::Toggled::True)
}

/// The relay setting is read as it is only while `DHAYAM_RELAY` is not set.
fn relay_env_unset() -> bool {
    let unset = std::env::var_os(RELAY_ENV).is_none();
    if !unset {
        eprintln!("{RELAY_ENV} is set: the relay setting is not what is shown");
    }
    unset
}

#[test]
fn hosting_offers_how_far_the_table_reaches_and_the_choice_is_kept() {
    let mut harness = window(instant());
    assert!(
        harness.query_by_label(THIS_NETWORK).is_none(),
        "nothing to choose while every seat is played here"
    );
    harness
        .get_by_label("Yellow: Friend on another computer")
        .click();
    harness.run();
    assert!(checked(&harness, INTERNET), "over the internet by default");
    assert!(!checked(&harness, THIS_NETWORK));
    harness.get_by_label(THIS_NETWORK).click();
    harness.run();
    assert_eq!(
        harness.state().preferences().table_reach,
        TableReach::ThisNetwork
    );
    assert!(checked(&harness, THIS_NETWORK) && !checked(&harness, INTERNET));

    // Started for tests (as with --loopback): the code still dials 127.0.0.1 alone.
    harness.get_by_label("Start game").scroll_to_me();
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();
    let code = harness.state().join_code().expect("a join code").to_owned();
    let addr = EndpointTicket::from_str(&code)
        .unwrap()
        .endpoint_addr()
        .clone();
    assert!(addr.ip_addrs().count() > 0);
    assert!(addr.ip_addrs().all(|a| a.ip().is_loopback()), "{addr:?}");
    assert_eq!(addr.relay_urls().count(), 0, "{addr:?}");
}

#[test]
fn the_join_form_offers_the_same_choice() {
    let mut harness = window(Settings {
        preferences: Preferences {
            table_reach: TableReach::ThisNetwork,
            ..instant().preferences
        },
        ..instant()
    });
    harness.state_mut().apply(Command::ShowJoin);
    harness.run();
    assert!(checked(&harness, THIS_NETWORK), "the kept choice is shown");
    harness.get_by_label(INTERNET).click();
    harness.run();
    assert_eq!(
        harness.state().preferences().table_reach,
        TableReach::Internet
    );
}

#[test]
fn a_relay_of_ones_own_is_named_under_the_internet_choice() {
    if !relay_env_unset() {
        return;
    }
    let mut harness = window(Settings {
        preferences: Preferences {
            relay: "relay.example.org".to_owned(),
            ..instant().preferences
        },
        ..instant()
    });
    harness.state_mut().apply(Command::ShowJoin);
    harness.run();
    harness.get_by_label("Through your relay server https://relay.example.org");
    harness.get_by_label(THIS_NETWORK).click();
    harness.run();
    assert!(
        harness
            .query_by_label_contains("Through your relay server")
            .is_none(),
        "no relay on this network only"
    );
}

#[test]
fn a_relay_that_cannot_be_used_says_why_in_the_players_language() {
    if !relay_env_unset() {
        return;
    }
    let mut english = window(Settings {
        preferences: Preferences {
            relay: "ftp://relay.example.org".to_owned(),
            ..instant().preferences
        },
        ..instant()
    });
    english.state_mut().apply(Command::ShowJoin);
    english.run();
    english.get_by_label(
        "The relay server \"ftp://relay.example.org\" in the settings cannot be used: it must \
         start with https:// (or http://).",
    );

    let mut tamil = window(Settings {
        preferences: Preferences {
            relay: "http://exa mple.org".to_owned(),
            language: Language::Tamil,
            ..instant().preferences
        },
        ..instant()
    });
    tamil.state_mut().apply(Command::ShowJoin);
    tamil.run();
    tamil.get_by_label_contains(
        "அமைப்புகளில் உள்ள \"http://exa mple.org\" என்ற இடைநிலைச் சேவையகத்தைப் பயன்படுத்த முடியாது: அது ஓர் இணைய முகவரி அல்ல",
    );
}
