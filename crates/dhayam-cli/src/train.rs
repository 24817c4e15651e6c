//! `dhayam-cli train-value`: fits the Hard bot's learned evaluation to Medium self-play.

use std::fmt::Write as _;
use std::path::PathBuf;

use clap::Args;
use dhayam_ai::{ROWS, TrainOptions, format_weights, row_name, train_value};
use dhayam_core::Variant;

/// Arguments of `train-value`.
#[derive(Args, Debug)]
pub struct TrainArgs {
    /// Seed of the self-play games; the same seed and counts give the same weights.
    #[arg(long, default_value_t = TrainOptions::default().seed)]
    pub seed: u64,
    /// Medium self-play games for each table size (2, 3 and 4 players, and two teams of two).
    #[arg(long, default_value_t = TrainOptions::default().games)]
    pub games: u32,
    /// Full passes of the optimiser over the positions.
    #[arg(long, default_value_t = TrainOptions::default().epochs)]
    pub epochs: u32,
    /// The board: 7x7 (the default) or 5x5, each with its own weights
    /// (crates/dhayam-ai/data/value-weights-5x5.txt for the 5x5 board).
    #[arg(long, default_value = "7x7")]
    pub board: String,
    /// Write the weights here (e.g. crates/dhayam-ai/data/value-weights.txt) instead of
    /// printing them.
    #[arg(long)]
    pub out: Option<PathBuf>,
}

/// Plays the games, fits the weights and writes or prints them with how well they fit.
pub fn run(args: &TrainArgs) -> Result<(), String> {
    let board = &args.board;
    let variant =
        Variant::parse(board).ok_or_else(|| format!("unknown board {board:?}; use 7x7 or 5x5"))?;
    let options = TrainOptions {
        seed: args.seed,
        games: args.games,
        epochs: args.epochs,
        variant,
    };
    let (weights, report) = train_value(options);
    let mut header = format!(
        "Learned evaluation of the Hard bot: one row of weights per table size (and two\n\
         teams), turn structure and gate rule.\n\
         Written by `dhayam-cli train-value{} --seed {} --games {} --epochs {}`.\n",
        if variant.is_dhayam() {
            String::new()
        } else {
            format!(" --board {board}")
        },
        args.seed,
        args.games,
        args.epochs
    );
    for row in 0..ROWS {
        let _ = writeln!(
            header,
            "{}: {} positions, log-loss {:.4} (uniform {:.4})",
            row_name(row),
            report.positions[row],
            report.log_loss[row],
            report.uniform_log_loss[row]
        );
    }
    let text = format_weights(&weights, header.trim_end());
    match &args.out {
        Some(path) => std::fs::write(path, &text)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?,
        None => print!("{text}"),
    }
    eprint!("{header}");
    Ok(())
}
