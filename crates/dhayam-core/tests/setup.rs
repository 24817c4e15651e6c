//! Setup (RULES.md section 4), dice (section 3) and house rules (section 8): what is
//! accepted, and what is refused with a message in words.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use Seat::{East, North, South, West};
use dhayam_core::throw::{ODDS_IN_16, VALUES};
use dhayam_core::{
    EntryRule, Game, GateRule, HouseRules, Phase, Preset, Seat, Setup, SetupError, Throw,
    TurnOrder, TurnStructure, Variant,
};

fn refused(setup: &Setup) -> String {
    match Game::new(setup) {
        Ok(game) => panic!("setup {setup:?} accepted: {game}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn two_players_must_sit_opposite() {
    for (a, b) in [(South, East), (East, North), (North, West), (West, South)] {
        for seats in [[a, b], [b, a]] {
            let message = refused(&Setup::new(seats));
            assert!(
                message.contains("two players must sit opposite each other"),
                "{seats:?}: {message}"
            );
        }
        let err = Game::new(&Setup::new([a, b])).unwrap_err();
        assert!(matches!(err, SetupError::TwoNotOpposite(..)), "{err:?}");
    }
    for (a, b) in [(South, North), (North, South), (East, West), (West, East)] {
        let game = Game::new(&Setup::new([a, b])).unwrap();
        let mut seats = vec![a, b];
        seats.sort();
        assert_eq!(game.seats(), seats.as_slice());
    }
}

#[test]
fn three_players_take_any_three_seats_and_four_fill_the_table() {
    for empty in Seat::ALL {
        let seats: Vec<Seat> = Seat::ALL.into_iter().filter(|&s| s != empty).collect();
        let game = Game::new(&Setup::new(seats.iter().rev().copied())).unwrap();
        assert_eq!(
            game.seats(),
            seats.as_slice(),
            "seats in turn order from South"
        );
        assert!(!game.is_seated(empty));
        assert_eq!(game.pawn(empty, 0), None);
    }
    let game = Game::new(&Setup::new([West, North, East, South])).unwrap();
    assert_eq!(game.seats(), &Seat::ALL);
}

#[test]
fn pawns_per_player_must_be_4_5_or_6() {
    for pawns in [0, 1, 3, 7, 8, 255] {
        let message = refused(&Setup::new([South, North]).with_pawns(pawns));
        assert!(
            message.contains("pawns per player must be 4, 5 or 6"),
            "{pawns}: {message}"
        );
    }
    for pawns in 4..=6 {
        let game = Game::new(&Setup::new([South, East, North]).with_pawns(pawns)).unwrap();
        assert_eq!(game.pawns_per_player(), pawns);
        for &seat in game.seats() {
            assert_eq!(game.yard_count(seat), pawns);
            assert_eq!(game.pawns_of(seat).count(), pawns as usize);
        }
    }
}

#[test]
fn the_5x5_board_is_played_with_four_pawns_that_start_on_their_homes() {
    let small = Setup::new([South, North]).with_variant(Variant::Thayam);
    for pawns in [5, 6] {
        let message = refused(&small.clone().with_pawns(pawns));
        assert!(
            message.contains("the 5x5 board is played with 4 pawns per player"),
            "{pawns}: {message}"
        );
    }
    let game = Game::new(&small).unwrap();
    for &seat in game.seats() {
        assert_eq!(game.yard_count(seat), 0);
        assert!(
            game.pawns_of(seat)
                .all(|(_, place)| place.index() == Some(0))
        );
        assert_eq!(game.pawn_square(seat, 0), Some(game.board().home(seat)));
    }
    assert_eq!(game.throw_values(), &[1, 2, 3, 4, 8]);
    assert_eq!(*game.rules(), Variant::Thayam.default_rules());
}

#[test]
fn other_setup_errors_are_explained() {
    let cases: [(Setup, &str); 5] = [
        (Setup::new([]), "2, 3 or 4 players"),
        (Setup::new([South]), "2, 3 or 4 players"),
        (Setup::new([South, South]), "South is listed twice"),
        (Setup::new([South, North, South]), "listed twice"),
        (
            Setup::new([South, North]).with_first(East),
            "the first player, East, has no seat",
        ),
    ];
    for (setup, words) in cases {
        let message = refused(&setup);
        assert!(
            message.contains(words),
            "{setup:?}: {message:?} lacks {words:?}"
        );
    }
}

#[test]
fn the_first_player_is_chosen_or_the_first_seat_in_turn_order() {
    let game = Game::new(&Setup::new([North, South])).unwrap();
    assert_eq!(game.phase(), Phase::AwaitingThrow(South));
    let game = Game::new(&Setup::new([South, North]).with_first(North)).unwrap();
    assert_eq!(game.phase(), Phase::AwaitingThrow(North));
    assert_eq!(game.setup().first, Some(North));
    let game = Game::new(&Setup::new([West, East])).unwrap();
    assert_eq!(game.phase(), Phase::AwaitingThrow(East));
}

#[test]
fn a_throw_is_worth_the_sum_of_its_faces_and_blank_blank_is_12() {
    let mut counts = [0u32; 7];
    for a in 0..=3u8 {
        for b in 0..=3u8 {
            let t = Throw::from_faces(a, b).unwrap();
            let value = if a + b == 0 { 12 } else { a + b };
            assert_eq!(t.value(), value, "{a}+{b}");
            assert_eq!(t.faces(), [a, b]);
            assert_eq!(t.is_bonus(), matches!(value, 1 | 5 | 6 | 12), "{a}+{b}");
            counts[VALUES.iter().position(|&v| v == value).unwrap()] += 1;
        }
    }
    assert_eq!(VALUES, [1, 2, 3, 4, 5, 6, 12]);
    assert_eq!(
        counts,
        [2, 3, 4, 3, 2, 1, 1],
        "odds out of 16 from the faces"
    );
    assert_eq!(ODDS_IN_16, counts);
    for value in VALUES {
        assert_eq!(Throw::with_value(value).unwrap().value(), value);
    }
    for value in [0, 7, 8, 11, 13] {
        assert_eq!(Throw::with_value(value), None);
    }
}

#[test]
fn a_die_face_outside_0_to_3_is_refused_in_words() {
    for (a, b) in [(4, 0), (0, 4), (9, 1), (255, 255)] {
        let err = Throw::from_faces(a, b).unwrap_err();
        assert!(
            err.to_string().contains("must be 0 (blank), 1, 2 or 3"),
            "{err}"
        );
    }
    // Through serde too: a record with a bad face does not load.
    let text = ron::to_string(&Throw::from_faces(2, 3).unwrap()).unwrap();
    assert_eq!(ron::from_str::<Throw>(&text).unwrap().value(), 5);
    assert!(
        ron::from_str::<Throw>(&text.replace('3', "4")).is_err(),
        "{text}"
    );
    let ok: Throw = serde_json::from_str("[2, 3]").unwrap();
    assert_eq!(ok.value(), 5);
    assert!(serde_json::from_str::<Throw>("[2, 4]").is_err());
}

#[test]
fn random_throws_follow_the_odds_roughly() {
    use rand::SeedableRng;
    let mut rng = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(7);
    let mut counts = [0u32; 7];
    let n = 16_000;
    for _ in 0..n {
        let v = Throw::random(&mut rng).value();
        counts[VALUES.iter().position(|&x| x == v).unwrap()] += 1;
    }
    for (i, &c) in counts.iter().enumerate() {
        let expected = f64::from(ODDS_IN_16[i]) * f64::from(n) / 16.0;
        // Many standard deviations of slack: this checks the mapping, not the generator.
        assert!(
            (f64::from(c) - expected).abs() < 6.0 * expected.sqrt() + 10.0,
            "value {}: {c} of {n}, expected about {expected}",
            VALUES[i]
        );
    }
}

#[test]
fn presets_name_the_house_rules_of_section_8() {
    let classic = Preset::Classic.rules();
    assert_eq!(classic, HouseRules::default());
    assert_eq!(classic.entry, EntryRule::OneThenFive);
    assert_eq!(classic.turn, TurnStructure::PerThrow);
    assert!(!classic.cut_bonus);
    assert_eq!(classic.gate, GateRule::Circle);
    assert_eq!(classic.order, TurnOrder::CounterClockwise);
    assert!(classic.play_on);
    assert_eq!(Setup::new([South, North]).rules, classic);
    assert_eq!(Setup::new([South, North]).pawns, 4);

    let traditional = Preset::Traditional.rules();
    assert_eq!(
        traditional,
        HouseRules {
            turn: TurnStructure::ThrowFirst,
            cut_bonus: true,
            ..classic
        }
    );
    assert_eq!(Preset::parse("Traditional"), Some(Preset::Traditional));
    assert_eq!(Preset::parse("classic"), Some(Preset::Classic));
    assert_eq!(Preset::parse("modern"), None);
}

#[test]
fn house_rules_are_set_by_key_and_value_and_bad_ones_explained() {
    let mut rules = HouseRules::CLASSIC;
    for kv in [
        "entry=one_only",
        "turn=throw_first",
        "cut_bonus=true",
        "gate=wait",
        "order=cw",
        "play_on=false",
    ] {
        rules.apply(kv).unwrap();
    }
    assert_eq!(
        rules,
        HouseRules {
            entry: EntryRule::OneOnly,
            turn: TurnStructure::ThrowFirst,
            cut_bonus: true,
            gate: GateRule::Wait,
            order: TurnOrder::Clockwise,
            play_on: false,
            ..HouseRules::CLASSIC
        }
    );
    let before = rules;
    for bad in [
        "gate=shut",
        "colour=red",
        "gate",
        "play_on=maybe",
        "start=garden",
        "bonus_one=sometimes",
        "inner=stacked",
        "three_bonuses=four",
    ] {
        let err = rules.apply(bad).unwrap_err();
        assert!(!err.to_string().is_empty());
        assert_eq!(rules, before, "{bad} changed the rules");
    }
    assert!(
        rules
            .apply("colour=red")
            .unwrap_err()
            .to_string()
            .contains("unknown house rule")
    );
    let all: Vec<HouseRules> = HouseRules::all_combinations().collect();
    assert_eq!(all.len(), 64);
    assert!(all.iter().enumerate().all(|(i, r)| !all[..i].contains(r)));
}

#[test]
fn the_setup_round_trips_through_ron_with_the_trace_spelling_of_the_rules() {
    let setup = Setup::new([East, West])
        .with_pawns(6)
        .with_rules(Preset::Traditional.rules())
        .with_first(West);
    let text = ron::to_string(&setup).unwrap();
    for word in ["throw_first", "one_then_five", "circle", "ccw"] {
        assert!(text.contains(word), "{word} in {text}");
    }
    let back: Setup = ron::from_str(&text).unwrap();
    assert_eq!(back, setup);
    let json = serde_json::to_value(Preset::Classic.rules()).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"entry":"one_then_five","turn":"per_throw","cut_bonus":false,
            "gate":"circle","order":"ccw","play_on":true})
    );
}

/// RULES-TEAMS.md section 1: teams only with four players; the refusal says so.
#[test]
fn teams_need_four_players() {
    for seats in [&[South, North][..], &[South, East, North][..]] {
        let setup = Setup::new(seats.iter().copied()).with_teams();
        assert_eq!(
            setup.validate(),
            Err(SetupError::TeamsNeedFour(seats.len()))
        );
        assert_eq!(
            Game::new(&setup).unwrap_err().to_string(),
            format!("team play needs four players, not {}", seats.len())
        );
    }
    for variant in [dhayam_core::Variant::Dhayam, dhayam_core::Variant::Thayam] {
        let setup = Setup::new(Seat::ALL).with_variant(variant).with_teams();
        let game = Game::new(&setup).unwrap();
        assert!(game.is_team_game());
        assert_eq!(game.partner(East), Some(West));
        assert_eq!(game.setup().sides, dhayam_core::Sides::Teams);
    }
}

/// Files without teams write exactly what they wrote before; a team game says so, and
/// its team rules only where they differ from the defaults; old files load unchanged.
#[test]
fn teams_and_their_rules_are_written_only_when_used() {
    let plain = Setup::new(Seat::ALL);
    let text = ron::to_string(&plain).unwrap();
    assert!(!text.contains("sides") && !text.contains("team_gate") && !text.contains("finished"));
    let teams = plain.clone().with_teams();
    let text = ron::to_string(&teams).unwrap();
    assert!(
        text.contains("sides:teams") && !text.contains("team_gate"),
        "{text}"
    );
    assert_eq!(ron::from_str::<Setup>(&text).unwrap(), teams);
    let mut rules = HouseRules::CLASSIC;
    rules.apply("team_gate=own").unwrap();
    rules.apply("finished=sits_out").unwrap();
    let text = ron::to_string(&teams.clone().with_rules(rules)).unwrap();
    assert!(
        text.contains("team_gate:own") && text.contains("finished:sits_out"),
        "{text}"
    );
    let old = "(seats:[South,North],pawns:4,rules:(entry:one_then_five,turn:per_throw,\
               cut_bonus:false,gate:circle,order:ccw,play_on:true),first:None)";
    let loaded: Setup = ron::from_str(old).unwrap();
    assert_eq!(loaded, Setup::new([South, North]));
    assert_eq!(HouseRules::all_team_combinations().count(), 256);
}

/// RULES-5x5.md section 9: the 5x5 board's own house rules are set by key and value, take
/// part in every 5x5 combination, are refused on the 7x7 board with a message naming the
/// rule, and are written to files only where they differ from the default, so a 5x5 file
/// from before them reads with the defaults.
#[test]
fn the_small_boards_own_rules_are_set_refused_on_7x7_and_default_in_old_files() {
    let mut rules = Variant::Thayam.default_rules();
    for kv in [
        "start=yard",
        "bonus_one=true",
        "inner=apart",
        "three_bonuses=void",
        "gate=open",
    ] {
        rules.apply(kv).unwrap();
    }
    assert_eq!(rules.start, dhayam_core::Start::Yard);
    assert!(rules.bonus_one);
    assert_eq!(rules.inner, dhayam_core::InnerSquares::Apart);
    assert_eq!(rules.three_bonuses, dhayam_core::ThreeBonuses::Void);
    assert_eq!(rules.gate, GateRule::Open);
    let small = Setup::new([South, North])
        .with_variant(Variant::Thayam)
        .with_rules(rules);
    assert!(Game::new(&small).is_ok());
    for (kv, says) in [
        ("start=yard", "start=yard"),
        ("bonus_one=true", "bonus_one=true"),
        ("inner=apart", "inner=apart"),
        ("three_bonuses=void", "three_bonuses=void"),
        ("gate=open", "gate=open"),
    ] {
        let mut big = HouseRules::CLASSIC;
        big.apply(kv).unwrap();
        let setup = Setup::new([South, North]).with_rules(big);
        assert_eq!(setup.validate(), Err(SetupError::SmallBoardRule(says)));
        assert_eq!(
            refused(&setup),
            format!("{says} is a house rule of the 5x5 board only")
        );
    }
    // Written only where they differ from the default.
    let text = ron::to_string(&small).unwrap();
    for word in [
        "start:yard",
        "bonus_one:true",
        "inner:apart",
        "three_bonuses:void",
    ] {
        assert!(text.replace(' ', "").contains(word), "{word} in {text}");
    }
    let plain = Setup::new([South, North]).with_variant(Variant::Thayam);
    let text = ron::to_string(&plain).unwrap();
    for word in ["start", "bonus_one", "inner", "three_bonuses"] {
        assert!(!text.contains(word), "{word} in {text}");
    }
    assert_eq!(ron::from_str::<Setup>(&text).unwrap(), plain);
    let all: Vec<HouseRules> = HouseRules::all_small_board_combinations().collect();
    assert_eq!(all.len(), 768);
    assert!(all.iter().enumerate().all(|(i, r)| !all[..i].contains(r)));
    for rules in &all {
        let setup = Setup::new(Seat::ALL)
            .with_variant(Variant::Thayam)
            .with_rules(*rules);
        assert!(Game::new(&setup).is_ok(), "{rules:?}");
    }
}
