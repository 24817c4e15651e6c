//! Another game and people who watch, across processes: three games in a row at one table
//! with the first seat moving on, each record the same everywhere and verified; two
//! watchers of a four-player table keep the players' records, have no part in the dice,
//! and one stopped with SIGSTOP holds no throw up; a watcher that never leaves keeps the
//! host open only a while after the game.

use std::path::Path;

use dhayam_core::Seat;
use dhayam_store::SavedGame;

use super::{dir, host, joiner, signal, verify, wait};

/// The record `name` in `d`, read and checked by the rules.
fn record(d: &Path, name: &str) -> (String, SavedGame) {
    let text = std::fs::read_to_string(d.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    let saved = SavedGame::from_ron(text.as_bytes()).unwrap();
    (text, saved)
}

#[test]
fn three_games_in_a_row_at_one_table_the_first_seat_moving_on() {
    let d = dir("again");
    let h = host(&d, "south,east,north", "east,north", &["--games", "3"]);
    let a = joiner(&d, 1, "Asha", "east", "random", &["--games", "3"]);
    let b = joiner(&d, 2, "Bala", "north", "medium", &["--games", "3"]);
    wait(a, "Asha");
    wait(b, "Bala");
    wait(h, "host");
    let mut firsts = Vec::new();
    let mut tables = Vec::new();
    for k in 1..=3 {
        let (host, saved) = record(&d, &format!("host-{k}.ron"));
        for n in 1..=2 {
            let (guest, _) = record(&d, &format!("guest{n}-{k}.ron"));
            assert_eq!(
                guest, host,
                "game {k}: guest {n}'s record differs from the host's"
            );
        }
        let (ok, text) = verify(&d.join(format!("host-{k}.ron")));
        assert!(ok, "verify refused game {k}: {text}");
        assert!(saved.is_finished(), "game {k} was played to its end");
        firsts.push(saved.record().setup.first.unwrap());
        tables.push(saved.dice().unwrap().table);
    }
    assert_eq!(firsts, [Seat::South, Seat::East, Seat::North]);
    assert!(
        tables[0] != tables[1] && tables[1] != tables[2],
        "a table id each"
    );
    assert!(!d.join("host.ron").exists(), "only numbered records");
}

#[test]
fn two_watchers_keep_the_players_records_and_a_stopped_one_holds_no_throw_up() {
    let d = dir("watch");
    let autosave = d.join("table.ron");
    let autosave = autosave.to_str().unwrap();
    let h = host(
        &d,
        "south,east,north,west",
        "east,north,west",
        &["--step-ms", "5", "--autosave", autosave],
    );
    let players: Vec<_> = (1..=3)
        .map(|n| joiner(&d, n, &format!("Player {n}"), "", "random", &[]))
        .collect();
    let watcher = joiner(&d, 4, "Meena", "", "random", &["--watch"]);
    let frozen = joiner(&d, 5, "Velu", "", "random", &["--watch"]);
    // Once the game is under way, one watcher stops dead for two seconds: it reads
    // nothing, answers nothing. The game goes on without waiting for it.
    super::kept_under_way(&d.join("table.ron"));
    signal(&frozen, "STOP");
    std::thread::sleep(std::time::Duration::from_secs(2));
    signal(&frozen, "CONT");
    for (n, p) in players.into_iter().enumerate() {
        wait(p, &format!("player {}", n + 1));
    }
    wait(watcher, "watcher");
    wait(frozen, "the watcher stopped and let go on again");
    let log = wait(h, "host");
    let (host, saved) = record(&d, "host.ron");
    for name in [
        "guest1.ron",
        "guest2.ron",
        "guest3.ron",
        "guest4.ron",
        "guest5.ron",
    ] {
        let (copy, _) = record(&d, name);
        assert_eq!(copy, host, "{name} differs from the host's record");
    }
    let (ok, text) = verify(&d.join("host.ron"));
    assert!(ok, "verify refused the watched game: {text}");
    let ledger = saved.dice().unwrap();
    let names: Vec<&str> = ledger
        .contributors
        .iter()
        .map(|c| c.name.as_str())
        .collect();
    assert_eq!(names.len(), 4, "the host and three players: {names:?}");
    assert!(
        !names.contains(&"Meena") && !names.contains(&"Velu"),
        "no watcher has a part in the dice: {names:?}"
    );
    assert!(
        !log.contains("the game waits for Velu"),
        "the stopped watcher held a throw up: {log}"
    );
}

#[test]
fn a_watcher_that_never_leaves_keeps_the_host_open_only_a_while() {
    let d = dir("linger");
    // Ten minutes to give up: a host that waited for its watcher to leave would still be
    // there long after `wait` (two minutes) gave up on it.
    let h = host(&d, "south,north", "north", &["--timeout", "600"]);
    let player = joiner(&d, 1, "Asha", "", "random", &[]);
    // A watcher of two games at a table of one: after the first it waits for a next game
    // that never comes, connected and reading, as a window left open would.
    let mut stays = joiner(
        &d,
        2,
        "Meena",
        "",
        "random",
        &["--watch", "--games", "2", "--timeout", "600"],
    );
    wait(player, "Asha");
    wait(h, "the host, with a watcher that never leaves");
    let (host, saved) = record(&d, "host.ron");
    let (copy, _) = record(&d, "guest1.ron");
    assert_eq!(copy, host, "the player's record differs from the host's");
    assert!(saved.is_finished());
    let (ok, text) = verify(&d.join("host.ron"));
    assert!(ok, "verify refused the game: {text}");
    let watched = std::fs::read_to_string(d.join("guest2-1.ron")).unwrap_or_default();
    assert_eq!(
        watched, host,
        "the watcher had the whole game before the host closed"
    );
    signal(&stays, "KILL");
    let _ = stays.wait();
}
