//! `dhayam-cli puzzles DIR [--json]`: the puzzles found in the game files of a folder (the
//! app's history, or records written by `simulate --record` or `table --record`).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use clap::Args;
use dhayam_ai::{Puzzle, PuzzleLine, REVIEW_SEED, Reason, puzzles};
use dhayam_core::Seat;
use dhayam_store::{PlayerKind, SavedGame, import_game};
use serde::Serialize;

/// Arguments of `puzzles`.
#[derive(Args, Debug)]
pub struct PuzzlesArgs {
    /// The folder whose game files (`*.ron`) are searched; files that are not games are
    /// skipped with a line on stderr.
    pub dir: PathBuf,
    /// Seed of Hard's play-outs; the default is the review's, as the app uses.
    #[arg(long, default_value_t = REVIEW_SEED)]
    pub seed: u64,
    /// Print one JSON list instead of text.
    #[arg(long)]
    pub json: bool,
}

/// One puzzle, as the JSON has it: where it comes from, who moves, the puzzle's line, and
/// why the answer is better than the move played.
#[derive(Serialize)]
struct JsonPuzzle {
    /// The game file it comes from.
    file: String,
    /// Who is to move.
    seat: Seat,
    /// The step, the position as one line (`dhayam-cli analyse` reads it), the moves and
    /// the three chances.
    #[serde(flatten)]
    line: PuzzleLine,
    /// Why the answer is better than the move played.
    why: Vec<String>,
}

/// A reason in the command line's words.
fn reason_text(reason: Reason) -> String {
    match reason {
        Reason::Cuts(seat) => format!("cuts {seat}"),
        Reason::ReachesCentre => "reaches the centre".to_owned(),
        Reason::ThroughGate => "through the gate".to_owned(),
        Reason::Enters => "enters a pawn".to_owned(),
        Reason::Escapes => "takes a pawn out of reach".to_owned(),
        Reason::NoneInReach(seat) => format!("leaves no pawn within {seat}'s likely reach"),
        Reason::LessInReach(seat) => format!("leaves less within {seat}'s reach"),
        Reason::ToCross => "stops on a cross".to_owned(),
        Reason::Race => "better for the race".to_owned(),
    }
}

fn json_puzzle(file: &Path, puzzle: &Puzzle) -> JsonPuzzle {
    JsonPuzzle {
        file: file.display().to_string(),
        seat: puzzle.seat,
        line: PuzzleLine::from(puzzle),
        why: puzzle.why.iter().map(|r| reason_text(*r)).collect(),
    }
}

/// The puzzles of one saved game: the moves of the people who played at the computer.
fn game_puzzles(game: &SavedGame, seed: u64) -> Result<Vec<Puzzle>, String> {
    let person = |seat: Seat| {
        game.players()
            .iter()
            .any(|p| p.seat == seat && matches!(p.kind, PlayerKind::Human))
    };
    puzzles(game.record(), person, seed).map_err(|e| e.to_string())
}

/// Searches every game file of the folder, in name order.
pub fn run(args: &PuzzlesArgs) -> Result<(), String> {
    let name = args.dir.display();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&args.dir)
        .map_err(|e| format!("cannot read {name}: {e}"))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    let mut found = Vec::new();
    for file in &files {
        let game = match import_game(file) {
            Ok(game) => game,
            Err(error) => {
                eprintln!("skipped {}: {error}", file.display());
                continue;
            }
        };
        match game_puzzles(&game, args.seed) {
            Ok(puzzles) => found.extend(puzzles.iter().map(|p| json_puzzle(file, p))),
            Err(error) => eprintln!("skipped {}: {error}", file.display()),
        }
    }
    if args.json {
        let json = serde_json::to_string_pretty(&found).map_err(|e| e.to_string())?;
        println!("{json}");
        return Ok(());
    }
    let mut out = String::new();
    for p in &found {
        let _ = writeln!(
            out,
            "{} step {}: {} to move, played {} ({:.1}%), best {} ({:.1}%; next {:.1}%): {}\n  {}",
            p.file,
            p.line.step,
            p.seat,
            p.line.played,
            100.0 * p.line.chance_played,
            p.line.best,
            100.0 * p.line.chance_best,
            100.0 * p.line.chance_second,
            p.why.join(", "),
            p.line.position
        );
    }
    let _ = writeln!(out, "{} puzzles in {} files", found.len(), files.len());
    print!("{out}");
    Ok(())
}
