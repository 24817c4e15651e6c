//! Games with a dice ledger made by hand: signed chains for each contributor (ed25519
//! keys from fixed seeds), every throw made of their links as a table across computers
//! makes it, some by the host alone.

#![allow(dead_code)]

use dhayam_core::fair::{
    Absence, Absent, CHAIN_LINKS, Chain, Commitment, Contributor, DiceLedger, Digest, Made, Part,
    PlayerKey, Signature, chain_statement, throw_from,
};
use dhayam_core::{GameRecord, Phase, RecordedGame, Seat, Setup, ThrowKind};
use dhayam_store::{PlayerKind, SavedGame, SeatPlayer};

/// The signed chains of `names` (the host first) at table `table`.
pub fn contributors(table: &Digest, names: &[&str]) -> (Vec<Contributor>, Vec<Chain>) {
    let mut contributors = Vec::new();
    let mut chains = Vec::new();
    for (i, name) in names.iter().enumerate() {
        let secret = iroh_base::SecretKey::from_bytes(&[i as u8 + 1; 32]);
        let key = PlayerKey(*secret.public().as_bytes());
        let chain = Chain::new(Digest([i as u8 + 40; 32]), table, &key, CHAIN_LINKS);
        let statement = chain_statement(table, &key, &chain.head(), chain.len());
        let commitment = Commitment {
            key,
            head: chain.head(),
            links: chain.len(),
            signature: Signature(secret.sign(&statement).to_bytes()),
        };
        contributors.push(Contributor {
            name: (*name).to_owned(),
            commitment,
        });
        chains.push(chain);
    }
    (contributors, chains)
}

/// What goes into throw `index`: every contributor's link, or the host's alone (the
/// others away).
pub fn made(chains: &[Chain], index: u32, alone: bool) -> Made {
    let parts: Vec<Part> = chains
        .iter()
        .enumerate()
        .take(if alone { 1 } else { chains.len() })
        .map(|(by, chain)| Part {
            by: by as u16,
            link: chain.link_for(index).unwrap(),
        })
        .collect();
    let without = (parts.len()..chains.len())
        .map(|by| Absent {
            by: by as u16,
            why: Absence::Away,
        })
        .collect();
    Made {
        parts,
        without,
        alone,
    }
}

/// A ledger of `throws` throws by `names`, and a record holding just those throws (for
/// timing the check: it does not replay the rules).
pub fn bare(names: &[&str], throws: u32) -> (DiceLedger, GameRecord) {
    let mut ledger = DiceLedger::new(Digest([3; 32]));
    let (people, chains) = contributors(&ledger.table, names);
    ledger.contributors = people;
    let game = ledger.game_id();
    let mut record = GameRecord::new(Setup::new([Seat::South, Seat::North]));
    for i in 0..throws {
        let made = made(&chains, i, false);
        record
            .throws
            .push(throw_from(ThrowKind::LongDice, &game, i, &made.parts));
        ledger.throws.push(made);
    }
    (ledger, record)
}

/// A game across computers between `names` (seat by seat, the host first, at most four),
/// played to its end with seeded moves; the throws `alone` says were the host's alone.
pub fn played(names: &[&str], alone: impl Fn(usize) -> bool, seed: u64) -> SavedGame {
    played_until(names, alone, seed, usize::MAX)
}

/// The same, stopped after `throws` throws (and the move that follows, if any) unless it
/// ended before.
pub fn played_until(
    names: &[&str],
    alone: impl Fn(usize) -> bool,
    seed: u64,
    throws: usize,
) -> SavedGame {
    let seats: Vec<Seat> = Seat::ALL
        .iter()
        .copied()
        .step_by(4 / names.len())
        .take(names.len())
        .collect();
    let mut ledger = DiceLedger::new(Digest([3; 32]));
    let (people, chains) = contributors(&ledger.table, names);
    ledger.contributors = people;
    let id = ledger.game_id();
    let mut game = RecordedGame::new(&Setup::new(seats.clone())).unwrap();
    let mut state = seed;
    while !game.game().is_over() {
        match game.game().phase() {
            Phase::AwaitingThrow(_) if ledger.throws.len() >= throws => break,
            Phase::AwaitingThrow(_) => {
                let index = ledger.throws.len();
                let made = made(&chains, index as u32, alone(index));
                game.throw(throw_from(
                    ThrowKind::LongDice,
                    &id,
                    index as u32,
                    &made.parts,
                ))
                .unwrap();
                ledger.throws.push(made);
            }
            Phase::AwaitingMove(_) => {
                let moves = game.game().legal_moves();
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                let mv = moves[(state >> 33) as usize % moves.len()];
                game.play(mv).unwrap();
            }
            Phase::Finished => {}
        }
    }
    let players = seats
        .iter()
        .zip(names)
        .enumerate()
        .map(|(i, (&seat, name))| {
            let kind = if i == 0 {
                PlayerKind::Human
            } else {
                PlayerKind::Remote
            };
            SeatPlayer::new(seat, *name, kind)
        })
        .collect();
    SavedGame::with_start(game, players, false, 1_780_000_000)
        .unwrap()
        .with_dice(Some(ledger))
}

/// The file of a game between `names` recorded before signed dice (format 2): a ledger of
/// reveals, each contributor's reveals a simple chain of distinct values; played to its
/// end with seeded moves.
pub fn reveals_file(names: &[&str], seed: u64) -> String {
    use dhayam_core::fair::commit;
    use dhayam_core::fair::reveals::{RevealContributor, RevealLedger, RevealPart, reveal_throw};
    let reveal = |who: usize, n: u32| {
        let mut bytes = [who as u8 + 1; 32];
        bytes[..4].copy_from_slice(&n.to_le_bytes());
        Digest(bytes)
    };
    let mut ledger = RevealLedger::new(Digest([4; 32]));
    for (who, name) in names.iter().enumerate() {
        ledger.contributors.push(RevealContributor {
            id: (*name).to_owned(),
            first: commit(&reveal(who, 0)),
        });
    }
    let seats: Vec<Seat> = Seat::ALL.iter().copied().step_by(2).collect();
    let mut game = RecordedGame::new(&Setup::new(seats.clone())).unwrap();
    let mut state = seed;
    while !game.game().is_over() {
        if let Phase::AwaitingThrow(_) = game.game().phase() {
            let i = ledger.throws.len() as u32;
            let parts: Vec<RevealPart> = (0..names.len())
                .map(|who| RevealPart {
                    by: who as u16,
                    reveal: reveal(who, i),
                    next: commit(&reveal(who, i + 1)),
                })
                .collect();
            game.throw(reveal_throw(&ledger.table, i, &parts)).unwrap();
            ledger.throws.push(parts);
        } else {
            let moves = game.game().legal_moves();
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            game.play(moves[(state >> 33) as usize % moves.len()])
                .unwrap();
        }
    }
    let players = seats
        .iter()
        .zip(names)
        .map(|(&seat, name)| SeatPlayer::new(seat, *name, PlayerKind::Human))
        .collect();
    let saved = SavedGame::with_start(game, players, false, 1_770_000_000).unwrap();
    // The game's file without a ledger, and the ledger of reveals put in as its last field.
    let text = saved.to_ron().unwrap().replace("format: 3", "format: 2");
    let outer = text.trim_end().strip_suffix(')').unwrap().trim_end();
    let outer = outer.strip_suffix(',').unwrap_or(outer).trim_end();
    let inner = outer.strip_suffix(')').unwrap();
    let ledger = ron::to_string(&ledger).unwrap();
    format!("{inner}dice: Some({ledger}),\n),\n)\n")
}
