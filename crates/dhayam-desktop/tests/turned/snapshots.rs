//! A board turned for a guest: East's seat at the bottom, at the start of the game.

use dhayam_core::Seat;
use egui_kittest::kittest::Queryable as _;

use crate::common::instant;
use crate::loopback::LoopbackHost;

#[test]
fn a_board_turned_with_east_at_the_bottom() {
    let mut host = LoopbackHost::open(Seat::East, instant());
    let builder = egui_kittest::Harness::builder()
        .with_size([1000.0, 700.0])
        .wgpu();
    let mut harness = host.join_with(builder, instant());
    host.pump_until(&mut harness, "the game to start", |app| {
        app.session().is_some()
    });
    assert_eq!(harness.state().bottom_seat(), Seat::East);
    harness.run();
    harness.get_by_label("Throw");
    harness.snapshot("turned_east_at_the_bottom");
}
