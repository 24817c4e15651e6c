//! Fair throws: an honest ledger checks out; any changed reveal or throw is named.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use dhayam_core::fair::{Contributor, DiceLedger, Digest, Part, VerifyError, commit, throw_from};
use dhayam_core::{GameRecord, Seat, Setup, Throw};

/// A contributor's reveals: a simple chain of distinct values, for tests.
fn reveal(who: u8, n: u32) -> Digest {
    let mut bytes = [who; 32];
    bytes[..4].copy_from_slice(&n.to_le_bytes());
    Digest(bytes)
}

/// `throws` honest throws by `people` contributors, and the record they make.
fn honest(people: u8, throws: u32) -> (DiceLedger, GameRecord) {
    let mut ledger = DiceLedger::new(Digest([7; 32]));
    for who in 0..people {
        ledger.contributors.push(Contributor {
            id: format!("p{who}"),
            first: commit(&reveal(who, 0)),
        });
    }
    let mut record = GameRecord::new(Setup::new([Seat::South, Seat::North]));
    for i in 0..throws {
        let parts: Vec<Part> = (0..people)
            .map(|who| Part {
                by: u16::from(who),
                reveal: reveal(who, i),
                next: commit(&reveal(who, i + 1)),
            })
            .collect();
        record.throws.push(throw_from(&ledger.table, i, &parts));
        ledger.throws.push(parts);
    }
    (ledger, record)
}

#[test]
fn an_honest_ledger_checks_out() {
    let (ledger, record) = honest(3, 40);
    assert_eq!(ledger.verify(&record), Ok(()));
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
        if throw_from(&ledger.table, 9, &ledger.throws[9]).value() == 12 {
            break;
        }
    }
    record.throws[9] = throw_from(&ledger.table, 9, &ledger.throws[9]);
    assert_eq!(
        ledger.verify(&record),
        Err(VerifyError::Reveal { throw: 9, by: 0 })
    );
}

#[test]
fn a_recorded_throw_its_parts_do_not_make_is_named() {
    let (ledger, mut record) = honest(2, 30);
    let real = record.throws[17];
    // The same value with the faces swapped round where they differ, else another value:
    // either way another throw, which the message tells apart by its faces.
    let [a, b] = real.faces();
    let other = if a == b {
        Throw::from_faces((a + 1) % 4, b).unwrap()
    } else {
        Throw::from_faces(b, a).unwrap()
    };
    record.throws[17] = other;
    let error = ledger.verify(&record).unwrap_err();
    assert_eq!(
        error,
        VerifyError::Throw {
            throw: 17,
            recorded: other,
            derived: real
        }
    );
    let [c, d] = other.faces();
    let text = error.to_string();
    assert!(text.contains(&format!("faces {c}+{d}")), "{text}");
    assert!(text.contains(&format!("faces {a}+{b}")), "{text}");
}

#[test]
fn missing_repeated_or_unknown_parts_are_named() {
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
fn a_contributor_may_skip_throws_and_come_back() {
    let (mut ledger, mut record) = honest(2, 3);
    // Contributor 1 drops out for throw 3 and comes back at throw 4 with its next reveal.
    let parts3 = vec![Part {
        by: 0,
        reveal: reveal(0, 3),
        next: commit(&reveal(0, 4)),
    }];
    let parts4 = vec![
        Part {
            by: 0,
            reveal: reveal(0, 4),
            next: commit(&reveal(0, 5)),
        },
        Part {
            by: 1,
            reveal: reveal(1, 3),
            next: commit(&reveal(1, 4)),
        },
    ];
    for (i, parts) in [(3, parts3), (4, parts4)] {
        record.throws.push(throw_from(&ledger.table, i, &parts));
        ledger.throws.push(parts);
    }
    assert_eq!(ledger.verify(&record), Ok(()));
    assert_eq!(ledger.contributions(1), 4);
}

#[test]
fn digests_read_back_from_text_and_refuse_anything_else() {
    let d = commit(&reveal(4, 4));
    assert_eq!(Digest::from_hex(&d.to_hex()), Some(d));
    assert_eq!(Digest::from_hex("ab"), None);
    assert_eq!(Digest::from_hex(&"zz".repeat(32)), None);
    let json = serde_json::to_string(&d).unwrap();
    assert_eq!(serde_json::from_str::<Digest>(&json).unwrap(), d);
    assert!(serde_json::from_str::<Digest>("\"00\"").is_err());
}

/// The sixteen face pairs come out equally often: chi-square over 16,000 throws with
/// changing reveals, against the 1% critical value for 15 degrees of freedom (30.58).
#[test]
fn throws_have_the_exact_odds_of_two_fair_long_dice() {
    let table = Digest([3; 32]);
    let mut counts = [0u32; 16];
    let n = 16_000u32;
    for i in 0..n {
        let parts = [
            Part {
                by: 0,
                reveal: reveal(1, i),
                next: Digest([0; 32]),
            },
            Part {
                by: 1,
                reveal: reveal(2, i),
                next: Digest([0; 32]),
            },
        ];
        let [a, b] = throw_from(&table, i, &parts).faces();
        counts[usize::from(a * 4 + b)] += 1;
    }
    let expected = f64::from(n) / 16.0;
    let chi: f64 = counts
        .iter()
        .map(|&c| (f64::from(c) - expected).powi(2) / expected)
        .sum();
    assert!(chi < 30.58, "chi-square {chi:.1} over {counts:?}");
}
