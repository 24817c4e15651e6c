//! `dhayam-cli train-net`: trains Hard's value network by self-play and writes its weights.

use std::path::PathBuf;
use std::time::Instant;

use clap::Args;
use dhayam_ai::{NetReport, NetTrainOptions, RefineOptions, ValueNet, refine_net, train_net};

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
    /// Passes of the optimiser over the positions (default: 6 from scratch, 2 to refine).
    #[arg(long)]
    pub epochs: Option<u32>,
    /// Self-play games for each table size in which one decision in six is rated by
    /// today's Hard, each move's position learning its rated chance.
    #[arg(long, default_value_t = NetTrainOptions::default().searched_games)]
    pub searched_games: u32,
    /// Refine the network of this weights file on its own games instead of training one
    /// from scratch: it plays itself, and each position before a throw learns what it
    /// expects `--depth` throws later, blended with the game's winner (one round).
    #[arg(long, value_name = "FILE")]
    pub refine: Option<PathBuf>,
    /// Throws a refining target looks ahead (1 or 2).
    #[arg(long, default_value_t = RefineOptions::default().depth)]
    pub depth: u32,
    /// Threads that play the games.
    #[arg(long, default_value_t = NetTrainOptions::default().threads)]
    pub threads: usize,
    /// Write the weights here (crates/dhayam-ai/data/value-net.txt ships with the game)
    /// instead of printing them.
    #[arg(long)]
    pub out: Option<PathBuf>,
}

/// Plays the games, trains or refines the network, and writes or prints it with how well
/// it does on the games it never learned from.
pub fn run(args: &TrainNetArgs) -> Result<(), String> {
    if args.games < 10 {
        return Err("--games must be 10 or more (every tenth game is held out)".to_owned());
    }
    let start = Instant::now();
    let progress = |line: &str| {
        eprintln!("[{:>6.0} s] {line}", start.elapsed().as_secs_f64());
    };
    let (net, header) = match &args.refine {
        None => train(args, progress),
        Some(from) => refine(args, from, progress)?,
    };
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

/// A network trained from scratch, with the header that says how.
fn train(args: &TrainNetArgs, progress: impl FnMut(&str)) -> (ValueNet, String) {
    let options = NetTrainOptions {
        seed: args.seed,
        games: args.games,
        epochs: args.epochs.unwrap_or(NetTrainOptions::default().epochs),
        searched_games: args.searched_games,
        threads: args.threads.max(1),
    };
    let (net, report) = train_net(options, progress);
    let header = format!(
        "Value network of the Hard bot (dhayam_ai::ValueNet).\n\
         Written by `dhayam-cli train-net --seed {} --games {} --searched-games {} --epochs {}`.\n\
         {} positions learned from ({} of them rated by a search); {}",
        options.seed,
        options.games,
        options.searched_games,
        options.epochs,
        report.trained,
        report.searched,
        held_out(&report),
    );
    (net, header)
}

/// The network of `from` refined on its own games, with a header that says how, followed
/// by the header of `from` (so a file says every step that made it).
fn refine(
    args: &TrainNetArgs,
    from: &std::path::Path,
    progress: impl FnMut(&str),
) -> Result<(ValueNet, String), String> {
    if !(1..=2).contains(&args.depth) {
        return Err("--depth must be 1 or 2".to_owned());
    }
    let text = std::fs::read_to_string(from)
        .map_err(|e| format!("cannot read {}: {e}", from.display()))?;
    let start = ValueNet::parse(&text).map_err(|e| format!("{}: {e}", from.display()))?;
    let options = RefineOptions {
        seed: args.seed,
        games: args.games,
        epochs: args.epochs.unwrap_or(RefineOptions::default().epochs),
        depth: args.depth,
        threads: args.threads.max(1),
        ..RefineOptions::default()
    };
    let (net, report) = refine_net(&start, options, progress);
    let earlier: Vec<&str> = text
        .lines()
        .take_while(|line| line.starts_with('#'))
        .map(|line| line.trim_start_matches('#').trim_start())
        .collect();
    let header = format!(
        "Value network of the Hard bot (dhayam_ai::ValueNet).\n\
         Refined by `dhayam-cli train-net --refine FILE --seed {} --games {} --epochs {} --depth {}`\n\
         from the network below, on {} positions of its own games; {}\n\
         The network it refined:\n{}",
        options.seed,
        options.games,
        options.epochs,
        options.depth,
        report.trained,
        held_out(&report),
        earlier.join("\n"),
    );
    Ok((net, header))
}

/// What a report says of the held-out positions.
fn held_out(report: &NetReport) -> String {
    format!(
        "on {} held-out positions the log-loss of the winner's\n\
         chance is {:.4} (the 16-feature evaluation {:.4}, a coin toss {:.4}); the worst\n\
         tenth of chances is off by {:.1} points.",
        report.held_out,
        report.net_loss,
        report.linear_loss,
        report.uniform_loss,
        report.worst_decile_gap,
    )
}
