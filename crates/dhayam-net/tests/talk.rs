//! Talk at a table across computers (in memory, through the wire format): lines in both
//! languages reach everyone in the same order, cleaned; a flood is paced and slows
//! nothing; a stranger cannot talk.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use dhayam_core::Seat;
use dhayam_net::protocol::encode;
use dhayam_net::talk::{TALK_BURST, TALK_PER_SECOND};
use dhayam_net::{Line, Phrase, Refusal, Said, ToGuest, ToHost};

use common::{Wired, three_players};

/// Guest `i` says `line`.
fn guest_says(w: &mut Wired, i: usize, line: Line) {
    let peer = w.guests[i].peer.clone();
    w.to_host.push_back((peer, encode(&ToHost::Say(line))));
}

fn said(name: &str, seats: &[Seat], line: Line) -> Said {
    Said {
        name: name.to_owned(),
        seats: seats.to_vec(),
        line,
        watcher: false,
    }
}

#[test]
fn the_host_and_two_guests_hear_each_others_lines_in_both_languages() {
    let mut w = three_players();
    for _ in 0..20 {
        w.turn();
    }
    guest_says(&mut w, 0, Line::Text("வணக்கம், நண்பர்களே!".to_owned()));
    w.deliver();
    let outcome = w.host.say(Line::Phrase(Phrase::GoodLuck));
    w.route(outcome);
    w.deliver();
    guest_says(&mut w, 1, Line::Text("Good luck to you too".to_owned()));
    guest_says(&mut w, 1, Line::Phrase(Phrase::Thayam));
    w.deliver();
    let expected = vec![
        said(
            "Guest 1",
            &[Seat::East],
            Line::Text("வணக்கம், நண்பர்களே!".to_owned()),
        ),
        said("host South", &[Seat::South], Line::Phrase(Phrase::GoodLuck)),
        said(
            "Guest 2",
            &[Seat::North],
            Line::Text("Good luck to you too".to_owned()),
        ),
        said("Guest 2", &[Seat::North], Line::Phrase(Phrase::Thayam)),
    ];
    assert_eq!(w.heard, expected, "the host heard");
    for g in &w.guests {
        assert_eq!(g.heard, expected, "{} heard", g.peer);
    }
    // Talk is not the game: nothing of it was kept as a change of the table.
    let changes = w.changes;
    let outcome = w.host.say(Line::Text("once more".to_owned()));
    assert!(!outcome.changed);
    w.route(outcome);
    assert_eq!(w.changes, changes);
    w.play_out(20_000);
    assert!(w.over(), "the game went on and ended");
}

#[test]
fn control_bidi_and_invisible_characters_never_reach_anyone() {
    let mut w = three_players();
    w.turn();
    let dressed = "\u{202e}lleh\u{2066}o\u{200b}\r\n\u{1b}[31mhost South: I resign\u{2028}";
    guest_says(&mut w, 0, Line::Text(dressed.to_owned()));
    guest_says(
        &mut w,
        0,
        Line::Text("\u{200b}\u{2029} \u{3164}".to_owned()),
    );
    w.deliver();
    // "[31m" stays: it is plain text once its escape character is gone.
    let clean = "lleho[31mhost South: I resign".to_owned();
    let expected = vec![said("Guest 1", &[Seat::East], Line::Text(clean))];
    assert_eq!(w.heard, expected);
    assert_eq!(w.guests[1].heard, expected);
    assert!(
        w.refusals >= 1,
        "a line with nothing visible is refused, not passed on"
    );
}

#[test]
fn a_guest_flooding_the_talk_is_paced_refused_then_closed_and_the_game_goes_on() {
    let mut w = three_players();
    for _ in 0..40 {
        w.turn();
    }
    let peer = w.guests[0].peer.clone();
    let (mut passed, mut too_fast, mut closed) = (0, 0, false);
    for i in 0..10_000 {
        let line = encode(&ToHost::Say(Line::Text(format!("flood {i}"))));
        let outcome = w.host.receive(&mut w.table, &peer, &line, w.now);
        passed += outcome.said.len();
        too_fast += outcome
            .refused
            .iter()
            .filter(|(_, r)| *r == Refusal::TooFast)
            .count();
        assert!(!outcome.changed, "talk never changes the table");
        closed |= outcome
            .out
            .iter()
            .any(|o| matches!(o, dhayam_net::Out::Close(p) if *p == peer));
        let told_too_fast = outcome.out.iter().any(|o| {
            matches!(o, dhayam_net::Out::To(p, ToGuest::Refused(Refusal::TooFast)) if *p == peer)
        });
        assert_eq!(
            told_too_fast,
            outcome.refused.iter().any(|(_, r)| *r == Refusal::TooFast),
            "every line refused as too fast is told, politely"
        );
        w.route(outcome);
        if closed {
            break;
        }
        // A thousand lines a second.
        w.now += 0.001;
    }
    let bound = TALK_BURST as usize + (w.now * TALK_PER_SECOND).ceil() as usize;
    assert!(passed >= 1 && passed <= bound, "{passed} lines passed on");
    assert!(too_fast > 0);
    assert!(
        closed,
        "a guest refused again and again is closed, as any other flood"
    );
    // The other guest and the game are untouched: it plays on to the end.
    w.connect(0);
    w.play_out(20_000);
    assert!(w.over());
    let (host, guests) = w.files();
    assert!(guests.iter().all(|g| *g == host));
}

#[test]
fn a_stranger_cannot_talk() {
    let mut w = three_players();
    w.turn();
    let stranger = dhayam_net::peer_id(&[42; 32]);
    let line = encode(&ToHost::Say(Line::Text("buy cheap dice".to_owned())));
    let outcome = w.host.receive(&mut w.table, &stranger, &line, w.now);
    assert!(outcome.said.is_empty());
    assert_eq!(outcome.refused, vec![(stranger, Refusal::NotSeated)]);
}
