//! Games recorded before chains were signed: their ledger of reveals still checks out the
//! way it was made, and a changed reveal or throw is named.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use dhayam_core::fair::reveals::{RevealContributor, RevealLedger, RevealPart, reveal_throw};
use dhayam_core::fair::{Digest, VerifyError, commit};
use dhayam_core::{GameRecord, Seat, Setup, Throw};

/// A contributor's reveals: a simple run of distinct values, for tests.
fn reveal(who: u8, n: u32) -> Digest {
    let mut bytes = [who; 32];
    bytes[..4].copy_from_slice(&n.to_le_bytes());
    Digest(bytes)
}

/// `throws` honest throws by `people` contributors, and the record they make.
fn honest(people: u8, throws: u32) -> (RevealLedger, GameRecord) {
    let mut ledger = RevealLedger::new(Digest([7; 32]));
    for who in 0..people {
        ledger.contributors.push(RevealContributor {
            id: format!("p{who}"),
            first: commit(&reveal(who, 0)),
        });
    }
    let mut record = GameRecord::new(Setup::new([Seat::South, Seat::North]));
    for i in 0..throws {
        let parts: Vec<RevealPart> = (0..people)
            .map(|who| RevealPart {
                by: u16::from(who),
                reveal: reveal(who, i),
                next: commit(&reveal(who, i + 1)),
            })
            .collect();
        record.throws.push(reveal_throw(&ledger.table, i, &parts));
        ledger.throws.push(parts);
    }
    (ledger, record)
}

#[test]
fn an_honest_ledger_of_reveals_checks_out() {
    let (ledger, record) = honest(3, 40);
    ledger.verify(&record).unwrap();
    assert_eq!(ledger.contributions(1), 40);
    assert_eq!(ledger.expected()[2], commit(&reveal(2, 40)));
}

#[test]
fn a_reveal_nobody_committed_to_is_named() {
    let (mut ledger, mut record) = honest(3, 20);
    // Contributor 0 (say, the host) picks a different secret at throw 9 to get a 12.
    let mut forged = reveal(0, 9);
    for attempt in 0..=255u8 {
        forged.0[31] = attempt;
        ledger.throws[9][0].reveal = forged;
        if reveal_throw(&ledger.table, 9, &ledger.throws[9]).value() == 12 {
            break;
        }
    }
    record.throws[9] = reveal_throw(&ledger.table, 9, &ledger.throws[9]);
    assert_eq!(
        ledger.verify(&record),
        Err(VerifyError::Link { throw: 9, by: 0 })
    );
}

#[test]
fn a_recorded_throw_its_reveals_do_not_make_is_named() {
    let (ledger, mut record) = honest(2, 30);
    let real = record.throws[17];
    let [a, b] = real.faces();
    let other = if a == b {
        Throw::from_faces((a + 1) % 4, b).unwrap()
    } else {
        Throw::from_faces(b, a).unwrap()
    };
    record.throws[17] = other;
    assert_eq!(
        ledger.verify(&record),
        Err(VerifyError::Throw {
            throw: 17,
            recorded: other,
            derived: real
        })
    );
}

#[test]
fn missing_repeated_or_unknown_reveals_are_named() {
    let (ledger, record) = honest(2, 5);
    let mut short = record.clone();
    short.throws.pop();
    assert_eq!(
        ledger.verify(&short),
        Err(VerifyError::Count {
            ledger: 5,
            record: 4
        })
    );
    let mut twice = ledger.clone();
    let first = twice.throws[2][0];
    twice.throws[2].push(first);
    assert_eq!(twice.verify(&record), Err(VerifyError::Parts { throw: 2 }));
    let mut unknown = ledger.clone();
    unknown.throws[3][1].by = 9;
    assert_eq!(
        unknown.verify(&record),
        Err(VerifyError::Parts { throw: 3 })
    );
    let mut empty = ledger;
    empty.throws[0].clear();
    assert_eq!(empty.verify(&record), Err(VerifyError::Parts { throw: 0 }));
}

#[test]
fn a_contributor_may_skip_reveals_and_come_back() {
    let (mut ledger, mut record) = honest(2, 3);
    // Contributor 1 drops out for throw 3 and comes back at throw 4 with its next reveal.
    let parts3 = vec![RevealPart {
        by: 0,
        reveal: reveal(0, 3),
        next: commit(&reveal(0, 4)),
    }];
    let parts4 = vec![
        RevealPart {
            by: 0,
            reveal: reveal(0, 4),
            next: commit(&reveal(0, 5)),
        },
        RevealPart {
            by: 1,
            reveal: reveal(1, 3),
            next: commit(&reveal(1, 4)),
        },
    ];
    for (i, parts) in [(3, parts3), (4, parts4)] {
        record.throws.push(reveal_throw(&ledger.table, i, &parts));
        ledger.throws.push(parts);
    }
    ledger.verify(&record).unwrap();
    assert_eq!(ledger.contributions(1), 4);
}
