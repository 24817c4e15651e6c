//! The cheating host on the 5x5 board: four cowries made of everyone's parts, as the
//! long dice are. A throw with two shells swapped (the same value, so a check of values
//! alone passes) and the same bits sent as long dice are both refused by their throw.

use super::*;

/// Four shells with two that differ swapped round: another fall of the same value; all
/// alike, one turned over.
fn other_fall(t: Throw) -> Throw {
    let shells = t.shells().expect("a cowrie throw");
    let bits = |s: [bool; 4]| {
        s.iter()
            .enumerate()
            .map(|(k, up)| u8::from(*up) << k)
            .sum::<u8>()
    };
    let mut swapped = shells;
    match (1..4).find(|&k| shells[k] != shells[0]) {
        Some(k) => swapped.swap(0, k),
        None => swapped[0] = !swapped[0],
    }
    ThrowKind::Cowries.from_bits(bits(swapped))
}

#[test]
fn a_cowrie_throw_its_parts_do_not_make_or_of_the_wrong_kind_is_refused() {
    type Forge = fn(Throw) -> Throw;
    let forgeries: [Forge; 2] = [other_fall, |t| {
        // The shells' four bits read as the two long dice.
        let shells = t.shells().unwrap();
        let bits = (0..4).map(|k| u8::from(shells[k]) << k).sum::<u8>();
        ThrowKind::LongDice.from_bits(bits)
    }];
    for forge in forgeries {
        let mut w = table_on(Variant::Thayam);
        let (step, seat, throw, made, hash) = a_throw_step_kept_back(&mut w);
        assert_eq!(
            throw.kind(),
            ThrowKind::Cowries,
            "the 5x5 board throws cowries"
        );
        let forged = forge(throw);
        assert_ne!(forged, throw);
        if forged.kind() == ThrowKind::Cowries {
            assert_eq!(forged.value(), throw.value(), "the same value");
        }
        let index = guest_throws(&w) as u32;
        let before = copy(&w);
        let message = ToGuest::Step {
            step,
            action: Action::Throw(seat, forged),
            made,
            hash,
        };
        let outcome = send(&mut w, &message);
        assert_refused(&w, &outcome, index, DiceFault::NotItsParts, &before);
        assert_stays(&mut w, &before);
    }
}

#[test]
fn an_honest_host_plays_a_5x5_game_with_a_guest_that_checks() {
    let mut w = table_on(Variant::Thayam);
    w.play_out(100_000);
    assert_eq!(w.guests[0].side.stopped(), None);
    let (host, guests) = w.files();
    assert_eq!(guests[0], host);
    let saved = Host::saved(&w.table).unwrap();
    assert_eq!(saved.game().game().variant(), Variant::Thayam);
    let verified = saved.dice().unwrap().verify(saved.record()).unwrap();
    assert_eq!(
        verified.shared, verified.throws,
        "every throw had both parts"
    );
    // The same ledger read as a 7x7 game's: its throws are not what the parts make.
    let mut record = saved.record().clone();
    record.setup = record.setup.with_variant(Variant::Dhayam);
    assert!(saved.dice().unwrap().verify(&record).is_err());
}
