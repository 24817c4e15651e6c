//! Fair throws across computers: an honest ledger of signed chains checks out and reports
//! who took part in what; every forgery of it (by the host, who writes the record) fails,
//! naming the throw or contributor and why.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use dhayam_core::fair::{
    Absence, Absent, Chain, Commitment, Contributor, DiceLedger, Digest, Made, Part, PlayerKey,
    Signature, VerifyError, chain_statement, throw_from,
};
use dhayam_core::{GameRecord, Seat, Setup, Throw, ThrowKind};
use ed25519_dalek::{Signer as _, SigningKey};

/// The table of the honest game.
const TABLE: Digest = Digest([7; 32]);
/// How many links each chain has.
const LINKS: u32 = 64;
/// How many throws the honest game has.
const THROWS: usize = 40;
/// The names the table showed: the host, then two guests.
const NAMES: [&str; 3] = ["Host", "Asha", "Ravi"];

/// The network key of contributor `who` (a forger uses one nobody else has).
fn signer(who: u8) -> SigningKey {
    SigningKey::from_bytes(&[who + 1; 32])
}

fn key_of(who: u8) -> PlayerKey {
    PlayerKey(signer(who).verifying_key().to_bytes())
}

/// Contributor `who`'s chain at `table`, from a seed of its own.
fn chain_of(who: u8, table: &Digest) -> Chain {
    Chain::new(Digest([100 + who; 32]), table, &key_of(who), LINKS)
}

/// `chain`'s head, signed by contributor `who` for `table`.
fn commitment(who: u8, table: &Digest, chain: &Chain) -> Commitment {
    let key = key_of(who);
    let statement = chain_statement(table, &key, &chain.head(), chain.len());
    Commitment {
        key,
        head: chain.head(),
        links: chain.len(),
        signature: Signature(signer(who).sign(&statement).to_bytes()),
    }
}

/// Why guests 1 and 2 are not in throw `t` (`None`: it took part).
fn plan(t: usize) -> [Option<Absence>; 2] {
    match t {
        8..=10 => [None, Some(Absence::Away)],
        14..=16 => [Some(Absence::HandedOver), None],
        20..=22 => [Some(Absence::Away), Some(Absence::Away)],
        35..=36 => [None, Some(Absence::HandedOver)],
        _ => [None, None],
    }
}

/// Throw `t` made from the links of the host and of the guests `plan` has present.
fn made(chains: &[Chain], t: usize, plan: [Option<Absence>; 2]) -> Made {
    let mut parts = vec![part(chains, 0, t)];
    let mut without = Vec::new();
    for (at, why) in plan.into_iter().enumerate() {
        let by = at as u16 + 1;
        match why {
            None => parts.push(part(chains, by, t)),
            Some(why) => without.push(Absent { by, why }),
        }
    }
    let alone = parts.len() == 1;
    Made {
        parts,
        without,
        alone,
    }
}

fn part(chains: &[Chain], by: u16, t: usize) -> Part {
    Part {
        by,
        link: chains[usize::from(by)].link_for(t as u32).unwrap(),
    }
}

/// The honest game: the chains, the ledger and the record they make.
struct Game {
    chains: Vec<Chain>,
    ledger: DiceLedger,
    record: GameRecord,
}

fn honest() -> Game {
    let chains: Vec<Chain> = (0..3).map(|who| chain_of(who, &TABLE)).collect();
    let mut ledger = DiceLedger::new(TABLE);
    for (who, chain) in chains.iter().enumerate() {
        ledger.contributors.push(Contributor {
            name: NAMES[who].to_owned(),
            commitment: commitment(who as u8, &TABLE, chain),
        });
    }
    ledger.throws = (0..THROWS).map(|t| made(&chains, t, plan(t))).collect();
    let mut record = GameRecord::new(Setup::new([Seat::South, Seat::North]));
    remake(&ledger, &mut record);
    Game {
        chains,
        ledger,
        record,
    }
}

/// Writes into `record` the throws that `ledger`'s parts make, as a forger would.
fn remake(ledger: &DiceLedger, record: &mut GameRecord) {
    let game = ledger.game_id();
    record.throws = (ledger.throws.iter().enumerate())
        .map(|(t, made)| throw_from(ThrowKind::LongDice, &game, t as u32, &made.parts))
        .collect();
}

#[test]
fn an_honest_ledger_checks_out_and_says_who_took_part_in_what() {
    let g = honest();
    let report = g.ledger.verify(&g.record).unwrap();
    assert_eq!(report.game, g.ledger.game_id());
    assert_eq!(report.throws, THROWS);
    assert_eq!(report.alone, vec![20, 21, 22]);
    assert_eq!(report.shared, THROWS - 3);
    let counts: Vec<(&str, usize, usize, usize, usize)> = (report.contributors.iter())
        .map(|c| {
            (
                c.name.as_str(),
                c.took_part,
                c.away,
                c.handed_over,
                c.removed,
            )
        })
        .collect();
    assert_eq!(
        counts,
        vec![
            ("Host", 40, 0, 0, 0),
            ("Asha", 34, 3, 3, 0),
            ("Ravi", 32, 6, 2, 0),
        ]
    );
    let keys: Vec<PlayerKey> = report.contributors.iter().map(|c| c.key).collect();
    assert_eq!(keys, vec![key_of(0), key_of(1), key_of(2)]);
    assert_eq!(g.ledger.contributions(2), 32);
}

#[test]
fn a_ledger_rewritten_host_only_with_the_guests_still_listed_is_named_at_throw_1() {
    let mut g = honest();
    for (t, made) in g.ledger.throws.iter_mut().enumerate() {
        *made = Made {
            parts: vec![part(&g.chains, 0, t)],
            without: Vec::new(),
            alone: false,
        };
    }
    remake(&g.ledger, &mut g.record);
    assert_eq!(
        g.ledger.verify(&g.record),
        Err(VerifyError::Parts { throw: 0 })
    );
}

#[test]
fn a_guests_key_rewritten_fails_its_signature() {
    let mut g = honest();
    g.ledger.contributors[1].commitment.key = key_of(9);
    assert_eq!(
        g.ledger.verify(&g.record),
        Err(VerifyError::Signature { by: 1 })
    );
    // A signature from another key over the guest's own head fails the same way.
    let mut g = honest();
    let signed_by_host = commitment(0, &TABLE, &g.chains[1]).signature;
    g.ledger.contributors[1].commitment.signature = signed_by_host;
    assert_eq!(
        g.ledger.verify(&g.record),
        Err(VerifyError::Signature { by: 1 })
    );
}

#[test]
fn a_guest_resigned_under_a_key_of_the_hosts_choosing_fails_its_first_link() {
    // The links are bound to the key: the guest's genuine links are worth nothing under
    // the forger's key, even with the forger's signature over the guest's head.
    let mut g = honest();
    let forged = &mut g.ledger.contributors[1].commitment;
    forged.key = key_of(9);
    let statement = chain_statement(&TABLE, &forged.key, &forged.head, forged.links);
    forged.signature = Signature(signer(9).sign(&statement).to_bytes());
    remake(&g.ledger, &mut g.record);
    assert_eq!(
        g.ledger.verify(&g.record),
        Err(VerifyError::Link { throw: 0, by: 1 })
    );
}

#[test]
fn a_guest_made_up_whole_by_the_host_checks_out_only_as_another_game() {
    // A host that invents a guest (key, chain, signature) makes a ledger that checks out
    // alone, but of another game: its id and the guest's key differ from the guest's own
    // record, which is what comparing the two records shows.
    let genuine = honest();
    let mut g = honest();
    g.chains[1] = chain_of(9, &TABLE);
    g.ledger.contributors[1].commitment = commitment(9, &TABLE, &g.chains[1]);
    for (t, made) in g.ledger.throws.iter_mut().enumerate() {
        *made = self::made(&g.chains, t, plan(t));
    }
    remake(&g.ledger, &mut g.record);
    let report = g.ledger.verify(&g.record).unwrap();
    assert_ne!(report.game, genuine.ledger.game_id());
    assert_ne!(report.contributors[1].key, key_of(1));
}

#[test]
fn a_guest_erased_from_the_contributors_is_named() {
    let mut g = honest();
    g.ledger.contributors.pop();
    assert_eq!(
        g.ledger.verify(&g.record),
        Err(VerifyError::Parts { throw: 0 })
    );
    // Erasing the first guest moves the second into its place, whose chain its links
    // do not hash back to.
    let mut g = honest();
    g.ledger.contributors.remove(1);
    assert_eq!(
        g.ledger.verify(&g.record),
        Err(VerifyError::Link { throw: 0, by: 1 })
    );
}

/// The honest game with the guests' parts dropped from throw 26 on and those throws
/// re-made from the host's link alone: `absent` marks the guests away, `alone` marks the
/// throws so.
fn fake_disconnect(absent: bool, alone: bool) -> Game {
    let mut g = honest();
    for (t, made) in g.ledger.throws.iter_mut().enumerate().skip(26) {
        made.parts.retain(|p| p.by == 0);
        made.without = if absent {
            (1..=2)
                .map(|by| Absent {
                    by,
                    why: Absence::Away,
                })
                .collect()
        } else {
            Vec::new()
        };
        made.alone = alone;
        assert_eq!(made.parts, vec![part(&g.chains, 0, t)]);
    }
    remake(&g.ledger, &mut g.record);
    g
}

#[test]
fn a_faked_disconnect_is_named_at_its_first_throw() {
    let g = fake_disconnect(false, false);
    assert_eq!(
        g.ledger.verify(&g.record),
        Err(VerifyError::Parts { throw: 26 })
    );
    let g = fake_disconnect(true, false);
    assert_eq!(
        g.ledger.verify(&g.record),
        Err(VerifyError::Alone { throw: 26 })
    );
}

#[test]
fn a_faked_disconnect_marked_alone_is_reported_as_host_alone_never_as_fair() {
    // A forger who marks the guests away and the throws as the host's alone makes a
    // ledger that checks out, but only as throws the host made alone: the report lists
    // every one of them as not provably fair (and the guests' own records, which hold
    // their parts, disagree with it from throw 27).
    let g = fake_disconnect(true, true);
    let report = g.ledger.verify(&g.record).unwrap();
    let mut alone = vec![20, 21, 22];
    alone.extend(26..THROWS);
    assert_eq!(report.alone, alone);
    assert_eq!(report.shared, THROWS - alone.len());
    assert_eq!(report.contributors[1].took_part, 34 - (THROWS - 26));
}

#[test]
fn a_new_table_with_everything_remade_by_the_host_fails_the_guests_signature() {
    let mut g = honest();
    let table = Digest([8; 32]);
    g.chains[0] = chain_of(0, &table);
    g.ledger.table = table;
    g.ledger.contributors[0].commitment = commitment(0, &table, &g.chains[0]);
    for (t, made) in g.ledger.throws.iter_mut().enumerate() {
        made.parts[0] = part(&g.chains, 0, t);
    }
    remake(&g.ledger, &mut g.record);
    assert_eq!(
        g.ledger.verify(&g.record),
        Err(VerifyError::Signature { by: 1 })
    );
}

/// The honest game with `by`'s link at throw `t` replaced by `link`, and the throws
/// re-made.
fn with_link(t: usize, by: u16, link: Digest) -> Game {
    let mut g = honest();
    let part = g.ledger.throws[t].parts.iter_mut().find(|p| p.by == by);
    part.unwrap().link = link;
    remake(&g.ledger, &mut g.record);
    g
}

#[test]
fn a_substituted_link_is_named() {
    let g = with_link(9, 1, Digest([0xAB; 32]));
    assert_eq!(
        g.ledger.verify(&g.record),
        Err(VerifyError::Link { throw: 9, by: 1 })
    );
    let g = with_link(30, 0, Digest([0xCD; 32]));
    assert_eq!(
        g.ledger.verify(&g.record),
        Err(VerifyError::Link { throw: 30, by: 0 })
    );
}

#[test]
fn a_link_of_another_throw_reused_is_named() {
    let chains = honest().chains;
    let earlier = chains[1].link_for(11).unwrap();
    let g = with_link(12, 1, earlier);
    assert_eq!(
        g.ledger.verify(&g.record),
        Err(VerifyError::Link { throw: 12, by: 1 })
    );
    // A later link, taken early, is no better.
    let later = chains[0].link_for(13).unwrap();
    let g = with_link(12, 0, later);
    assert_eq!(
        g.ledger.verify(&g.record),
        Err(VerifyError::Link { throw: 12, by: 0 })
    );
}

#[test]
fn a_link_from_a_chain_of_another_table_is_named() {
    let other = chain_of(1, &Digest([9; 32])).link_for(9).unwrap();
    let g = with_link(9, 1, other);
    assert_eq!(
        g.ledger.verify(&g.record),
        Err(VerifyError::Link { throw: 9, by: 1 })
    );
}

#[test]
fn swapped_faces_of_the_same_value_are_named() {
    let mut g = honest();
    let (t, real) = (g.record.throws.iter().copied().enumerate())
        .find(|(t, throw)| *t >= 17 && throw.faces()[0] != throw.faces()[1])
        .unwrap();
    let [a, b] = real.faces();
    let swapped = Throw::from_faces(b, a).unwrap();
    assert_eq!(swapped.value(), real.value());
    g.record.throws[t] = swapped;
    let error = g.ledger.verify(&g.record).unwrap_err();
    assert_eq!(
        error,
        VerifyError::Throw {
            throw: t,
            recorded: swapped,
            derived: real
        }
    );
    let text = error.to_string();
    assert!(text.contains(&format!("throw {}", t + 1)), "{text}");
    assert!(text.contains(&format!("faces {b}+{a}")), "{text}");
    assert!(text.contains(&format!("faces {a}+{b}")), "{text}");
}

#[test]
fn reordered_throws_are_named() {
    let mut g = honest();
    g.ledger.throws.swap(5, 6);
    g.record.throws.swap(5, 6);
    assert_eq!(
        g.ledger.verify(&g.record),
        Err(VerifyError::Link { throw: 5, by: 0 })
    );
}

#[test]
fn a_short_ledger_is_named() {
    let mut g = honest();
    g.ledger.throws.pop();
    let error = g.ledger.verify(&g.record).unwrap_err();
    assert_eq!(
        error,
        VerifyError::Count {
            ledger: THROWS - 1,
            record: THROWS
        }
    );
    assert_eq!(error.throw(), Some(THROWS - 1));
}

#[test]
fn missing_repeated_or_unknown_parts_are_named() {
    let g = honest();
    let mut twice = g.ledger.clone();
    let first = twice.throws[2].parts[1];
    twice.throws[2].parts.push(first);
    assert_eq!(
        twice.verify(&g.record),
        Err(VerifyError::Parts { throw: 2 })
    );
    let mut both = g.ledger.clone();
    both.throws[3].without.push(Absent {
        by: 1,
        why: Absence::Away,
    });
    assert_eq!(both.verify(&g.record), Err(VerifyError::Parts { throw: 3 }));
    let mut unknown = g.ledger.clone();
    unknown.throws[8].without[0].by = 9;
    assert_eq!(
        unknown.verify(&g.record),
        Err(VerifyError::Parts { throw: 8 })
    );
    // Without the host's part, however the rest is marked.
    let mut hostless = g.ledger.clone();
    hostless.throws[4].parts.remove(0);
    hostless.throws[4].without.push(Absent {
        by: 0,
        why: Absence::Away,
    });
    assert_eq!(
        hostless.verify(&g.record),
        Err(VerifyError::Parts { throw: 4 })
    );
    let mut marked = g.ledger.clone();
    marked.throws[4].alone = true;
    assert_eq!(
        marked.verify(&g.record),
        Err(VerifyError::Alone { throw: 4 })
    );
}

#[test]
fn a_key_twice_or_no_contributor_at_all_is_refused() {
    let mut g = honest();
    let again = commitment(1, &TABLE, &chain_of(1, &TABLE));
    g.ledger.contributors[2].commitment = again;
    assert_eq!(
        g.ledger.verify(&g.record),
        Err(VerifyError::SameKey { by: 2 })
    );
    g.ledger.contributors.clear();
    assert_eq!(g.ledger.verify(&g.record), Err(VerifyError::NoContributors));
}

#[test]
fn a_ledger_reads_back_from_its_text() {
    let g = honest();
    let json = serde_json::to_string(&g.ledger).unwrap();
    assert_eq!(serde_json::from_str::<DiceLedger>(&json).unwrap(), g.ledger);
    let ron = ron::to_string(&g.ledger).unwrap();
    let back: DiceLedger = ron::from_str(&ron).unwrap();
    assert_eq!(back.verify(&g.record).unwrap().throws, THROWS);
}
