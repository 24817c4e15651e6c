//! Team play on the desktop (RULES-TEAMS.md): two against two chosen on the setup screen
//! with four players only, the teams named beside the players, a finished player's turn
//! spent on the partner's pawns by a click, and a team game played to the end by
//! computers with every frame drawn and the winning team named.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{all_human, harness_for, instant, pawn_label};
use dhayam_ai::Level;
use dhayam_core::{Finished, PARTNER_PAWN, Seat, Team};
use dhayam_desktop::{Command, DhayamApp, PlayerCount, SetupChoice};
use dhayam_store::PlayerKind;
use dhayam_table::{Command as TableCommand, RandomDice};
use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT as _, Queryable as _};

const TEAMS: &str = "Teams: two against two";

/// The app on its setup screen; every move is chosen, none plays itself.
fn app(seed: u64, choice: SetupChoice) -> DhayamApp {
    let mut settings = instant();
    settings.table.auto_play_forced = false;
    DhayamApp::with_dice(Box::new(RandomDice::seeded(seed)), choice, settings).thinking_inline()
}

#[test]
fn teams_are_offered_with_four_players_only_and_start_a_team_game() {
    let mut harness = harness_for(app(1, all_human()), [1280.0, 800.0]);
    harness.run();
    assert!(
        harness.query_by_label(TEAMS).is_none(),
        "not with two players"
    );
    harness.get_by_label("3 players").click();
    harness.run();
    assert!(harness.query_by_label(TEAMS).is_none(), "not with three");
    harness.get_by_label("4 players").click();
    harness.run();
    assert!(
        harness.query_by_label("Team gate").is_none(),
        "the team rules wait for teams"
    );
    harness
        .get_by_role_and_label(Role::RadioButton, TEAMS)
        .click();
    harness.run();
    // The two team-only house rules join the others.
    assert!(harness.query_by_label("Team gate").is_some());
    harness
        .get_by_role_and_label(Role::RadioButton, "Sits out")
        .click();
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();
    let game = harness.state().session().expect("the game starts").game();
    assert!(game.is_team_game());
    assert_eq!(game.partner(Seat::South), Some(Seat::North));
    assert_eq!(game.rules().finished, Finished::SitsOut);
    // Each player's line names the team.
    assert!(harness.query_by_label("» Red · South & North").is_some());
    assert!(harness.query_by_label("Green · East & West").is_some());
    // The next new game starts from the same choice.
    let stored = harness.state().table().settings().clone();
    let again = SetupChoice::from_store(&stored);
    assert!(again.is_teams());
    assert_eq!(again.rules.finished, Finished::SitsOut);
}

#[test]
fn a_finished_player_clicks_the_partners_pawn() {
    let mut choice = all_human();
    choice.count = PlayerCount::Four;
    choice.sides = dhayam_core::Sides::Teams;
    let mut harness = harness_for(app(3, choice), [1280.0, 800.0]);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    // Each throw spent by the move that goes furthest, until a finished player helps.
    let mut helping = None;
    for _ in 0..20_000 {
        let table = harness.state().table();
        let game = table.session().unwrap().game();
        assert!(
            !game.is_over(),
            "someone finished and helped before the end"
        );
        let command = if table.person_to_throw() {
            TableCommand::Throw
        } else {
            let moves = table.person_moves();
            if let Some(mv) = moves.iter().find(|m| m.pawn >= PARTNER_PAWN) {
                helping = Some((game.turn(), *mv));
                break;
            }
            TableCommand::Play(*moves.iter().max_by_key(|m| m.to).unwrap())
        };
        harness.state_mut().apply(Command::Table(command));
    }
    harness.run();
    let (helper, mv) = helping.expect("a finished player helps");
    let pawn = mv.pawn_id(helper);
    let game = harness.state().session().unwrap().game();
    assert_eq!(Some(pawn.seat), game.partner(helper));
    let turn_line = format!(
        "{} moves {}'s pawns",
        helper.colour().name(),
        pawn.seat.colour().name()
    );
    assert!(harness.query_by_label(&turn_line).is_some(), "{turn_line}");
    let place = game.pawn(pawn.seat, pawn.number).unwrap();
    let moves_before = harness.state().session().unwrap().step();
    harness
        .get_by_role_and_label(Role::Button, &pawn_label(pawn.seat, pawn.number, place))
        .click();
    harness.run();
    let session = harness.state().session().unwrap();
    assert!(session.step() > moves_before, "the click played a move");
    let played = session.recorded().record().moves.last().copied().unwrap();
    assert_eq!(played.pawn_id(helper), pawn, "the partner's pawn moved");
}

#[test]
fn computers_play_a_team_game_to_the_end_with_every_frame_drawn() {
    let mut choice = SetupChoice {
        count: PlayerCount::Four,
        sides: dhayam_core::Sides::Teams,
        ..SetupChoice::default()
    };
    for seat in &mut choice.seats {
        seat.kind = PlayerKind::Computer(Level::Easy);
    }
    let mut harness = harness_for(app(5, choice), [900.0, 640.0]);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.step();
    assert!(harness.state().session().unwrap().game().is_team_game());
    // Partners sharing squares, cuts of both, a finished player helping: all drawn.
    let mut helped = false;
    for _ in 0..40_000 {
        let game = harness.state().session().unwrap().game();
        if game.is_over() {
            break;
        }
        if !helped && game.plays_for(game.turn()) != game.turn() {
            let line = format!(
                "{} moves {}'s pawns",
                game.turn().colour().name(),
                game.plays_for(game.turn()).colour().name()
            );
            harness.step();
            helped = harness.query_by_label(&line).is_some();
        }
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    harness.run();
    let game = harness.state().session().unwrap().game();
    let [winners, losers] = game.team_ranking().expect("the game is over");
    assert!(helped, "a finished player's turn was told");
    let names = |team: Team| {
        let [a, b] = team.seats();
        (a.colour().name(), b.colour().name())
    };
    let (a, b) = names(winners);
    let first = format!(
        "1. {}: {a} and {b} win",
        winners.name().replace(" and ", " & ")
    );
    assert!(harness.query_by_label(&first).is_some(), "{first}");
    let (c, d) = names(losers);
    let second = format!("2. {}: {c} and {d}", losers.name().replace(" and ", " & "));
    assert!(harness.query_by_label(&second).is_some(), "{second}");
    assert!(
        harness.query_by_label_contains("3. ").is_none(),
        "two teams, not four places"
    );
}

/// A team game of four people at `size`, the win chances shown, worked out at once.
fn team_game(seed: u64, size: [f32; 2]) -> egui_kittest::Harness<'static, DhayamApp> {
    let mut choice = all_human();
    choice.count = PlayerCount::Four;
    choice.sides = dhayam_core::Sides::Teams;
    let mut settings = instant();
    settings.table.auto_play_forced = false;
    settings.preferences.show_win_chances = true;
    let app = DhayamApp::with_dice(Box::new(RandomDice::seeded(seed)), choice, settings)
        .thinking_inline();
    let mut harness = harness_for(app, size);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert!(harness.state().session().unwrap().game().is_team_game());
    harness
}

/// Plays each throw by the move that goes furthest until `stop` holds.
fn play_until(
    harness: &mut egui_kittest::Harness<'static, DhayamApp>,
    stop: impl Fn(&dhayam_core::Game) -> bool,
) {
    for _ in 0..40_000 {
        let table = harness.state().table();
        let game = table.session().unwrap().game();
        if stop(game) {
            harness.run();
            return;
        }
        let command = if table.person_to_throw() {
            TableCommand::Throw
        } else {
            TableCommand::Play(*table.person_moves().iter().max_by_key(|m| m.to).unwrap())
        };
        harness.state_mut().apply(Command::Table(command));
    }
    panic!("the game did not get there");
}

/// Every line of the move log.
fn log_lines(app: &DhayamApp) -> Vec<String> {
    let words = dhayam_desktop::Words::new(dhayam_store::Language::English);
    let session = app.session().unwrap();
    session
        .log()
        .iter()
        .map(|line| dhayam_desktop::log_line(&words, session.game(), line))
        .collect()
}

#[test]
fn the_winning_team_is_crowned_not_the_first_player_home() {
    let mut harness = team_game(8, [1280.0, 800.0]);
    play_until(&mut harness, |game| !game.ranking().is_empty());
    let game = harness.state().session().unwrap().game();
    let first = game.ranking()[0];
    let colour = first.colour().name();
    assert!(!game.is_over());
    // Home first, but no King: no crown, no "is King!", and the log says so plainly.
    assert!(harness.query_by_label_contains("crown").is_none());
    assert!(harness.query_by_label_contains("is King").is_none());
    let log = log_lines(harness.state());
    assert!(
        log.contains(&format!("{colour} brings every pawn home")),
        "{log:?}"
    );
    assert!(
        !log.iter().any(|line| line.contains("crowned King")),
        "{log:?}"
    );
    // The chances are the teams': "Red & Yellow 80%, Green & Blue 20%", never 100% for
    // the team of the first player home before its partner is.
    let bar = harness.get_by_label_contains("Chances of winning: ");
    let bar = bar.accesskit_node().label().unwrap_or_default();
    assert!(
        bar.contains("Red & Yellow ") && bar.contains("Green & Blue "),
        "{bar}"
    );
    assert!(!bar.contains("100%"), "{bar}");

    play_until(&mut harness, dhayam_core::Game::is_over);
    for _ in 0..20 {
        harness.step();
    }
    let game = harness.state().session().unwrap().game();
    let [winners, _] = game.team_ranking().unwrap();
    for seat in winners.seats() {
        let crown = format!("The winning team's crown, {}", seat.colour().name());
        assert!(harness.query_by_label(&crown).is_some(), "{crown}");
    }
    let log = log_lines(harness.state());
    assert!(
        !log.iter().any(|line| line.contains("finishes")),
        "no places of their own: {log:?}"
    );
}

#[test]
fn history_names_both_partners_of_the_winning_team() {
    use dhayam_core::{Phase, RecordedGame, Setup};
    use rand::{RngExt as _, SeedableRng as _};
    let dir = tempfile::tempdir().unwrap();
    let mut game = RecordedGame::new(&Setup::new(Seat::ALL).with_teams()).unwrap();
    let mut rng = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(4);
    while game.game().phase() != Phase::Finished {
        if let Phase::AwaitingThrow(_) = game.game().phase() {
            game.throw(dhayam_core::Throw::random(&mut rng)).unwrap();
        } else {
            let moves = game.game().legal_moves();
            game.play(moves[rng.random_range(0..moves.len())]).unwrap();
        }
    }
    let [winners, _] = game.game().team_ranking().unwrap();
    let names = ["Asha", "Green", "Yellow", "Blue"];
    let players = Seat::ALL
        .iter()
        .zip(names)
        .map(|(&seat, name)| dhayam_store::SeatPlayer::new(seat, name, PlayerKind::Human))
        .collect();
    let saved = dhayam_store::SavedGame::with_start(game, players, true, 1_780_000_000).unwrap();
    dhayam_store::Store::open(dir.path())
        .unwrap()
        .archive(&saved)
        .unwrap();
    let options = dhayam_desktop::AppOptions {
        data_dir: Some(dir.path().to_path_buf()),
        ..dhayam_desktop::AppOptions::default()
    };
    let app = DhayamApp::open(Box::new(dhayam_table::ScriptedDice::values([])), &options);
    let mut harness = harness_for(app, [1280.0, 800.0]);
    harness.run();
    harness.get_by_label("History").click();
    harness.run();
    let [a, b] = winners.seats().map(|seat| names[seat.index()]);
    let team = format!("{a} & {b}");
    assert!(harness.query_by_label(&team).is_some(), "{team}");
}

#[test]
fn at_640_by_480_partners_are_listed_together_and_each_players_counts_fit_on_its_line() {
    let harness = team_game(1, [640.0, 480.0]);
    let mut tops = Vec::new();
    // South & North first (the team of the first seat), then East & West.
    for seat in [Seat::South, Seat::North, Seat::East, Seat::West] {
        let name = seat.colour().name();
        let marked = format!("» {name}");
        let line = harness
            .query_by_label(name)
            .or_else(|| harness.query_by_label(&marked))
            .unwrap_or_else(|| panic!("{name}'s line"));
        let counts = harness
            .query_all_by_label_contains("yard 4 · board 0 · centre 0")
            .find(|node| (node.rect().center().y - line.rect().center().y).abs() < 6.0)
            .unwrap_or_else(|| panic!("{name}'s counts beside the name"));
        // The counts are shown, not cut down to an ellipsis, and within the window.
        let rect = counts.rect();
        assert!(
            rect.bottom() <= 480.0 && rect.right() <= 640.0,
            "{name}: {rect:?}"
        );
        assert!(rect.width() > 100.0, "{name}'s counts cut off: {rect:?}");
        tops.push(line.rect().top());
    }
    assert!(tops.is_sorted(), "partners together: {tops:?}");
}
