//! Game files of games played across computers: a format 2 file, whose dice ledger is one
//! of reveals, loads, keeps that ledger and writes it back as it was read; a format 3
//! file's ledger of chains round-trips.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::fmt::Write as _;

use common::setup;
use dhayam_core::fair::reveals::{RevealContributor, RevealLedger, RevealPart, reveal_throw};
use dhayam_core::fair::{
    Absence, Absent, Chain, Commitment, Contributor, DiceLedger, Digest, Made, Part, PlayerKey,
    Signature, commit, throw_from,
};
use dhayam_core::{Dice, Phase, RecordedGame, Seat, Throw, ThrowKind, TurnStructure};
use dhayam_store::SavedGame;
use rand::SeedableRng as _;
use rand::rngs::Xoshiro256PlusPlus;

/// Plays a two-seat game to its end (or `limit` throws), each throw from `throw` (given
/// its number), each move a seeded random legal one.
fn play(seed: u64, limit: usize, mut throw: impl FnMut(u32) -> Throw) -> RecordedGame {
    let mut dice = Dice::new(Xoshiro256PlusPlus::seed_from_u64(seed));
    let setup = setup(&[Seat::South, Seat::North], 4, TurnStructure::PerThrow);
    let mut game = RecordedGame::new(&setup).unwrap();
    loop {
        match game.game().phase() {
            Phase::AwaitingThrow(_) => {
                let at = game.record().throws.len();
                if at == limit {
                    return game;
                }
                game.throw(throw(at as u32)).unwrap();
            }
            Phase::AwaitingMove(_) => {
                let moves = game.game().legal_moves();
                game.play(moves[dice.pick(moves.len())]).unwrap();
            }
            Phase::Finished => return game,
        }
    }
}

/// A contributor's reveals, for tests.
fn reveal(who: u8, n: u32) -> Digest {
    let mut bytes = [who + 1; 32];
    bytes[..4].copy_from_slice(&n.to_le_bytes());
    Digest(bytes)
}

/// A format 2 game file, written by hand with the field names of its ledger of reveals:
/// a whole game between a host and one guest, every throw made of both reveals.
fn format2_file() -> (String, RevealLedger) {
    let mut ledger = RevealLedger::new(Digest([7; 32]));
    for (who, id) in ["host", "guest"].into_iter().enumerate() {
        ledger.contributors.push(RevealContributor {
            id: id.to_owned(),
            first: commit(&reveal(who as u8, 0)),
        });
    }
    let table = ledger.table;
    let mut throws: Vec<Vec<RevealPart>> = Vec::new();
    let game = play(5, usize::MAX, |i| {
        let parts: Vec<RevealPart> = (0..2u8)
            .map(|who| RevealPart {
                by: u16::from(who),
                reveal: reveal(who, i),
                next: commit(&reveal(who, i + 1)),
            })
            .collect();
        let throw = reveal_throw(&table, i, &parts);
        throws.push(parts);
        throw
    });
    ledger.throws = throws;
    assert!(game.game().is_over());

    let mut dice = format!(
        "Some((\n    table: \"{}\",\n    contributors: [",
        ledger.table
    );
    for c in &ledger.contributors {
        write!(dice, "(id: \"{}\", first: \"{}\"), ", c.id, c.first).unwrap();
    }
    dice.push_str("],\n    throws: [\n");
    for parts in &ledger.throws {
        dice.push_str("        [");
        for p in parts {
            write!(
                dice,
                "(by: {}, reveal: \"{}\", next: \"{}\"), ",
                p.by, p.reveal, p.next
            )
            .unwrap();
        }
        dice.push_str("],\n");
    }
    dice.push_str("    ],\n))");
    let record = ron::to_string(game.record()).unwrap();
    let text = format!(
        "(\n    format: 2,\n    game: (\n        started: 1780000000,\n        players: [\n            \
         (seat: South, name: \"Asha\", kind: human),\n            \
         (seat: North, name: \"Ravi\", kind: human),\n        ],\n        undo: false,\n        \
         record: {record},\n        dice: {dice},\n    ),\n)\n"
    );
    (text, ledger)
}

#[test]
fn a_format_2_file_keeps_its_ledger_of_reveals_through_a_save_and_a_load() {
    let (text, ledger) = format2_file();
    let saved = SavedGame::from_ron(text.as_bytes()).unwrap();
    assert_eq!(saved.reveals(), Some(&ledger));
    assert_eq!(saved.dice(), None);
    assert_eq!(saved.players()[1].name, "Ravi");
    assert!(saved.is_finished());
    assert_eq!(saved.record().throws.len(), ledger.throws.len());
    ledger.verify(saved.record()).unwrap();

    let again = saved.to_ron().unwrap();
    assert!(again.contains("format: 3"), "{again}");
    assert!(
        again.contains("reveal:"),
        "the reveals are written back: {again}"
    );
    let back = SavedGame::from_ron(again.as_bytes()).unwrap();
    assert_eq!(back, saved);
    assert_eq!(back.reveals(), Some(&ledger));
    assert_eq!(back.to_ron().unwrap(), again);
}

#[test]
fn a_format_2_file_with_a_changed_reveal_loads_and_fails_its_check() {
    let (text, ledger) = format2_file();
    let wrong = reveal(0, 9).to_hex();
    let forged = text.replacen(&wrong, &"ab".repeat(32), 1);
    assert_ne!(forged, text);
    let saved = SavedGame::from_ron(forged.as_bytes()).unwrap();
    let loaded = saved.reveals().unwrap();
    assert_ne!(loaded, &ledger);
    let error = loaded.verify(saved.record()).unwrap_err();
    assert_eq!(error.throw(), Some(9), "{error}");
}

/// A key for tests (not a real network key: these ledgers are not signed).
fn key(who: u8) -> PlayerKey {
    PlayerKey([who + 30; 32])
}

#[test]
fn a_format_3_file_round_trips_its_ledger_of_chains() {
    let table = Digest([8; 32]);
    let chains: Vec<Chain> = (0..2u8)
        .map(|who| Chain::new(Digest([who + 60; 32]), &table, &key(who), 500))
        .collect();
    let mut ledger = DiceLedger::new(table);
    for (who, name) in ["Host", "Asha"].into_iter().enumerate() {
        let chain = &chains[who];
        ledger.contributors.push(Contributor {
            name: name.to_owned(),
            commitment: Commitment {
                key: key(who as u8),
                head: chain.head(),
                links: chain.len(),
                signature: Signature([who as u8; 64]),
            },
        });
    }
    let id = ledger.game_id();
    let mut throws = Vec::new();
    // The guest is away for throws 10 to 14, and the host goes on alone.
    let game = play(9, usize::MAX, |t| {
        let away = (10..15).contains(&t);
        let mut made = Made {
            parts: vec![Part {
                by: 0,
                link: chains[0].link_for(t).unwrap(),
            }],
            without: Vec::new(),
            alone: away,
        };
        if away {
            made.without.push(Absent {
                by: 1,
                why: Absence::Away,
            });
        } else {
            made.parts.push(Part {
                by: 1,
                link: chains[1].link_for(t).unwrap(),
            });
        }
        let throw = throw_from(ThrowKind::LongDice, &id, t, &made.parts);
        throws.push(made);
        throw
    });
    ledger.throws = throws;
    let players = common::players(&game, &[Seat::South, Seat::North]);
    let saved = SavedGame::with_start(game, players, false, 1_780_000_000)
        .unwrap()
        .with_dice(Some(ledger.clone()));

    let text = saved.to_ron().unwrap();
    assert!(text.contains("format: 3"), "{text}");
    let back = SavedGame::from_ron(text.as_bytes()).unwrap();
    assert_eq!(back, saved);
    assert_eq!(back.dice(), Some(&ledger));
    assert_eq!(back.reveals(), None);
    assert_eq!(back.to_ron().unwrap(), text);
    // Every throw is still what its parts make, the away ones included.
    let loaded = back.dice().unwrap();
    assert_eq!(loaded.game_id(), id);
    assert!(loaded.throws[12].alone && loaded.throws[12].without[0].why == Absence::Away);
    for (t, made) in loaded.throws.iter().enumerate() {
        assert_eq!(
            throw_from(ThrowKind::LongDice, &id, t as u32, &made.parts),
            back.record().throws[t]
        );
    }
}
