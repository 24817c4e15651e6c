//! A real `dhayam-cli host --loopback` and a real guest play a seeded game while a
//! hostile guest, a process of its own speaking the real wire format, attacks the host
//! with the join code. The host stays up, stays under a memory bound, and the game ends
//! with the same record on both sides, which `verify` accepts. The host's memory and CPU
//! under each attack are printed (run with `--nocapture` to see them).

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod attacks {
    pub mod hostile;
    pub mod seated;
    pub mod watch;
}

use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use attacks::hostile::{self, Attack};
use attacks::watch::{Figures, Watch};

/// The most resident memory the host may reach under any attack here. A host with no
/// attack peaks near 20 MB; before the link's limits, ten seconds of these attacks took
/// it to 268 MB (a flood never read, one connection), 590 MB (streams never accepted,
/// three connections) and 100 MB (a thousand idle connections), never given back.
const PEAK_MB: u64 = 100;

/// How long each attack runs (longer than the hello deadline, so idle connections are
/// seen closed, and shorter than the game).
const ATTACK_SECONDS: u64 = 8;

/// The most the host may write to its log during one game under attack: a line or two
/// for each connection (it came, what it was refused first, a count when it went), never
/// one per message.
const MAX_LOG_BYTES: usize = 256 * 1024;

#[test]
#[ignore = "the hostile guest, started as a process of its own by the tests below"]
fn hostile_guest() {
    let attack = std::env::var("DHAYAM_HOSTILE").expect("DHAYAM_HOSTILE names the attack");
    let attack = Attack::parse(&attack).expect("an attack hostile.rs knows");
    let code_file = std::env::var("DHAYAM_HOSTILE_CODE").expect("DHAYAM_HOSTILE_CODE");
    let seconds = std::env::var("DHAYAM_HOSTILE_FOR")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(ATTACK_SECONDS);
    let code = std::fs::read_to_string(code_file).expect("the join code");
    hostile::run(attack, &code, seconds);
}

fn cli() -> Command {
    Command::new(env!("CARGO_BIN_EXE_dhayam-cli"))
}

fn dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dhayam-attack-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Waits for `child` to end (at most two minutes) and gives its status, stdout and
/// stderr.
fn finish(mut child: Child, what: &str) -> (bool, String, String) {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let (mut out, mut err) = (String::new(), String::new());
            if let Some(mut s) = child.stdout.take() {
                let _ = s.read_to_string(&mut out);
            }
            if let Some(mut s) = child.stderr.take() {
                let _ = s.read_to_string(&mut err);
            }
            return (status.success(), out, err);
        }
        if start.elapsed() > Duration::from_mins(2) {
            let _ = child.kill();
            panic!("{what} did not end in two minutes");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Who sits where while an attack runs.
#[derive(Clone, Copy)]
enum Layout {
    /// South (played at the host) and North (the real guest); the attackers get no seat.
    Two,
    /// South, East and North: East is left open for a seated attacker, who is handed to
    /// a computer one second after it holds the game up, and may play again a second
    /// after its first hand-over, two after its second, and so on.
    ThreeWithAttacker,
    /// The same seats, with a turn clock of one second and no hand-over: East's turns
    /// are played when they run out.
    ThreeWithClock,
}

/// A host of `layout`'s table, paced so that the game lasts while the attacks run.
fn host(d: &Path, layout: Layout) -> Child {
    let ticket = d.join("ticket");
    let record = d.join("host.ron");
    let mut host = cli();
    host.args(["host", "--loopback"]);
    match layout {
        Layout::Two => host.args(["--seats", "south,north", "--remote", "north"]),
        Layout::ThreeWithAttacker => host
            .args(["--seats", "south,east,north", "--remote", "east,north"])
            .args(["--hand-over-after", "1", "--back-after", "1"]),
        Layout::ThreeWithClock => host
            .args(["--seats", "south,east,north", "--remote", "east,north"])
            .args(["--turn-clock", "1"]),
    };
    host.args(["--play", "medium", "--seed", "7", "--insecure-seeded-dice"])
        .args(["--timeout", "100", "--say", "Vanakkam, friends"])
        .arg("--chat-log")
        .arg(d.join("host-chat.txt"))
        .args(["--step-ms", "100", "--ticket-file"])
        .arg(&ticket)
        .arg("--record")
        .arg(&record)
        .stdout(Stdio::null())
        .stderr(log_file(d, "host.log"))
        .spawn()
        .unwrap()
}

/// A file for a process's log: a pipe nobody reads until the end would fill up and
/// stop the process at its next line.
fn log_file(d: &Path, name: &str) -> std::fs::File {
    std::fs::File::create(d.join(name)).unwrap()
}

/// The real guest, at North.
fn guest(d: &Path) -> Child {
    cli()
        .args(["join", "--loopback", "--play", "random", "--seed", "101"])
        .args(["--insecure-seeded-dice", "--seats", "north"])
        .args(["--say", "phrase:good-luck", "--chat-log"])
        .arg(d.join("guest-chat.txt"))
        .args(["--name", "Friend", "--timeout", "100", "--ticket-file"])
        .arg(d.join("ticket"))
        .arg("--record")
        .arg(d.join("guest.ron"))
        .stdout(Stdio::null())
        .stderr(log_file(d, "guest.log"))
        .spawn()
        .unwrap()
}

/// The hostile guest: this test binary again, running only [`hostile_guest`].
fn hostile(d: &Path, attack: &str) -> Child {
    Command::new(std::env::current_exe().unwrap())
        .args(["--ignored", "--exact", "hostile_guest", "--nocapture"])
        .env("DHAYAM_HOSTILE", attack)
        .env("DHAYAM_HOSTILE_CODE", d.join("ticket"))
        .env("DHAYAM_HOSTILE_FOR", ATTACK_SECONDS.to_string())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

/// Waits (at most 30 s) for the host to write its join code.
fn code_written(d: &Path) {
    let start = Instant::now();
    while std::fs::read_to_string(d.join("ticket")).map_or(true, |t| t.trim().is_empty()) {
        assert!(start.elapsed() < Duration::from_secs(30), "no join code");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A number after `word` in the hostile guest's report.
fn count(report: &str, word: &str) -> u64 {
    report
        .split_whitespace()
        .skip_while(|w| *w != word)
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no {word} in {report:?}"))
}

/// Plays one game at a table of two while `attacks` run; checks the game and the host's
/// memory, and gives the hostile guests' reports.
fn play_under(name: &str, attacks: &[&str]) -> Vec<String> {
    play_at(name, Layout::Two, attacks).0
}

/// Plays one game at `layout`'s table while `attacks` run; checks the game, the talk and
/// the host's memory, and gives the hostile guests' reports and what was said.
fn play_at(name: &str, layout: Layout, attacks: &[&str]) -> (Vec<String>, String) {
    let d = dir(name);
    let h = host(&d, layout);
    let watch = Watch::start(h.id());
    code_written(&d);
    let hostiles: Vec<Child> = attacks.iter().map(|a| hostile(&d, a)).collect();
    let g = guest(&d);
    let start = Instant::now();
    let (guest_ok, _, _) = finish(g, "guest");
    let (host_ok, _, _) = finish(h, "host");
    let guest_err = std::fs::read_to_string(d.join("guest.log")).unwrap();
    let host_err = std::fs::read_to_string(d.join("host.log")).unwrap();
    let game = start.elapsed();
    let figures: Figures = watch.stop();
    let reports: Vec<String> = hostiles
        .into_iter()
        .map(|c| finish(c, "hostile guest").1.trim().to_owned())
        .collect();
    let said: Vec<&str> = reports
        .iter()
        .filter_map(|r| r.lines().find(|l| l.starts_with("hostile")))
        .collect();
    eprintln!(
        "{name}: game {game:.1?}, host {figures}, log {} bytes; {said:?}",
        host_err.len()
    );
    assert!(host_ok, "the host went down under {attacks:?}: {host_err}");
    assert!(guest_ok, "the guest failed under {attacks:?}: {guest_err}");
    let host_record = std::fs::read_to_string(d.join("host.ron")).unwrap();
    let guest_record = std::fs::read_to_string(d.join("guest.ron")).unwrap();
    assert_eq!(guest_record, host_record, "the records differ");
    let verified = cli()
        .arg("verify")
        .arg(d.join("host.ron"))
        .output()
        .unwrap();
    assert!(verified.status.success(), "verify refused the game");
    // Everyone at the table heard the same talk, the friends' lines among it, and
    // nothing that reached it can hide or turn text around.
    let host_chat = std::fs::read_to_string(d.join("host-chat.txt")).unwrap();
    let guest_chat = std::fs::read_to_string(d.join("guest-chat.txt")).unwrap();
    assert_eq!(guest_chat, host_chat, "the two sides heard different talk");
    assert!(
        host_chat.contains("Host South (South): Vanakkam, friends")
            && host_chat.contains("Friend (North): Good luck!"),
        "the friends' lines are missing: {host_chat}"
    );
    assert!(
        !host_chat.chars().any(|c| matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{200b}'..='\u{200f}' | '\r' | '\u{7}')),
        "invisible or bidi characters reached the talk: {host_chat:?}"
    );
    // The host's log says each kind of refusal once per connection, with a count at the
    // end: never a line per message.
    assert!(
        host_err.len() < MAX_LOG_BYTES,
        "the host wrote {} bytes of log under {attacks:?} (bound {MAX_LOG_BYTES})",
        host_err.len()
    );
    if cfg!(target_os = "linux") {
        assert!(figures.peak_kb > 0, "no memory figures were read");
        assert!(
            figures.peak_kb < PEAK_MB * 1024,
            "the host reached {figures} under {attacks:?} (bound {PEAK_MB} MB)"
        );
    }
    (reports, host_chat)
}

#[test]
fn a_flood_of_garbage_that_never_reads_the_answers_is_closed_and_the_game_ends() {
    let reports = play_under("garbage", &["garbage-unread"]);
    assert!(
        count(&reports[0], "closed-by-host") > 0,
        "the host never closed a flood it could not deliver to: {reports:?}"
    );
}

#[test]
fn oversized_frames_streams_never_accepted_and_stalled_streams_leave_the_game_alone() {
    let reports = play_under("streams", &["oversized", "streams", "stall-stream"]);
    assert!(
        count(&reports[2], "no-hello") > 0,
        "a stream that stalled before its hello was never closed: {}",
        reports[2]
    );
}

#[test]
fn idle_connections_are_refused_beyond_the_cap_and_closed_without_a_hello() {
    let reports = play_under("idle", &["idle 1000"]);
    assert!(
        count(&reports[0], "no-hello") > 0,
        "connections without a hello were never closed: {}",
        reports[0]
    );
    assert!(
        count(&reports[0], "failed") > 0,
        "a thousand connections were all let in: {}",
        reports[0]
    );
}

#[test]
fn connections_that_come_and_go_do_not_grow_the_host() {
    play_under("churn", &["churn 300"]);
}

/// A guest that took East, once the game is under way, stops reading and asks for the
/// whole game again and again: the host closes it (its answers are not piling up), the
/// game goes on with a computer at East, and the records agree.
#[test]
fn a_seated_guest_asking_for_the_game_again_and_again_without_reading_is_closed() {
    let (reports, _) = play_at("resync", Layout::ThreeWithAttacker, &["resync-unread"]);
    let report = &reports[0];
    assert!(count(report, "seated") > 0, "never seated: {report}");
    assert!(
        count(report, "frames") > 1000,
        "the storm never got going: {report}"
    );
    assert!(
        count(report, "closed-by-host") > 0,
        "the host never closed a guest that asked for the game without reading: {report}"
    );
}

/// A guest at East plays its moves but keeps its dice links, and comes back with the
/// same key after every hand-over to withhold again: it is handed to a computer each
/// time, waits longer each time to play again, and the game ends.
#[test]
fn a_guest_that_withholds_its_dice_and_comes_back_again_and_again_cannot_stall_the_game() {
    let (reports, _) = play_at("withhold", Layout::ThreeWithAttacker, &["withhold"]);
    let report = &reports[0];
    assert!(
        count(report, "withheld") > 0,
        "nothing was withheld: {report}"
    );
    assert!(
        count(report, "seated") >= 2,
        "the withholder never came back to its seat: {report}"
    );
    let closed = count(report, "closed-by-host");
    assert!(
        closed >= 2,
        "the withholder was handed to a computer {closed} times: {report}"
    );
}

/// A guest at East sends bursts of well-formed messages the host must refuse between
/// its honest turns, and dials again whenever it is closed: each connection is closed
/// after a bounded number of refusals, the log says so once per connection, and the game
/// ends the same on both sides.
#[test]
fn a_seated_guest_sending_thousands_of_refused_messages_changes_nothing() {
    let (reports, _) = play_at("refused", Layout::ThreeWithAttacker, &["refused"]);
    let report = &reports[0];
    assert!(count(report, "seated") > 0, "never seated: {report}");
    assert!(
        count(report, "closed-by-host") > 0,
        "the host never closed a guest whose messages it kept refusing: {report}"
    );
}

/// A guest at East talks as fast as it can between its turns, every line dressed in bidi
/// overrides, zero-width characters, line breaks and "Host South: I resign": a few lines
/// a second get through, cleaned, the rest are refused, and the friends' own lines and
/// the game are untouched.
#[test]
fn a_guest_flooding_the_talk_is_paced_and_cleaned() {
    let (reports, chat) = play_at("chat", Layout::ThreeWithAttacker, &["chat-flood"]);
    let report = &reports[0];
    let sent = count(report, "frames");
    let passed = chat.lines().filter(|l| l.starts_with("Squatter")).count() as u64;
    assert!(sent > 100, "the flood never got going: {report}");
    assert!(
        passed > 0,
        "not a line of the squatter's got through: {chat}"
    );
    // Five at once and one a second after: the attack lasts eight seconds.
    assert!(
        passed <= 5 + ATTACK_SECONDS + 1,
        "{passed} of {sent} flooded lines were passed on: {chat}"
    );
    assert!(
        chat.lines()
            .all(|l| !l.contains("flood") || l.starts_with("Squatter (East): flood ")),
        "a flooded line posed as someone else: {chat}"
    );
}

/// A guest at East that never acts on its turns at a table with a one-second turn clock,
/// and says "I'm back" as fast as it can: its turns are played when they run out, it is
/// away after three, each Back is read and let go (or closed like any flood), and the
/// game ends the same on both sides with every throw checked.
#[test]
fn a_guest_away_from_its_screen_flooding_back_cannot_hold_the_game() {
    let (reports, _) = play_at("away", Layout::ThreeWithClock, &["away-and-back"]);
    let report = &reports[0];
    assert!(count(report, "seated") > 0, "never seated: {report}");
    assert!(
        count(report, "frames") > 100,
        "the flood never got going: {report}"
    );
    let log = std::fs::read_to_string(
        std::env::temp_dir()
            .join(format!("dhayam-attack-{}-away", std::process::id()))
            .join("host.log"),
    )
    .unwrap();
    let ran_out = log
        .lines()
        .filter(|l| l.contains("the turn clock ran out for East"))
        .count();
    assert!(ran_out >= 3, "East's turns did not run out: {log}");
}
