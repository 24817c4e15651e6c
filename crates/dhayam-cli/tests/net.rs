//! `host`, `join` and `verify` as separate processes on loopback (127.0.0.1 only): every
//! participant writes the identical record, and `verify` accepts it and refuses a forged
//! one. A guest killed mid-game and started again rejoins its seat.

#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "net/again.rs"]
mod again;
#[path = "net/clock.rs"]
mod clock;
#[path = "net/talk.rs"]
mod talk;

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn cli() -> Command {
    Command::new(env!("CARGO_BIN_EXE_dhayam-cli"))
}

fn dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dhayam-net-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Starts `dhayam-cli` with `args`. Its log goes to a file ([`log_of`]): a pipe read only
/// at the end would fill up and stop the process at its next line.
fn spawn(args: &[&str]) -> Child {
    static STARTED: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let n = STARTED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let pending =
        std::env::temp_dir().join(format!("dhayam-net-{}-log-pending-{n}", std::process::id()));
    let file = std::fs::File::create(&pending).unwrap();
    let child = cli()
        .args(args)
        .stdout(Stdio::null())
        .stderr(file)
        .spawn()
        .unwrap();
    // The file stays open in the child under its new name.
    std::fs::rename(&pending, log_path(&child)).unwrap();
    child
}

fn log_path(child: &Child) -> PathBuf {
    std::env::temp_dir().join(format!(
        "dhayam-net-{}-log-{}",
        std::process::id(),
        child.id()
    ))
}

/// What `child` wrote to its log so far.
fn log_of(child: &Child) -> String {
    std::fs::read_to_string(log_path(child)).unwrap_or_default()
}

/// Waits for `child` to end (at most two minutes), checks that it succeeded, and gives
/// what it wrote to stderr.
fn wait(mut child: Child, what: &str) -> String {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let err = log_of(&child);
            assert!(status.success(), "{what} failed: {err}");
            return err;
        }
        if start.elapsed() > Duration::from_mins(2) {
            let _ = child.kill();
            panic!("{what} did not end in two minutes: {}", log_of(&child));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn host(d: &Path, seats: &str, remote: &str, extra: &[&str]) -> Child {
    let ticket = d.join("ticket");
    let record = d.join("host.ron");
    let mut args = vec![
        "host",
        "--loopback",
        "--seats",
        seats,
        "--remote",
        remote,
        "--play",
        "medium",
        "--seed",
        "7",
        "--insecure-seeded-dice",
        "--ticket-file",
        ticket.to_str().unwrap(),
        "--record",
        record.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    with_timeout(&mut args);
    spawn(&args)
}

fn guest(d: &Path, n: u32, seats: &str) -> Child {
    joiner(d, n, "Friend", seats, "random", &[])
}

/// Guest `n` of `d`'s table, as `name` at `seats` (empty: the first open one), played by
/// `play`, with `extra` arguments; its record goes to `guestN.ron`.
fn joiner(d: &Path, n: u32, name: &str, seats: &str, play: &str, extra: &[&str]) -> Child {
    let ticket = d.join("ticket");
    let record = d.join(format!("guest{n}.ron"));
    let seed = (100 + n).to_string();
    let mut args = vec![
        "join",
        "--loopback",
        "--play",
        play,
        "--seed",
        &seed,
        "--insecure-seeded-dice",
        "--name",
        name,
        "--ticket-file",
        ticket.to_str().unwrap(),
        "--record",
        record.to_str().unwrap(),
    ];
    if !seats.is_empty() {
        args.extend_from_slice(&["--seats", seats]);
    }
    args.extend_from_slice(extra);
    with_timeout(&mut args);
    spawn(&args)
}

/// Gives up after 110 seconds unless `args` say otherwise.
fn with_timeout(args: &mut Vec<&str>) {
    if !args.contains(&"--timeout") {
        args.extend_from_slice(&["--timeout", "110"]);
    }
}

fn verify(path: &Path) -> (bool, String) {
    let out = cli().arg("verify").arg(path).output().unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    (out.status.success(), text)
}

fn same_records(d: &Path, guests: u32) -> String {
    let host = std::fs::read_to_string(d.join("host.ron")).unwrap();
    for n in 1..=guests {
        let guest = std::fs::read_to_string(d.join(format!("guest{n}.ron"))).unwrap();
        assert_eq!(guest, host, "guest {n}'s record differs from the host's");
    }
    let (ok, text) = verify(&d.join("host.ron"));
    assert!(ok, "verify refused an honest game: {text}");
    host
}

#[test]
fn four_processes_play_one_game_on_loopback_and_verify_it() {
    let d = dir("four");
    let h = host(&d, "south,east,north,west", "east,north,west", &[]);
    let guests: Vec<Child> = (1..=3).map(|n| guest(&d, n, "")).collect();
    for (n, g) in guests.into_iter().enumerate() {
        wait(g, &format!("guest {}", n + 1));
    }
    wait(h, "host");
    let record = same_records(&d, 3);

    // A host that changed one throw after the fact is caught, and the throw named.
    let forged_path = d.join("forged.ron");
    let at = record.find("throws:").unwrap();
    let faces = record[at..].find('(').unwrap() + at;
    let first = &record[faces..faces + 6];
    let other = if first.starts_with("(0, 0)") {
        "(1, 1)"
    } else {
        "(0, 0)"
    };
    let forged = format!("{}{}{}", &record[..faces], other, &record[faces + 6..]);
    std::fs::write(&forged_path, forged).unwrap();
    let (ok, text) = verify(&forged_path);
    assert!(!ok, "verify accepted a forged throw");
    assert!(text.contains("throw 1"), "{text}");
}

/// The 5x5 board across computers: four cowries made of everyone's dice parts, the
/// guests' records the host's, and a shell turned over afterwards caught by its throw.
#[test]
fn three_processes_play_the_5x5_board_with_fair_cowries_and_a_turned_shell_is_caught() {
    let d = dir("small-board");
    let h = host(&d, "south,east,north", "east,north", &["--board", "5x5"]);
    let (east, north) = (guest(&d, 1, "east"), guest(&d, 2, "north"));
    wait(east, "guest 1");
    wait(north, "guest 2");
    wait(h, "host");
    let record = same_records(&d, 2);
    assert!(record.contains("variant: thayam"), "{record}");
    let (_, report) = verify(&d.join("host.ron"));
    assert!(
        report.contains("3 contributors") || report.contains("3 players"),
        "every process took part: {report}"
    );

    // The first throw whose shells differ, two of them swapped: the same value, so the
    // game replays as it was, but not the throw its parts made.
    let mut at = record.find("throws:").unwrap();
    let mut number = 0;
    let forged = loop {
        let open = record[at..].find('(').unwrap() + at;
        number += 1;
        let shells: Vec<&str> = record[open + 1..open + 11].split(", ").collect();
        if let Some(other) = (1..4).find(|&k| shells[k] != shells[0]) {
            let mut swapped = shells.clone();
            swapped.swap(0, other);
            let text = format!("({})", swapped.join(", "));
            break format!("{}{}{}", &record[..open], text, &record[open + 12..]);
        }
        at = open + 12;
    };
    let forged_path = d.join("forged.ron");
    std::fs::write(&forged_path, forged).unwrap();
    let (ok, text) = verify(&forged_path);
    assert!(!ok, "verify accepted two shells swapped");
    assert!(text.contains(&format!("throw {number}")), "{text}");
}

/// Two against two across computers on the 5x5 board, under all four of its own house
/// rules: four processes, every throw made of all four parts, every guest's record the
/// host's (the rules with it), a finished player's moves of its partner's pawns carried to
/// everyone.
#[test]
fn four_processes_play_two_against_two_on_the_5x5_board() {
    let d = dir("teams");
    let h = host(
        &d,
        "south,east,north,west",
        "east,north,west",
        &[
            "--teams",
            "--board",
            "5x5",
            "--rule",
            "start=yard",
            "--rule",
            "bonus_one=true",
            "--rule",
            "inner=apart",
            "--rule",
            "three_bonuses=void",
        ],
    );
    let guests: Vec<Child> = (1..=3).map(|n| guest(&d, n, "")).collect();
    for (n, g) in guests.into_iter().enumerate() {
        wait(g, &format!("guest {}", n + 1));
    }
    wait(h, "host");
    let record = same_records(&d, 3);
    assert!(record.contains("sides: teams"), "{record}");
    for rule in [
        "start: yard",
        "bonus_one: true",
        "inner: apart",
        "three_bonuses: void",
    ] {
        assert!(record.contains(rule), "{rule} in {record}");
    }
    let (_, report) = verify(&d.join("host.ron"));
    assert!(report.contains("4 contributors"), "{report}");
}

#[test]
fn two_opposite_with_traditional_rules_and_three_with_a_guest_on_two_seats() {
    let d = dir("two");
    let h = host(&d, "south,north", "north", &["--preset", "traditional"]);
    wait(guest(&d, 1, ""), "guest");
    wait(h, "host");
    same_records(&d, 1);

    let d = dir("three");
    let h = host(&d, "south,east,north", "east,north", &[]);
    wait(guest(&d, 1, "east,north"), "guest");
    wait(h, "host");
    same_records(&d, 1);
}

#[test]
fn a_guest_killed_mid_game_rejoins_its_seat_and_the_game_ends() {
    let d = dir("kill");
    let autosave = d.join("table.ron");
    let autosave = autosave.to_str().unwrap();
    let h = host(
        &d,
        "south,north",
        "north",
        &["--step-ms", "30", "--autosave", autosave],
    );
    let mut g = guest(&d, 1, "");
    // Once the game is under way (however long a loaded machine takes to get there, not
    // after a fixed pause), the guest is killed without warning.
    kept_under_way(&d.join("table.ron"));
    g.kill().unwrap();
    g.wait().unwrap();
    assert!(
        !d.join("guest1.ron").exists(),
        "the game ended before the guest was killed: give the host a slower pace"
    );
    // The same seed is the same network key and dice secret: the same guest, back.
    wait(guest(&d, 1, ""), "the restarted guest");
    wait(h, "host");
    same_records(&d, 1);
}

/// Sends `signal` (a name `kill` knows, like STOP) to `child`.
fn signal(child: &Child, signal: &str) {
    let status = Command::new("kill")
        .arg(format!("-{signal}"))
        .arg(child.id().to_string())
        .status()
        .unwrap();
    assert!(status.success(), "kill -{signal} failed");
}

/// Waits (at most a minute) until the hosted table's autosave at `path` holds a started
/// game with a few throws.
fn kept_under_way(path: &std::path::Path) {
    let start = Instant::now();
    loop {
        let throws = std::fs::read_to_string(path)
            .ok()
            .and_then(|text| dhayam_net::host::HostSave::from_ron(text.as_bytes()).ok())
            .and_then(|save| save.table().game().and_then(Result::ok))
            .map_or(0, |game| game.record().throws.len());
        if throws >= 6 {
            return;
        }
        assert!(
            start.elapsed() < Duration::from_mins(1),
            "the host's autosave never held a game under way"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn the_host_killed_mid_game_resumes_from_its_autosave_and_its_guest_comes_back() {
    let d = dir("host-kill");
    let autosave = d.join("table.ron");
    let autosave = autosave.to_str().unwrap();
    let extra = ["--step-ms", "15", "--autosave", autosave];
    let mut h = host(&d, "south,north", "north", &extra);
    let g = guest(&d, 1, "");
    // Killed mid-game: once its autosave holds a game under way (however long a loaded
    // machine takes to get there), not after a fixed pause.
    kept_under_way(&d.join("table.ron"));
    h.kill().unwrap();
    h.wait().unwrap();
    assert!(
        !d.join("host.ron").exists(),
        "the game ended before the host was killed: give it a slower pace"
    );
    let kept = std::fs::read_to_string(d.join("table.ron")).unwrap();
    assert!(
        kept.contains("throws"),
        "the autosave holds the game under way"
    );
    // The same command again: it finds its autosave and opens the same table.
    let said = wait(
        host(&d, "south,north", "north", &extra),
        "the restarted host",
    );
    assert!(said.contains("resumed"), "{said}");
    wait(g, "guest");
    same_records(&d, 1);
}

/// The autosave is cut short (a crash in the middle of a write elsewhere, a disk that
/// lost its end): the restarted host says so, keeps the damaged file aside, and opens the
/// table from the save before it. Its guest either catches up and the game ends the same
/// (the save before held all it had seen), or, as a rule, it had seen the step the
/// damaged file held: the host's game then takes that back, and the guest refuses it
/// with the dice error, whatever the reason (it cannot tell a lost file from an edited
/// one).
#[test]
fn a_damaged_autosave_is_set_aside_and_the_host_resumes_from_its_backup() {
    let d = dir("host-damaged");
    let autosave = d.join("table.ron");
    let autosave = autosave.to_str().unwrap();
    let extra = ["--step-ms", "15", "--autosave", autosave];
    let mut h = host(&d, "south,north", "north", &extra);
    let g = guest(&d, 1, "");
    // Killed mid-game: once its autosave holds a game under way (however long a loaded
    // machine takes to get there), not after a fixed pause.
    kept_under_way(&d.join("table.ron"));
    h.kill().unwrap();
    h.wait().unwrap();
    assert!(
        !d.join("host.ron").exists(),
        "the game ended before the host was killed: give it a slower pace"
    );
    assert!(d.join("table.ron.bak").exists(), "the save before is kept");
    let kept = std::fs::read(d.join("table.ron")).unwrap();
    std::fs::write(d.join("table.ron"), &kept[..kept.len() / 2]).unwrap();

    let restarted = host(&d, "south,north", "north", &extra);
    wait_for_line(&restarted, "resumed");
    let said = log_of(&restarted);
    assert!(
        said.contains("table.ron: ") && said.contains("It was kept as"),
        "the damaged file is told: {said}"
    );
    let aside: Vec<_> = std::fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("table.ron.corrupt-"))
        .collect();
    assert_eq!(aside.len(), 1, "kept aside, never deleted");
    assert_eq!(
        std::fs::read(d.join(&aside[0])).unwrap(),
        &kept[..kept.len() / 2]
    );
    let (ok, heard) = ended(g);
    if ok {
        wait(restarted, "the restarted host");
        same_records(&d, 1);
    } else {
        let mut restarted = restarted;
        let _ = restarted.kill();
        let _ = restarted.wait();
        assert!(
            heard.contains("the host's dice do not check out: throw ")
                && heard.contains("takes back or changes what was already played"),
            "the guest failed otherwise: {heard}"
        );
    }
}

/// Waits (at most two minutes) for `child` to end: whether it succeeded, and its log.
fn ended(mut child: Child) -> (bool, String) {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return (status.success(), log_of(&child));
        }
        if start.elapsed() > Duration::from_mins(2) {
            let _ = child.kill();
            panic!("it did not end in two minutes: {}", log_of(&child));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Waits (at most a minute) until `child`'s log says `text`.
fn wait_for_line(child: &Child, text: &str) {
    let start = Instant::now();
    while !log_of(child).contains(text) {
        assert!(
            start.elapsed() < Duration::from_mins(1),
            "the log never said {text:?}: {}",
            log_of(child)
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A guest freezes (SIGSTOP: connected, but it answers nothing); the host hands its seat
/// to a computer and closes its connection; thawed, the guest reads the close, dials
/// again with the same key and plays its seat to the end.
///
/// The host's own seat takes 100 ms a step. The computer standing in plays at once, and
/// a host whose game is over does not wait for a guest who is away: at a faster pace
/// (30 ms) the game ended about 1.9 s after the hand-over, before the thawed guest had
/// dialled again, and the guest then dialled a host that was gone.
#[test]
fn a_guest_that_goes_silent_is_played_by_a_computer_until_it_answers_again() {
    let d = dir("silent");
    // Back one second after the hand-over (the default, twenty, would outlast the game).
    let extra = [
        "--step-ms",
        "100",
        "--hand-over-after",
        "1",
        "--back-after",
        "1",
        // With the guest handed over nobody else takes part: the host goes on alone.
        "--alone",
    ];
    let h = host(&d, "south,north", "north", &extra);
    let g = guest(&d, 1, "");
    wait_for_line(&h, "(Friend) takes");
    // Let the game get going, then freeze the guest.
    std::thread::sleep(Duration::from_secs(1));
    signal(&g, "STOP");
    wait_for_line(&h, "holds the game up");
    // The computer plays a moment, then the guest answers again.
    std::thread::sleep(Duration::from_millis(500));
    signal(&g, "CONT");
    let heard = wait(g, "guest");
    let said = wait(h, "host");
    assert!(
        heard.contains("the host closed the connection; dialling again"),
        "the frozen guest's connection was not closed: {heard}"
    );
    let handed = said
        .find("a computer (Medium) plays [North]")
        .unwrap_or_else(|| panic!("no hand-over: {said}"));
    let again = said
        .find("plays its seats again")
        .unwrap_or_else(|| panic!("the guest never played its seat again: {said}"));
    assert!(handed < again, "{said}");
    let record = same_records(&d, 1);
    let game = dhayam_store::SavedGame::from_ron(record.as_bytes()).unwrap();
    assert_eq!(
        game.player(dhayam_core::Seat::North).unwrap().kind,
        dhayam_store::PlayerKind::Remote,
        "the seat is the guest's again at the end"
    );
}

/// A guest freezes and the host has no `--hand-over-after`: the host's log shows the
/// guest joining, the host says who the game waits for, and when it gives up it writes
/// what was played (an unfinished game) to its record before it fails.
#[test]
fn a_host_that_gives_up_says_who_it_waited_for_and_keeps_what_was_played() {
    let d = dir("give-up");
    let ticket = d.join("ticket");
    let record = d.join("host.ron");
    let h = spawn(&[
        "host",
        "--loopback",
        "--seats",
        "south,north",
        "--remote",
        "north",
        "--play",
        "medium",
        "--seed",
        "7",
        "--insecure-seeded-dice",
        "--step-ms",
        "30",
        "--timeout",
        "9",
        "--ticket-file",
        ticket.to_str().unwrap(),
        "--record",
        record.to_str().unwrap(),
    ]);
    let g = guest(&d, 1, "");
    std::thread::sleep(Duration::from_millis(1500));
    signal(&g, "STOP");
    let mut h = h;
    let status = h.wait().unwrap();
    signal(&g, "CONT");
    let mut g = g;
    let _ = g.kill();
    let _ = g.wait();
    let said = log_of(&h);
    assert!(!status.success(), "giving up is a failure: {said}");
    assert!(
        said.contains("(Friend) takes"),
        "the join is logged: {said}"
    );
    assert!(said.contains("the game waits for Friend"), "{said}");
    assert!(said.contains("unfinished"), "{said}");
    let text = std::fs::read_to_string(&record).expect("the record of what was played");
    let game = dhayam_store::SavedGame::from_ron(text.as_bytes()).unwrap();
    assert!(!game.is_finished());
    assert!(
        !game.record().throws.is_empty(),
        "the throws played are kept"
    );
}
