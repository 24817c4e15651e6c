//! The win-chance bar during a game and Hard's review in the History replay viewer.
// Estimates are seeded: the same position gives the very same numbers, compared exactly.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::float_cmp)]

mod common;

use std::path::Path;

use common::{all_human, harness_for, pump_until, replay_first_game};
use dhayam_core::Seat;
use dhayam_desktop::{AppOptions, DhayamApp, PlayerCount, TwoSeating};
use dhayam_store::{PlayerKind, Preferences, SavedGame, Settings};
use dhayam_table::ScriptedDice;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};

/// Settings for these tests: instant, with the win chances shown.
fn showing() -> Settings {
    Settings {
        preferences: Preferences {
            show_win_chances: true,
            ..common::instant().preferences
        },
        ..common::instant()
    }
}

/// A two-player game (Red against Yellow) started on scripted dice.
fn two_player_game(inline: bool, values: &[u8]) -> Harness<'static, DhayamApp> {
    let mut choice = all_human();
    choice.count = PlayerCount::Two;
    choice.two = TwoSeating::SouthNorth;
    let app = DhayamApp::with_dice(
        Box::new(ScriptedDice::values(values.iter().copied())),
        choice,
        showing(),
    );
    let app = if inline { app.thinking_inline() } else { app };
    let mut harness = harness_for(app, [1200.0, 800.0]);
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();
    assert!(harness.state().session().is_some());
    harness
}

/// The bar's accessible label, which names every player's chance.
fn bar_label(harness: &Harness<'static, DhayamApp>) -> String {
    let node = harness.get_by_label_contains("Chances of winning: ");
    node.accesskit_node().label().unwrap_or_default()
}

/// The chances of Red and Yellow in the label "Chances of winning: Red 43%, Yellow 57%".
fn percents(label: &str) -> (u32, u32) {
    let number = |colour: &str| -> u32 {
        let after = label.split(&format!("{colour} ")).nth(1).unwrap();
        after.split('%').next().unwrap().parse().unwrap()
    };
    (number("Red"), number("Yellow"))
}

#[test]
fn the_bar_shows_every_players_chance_and_the_setting_hides_it() {
    let mut harness = two_player_game(true, &[2]);
    let label = bar_label(&harness);
    let (red, yellow) = percents(&label);
    assert!((99..=101).contains(&(red + yellow)), "{label}");
    let shown = *harness.state().win_chances().unwrap();
    assert!(shown.refined, "answered at once in tests, refined included");
    let game = harness.state().session().unwrap().game().clone();
    assert_eq!(
        red,
        (shown.chances[Seat::South.index()] * 100.0).round() as u32
    );
    assert_eq!(shown.chances[Seat::East.index()], 0.0);
    assert!(
        game.seats().len() == 2 && !label.contains("Green"),
        "{label}"
    );

    // The settings menu hides it; nothing is estimated while it is hidden.
    harness.get_by_label("Settings").click();
    harness.run();
    harness
        .get_by_label("Show each player's chance of winning")
        .click();
    harness.run();
    assert!(!harness.state().preferences().show_win_chances);
    harness.key_press(egui::Key::Escape);
    harness.run();
    assert!(
        harness
            .query_by_label_contains("Chances of winning: ")
            .is_none()
    );
    assert!(harness.state().win_chances().is_none());

    common::change_settings(harness.state_mut(), |s| {
        s.preferences.show_win_chances = true;
    });
    harness.run();
    assert_eq!(
        bar_label(&harness),
        label,
        "the same position, the same chances"
    );
}

/// The refined estimate for the position on the board, from the engine.
fn expected(harness: &Harness<'static, DhayamApp>) -> [f32; 4] {
    let game = harness.state().session().unwrap().game();
    dhayam_ai::searched_win_chances(game, dhayam_ai::ESTIMATE_ROLLOUTS, dhayam_ai::ESTIMATE_SEED)
}

#[test]
fn the_bar_follows_a_throw_and_a_move() {
    // Red's 1 enters a pawn by itself (the four in the yard are one choice) and Red
    // throws again.
    let mut harness = two_player_game(true, &[1, 5, 2]);
    harness.get_by_label("Throw").click();
    harness.run();
    let start = *harness.state().win_chances().unwrap();
    let at_start = bar_label(&harness);
    harness.get_by_label("Throw").click();
    harness.run();
    // Red threw a 5: another pawn may enter or the first walk on, and Red throws again:
    // worth something to Red.
    let thrown = *harness.state().win_chances().unwrap();
    assert_eq!(thrown.chances, expected(&harness));
    assert_ne!(thrown.chances, start.chances);
    assert!(thrown.chances[Seat::South.index()] > start.chances[Seat::South.index()]);
    let after_throw = bar_label(&harness);
    assert_ne!(after_throw, at_start);
    harness
        .get_by_label(&common::pawn_label(
            Seat::South,
            0,
            dhayam_core::PawnPlace::Path(0),
        ))
        .click();
    harness.run();
    // The estimate is the one for the position after the move (which may equal the one
    // before it: the play-outs would have played the same move).
    let moved = *harness.state().win_chances().unwrap();
    assert_eq!(moved.chances, expected(&harness));
    let sum: f32 = moved.chances.iter().sum();
    assert!((sum - 1.0).abs() < 1e-3, "{moved:?}");
}

#[test]
fn the_background_estimate_settles_on_the_inline_one_and_drops_stale_answers() {
    let mut inline = two_player_game(true, &[1]);
    inline.get_by_label("Throw").click();
    inline.run();
    let expected = *inline.state().win_chances().unwrap();

    let mut threaded = two_player_game(false, &[1]);
    pump_until(&mut threaded, "the first estimate", |app| {
        app.win_chances().is_some_and(|c| c.refined)
    });
    threaded.get_by_label("Throw").click();
    threaded.run();
    // The position changed: the estimate of the one before is not shown any more.
    let shown = threaded.state().win_chances().copied();
    assert!(
        shown.is_none_or(|c| c.chances != inline_start()),
        "{shown:?}"
    );
    pump_until(&mut threaded, "the refined estimate", |app| {
        app.win_chances().is_some_and(|c| c.refined)
    });
    assert_eq!(*threaded.state().win_chances().unwrap(), expected);
}

/// The refined chances at the start of a two-player game, worked out inline.
fn inline_start() -> [f32; 4] {
    let harness = two_player_game(true, &[]);
    harness.state().win_chances().unwrap().chances
}

/// A two-player game of `steps` throws and moves, each move chosen at random, kept
/// unfinished in the history of `dir`.
fn archived_game(dir: &Path, seed: u64, steps: usize) -> SavedGame {
    let players = [("Asha", PlayerKind::Human), ("Bala", PlayerKind::Human)];
    common::archived_game(dir, seed, steps, players, 1_780_000_000)
}

#[test]
fn the_replay_viewer_shows_hards_review_and_jumps_to_the_mistakes() {
    let dir = tempfile::tempdir().unwrap();
    let saved = archived_game(dir.path(), 21, 90);
    let mut harness = replay_first_game(dir.path());

    // The review is the one `dhayam-cli review` prints: the same engine and seed.
    let review = harness.state().replay_review().cloned().unwrap();
    let expected = dhayam_ai::review(saved.record(), dhayam_ai::REVIEW_SEED).unwrap();
    assert_eq!(review, expected);
    let flagged: Vec<usize> = review.flagged_steps().collect();
    assert!(
        flagged.len() >= 2,
        "random moves make big mistakes: {flagged:?}"
    );
    for player in &review.players {
        let colour = player.seat.colour().name();
        harness.get_by_label_contains(&format!("{colour}: {:.0}% accurate", player.accuracy));
    }
    harness.get_by_label_contains("Chances of winning over the game; now Red ");

    // Next mistake shows the position after the first big mistake, and says so.
    harness.get_by_label("Next mistake").click();
    harness.run();
    assert_eq!(harness.state().replay_step(), Some(flagged[0] + 1));
    let decision = review.decision_at(flagged[0]).unwrap();
    harness.get_by_label_contains(&format!(
        "Big mistake: {} gave away {:.1} points",
        decision.seat.colour().name(),
        100.0 * decision.given_away
    ));
    // And why Hard's move is better, in game words, from the position before the mistake.
    let replay = dhayam_store::Replay::new(saved.record()).unwrap();
    let before = replay.position(flagged[0]).unwrap();
    let why = dhayam_ai::why_better(before, decision.best, decision.played);
    let said = harness.get_by_label_contains("Hard's move ");
    let node = said.accesskit_node();
    let said = node.label().or_else(|| node.value()).unwrap_or_default();
    if let Some(dhayam_ai::Reason::Cuts(victim)) = why.first() {
        assert!(
            said.contains(&format!("cuts {}", victim.colour().name())),
            "{said}"
        );
    }
    // The board marks the move played there, and Hard's (another move) dashed and named.
    let played = decision.played;
    harness.get_by_label(&format!(
        "The move played: pawn {} by {}",
        played.pawn + 1,
        played.value
    ));
    harness.get_by_label(&hard_mark(decision.best));
    assert_eq!(hard_marks(&harness), 1);
    // Where the move played was Hard's own, only it is marked.
    let as_hard = review
        .decisions
        .iter()
        .find(|d| d.best == d.played)
        .expect("random moves are sometimes Hard's");
    harness
        .state_mut()
        .apply(dhayam_desktop::Command::ReplayTo(as_hard.step + 1));
    harness.run();
    harness.get_by_label(&format!(
        "The move played: pawn {} by {}",
        as_hard.played.pawn + 1,
        as_hard.played.value
    ));
    assert_eq!(hard_marks(&harness), 0, "no other move to show");
    harness
        .state_mut()
        .apply(dhayam_desktop::Command::ReplayTo(flagged[0] + 1));
    harness.run();

    harness.get_by_label("Next mistake").click();
    harness.run();
    assert_eq!(harness.state().replay_step(), Some(flagged[1] + 1));
    harness.get_by_label("Previous mistake").click();
    harness.run();
    assert_eq!(harness.state().replay_step(), Some(flagged[0] + 1));
    harness.get_by_label("Start").click();
    harness.run();
    let previous = harness.get_by_label("Previous mistake");
    assert!(
        previous.accesskit_node().is_disabled(),
        "nothing before the start"
    );
    assert!(
        harness.query_by_label_contains("The move played").is_none(),
        "no move before the start"
    );
}

/// A finished two-player game, Asha (a person, South) playing as Medium against Easy
/// (North) on dice seeded by `seed`, kept in the history of `dir`.
fn finished_game(dir: &Path, seed: u64) -> SavedGame {
    use dhayam_ai::Level;
    use dhayam_core::{Phase, RecordedGame, Setup, Throw};
    use rand::SeedableRng as _;
    let mut game = RecordedGame::new(&Setup::new([Seat::South, Seat::North])).unwrap();
    let mut dice = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut bots = [Level::Medium.bot(seed), Level::Easy.bot(seed)];
    loop {
        match game.game().phase() {
            Phase::AwaitingThrow(_) => {
                game.throw(Throw::random(&mut dice)).unwrap();
            }
            Phase::AwaitingMove(seat) => {
                let mv = bots[usize::from(seat != Seat::South)]
                    .choose(game.game())
                    .unwrap();
                game.play(mv).unwrap();
            }
            Phase::Finished => break,
        }
    }
    let players = vec![
        dhayam_store::SeatPlayer::new(Seat::South, "Asha", PlayerKind::Human),
        dhayam_store::SeatPlayer::new(Seat::North, "Easy", PlayerKind::Computer(Level::Easy)),
    ];
    let saved = SavedGame::with_start(game, players, true, 1_780_000_000).unwrap();
    dhayam_store::Store::open(dir)
        .unwrap()
        .archive(&saved)
        .unwrap();
    saved
}

#[test]
fn the_review_says_whether_the_dice_or_the_play_decided_a_finished_game() {
    let dir = tempfile::tempdir().unwrap();
    // Dice seeded so that the person loses: Medium loses to Easy only on poor dice.
    let saved = finished_game(dir.path(), 1);
    let mut harness = replay_first_game(dir.path());
    let review = harness.state().replay_review().cloned().unwrap();

    // Each player's luck, in points of win chance; what one gained the other lost.
    let [red, yellow] = [review.players[0], review.players[1]];
    assert!((red.luck + yellow.luck).abs() < 1e-4, "{red:?} {yellow:?}");
    for player in [red, yellow] {
        let colour = player.seat.colour().name();
        let mistakes = match player.big_mistakes {
            0 => "no big mistakes".to_owned(),
            1 => "one big mistake".to_owned(),
            n => format!("{n} big mistakes"),
        };
        harness.get_by_label(&format!(
            "{colour}: {:.0}% accurate, {mistakes}, luck {:+.0} points",
            player.accuracy,
            100.0 * player.luck
        ));
    }

    // The loser is told whether the dice or the play decided it, Asha (the one person here)
    // as "you".
    let (winner, loser) = if red.result == 1.0 {
        (red, yellow)
    } else {
        (yellow, red)
    };
    assert_eq!(winner.result + loser.result, 1.0);
    let luck = format!("{:.0}", 100.0 * (winner.luck - loser.luck).abs());
    let given = format!(
        "{:.0}",
        100.0 * (winner.given_away - loser.given_away).abs()
    );
    let (name, by_name, winner_name) = match loser.seat {
        Seat::South => ("You", "you", "Yellow"),
        _ => ("Yellow", "Yellow", "you"),
    };
    let sentence = match (
        loser.luck < winner.luck,
        loser.given_away < winner.given_away,
    ) {
        (true, true) => format!(
            "{name} lost, but the dice gave {by_name} {luck} points less than {winner_name}, and {by_name} played better."
        ),
        (true, false) => format!(
            "{name} lost to the dice and to the play: the dice gave {by_name} {luck} points less than {winner_name}, and {by_name} gave away {given} points more."
        ),
        (false, false) => format!(
            "{name} lost to the play: the dice gave {by_name} {luck} points more than {winner_name}, but {by_name} gave away {given} points more."
        ),
        (false, true) => format!(
            "{name} lost, although the dice gave {by_name} {luck} points more than {winner_name} and {by_name} gave away {given} points less"
        ),
    };
    harness.get_by_label_contains(&sentence);

    // The position shown copies as one line, which reads back as that very position.
    harness.get_by_label("Copy position").click();
    harness.step();
    let copied: Vec<String> = harness
        .output()
        .platform_output
        .commands
        .iter()
        .filter_map(|c| match c {
            egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        })
        .collect();
    let step = harness.state().replay_step().unwrap();
    let shown = dhayam_store::Replay::new(saved.record())
        .unwrap()
        .position(step)
        .unwrap()
        .clone();
    assert_eq!(copied, [shown.position_line()]);
    let back = dhayam_core::Game::from_position_line(&copied[0]).unwrap();
    assert_eq!(
        dhayam_core::GameState::from(back),
        dhayam_core::GameState::from(shown)
    );
    harness.run();

    // At a throw, the review says its luck: the luckiest throw of the game, then the
    // unluckiest.
    let by_luck =
        |a: &&dhayam_ai::ThrowLuck, b: &&dhayam_ai::ThrowLuck| a.luck().total_cmp(&b.luck());
    let luckiest = review.luck.iter().max_by(by_luck).unwrap();
    let unluckiest = review.luck.iter().min_by(by_luck).unwrap();
    assert!(luckiest.luck() > 0.0 && unluckiest.luck() < 0.0);
    for throw in [luckiest, unluckiest] {
        harness
            .state_mut()
            .apply(dhayam_desktop::Command::ReplayTo(throw.step + 1));
        harness.run();
        harness.get_by_label(&format!(
            "{} threw {}: luck {:+.1} points against an average throw.",
            throw.seat.colour().name(),
            throw.value,
            100.0 * throw.luck()
        ));
    }
}

/// The board's words for Hard's move `best` in a replay.
fn hard_mark(best: dhayam_core::Move) -> String {
    let (pawn, value) = (best.pawn + 1, best.value);
    match best.from {
        None => format!("Hard would enter pawn {pawn} with {value} here"),
        Some(_) => format!("Hard would move pawn {pawn} by {value} here"),
    }
}

/// How many of Hard's moves the board marks.
fn hard_marks(harness: &Harness<'static, DhayamApp>) -> usize {
    harness
        .query_all_by_label_contains("Hard would")
        .filter(|node| {
            node.accesskit_node()
                .label()
                .is_some_and(|l| l.ends_with(" here"))
        })
        .count()
}

#[test]
fn closing_the_replay_stops_its_review_and_a_new_one_starts_afresh() {
    let dir = tempfile::tempdir().unwrap();
    archived_game(dir.path(), 22, 60);
    let options = AppOptions {
        data_dir: Some(dir.path().to_path_buf()),
        ..AppOptions::default()
    };
    let app = DhayamApp::open(Box::new(ScriptedDice::values([])), &options);
    let mut harness = harness_for(app, [1280.0, 800.0]);
    harness.run();
    harness.get_by_label("History").click();
    harness.run();
    // The review goes on in the background meanwhile: step the frames one by one.
    harness.get_by_label("Replay game 1").click();
    harness.run_steps(3);
    harness.get_by_label("Back to the list").click();
    harness.run_steps(3);
    assert!(harness.state().replay_review().is_none());
    assert!(harness.state().replay_step().is_none());
    harness.get_by_label("Replay game 1").click();
    harness.run_steps(3);
    pump_until(&mut harness, "the review", |app| {
        app.replay_review().is_some()
    });
    harness.run();
    harness.get_by_label_contains("Chances of winning over the game");
}
