//! Runs the `dhayam-cli` binary as a user would and checks what it writes.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::missing_panics_doc)]

use std::path::PathBuf;
use std::process::Command;

use dhayam_core::{Game, GameRecord, Move, Phase, Seat, Setup, Throw, Variant};
use serde_json::Value;

#[path = "cli/boards.rs"]
mod boards;
#[path = "cli/pipe.rs"]
mod pipe;

fn cli() -> Command {
    Command::new(env!("CARGO_BIN_EXE_dhayam-cli"))
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dhayam-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

fn run_ok(args: &[&str]) -> String {
    let out = cli().args(args).output().unwrap();
    assert!(
        out.status.success(),
        "dhayam-cli {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn seat(v: &Value) -> Seat {
    Seat::parse(v.as_str().unwrap()).unwrap()
}

fn tuple(v: &Value) -> [i64; 4] {
    let a = v.as_array().unwrap();
    [0, 1, 2, 3].map(|i| a[i].as_i64().unwrap())
}

fn to_move(t: [i64; 4]) -> Move {
    Move {
        value: t[0] as u8,
        pawn: t[1] as u8,
        from: (t[2] >= 0).then_some(t[2] as u8),
        to: t[3] as u8,
    }
}

/// Replays a trace line by line against the engine: every throw is taken, every `legal`
/// list equals the engine's, every chosen move is in it, cuts and lost values match, and
/// the ranking at the end is the engine's.
fn check_trace(text: &str) -> usize {
    let mut game: Option<Game> = None;
    let mut games = 0;
    let mut lost_expected: Vec<(Seat, u8)> = Vec::new();
    for line in text.lines() {
        let v: Value = serde_json::from_str(line).unwrap();
        match v["t"].as_str().unwrap() {
            "setup" => {
                assert!(game.is_none() || game.as_ref().unwrap().is_over());
                assert!(
                    lost_expected.is_empty(),
                    "lost values missing from the trace"
                );
                let seats: Vec<Seat> = v["seats"].as_array().unwrap().iter().map(seat).collect();
                let rules = serde_json::from_value(v["rules"].clone()).unwrap();
                // A 7x7 trace names no board, as before there was a choice.
                let variant = v["board"]
                    .as_str()
                    .map_or(Variant::Dhayam, |b| Variant::parse(b).unwrap());
                assert_ne!(v["board"].as_str(), Some("7x7"), "7x7 stays unsaid");
                let mut setup = Setup::new(seats)
                    .with_variant(variant)
                    .with_pawns(v["pawns"].as_u64().unwrap() as u8)
                    .with_rules(rules)
                    .with_first(seat(&v["first"]));
                // A team game says so; a game without teams says nothing, as before.
                assert_ne!(v["teams"].as_bool(), Some(false));
                if v["teams"].as_bool() == Some(true) {
                    setup = setup.with_teams();
                }
                game = Some(Game::new(&setup).unwrap());
                games += 1;
            }
            "throw" => {
                let g = game.as_mut().unwrap();
                assert!(
                    lost_expected.is_empty(),
                    "lost values missing from the trace"
                );
                assert_eq!(g.phase(), Phase::AwaitingThrow(seat(&v["seat"])));
                // Long dice show their faces, cowries their shells; never both.
                let throw = match (v["faces"].as_array(), v["shells"].as_array()) {
                    (Some(faces), None) => Throw::from_faces(
                        faces[0].as_u64().unwrap() as u8,
                        faces[1].as_u64().unwrap() as u8,
                    )
                    .unwrap(),
                    (None, Some(shells)) => {
                        assert_eq!(shells.len(), 4);
                        Throw::from_shells([0, 1, 2, 3].map(|i| {
                            let shell = shells[i].as_u64().unwrap();
                            assert!(shell <= 1, "a shell is 0 or 1: {line}");
                            shell == 1
                        }))
                    }
                    _ => panic!("a throw shows faces or shells: {line}"),
                };
                assert_eq!(throw.kind(), g.variant().throw_kind());
                assert_eq!(u64::from(throw.value()), v["value"].as_u64().unwrap());
                for e in g.throw(throw).unwrap() {
                    if let dhayam_core::Event::ValueLost { seat, value } = e {
                        lost_expected.push((seat, value));
                    }
                }
            }
            "move" => {
                let g = game.as_mut().unwrap();
                assert!(
                    lost_expected.is_empty(),
                    "lost values missing from the trace"
                );
                assert_eq!(g.phase(), Phase::AwaitingMove(seat(&v["seat"])));
                let legal: Vec<[i64; 4]> =
                    v["legal"].as_array().unwrap().iter().map(tuple).collect();
                let mut sorted = legal.clone();
                sorted.sort_unstable();
                sorted.dedup();
                assert_eq!(legal, sorted, "legal tuples sorted and distinct");
                let engine: Vec<[i64; 4]> = g
                    .legal_moves()
                    .iter()
                    .map(|m| m.as_tuple().map(i64::from))
                    .collect();
                assert_eq!(legal, engine);
                let chosen = tuple(&v["chosen"]);
                assert!(legal.contains(&chosen));
                let mut cuts = Vec::new();
                for e in g.play(to_move(chosen)).unwrap() {
                    match e {
                        dhayam_core::Event::Cut { pawn, .. } => {
                            cuts.push(serde_json::json!([pawn.seat, pawn.number]));
                        }
                        dhayam_core::Event::ValueLost { seat, value } => {
                            lost_expected.push((seat, value));
                        }
                        _ => {}
                    }
                }
                assert_eq!(v["cuts"], Value::Array(cuts));
            }
            "lost" => {
                let expected = lost_expected.remove(0);
                assert_eq!(
                    expected,
                    (seat(&v["seat"]), v["value"].as_u64().unwrap() as u8)
                );
            }
            "end" => {
                let g = game.as_ref().unwrap();
                assert!(g.is_over());
                let ranking: Vec<Seat> =
                    v["ranking"].as_array().unwrap().iter().map(seat).collect();
                assert_eq!(ranking, g.ranking());
            }
            other => panic!("unknown line kind {other}"),
        }
    }
    games
}

#[test]
fn trace_agrees_with_the_engine_under_both_presets() {
    for (preset, extra) in [
        ("classic", vec![]),
        ("traditional", vec!["--rule", "gate=wait"]),
        (
            "classic",
            vec!["--rule", "order=cw", "--rule", "play_on=false"],
        ),
    ] {
        let path = temp(&format!("trace-{preset}-{}.jsonl", extra.len()));
        let mut args = vec![
            "simulate",
            "--games",
            "3",
            "--seats",
            "south,east,west",
            "--pawns",
            "5",
            "--preset",
            preset,
            "--seed",
            "11",
            "--trace",
            path.to_str().unwrap(),
        ];
        args.extend(extra);
        run_ok(&args);
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(check_trace(&text), 3);
    }
}

#[test]
fn a_5x5_tournament_reports_the_boards_defaults_and_medium_wins() {
    let out = run_ok(&[
        "tournament",
        "--bots",
        "medium,easy",
        "--board",
        "5x5",
        "--games",
        "40",
        "--paired",
        "--seed",
        "4",
        "--json",
    ]);
    let report: Value = serde_json::from_str(&out).unwrap();
    let medium = &report["bots"][0];
    assert_eq!(medium["bot"], "medium");
    assert!(medium["wins"].as_u64().unwrap() >= 30, "{out}");
    let table = run_ok(&[
        "tournament",
        "--bots",
        "medium,easy",
        "--board",
        "5x5",
        "--games",
        "2",
    ]);
    assert!(table.contains("rules 5x5 defaults"), "{table}");
}

#[test]
fn record_replays_to_the_same_final_board() {
    let path = temp("last.ron");
    run_ok(&[
        "simulate",
        "--games",
        "2",
        "--seats",
        "east,west",
        "--seed",
        "5",
        "--record",
        path.to_str().unwrap(),
    ]);
    let record: GameRecord = ron::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let game = record.replay().unwrap();
    assert!(game.is_over());
    let out = run_ok(&["replay", path.to_str().unwrap()]);
    assert!(
        out.contains(&game.to_string()),
        "replay prints the final board:\n{out}"
    );
}

#[test]
fn simulate_reports_the_dice_against_the_exact_odds() {
    let out = run_ok(&["simulate", "--games", "200", "--seed", "2"]);
    for needle in [
        "games per second",
        "throws per game",
        "moves per game",
        "cuts per game",
        "wins per seat",
        "(4/16)",
        "(1/16)",
    ] {
        assert!(out.contains(needle), "missing {needle:?} in:\n{out}");
    }
    let wins: u64 = out
        .lines()
        .skip_while(|l| !l.starts_with("wins per seat"))
        .skip(1)
        .take(4)
        .map(|l| l.split_whitespace().nth(1).unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(wins, 200, "every game has one winner");
}

#[test]
fn simulate_says_the_rules_in_the_words_rule_takes() {
    let out = run_ok(&[
        "simulate",
        "--games",
        "1",
        "--seats",
        "south,north",
        "--preset",
        "traditional",
        "--rule",
        "gate=wait",
    ]);
    let rules = "rules: custom (entry=one_then_five, turn=throw_first, cut_bonus=true, \
                 gate=wait, order=ccw, play_on=true)";
    assert!(out.contains(rules), "{out}");
    assert!(!out.contains("HouseRules"), "no Rust debug output: {out}");
    let out = run_ok(&["simulate", "--games", "1", "--preset", "traditional"]);
    assert!(out.contains("rules: Traditional (entry="), "{out}");
}

#[test]
fn bad_input_is_refused_in_words() {
    for (args, message) in [
        (vec!["simulate", "--seats", "south,east"], "opposite"),
        (
            vec!["simulate", "--pawns", "3"],
            "pawns per player must be 4, 5 or 6",
        ),
        (vec!["simulate", "--rule", "gate=open"], "gate"),
        (
            vec!["simulate", "--rule", "colour=red"],
            "unknown house rule",
        ),
        (vec!["simulate", "--preset", "modern"], "unknown preset"),
        (
            vec![
                "table",
                "--seats",
                "south,north",
                "--bots",
                "hard,medium,easy",
            ],
            "3 levels for 2 seats",
        ),
    ] {
        let out = cli().args(&args).output().unwrap();
        assert!(!out.status.success(), "{args:?} should fail");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(message), "{args:?}: {err}");
    }
    let garbage = temp("garbage.ron");
    std::fs::write(&garbage, "(setup: 42)").unwrap();
    let out = cli()
        .args(["replay", garbage.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a game record"));
}

#[test]
fn the_table_plays_a_computer_game_the_same_way_for_a_seed() {
    let first = temp("table-first.ron");
    let second = temp("table-second.ron");
    for path in [&first, &second] {
        let out = run_ok(&[
            "table",
            "--seats",
            "south,east,north",
            "--bots",
            "medium,easy,medium",
            "--seed",
            "4",
            "--record",
            path.to_str().unwrap(),
        ]);
        assert!(out.contains("ranking: "), "{out}");
        assert!(out.contains("decisions"), "{out}");
        // Who sat where, in seat order, before the game.
        let seated: Vec<&str> = out.lines().take(3).collect();
        assert_eq!(
            seated,
            [
                "South (Red): Medium",
                "East (Green): Easy",
                "North (Yellow): Medium"
            ],
            "{out}"
        );
        assert!(
            !out.contains("saves"),
            "nothing about the app's saves: {out}"
        );
    }
    let a = std::fs::read_to_string(&first).unwrap();
    assert_eq!(a, std::fs::read_to_string(&second).unwrap());
    let record: dhayam_core::GameRecord = ron::from_str(&a).unwrap();
    assert!(record.replay().unwrap().is_over());
    let _ = std::fs::remove_file(first);
    let _ = std::fs::remove_file(second);
}

/// The report without its clock readings, which differ from run to run.
fn without_times(json: &str) -> Value {
    let mut value: Value = serde_json::from_str(json).unwrap();
    for bot in value["bots"].as_array_mut().unwrap() {
        let bot = bot.as_object_mut().unwrap();
        bot.remove("mean_ms");
        bot.remove("p99_ms");
    }
    value
}

#[test]
fn a_paired_tournament_is_the_same_for_a_seed_and_wants_whole_deals() {
    let args = [
        "tournament",
        "--bots",
        "medium,easy,easy",
        "--games",
        "6",
        "--seed",
        "4",
        "--paired",
        "--json",
    ];
    let first = without_times(&run_ok(&args));
    assert_eq!(first, without_times(&run_ok(&args)));
    assert_eq!(first["deals"], 2);
    for bot in first["bots"].as_array().unwrap() {
        let deals_won = bot["paired"]["deals_won"].as_array().unwrap();
        assert_eq!(deals_won.len(), 4, "0 to 3 games won of a deal");
        assert_eq!(
            deals_won.iter().map(|d| d.as_u64().unwrap()).sum::<u64>(),
            2
        );
    }
    let table = run_ok(&args[..8]);
    assert!(table.contains("paired: 2 deals of 3 games"), "{table}");

    let out = cli()
        .args([
            "tournament",
            "--bots",
            "hard,medium",
            "--games",
            "5",
            "--paired",
        ])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("use 4 or 6, not 5"), "{stderr}");
}

#[test]
fn analyse_rates_every_legal_move_of_a_position_line_and_refuses_a_broken_one() {
    use rand::SeedableRng as _;
    // A position from a real game: some random steps in, waiting for a throw.
    let mut game = Game::new(&Setup::new([Seat::South, Seat::East, Seat::North])).unwrap();
    let mut rng = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(12);
    for _ in 0..150 {
        match game.phase() {
            Phase::AwaitingThrow(_) => {
                game.throw(Throw::random(&mut rng)).unwrap();
            }
            Phase::AwaitingMove(_) => {
                game.play(game.legal_moves()[0]).unwrap();
            }
            Phase::Finished => break,
        }
    }
    while !matches!(game.phase(), Phase::AwaitingThrow(_)) {
        game.play(game.legal_moves()[0]).unwrap();
    }
    let line = game.position_line();
    let throw = Throw::with_value(5).unwrap();
    let out = run_ok(&["analyse", &line, "--throw", "5", "--json"]);
    let analysis: Value = serde_json::from_str(&out).unwrap();
    game.throw(throw).unwrap();
    assert_eq!(analysis["position"].as_str().unwrap(), game.position_line());
    assert_eq!(seat(&analysis["to"]), game.turn());
    let shown: Vec<String> = analysis["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["move"].as_str().unwrap().to_owned())
        .collect();
    let mut legal: Vec<String> = game.legal_moves().iter().map(ToString::to_string).collect();
    let mut sorted = shown.clone();
    sorted.sort();
    legal.sort();
    assert!(legal.len() >= 2, "a real choice: {line}");
    assert_eq!(sorted, legal, "{line}");
    let chances: Vec<f64> = analysis["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["chance"].as_f64().unwrap())
        .collect();
    assert!(chances.windows(2).all(|w| w[0] >= w[1]), "best first");

    // A pawn on the board of a player who never entered one: refused, said, nothing printed.
    let out = cli()
        .args(["analyse", "S:5.y.y.y N:y.y.y.y to=S phase=throw"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let error = String::from_utf8(out.stderr).unwrap();
    assert!(error.contains("never entered"), "{error}");
}

#[test]
fn analyse_prints_what_the_apps_analysis_board_shows() {
    // The app's board shows `dhayam_ai::analyse` with the review's seed: so must this.
    let line = "S:12.30.y.y/ox N:3.y.y.y/o to=N phase=throw";
    for throw in [None, Some(5u8)] {
        let mut args = vec!["analyse", line, "--json"];
        let value = throw.map(|v| v.to_string());
        if let Some(value) = &value {
            args.extend(["--throw", value]);
        }
        let printed: Value = serde_json::from_str(&run_ok(&args)).unwrap();
        let mut game = Game::from_position_line(line).unwrap();
        if let Some(v) = throw {
            game.throw(Throw::with_value(v).unwrap()).unwrap();
        }
        let board = dhayam_ai::analyse(&game, dhayam_ai::REVIEW_SEED);
        let moves: Vec<(String, f64)> = board
            .moves
            .iter()
            .map(|(mv, chance)| (mv.to_string(), *chance))
            .collect();
        let printed_moves: Vec<(String, f64)> = printed["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| {
                (
                    m["move"].as_str().unwrap().to_owned(),
                    m["chance"].as_f64().unwrap(),
                )
            })
            .collect();
        assert_eq!(printed_moves, moves);
        let printed_throws: Vec<(u64, f64)> = printed["throws"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| (t["value"].as_u64().unwrap(), t["chance"].as_f64().unwrap()))
            .collect();
        let throws: Vec<(u64, f64)> = board
            .throws
            .iter()
            .map(|t| (u64::from(t.value), t.chance))
            .collect();
        assert_eq!(printed_throws, throws);
        assert!(moves.len() + throws.len() > 1, "something to compare");
    }
}

#[test]
fn train_net_writes_a_network_that_loads_and_repeats_from_its_seed() {
    let first = temp("net-a.txt");
    let second = temp("net-b.txt");
    for (path, threads) in [(&first, "1"), (&second, "2")] {
        let out = cli()
            .args(["train-net", "--games", "20", "--epochs", "1", "--seed", "9"])
            .args(["--threads", threads, "--out"])
            .arg(path)
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{said}");
        assert!(said.contains("held-out positions"), "{said}");
    }
    let text = std::fs::read_to_string(&first).unwrap();
    assert!(
        text.contains("train-net --seed 9 --games 20"),
        "the header names its command"
    );
    let net = dhayam_ai::ValueNet::parse(&text).unwrap();
    assert_ne!(net, dhayam_ai::ValueNet::zero());
    assert_eq!(std::fs::read_to_string(&second).unwrap(), text);
    let refused = cli().args(["train-net", "--games", "5"]).output().unwrap();
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--games must be 10 or more"));

    // Refined on its own games: a new network whose header says how, then the old header.
    let refined = temp("net-refined.txt");
    let out = cli()
        .args([
            "train-net",
            "--games",
            "10",
            "--seed",
            "4",
            "--depth",
            "1",
            "--refine",
        ])
        .arg(&first)
        .arg("--out")
        .arg(&refined)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&refined).unwrap();
    let refined_by = text
        .find("train-net --refine FILE --seed 4 --games 10")
        .unwrap();
    let written_by = text.find("train-net --seed 9 --games 20").unwrap();
    assert!(refined_by < written_by, "{text}");
    assert_ne!(dhayam_ai::ValueNet::parse(&text).unwrap(), net);
    let deep = cli()
        .args(["train-net", "--games", "10", "--depth", "3", "--refine"])
        .arg(&first)
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&deep.stderr).contains("--depth must be 1 or 2"));
    let missing = cli()
        .args(["train-net", "--games", "10", "--refine", "/no/such/net.txt"])
        .output()
        .unwrap();
    assert!(!missing.status.success());
    assert!(String::from_utf8_lossy(&missing.stderr).contains("cannot read /no/such/net.txt"));
}
