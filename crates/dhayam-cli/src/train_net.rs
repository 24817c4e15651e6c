//! `dhayam-cli train-net`: trains Hard's value network by self-play and writes its weights.

use std::path::PathBuf;
use std::time::Instant;

use clap::Args;
use dhayam_ai::{NetTrainOptions, train_net};

/// Arguments of `train-net`.
#[derive(Args, Debug)]
pub struct TrainNetArgs {
    /// Seed of the self-play games and of the first weights; the same seed and counts give
    /// the same network on any machine, whatever the threads.
    #[arg(long, default_value_t = NetTrainOptions::default().seed)]
    pub seed: u64,
    /// Self-play games for each table size (2, 3 and 4 players).
    #[arg(long, default_value_t = NetTrainOptions::default().games)]
    pub games: u32,
    /// Passes of the optimiser over the positions.
    #[arg(long, default_value_t = NetTrainOptions::default().epochs)]
    pub epochs: u32,
    /// Self-play games for each table size in which one decision in six is rated by
    /// today's Hard, each move's position learning its rated chance.
    #[arg(long, default_value_t = NetTrainOptions::default().searched_games)]
    pub searched_games: u32,
    /// Threads that play the games.
    #[arg(long, default_value_t = NetTrainOptions::default().threads)]
    pub threads: usize,
    /// Write the weights here (crates/dhayam-ai/data/value-net.txt ships with the game)
    /// instead of printing them.
    #[arg(long)]
    pub out: Option<PathBuf>,
}

/// Plays the games, trains the network, and writes or prints it with how well it does on
/// the games it never learned from.
pub fn run(args: &TrainNetArgs) -> Result<(), String> {
    if args.games < 10 {
        return Err("--games must be 10 or more (every tenth game is held out)".to_owned());
    }
    let options = NetTrainOptions {
        seed: args.seed,
        games: args.games,
        epochs: args.epochs,
        searched_games: args.searched_games,
        threads: args.threads.max(1),
    };
    let start = Instant::now();
    let (net, report) = train_net(options, |line| {
        eprintln!("[{:>6.0} s] {line}", start.elapsed().as_secs_f64());
    });
    let header = format!(
        "Value network of the Hard bot (dhayam_ai::ValueNet).\n\
         Written by `dhayam-cli train-net --seed {} --games {} --searched-games {} --epochs {}`.\n\
         {} positions learned from ({} of them rated by a search); on {} held-out positions the log-loss of the winner's\n\
         chance is {:.4} (the 16-feature evaluation {:.4}, a coin toss {:.4}); the worst\n\
         tenth of chances is off by {:.1} points.",
        args.seed,
        args.games,
        args.searched_games,
        args.epochs,
        report.trained,
        report.searched,
        report.held_out,
        report.net_loss,
        report.linear_loss,
        report.uniform_loss,
        report.worst_decile_gap,
    );
    let text = net.format(&header);
    match &args.out {
        Some(path) => std::fs::write(path, &text)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?,
        None => print!("{text}"),
    }
    eprintln!("{header}");
    eprintln!("took {:.0} s", start.elapsed().as_secs_f64());
    Ok(())
}
