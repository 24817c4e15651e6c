//! `--relay URL` and `DHAYAM_RELAY`: an address that cannot be used stops `host` and `join`
//! with the reason on stderr, before anything is opened. Each run is in a network namespace
//! of its own with nothing but a loopback that is down (`unshare -n`, as root), so nothing
//! could leave the machine even if it did open; elsewhere the tests say so and skip (under
//! `CI=true` they fail).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::PathBuf;
use std::process::{Command, Output};

const CLI: &str = env!("CARGO_BIN_EXE_dhayam-cli");

fn dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dhayam-relay-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `dhayam-cli args` with `DHAYAM_RELAY` as `relay_env` (unset when `None`), in a network
/// namespace of its own; `None` when no namespace can be made here.
fn without_network(args: &[&str], relay_env: Option<&str>) -> Option<Output> {
    let mut command = Command::new("unshare");
    command
        .arg("-n")
        .arg(CLI)
        .args(args)
        .env_remove("DHAYAM_RELAY");
    if let Some(value) = relay_env {
        command.env("DHAYAM_RELAY", value);
    }
    let output = command.output().ok().filter(|o| {
        let stderr = String::from_utf8_lossy(&o.stderr);
        !stderr.starts_with("unshare:")
    });
    if output.is_none() {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "no network namespace can be made (needs root and unshare)"
        );
        eprintln!("skipped: no network namespace can be made here (needs root and unshare)");
    }
    output
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn a_host_with_a_relay_that_is_not_http_stops_before_it_opens_a_table() {
    let dir = dir("host");
    let code = dir.join("code.txt");
    let record = dir.join("game.ron");
    let args = [
        "host",
        "--seats",
        "south,north",
        "--remote",
        "north",
        "--relay",
        "ftp://relay.example.org",
        "--ticket-file",
        code.to_str().unwrap(),
        "--record",
        record.to_str().unwrap(),
        "--timeout",
        "5",
    ];
    let Some(output) = without_network(&args, None) else {
        return;
    };
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains(
            "dhayam-cli: the relay server \"ftp://relay.example.org\" cannot be used: it must \
             start with https:// (or http://)"
        ),
        "{}",
        stderr(&output)
    );
    assert!(
        !code.exists(),
        "no table was opened, so no code was written"
    );
}

#[test]
fn a_guest_with_a_bad_relay_in_the_environment_is_told_which_and_stops_at_once() {
    let dir = dir("join");
    // The code's file never appears: a guest that went on would wait for it.
    let code = dir.join("code.txt");
    let record = dir.join("game.ron");
    let args = [
        "join",
        "--ticket-file",
        code.to_str().unwrap(),
        "--record",
        record.to_str().unwrap(),
        "--timeout",
        "5",
    ];
    let Some(output) = without_network(&args, Some("http://exa mple.org")) else {
        return;
    };
    assert!(!output.status.success());
    let said = stderr(&output);
    assert!(
        said.contains(
            "the relay server \"http://exa mple.org\" (from DHAYAM_RELAY) cannot be used: it is \
             not a web address"
        ),
        "{said}"
    );
    assert!(!said.contains("waiting"), "{said}");
    assert!(!record.exists());
}

#[test]
fn a_relay_on_loopback_or_the_local_network_is_refused_as_a_contradiction() {
    let dir = dir("both");
    let record = dir.join("game.ron");
    for reach in ["--loopback", "--lan"] {
        let args = [
            "join",
            reach,
            "--relay",
            "https://relay.example.org",
            "--record",
            record.to_str().unwrap(),
        ];
        let Some(output) = without_network(&args, None) else {
            return;
        };
        assert!(!output.status.success(), "{reach}");
        assert!(
            stderr(&output).contains("cannot be used with"),
            "{reach}: {}",
            stderr(&output)
        );
    }
}
