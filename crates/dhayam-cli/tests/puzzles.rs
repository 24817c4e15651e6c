//! `dhayam-cli puzzles DIR`: the puzzles of a folder of game files, as a user runs it.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;
use std::process::Command;

use dhayam_ai::Level;
use dhayam_core::{Game, Phase, RecordedGame, Seat, Setup, Throw};
use dhayam_store::{PlayerKind, SavedGame, SeatPlayer, export_game};
use rand::SeedableRng as _;
use serde_json::Value;

/// A finished two-player game: South (a person, playing at random) against North (a
/// Medium computer), saved as the app saves it.
fn saved_game(seed: u64) -> SavedGame {
    let mut game = RecordedGame::new(&Setup::new([Seat::South, Seat::North])).unwrap();
    let mut dice = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut bots = [Level::Easy.bot(seed), Level::Medium.bot(seed)];
    while !game.game().is_over() {
        match game.game().phase() {
            Phase::AwaitingThrow(_) => {
                game.throw(Throw::random(&mut dice)).unwrap();
            }
            Phase::AwaitingMove(seat) => {
                let bot = &mut bots[usize::from(seat != Seat::South)];
                game.play(bot.choose(game.game()).unwrap()).unwrap();
            }
            Phase::Finished => break,
        }
    }
    let players = vec![
        SeatPlayer::new(Seat::South, "Asha", PlayerKind::Human),
        SeatPlayer::new(Seat::North, "North", PlayerKind::Computer(Level::Medium)),
    ];
    SavedGame::with_start(game, players, true, 1_780_000_000).unwrap()
}

/// `dhayam-cli puzzles DIR --json` run from `cwd`: the list printed, and what it said on
/// stderr; it must succeed.
fn puzzles_json(cwd: &Path, dir: &str) -> (Value, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dhayam-cli"))
        .current_dir(cwd)
        .args(["puzzles", dir, "--json"])
        .output()
        .unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{stderr}");
    (serde_json::from_slice(&out.stdout).unwrap(), stderr)
}

#[test]
fn puzzles_come_from_the_peoples_mistakes_with_one_clear_answer() {
    let dir = std::env::temp_dir().join(format!("dhayam-cli-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for seed in [3, 4] {
        export_game(&saved_game(seed), &dir.join(format!("game-{seed}.ron"))).unwrap();
    }
    std::fs::write(dir.join("notes.ron"), "not a game (").unwrap();
    let (found, stderr) = puzzles_json(Path::new("."), dir.to_str().unwrap());
    assert!(
        stderr.contains("skipped") && stderr.contains("notes.ron"),
        "{stderr}"
    );
    let found = found.as_array().unwrap();
    assert!(
        found.len() >= 2,
        "random play gives puzzles: {}",
        found.len()
    );
    for puzzle in found {
        assert_eq!(puzzle["seat"], "South", "only the person's moves: {puzzle}");
        let game = Game::from_position_line(puzzle["position"].as_str().unwrap()).unwrap();
        assert_eq!(game.phase(), Phase::AwaitingMove(Seat::South));
        let legal: Vec<String> = game.legal_moves().iter().map(ToString::to_string).collect();
        assert!(legal.contains(&puzzle["best"].as_str().unwrap().to_owned()));
        assert!(legal.contains(&puzzle["played"].as_str().unwrap().to_owned()));
        let chance = |key: &str| puzzle[key].as_f64().unwrap();
        assert!(
            chance("chance_best") - chance("chance_played") >= 0.08,
            "{puzzle}"
        );
        assert!(
            chance("chance_best") - chance("chance_second") >= 0.03,
            "{puzzle}"
        );
        assert!(!puzzle["why"].as_array().unwrap().is_empty());
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_bundled_puzzles_are_those_of_the_bundled_games() {
    // Run from the workspace, so the files are named as the bundled list names them.
    let root = crate_dir().join("../..");
    let (mined, _) = puzzles_json(&root, "assets/practice/games");
    let bundled = std::fs::read_to_string(root.join("assets/practice/puzzles.json")).unwrap();
    let bundled: Value = serde_json::from_str(&bundled).unwrap();
    assert_eq!(
        mined, bundled,
        "renew with: dhayam-cli puzzles assets/practice/games --json > assets/practice/puzzles.json"
    );
}

/// The crate folder `cargo test` names when it runs the test (a test program kept in a
/// shared target folder may have been built from another checkout), else the one it was
/// built in.
fn crate_dir() -> std::path::PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(
        || std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")),
        std::path::PathBuf::from,
    )
}
