//! `dhayam-cli verify GAME.ron`: re-derives every throw of a game played across
//! computers from the secrets in its dice ledger.

use std::path::PathBuf;

use clap::Args;
use dhayam_store::SavedGame;

/// Arguments of `verify`.
#[derive(Args, Debug)]
pub struct VerifyArgs {
    /// A game file (a record written by `host` or `join`, a save, a history file).
    pub game: PathBuf,
}

/// Checks the game's throws; says which one fails, if any.
pub fn run(args: &VerifyArgs) -> Result<(), String> {
    let bytes = std::fs::read(&args.game)
        .map_err(|e| format!("cannot read {}: {e}", args.game.display()))?;
    let saved = SavedGame::from_ron(&bytes).map_err(|e| e.to_string())?;
    let Some(ledger) = saved.dice() else {
        return Err(format!(
            "{} has no dice ledger: it was played at one computer",
            args.game.display()
        ));
    };
    ledger.verify(saved.record()).map_err(|e| e.to_string())?;
    println!(
        "all {} throws check out: each made of the committed secrets of {} contributors",
        saved.record().throws.len(),
        ledger.contributors.len()
    );
    Ok(())
}
