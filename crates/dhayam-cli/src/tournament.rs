//! `dhayam-cli tournament`: computer opponents against each other, with win rates and
//! decision times.

mod report;

use std::io::{IsTerminal, Write as _};

use clap::Parser;
use dhayam_ai::{Contender, Tournament, ValueNet};

/// Arguments of `tournament`.
#[derive(Parser, Debug)]
#[command(
    name = "dhayam-cli tournament",
    about = "Pit computer opponents against each other: win rates and decision times"
)]
pub struct TournamentArgs {
    /// The bots, 2 to 4, comma-separated: easy, medium, hard, hard-mc (the Hard before
    /// the value network: Monte-Carlo play-outs, kept as the yardstick), hard-2026 (the
    /// Hard bot of 2026), or hard-net (hard-mc's play-outs scored by the value network),
    /// e.g. hard,medium,easy,easy. Two sit opposite, three take South, East and North,
    /// four fill the board.
    #[arg(long, value_delimiter = ',', required = true)]
    pub bots: Vec<String>,
    /// How many games; seats and the first player rotate from game to game. With
    /// --paired, a multiple of the number of bots.
    #[arg(long, default_value_t = 100)]
    pub games: u32,
    /// Play paired deals: each deal's throws once per seating of the bots, turned one
    /// place round the table each time (2 games a deal with two bots, seats swapped), every
    /// place in turn order throwing the same throws, so the luck of the dice cancels. Adds
    /// each bot's record deal by deal and a paired 95% interval to the report.
    #[arg(long)]
    pub paired: bool,
    /// Two against two: the first and third bot are partners (always opposite), as are the
    /// second and fourth; a bot's wins are its team's.
    #[arg(long)]
    pub teams: bool,
    /// Seed of the dice and of the bots' choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The board: 7x7 (Dhayam, two long dice) or 5x5 (Thayam, four cowries). On the 5x5
    /// board the searches score positions by its own learned evaluation (the value
    /// network knows the 7x7 board only).
    #[arg(long, default_value = "7x7")]
    pub board: String,
    /// House-rule preset: classic or traditional (default: classic on the 7x7 board, the
    /// board's own defaults on the 5x5).
    #[arg(long)]
    pub preset: Option<String>,
    /// Override one house rule, KEY=VALUE (repeatable): `entry=one_then_five|one_only`,
    /// `turn=per_throw|throw_first`, `cut_bonus=true|false`, `gate=circle|wait`,
    /// `order=ccw|cw`, `play_on=true|false`; on the 5x5 board also `gate=open` (no gate),
    /// `start=home|yard`, `bonus_one=true|false` (a 1 earns a throw too),
    /// `inner=share|apart` (own pawns on inner squares), `three_bonuses=play|void`.
    #[arg(long = "rule", value_name = "KEY=VALUE")]
    pub rules: Vec<String>,
    /// Pawns per player: 4, 5 or 6.
    #[arg(long, default_value_t = 4)]
    pub pawns: u8,
    /// Throws every `hard` bot looks ahead, always, 1 to 5 (default: Hard's own, 3, and
    /// 4 when that search was small), to measure what more thinking would gain; each
    /// throw more takes about eight times as long. The baselines keep their fixed budgets.
    #[arg(long, value_name = "N")]
    pub hard_depth: Option<u32>,
    /// A value network file (as `train-net` writes it) for every `hard` bot instead of
    /// the shipped one: to measure a network before it ships.
    #[arg(long, value_name = "FILE")]
    pub net: Option<std::path::PathBuf>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
}

/// Parses the words after `tournament`, plays the games and prints the report.
pub fn run(args: &[String]) -> Result<(), String> {
    let words = std::iter::once("dhayam-cli tournament".to_owned()).chain(args.iter().cloned());
    match TournamentArgs::try_parse_from(words) {
        Ok(parsed) => run_args(&parsed),
        Err(error) => {
            use clap::error::ErrorKind;
            if matches!(
                error.kind(),
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
            ) {
                print!("{error}");
                Ok(())
            } else {
                Err(error.to_string().trim_end().to_owned())
            }
        }
    }
}

/// Plays the games `args` describe and prints the report.
pub fn run_args(args: &TournamentArgs) -> Result<(), String> {
    let tournament = tournament(args)?;
    let show_progress = std::io::stderr().is_terminal();
    let report = tournament
        .run_with_progress(|done| {
            if show_progress {
                eprint!("\r{done}/{} games", tournament.games);
                let _ = std::io::stderr().flush();
            }
        })
        .map_err(|e| e.to_string())?;
    if show_progress {
        eprint!("\r");
    }
    let text = if args.json {
        report::json(&report)
    } else {
        report::table(args, &report)
    };
    println!("{text}");
    Ok(())
}

/// The tournament the arguments describe, or what is wrong with them.
pub(crate) fn tournament(args: &TournamentArgs) -> Result<Tournament, String> {
    let bots = args
        .bots
        .iter()
        .map(|name| name.parse::<Contender>().map_err(|e| e.to_string()))
        .collect::<Result<Vec<_>, _>>()?;
    if !(2..=4).contains(&bots.len()) {
        return Err(format!(
            "a tournament needs 2, 3 or 4 bots, not {}",
            bots.len()
        ));
    }
    if args.games == 0 {
        return Err("a tournament needs at least one game".to_owned());
    }
    let per_deal = bots.len() as u32;
    if args.paired && !args.games.is_multiple_of(per_deal) {
        // An uneven count is a slip; playing another number of games than asked would
        // hide it, so say which counts work.
        let below = args.games - args.games % per_deal;
        let above = below + per_deal;
        let counts = if below == 0 {
            format!("{above}")
        } else {
            format!("{below} or {above}")
        };
        return Err(format!(
            "--paired plays {per_deal} games a deal with {per_deal} bots (one per seating), so \
             --games must be a multiple of {per_deal}: use {counts}, not {}",
            args.games
        ));
    }
    let (variant, rules) =
        crate::options::board_and_rules(&args.board, args.preset.as_deref(), &args.rules)?;
    if !(dhayam_core::MIN_PAWNS..=dhayam_core::MAX_PAWNS).contains(&args.pawns) {
        return Err(format!(
            "pawns per player must be 4, 5 or 6, not {}",
            args.pawns
        ));
    }
    if !variant.is_dhayam() && args.pawns != dhayam_core::MIN_PAWNS {
        return Err(format!(
            "the 5x5 board is played with 4 pawns per player, not {}",
            args.pawns
        ));
    }
    let mut tournament = Tournament::new(bots, args.games, args.seed);
    tournament.variant = variant;
    tournament.rules = rules;
    tournament.pawns = args.pawns;
    tournament.paired = args.paired;
    if args.teams && tournament.bots.len() != 4 {
        return Err(format!(
            "--teams plays two against two: give four bots, not {}",
            tournament.bots.len()
        ));
    }
    tournament.teams = args.teams;
    if let Some(depth) = args.hard_depth {
        if !(1..=5).contains(&depth) {
            return Err(format!(
                "Hard looks 1 to 5 throws ahead, not {depth} (--hard-depth)"
            ));
        }
        tournament.hard.depth = depth;
        tournament.hard.deepen = false;
    }
    if let Some(path) = &args.net {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read the network {}: {e}", path.display()))?;
        let net = ValueNet::parse(&text)
            .map_err(|e| format!("{} is not a value network: {e}", path.display()))?;
        // One network for the whole run, which ends with the program.
        tournament.hard.net = Box::leak(Box::new(net));
    }
    Ok(tournament)
}

#[cfg(test)]
mod tests {
    use super::*;
    use dhayam_ai::Level;
    use dhayam_core::Preset;

    fn parse(words: &[&str]) -> Result<Tournament, String> {
        let words = std::iter::once("tournament").chain(words.iter().copied());
        let args = TournamentArgs::try_parse_from(words).map_err(|e| e.to_string())?;
        tournament(&args)
    }

    #[test]
    fn flags_build_the_tournament() {
        let t = parse(&[
            "--bots",
            "hard,medium,easy,easy",
            "--games",
            "12",
            "--seed",
            "9",
            "--preset",
            "traditional",
            "--rule",
            "gate=wait",
            "--pawns",
            "5",
        ])
        .unwrap();
        let levels = [Level::Hard, Level::Medium, Level::Easy, Level::Easy];
        assert_eq!(t.bots, levels.map(Contender::from));
        assert_eq!((t.games, t.seed, t.pawns), (12, 9, 5));
        let mut rules = Preset::Traditional.rules();
        rules.apply("gate=wait").unwrap();
        assert_eq!(t.rules, rules);
        assert_eq!(t.hard, dhayam_ai::HardSearch::default());
    }

    #[test]
    fn hard_depth_sets_how_far_hard_looks() {
        let t = parse(&["--bots", "hard,medium"]).unwrap();
        assert_eq!(t.hard.depth, dhayam_ai::EXPECTIMAX_DEPTH);
        assert!(t.hard.deepen, "Hard looks further when the search is small");
        let t = parse(&["--bots", "hard,medium", "--hard-depth", "4"]).unwrap();
        assert_eq!((t.hard.depth, t.hard.deepen), (4, false));
        for wrong in ["0", "6"] {
            let error = parse(&["--bots", "hard,medium", "--hard-depth", wrong]).unwrap_err();
            assert!(error.contains("1 to 5 throws"), "{error}");
        }
    }

    #[test]
    fn net_gives_hard_another_network() {
        let dir = std::env::temp_dir().join(format!("dhayam-net-flag-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("zero.txt");
        std::fs::write(&file, ValueNet::zero().format("every racer alike")).unwrap();
        let path = file.to_str().unwrap();
        let t = parse(&["--bots", "hard,medium", "--net", path]).unwrap();
        assert_eq!(*t.hard.net, ValueNet::zero());
        assert_ne!(t.hard, dhayam_ai::HardSearch::default());
        std::fs::write(&file, "shape 1 2 3\n").unwrap();
        let error = parse(&["--bots", "hard,medium", "--net", path]).unwrap_err();
        assert!(error.contains("not a value network"), "{error}");
        let missing = dir.join("missing.txt");
        let error =
            parse(&["--bots", "hard,medium", "--net", missing.to_str().unwrap()]).unwrap_err();
        assert!(error.contains("cannot read the network"), "{error}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn bad_flags_say_what_is_wrong() {
        let error = parse(&["--bots", "hard,grandmaster"]).unwrap_err();
        assert!(error.contains("grandmaster"), "{error}");
        let t = parse(&["--bots", "hard,hard-2026,hard-mc"]).unwrap();
        let bots = [
            Contender::Level(Level::Hard),
            Contender::Hard2026,
            Contender::HardMc,
        ];
        assert_eq!(t.bots, bots);
        assert!(!t.paired);
        let error = parse(&["--bots", "hard"]).unwrap_err();
        assert!(error.contains("2, 3 or 4 bots"), "{error}");
        let error = parse(&["--bots", "hard,easy", "--rule", "gate=shut"]).unwrap_err();
        assert!(error.contains("gate"), "{error}");
        let error = parse(&["--bots", "hard,easy", "--rule", "start=yard"]).unwrap_err();
        assert!(error.contains("5x5 board only"), "{error}");
        let small = [
            "--bots",
            "hard,easy",
            "--board",
            "5x5",
            "--rule",
            "start=yard",
        ];
        assert_eq!(parse(&small).unwrap().rules.start, dhayam_core::Start::Yard);
        let error = parse(&["--bots", "hard,easy", "--preset", "modern"]).unwrap_err();
        assert!(error.contains("modern"), "{error}");
        let error = parse(&["--bots", "hard,easy", "--pawns", "7"]).unwrap_err();
        assert!(error.contains("not 7"), "{error}");
        let error = parse(&["--bots", "hard,easy", "--games", "0"]).unwrap_err();
        assert!(error.contains("at least one game"), "{error}");
        assert!(run(&["--bots".to_owned()]).is_err());
    }

    #[test]
    fn paired_games_come_in_whole_deals() {
        let t = parse(&["--bots", "hard,medium", "--games", "400", "--paired"]).unwrap();
        assert!(t.paired);
        let t = parse(&[
            "--bots",
            "hard,medium,medium,medium",
            "--games",
            "8",
            "--paired",
        ]);
        assert_eq!(t.unwrap().games, 8);
        let error = parse(&["--bots", "hard,medium", "--games", "401", "--paired"]).unwrap_err();
        assert!(
            error.contains("multiple of 2: use 400 or 402, not 401"),
            "{error}"
        );
        let error = parse(&["--bots", "hard,easy,easy", "--games", "2", "--paired"]).unwrap_err();
        assert!(error.contains("multiple of 3: use 3, not 2"), "{error}");
        // Unpaired, any count goes.
        assert!(parse(&["--bots", "hard,medium", "--games", "401"]).is_ok());
    }
}
