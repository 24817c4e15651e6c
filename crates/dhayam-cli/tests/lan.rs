//! Tables nearby, for real: a `host --lan` in one private network namespace and a guest
//! in another, joined by a veth pair and nothing else (no default route). The guest
//! finds the table by mDNS (`tables --json`), joins it by name without a code, and both
//! write the identical record; a cable pulled for five seconds mid-game does not stop
//! it, and one cut for a minute hands the guest's seat to a computer until the guest is
//! back. Linux only, as root (see `lan/netns.rs`); under `CI=true` a missing namespace fails.

#![cfg(target_os = "linux")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "lan/netns.rs"]
mod netns;

use std::path::{Path, PathBuf};
use std::process::{Output, Stdio};
use std::time::{Duration, Instant};

use netns::Pair;

const CLI: &str = env!("CARGO_BIN_EXE_dhayam-cli");

fn dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dhayam-lan-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A process inside a namespace, killed if the test ends before it does. Its output is
/// read while it runs (a pipe read only at the end would fill up and stop it).
struct Running {
    pid: u32,
    what: &'static str,
    output: std::sync::mpsc::Receiver<Output>,
    done: bool,
}

impl Running {
    fn start(ns: &str, args: &[&str], what: &'static str) -> Running {
        let child = Pair::command(ns, CLI)
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let pid = child.id();
        let (tx, output) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            if let Ok(out) = child.wait_with_output() {
                let _ = tx.send(out);
            }
        });
        Running {
            pid,
            what,
            output,
            done: false,
        }
    }

    /// Waits for it to end (at most two minutes) and gives its output; it must succeed.
    fn finish(self) -> Output {
        self.finish_within(Duration::from_mins(2))
    }

    /// Waits for it to end (at most `limit`) and gives its output; it must succeed.
    fn finish_within(mut self, limit: Duration) -> Output {
        let Ok(out) = self.output.recv_timeout(limit) else {
            self.kill();
            let out = self.output.recv_timeout(Duration::from_secs(10)).ok();
            let said = out.map(|o| String::from_utf8_lossy(&o.stderr).into_owned());
            panic!("{} did not end in {limit:?}: {said:?}", self.what);
        };
        self.done = true;
        assert!(
            out.status.success(),
            "{} failed: {}",
            self.what,
            String::from_utf8_lossy(&out.stderr)
        );
        out
    }

    fn kill(&self) {
        let _ = std::process::Command::new("kill")
            .args(["-KILL", &self.pid.to_string()])
            .status();
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        if !self.done {
            self.kill();
        }
    }
}

/// The longest a host or guest here plays before it gives up (`--timeout`).
const GIVE_UP: &str = "200";

fn host(pair: &Pair, d: &Path, extra: &[&str]) -> Running {
    let ticket = d.join("ticket");
    let record = d.join("host.ron");
    let mut args = vec![
        "host",
        "--lan",
        "--table-name",
        "Anbu's table",
        "--seats",
        "south,north",
        "--remote",
        "north",
        "--play",
        "medium",
        "--seed",
        "7",
        "--insecure-seeded-dice",
        "--timeout",
        GIVE_UP,
        "--ticket-file",
        ticket.to_str().unwrap(),
        "--record",
        record.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    Running::start(&pair.a, &args, "the host")
}

fn join(pair: &Pair, d: &Path, name: &str) -> Running {
    let record = d.join("guest.ron");
    let args = [
        "join",
        "--lan",
        name,
        "--play",
        "random",
        "--seed",
        "101",
        "--insecure-seeded-dice",
        "--name",
        "Friend",
        "--timeout",
        GIVE_UP,
        "--record",
        record.to_str().unwrap(),
    ];
    Running::start(&pair.b, &args, "the guest")
}

/// The tables `tables --json` finds in the guest's namespace, and how long it took.
fn tables(pair: &Pair) -> (serde_json::Value, Duration) {
    let start = Instant::now();
    let out = Running::start(
        &pair.b,
        &["tables", "--json", "--first", "--wait", "30"],
        "tables",
    )
    .finish();
    let took = start.elapsed();
    (serde_json::from_slice(&out.stdout).unwrap(), took)
}

/// The finished game both wrote, once checked identical and verified.
fn same_records(d: &Path) -> String {
    let host = std::fs::read_to_string(d.join("host.ron")).unwrap();
    let guest = std::fs::read_to_string(d.join("guest.ron")).unwrap();
    assert_eq!(guest, host, "the guest's record differs from the host's");
    let out = std::process::Command::new(CLI)
        .arg("verify")
        .arg(d.join("host.ron"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "verify refused an honest game: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    host
}

#[test]
fn a_table_nearby_is_found_by_name_and_played_to_its_end_without_a_code() {
    let Some(pair) = Pair::make(1) else { return };
    for ns in [&pair.a, &pair.b] {
        let routes = Pair::routes(ns);
        assert!(!routes.contains("default"), "{ns} has a way out: {routes}");
    }
    let d = dir("found");
    // On the 5x5 board with its cowries: the board travels with the table.
    let h = host(&pair, &d, &["--board", "5x5", "--rule", "start=yard"]);

    let (found, took) = tables(&pair);
    let list = found.as_array().unwrap();
    assert_eq!(list.len(), 1, "{found}");
    assert_eq!(list[0]["name"], "Anbu's table");
    assert_eq!(list[0]["open_seats"], 1);
    eprintln!(
        "the table was described {} ms after looking began; `tables` took {} ms in all",
        list[0]["seen_ms"],
        took.as_millis()
    );

    // A name nobody hosts: a clear error naming what was found, and nothing joined.
    let out = Pair::command(&pair.b, CLI)
        .args(["join", "--lan", "Velu", "--find-wait", "3"])
        .args(["--record", d.join("nobody.ron").to_str().unwrap()])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        err.contains("\"Velu\"") && err.contains("Anbu's table"),
        "{err}"
    );

    let g = join(&pair, &d, "Anbu's table");
    g.finish();
    h.finish();
    let record = same_records(&d);
    assert!(
        record.contains("variant: thayam") && record.contains("start: yard"),
        "{record}"
    );
}

#[test]
fn a_cable_pulled_for_five_seconds_mid_game_does_not_stop_it() {
    let Some(pair) = Pair::make(2) else { return };
    let d = dir("cable");
    // A slow host, so the game is still going when the cable comes out.
    let h = host(&pair, &d, &["--step-ms", "40"]);
    let g = join(&pair, &d, "Anbu's table");
    // Wait until the game is under way (the host writes its code at once; the record
    // only at the end), then pull the guest's end of the cable.
    std::thread::sleep(Duration::from_secs(3));
    assert!(
        !d.join("guest.ron").exists(),
        "the game ended before the cable was pulled: slow the host down"
    );
    Pair::cable(&pair.b, &pair.dev_b, false);
    std::thread::sleep(Duration::from_secs(5));
    Pair::cable(&pair.b, &pair.dev_b, true);
    assert!(
        !d.join("guest.ron").exists(),
        "the game ended while the cable was out"
    );
    g.finish();
    h.finish();
    same_records(&d);
}

/// The cable out for a minute: the host hands the guest's seat to a computer after a few
/// seconds (`--hand-over-after`), the guest's connection times out and its dials fail
/// while the cable is out; once it is back the guest dials through, plays its seat again
/// and the game ends with the seat the guest's.
#[test]
fn a_cable_cut_for_a_minute_mid_game_hands_the_guest_to_a_computer_until_it_is_back() {
    let Some(pair) = Pair::make(3) else { return };
    let d = dir("cut");
    // A host slow enough (a second a step for its own seat; the computer standing in
    // plays at once) that the game outlasts the minute without the guest.
    let extra = [
        "--step-ms",
        "1000",
        "--hand-over-after",
        "3",
        "--back-after",
        "1",
        // With the guest handed over nobody else takes part: the host goes on alone.
        "--alone",
    ];
    let h = host(&pair, &d, &extra);
    let g = join(&pair, &d, "Anbu's table");
    std::thread::sleep(Duration::from_secs(3));
    Pair::cable(&pair.b, &pair.dev_b, false);
    std::thread::sleep(Duration::from_mins(1));
    Pair::cable(&pair.b, &pair.dev_b, true);
    assert!(
        !d.join("host.ron").exists(),
        "the game ended while the cable was out: slow the host down"
    );
    let heard = g.finish_within(Duration::from_mins(3));
    let said = h.finish_within(Duration::from_mins(3));
    let heard = String::from_utf8_lossy(&heard.stderr);
    let said = String::from_utf8_lossy(&said.stderr);
    assert!(
        heard.contains("the connection to the host timed out; dialling again"),
        "the guest never noticed the cable was out: {heard}"
    );
    let failed = heard.matches("could not be reached").count();
    eprintln!("while the cable was out the guest dialled {failed} times in vain");
    let handed = said
        .find("a computer (Medium) plays [North]")
        .unwrap_or_else(|| panic!("no hand-over: {said}"));
    let again = said
        .find("plays its seats again")
        .unwrap_or_else(|| panic!("the guest never played its seat again: {said}"));
    assert!(handed < again, "{said}");
    let record = same_records(&d);
    let game = dhayam_store::SavedGame::from_ron(record.as_bytes()).unwrap();
    assert_eq!(
        game.player(dhayam_core::Seat::North).unwrap().kind,
        dhayam_store::PlayerKind::Remote,
        "the seat is the guest's again at the end"
    );
}
