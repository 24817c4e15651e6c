//! The turn clock across processes: a guest whose player never acts has its turns played
//! when its clock runs out, then a computer plays its seat; the game ends, every record is
//! the same, and `verify` accepts it.

use super::{dir, host, joiner, same_records, wait};

#[test]
fn an_idle_guest_has_its_turns_played_when_its_clock_runs_out_and_the_game_ends() {
    let d = dir("clock");
    let h = host(&d, "south,north", "north", &["--turn-clock", "1"]);
    let idle = joiner(&d, 1, "Away", "north", "idle", &[]);
    wait(idle, "idle guest");
    let log = wait(h, "host");
    let ran_out = log
        .lines()
        .filter(|l| l.contains("the turn clock ran out for North"))
        .count();
    assert!(
        ran_out >= 3,
        "North's clock ran out {ran_out} times before a computer took its seat: {log}"
    );
    let record = same_records(&d, 1);
    assert!(
        record.contains("(seat: North, name: \"Away\", kind: computer(medium))"),
        "a computer plays North once its time ran out three turns in a row"
    );
}

#[test]
fn a_turn_clock_out_of_range_is_refused_with_a_clear_message() {
    let d = dir("clock-range");
    let out = super::cli()
        .args([
            "host",
            "--loopback",
            "--seats",
            "south,north",
            "--remote",
            "north",
        ])
        .args(["--turn-clock", "0", "--ticket-file"])
        .arg(d.join("ticket"))
        .arg("--record")
        .arg(d.join("host.ron"))
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("a turn clock of 0 seconds"), "{err}");
    assert!(!d.join("ticket").exists(), "no table was opened");
}
