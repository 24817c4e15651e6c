//! Talk at a table across computers, from the window: the window hosts on loopback
//! (127.0.0.1 only) and a headless guest joins; lines and quick phrases go both ways,
//! in the lobby and during the game, cleaned, each shown in the reader's language; a
//! speaker can be muted here; the newest line is a polite live region for screen readers.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;
#[path = "loopback/mod.rs"]
mod loopback;

use std::time::Instant;

use common::{all_human, harness_for, instant};
use dhayam_desktop::{DhayamApp, PlayerCount};
use dhayam_net::{Line, Phrase};
use dhayam_table::ScriptedDice;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use loopback::{LoopbackGuest, host_from_setup};

fn window_says(harness: &mut Harness<'static, DhayamApp>, text: &str) {
    harness.get_by_label("Talk").click();
    harness.run();
    harness.get_by_label("Talk").type_text(text);
    harness.run();
    harness.get_by_label("Send").click();
    harness.run();
}

#[test]
fn the_window_and_a_guest_talk_in_the_lobby_and_during_the_game() {
    let mut choice = all_human();
    choice.count = PlayerCount::Two;
    let app =
        DhayamApp::with_dice(Box::new(ScriptedDice::values([])), choice, instant()).loopback_only();
    let mut harness = harness_for(app, [1200.0, 900.0]);
    harness.run();
    let code = host_from_setup(&mut harness);
    let mut guest = LoopbackGuest::join(&code);
    let start = Instant::now();
    guest.until(&mut harness, start, "Bala seated", |_, g| g.seated());

    // The window's line reaches the guest, with the host's name and seat.
    window_says(&mut harness, "Vanakkam, Bala");
    guest.until(&mut harness, start, "Bala hears", |_, g| {
        !g.lines().is_empty()
    });
    let heard = guest.lines();
    assert_eq!(heard[0].line, Line::Text("Vanakkam, Bala".to_owned()));
    assert_eq!(heard[0].seats, vec![dhayam_core::Seat::South]);
    assert!(
        harness.query_by_label("Vanakkam, Bala").is_some(),
        "the window shows its own line once passed on"
    );

    // The guest's line, dressed in bidi and zero-width characters, shows cleaned.
    guest.say(Line::Text("\u{202e}நன்றி\u{200b}, Anbu!".to_owned()));
    guest.until(
        &mut harness,
        start,
        "the window shows Bala's line",
        |h, _| h.query_by_label("நன்றி, Anbu!").is_some(),
    );
    let newest = harness.get_by_label("நன்றி, Anbu!");
    assert_eq!(
        newest.accesskit_node().live(),
        egui::accesskit::Live::Polite,
        "the newest line is announced politely"
    );

    // A quick phrase crosses as itself.
    harness.get_by_label("Well played!").click();
    harness.run();
    guest.until(&mut harness, start, "Bala hears the phrase", |_, g| {
        g.lines()
            .iter()
            .any(|s| s.line == Line::Phrase(Phrase::WellPlayed))
    });

    // Muted here: Bala's next line is not shown, until unmuted.
    harness.get_by_label("Bala:").click();
    harness.run();
    assert!(harness.query_by_label("நன்றி, Anbu!").is_none(), "muted");
    guest.say(Line::Text("can you hear me?".to_owned()));
    guest.until(&mut harness, start, "Bala's muted line arrives", |_, g| {
        g.lines()
            .iter()
            .any(|s| s.line == Line::Text("can you hear me?".to_owned()))
    });
    assert!(harness.query_by_label("can you hear me?").is_none());
    harness.get_by_label("Unmute Bala").click();
    harness.run();
    assert!(harness.query_by_label("can you hear me?").is_some());

    // During the game the talk is in the side panel.
    harness.get_by_label("Start the game").click();
    harness.run();
    guest.until(&mut harness, start, "the game starts", |h, _| {
        h.state().session().is_some()
    });
    // Beside a side panel of this height the talk shows its newest line, and the phrases
    // in a menu (the lines show as bubbles by the seats on the board).
    assert_eq!(harness.query_all_by_label("Thayam!").count(), 0);
    guest.say(Line::Phrase(Phrase::Thayam));
    guest.until(
        &mut harness,
        start,
        "the phrase shows in the game",
        |h, _| h.query_all_by_label("Thayam!").count() == 1,
    );
    harness.get_by_label("Phrases").click();
    harness.run();
    harness.get_by_label("Good game!").click();
    harness.run();
    guest.until(
        &mut harness,
        start,
        "Bala hears the phrase from the menu",
        |_, g| {
            g.lines()
                .iter()
                .any(|s| s.line == Line::Phrase(Phrase::GoodGame))
        },
    );
}
