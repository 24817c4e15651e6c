//! Thousands of random clicks, hovers and keys never panic, and the game shown always equals
//! the core game replayed from its record. Reproducible from its seeds: the computer seats
//! answer within the frame, not on threads.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{harness_for, instant, pawn_label};
use dhayam_desktop::DhayamApp;
use dhayam_desktop::{PlayerCount, Screen, SetupChoice};
use dhayam_table::RandomDice;
use egui::{Event, Key, Modifiers, PointerButton, pos2};
use egui_kittest::kittest::Queryable as _;
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt as _, SeedableRng as _};

#[test]
fn random_input_never_breaks_the_game() {
    let choice = SetupChoice {
        count: PlayerCount::Three,
        ..SetupChoice::default()
    };
    let (w, h) = (1000.0, 700.0);
    // Computers answer in the frame that asks them, so the run is the same every time.
    let app =
        DhayamApp::with_dice(Box::new(RandomDice::seeded(99)), choice, instant()).thinking_inline();
    let mut harness = harness_for(app, [w, h]);
    // The monkey starts at the board; from there New game, the menu and the setup screen
    // are its to roam (where a click on "Friend on another computer" may open a table on
    // 127.0.0.1 and keep it in the lobby a long while).
    harness.run();
    harness.key_press(Key::Enter);
    harness.run();
    assert!(harness.state().session().is_some(), "Enter starts the game");
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    let keys = [
        Key::Space,
        Key::Enter,
        Key::Tab,
        Key::Escape,
        Key::Num1,
        Key::Num2,
        Key::Num3,
        Key::Num4,
        Key::Num5,
        Key::Num6,
    ];
    let mut games_seen = 0;
    for step in 0..4000 {
        let roll: u32 = rng.random_range(0..100);
        let at = pos2(rng.random_range(0.0..w), rng.random_range(0.0..h));
        if roll < 45 {
            harness.key_press(keys[rng.random_range(0..keys.len())]);
        } else if roll < 46 {
            harness.key_press_modifiers(Modifiers::COMMAND, Key::N);
        } else if roll < 80 {
            harness.hover_at(at);
            for pressed in [true, false] {
                harness.event(Event::PointerButton {
                    pos: at,
                    button: PointerButton::Primary,
                    pressed,
                    modifiers: Modifiers::NONE,
                });
            }
        } else {
            harness.hover_at(at);
        }
        harness.step();

        if let Some(session) = harness.state().session() {
            let replayed = session.recorded().record().replay().unwrap();
            assert_eq!(&replayed, session.game(), "step {step}");
            let on_the_board =
                harness.state().screen() == Screen::Game && !harness.state().game_put_aside();
            if step % 50 == 0 && on_the_board {
                // A frame shows the game as it was when the frame began.
                let game = session.game().clone();
                harness.step();
                games_seen += 1;
                for &seat in game.seats() {
                    for (pawn, place) in game.pawns_of(seat) {
                        let label = pawn_label(seat, pawn.number, place);
                        assert!(
                            harness.query_by_label(&label).is_some(),
                            "step {step}: the board shows {label}"
                        );
                    }
                }
            }
        }
    }
    assert!(games_seen > 0, "the monkey reached the board");
}
