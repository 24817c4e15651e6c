//! `dhayam-cli`: a headless front end to the Dhayam rules for people and tools.

mod analyse;
mod logger;
mod net;
mod options;
mod puzzles;
mod replay;
mod review;
mod simulate;
mod soak;
mod symbolicate;
mod table;
mod tournament;
mod trace;
mod train;
mod train_net;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Dhayam (Thayam) on the command line: simulate, trace and replay games, read
/// crash reports.
#[derive(Parser, Debug)]
#[command(name = "dhayam-cli", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Play games with random legal choices and print statistics.
    Simulate(simulate::SimulateArgs),
    /// Validate and replay a game record (RON) and print the final board.
    Replay(replay::ReplayArgs),
    /// Review a recorded game (RON): for every decision, the move Hard would make and how
    /// much win chance the move played gave away; accuracy per player; big mistakes; the
    /// luck of every throw.
    Review(review::ReviewArgs),
    /// Analyse a position written as one line: every legal move with Hard's chance for it
    /// (`--throw V` throws first), or before a throw what each value would be worth.
    Analyse(analyse::AnalyseArgs),
    /// The puzzles in the game files of a folder: positions where a person gave away 8
    /// points or more and one move is clearly best (`puzzles DIR [--json]`).
    Puzzles(puzzles::PuzzlesArgs),
    /// Soak test: random games under every table and house-rule combination, every
    /// position re-validated (run in release mode).
    Soak(soak::SoakArgs),
    /// Play one game through the table controller the desktop app uses, every seat a
    /// computer (`--bots hard,medium --seed S [--record OUT.ron]`).
    Table(table::TableArgs),
    /// Pit computer opponents against each other: win rates with 95% confidence
    /// intervals and decision times (`tournament --help` for its options).
    #[command(disable_help_flag = true)]
    Tournament {
        /// `--bots hard,medium,easy,easy --games N --seed S [--preset P] [--rule K=V]
        /// [--pawns N] [--paired] [--json]`
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
    /// Host a table for guests on other computers and play the host's own seats
    /// (`--remote SEATS --ticket-file F --record OUT.ron [--loopback]`).
    Host(net::host::HostArgs),
    /// Join a hosted table with its join code and play this terminal's seats.
    Join(net::join::JoinArgs),
    /// Check every throw of a game played across computers against its dice ledger, and
    /// that the records of several players of one game agree
    /// (`verify GAME.ron [OTHER.ron ...] [--json]`).
    Verify(net::verify::VerifyArgs),
    /// List the tables hosted on the local network (`--json`, `--wait SECONDS`).
    Tables(net::tables::TablesArgs),
    /// Fit the Hard bot's learned evaluation to Medium self-play and write its weights.
    TrainValue(train::TrainArgs),
    /// Train Hard's value network by self-play and write its weights (`--out FILE`).
    TrainNet(train_net::TrainNetArgs),
    /// Turn the addresses of a crash report into functions, files and lines, with the
    /// debug file of the same release (`symbolicate crash-*.txt --debug dhayam.debug`).
    Symbolicate(symbolicate::SymbolicateArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    // Tables across computers tell the person at the terminal who comes and goes and what
    // was refused; the other commands print what they have to say themselves.
    if matches!(cli.command, Command::Host(_) | Command::Join(_)) {
        logger::install();
    } else {
        // The other commands write to their output and no socket: when its reader goes
        // (`simulate | head`), end quietly instead of panicking in `println!`.
        dhayam_os::pipe::end_quietly_on_broken_pipe();
    }
    let result = match cli.command {
        Command::Simulate(args) => simulate::run(&args),
        Command::Replay(args) => replay::run(&args),
        Command::Review(args) => review::run(&args),
        Command::Analyse(args) => analyse::run(&args),
        Command::Puzzles(args) => puzzles::run(&args),
        Command::Soak(args) => soak::run(&args),
        Command::Table(args) => table::run(&args),
        Command::Tournament { args } => tournament::run(&args),
        Command::Host(args) => net::host::run(&args),
        Command::Join(args) => net::join::run(&args),
        Command::Verify(args) => net::verify::run(&args),
        Command::Tables(args) => net::tables::run(&args),
        Command::TrainValue(args) => train::run(&args),
        Command::TrainNet(args) => train_net::run(&args),
        Command::Symbolicate(args) => symbolicate::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("dhayam-cli: {message}");
            ExitCode::FAILURE
        }
    }
}
