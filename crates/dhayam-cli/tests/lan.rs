//! Tables nearby, for real: a `host --lan` in one private network namespace and a guest
//! in another, joined by a veth pair and nothing else (no default route). The guest
//! finds the table by mDNS (`tables --json`), joins it by name without a code, and both
//! write the identical record; a cable pulled for five seconds mid-game does not stop
//! it. As root only (see `lan/netns.rs`); under `CI=true` a missing namespace fails.

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
    fn finish(mut self) -> Output {
        let Ok(out) = self.output.recv_timeout(Duration::from_mins(2)) else {
            self.kill();
            let out = self.output.recv_timeout(Duration::from_secs(10)).ok();
            let said = out.map(|o| String::from_utf8_lossy(&o.stderr).into_owned());
            panic!("{} did not end in two minutes: {said:?}", self.what);
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
        "--timeout",
        "110",
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
        "--name",
        "Friend",
        "--timeout",
        "110",
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

fn same_records(d: &Path) {
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
}

#[test]
fn a_table_nearby_is_found_by_name_and_played_to_its_end_without_a_code() {
    let Some(pair) = Pair::make(1) else { return };
    for ns in [&pair.a, &pair.b] {
        let routes = Pair::routes(ns);
        assert!(!routes.contains("default"), "{ns} has a way out: {routes}");
    }
    let d = dir("found");
    let h = host(&pair, &d, &[]);

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
    same_records(&d);
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
