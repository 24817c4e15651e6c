//! The turn clock's ring round the yard of the window's own seat, as a guest sees it at
//! its first turn of a table whose host set 30 seconds a turn (1280x800 and 640x480, for
//! `docs/screenshots/`). The window's seat is South, which throws first: nothing thrown
//! yet, so the picture is the same at every run.

use dhayam_core::Seat;
use dhayam_net::TurnClock;
use egui_kittest::kittest::Queryable as _;

use crate::common::instant;
use crate::loopback::LoopbackHost;

fn ring_picture(size: [f32; 2], name: &str) {
    let mut host = LoopbackHost::open(Seat::South, instant());
    host.set_clock(TurnClock::for_guests(30).unwrap());
    let builder = egui_kittest::Harness::builder().with_size(size).wgpu();
    let mut harness = host.join_with(builder, instant());
    // The window's own seat throws first: its ring starts with the game. Stepped frame
    // by frame (a running ring asks to be drawn again, so `run` would let it run down).
    let deadline = std::time::Instant::now() + std::time::Duration::from_mins(2);
    while harness.query_by_label_contains("s left to play").is_none() {
        assert!(
            std::time::Instant::now() < deadline,
            "the ring never showed"
        );
        host.turn();
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    // Two frames more, so that the panels have their size (a panel sizes itself from
    // the frame before): the ring still shows 30.
    harness.step();
    harness.step();
    assert_eq!(harness.state().bottom_seat(), Seat::South);
    harness.get_by_label("Red: 30 s left to play");
    assert!(
        harness
            .state()
            .session()
            .unwrap()
            .saved()
            .record()
            .throws
            .is_empty(),
        "the first throw of the game is the window's"
    );
    harness.snapshot_options(
        name,
        &egui_kittest::SnapshotOptions::new().output_path("../../docs/screenshots"),
    );
}

#[test]
fn docs_picture_clock_ring() {
    ring_picture([1280.0, 800.0], "clock-ring");
}

#[test]
fn docs_picture_clock_ring_640x480() {
    ring_picture([640.0, 480.0], "clock-ring-640x480");
}
