//! `dhayam-cli replay FILE.ron`: validate a record, replay it, show the final board.

use std::path::{Path, PathBuf};

use clap::Args;
use dhayam_core::{GameRecord, Phase};

/// Records larger than this are refused before parsing.
const MAX_RECORD_BYTES: u64 = 16 * 1024 * 1024;

/// Arguments of `replay`.
#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// The game record to replay (RON, as written by `simulate --record`).
    pub file: PathBuf,
}

/// Reads a game record (RON) from `file`, refusing oversized files, or says what is wrong.
pub fn read_record(file: &Path) -> Result<GameRecord, String> {
    let name = file.display();
    let size = std::fs::metadata(file)
        .map_err(|e| format!("cannot read {name}: {e}"))?
        .len();
    if size > MAX_RECORD_BYTES {
        return Err(format!(
            "{name} is {size} bytes; a game record is at most {MAX_RECORD_BYTES}"
        ));
    }
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {name}: {e}"))?;
    ron::from_str(&text).map_err(|e| format!("{name} is not a game record: {e}"))
}

/// Reads, validates and replays the record, printing the final board.
pub fn run(args: &ReplayArgs) -> Result<(), String> {
    let name = args.file.display();
    let record = read_record(&args.file)?;
    let game = record.replay().map_err(|e| format!("{name}: {e}"))?;
    println!(
        "{} throws, {} moves replayed",
        record.throws.len(),
        record.moves.len()
    );
    println!("{game}");
    if game.phase() != Phase::Finished {
        println!("(the record ends before the game does)");
    }
    Ok(())
}
