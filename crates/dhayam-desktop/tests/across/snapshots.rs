//! Pictures of a table across computers for `docs/screenshots/` (1280x800 and 640x480),
//! each taken at a moment that is the same at every run: the lobby as a guest sees it (the
//! seats by their homes, the rules, the clock, who watches, the talk), a line said as a
//! bubble by the speaker's yard at the window's first turn, and the game over of a table
//! the window hosts, with Play again (a nearly won game kept in the data folder, opened
//! again, and won with the window's last move).

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use dhayam_ai::Level;
use dhayam_core::fair::Digest;
use dhayam_core::{Phase, Seat, Setup};
use dhayam_desktop::DhayamApp;
use dhayam_net::protocol::encode;
use dhayam_net::{DiceSecret, Guest, Host, Line, Out, Phrase, TurnClock, peer_id, play_here};
use dhayam_store::{HOSTED_FILE, HostedFile, PlayerKind, SeatPlayer};
use dhayam_table::{ScriptedDice, Table};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;

use crate::common::instant;
use crate::loopback::{LoopbackGuest, LoopbackHost};

/// Gives up after this long: a bound for a broken test, never what decides it.
const PATIENCE: Duration = Duration::from_mins(2);

fn save_picture(harness: &mut Harness<'static, DhayamApp>, name: &str) {
    harness.snapshot_options(
        name,
        &egui_kittest::SnapshotOptions::new().output_path("../../docs/screenshots"),
    );
}

fn lobby_picture(size: [f32; 2], name: &str) {
    let setup = Setup::new(Seat::ALL);
    let players = vec![
        SeatPlayer::new(Seat::South, "Asha", PlayerKind::Human),
        SeatPlayer::new(Seat::East, "Open", PlayerKind::Remote),
        SeatPlayer::new(Seat::North, "Computer", PlayerKind::Computer(Level::Hard)),
        SeatPlayer::new(Seat::West, "Open", PlayerKind::Remote),
    ];
    let mut host = LoopbackHost::with_players(&setup, players, instant());
    host.starts = false;
    host.set_clock(TurnClock::for_guests(60).unwrap());
    let mut meena = LoopbackGuest::watch(&host.code(), "Meena");
    let builder = Harness::builder().with_size(size).wgpu();
    let mut harness = host.join_with(builder, instant());
    let start = Instant::now();
    let mut said = false;
    loop {
        assert!(start.elapsed() < PATIENCE, "the lobby never filled");
        host.turn();
        meena.pump(start.elapsed().as_secs_f64());
        harness.step();
        let seated = harness.state().bottom_seat() == Seat::East;
        if seated && !said && meena.watching() {
            host.say(Line::Text(
                "Vanakkam! One more friend is on the way.".to_owned(),
            ));
            said = true;
        }
        let done = harness
            .query_by_label("Vanakkam! One more friend is on the way.")
            .is_some()
            && harness
                .query_by_label_contains("1 person is watching")
                .is_some();
        if done {
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    harness.run();
    harness.get_by_label("You are at the table");
    save_picture(&mut harness, name);
}

#[test]
fn docs_picture_lobby() {
    lobby_picture([1280.0, 800.0], "lobby");
}

#[test]
fn docs_picture_lobby_640x480() {
    lobby_picture([640.0, 480.0], "lobby-640x480");
}

fn bubble_picture(size: [f32; 2], name: &str) {
    let mut host = LoopbackHost::open(Seat::South, instant());
    let builder = Harness::builder().with_size(size).wgpu();
    let mut harness = host.join_with(builder, instant());
    // The window's own seat throws first: nothing thrown when the host speaks.
    host.pump_until(&mut harness, "the game", |app| app.session().is_some());
    host.say(Line::Phrase(Phrase::GoodLuck));
    let start = Instant::now();
    // The line heard, then the window left to settle (the line can come while the lobby is
    // still shown, and the talk's panel takes its new height a frame later), and the line
    // still shown in the frame pictured.
    loop {
        while harness.query_all_by_label("Good luck!").count() == 0 {
            assert!(start.elapsed() < PATIENCE, "the line never came");
            host.turn();
            harness.step();
            std::thread::sleep(Duration::from_millis(1));
        }
        harness.run();
        if harness.query_all_by_label("Good luck!").count() > 0 {
            break;
        }
    }
    assert!(
        harness
            .state()
            .session()
            .unwrap()
            .saved()
            .record()
            .throws
            .is_empty(),
        "nothing thrown yet"
    );
    save_picture(&mut harness, name);
}

#[test]
fn docs_picture_talk_bubble() {
    bubble_picture([1280.0, 800.0], "talk-bubble");
}

#[test]
fn docs_picture_talk_bubble_640x480() {
    bubble_picture([640.0, 480.0], "talk-bubble-640x480");
}

/// Bala's dice secret and network key at the table of [`nearly_won`].
const BALA_SECRET: [u8; 32] = [24; 32];
const BALA_KEY: [u8; 32] = [25; 32];

/// A table hosted for Anbu (South, at the host) and Bala (North), played by two Medium
/// computers over the wire format in memory until Anbu has a move that wins: the host's
/// table as its autosave keeps it, and the winning move's pawn.
fn nearly_won() -> (dhayam_net::host::HostSave, u8) {
    let setup = Setup::new([Seat::South, Seat::North]);
    let players = vec![
        SeatPlayer::new(Seat::South, "Anbu", PlayerKind::Human),
        SeatPlayer::new(Seat::North, "Bala", PlayerKind::Remote),
    ];
    let secret = DiceSecret::from_bytes([21; 32]);
    let mut host = Host::open(&setup, players, secret, Digest([22; 32]), [23; 32]).unwrap();
    let mut table = Table::hosting(instant().table);
    let mut bala = Guest::new(
        "Bala",
        vec![Seat::North],
        DiceSecret::from_bytes(BALA_SECRET),
        BALA_KEY,
    );
    let mut copy = Table::networked(instant().table);
    let peer = peer_id(&BALA_KEY);
    let (mut anbu_bot, mut bala_bot) = (Level::Medium.bot(1), Level::Medium.bot(2));
    let mut to_host = VecDeque::from([encode(&bala.hello())]);
    for round in 0..100_000 {
        assert!(round < 99_999, "Anbu never had a winning move");
        let mut to_guest = VecDeque::new();
        let mut outcomes = Vec::new();
        while let Some(bytes) = to_host.pop_front() {
            outcomes.push(host.receive(&mut table, &peer, &bytes, 0.0));
        }
        if host.ready(&table) {
            outcomes.push(host.start(&mut table, 0.0));
        }
        if let Some(session) = table.session()
            && session.seat_to_act() == Some(Seat::South)
            && matches!(session.game().phase(), Phase::AwaitingMove(_))
        {
            let game = session.game();
            let winning = game.legal_moves().into_iter().find(|&mv| {
                let mut after = game.clone();
                after.play(mv).is_ok() && after.is_over()
            });
            if let Some(mv) = winning {
                return (host.save(&table, None), mv.pawn);
            }
        }
        if let Some(command) = play_here(&table, anbu_bot.as_mut()) {
            outcomes.push(host.command(&mut table, command, 0.0));
        }
        outcomes.push(host.tick(&mut table, 0.0));
        for outcome in outcomes {
            for out in outcome.out {
                if let Out::To(_, message) = out {
                    to_guest.push_back(encode(&message));
                }
            }
        }
        while let Some(bytes) = to_guest.pop_front() {
            let outcome = bala.receive(&mut copy, &bytes, 0.0).unwrap();
            to_host.extend(outcome.out.iter().map(encode));
        }
        if let Some(command) = play_here(&copy, bala_bot.as_mut()) {
            let outcome = bala.command(&mut copy, command, 0.0);
            to_host.extend(outcome.out.iter().map(encode));
        }
    }
    unreachable!("the loop returns or fails")
}

fn again_picture(size: [f32; 2], name: &str) {
    let (save, pawn) = nearly_won();
    let dir = tempfile::tempdir().unwrap();
    HostedFile::new(dir.path().join(HOSTED_FILE))
        .save(save.table())
        .unwrap();
    let options = dhayam_desktop::AppOptions {
        data_dir: Some(dir.path().to_path_buf()),
        ..dhayam_desktop::AppOptions::default()
    };
    let app = DhayamApp::open(Box::new(ScriptedDice::values([])), &options).loopback_only();
    let mut harness = Harness::builder()
        .with_size(size)
        .wgpu()
        .build_ui_state(|ui, app: &mut DhayamApp| app.show(ui), app);
    crate::common::change_settings(harness.state_mut(), |s| *s = instant());
    harness.run();
    harness.get_by_label("Open your table again").click();
    harness.run();
    let code = harness.state().join_code().unwrap().to_owned();
    let guest = Guest::new(
        "Bala",
        vec![Seat::North],
        DiceSecret::from_bytes(BALA_SECRET),
        BALA_KEY,
    );
    let mut bala = LoopbackGuest::with(&code, guest);
    bala.idle = true;
    let start = Instant::now();
    bala.until(&mut harness, start, "Bala back at the table", |_, g| {
        g.seated() && g.hosts_game().is_some()
    });
    // Anbu's last move wins the game.
    harness.key_press(crate::common::pawn_key(pawn));
    bala.until(&mut harness, start, "the game over", |h, _| {
        h.query_by_label("Play again").is_some()
    });
    harness.step();
    harness.step();
    save_picture(&mut harness, name);
}

#[test]
fn docs_picture_play_again() {
    again_picture([1280.0, 800.0], "again");
}

#[test]
fn docs_picture_play_again_640x480() {
    again_picture([640.0, 480.0], "again-640x480");
}
