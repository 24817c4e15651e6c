//! The kill test: a child process saves in a loop and is killed at random moments; after
//! every kill the save loads, and it is the game before or after the save in flight. The
//! child holds the data folder's lock: refused to the parent while the child runs, free
//! again after every kill.
//!
//! No assertion depends on where the kill lands. The child prints `saving N` before it
//! starts save N and `saved N` once it is complete, and the pipe keeps what a killed child
//! wrote, so after each kill the parent knows exactly what to expect: the last save
//! reported complete when no save was started after it, else that one or the save in
//! flight. Which of the two a kill inside a save leaves is only counted, not asserted.

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
/// `saving N` before save N starts and `saved N` once it is complete.
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
        // Standard output is line-buffered: each line is in the pipe before what follows.
        println!("saving {i}");
        store.save_current(&saves[i]).unwrap();
        println!("saved {i}");
        next = i + 1;
    }
}

/// A line the child printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Report {
    /// The child holds the lock and starts saving.
    Ready,
    /// Save N started.
    Saving(usize),
    /// Save N is complete.
    Saved(usize),
}

/// What the child printed on `line`, if anything.
fn parse(line: &str) -> Option<Report> {
    // The harness may print "test kill_child ... " on the same line.
    let number = |word: &str| {
        line.rsplit_once(word)
            .and_then(|(_, n)| n.trim().parse().ok())
    };
    if line.ends_with("ready") {
        Some(Report::Ready)
    } else if let Some(n) = number("saving ") {
        Some(Report::Saving(n))
    } else {
        number("saved ").map(Report::Saved)
    }
}

/// What may load after a kill, given the save loaded before the child started and what
/// the child reported: the only possible save, or the two of a save in flight.
fn expected(
    before: Option<usize>,
    reports: &[Report],
    count: usize,
) -> (Option<usize>, Option<usize>) {
    let mut complete = before;
    let mut in_flight = None;
    for report in reports {
        match *report {
            Report::Ready => {}
            Report::Saving(i) => {
                // The child goes through the saves in order, from the one after the last.
                assert_eq!(i, complete.map_or(0, |c| (c + 1) % count), "{reports:?}");
                in_flight = Some(i);
            }
            Report::Saved(i) => {
                assert_eq!(in_flight, Some(i), "saved before saving: {reports:?}");
                complete = Some(i);
                in_flight = None;
            }
        }
    }
    (complete, in_flight)
}

#[test]
fn kill_at_random_moments_leaves_a_loadable_save() {
    let saves = saves();
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let exe = std::env::current_exe().unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
    let mut state: Option<usize> = None;
    let (mut completed, mut waited_for) = (0, 0);
    let (mut between, mut old, mut new) = (0, 0, 0);
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
        let mut reports = Vec::new();
        // Let the child reach its save loop and complete 0 to 2 saves, then kill it at a
        // random moment within the next save or two (a save takes about a millisecond).
        let wait_for = rng.random_range(0..3);
        waited_for += wait_for;
        let complete = |reports: &[Report]| {
            reports
                .iter()
                .filter(|r| matches!(r, Report::Saved(_)))
                .count()
        };
        let mut line = String::new();
        while !reports.contains(&Report::Ready) || complete(&reports) < wait_for {
            line.clear();
            if out.read_line(&mut line).unwrap() == 0 {
                break;
            }
            reports.extend(parse(line.trim_end()));
        }
        assert!(
            reports.contains(&Report::Ready) && complete(&reports) >= wait_for,
            "the child stopped before saving: {reports:?}"
        );
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
        // Everything the child printed before it died is still in the pipe.
        let mut rest = String::new();
        out.read_to_string(&mut rest).unwrap();
        reports.extend(rest.lines().filter_map(parse));
        completed += complete(&reports);

        let (complete, in_flight) = expected(state, &reports, saves.len());
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
        match in_flight {
            None => {
                assert_eq!(now, complete, "killed between saves: {reports:?}");
                between += 1;
            }
            Some(_) if now == complete => old += 1,
            Some(flying) if now == Some(flying) => new += 1,
            Some(flying) => panic!(
                "killed during save {flying}: loaded {now:?}, expected {complete:?} or {flying}"
            ),
        }
        state = now;
    }
    println!(
        "{KILLS} kills in {:.1?}: {completed} saves completed; {between} kills between \
         saves; of the kills during a save, {old} left the save before and {new} the save \
         in flight",
        start.elapsed()
    );
    // The parent waited for these saves before each kill, so they were made and reported.
    assert!(completed >= waited_for && waited_for > 0);
    assert_eq!(between + old + new, KILLS);
}
