//! The main flow in Tamil, by Tamil accessible labels, with kittest's missing-glyph check
//! on (its default): set up, throw, enter, move, read the rules, switch to English.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{all_human, harness_for};
use dhayam_core::{Phase, Seat};
use dhayam_desktop::{DhayamApp, Words};
use dhayam_store::{Language, Preferences, Settings};
use dhayam_table::ScriptedDice;
use egui_kittest::kittest::Queryable as _;

fn tamil_app(dice: ScriptedDice) -> DhayamApp {
    let settings = Settings {
        preferences: Preferences {
            language: Language::Tamil,
            ..common::instant().preferences
        },
        ..common::instant()
    };
    DhayamApp::with_dice(Box::new(dice), all_human(), settings)
}

fn log_texts(app: &DhayamApp) -> Vec<String> {
    app.session()
        .map(|s| {
            s.log()
                .iter()
                .map(|l| dhayam_desktop::log_line(app.words(), s.game(), l))
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn a_game_in_tamil_then_switched_to_english() {
    let mut harness = harness_for(tamil_app(ScriptedDice::values([1, 3, 2])), [1200.0, 800.0]);
    harness.run();
    assert_eq!(
        harness.ctx.missing_glyph_policy(),
        egui::MissingGlyphPolicy::Panic
    );

    // The setup screen, in Tamil.
    // The menu's New game and the screen's heading.
    assert_eq!(harness.query_all_by_label("புதிய ஆட்டம்").count(), 2);
    harness.get_by_label("2 பேர்").click();
    harness.run();
    harness.get_by_label("தெற்கு, வடக்கு (சிவப்பு, மஞ்சள்)").click();
    harness.run();
    harness.get_by_label("ஆட்டத்தைத் தொடங்கு").click();
    harness.run();
    assert!(harness.state().session().is_some(), "the game started");
    harness.get_by_label("சிவப்பு உருட்ட வேண்டும்");

    // Red throws தாயம் (1): the dice tell it, a pawn enters by itself (the four in the
    // yard are one choice), the notice says so, and the 1 earns another throw.
    harness.get_by_label("உருட்டு").click();
    harness.run();
    harness.get_by_label("1-ஆம் கட்டையில் வெறுமை");
    harness.get_by_label("2-ஆம் கட்டையில் 1");
    harness.get_by_label("சிவப்பு-க்கு ஒரே நகர்வு: அது தானே ஆடப்பட்டது");
    harness.get_by_label("சிவப்பு 1-ஆம் காய், கட்டம் 0-இல்");
    harness.get_by_label("மீண்டும் உருட்டு!");
    assert_eq!(
        harness.state().session().unwrap().game().phase(),
        Phase::AwaitingThrow(Seat::South)
    );
    let log = log_texts(harness.state());
    assert!(
        log.contains(&"சிவப்பு தாயம் (1) உருட்டி 1-ஆம் காயை இறக்குகிறார்".to_owned()),
        "{log:?}"
    );

    // A 3: the only move plays itself.
    harness.get_by_label("உருட்டு").click();
    harness.run();
    harness.get_by_label("சிவப்பு 1-ஆம் காய், கட்டம் 3-இல்");
    harness.get_by_label("மஞ்சள் உருட்ட வேண்டும்");

    // The rules, in Tamil.
    harness.get_by_label("விதிகள்").click();
    harness.run();
    assert!(harness.state().rules_shown());
    let tamil = Words::new(Language::Tamil);
    harness.get_by_label(&tamil.text("rules-aim-title"));
    harness.get_by_label(&tamil.text("rules-cutting"));

    // History and statistics, and back to the game.
    harness.get_by_label("வரலாறு").click();
    harness.run();
    harness.get_by_label("ஆட்டங்கள் சேமிக்கப்படவில்லை; அதனால் வரலாறு இல்லை.");
    harness.get_by_label("புள்ளிவிவரம்").click();
    harness.run();
    harness.get_by_label("இன்னும் முடிந்த ஆட்டம் எதுவும் இல்லை.");
    harness.get_by_label("ஆட்டத்துக்குத் திரும்பு").click();
    harness.run();
    harness.get_by_label("மஞ்சள் உருட்ட வேண்டும்");

    // Settings > Language > English: everything speaks English at once, the log too.
    harness.get_by_label("Close window").click();
    harness.run();
    assert!(!harness.state().rules_shown());
    harness.get_by_label("அமைப்புகள்").click();
    harness.run();
    harness.get_by_label("மொழி");
    harness.get_by_label("English").click();
    harness.run();
    assert_eq!(harness.state().preferences().language, Language::English);
    harness.get_by_label("Throw");
    harness.get_by_label("Yellow to throw");
    harness.get_by_label("Red pawn 1 on square 3");
    let log = log_texts(harness.state());
    assert!(
        log.contains(&"Red throws 1 and enters pawn 1".to_owned()),
        "{log:?}"
    );
}

#[test]
fn the_language_chosen_is_kept_over_the_system_locale() {
    let dir = tempfile::tempdir().unwrap();
    let options = dhayam_desktop::AppOptions {
        data_dir: Some(dir.path().to_owned()),
        ..dhayam_desktop::AppOptions::default()
    };
    // The first start speaks the system's language.
    let mut first = DhayamApp::open(Box::new(ScriptedDice::values([])), &options);
    let system = dhayam_desktop::platform::system_language();
    assert_eq!(first.preferences().language, system);
    // The player picks the other one; the next start keeps it.
    let other = if system == Language::Tamil {
        Language::English
    } else {
        Language::Tamil
    };
    common::change_settings(&mut first, |s| s.preferences.language = other);
    let mut harness = harness_for(first, [1000.0, 700.0]);
    harness.run();
    drop(harness);
    let again = DhayamApp::open(Box::new(ScriptedDice::values([])), &options);
    assert_eq!(again.preferences().language, other);
    assert_eq!(again.words().language(), other);
}
