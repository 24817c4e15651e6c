//! The tutor at the table: a person's move that gives chance away waits for their answer;
//! a good move, a computer's move, or any move with the tutor off is played at once.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use dhayam_ai::{SearchBot, SearchBudget};
use dhayam_core::fair::Made;
use dhayam_core::{Action, Move, RecordedGame, Seat, Setup};
use dhayam_store::{
    AnimationSpeed, ComputerPace, PlayerKind, SavedGame, SeatPlayer, TableSettings,
};
use dhayam_table::{Command, Effect, Purpose, RandomDice, Table, ThinkRequest, TutorReply, Want};

fn settings(tutor: bool) -> TableSettings {
    TableSettings {
        animation: AnimationSpeed::Instant,
        computer_pace: ComputerPace::Brisk,
        tutor,
        ..TableSettings::default()
    }
}

fn start(table: &mut Table, kinds: &[(Seat, PlayerKind)]) {
    let setup = Setup::new(kinds.iter().map(|(s, _)| *s).collect::<Vec<_>>());
    let players = kinds
        .iter()
        .map(|&(seat, kind)| SeatPlayer::new(seat, seat.name(), kind))
        .collect();
    table.apply(
        Command::Start {
            setup,
            players,
            undo: true,
        },
        0.0,
    );
}

/// The one computer decision in `effects`.
fn request(effects: Vec<Effect>) -> ThinkRequest {
    let mut asked = effects.into_iter().filter_map(|e| match e {
        Effect::Think(request) => Some(request),
        _ => None,
    });
    let request = asked.next().expect("a decision is asked for");
    assert!(asked.next().is_none());
    request
}

/// Moves played so far.
fn moves(table: &Table) -> Vec<Move> {
    table.session().unwrap().saved().record().moves.clone()
}

/// A two-person game (seeded dice), played by Hard's choices with the tutor off until a
/// person is to move with a choice where the worst move gives away 15 points or more:
/// the table with the tutor turned on, the worst move and Hard's best.
fn blunder_ahead(seed: u64) -> (Table, Move, Move) {
    let mut table = Table::new(settings(false), None, Box::new(RandomDice::seeded(seed)));
    start(
        &mut table,
        &[
            (Seat::South, PlayerKind::Human),
            (Seat::North, PlayerKind::Human),
        ],
    );
    for _ in 0..400 {
        if table.person_to_move() {
            let game = table.session().unwrap().game().clone();
            let rated = SearchBot::new(9, SearchBudget::default()).rate_moves(&game);
            let by = |a: &&(Move, f64), b: &&(Move, f64)| a.1.total_cmp(&b.1);
            let best = *rated.iter().max_by(by).unwrap();
            let worst = *rated.iter().min_by(by).unwrap();
            if best.1 - worst.1 >= 0.15 {
                table.apply(Command::ChangeSettings(settings(true)), 0.0);
                return (table, worst.0, best.0);
            }
            table.apply(Command::Play(best.0), 0.0);
        } else {
            table.apply(Command::Throw, 0.0);
        }
    }
    panic!("no blunder within reach in 400 steps");
}

#[test]
fn a_blunder_waits_for_the_question_and_play_mine_plays_it() {
    let (mut table, worst, _) = blunder_ahead(1);
    let before = moves(&table);
    let asked = request(table.apply(Command::Play(worst), 1.0));
    assert_eq!(asked.purpose, Purpose::Tutor(worst));
    assert_eq!(moves(&table), before, "the move waits for Hard's look");
    assert!(!table.person_to_act(), "nothing else is played meanwhile");
    table.apply(asked.answer(), 1.1);
    let question = table.tutor_question().expect("the tutor asks").clone();
    assert_eq!(question.advice.mine, worst);
    assert!(question.advice.given_away >= dhayam_ai::TUTOR_THRESHOLD);
    assert!(!question.advice.why.is_empty(), "the question says why");
    assert_eq!(
        table.marked(),
        Some(question.advice.better),
        "Hard's move is shown"
    );
    // Another click while the question is up changes nothing.
    let other = question.advice.better;
    assert!(table.apply(Command::Play(other), 1.2).is_empty());
    assert_eq!(moves(&table), before);
    table.apply(Command::Tutor(TutorReply::PlayMine), 1.3);
    assert_eq!(table.tutor_question(), None);
    assert_eq!(moves(&table).last(), Some(&worst));
    assert!(table.settings().tutor, "the tutor stays on");
}

#[test]
fn take_hards_plays_hards_move() {
    let (mut table, worst, _) = blunder_ahead(2);
    let asked = request(table.apply(Command::Play(worst), 1.0));
    table.apply(asked.answer(), 1.1);
    let better = table
        .tutor_question()
        .expect("the tutor asks")
        .advice
        .better;
    assert_ne!(better, worst);
    table.apply(Command::Tutor(TutorReply::TakeHards), 1.2);
    assert_eq!(moves(&table).last(), Some(&better));
}

#[test]
fn stop_asking_plays_mine_turns_the_tutor_off_and_saves_it() {
    let (mut table, worst, _) = blunder_ahead(3);
    let asked = request(table.apply(Command::Play(worst), 1.0));
    table.apply(asked.answer(), 1.1);
    assert!(table.tutor_question().is_some());
    let effects = table.apply(Command::Tutor(TutorReply::StopAsking), 1.2);
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::SaveSettings(s) if !s.tutor))
    );
    assert_eq!(moves(&table).last(), Some(&worst));
    assert!(!table.settings().tutor);
}

#[test]
fn a_good_move_is_looked_at_and_played_without_a_question() {
    let (mut table, _, best) = blunder_ahead(4);
    let asked = request(table.apply(Command::Play(best), 1.0));
    assert_eq!(asked.purpose, Purpose::Tutor(best));
    table.apply(asked.answer(), 1.1);
    assert_eq!(table.tutor_question(), None);
    assert_eq!(moves(&table).last(), Some(&best));
}

#[test]
fn with_the_tutor_off_a_blunder_is_played_at_once() {
    let (mut table, worst, _) = blunder_ahead(5);
    table.apply(Command::ChangeSettings(settings(false)), 1.0);
    let effects = table.apply(Command::Play(worst), 1.1);
    assert!(!effects.iter().any(|e| matches!(e, Effect::Think(_))));
    assert_eq!(moves(&table).last(), Some(&worst));
}

#[test]
fn a_look_that_comes_back_after_leaving_changes_nothing() {
    let (mut table, worst, _) = blunder_ahead(6);
    let asked = request(table.apply(Command::Play(worst), 1.0));
    table.apply(Command::Leave, 1.1);
    assert!(!table.tutor_busy());
    assert!(table.apply(asked.answer(), 1.2).is_empty());
    assert_eq!(table.tutor_question(), None);
}

#[test]
fn computers_never_wait_for_the_tutor() {
    let mut table = Table::new(settings(true), None, Box::new(RandomDice::seeded(7)));
    let computer = PlayerKind::Computer(dhayam_ai::Level::Medium);
    start(
        &mut table,
        &[(Seat::South, computer), (Seat::North, computer)],
    );
    let mut now = 0.0;
    let mut decisions = 0;
    while table.session().unwrap().game().ranking().is_empty() && now < 20_000.0 {
        now += 0.5;
        for effect in table.tick(now) {
            if let Effect::Think(request) = effect {
                assert_eq!(
                    request.purpose,
                    Purpose::Play,
                    "a computer's move is not looked at"
                );
                decisions += 1;
                table.apply(request.answer(), now);
            }
        }
    }
    assert!(
        decisions > 10,
        "the computers played ({decisions} decisions)"
    );
    assert_eq!(table.tutor_question(), None);
}

/// The blunder of `blunder_ahead(seed)` on a table across computers: the mover's seat is
/// of `mover` (a person here, or a friend far away), the other seat of the other kind.
fn networked_blunder(
    seed: u64,
    mover: PlayerKind,
    table: impl FnOnce(TableSettings) -> Table,
) -> (Table, Move, Seat) {
    let (local, worst, _) = blunder_ahead(seed);
    let saved = local.session().unwrap().saved().clone();
    let seat = local.session().unwrap().game().turn();
    let other = match mover {
        PlayerKind::Human => PlayerKind::Remote,
        _ => PlayerKind::Human,
    };
    let players = saved
        .players()
        .iter()
        .map(|p| {
            let kind = if p.seat == seat { mover } else { other };
            SeatPlayer::new(p.seat, p.seat.name(), kind)
        })
        .collect();
    let game = RecordedGame::from_record(saved.record().clone()).unwrap();
    let saved = SavedGame::with_start(game, players, true, saved.started()).unwrap();
    let mut table = table(settings(true));
    table.apply(Command::Sync(Box::new(saved)), 0.0);
    (table, worst, seat)
}

#[test]
fn across_computers_a_players_own_table_asks_before_the_move_goes_to_the_host() {
    let (mut table, worst, _) = networked_blunder(8, PlayerKind::Human, Table::networked);
    let asked = request(table.apply(Command::Play(worst), 1.0));
    assert_eq!(asked.purpose, Purpose::Tutor(worst));
    let answered = table.apply(asked.answer(), 1.1);
    assert!(
        !answered.iter().any(|e| matches!(e, Effect::Intent(_))),
        "nothing goes to the host before the answer"
    );
    assert!(table.tutor_question().is_some());
    let sent = table.apply(Command::Tutor(TutorReply::PlayMine), 1.2);
    let wished: Vec<&Want> = sent
        .iter()
        .filter_map(|e| match e {
            Effect::Intent(intent) => Some(&intent.want),
            _ => None,
        })
        .collect();
    assert_eq!(
        wished,
        [&Want::Play(worst)],
        "then the move goes to the host"
    );
}

#[test]
fn the_hosts_tutor_never_looks_at_a_guests_move() {
    // At the host's table the mover is a guest's seat (Remote here): its move comes in
    // as a step and is played at once, whatever the host's tutor says.
    let (mut table, worst, mover) = networked_blunder(1, PlayerKind::Remote, Table::hosting);
    let step = Command::Step {
        action: Action::Move(mover, worst),
        made: Made::default(),
    };
    let effects = table.apply(step, 1.0);
    assert!(!effects.iter().any(|e| matches!(e, Effect::Think(_))));
    assert_eq!(moves(&table).last(), Some(&worst));
}
