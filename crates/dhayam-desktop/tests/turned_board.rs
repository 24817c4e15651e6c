//! A guest at a table joined from another computer sees its own seat at the bottom, and its
//! clicks still play the pawn under the pointer; around one computer South stays there.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;
#[path = "loopback/mod.rs"]
mod loopback;

use common::{instant, pawn_label};
use dhayam_core::{PawnPlace, Seat};
use egui_kittest::kittest::Queryable as _;
use loopback::LoopbackHost;

#[test]
fn a_guest_sees_its_seat_at_the_bottom_and_plays_its_pawns_by_click() {
    let mut host = LoopbackHost::open(Seat::East, instant());
    let mut harness = host.join([1100.0, 760.0], instant());
    host.pump_until(&mut harness, "the game to start", |app| {
        app.session().is_some()
    });
    assert_eq!(harness.state().bottom_seat(), Seat::East);
    harness.run();
    let at = |seat: Seat| {
        harness
            .get_by_label(&pawn_label(seat, 0, PawnPlace::Yard))
            .rect()
            .center()
    };
    let (east, west) = (at(Seat::East), at(Seat::West));
    assert!(
        east.y > west.y + 300.0,
        "East's yard below West's: {east:?} {west:?}"
    );
    assert!((east.x - west.x).abs() < 200.0, "one above the other");
    let home = |label: &str| harness.get_by_label(label).rect().center();
    let green = home("Square row 3 column 6, Green home cross");
    let blue = home("Square row 3 column 0, Blue home cross");
    let red = home("Square row 6 column 3, Red home cross");
    assert!(
        green.y > blue.y + 300.0 && green.y < east.y,
        "{green:?} {blue:?}"
    );
    assert!(red.x < green.x - 200.0, "South's home on the left: {red:?}");

    // The window's person throws and moves by clicking until one of its pawns has moved.
    loop {
        host.pump_until(&mut harness, "the window's turn", |app| {
            app.table().person_to_act()
        });
        harness.run();
        let table = harness.state().table();
        if table.person_to_throw() {
            harness.get_by_label("Throw").click();
            harness.run();
            continue;
        }
        let mv = table.person_moves()[0];
        let game = harness.state().session().unwrap().game();
        let place = game.pawn(Seat::East, mv.pawn).unwrap();
        let before = game.clone();
        harness
            .get_by_label(&pawn_label(Seat::East, mv.pawn, place))
            .click();
        harness.run();
        host.pump_until(&mut harness, "the move to come back", |app| {
            app.session().is_some_and(|s| *s.game() != before)
        });
        let after = harness.state().session().unwrap().game();
        assert_eq!(
            after.pawn(Seat::East, mv.pawn),
            Some(PawnPlace::Path(mv.to))
        );
        break;
    }
}

#[test]
fn around_one_computer_south_stays_at_the_bottom() {
    let mut harness = common::harness(
        dhayam_table::RandomDice::seeded(1),
        common::all_human(),
        [1100.0, 760.0],
    );
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert_eq!(harness.state().bottom_seat(), Seat::South);
    let south = harness
        .get_by_label(&pawn_label(Seat::South, 0, PawnPlace::Yard))
        .rect()
        .center();
    let north = harness
        .get_by_label(&pawn_label(Seat::North, 0, PawnPlace::Yard))
        .rect()
        .center();
    assert!(south.y > north.y + 300.0, "{south:?} {north:?}");
}
