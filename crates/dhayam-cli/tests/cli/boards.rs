//! Both boards and team play from the command line: traces that say their board and
//! teams and agree with the engine move by move, and clear refusals of what does not fit.

use super::*;

#[test]
fn a_5x5_trace_says_its_board_shows_the_shells_and_agrees_with_the_engine() {
    for extra in [
        vec![],
        vec!["--rule", "gate=circle", "--rule", "turn=per_throw"],
    ] {
        let path = temp(&format!("trace-5x5-{}.jsonl", extra.len()));
        let mut args = vec![
            "simulate",
            "--board",
            "5x5",
            "--games",
            "3",
            "--seed",
            "12",
            "--trace",
            path.to_str().unwrap(),
        ];
        args.extend(extra);
        let out = run_ok(&args);
        assert!(out.contains("board: Thayam (5x5), four cowries"), "{out}");
        assert!(out.contains("cowries: value"), "{out}");
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.lines().next().unwrap().contains(r#""board":"5x5""#));
        assert!(!text.contains("faces"));
        assert_eq!(check_trace(&text), 3);
    }
    // The long-dice trace is as it was: no board, faces on every throw.
    let path = temp("trace-7x7-plain.jsonl");
    run_ok(&[
        "simulate",
        "--games",
        "1",
        "--trace",
        path.to_str().unwrap(),
    ]);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(!text.contains("board") && !text.contains("shells") && !text.contains("teams"));
}

#[test]
fn a_wrong_board_or_pawn_count_is_explained() {
    let error = refused(&["simulate", "--board", "5x5", "--pawns", "5"]);
    assert!(error.contains("4 pawns per player, not 5"), "{error}");
    let error = refused(&["tournament", "--bots", "medium,easy", "--board", "9x9"]);
    assert!(error.contains("use 7x7 or 5x5"), "{error}");
}

/// Two against two on both boards: the report counts the teams' wins, the trace says
/// `"teams":true` and agrees with the engine move by move, a finished player's moves of
/// its partner's pawns among them; fewer than four players are refused with the reason.
#[test]
fn a_team_game_is_simulated_and_traced_on_both_boards() {
    for board in ["7x7", "5x5"] {
        let path = temp(&format!("trace-teams-{board}.jsonl"));
        let out = run_ok(&[
            "simulate",
            "--teams",
            "--board",
            board,
            "--games",
            "12",
            "--seed",
            "5",
            "--trace",
            path.to_str().unwrap(),
        ]);
        assert!(out.contains("two against two"), "{out}");
        let wins: u64 = ["South and North", "East and West"]
            .iter()
            .map(|team| {
                let line = out
                    .lines()
                    .find(|l| l.trim_start().starts_with(team))
                    .unwrap();
                line.split_whitespace()
                    .nth(3)
                    .unwrap()
                    .parse::<u64>()
                    .unwrap()
            })
            .sum();
        assert_eq!(wins, 12, "every game has a winning team: {out}");
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.lines().next().unwrap().contains(r#""teams":true"#));
        assert_eq!(check_trace(&text), 12);
        // Some finished player moved its partner's pawns (numbered from 8).
        assert!(
            text.lines()
                .filter(|l| l.contains(r#""t":"move""#))
                .any(|l| {
                    let v: Value = serde_json::from_str(l).unwrap();
                    tuple(&v["chosen"])[1] >= 8
                }),
            "no finished player helped its partner in 12 games"
        );
    }
    let error = refused(&["simulate", "--teams", "--seats", "south,north"]);
    assert!(error.contains("four players, not 2"), "{error}");
    let error = refused(&["tournament", "--teams", "--bots", "medium,easy,medium"]);
    assert!(error.contains("give four bots, not 3"), "{error}");
}

/// What the command line says when it refuses `args` (it must refuse them).
fn refused(args: &[&str]) -> String {
    let out = cli().args(args).output().unwrap();
    assert!(!out.status.success(), "{args:?} succeeded");
    String::from_utf8(out.stderr).unwrap()
}
