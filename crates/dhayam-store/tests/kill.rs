//! The kill test: a child process saves in a loop and is killed at random moments; after
//! every kill the save loads, and it is the game before or after the save in flight. The
//! child holds the data folder's lock: refused to the parent while the child runs, free
//! again after every kill.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::io::{BufRead, BufReader, Read};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::{saved, setup};
use dhayam_core::{Dice, Phase, RecordedGame, Seat, TurnStructure};
use dhayam_store::{SavedGame, Store, StoreError};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

/// Set in the child process: the data folder to save into.
const CHILD_ENV: &str = "DHAYAM_STORE_KILL_CHILD";

/// How many times the child is killed.
const KILLS: usize = 200;

/// The saves the child cycles through: one game, one more throw or move each time.
fn saves() -> Vec<SavedGame> {
    let setup = setup(&Seat::ALL, 4, TurnStructure::PerThrow);
    let mut dice = Dice::new(Xoshiro256PlusPlus::seed_from_u64(99));
    let mut game = saved(RecordedGame::new(&setup).unwrap());
    let mut saves = Vec::new();
    // Stop before the end: a finished game would leave current.ron for the history.
    while saves.len() < 200 {
        let next = game.game_mut();
        match next.game().phase() {
            Phase::AwaitingThrow(_) => {
                next.throw(dice.roll()).unwrap();
            }
            Phase::AwaitingMove(_) => {
                let moves = next.game().legal_moves();
                next.play(moves[dice.pick(moves.len())]).unwrap();
            }
            Phase::Finished => unreachable!("200 steps do not finish a 4-player game"),
        }
        if game.is_finished() {
            break;
        }
        saves.push(game.clone());
    }
    saves
}

/// Which of `saves` a loaded game is.
fn index_of(saves: &[SavedGame], game: &SavedGame) -> usize {
    saves
        .iter()
        .position(|s| s == game)
        .unwrap_or_else(|| panic!("loaded a game that was never saved"))
}

/// The child: resumes from whatever is saved and saves the next games forever, printing
/// `saved N` once save N is complete.
#[test]
#[ignore = "child process of kill_at_random_moments_leaves_a_loadable_save"]
fn kill_child() {
    let Some(dir) = std::env::var_os(CHILD_ENV) else {
        return;
    };
    let saves = saves();
    let store = Store::open(Path::new(&dir)).unwrap();
    // Held until the kill: the parent checks that the kill releases it.
    let _lock = store.lock().unwrap();
    let loaded = store.load_current();
    assert!(loaded.notices.is_empty());
    let mut next = loaded.value.map_or(0, |g| index_of(&saves, &g) + 1);
    println!("ready");
    loop {
        let i = next % saves.len();
        store.save_current(&saves[i]).unwrap();
        println!("saved {i}");
        next = i + 1;
    }
}

/// What the child printed: whether it is ready, and which save it completed.
fn parse(line: &str) -> (bool, Option<usize>) {
    // The harness may print "test kill_child ... " on the same line.
    (
        line.ends_with("ready"),
        line.rsplit_once("saved ").and_then(|(_, n)| n.parse().ok()),
    )
}

#[test]
fn kill_at_random_moments_leaves_a_loadable_save() {
    let saves = saves();
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let exe = std::env::current_exe().unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
    let mut state: Option<usize> = None;
    let (mut saves_seen, mut same, mut newer) = (0, 0, 0);
    let start = Instant::now();
    for _ in 0..KILLS {
        let mut child = Command::new(&exe)
            .args([
                "kill_child",
                "--exact",
                "--ignored",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CHILD_ENV, dir.path())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut out = BufReader::new(child.stdout.take().unwrap());
        let mut printed = Vec::new();
        // Let the child reach its save loop and complete 0 to 2 saves, then kill it at a
        // random moment within the next save or two (a save takes about a millisecond).
        let wait_for = rng.random_range(0..3);
        let mut ready = false;
        let mut line = String::new();
        while !ready || printed.len() < wait_for {
            line.clear();
            if out.read_line(&mut line).unwrap() == 0 {
                break;
            }
            let (is_ready, saved) = parse(line.trim_end());
            ready |= is_ready;
            printed.extend(saved);
        }
        assert!(ready, "the child stopped before saving");
        assert!(
            matches!(store.lock(), Err(StoreError::InUse { .. })),
            "the running child holds the data folder"
        );
        std::thread::sleep(Duration::from_micros(rng.random_range(0..2_000)));
        child.kill().unwrap();
        child.wait().unwrap();
        // The operating system let go of the killed child's lock.
        drop(
            store
                .lock()
                .expect("a killed app leaves the folder unlocked"),
        );
        let mut rest = String::new();
        out.read_to_string(&mut rest).unwrap();
        printed.extend(rest.lines().filter_map(|l| parse(l).1));
        saves_seen += printed.len();

        // The last save known complete, and the one that may have been in flight.
        let old = printed.last().copied().or(state);
        let new = old.map_or(0, |i| (i + 1) % saves.len());

        // The backup, when there is one, is a whole save too.
        if let Ok(bytes) = std::fs::read(store.backup_path()) {
            index_of(&saves, &SavedGame::from_ron(&bytes).unwrap());
        }
        let loaded = store.load_current();
        assert!(
            loaded.notices.is_empty(),
            "after a kill: {:?}",
            loaded.notices
        );
        let now = loaded.value.map(|g| index_of(&saves, &g));
        if now == old {
            same += 1;
        } else if now == Some(new) {
            newer += 1;
        } else {
            panic!("after a kill the save is {now:?}; expected {old:?} or {new}");
        }
        state = now;
    }
    println!(
        "{KILLS} kills in {:.1?}: {saves_seen} saves completed; after the kill the last \
         complete save loaded {same} times, the save in flight {newer} times",
        start.elapsed()
    );
    // Some kills must have landed after a save was written but before it was reported.
    assert!(newer > 0, "no kill landed inside a save");
}
