//! The join code leaving the app and coming back: "Copy the code" puts it on the clipboard
//! and says so; a paste into the join form (Ctrl+V, or the Paste button asking the window
//! for the clipboard) finds the code in whatever a chat made of it, joins with it, and says
//! what is wrong when there is none, in English and Tamil. All on loopback (127.0.0.1).
//!
//! The paste here is egui's `Paste` event, the one the window makes from the system
//! clipboard; scripts/clipboard-test.sh takes the real clipboard under X.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;
#[path = "loopback/mod.rs"]
mod loopback;

use common::{all_human, harness_for, instant};
use dhayam_core::Seat;
use dhayam_desktop::{DhayamApp, SetupChoice};
use dhayam_store::{Language, Preferences, Settings};
use dhayam_table::ScriptedDice;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use loopback::{LoopbackHost, host_from_setup};

fn two_players() -> SetupChoice {
    let mut choice = all_human();
    choice.count = dhayam_desktop::PlayerCount::Two;
    choice
}

fn window(settings: Settings) -> Harness<'static, DhayamApp> {
    let app = DhayamApp::with_dice(Box::new(ScriptedDice::values([])), two_players(), settings)
        .loopback_only();
    let mut harness = harness_for(app, [1200.0, 900.0]);
    harness.run();
    harness
}

/// The join form open, its code field focused.
fn open_join_form(harness: &mut Harness<'static, DhayamApp>, join: &str, code_field: &str) {
    harness.get_by_label(join).click();
    harness.run();
    harness.get_by_label(code_field).click();
    harness.run();
}

/// What the platform does with a paste (Ctrl+V, or the window answering a paste request):
/// the clipboard's text as one `Paste` event for the focused widget.
fn paste(harness: &mut Harness<'static, DhayamApp>, text: &str) {
    harness.event(egui::Event::Paste(text.to_owned()));
    harness.run();
}

fn field_text(harness: &Harness<'static, DhayamApp>, label: &str) -> String {
    harness
        .get_by_label(label)
        .accesskit_node()
        .value()
        .unwrap_or_default()
}

#[test]
fn a_messy_paste_into_the_join_form_joins_the_table() {
    let mut host = LoopbackHost::open(Seat::North, instant());
    let code = host.code();
    let mut harness = window(instant());
    open_join_form(&mut harness, "Join a table…", "Join code");
    let chat = format!("Asha, 21:04\n> join me: <`{code}`>\n> see you at 8!");
    paste(&mut harness, &chat);
    assert_eq!(
        field_text(&harness, "Join code"),
        code,
        "the field holds just the code"
    );
    assert!(harness.query_by_label_contains("not a join code").is_none());

    harness.get_by_label("Your name").click();
    harness.run();
    harness.get_by_label("Your name").type_text("Kavi");
    harness.run();
    harness.get_by_label("Join").click();
    harness.run();
    host.pump_until(&mut harness, "the game to start", |app| {
        app.session().is_some()
    });
    let hosted = host.saved().unwrap();
    assert_eq!(hosted.player(Seat::North).unwrap().name, "Kavi");
}

#[test]
fn a_code_broken_over_lines_and_typed_around_is_joined_on_join() {
    let mut host = LoopbackHost::open(Seat::North, instant());
    let code = host.code();
    let mut harness = window(instant());
    open_join_form(&mut harness, "Join a table…", "Join code");
    // Typed (or pasted piece by piece) with the chat's line breaks: Join finds the code.
    let (first, rest) = code.split_at(code.len() / 2);
    harness
        .get_by_label("Join code")
        .type_text(&format!("  \"{first}\n{rest}\"  "));
    harness.run();
    harness.get_by_label("Your name").click();
    harness.run();
    harness.get_by_label("Your name").type_text("Kavi");
    harness.run();
    harness.get_by_label("Join").click();
    harness.run();
    host.pump_until(&mut harness, "the game to start", |app| {
        app.session().is_some()
    });
    assert_eq!(
        host.saved().unwrap().player(Seat::North).unwrap().name,
        "Kavi"
    );
}

#[test]
fn the_paste_button_asks_the_window_for_the_clipboard() {
    let host = LoopbackHost::open(Seat::North, instant());
    let code = host.code();
    let mut harness = window(instant());
    harness.get_by_label("Join a table…").click();
    harness.run();
    harness.get_by_label("Paste").click();
    harness.step();
    assert!(
        asked_for_paste(&harness),
        "Paste asks the window for the clipboard's text"
    );
    // The window answers before the next frame, with the clipboard's text as a paste.
    paste(&mut harness, &format!("\n\n{code}\n"));
    assert!(harness.get_by_label("Join code").is_focused());
    assert_eq!(field_text(&harness, "Join code"), code);
    assert!(
        harness
            .query_by_label_contains("There is no join code")
            .is_none()
    );
}

#[test]
fn the_paste_button_with_no_text_on_the_clipboard_says_so() {
    let mut harness = window(instant());
    harness.get_by_label("Join a table…").click();
    harness.run();
    harness.get_by_label("Paste").click();
    harness.step();
    assert!(asked_for_paste(&harness));
    // No text on the clipboard: the window sends nothing.
    harness.run();
    assert!(
        harness
            .query_by_label_contains("There is no join code here")
            .is_some()
    );
    assert_eq!(field_text(&harness, "Join code"), "");
}

fn asked_for_paste(harness: &Harness<'static, DhayamApp>) -> bool {
    harness.output().viewport_output[&egui::ViewportId::ROOT]
        .commands
        .contains(&egui::ViewportCommand::RequestPaste)
}

#[test]
fn a_paste_without_a_code_says_why_and_keeps_the_text() {
    let host = LoopbackHost::open(Seat::North, instant());
    let code = host.code();
    let mut harness = window(instant());
    open_join_form(&mut harness, "Join a table…", "Join code");
    harness.get_by_label("Join code").type_text("typed ");
    harness.run();

    paste(&mut harness, "see you at 8");
    assert!(
        harness
            .query_by_label_contains("That is not a join code")
            .is_some()
    );
    assert_eq!(field_text(&harness, "Join code"), "typed see you at 8");

    // Typing clears the verdict; a cut-short code gets its own.
    harness.key_press(egui::Key::Backspace);
    harness.run();
    assert!(
        harness
            .query_by_label_contains("That is not a join code")
            .is_none()
    );
    let cut = &code[..code.len() - 9];
    paste(&mut harness, cut);
    assert!(
        harness
            .query_by_label_contains("cut short or damaged")
            .is_some()
    );
    assert!(field_text(&harness, "Join code").ends_with(cut));

    // Join with it: the form stays, with the text and the reason; nothing is dialled.
    harness.get_by_label("Your name").click();
    harness.run();
    harness.get_by_label("Your name").type_text("Kavi");
    harness.run();
    harness.get_by_label("Join").click();
    harness.run();
    assert!(harness.state().join_code().is_none());
    assert!(harness.state().session().is_none());
    assert!(field_text(&harness, "Join code").ends_with(cut));
    assert!(
        harness
            .query_by_label_contains("cut short or damaged")
            .is_some()
    );
}

#[test]
fn what_is_wrong_with_a_code_is_said_in_tamil() {
    let settings = Settings {
        preferences: Preferences {
            language: Language::Tamil,
            ..instant().preferences
        },
        ..instant()
    };
    let host = LoopbackHost::open(Seat::North, instant());
    let code = host.code();
    let mut harness = window(settings);
    open_join_form(&mut harness, "ஒரு மேசையில் சேர…", "சேர்க்கைக் குறியீடு");
    paste(&mut harness, &code[..40]);
    assert!(harness.query_by_label_contains("சிதைந்துள்ளது").is_some());
    paste(&mut harness, "நாளை 8 மணிக்கு");
    assert!(
        harness
            .query_by_label_contains("இது சேர்க்கைக் குறியீடு அல்ல")
            .is_some()
    );
    harness.get_by_label("ஒட்டு");
}

#[test]
fn copy_the_code_copies_it_and_says_so_for_a_moment() {
    let mut harness = window(instant());
    let code = host_from_setup(&mut harness);
    assert!(harness.query_by_label("Copied to the clipboard").is_none());
    harness.get_by_label("Copy the code").click();
    harness.step();
    let copied: Vec<&egui::OutputCommand> = harness
        .output()
        .platform_output
        .commands
        .iter()
        .filter(|c| matches!(c, egui::OutputCommand::CopyText(_)))
        .collect();
    assert_eq!(copied, [&egui::OutputCommand::CopyText(code.clone())]);
    harness.run();
    assert!(harness.query_by_label("Copied to the clipboard").is_some());
    // The window sleeps meanwhile: one repaint is asked for, when the word is to go.
    let delay = harness.output().viewport_output[&egui::ViewportId::ROOT].repaint_delay;
    assert!(
        delay > std::time::Duration::ZERO && delay <= std::time::Duration::from_secs(2),
        "asked to repaint after {delay:?}"
    );
    // kittest's clock moves a quarter of a second a frame.
    harness.run_steps(9);
    assert!(harness.query_by_label("Copied to the clipboard").is_none());
    // A wake from the network thread (its code ready, on a loaded machine late) may ask
    // for a frame meanwhile: let those be drawn; the word itself asks for nothing more.
    harness.run();
    let delay = harness.output().viewport_output[&egui::ViewportId::ROOT].repaint_delay;
    assert!(
        delay > std::time::Duration::from_secs(2),
        "no repaint is asked for once it is gone ({delay:?})"
    );
}

/// The text on the clipboard after this frame, if the app copied some.
fn copied_text(harness: &Harness<'static, DhayamApp>) -> Option<String> {
    harness
        .output()
        .platform_output
        .commands
        .iter()
        .find_map(|c| match c {
            egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        })
}

#[test]
fn share_as_text_copies_a_message_whose_whole_paste_joins_in_either_language() {
    for (language, share, join, code_field) in [
        (
            Language::English,
            "Share as text",
            "Join a table…",
            "Join code",
        ),
        (
            Language::Tamil,
            "உரையாகப் பகிர்",
            "ஒரு மேசையில் சேர…",
            "சேர்க்கைக் குறியீடு",
        ),
    ] {
        // Hosted from the setup screen in English, then spoken in `language`.
        let mut host = window(instant());
        let code = host_from_setup(&mut host);
        common::change_settings(host.state_mut(), |s| s.preferences.language = language);
        host.run();
        host.get_by_label(share).click();
        host.step();
        let message = copied_text(&host).expect("a message was copied");
        assert!(message.contains(&code), "{message}");
        assert!(
            message.trim() != code,
            "words come with the code: {message}"
        );
        // The friend pastes the whole message into the join form: the code is found.
        let mut friend = window(Settings {
            preferences: Preferences {
                language,
                ..instant().preferences
            },
            ..instant()
        });
        open_join_form(&mut friend, join, code_field);
        paste(&mut friend, &message);
        assert_eq!(field_text(&friend, code_field), code, "{message}");
    }
}
